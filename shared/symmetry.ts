/**
 * Symmetries of a pattern of givens on an N×N grid. `orbitsOf` splits the cells into the
 * groups a symmetric generator adds or removes together:
 * - `none`: every cell alone;
 * - `rotational`: a cell and its turn by 180° about the centre;
 * - `mirror`: a cell and its reflection in the vertical middle line;
 * - `diagonal`: a cell and its reflection in the main diagonal.
 */
export const SYMMETRIES = ['none', 'rotational', 'mirror', 'diagonal'] as const;
export type Symmetry = (typeof SYMMETRIES)[number];

/** The image of `cell` under a symmetry of an N×N grid. */
export function mirrorCell(cell: number, size: number, symmetry: Symmetry): number {
  const r = Math.floor(cell / size);
  const c = cell % size;
  switch (symmetry) {
    case 'none':
      return cell;
    case 'rotational':
      return (size - 1 - r) * size + (size - 1 - c);
    case 'mirror':
      return r * size + (size - 1 - c);
    case 'diagonal':
      return c * size + r;
  }
}

/** The cells split into orbits of `image` (a cell → its partner, an involution). */
export function orbitsOf(cellCount: number, image: (cell: number) => number): number[][] {
  const orbits: number[][] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    const other = image(cell);
    if (other === cell) orbits.push([cell]);
    else if (other > cell) orbits.push([cell, other]);
  }
  return orbits;
}
