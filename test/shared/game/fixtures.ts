import { parsePuzzle } from '../../../shared/format.ts';
import { applyEvent, type Game, type GameEvent } from '../../../shared/game/index.ts';
import { classicGeometry } from '../../../shared/geometry.ts';

/** Puzzles with one solution each, written out so the tests never depend on the generator. */
export const EASY = parsePuzzle(
  '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..',
);
export const EASY_SOLUTION = digits(
  '483921657967345821251876493548132976729564138136798245372689514814253769695417382',
);
export const SIX = parsePuzzle('.5.12...1........6...3..5...146.....');
export const SIX_SOLUTION = digits('456123321465143256265341532614614532');
export const X9 = parsePuzzle(
  '....2.68.....4.3.9...81.....3..9..........5.7........2........4..5..782.9....1...',
  { geometry: classicGeometry(9, 'x') },
);
export const X9_SOLUTION = digits(
  '594723681281546379367819245732195468416238597859674132678352914145967823923481756',
);

export function digits(line: string): Uint8Array {
  return Uint8Array.from(line, (ch) => (ch === '.' ? 0 : Number.parseInt(ch, 36)));
}

/** The game after `events`, each one millisecond after the last, from `now`. */
export function play(game: Game, events: GameEvent[], now = 0): Game {
  for (const event of events) game = applyEvent(game, event, now++);
  return game;
}

/** The empty cells of a game, ascending. */
export function emptyCells(game: Game): number[] {
  const cells: number[] = [];
  game.grid.forEach((d, cell) => {
    if (d === 0) cells.push(cell);
  });
  return cells;
}

/** The board as plain arrays, for equality checks. */
export function boardOf(game: Game): { grid: number[]; notes: number[]; eliminated: number[] } {
  return {
    grid: Array.from(game.grid),
    notes: Array.from(game.notes),
    eliminated: Array.from(game.eliminated),
  };
}

/** The mask of some digits. */
export function maskOf(...ds: number[]): number {
  return ds.reduce((mask, d) => mask | (1 << (d - 1)), 0);
}
