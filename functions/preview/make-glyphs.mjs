// @ts-check
/**
 * Writes functions/preview/glyphs.ts: the outlines of the characters a link preview writes,
 * taken from Figtree's static weights (@fontsource/figtree, WOFF 1.0: sfnt tables, each
 * zlib-compressed) so the Worker carries a few kilobytes of paths instead of a font and a
 * font engine. Run after changing the weights or the characters:
 *   ./node_modules/.bin/node functions/preview/make-glyphs.mjs && npx biome format --write functions/preview/glyphs.ts
 * Figtree is under the SIL Open Font License 1.1, which allows embedding its outlines.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

const WEIGHTS = [500, 800];
/** Printable ASCII, and the middle dot, times sign, en dash and right quote of our texts. */
const CHARS = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  '·',
  '×',
  '–',
  '’',
];

/** The tables of a WOFF 1.0 file, by tag. */
function woffTables(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map();
  for (let i = 0; i < view.getUint16(12); i++) {
    const at = 44 + 20 * i;
    const tag = String.fromCharCode(...bytes.subarray(at, at + 4));
    const offset = view.getUint32(at + 4);
    const compressed = view.getUint32(at + 8);
    const length = view.getUint32(at + 12);
    const data = bytes.subarray(offset, offset + compressed);
    const table = compressed < length ? inflateSync(data) : data;
    tables.set(tag, new DataView(table.buffer, table.byteOffset, table.byteLength));
  }
  return tables;
}

/** Glyph index of each code point, from the cmap's format 4 subtable (the BMP). */
function readCmap(cmap) {
  const map = new Map();
  for (let i = 0; i < cmap.getUint16(2); i++) {
    const offset = cmap.getUint32(8 + 8 * i);
    if (cmap.getUint16(offset) !== 4) continue;
    const segments = cmap.getUint16(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const ranges = deltas + 2 * segments;
    for (let s = 0; s < segments; s++) {
      const start = cmap.getUint16(starts + 2 * s);
      const end = cmap.getUint16(ends + 2 * s);
      const delta = cmap.getInt16(deltas + 2 * s);
      const range = cmap.getUint16(ranges + 2 * s);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        let glyph;
        if (range === 0) glyph = (code + delta) & 0xffff;
        else {
          const at = ranges + 2 * s + range + 2 * (code - start);
          glyph = cmap.getUint16(at);
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        map.set(code, glyph);
      }
    }
    return map;
  }
  throw new Error('no format 4 cmap');
}

/** The contours of a glyph, each a list of [x, y, onCurve], composites resolved by offset. */
function readGlyph(tables, glyph) {
  const head = tables.get('head');
  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  const long = head.getInt16(50) === 1;
  const at = long ? loca.getUint32(4 * glyph) : 2 * loca.getUint16(2 * glyph);
  const next = long ? loca.getUint32(4 * glyph + 4) : 2 * loca.getUint16(2 * glyph + 2);
  if (at === next) return [];
  const contourCount = glyf.getInt16(at);
  if (contourCount < 0) return readComposite(tables, glyf, at + 10);
  const ends = [];
  for (let i = 0; i < contourCount; i++) ends.push(glyf.getUint16(at + 10 + 2 * i));
  const pointCount = ends[contourCount - 1] + 1;
  let p = at + 10 + 2 * contourCount;
  p += 2 + glyf.getUint16(p);
  const flags = [];
  while (flags.length < pointCount) {
    const flag = glyf.getUint8(p++);
    flags.push(flag);
    if (flag & 8) for (let n = glyf.getUint8(p++); n > 0; n--) flags.push(flag);
  }
  const readAxis = (shortBit, sameBit) => {
    const values = [];
    let value = 0;
    for (const flag of flags) {
      if (flag & shortBit) {
        const delta = glyf.getUint8(p++);
        value += flag & sameBit ? delta : -delta;
      } else if (!(flag & sameBit)) {
        value += glyf.getInt16(p);
        p += 2;
      }
      values.push(value);
    }
    return values;
  };
  const xs = readAxis(2, 16);
  const ys = readAxis(4, 32);
  const contours = [];
  let start = 0;
  for (const end of ends) {
    const contour = [];
    for (let i = start; i <= end; i++) contour.push([xs[i], ys[i], (flags[i] & 1) === 1]);
    contours.push(contour);
    start = end + 1;
  }
  return contours;
}

function readComposite(tables, glyf, p) {
  const contours = [];
  for (;;) {
    const flags = glyf.getUint16(p);
    const glyph = glyf.getUint16(p + 2);
    p += 4;
    const words = (flags & 1) !== 0;
    const dx = words ? glyf.getInt16(p) : glyf.getInt8(p);
    const dy = words ? glyf.getInt16(p + 2) : glyf.getInt8(p + 1);
    p += words ? 4 : 2;
    if (!(flags & 2)) throw new Error('composite glyph placed by points');
    if (flags & (8 | 0x40 | 0x80)) throw new Error('scaled composite glyph');
    for (const contour of readGlyph(tables, glyph)) {
      contours.push(contour.map(([x, y, on]) => [x + dx, y + dy, on]));
    }
    if (!(flags & 0x20)) return contours;
  }
}

/** A contour as path text, y pointing down: M, L, Q (implied on-curve points made real), Z. */
function contourPath(contour) {
  const n = contour.length;
  const point = (i) => contour[(i + n) % n];
  const mid = (a, b) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, true];
  let first = contour.findIndex((pt) => pt[2]);
  const startPoint = first >= 0 ? contour[first] : mid(contour[0], contour[1]);
  if (first < 0) first = 0;
  const xy = (pt) => `${Math.round(pt[0])} ${Math.round(-pt[1])}`;
  const parts = [`M${xy(startPoint)}`];
  for (let k = 1; k <= n; k++) {
    const pt = point(first + k);
    if (pt[2]) {
      parts.push(`L${xy(pt)}`);
      continue;
    }
    const after = point(first + k + 1);
    const end = after[2] ? after : mid(pt, after);
    parts.push(`Q${xy(pt)} ${xy(end)}`);
    if (after[2]) k++;
  }
  return `${parts.join('')}Z`;
}

const fonts = WEIGHTS.map((weight) => {
  const url = new URL(
    `../../node_modules/@fontsource/figtree/files/figtree-latin-${weight}-normal.woff`,
    import.meta.url,
  );
  const tables = woffTables(readFileSync(url));
  const cmap = readCmap(tables.get('cmap'));
  const hmtx = tables.get('hmtx');
  const metricCount = tables.get('hhea').getUint16(34);
  const glyphs = {};
  for (const ch of CHARS) {
    const glyph = cmap.get(ch.codePointAt(0));
    if (glyph === undefined) throw new Error(`no glyph for ${ch} in weight ${weight}`);
    const advance = hmtx.getUint16(4 * Math.min(glyph, metricCount - 1));
    glyphs[ch] = [advance, readGlyph(tables, glyph).map(contourPath).join('')];
  }
  const unitsPerEm = tables.get('head').getUint16(18);
  return { weight, unitsPerEm, glyphs };
});

const lines = [
  '// Written by functions/preview/make-glyphs.mjs from Figtree (SIL Open Font License 1.1); do not edit.',
  '',
  '/** A glyph: its advance and its outline (M, L, Q, Z in font units, y down), by character. */',
  'export type GlyphTable = Readonly<Record<string, readonly [number, string]>>;',
  '',
  '/** Units per em of every weight. */',
  `export const UNITS_PER_EM = ${fonts[0].unitsPerEm};`,
];
for (const { weight, glyphs } of fonts) {
  lines.push(
    '',
    `/** Figtree ${weight}. */`,
    `export const FIGTREE_${weight}: GlyphTable = ${JSON.stringify(glyphs)};`,
  );
}
writeFileSync(new URL('glyphs.ts', import.meta.url), `${lines.join('\n')}\n`);
