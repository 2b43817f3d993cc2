import { BOX_SHAPES, type Geometry, jigsawGeometry, regionFault } from './geometry.ts';

/**
 * Jigsaw region maps written as text, and the geometries built from them. Building a geometry
 * (and the engine tables the solver keys on it) is dear, so recent maps are kept; the cache is
 * keyed on the canonical map (regions numbered in order of first appearance), so `aaab…` and
 * `1112…` share an entry, and it holds at most REGION_CACHE_SIZE maps, least recently used
 * going first: an API that reads maps from requests cannot grow it without bound.
 */

/** Region maps kept at most. */
export const REGION_CACHE_SIZE = 32;

const cache = new Map<string, Geometry>();

/** The lengths a region map can have: one label per cell of a supported size. */
const MAP_LENGTHS = Object.keys(BOX_SHAPES).map((n) => Number(n) ** 2);

/**
 * The jigsaw geometry of a region map written as text: N² labels, one per cell row by row,
 * any character naming a region (`111222333…` or `aaabbbccc…`); white space is ignored.
 * Throws a RangeError that names the problem.
 * @example regionGeometry('1112223331112…')
 */
export function regionGeometry(text: string): Geometry {
  const labels = text.replace(/\s+/g, '');
  const size = Math.round(Math.sqrt(labels.length));
  if (size * size !== labels.length || !BOX_SHAPES[size]) {
    throw new RangeError(
      `a region map needs one label per cell (${MAP_LENGTHS.join(', ')} of them), got ${labels.length}`,
    );
  }
  const regionOf = new Map<string, number>();
  const map = Array.from(labels, (label) => {
    if (!regionOf.has(label)) regionOf.set(label, regionOf.size);
    return regionOf.get(label)!;
  });
  if (regionOf.size !== size) {
    throw new RangeError(
      `a ${size}×${size} region map needs ${size} regions, got ${regionOf.size}`,
    );
  }
  const key = String.fromCharCode(...map.map((region) => 65 + region));
  const known = cache.get(key);
  if (known) {
    // Touched: it moves to the back of the eviction order.
    cache.delete(key);
    cache.set(key, known);
    return known;
  }
  // Checked here (a map in the cache passed), before jigsawGeometry would name the region by
  // its number from 0; every entry is a region 0..size-1, numbered as its label first came.
  const fault = regionFault(map, size);
  if (fault?.kind === 'size') {
    const label = [...regionOf.keys()][fault.region];
    throw new RangeError(`region '${label}' has ${fault.cells} cells; every region needs ${size}`);
  }
  const geometry = jigsawGeometry(map);
  if (cache.size >= REGION_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, geometry);
  return geometry;
}
