import { capital, listWithAnd as joinNames } from '../words.ts';
import {
  CELL_ROWS,
  describeRow,
  nameCell,
  nameCells,
  ROW_DIRECTION,
  ROW_LENGTH,
} from './geometry.ts';
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
 * // 'Horizontal row 3 has 7 cells, so whatever its run it holds 3 to 7; only cell 4 of
 * //  horizontal row 3 can take the 3, so it is 3 there.'
 */
export function explainHanidokuStep(step: HanidokuStep): string {
  switch (step.technique) {
    case 'hanidoku-naked-single': {
      const { cell, digit } = step.placements[0];
      return `Every digit but ${digit} is already in a row through ${nameCell(cell)} or was struck there earlier, so it is ${digit}.`;
    }
    case 'hanidoku-hidden-single': {
      const { cell, digit } = step.placements[0];
      const row = step.rows[0];
      const length = ROW_LENGTH[row];
      const holds =
        length === 9
          ? 'it holds every digit'
          : `whatever its run it holds ${length === 5 ? 5 : `${10 - length} to ${length}`}`;
      return `${capital(describeRow(row))} has ${length} cells, so ${holds}; only ${nameCell(cell)} can take the ${digit}, so it is ${digit} there.`;
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
        const cells = nameCells(step.eliminations.map(({ cell }) => cell));
        return `${same} The ${kind}s that must hold ${d} are already as many as the rows of another direction that can, so no other ${kind} holds it: ${d} goes from ${cells} (${describeRows(rows)}).${leaves(step.placements)}`;
      }
      const keep = rows.length === 1 ? 'keeps' : 'keep';
      return `${same} The ${kind}s that can hold ${d} are no more than the rows of another direction that must, so each of them holds it: ${describeRows(rows)} ${keep} only runs through ${d}, which strikes ${strikes(step.eliminations)}.${leaves(step.placements)}`;
    }
  }
}

/**
 * A step as three hints, each more telling: where to look, what to look for (the rule in a
 * sentence), and the move (explainHanidokuStep); with the rows the first points at.
 * @example hintHanidokuStep(step).text[0] // 'Look at horizontal row 3.'
 */
export function hintHanidokuStep(step: HanidokuStep): {
  rows: number[];
  text: [string, string, string];
} {
  const move = explainHanidokuStep(step);
  const d = step.digits[0];
  switch (step.technique) {
    case 'hanidoku-naked-single': {
      const row = CELL_ROWS[3 * step.placements[0].cell];
      const name = describeRow(row);
      return {
        rows: [row],
        text: [
          `Look at ${name}.`,
          `Look for a naked single in ${name}: one empty cell there has only one digit left.`,
          move,
        ],
      };
    }
    case 'hanidoku-hidden-single': {
      const name = describeRow(step.rows[0]);
      return {
        rows: step.rows,
        text: [
          `Look at ${name}.`,
          `Look for a hidden single in ${name}: ${d} fits only one cell there.`,
          move,
        ],
      };
    }
    case 'hanidoku-run': {
      const name = describeRow(step.rows[0]);
      const length = ROW_LENGTH[step.rows[0]];
      return {
        rows: step.rows,
        text: [
          `Look at ${name}.`,
          `Look for the runs in ${name}: work out which runs of ${length} consecutive digits still fit its cells.`,
          move,
        ],
      };
    }
    case 'hanidoku-balance':
      return {
        rows: step.rows,
        text: [
          `Look at the ${kindOf(step.rows[0])}s and the digit ${d}.`,
          `Look for a digit balance on ${d}: count, in each direction, the rows that must hold ${d} and those that can.`,
          move,
        ],
      };
  }
}

/** "1 and 2 from cell 1 of horizontal row 1 and …; 1 from …": struck digits grouped by the cells losing them. */
function strikes(eliminations: HanidokuCellDigit[]): string {
  const byCell = new Map<number, number[]>();
  for (const { cell, digit } of eliminations) {
    const digits = byCell.get(cell);
    if (digits) digits.push(digit);
    else byCell.set(cell, [digit]);
  }
  const byDigits = new Map<string, number[]>();
  for (const [cell, digits] of byCell) {
    const key = joinNames(digits.map(String));
    const cells = byDigits.get(key);
    if (cells) cells.push(cell);
    else byDigits.set(key, [cell]);
  }
  return [...byDigits].map(([digits, cells]) => `${digits} from ${nameCells(cells)}`).join('; ');
}

/** " That leaves cell 5 of horizontal row 2 with 9." for the cells a step left with one digit, or ''. */
function leaves(placements: HanidokuCellDigit[]): string {
  if (placements.length === 0) return '';
  const left = placements.map(({ cell, digit }) => `${nameCell(cell)} with ${digit}`);
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
