import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  conflictsOf,
  createGame,
  elapsedMs,
  isGiven,
  wrongCells,
} from '../../../shared/game/index.ts';
import { solve } from '../../../shared/solve.ts';
import {
  EASY,
  EASY_SOLUTION,
  emptyCells,
  play,
  SIX,
  SIX_SOLUTION,
  X9,
  X9_SOLUTION,
} from './fixtures.ts';

describe('createGame', () => {
  it('starts from the givens with no notes, no selection, no history and the clock running', () => {
    const game = createGame(EASY, { now: 1000 });
    expect(Array.from(game.grid)).toEqual(Array.from(EASY.givens));
    expect(game.grid).not.toBe(EASY.givens);
    expect(game.notes.every((mask) => mask === 0)).toBe(true);
    expect(game).toMatchObject({
      selected: null,
      notesMode: false,
      undo: [],
      redo: [],
      elapsed: 0,
      runningSince: 1000,
      paused: false,
      hintsUsed: 0,
      checks: 0,
      reveals: 0,
      revealedCells: [],
      completed: false,
      completedAt: null,
    });
  });

  it('solves the puzzle once when no solution is passed, for 9×9, 6×6 and X', () => {
    expect(Array.from(createGame(EASY).solution ?? [])).toEqual(Array.from(EASY_SOLUTION));
    expect(Array.from(createGame(SIX).solution ?? [])).toEqual(Array.from(SIX_SOLUTION));
    expect(Array.from(createGame(X9).solution ?? [])).toEqual(Array.from(X9_SOLUTION));
  });

  it('takes a solution passed in, and refuses one that contradicts a given', () => {
    expect(Array.from(createGame(EASY, { solution: EASY_SOLUTION }).solution ?? [])).toEqual(
      Array.from(EASY_SOLUTION),
    );
    const wrong = Uint8Array.from(EASY_SOLUTION);
    wrong[2] = 4;
    expect(() => createGame(EASY, { solution: wrong })).toThrow(/cell 2, a given 3/);
    expect(() => createGame(EASY, { solution: SIX_SOLUTION })).toThrow(/81 cells, got 36/);
  });

  it('has no solution for a puzzle with several, and plays on without one', () => {
    const open = { geometry: SIX.geometry, givens: new Uint8Array(36) };
    expect(solve(open, { unique: true }).status).toBe('multiple');
    expect(createGame(open).solution).toBeNull();
    expect(createGame(EASY, { solution: null }).solution).toBeNull();
  });
});

describe('elapsedMs', () => {
  it('counts from the creation time', () => {
    const game = createGame(EASY, { now: 1000 });
    expect(elapsedMs(game, 1000)).toBe(0);
    expect(elapsedMs(game, 61_000)).toBe(60_000);
  });

  it('never goes backwards when the clock does', () => {
    expect(elapsedMs(createGame(EASY, { now: 1000 }), 500)).toBe(0);
  });

  it('starts at the first event when the game was created without a time', () => {
    const game = createGame(EASY);
    expect(game.runningSince).toBeNull();
    expect(elapsedMs(game, 5000)).toBe(0);
    const started = applyEvent(game, { type: 'select', cell: 0 }, 5000);
    expect(started.runningSince).toBe(5000);
    expect(elapsedMs(started, 7000)).toBe(2000);
  });
});

describe('conflictsOf', () => {
  it('lists both cells of a clash, givens included, and forgets it once the digit goes', () => {
    const game = createGame(EASY, { now: 0 });
    // r1c1 is empty; r1c3 holds a given 3.
    const clashing = applyEvent(game, { type: 'input', cell: 0, digit: 3 }, 1);
    expect(conflictsOf(clashing)).toEqual([0, 2]);
    expect(conflictsOf(applyEvent(clashing, { type: 'erase', cell: 0 }, 2))).toEqual([]);
    expect(conflictsOf(game)).toEqual([]);
  });

  it('sees the diagonals of X-sudoku', () => {
    const game = createGame(X9, { now: 0 });
    // r1c1 and r9c9 share only the main diagonal.
    const clashing = play(game, [
      { type: 'input', cell: 0, digit: 5 },
      { type: 'input', cell: 80, digit: 5 },
    ]);
    expect(conflictsOf(clashing)).toEqual([0, 80]);
  });
});

describe('wrongCells', () => {
  it('lists the player’s digits that differ from the solution, never a given', () => {
    const game = createGame(EASY, { now: 0 });
    const [a, b, c] = emptyCells(game);
    const played = play(game, [
      { type: 'input', cell: a, digit: EASY_SOLUTION[a] },
      { type: 'input', cell: b, digit: (EASY_SOLUTION[b] % 9) + 1 },
      { type: 'input', cell: c, digit: (EASY_SOLUTION[c] % 9) + 1 },
    ]);
    expect(wrongCells(played)).toEqual([b, c]);
  });

  it('falls back on the player’s clashing digits without a solution', () => {
    const game = createGame(EASY, { now: 0, solution: null });
    expect(wrongCells(applyEvent(game, { type: 'input', cell: 0, digit: 3 }, 1))).toEqual([0]);
  });
});

describe('isGiven', () => {
  it('tells givens from blanks', () => {
    const game = createGame(EASY);
    expect(isGiven(game, 2)).toBe(true);
    expect(isGiven(game, 0)).toBe(false);
  });
});
