/**
 * A picture in memory and the two ways it is painted: axis-aligned rectangles, and any closed
 * path of lines and quadratic curves, anti-aliased by the exact area each pixel's square has
 * inside the path (signed-area accumulation: every edge adds, to each pixel it crosses, the area
 * it sweeps towards the right; a running sum along the row is then the coverage). Non-zero
 * winding is approximated by |sum| capped at 1, exact for shapes whose contours do not overlap
 * (glyphs, hexagons, rounded boxes).
 *
 * Pixels are indices into a palette of at most 256 colours (colours are 0xRRGGBB numbers), made
 * as colours are painted: a preview's flat colours and the mixes along their edges are far
 * fewer, and a byte per pixel is a third of the bytes to deflate. The rows are laid out as a
 * PNG's scanlines, a filter byte (0, none) before each row, so the encoder deflates the buffer
 * as it is: pixel (x, y) is `pixels[y * stride + 1 + x]`.
 */

export interface Canvas {
  readonly width: number;
  readonly height: number;
  /** Bytes per row: 1 + width. */
  readonly stride: number;
  readonly pixels: Uint8Array;
  /** The palette's colours, in index order. */
  readonly colors: number[];
  /** The index of each colour in the palette. */
  readonly indexOf: Map<number, number>;
}

/** The index of pixel (x, y). */
const pixelAt = (canvas: Canvas, x: number, y: number) => y * canvas.stride + 1 + x;

/** `a` mixed with `b` by `t` (0: a, 1: b), per channel. */
export function mixColor(a: number, b: number, t: number): number {
  let out = 0;
  for (const shift of [16, 8, 0]) {
    const ca = (a >> shift) & 255;
    const cb = (b >> shift) & 255;
    out |= Math.round(ca + (cb - ca) * t) << shift;
  }
  return out;
}

/** The palette index of `color`, added if new; once 256 are taken, the nearest colour's. */
function paletteIndex(canvas: Canvas, color: number): number {
  const known = canvas.indexOf.get(color);
  if (known !== undefined) return known;
  const { colors } = canvas;
  if (colors.length < 256) {
    canvas.indexOf.set(color, colors.length);
    colors.push(color);
    return colors.length - 1;
  }
  let best = 0;
  let bestDistance = Infinity;
  for (let i = 0; i < colors.length; i++) {
    let distance = 0;
    for (const shift of [16, 8, 0]) distance += (((colors[i] ^ color) >> shift) & 255) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [i, distance];
  }
  return best;
}

/** A canvas filled with `background`. */
export function createCanvas(width: number, height: number, background: number): Canvas {
  const stride = 1 + width;
  const canvas = {
    width,
    height,
    stride,
    pixels: new Uint8Array(stride * height),
    colors: [],
    indexOf: new Map(),
  };
  const index = paletteIndex(canvas, background);
  for (let y = 0; y < height; y++) canvas.pixels.fill(index, y * stride + 1, (y + 1) * stride);
  return canvas;
}

/**
 * Coverage is rounded to sixteenths: edges stay smooth at this size, and each pair of colours
 * that meet adds at most 15 mixes to the palette.
 */
const ALPHA_STEPS = 16;

/** Mixes `color` (palette index `index`) into pixel `i` by `coverage` 0..1. */
function blend(canvas: Canvas, i: number, color: number, index: number, coverage: number): void {
  const alpha = Math.round(coverage * ALPHA_STEPS) / ALPHA_STEPS;
  if (alpha === 0) return;
  const { pixels } = canvas;
  if (alpha >= 1) pixels[i] = index;
  else pixels[i] = paletteIndex(canvas, mixColor(canvas.colors[pixels[i]], color, alpha));
}

/** Fills the rectangle [x0, x1) × [y0, y1), whose fractional edges are blended by coverage. */
export function fillRect(
  canvas: Canvas,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  color: number,
): void {
  const { width, height, pixels } = canvas;
  const index = paletteIndex(canvas, color);
  const left = Math.max(0, Math.floor(x0));
  const right = Math.min(width, Math.ceil(x1));
  const top = Math.max(0, Math.floor(y0));
  const bottom = Math.min(height, Math.ceil(y1));
  // Whole pixels inside: one native fill per row.
  const innerLeft = Math.max(0, Math.ceil(x0));
  const innerRight = Math.min(width, Math.floor(x1));
  for (let y = top; y < bottom; y++) {
    const cy = Math.min(y + 1, y1) - Math.max(y, y0);
    for (let x = left; x < right; x++) {
      if (cy === 1 && x === innerLeft && innerLeft < innerRight) {
        pixels.fill(index, pixelAt(canvas, innerLeft, y), pixelAt(canvas, innerRight, y));
        x = innerRight - 1;
        continue;
      }
      const cx = Math.min(x + 1, x1) - Math.max(x, x0);
      blend(canvas, pixelAt(canvas, x, y), color, index, cx * cy);
    }
  }
}

/**
 * A path being built: closed contours of line segments, curves flattened as they are added.
 * `segments` holds x0 y0 x1 y1 per edge, in canvas pixels.
 */
export class Path {
  segments: number[] = [];
  private startX = 0;
  private startY = 0;
  private x = 0;
  private y = 0;

  moveTo(x: number, y: number): this {
    this.close();
    this.startX = this.x = x;
    this.startY = this.y = y;
    return this;
  }

  lineTo(x: number, y: number): this {
    this.segments.push(this.x, this.y, x, y);
    this.x = x;
    this.y = y;
    return this;
  }

  /** A quadratic curve through control point (cx, cy), in pieces of about 2 pixels. */
  quadTo(cx: number, cy: number, x: number, y: number): this {
    const x0 = this.x;
    const y0 = this.y;
    const length = Math.hypot(cx - x0, cy - y0) + Math.hypot(x - cx, y - cy);
    const pieces = Math.min(16, Math.max(1, Math.ceil(Math.sqrt(length))));
    for (let k = 1; k <= pieces; k++) {
      const t = k / pieces;
      const u = 1 - t;
      this.lineTo(u * u * x0 + 2 * u * t * cx + t * t * x, u * u * y0 + 2 * u * t * cy + t * t * y);
    }
    return this;
  }

  /** Ends the contour with a line back to its start (a contour is always closed). */
  close(): this {
    if (this.x !== this.startX || this.y !== this.startY) this.lineTo(this.startX, this.startY);
    return this;
  }
}

/** The accumulation buffer, grown as needed and reused (one picture is painted at a time). */
let area = new Float32Array(0);

/** Fills the inside of `path` (closed first) with `color`. */
export function fillPath(canvas: Canvas, path: Path, color: number): void {
  path.close();
  const s = path.segments;
  if (s.length === 0) return;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < s.length; i += 2) {
    minX = Math.min(minX, s[i]);
    maxX = Math.max(maxX, s[i]);
    minY = Math.min(minY, s[i + 1]);
    maxY = Math.max(maxY, s[i + 1]);
  }
  const ox = Math.floor(minX);
  const oy = Math.floor(minY);
  const w = Math.ceil(maxX) - ox + 2;
  const h = Math.ceil(maxY) - oy;
  if (area.length < w * h) area = new Float32Array(w * h * 2);
  area.fill(0, 0, w * h);
  for (let i = 0; i < s.length; i += 4) {
    accumulateLine(w, h, s[i] - ox, s[i + 1] - oy, s[i + 2] - ox, s[i + 3] - oy);
  }
  const { width, height, pixels } = canvas;
  const index = paletteIndex(canvas, color);
  const full = 1 - 0.5 / ALPHA_STEPS;
  const none = 0.5 / ALPHA_STEPS;
  // Columns of the buffer on the canvas; the sum still runs over those left of it.
  const from = Math.max(0, -ox);
  const to = Math.min(w, width - ox);
  for (let y = Math.max(0, -oy); y < Math.min(h, height - oy); y++) {
    const row = y * w;
    let sum = 0;
    for (let x = 0; x < from; x++) sum += area[row + x];
    let at = pixelAt(canvas, ox + from, oy + y);
    for (let x = from; x < to; x++, at++) {
      sum += area[row + x];
      const coverage = sum < 0 ? -sum : sum;
      // Most pixels are wholly outside or inside: no mixing to do.
      if (coverage >= full) pixels[at] = index;
      else if (coverage > none) blend(canvas, at, color, index, coverage);
    }
  }
}

/**
 * Adds the edge (x0, y0) → (x1, y1) to the w×h area buffer: for each row it crosses, the
 * signed height it spans there, split between the pixels it passes through by the area to its
 * right. Edges going down count +1, going up −1. Requires 0 ≤ x < w − 1.
 */
function accumulateLine(w: number, h: number, x0: number, y0: number, x1: number, y1: number) {
  if (y0 === y1) return;
  const dir = y0 < y1 ? 1 : -1;
  if (dir < 0) {
    [x0, x1] = [x1, x0];
    [y0, y1] = [y1, y0];
  }
  const dxdy = (x1 - x0) / (y1 - y0);
  let x = x0;
  if (y0 < 0) {
    x -= y0 * dxdy;
    y0 = 0;
  }
  const yEnd = Math.min(y1, h);
  for (let y = Math.floor(y0); y < yEnd; y++) {
    const row = y * w;
    const dy = Math.min(y + 1, yEnd) - Math.max(y, y0);
    const xNext = x + dxdy * dy;
    const d = dy * dir;
    const left = Math.min(x, xNext);
    const right = Math.max(x, xNext);
    const leftCell = Math.floor(left);
    const rightEnd = Math.ceil(right);
    if (rightEnd <= leftCell + 1) {
      // Within one pixel: its share is the part of the pixel right of the edge's midpoint.
      const mid = 0.5 * (x + xNext) - leftCell;
      area[row + leftCell] += d - d * mid;
      area[row + leftCell + 1] += d * mid;
    } else {
      const slope = 1 / (right - left);
      const leftFrac = left - leftCell;
      const first = 0.5 * slope * (1 - leftFrac) ** 2;
      const rightFrac = right - rightEnd + 1;
      const last = 0.5 * slope * rightFrac * rightFrac;
      area[row + leftCell] += d * first;
      if (rightEnd === leftCell + 2) {
        area[row + leftCell + 1] += d * (1 - first - last);
      } else {
        const second = slope * (1.5 - leftFrac);
        area[row + leftCell + 1] += d * (second - first);
        for (let cell = leftCell + 2; cell < rightEnd - 1; cell++) area[row + cell] += d * slope;
        const beforeLast = second + (rightEnd - leftCell - 3) * slope;
        area[row + rightEnd - 1] += d * (1 - beforeLast - last);
      }
      area[row + rightEnd] += d * last;
    }
    x = xNext;
  }
}
