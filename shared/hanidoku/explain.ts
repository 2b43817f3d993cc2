import { CELL_ROWS, describeCell, describeRow, ROW_DIRECTION, ROW_LENGTH } from './geometry.ts';
import type { HanidokuCellDigit, HanidokuStep } from './logic.ts';

/**
 * The steps of the Hanidoku ladder (logic.ts) in words, for `sudoku explain` and hints. A step
 * carries what the rule did, not the position it saw, so the sentences say why the rule applies
 * and what it struck, never which runs were still open.
 */

/**
 * One step as a sentence.
 * @example
 * explainHanidokuStep({ technique: 'hanidoku-hidden-single', rows: [2], digits: [3],
 *   placements: [{ cell: 14, digit: 3 }], eliminations: [] })
 * // 'Horizontal row 3 has 7 cells, so whatever its run it holds 3 to 7; only r3c4 can take
 * //  the 3, so it is 3 there.'
 */
export function explainHanidokuStep(step: HanidokuStep): string {
  switch (step.technique) {
    case 'hanidoku-naked-single': {
      const { cell, digit } = step.placements[0];
      return `Every digit but ${digit} is already in a row through ${describeCell(cell)} or was struck there earlier, so it is ${digit}.`;
    }
    case 'hanidoku-hidden-single': {
      const { cell, digit } = step.placements[0];
      const row = step.rows[0];
      const length = ROW_LENGTH[row];
      const holds =
        length === 9
          ? 'it holds every digit'
          : `whatever its run it holds ${length === 5 ? 5 : `${10 - length} to ${length}`}`;
      return `${capital(describeRow(row))} has ${length} cells, so ${holds}; only ${describeCell(cell)} can take the ${digit}, so it is ${digit} there.`;
    }
    case 'hanidoku-run': {
      const row = step.rows[0];
      return `${capital(describeRow(row))} holds ${ROW_LENGTH[row]} consecutive digits, and the runs that still fit its cells strike ${strikes(step.eliminations)}.${leaves(step.placements)}`;
    }
    case 'hanidoku-balance': {
      const d = step.digits[0];
      const kind = kindOf(step.rows[0]);
      const rows = rowsOf(step);
      const same = `Each cell lies in one row of each direction, so every direction has as many rows holding ${d} as the board has ${d}s.`;
      if (step.eliminations.every(({ digit }) => digit === d)) {
        const cells = joinNames(step.eliminations.map(({ cell }) => describeCell(cell)));
        return `${same} The ${kind}s that must hold ${d} are already as many as the rows of another direction that can, so no other ${kind} holds it: ${d} goes from ${cells} (${describeRows(rows)}).${leaves(step.placements)}`;
      }
      const keep = rows.length === 1 ? 'keeps' : 'keep';
      return `${same} The ${kind}s that can hold ${d} are no more than the rows of another direction that must, so each of them holds it: ${describeRows(rows)} ${keep} only runs through ${d}, which strikes ${strikes(step.eliminations)}.${leaves(step.placements)}`;
    }
  }
}

/**
 * A step as three hints, each more telling: where to look, what to look for, and the move
 * (explainHanidokuStep).
 * @example hintHanidokuStep(step)[0] // 'Look at horizontal row 3.'
 */
export function hintHanidokuStep(step: HanidokuStep): [string, string, string] {
  const move = explainHanidokuStep(step);
  switch (step.technique) {
    case 'hanidoku-naked-single': {
      const cell = describeCell(step.placements[0].cell);
      return [`Look at ${cell}.`, `A naked single in ${cell}.`, move];
    }
    case 'hanidoku-hidden-single': {
      const row = describeRow(step.rows[0]);
      return [`Look at ${row}.`, `A hidden single in ${row}.`, move];
    }
    case 'hanidoku-run': {
      const row = describeRow(step.rows[0]);
      const length = ROW_LENGTH[step.rows[0]];
      return [
        `Look at ${row}.`,
        `Work out which runs of ${length} consecutive digits still fit ${row}.`,
        move,
      ];
    }
    case 'hanidoku-balance': {
      const d = step.digits[0];
      return [
        `Look at the ${kindOf(step.rows[0])}s and the digit ${d}.`,
        `Count, in each direction, the rows that must hold ${d} and those that can.`,
        move,
      ];
    }
  }
}

/** "1, 2 and 3 from r1c1 and r1c2; 1 from r1c5": struck digits grouped by the cells losing them. */
function strikes(eliminations: HanidokuCellDigit[]): string {
  const byCell = new Map<number, number[]>();
  for (const { cell, digit } of eliminations) {
    const digits = byCell.get(cell);
    if (digits) digits.push(digit);
    else byCell.set(cell, [digit]);
  }
  const byDigits = new Map<string, string[]>();
  for (const [cell, digits] of byCell) {
    const key = joinNames(digits.map(String));
    const cells = byDigits.get(key);
    if (cells) cells.push(describeCell(cell));
    else byDigits.set(key, [describeCell(cell)]);
  }
  return [...byDigits].map(([digits, cells]) => `${digits} from ${joinNames(cells)}`).join('; ');
}

/** " That leaves r2c5 with 9." for the cells a step left with one digit, or ''. */
function leaves(placements: HanidokuCellDigit[]): string {
  if (placements.length === 0) return '';
  const left = placements.map(({ cell, digit }) => `${describeCell(cell)} with ${digit}`);
  return ` That leaves ${joinNames(left)}.`;
}

/** The rows of the step's direction that lost a digit, in order. */
function rowsOf(step: HanidokuStep): number[] {
  const direction = ROW_DIRECTION[step.rows[0]];
  const rows = new Set(step.eliminations.map(({ cell }) => CELL_ROWS[3 * cell + direction]));
  return [...rows].sort((a, b) => a - b);
}

/** "falling diagonal 2", or "falling diagonals 2 and 8" for rows of one direction. */
function describeRows(rows: number[]): string {
  if (rows.length === 1) return describeRow(rows[0]);
  return `${kindOf(rows[0])}s ${joinNames(rows.map((row) => String((row % 9) + 1)))}`;
}

/** A row's kind, its name without the number: "horizontal row", "falling diagonal". */
function kindOf(row: number): string {
  const name = describeRow(row);
  return name.slice(0, name.lastIndexOf(' '));
}

/** "a", "a and b", "a, b and c". */
function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function capital(text: string): string {
  return text[0].toUpperCase() + text.slice(1);
}
