import { describe, expect, it } from 'vitest';
import { classicGeometry, type Geometry, jigsawGeometry } from '../../shared/geometry.ts';
import { createRandom } from '../../shared/random.ts';
import { DEFAULT_BUDGET } from '../../shared/search.ts';
import { searchGeneric } from '../../shared/solve-generic.ts';
import {
  type Board,
  createBoard,
  place,
  propagate,
  startBoard,
} from '../../shared/solve-generic-propagate.ts';
import { JIGSAW_9 } from '../fixtures.ts';

const GEOMETRIES: [string, Geometry][] = [
  ['6×6', classicGeometry(6)],
  ['8×8', classicGeometry(8)],
  ['12×12', classicGeometry(12)],
  ['16×16', classicGeometry(16)],
  ['X 9×9', classicGeometry(9, 'x')],
  ['X 16×16', classicGeometry(16, 'x')],
  ['jigsaw 9×9', jigsawGeometry(JIGSAW_9)],
];

function snapshot(board: Board): string {
  return [board.cand.join(), board.grid.join(), board.placed.join(), board.open].join('|');
}

/**
 * Whether the board is a fixpoint of every rule over every unit: propagate with all units
 * marked changed finds nothing more (and no contradiction).
 */
function isFullFixpoint(board: Board): boolean {
  const before = snapshot(board);
  board.changed.fill(-1);
  return propagate(board) && snapshot(board) === before;
}

/** Puzzles of a solved grid: a share of its digits kept, chosen by a seeded stream. */
function puzzlesOf(geometry: Geometry, seed: string): Uint8Array[] {
  const solved = new Uint8Array(geometry.cellCount);
  searchGeneric(geometry, new Uint8Array(geometry.cellCount), 1, DEFAULT_BUDGET, solved, {
    nodes: 0,
    guesses: 0,
  });
  const random = createRandom(seed);
  return [0.2, 0.3, 0.4, 0.5].flatMap((share) =>
    Array.from({ length: 4 }, () => solved.map((d) => (random.below(1000) < share * 1000 ? d : 0))),
  );
}

describe('propagate', () => {
  it.each(GEOMETRIES)(
    'reaches a fixpoint of every rule over every unit in %s, though it looks only at changed units',
    (_, geometry) => {
      const board = createBoard(geometry);
      let checked = 0;
      for (const givens of puzzlesOf(geometry, `fixpoint:${geometry.size}:${geometry.variant}`)) {
        if (!startBoard(board, givens) || !propagate(board)) continue;
        expect(isFullFixpoint(board)).toBe(true);
        checked++;
        // Guesses as the search makes them from that fixpoint: each digit of an open cell.
        const saved = snapshot(board);
        const cell = board.grid.indexOf(0);
        if (cell < 0) continue;
        for (let rest = board.cand[cell]; rest !== 0; rest &= rest - 1) {
          startBoard(board, givens);
          propagate(board);
          expect(snapshot(board)).toBe(saved);
          if (place(board, cell, rest & -rest) && propagate(board)) {
            expect(isFullFixpoint(board)).toBe(true);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(10);
    },
  );
});
