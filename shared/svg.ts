import type { Geometry } from './geometry.ts';
import { digitChar } from './print.ts';

/**
 * A grid puzzle as a standalone SVG document: thin lines between cells, thick ones around boxes
 * (or jigsaw regions) and the border, X-sudoku's diagonals shaded, givens in bold. Only digits
 * are written into it, so nothing needs escaping.
 */

/** Side of a cell, in SVG units. */
const CELL = 40;
const MARGIN = 4;
const FONT = CELL * 0.6;

/**
 * The picture of `givens` on `geometry`.
 * @example gridSvg(classicGeometry(9), puzzle.givens) // '<svg xmlns=… viewBox="0 0 368 368">…'
 */
export function gridSvg(geometry: Geometry, givens: ArrayLike<number>): string {
  const { size, regionOf } = geometry;
  const side = size * CELL + 2 * MARGIN;
  const at = (i: number) => MARGIN + i * CELL;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side}" height="${side}">`,
    `<rect x="${MARGIN}" y="${MARGIN}" width="${size * CELL}" height="${size * CELL}" fill="#fff"/>`,
  ];
  if (geometry.variant === 'x') {
    for (let i = 0; i < size; i++) {
      for (const c of new Set([i, size - 1 - i])) {
        parts.push(
          `<rect x="${at(c)}" y="${at(i)}" width="${CELL}" height="${CELL}" fill="#eef"/>`,
        );
      }
    }
  }
  const thin: string[] = [];
  const thick: string[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const cell = r * size + c;
      if (c + 1 < size) {
        const line = `M${at(c + 1)} ${at(r)}v${CELL}`;
        (regionOf[cell] === regionOf[cell + 1] ? thin : thick).push(line);
      }
      if (r + 1 < size) {
        const line = `M${at(c)} ${at(r + 1)}h${CELL}`;
        (regionOf[cell] === regionOf[cell + size] ? thin : thick).push(line);
      }
    }
  }
  parts.push(
    `<path d="${thin.join('')}" stroke="#999" stroke-width="1"/>`,
    `<path d="${thick.join('')}" stroke="#222" stroke-width="3" stroke-linecap="square"/>`,
    `<rect x="${MARGIN}" y="${MARGIN}" width="${size * CELL}" height="${size * CELL}" fill="none" stroke="#222" stroke-width="4"/>`,
    `<g font-family="sans-serif" font-size="${FONT}" font-weight="bold" text-anchor="middle" fill="#222">`,
  );
  for (let cell = 0; cell < size * size; cell++) {
    const d = givens[cell];
    if (d === 0) continue;
    const x = at(cell % size) + CELL / 2;
    // On the alphabetic baseline, which every renderer honours: digits are about 0.7 em tall.
    const y = at(Math.floor(cell / size)) + CELL / 2 + FONT * 0.35;
    parts.push(`<text x="${x}" y="${y}">${digitChar(d)}</text>`);
  }
  parts.push('</g>', '</svg>');
  return `${parts.join('\n')}\n`;
}
