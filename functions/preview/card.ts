import type { Geometry } from '../../shared/geometry.ts';
import { drawGrid, drawHoneycomb, gridLayout } from './board.ts';
import { type Canvas, createCanvas, fillPath, mixColor, Path } from './canvas.ts';
import { COLORS } from './colors.ts';
import { encodePng } from './png.ts';
import { drawText, measureText, type TextStyle } from './text.ts';

/**
 * A link preview: a 1200×630 PNG (the size Open Graph readers show large), the site's mark and
 * name, a title, a level and a few lines on the left, the board on the right.
 *
 * Why a renderer of our own rather than a WebAssembly SVG rasteriser: @resvg/resvg-wasm 2.6.2,
 * tried on 1 December 2026 (one run in Node 24's V8, not a committed benchmark), is a 2.48 MB
 * module (949 KB gzipped, a third of the free plan's 3 MB Worker) and spent about 50 ms per
 * 1200×630 picture of our board (render 23, PNG 24, parse with the font 3), five times the
 * free plan's 10 ms of CPU per request. Flat boxes, Figtree's outlines (glyphs.ts) and a
 * palette PNG with a one-pass deflate (png.ts, deflate.ts) add 26 KB gzipped to the Worker
 * and cost 6 to 10 ms of CPU per picture in workerd on a loaded machine (bench/preview.ts,
 * docs/benchmarks.md); each picture is drawn once per location, then served from the edge.
 */

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** What a board shows: a grid's givens on its geometry, or the honeycomb's. */
export type PreviewBoard =
  | { geometry: Geometry; givens: ArrayLike<number> }
  | { geometry: null; givens: ArrayLike<number> };

export interface PreviewCard {
  /** The big words: "X-Sudoku", "Daily honeycomb". */
  title: string;
  /** A level's name, shown as a pill, or null. */
  level: string | null;
  /** Smaller lines under it: a date, how many givens. */
  lines: readonly string[];
  board: PreviewBoard;
}

const LEFT = 72;
const TEXT_WIDTH = 470;
const BOARD_SIDE = 544;
/** The board's centre, in the right part of the picture. */
export const BOARD_CENTRE = [PREVIEW_WIDTH - 60 - BOARD_SIDE / 2, PREVIEW_HEIGHT / 2] as const;
/** The honeycomb's hexagons' circumradius: its 14 radii of height fill the board's side. */
export const HEXAGON_RADIUS = 36;

/** Where a grid of `size` is drawn. */
export const boardLayout = (size: number) =>
  gridLayout(size, BOARD_CENTRE[0], BOARD_CENTRE[1], BOARD_SIDE);

/** A rounded rectangle as a closed path. */
function roundedRect(x: number, y: number, w: number, h: number, r: number): Path {
  return new Path()
    .moveTo(x + r, y)
    .lineTo(x + w - r, y)
    .quadTo(x + w, y, x + w, y + r)
    .lineTo(x + w, y + h - r)
    .quadTo(x + w, y + h, x + w - r, y + h)
    .lineTo(x + r, y + h)
    .quadTo(x, y + h, x, y + h - r)
    .lineTo(x, y + r)
    .quadTo(x, y, x + r, y)
    .close();
}

/** The site's mark (Mark.astro): a 3×3 box of cells, the middle one lit, at (x, y), `side` wide. */
function drawMark(canvas: Canvas, x: number, y: number, side: number): void {
  const unit = side / 32;
  fillPath(canvas, roundedRect(x, y, side, side, 8 * unit), COLORS.accent);
  const faint = mixColor(COLORS.accent, COLORS.onAccent, 0.55);
  for (let i = 0; i < 9; i++) {
    const cx = x + (5 + 8 * (i % 3)) * unit;
    const cy = y + (5 + 8 * Math.floor(i / 3)) * unit;
    const color = i === 4 ? COLORS.markSpot : i % 2 === 1 ? faint : COLORS.onAccent;
    fillPath(canvas, roundedRect(cx, cy, 6 * unit, 6 * unit, 1.5 * unit), color);
  }
}

/** The largest size up to `style.size` at which `text` fits `width`. */
function fitted(text: string, style: TextStyle, width: number): TextStyle {
  const natural = measureText(text, style);
  return natural <= width ? style : { ...style, size: (style.size * width) / natural };
}

/** Paints `card` on a new canvas. */
export function paintPreview(card: PreviewCard): Canvas {
  const canvas = createCanvas(PREVIEW_WIDTH, PREVIEW_HEIGHT, COLORS.bg);
  drawMark(canvas, LEFT, 64, 56);
  drawText(canvas, 'Ninefold', LEFT + 74, 106, { weight: 'bold', size: 40, color: COLORS.text });
  const title = fitted(card.title, { weight: 'bold', size: 68, color: COLORS.text }, TEXT_WIDTH);
  let y = 268;
  drawText(canvas, card.title, LEFT, y, title);
  y += 30;
  if (card.level) {
    const pill = { weight: 'bold', size: 32, color: COLORS.onAccent } as const;
    const width = measureText(card.level, pill) + 44;
    fillPath(canvas, roundedRect(LEFT, y, width, 56, 28), COLORS.accent);
    drawText(canvas, card.level, LEFT + 22, y + 40, pill);
    y += 56;
  }
  for (const line of card.lines) {
    y += 52;
    const style = fitted(line, { weight: 'regular', size: 32, color: COLORS.muted }, TEXT_WIDTH);
    drawText(canvas, line, LEFT, y, style);
  }
  const footer = { weight: 'regular', size: 28, color: COLORS.muted } as const;
  drawText(canvas, 'Free to play in your browser', LEFT, 566, footer);
  const { board } = card;
  if (board.geometry)
    drawGrid(canvas, board.geometry, board.givens, boardLayout(board.geometry.size));
  else drawHoneycomb(canvas, board.givens, BOARD_CENTRE[0], BOARD_CENTRE[1], HEXAGON_RADIUS);
  return canvas;
}

/** The PNG file of `card`. */
export function renderPreview(card: PreviewCard): Uint8Array<ArrayBuffer> {
  return encodePng(paintPreview(card));
}
