import { CELL_COUNT, CELL_Q, CELL_R } from './geometry.ts';

export interface SvgOptions {
  /** `pointy` (default): horizontal rows of pointy-top hexagons, as in the line format.
   *  `flat`: the same board mirrored on its diagonal, so rows become columns read top down. */
  orientation?: 'pointy' | 'flat';
  /** Distance from a hexagon's centre to its corners, in SVG units (default 24). */
  radius?: number;
  /** A full grid whose digits fill the blanks, drawn in normal weight beside the bold givens. */
  solution?: ArrayLike<number>;
}

const SQRT3 = Math.sqrt(3);

function round(x: number): string {
  return String(Math.round(x * 100) / 100);
}

/**
 * The board as a standalone SVG document: one polygon per cell, givens in bold, blanks empty.
 * Only digits are written into it, so nothing needs escaping.
 * @example writeFileSync('board.svg', hanidokuSvg(givens, { orientation: 'flat' }))
 */
export function hanidokuSvg(givens: ArrayLike<number>, options: SvgOptions = {}): string {
  const radius = options.radius ?? 24;
  const flat = options.orientation === 'flat';
  const margin = radius / 4;
  // Pointy-top layout around the centre cell; `flat` swaps x and y, which turns every hexagon
  // flat-top and the horizontal rows into columns.
  const width = 9 * SQRT3 * radius + 2 * margin;
  const height = 14 * radius + 2 * margin;
  const [w, h] = flat ? [height, width] : [width, height];
  const point = (x: number, y: number) =>
    flat ? [y + height / 2, x + width / 2] : [x + width / 2, y + height / 2];
  const fontSize = round(radius * 0.9);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${round(w)} ${round(h)}" width="${round(w)}" height="${round(h)}">`,
    `<g fill="#fff" stroke="#222" stroke-width="${round(radius / 16)}">`,
  ];
  const texts: string[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const cx = SQRT3 * radius * (CELL_Q[cell] + CELL_R[cell] / 2);
    const cy = 1.5 * radius * CELL_R[cell];
    const corners: string[] = [];
    for (let k = 0; k < 6; k++) {
      const angle = (Math.PI / 3) * k - Math.PI / 2;
      const [x, y] = point(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle));
      corners.push(`${round(x)},${round(y)}`);
    }
    parts.push(`<polygon points="${corners.join(' ')}"/>`);
    const given = givens[cell];
    const d = given !== 0 ? given : (options.solution?.[cell] ?? 0);
    if (d === 0) continue;
    const [x, y] = point(cx, cy);
    const weight = given !== 0 ? ' font-weight="bold"' : ' fill="#246"';
    texts.push(`<text x="${round(x)}" y="${round(y)}"${weight}>${d}</text>`);
  }
  parts.push('</g>');
  parts.push(
    `<g font-family="sans-serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="central">`,
    ...texts,
    '</g>',
    '</svg>',
  );
  return `${parts.join('\n')}\n`;
}
