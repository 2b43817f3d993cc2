import { describe, expect, it } from 'vitest';
import { HONEYCOMB_RULES } from '../../../shared/game/honeycomb-rules.ts';
import {
  applyEvent,
  conflictsOf,
  createGame,
  deserializeGame,
  type GamePuzzle,
  puzzleFingerprint,
  serializeGame,
  wrongCells,
} from '../../../shared/game/index.ts';
import { CELL_Q, CELL_R, cellAt, PEER_START, PEERS } from '../../../shared/hanidoku/geometry.ts';
import { nextHanidokuHint } from '../../../shared/hanidoku/hint.ts';
import { grid, KNOWN } from '../hanidoku/rules.ts';
import { emptyCells, maskOf, play } from './fixtures.ts';

const PUZZLE: GamePuzzle = { rules: HONEYCOMB_RULES, givens: grid(KNOWN[0].puzzle) };
const SOLUTION = grid(KNOWN[0].solution);
/** The top row. */
const TOP = [0, 1, 2, 3, 4];

describe('a Hanidoku game', () => {
  it('solves the puzzle itself and is completed when every cell holds the solution', () => {
    let game = createGame(PUZZLE, { now: 0 });
    expect(Array.from(game.solution!)).toEqual(Array.from(SOLUTION));
    const empty = emptyCells(game);
    expect(empty).toHaveLength(61 - 6);
    for (const cell of empty) {
      expect(game.completed).toBe(false);
      game = play(game, [
        { type: 'select', cell },
        { type: 'input', digit: SOLUTION[cell] },
      ]);
    }
    expect(game.completed).toBe(true);
    expect(conflictsOf(game)).toEqual([]);
    expect(applyEvent(game, { type: 'input', digit: 1, cell: empty[0] }, 9e9)).toBe(game);
  });

  it('marks two equal digits in one line as a conflict', () => {
    const game = play(createGame(PUZZLE), [
      { type: 'input', cell: 0, digit: 5 },
      { type: 'input', cell: 2, digit: 5 },
    ]);
    expect(conflictsOf(game)).toEqual([0, 2]);
  });

  it('marks digits too far apart to be consecutive in their line as a conflict', () => {
    // The top row has five cells: a 1 and a 7 cannot both be in its run of five.
    const game = play(createGame(PUZZLE), [
      { type: 'input', cell: 0, digit: 1 },
      { type: 'input', cell: 1, digit: 7 },
    ]);
    expect(conflictsOf(game)).toEqual([0, 1]);
    // In the middle row of nine they can.
    const middle = play(createGame(PUZZLE), [
      { type: 'input', cell: 26, digit: 1 },
      { type: 'input', cell: 27, digit: 9 },
    ]);
    expect(HONEYCOMB_RULES.conflicts(middle.grid)).not.toContainEqual([26, 27]);
    const fine = play(createGame(PUZZLE), [
      { type: 'input', cell: 0, digit: 3 },
      { type: 'input', cell: 1, digit: 7 },
    ]);
    expect(conflictsOf(fine)).toEqual([]);
  });

  it('undoes and redoes digits, notes and auto notes', () => {
    const start = createGame(PUZZLE, { now: 0 });
    const played = play(start, [
      { type: 'input', cell: 0, digit: 5 },
      { type: 'note', cell: 1, digit: 3 },
      { type: 'autoNotes' },
    ]);
    const undone = play(played, [{ type: 'undo' }, { type: 'undo' }, { type: 'undo' }]);
    expect(Array.from(undone.grid)).toEqual(Array.from(start.grid));
    expect(Array.from(undone.notes)).toEqual(Array.from(start.notes));
    const redone = play(undone, [{ type: 'redo' }, { type: 'redo' }, { type: 'redo' }]);
    expect(Array.from(redone.grid)).toEqual(Array.from(played.grid));
    expect(Array.from(redone.notes)).toEqual(Array.from(played.notes));
  });

  it('fills notes with the digits the peers and the lines’ runs allow, the solution’s among them', () => {
    const game = play(createGame(PUZZLE), [{ type: 'autoNotes' }]);
    for (const cell of emptyCells(game)) {
      const notes = game.notes[cell];
      expect(notes & maskOf(SOLUTION[cell])).not.toBe(0);
      for (let p = PEER_START[cell]; p < PEER_START[cell + 1]; p++) {
        const d = game.grid[PEERS[p]];
        if (d !== 0) expect(notes & maskOf(d)).toBe(0);
      }
    }
    // A top-row cell takes one run of five: with a 1 placed in its row, 6..9 are out.
    const low = play(createGame(PUZZLE), [
      { type: 'input', cell: 0, digit: 1 },
      { type: 'autoNotes' },
    ]);
    expect(low.notes[1] & maskOf(6, 7, 8, 9)).toBe(0);
  });

  it('saves and loads a game, notes and all, only into the same honeycomb', () => {
    const game = play(createGame(PUZZLE, { now: 0 }), [
      { type: 'input', cell: 0, digit: 5 },
      { type: 'note', cell: 1, digit: 3 },
      { type: 'note', cell: 1, digit: 4 },
      { type: 'note', cell: 1, digit: 4 },
      { type: 'select', cell: 40 },
    ]);
    const text = serializeGame(game, 60_000);
    const loaded = deserializeGame(text, PUZZLE, { now: 70_000 })!;
    expect(Array.from(loaded.grid)).toEqual(Array.from(game.grid));
    expect(Array.from(loaded.notes)).toEqual(Array.from(game.notes));
    expect(Array.from(loaded.eliminated)).toEqual(Array.from(game.eliminated));
    expect(loaded.selected).toBe(40);
    const other: GamePuzzle = { rules: HONEYCOMB_RULES, givens: grid(KNOWN[1].puzzle) };
    expect(deserializeGame(text, other)).toBeNull();
    expect(puzzleFingerprint(PUZZLE)).not.toBe(puzzleFingerprint(other));
  });

  it('reveals a cell from the solution and counts it once', () => {
    const game = play(createGame(PUZZLE), [
      { type: 'reveal', cell: 0 },
      { type: 'undo' },
      { type: 'reveal', cell: 0 },
    ]);
    expect(game.grid[0]).toBe(SOLUTION[0]);
    expect(game.reveals).toBe(1);
    const wrong = play(game, [{ type: 'input', cell: 1, digit: SOLUTION[1] === 1 ? 2 : 1 }]);
    expect(wrongCells(wrong)).toEqual([1]);
  });

  it('plays the core’s hints: each places the solution’s digits', () => {
    let game = createGame(PUZZLE, { now: 0 });
    for (let asked = 0; asked < 3; asked++) {
      const result = nextHanidokuHint(game.puzzle.givens, game.grid);
      if (!result.ok) throw new Error(result.error.message);
      const before = emptyCells(game).length;
      game = play(game, [{ type: 'hint' }, { type: 'applyHint', hint: result.hint }], asked * 10);
      expect(emptyCells(game).length).toBeLessThan(before);
    }
    expect(game.hintsUsed).toBe(3);
    expect(wrongCells(game)).toEqual([]);
  });

  it('moves to the six neighbours, along a row with wrapping and up and down in a zigzag', () => {
    const moved = (cell: number, direction: Parameters<typeof HONEYCOMB_RULES.neighbour>[1]) =>
      HONEYCOMB_RULES.neighbour(cell, direction);
    const middle = cellAt(0, 0);
    const q = CELL_Q[middle];
    const r = CELL_R[middle];
    expect(moved(middle, 'left')).toBe(cellAt(q - 1, r));
    expect(moved(middle, 'right')).toBe(cellAt(q + 1, r));
    expect(moved(middle, 'upLeft')).toBe(cellAt(q, r - 1));
    expect(moved(middle, 'upRight')).toBe(cellAt(q + 1, r - 1));
    expect(moved(middle, 'downLeft')).toBe(cellAt(q - 1, r + 1));
    expect(moved(middle, 'downRight')).toBe(cellAt(q, r + 1));
    expect(moved(4, 'right')).toBe(0);
    expect(moved(0, 'left')).toBe(4);
    expect(TOP.map((cell) => moved(cell, 'upLeft'))).toEqual([-1, -1, -1, -1, -1]);
    // Away from the edges, down undoes up.
    for (let cell = 0; cell < 61; cell++) {
      const up = moved(cell, 'up');
      if (moved(cell, 'upLeft') >= 0 && moved(cell, 'upRight') >= 0) {
        expect(moved(up, 'down')).toBe(cell);
      }
    }
    // Up from the bottom row climbs every row.
    let cell = 58;
    const rows = [CELL_R[cell]];
    for (let step = 0; step < 8; step++) {
      cell = moved(cell, 'up');
      rows.push(CELL_R[cell]);
    }
    expect(rows).toEqual([4, 3, 2, 1, 0, -1, -2, -3, -4]);
    const game = play(createGame(PUZZLE), [
      { type: 'select', cell: 0 },
      { type: 'move', direction: 'upLeft' },
    ]);
    expect(game.selected).toBe(0);
  });
});
