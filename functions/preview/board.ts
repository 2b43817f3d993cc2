import type { Geometry } from '../../shared/geometry.ts';
import { CELL_COUNT, CELL_Q, CELL_R } from '../../shared/hanidoku/geometry.ts';
import { digitChar } from '../../shared/print.ts';
import { type Canvas, fillPath, fillRect, mixColor, Path } from './canvas.ts';
import { COLORS } from './colors.ts';
import { drawText } from './text.ts';

/**
 * The boards as the site draws them (board.css, honeycomb.css), givens only: a grid with thin
 * lines between cells, thick ones around boxes or jigsaw regions, X-sudoku's diagonals shaded;
 * the honeycomb's hexagons each with its own rim.
 */

/** Figtree's digits stand about 0.7 em tall above the baseline. */
const DIGIT_HEIGHT = 0.7;

/** A digit centred on (x, y). */
function drawDigit(canvas: Canvas, d: number, x: number, y: number, size: number): void {
  const style = { weight: 'bold', size, color: COLORS.given } as const;
  drawText(canvas, digitChar(d), x, y + (size * DIGIT_HEIGHT) / 2, style, 'center');
}

/** Where a grid is drawn: its top left corner, its cells' side, its thick lines' width. */
export interface GridLayout {
  x: number;
  y: number;
  cell: number;
  thick: number;
}

/**
 * The layout of a grid of `size` centred on (cx, cy) in a square of side at most `side`, its
 * cells a whole number of pixels so its lines stay sharp. Cell (r, c) spans
 * [x + thick/2 + c·cell, … + cell) across, likewise down.
 */
export function gridLayout(size: number, cx: number, cy: number, side: number): GridLayout {
  const thick = 4;
  const cell = Math.floor((side - thick) / size);
  const outer = cell * size + thick;
  return { x: Math.round(cx - outer / 2), y: Math.round(cy - outer / 2), cell, thick };
}

/** A grid puzzle's givens, laid out by `layout`. */
export function drawGrid(
  canvas: Canvas,
  geometry: Geometry,
  givens: ArrayLike<number>,
  layout: GridLayout,
): void {
  const { size, regionOf } = geometry;
  const { x, y, cell, thick } = layout;
  const thin = 2;
  const inner = cell * size;
  const at = (i: number) => i * cell + thick / 2;
  fillRect(canvas, x, y, x + inner + thick, y + inner + thick, COLORS.surface);
  if (geometry.variant === 'x') {
    for (let i = 0; i < size; i++) {
      for (const c of new Set([i, size - 1 - i])) {
        fillRect(
          canvas,
          x + at(c),
          y + at(i),
          x + at(c) + cell,
          y + at(i) + cell,
          COLORS.accentSoft,
        );
      }
    }
  }
  for (let i = 1; i < size; i++) {
    fillRect(canvas, x + at(i) - thin / 2, y, x + at(i) + thin / 2, y + inner, COLORS.line);
    fillRect(canvas, x, y + at(i) - thin / 2, x + inner, y + at(i) + thin / 2, COLORS.line);
  }
  // Thick edges where neighbouring cells lie in different regions.
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const here = regionOf[r * size + c];
      if (c + 1 < size && regionOf[r * size + c + 1] !== here) {
        const lx = x + at(c + 1);
        const top = y + at(r) - thick / 2;
        fillRect(
          canvas,
          lx - thick / 2,
          top,
          lx + thick / 2,
          top + cell + thick,
          COLORS.lineStrong,
        );
      }
      if (r + 1 < size && regionOf[(r + 1) * size + c] !== here) {
        const ly = y + at(r + 1);
        const left = x + at(c) - thick / 2;
        fillRect(
          canvas,
          left,
          ly - thick / 2,
          left + cell + thick,
          ly + thick / 2,
          COLORS.lineStrong,
        );
      }
    }
  }
  const outer = inner + thick;
  fillRect(canvas, x, y, x + outer, y + thick, COLORS.lineStrong);
  fillRect(canvas, x, y + outer - thick, x + outer, y + outer, COLORS.lineStrong);
  fillRect(canvas, x, y, x + thick, y + outer, COLORS.lineStrong);
  fillRect(canvas, x + outer - thick, y, x + outer, y + outer, COLORS.lineStrong);
  const fontSize = cell * 0.62;
  for (let i = 0; i < size * size; i++) {
    if (givens[i] === 0) continue;
    const dx = x + at(i % size) + cell / 2;
    const dy = y + at(Math.floor(i / size)) + cell / 2;
    drawDigit(canvas, givens[i], dx, dy, fontSize);
  }
}

/** A pointy-top hexagon of circumradius `radius` around (x, y), as a contour of `path`. */
function addHexagon(path: Path, x: number, y: number, radius: number): void {
  for (let k = 0; k < 6; k++) {
    const angle = (Math.PI / 3) * k - Math.PI / 2;
    const px = x + radius * Math.cos(angle);
    const py = y + radius * Math.sin(angle);
    if (k === 0) path.moveTo(px, py);
    else path.lineTo(px, py);
  }
  path.close();
}

/** The centre of honeycomb cell `cell` on a board centred on (x, y). */
export function hexagonCentre(
  cell: number,
  x: number,
  y: number,
  radius: number,
): [number, number] {
  return [
    x + Math.sqrt(3) * radius * (CELL_Q[cell] + CELL_R[cell] / 2),
    y + 1.5 * radius * CELL_R[cell],
  ];
}

/** The honeycomb's rim: --line-strong 65% into --surface, as honeycomb.css mixes it. */
const RIM = mixColor(COLORS.lineStrong, COLORS.surface, 0.35);

/**
 * A Hanidoku's givens on the honeycomb centred on (x, y), hexagons of circumradius `radius`
 * (the board is 9·√3·radius wide and 14·radius tall).
 */
export function drawHoneycomb(
  canvas: Canvas,
  givens: ArrayLike<number>,
  x: number,
  y: number,
  radius: number,
): void {
  const rims = new Path();
  const cells = new Path();
  const centre = (cell: number) => hexagonCentre(cell, x, y, radius);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const [cx, cy] = centre(cell);
    addHexagon(rims, cx, cy, radius);
    addHexagon(cells, cx, cy, radius * 0.9);
  }
  fillPath(canvas, rims, RIM);
  fillPath(canvas, cells, COLORS.surface);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (givens[cell] === 0) continue;
    const [cx, cy] = centre(cell);
    drawDigit(canvas, givens[cell], cx, cy, radius * 0.95);
  }
}
