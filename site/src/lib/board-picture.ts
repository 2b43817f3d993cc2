import type { Geometry } from '../../../shared/geometry.ts';
import { type GradeState, seesCell } from '../../../shared/grade/state.ts';
import type { Step, TechniqueId } from '../../../shared/grade/types.ts';

/**
 * What a drawn 9×9 example shows, cell by cell, for `BoardPicture.astro`:
 * - `values[cell]`: a digit already placed (0: empty);
 * - `clues[cell]`: a placed digit the step's reasoning reads, drawn strong instead (0: none);
 * - `notes[cell]`: the pencil marks drawn in an empty cell (a mask, digit d at bit d-1);
 * - `keyNotes[cell]`: the marks among them that make the pattern, drawn strong;
 * - `struck[cell]`: the marks the step removes, drawn crossed out;
 * - `entered[cell]`: a digit a player wrote, drawn in the player's colour (0: none);
 * - `placed[cell]`: the digit the step places (0: none);
 * - `tint[cell]`: the cell's background, one of TINTS;
 * - `links`: chain links between marks, strong ones drawn solid and weak ones dashed.
 */
export interface BoardPicture {
  size: number;
  values: Uint8Array;
  clues: Uint8Array;
  notes: Uint16Array;
  keyNotes: Uint16Array;
  struck: Uint16Array;
  entered: Uint8Array;
  placed: Uint8Array;
  tint: Uint8Array;
  links: { from: Mark; to: Mark; strong: boolean }[];
}

/** A pencil mark: digit d in cell. */
export interface Mark {
  cell: number;
  digit: number;
}

/**
 * Cell backgrounds, by `tint` value: plain, a unit the pattern lives in, the pattern (in two
 * colours for colouring), a cell that loses candidates, a cell that gets its digit.
 */
export const TINTS = ['plain', 'unit', 'pattern', 'other', 'removing', 'placing'] as const;
const UNIT = 1;
const PATTERN = 2;
const OTHER = 3;
const REMOVING = 4;
const PLACING = 5;

/** Techniques about one digit: their pictures show that digit's marks only, as people draw them. */
const ONE_DIGIT: ReadonlySet<TechniqueId> = new Set([
  'pointing',
  'claiming',
  'x-wing',
  'swordfish',
  'jellyfish',
  'skyscraper',
  'two-string-kite',
  'empty-rectangle',
  'simple-colouring',
  'x-chain',
]);
const SINGLES: ReadonlySet<TechniqueId> = new Set(['full-house', 'naked-single', 'hidden-single']);

/** An empty picture of the digits of `values`. */
export function digitsPicture(size: number, values: ArrayLike<number>): BoardPicture {
  const cellCount = size * size;
  return {
    size,
    values: Uint8Array.from(values),
    clues: new Uint8Array(cellCount),
    notes: new Uint16Array(cellCount),
    keyNotes: new Uint16Array(cellCount),
    struck: new Uint16Array(cellCount),
    entered: new Uint8Array(cellCount),
    placed: new Uint8Array(cellCount),
    tint: new Uint8Array(cellCount),
    links: [],
  };
}

/** Tints every cell of unit u (rows, columns, then boxes, as Geometry numbers them). */
export function tintUnit(picture: BoardPicture, geometry: Geometry, u: number): void {
  const { size, unitCells } = geometry;
  for (let i = u * size; i < u * size + size; i++) picture.tint[unitCells[i]] = UNIT;
}

/** The picture of a step in the position it was found in. */
export function stepPicture(state: GradeState, step: Step): BoardPicture {
  const { geometry } = state;
  const picture = digitsPicture(geometry.size, state.values);
  const digitMask = step.digits.reduce((mask, d) => mask | (1 << (d - 1)), 0);
  const shown = SINGLES.has(step.technique) ? 0 : ONE_DIGIT.has(step.technique) ? digitMask : -1;
  for (let cell = 0; cell < geometry.cellCount; cell++)
    picture.notes[cell] = state.cand[cell] & shown;

  const units = [...step.units];
  // A naked single is about everything its cell sees.
  if (step.technique === 'naked-single') {
    const cell = step.cells[0];
    for (let k = geometry.cellUnitStart[cell]; k < geometry.cellUnitStart[cell + 1]; k++)
      units.push(geometry.cellUnits[k]);
  }
  for (const u of units) tintUnit(picture, geometry, u);

  // Simple colouring lists its first colour's cells, then the second's from chain[1] on.
  const second =
    step.technique === 'simple-colouring' && step.chain
      ? step.cells.indexOf(step.chain[1].cell)
      : -1;
  step.cells.forEach((cell, i) => {
    picture.tint[cell] = second >= 0 && i >= second ? OTHER : PATTERN;
    picture.keyNotes[cell] |= state.cand[cell] & digitMask;
  });
  for (const { cell, digit } of step.chain ?? []) picture.keyNotes[cell] |= 1 << (digit - 1);
  for (const { cell, digit } of step.eliminations) {
    picture.struck[cell] |= 1 << (digit - 1);
    picture.notes[cell] |= 1 << (digit - 1);
    if (picture.tint[cell] < PATTERN) picture.tint[cell] = REMOVING;
  }
  for (const { cell, digit } of step.placements) {
    picture.placed[cell] = digit;
    picture.notes[cell] = 0;
    if (picture.tint[cell] < PATTERN || SINGLES.has(step.technique)) picture.tint[cell] = PLACING;
  }
  if (step.technique === 'hidden-single') markBlockers(picture, state, step);
  if (step.chain && step.technique !== 'simple-colouring') {
    // Chains alternate: a strong link (one of the two is true), then a weak one.
    for (let i = 0; i + 1 < step.chain.length; i++) {
      picture.links.push({ from: step.chain[i], to: step.chain[i + 1], strong: i % 2 === 0 });
    }
  }
  return picture;
}

/** A hidden single's reasons: the placed copies of its digit that see the unit's other empty cells. */
function markBlockers(picture: BoardPicture, state: GradeState, step: Step): void {
  const { geometry, values } = state;
  const { size, unitCells } = geometry;
  const d = step.digits[0];
  const u = step.units[0];
  const empties = Array.from(unitCells.subarray(u * size, u * size + size)).filter(
    (cell) => values[cell] === 0 && cell !== step.cells[0],
  );
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (values[cell] === d && empties.some((empty) => seesCell(geometry, cell, empty))) {
      picture.clues[cell] = d;
      picture.values[cell] = 0;
    }
  }
}
