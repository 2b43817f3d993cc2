import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  conflictsOf,
  createGame,
  elapsedMs,
  type Game,
  type GameEvent,
  hintCandidates,
  hintMove,
  wrongCells,
} from '../../../shared/game/index.ts';
import { createState } from '../../../shared/grade/state.ts';
import { nextHint } from '../../../shared/hint.ts';
import {
  boardOf,
  EASY,
  EASY_SOLUTION,
  emptyCells,
  maskOf,
  play,
  SIX,
  SIX_SOLUTION,
  X9,
  X9_SOLUTION,
} from './fixtures.ts';

const fresh = () => createGame(EASY, { now: 0, solution: EASY_SOLUTION });
/** r1c1, r1c2 and r2c2 are empty in EASY; r1c9 is too, and shares only the row with r1c1. */
const [R1C1, R1C2, R2C2, R1C9, R5C5] = [0, 1, 10, 8, 40];

/** Every empty cell but `except`, filled with the solution. */
function solveAllBut(game: Game, solution: Uint8Array, except: number[] = []): Game {
  const events: GameEvent[] = emptyCells(game)
    .filter((cell) => !except.includes(cell))
    .map((cell) => ({ type: 'input', cell, digit: solution[cell] }));
  return play(game, events, 1000);
}

describe('select and move', () => {
  it('selects a cell, clears the selection, and ignores a cell off the board', () => {
    const game = applyEvent(fresh(), { type: 'select', cell: 40 }, 1);
    expect(game.selected).toBe(40);
    expect(applyEvent(game, { type: 'select', cell: null }, 2).selected).toBeNull();
    for (const cell of [81, -1, 1.5])
      expect(applyEvent(game, { type: 'select', cell }, 2)).toBe(game);
    expect(applyEvent(game, { type: 'select', cell: 40 }, 2)).toBe(game);
  });

  it('moves the selection and wraps around the row or column', () => {
    const at = (cell: number, direction: 'up' | 'down' | 'left' | 'right') =>
      play(fresh(), [
        { type: 'select', cell },
        { type: 'move', direction },
      ]).selected;
    expect(at(R5C5, 'up')).toBe(31);
    expect(at(R5C5, 'down')).toBe(49);
    expect(at(R5C5, 'left')).toBe(39);
    expect(at(R5C5, 'right')).toBe(41);
    expect(at(0, 'up')).toBe(72);
    expect(at(0, 'left')).toBe(8);
    expect(at(80, 'down')).toBe(8);
    expect(at(80, 'right')).toBe(72);
  });

  it('moves to the first cell from no selection, and wraps at 6 on a 6×6', () => {
    expect(applyEvent(fresh(), { type: 'move', direction: 'down' }, 1).selected).toBe(0);
    const six = play(createGame(SIX, { now: 0 }), [
      { type: 'select', cell: 5 },
      { type: 'move', direction: 'right' },
    ]);
    expect(six.selected).toBe(0);
  });

  it('changes nothing on the board and leaves the history alone', () => {
    const game = play(fresh(), [
      { type: 'input', cell: R1C1, digit: 4 },
      { type: 'select', cell: 3 },
      { type: 'move', direction: 'up' },
    ]);
    expect(game.undo).toHaveLength(1);
  });
});

describe('input', () => {
  it('places a digit in the selected cell as one undo step', () => {
    const game = play(fresh(), [
      { type: 'select', cell: R1C1 },
      { type: 'input', digit: 4 },
    ]);
    expect(game.grid[R1C1]).toBe(4);
    expect(game.undo).toHaveLength(1);
  });

  it('writes to the cell named by the event rather than the selection', () => {
    const game = play(fresh(), [
      { type: 'select', cell: R1C1 },
      { type: 'input', cell: R1C2, digit: 8 },
    ]);
    expect([game.grid[R1C1], game.grid[R1C2]]).toEqual([0, 8]);
  });

  it('leaves givens as they are, whatever is typed or erased', () => {
    const game = fresh();
    const given = 2;
    for (const event of [
      { type: 'input', cell: given, digit: 5 },
      { type: 'note', cell: given, digit: 5 },
      { type: 'erase', cell: given },
      { type: 'reveal', cell: given },
    ] satisfies GameEvent[]) {
      expect(applyEvent(game, event, 1)).toBe(game);
    }
    const hinted = applyEvent(
      game,
      { type: 'applyHint', hint: { placements: [{ cell: given, digit: 5 }], eliminations: [] } },
      1,
    );
    expect(hinted).toBe(game);
  });

  it('ignores a digit outside 1..N, no selection, and the digit the cell already holds', () => {
    const game = fresh();
    expect(applyEvent(game, { type: 'input', digit: 4 }, 1)).toBe(game);
    for (const digit of [0, 10, 1.5, Number.NaN]) {
      expect(applyEvent(game, { type: 'input', cell: R1C1, digit }, 1)).toBe(game);
    }
    expect(applyEvent(createGame(SIX), { type: 'input', cell: 0, digit: 7 }, 1).undo).toEqual([]);
    const placed = applyEvent(game, { type: 'input', cell: R1C1, digit: 4 }, 1);
    expect(applyEvent(placed, { type: 'input', cell: R1C1, digit: 4 }, 2)).toBe(placed);
  });

  it('replaces a digit the player placed', () => {
    const game = play(fresh(), [
      { type: 'input', cell: R1C1, digit: 4 },
      { type: 'input', cell: R1C1, digit: 7 },
    ]);
    expect(game.grid[R1C1]).toBe(7);
    expect(game.undo).toHaveLength(2);
  });

  it('toggles notes in notes mode, on empty cells only', () => {
    const notes = play(fresh(), [
      { type: 'toggleNotesMode' },
      { type: 'input', cell: R1C1, digit: 4 },
      { type: 'input', cell: R1C1, digit: 8 },
      { type: 'input', cell: R1C1, digit: 4 },
    ]);
    expect(notes.grid[R1C1]).toBe(0);
    expect(notes.notes[R1C1]).toBe(maskOf(8));
    expect(notes.undo).toHaveLength(3);
    const filled = play(fresh(), [
      { type: 'input', cell: R1C1, digit: 4 },
      { type: 'toggleNotesMode' },
    ]);
    expect(applyEvent(filled, { type: 'input', cell: R1C1, digit: 5 }, 9)).toBe(filled);
  });
});

describe('note', () => {
  it('toggles a note whatever the mode', () => {
    const game = play(fresh(), [
      { type: 'note', cell: R1C1, digit: 1 },
      { type: 'note', cell: R1C1, digit: 9 },
    ]);
    expect(game.notesMode).toBe(false);
    expect(game.notes[R1C1]).toBe(maskOf(1, 9));
    expect(applyEvent(game, { type: 'note', cell: R1C1, digit: 9 }, 9).notes[R1C1]).toBe(maskOf(1));
  });
});

describe('ruled-out digits', () => {
  it('are the notes taken off a cell, less those written back', () => {
    const game = play(fresh(), [
      { type: 'note', cell: R1C1, digit: 4 },
      { type: 'note', cell: R1C1, digit: 5 },
      { type: 'note', cell: R1C1, digit: 4 },
    ]);
    expect(game.eliminated[R1C1]).toBe(maskOf(4));
    const back = applyEvent(game, { type: 'note', cell: R1C1, digit: 4 }, 9);
    expect(back.eliminated[R1C1]).toBe(0);
    expect(boardOf(applyEvent(game, { type: 'undo' }, 9)).eliminated[R1C1]).toBe(0);
  });

  it('never include a note not written yet: a hint reads only what was ruled out', () => {
    const marked = applyEvent(fresh(), { type: 'note', cell: R1C1, digit: 1 }, 1);
    expect(Array.from(hintCandidates(marked)).every((mask) => mask === 0)).toBe(true);
    const removed = applyEvent(marked, { type: 'note', cell: R1C1, digit: 1 }, 2);
    expect(hintCandidates(removed)[R1C1]).toBe(0x1ff & ~maskOf(1));
  });

  it('are cleared by fill notes, by erasing the notes and by a digit placed, and come back on undo', () => {
    const filled = applyEvent(fresh(), { type: 'autoNotes' }, 1);
    const d = EASY_SOLUTION[R1C1];
    const ruled = applyEvent(filled, { type: 'note', cell: R1C1, digit: d }, 2);
    expect(ruled.eliminated[R1C1]).toBe(maskOf(d));
    for (const event of [
      { type: 'autoNotes' },
      { type: 'erase', cell: R1C1 },
      { type: 'input', cell: R1C1, digit: d },
    ] as const) {
      const cleared = applyEvent(ruled, event, 3);
      expect(cleared.eliminated[R1C1]).toBe(0);
      expect(applyEvent(cleared, { type: 'undo' }, 4).eliminated[R1C1]).toBe(maskOf(d));
    }
    expect(applyEvent(ruled, { type: 'restart' }, 5).eliminated.every((m) => m === 0)).toBe(true);
  });

  it('include the eliminations of a hint played, so the next hint goes on from them', () => {
    const hint = { placements: [], eliminations: [{ cell: R1C1, digit: 5 }] };
    expect(applyEvent(fresh(), { type: 'applyHint', hint }, 1).eliminated[R1C1]).toBe(maskOf(5));
  });
});

describe('placing a digit', () => {
  const noted = play(fresh(), [
    { type: 'note', cell: R1C1, digit: 4 },
    { type: 'note', cell: R1C1, digit: 8 },
    { type: 'note', cell: R1C9, digit: 4 },
    { type: 'note', cell: R2C2, digit: 4 },
    { type: 'note', cell: R2C2, digit: 7 },
    { type: 'note', cell: 27, digit: 4 },
  ]);

  it('removes the digit from the notes of every peer and clears the cell’s own', () => {
    const placed = applyEvent(noted, { type: 'input', cell: R1C2, digit: 4 }, 100);
    expect(placed.notes[R1C1]).toBe(maskOf(8));
    expect(placed.notes[R1C9]).toBe(0);
    expect(placed.notes[R2C2]).toBe(maskOf(7));
    // r4c1 is no peer of r1c2.
    expect(placed.notes[27]).toBe(maskOf(4));
    const onNotes = applyEvent(noted, { type: 'input', cell: R1C1, digit: 8 }, 100);
    expect(onNotes.notes[R1C1]).toBe(0);
  });

  it('leaves the peers’ notes as they are when asked to keep them (a player’s setting)', () => {
    const placed = applyEvent(noted, { type: 'input', cell: R1C2, digit: 4, keepNotes: true }, 100);
    expect(placed.grid[R1C2]).toBe(4);
    for (const cell of [R1C1, R1C9, R2C2, 27]) expect(placed.notes[cell]).toBe(noted.notes[cell]);
    const onNotes = applyEvent(
      noted,
      { type: 'input', cell: R1C1, digit: 8, keepNotes: true },
      100,
    );
    expect(onNotes.notes[R1C1]).toBe(0);
  });

  it('gets its notes back exactly on undo, and loses them again on redo', () => {
    const placed = applyEvent(noted, { type: 'input', cell: R1C2, digit: 4 }, 100);
    const undone = applyEvent(placed, { type: 'undo' }, 101);
    expect(boardOf(undone)).toEqual(boardOf(noted));
    expect(boardOf(applyEvent(undone, { type: 'redo' }, 102))).toEqual(boardOf(placed));
  });

  it('clears notes along the diagonals of X-sudoku', () => {
    const game = play(createGame(X9, { now: 0 }), [
      { type: 'note', cell: 80, digit: 5 },
      { type: 'note', cell: 10, digit: 5 },
      { type: 'note', cell: 16, digit: 5 },
      { type: 'input', cell: 0, digit: 5 },
    ]);
    // r9c9 and r2c2 are on the main diagonal with r1c1; r2c8 is not.
    expect([game.notes[80], game.notes[10], game.notes[16]]).toEqual([0, 0, maskOf(5)]);
  });
});

describe('erase', () => {
  it('clears the player’s digit first, then the notes', () => {
    const game = play(fresh(), [
      { type: 'note', cell: R1C1, digit: 4 },
      { type: 'note', cell: R1C2, digit: 8 },
      { type: 'input', cell: R1C2, digit: 4 },
    ]);
    const erased = applyEvent(game, { type: 'erase', cell: R1C2 }, 10);
    expect([erased.grid[R1C2], erased.notes[R1C2]]).toEqual([0, 0]);
    expect(erased.notes[R1C1]).toBe(0);
    const notesGone = applyEvent(game, { type: 'erase', cell: R1C1 }, 10);
    expect(notesGone.notes[R1C1]).toBe(0);
    const empty = applyEvent(notesGone, { type: 'erase', cell: R1C1 }, 11);
    expect(empty).toBe(notesGone);
  });
});

describe('toggleNotesMode', () => {
  it('flips the mode without an undo step', () => {
    const game = applyEvent(fresh(), { type: 'toggleNotesMode' }, 1);
    expect(game.notesMode).toBe(true);
    expect(game.undo).toEqual([]);
    expect(applyEvent(game, { type: 'toggleNotesMode' }, 2).notesMode).toBe(false);
  });
});

describe('autoNotes', () => {
  it('fills every empty cell with its candidates as one undo step', () => {
    const before = play(fresh(), [
      { type: 'input', cell: R1C1, digit: 4 },
      { type: 'note', cell: R1C2, digit: 1 },
    ]);
    const game = applyEvent(before, { type: 'autoNotes' }, 10);
    const { cand } = createState(EASY.geometry, game.grid);
    game.grid.forEach((d, cell) => {
      expect(game.notes[cell]).toBe(d === 0 ? cand[cell] : 0);
    });
    expect(game.undo).toHaveLength(before.undo.length + 1);
    expect(boardOf(applyEvent(game, { type: 'undo' }, 11))).toEqual(boardOf(before));
  });

  it('adds no step when the notes are already the candidates', () => {
    const game = applyEvent(fresh(), { type: 'autoNotes' }, 1);
    expect(applyEvent(game, { type: 'autoNotes' }, 2)).toBe(game);
  });

  it('uses the units of the geometry: 6×6 boxes and X diagonals', () => {
    for (const puzzle of [SIX, X9]) {
      const game = applyEvent(createGame(puzzle, { now: 0 }), { type: 'autoNotes' }, 1);
      const { cand } = createState(puzzle.geometry, puzzle.givens);
      expect(Array.from(game.notes)).toEqual(Array.from(cand));
    }
  });
});

describe('reveal', () => {
  it('writes the solution’s digit, clears it from peers’ notes and counts the reveal', () => {
    const d = EASY_SOLUTION[R1C1];
    const game = play(fresh(), [
      { type: 'note', cell: R1C2, digit: d },
      { type: 'select', cell: R1C1 },
      { type: 'reveal' },
    ]);
    expect(game.grid[R1C1]).toBe(d);
    expect(game.notes[R1C2]).toBe(0);
    expect(game.reveals).toBe(1);
    expect(game.undo).toHaveLength(2);
  });

  it('replaces a wrong digit, and ignores a correct one or a game without a solution', () => {
    const wrong = applyEvent(fresh(), { type: 'input', cell: R1C1, digit: 1 }, 1);
    expect(applyEvent(wrong, { type: 'reveal', cell: R1C1 }, 2).grid[R1C1]).toBe(
      EASY_SOLUTION[R1C1],
    );
    const right = applyEvent(fresh(), { type: 'input', cell: R1C1, digit: 4 }, 1);
    expect(applyEvent(right, { type: 'reveal', cell: R1C1 }, 2)).toBe(right);
    const unsolved = createGame(EASY, { now: 0, solution: null });
    expect(applyEvent(unsolved, { type: 'reveal', cell: R1C1 }, 1)).toBe(unsolved);
  });

  it('keeps a reveal counted when undone: the digit goes, the count and the cell stay', () => {
    const revealed = applyEvent(fresh(), { type: 'reveal', cell: R1C1 }, 1);
    const undone = applyEvent(revealed, { type: 'undo' }, 2);
    expect(undone.grid[R1C1]).toBe(0);
    expect(undone).toMatchObject({ reveals: 1, revealedCells: [R1C1] });
    expect(applyEvent(undone, { type: 'redo' }, 3)).toMatchObject({ reveals: 1 });
  });

  it('counts a cell once however often it is revealed, and each other cell once more', () => {
    const game = play(fresh(), [
      { type: 'reveal', cell: R1C9 },
      { type: 'undo' },
      { type: 'reveal', cell: R1C9 },
      { type: 'erase', cell: R1C9 },
      { type: 'reveal', cell: R1C9 },
      { type: 'restart' },
      { type: 'reveal', cell: R1C9 },
      { type: 'reveal', cell: R1C1 },
    ]);
    expect(game.grid[R1C9]).toBe(EASY_SOLUTION[R1C9]);
    expect(game).toMatchObject({ reveals: 2, revealedCells: [R1C1, R1C9] });
  });
});

describe('check', () => {
  it('counts the check; wrongCells names the cells to mark', () => {
    const game = play(fresh(), [
      { type: 'input', cell: R1C1, digit: 1 },
      { type: 'check' },
      { type: 'check' },
    ]);
    expect(game.checks).toBe(2);
    expect(wrongCells(game)).toEqual([R1C1]);
    expect(game.undo).toHaveLength(1);
  });
});

describe('hints', () => {
  it('counts hints shown and plays a hint’s move as one undo step', () => {
    const game = applyEvent(fresh(), { type: 'autoNotes' }, 1);
    const result = nextHint(EASY, game.grid, game.notes);
    if (!result.ok) throw new Error(result.error.message);
    const shown = applyEvent(game, { type: 'hint' }, 2);
    expect(shown.hintsUsed).toBe(1);
    expect(shown.undo).toHaveLength(1);
    const played = applyEvent(shown, { type: 'applyHint', hint: result.hint }, 3);
    expect(played.hintsUsed).toBe(1);
    expect(played.undo).toHaveLength(2);
    for (const { cell, digit } of result.hint.placements) expect(played.grid[cell]).toBe(digit);
    for (const { cell, digit } of result.hint.eliminations) {
      expect(played.notes[cell] & maskOf(digit)).toBe(0);
    }
    expect(boardOf(applyEvent(played, { type: 'undo' }, 4))).toEqual(boardOf(game));
  });

  it('takes eliminations off the notes only', () => {
    const game = play(fresh(), [
      { type: 'note', cell: R1C1, digit: 4 },
      { type: 'note', cell: R1C1, digit: 5 },
    ]);
    const hint = { placements: [], eliminations: [{ cell: R1C1, digit: 5 }] };
    expect(applyEvent(game, { type: 'applyHint', hint }, 10).notes[R1C1]).toBe(maskOf(4));
  });

  it('sets a mistake right by its hint’s move: a wrong digit erased, a removed note put back', () => {
    const wrong = (EASY_SOLUTION[R1C1] % 9) + 1;
    const placed = applyEvent(fresh(), { type: 'input', cell: R1C1, digit: wrong }, 1);
    const digitHint = nextHint(EASY, placed.grid, placed.notes);
    if (!digitHint.ok) throw new Error(digitHint.error.message);
    expect(digitHint.hint.technique).toBe('wrong-digit');
    const erased = applyEvent(placed, hintMove(digitHint.hint)!, 2);
    expect(erased.grid[R1C1]).toBe(0);

    const noted = applyEvent(fresh(), { type: 'autoNotes' }, 1);
    const removed = applyEvent(noted, { type: 'note', cell: R1C1, digit: EASY_SOLUTION[R1C1] }, 2);
    const noteHint = nextHint(EASY, removed.grid, removed.notes);
    if (!noteHint.ok) throw new Error(noteHint.error.message);
    expect(noteHint.hint.technique).toBe('wrong-candidate');
    const back = applyEvent(removed, hintMove(noteHint.hint)!, 3);
    expect(back.notes[R1C1]).toBe(noted.notes[R1C1]);

    const step = nextHint(EASY, noted.grid, noted.notes);
    if (!step.ok) throw new Error(step.error.message);
    expect(hintMove(step.hint)).toEqual({ type: 'applyHint', hint: step.hint });
  });
});

describe('pause and resume', () => {
  it('stops the clock and hides the board until resumed', () => {
    let game = createGame(EASY, { now: 1000 });
    game = applyEvent(game, { type: 'pause' }, 5000);
    expect(game.paused).toBe(true);
    expect(elapsedMs(game, 9000)).toBe(4000);
    game = applyEvent(game, { type: 'resume' }, 10_000);
    expect(game.paused).toBe(false);
    expect(elapsedMs(game, 12_000)).toBe(6000);
  });

  it('ignores every event but resume while paused', () => {
    const paused = play(fresh(), [{ type: 'select', cell: R1C1 }, { type: 'pause' }]);
    for (const event of [
      { type: 'input', digit: 4 },
      { type: 'note', digit: 4 },
      { type: 'erase' },
      { type: 'select', cell: 5 },
      { type: 'move', direction: 'up' },
      { type: 'toggleNotesMode' },
      { type: 'autoNotes' },
      { type: 'undo' },
      { type: 'reveal' },
      { type: 'check' },
      { type: 'hint' },
      { type: 'restart' },
      { type: 'pause' },
    ] satisfies GameEvent[]) {
      expect(applyEvent(paused, event, 100)).toBe(paused);
    }
  });

  it('does nothing when resuming a running game', () => {
    const game = fresh();
    expect(applyEvent(game, { type: 'resume' }, 5)).toBe(game);
  });
});

describe('completion', () => {
  it('completes on the last correct digit: the clock stops and the board is locked', () => {
    const almost = solveAllBut(fresh(), EASY_SOLUTION, [R5C5]);
    expect(almost.completed).toBe(false);
    const done = applyEvent(
      almost,
      { type: 'input', cell: R5C5, digit: EASY_SOLUTION[R5C5] },
      90_000,
    );
    expect(done).toMatchObject({ completed: true, completedAt: 90_000, runningSince: null });
    expect(elapsedMs(done, 90_000)).toBe(90_000);
    expect(elapsedMs(done, 500_000)).toBe(90_000);
    for (const event of [
      { type: 'erase', cell: R1C1 },
      { type: 'input', cell: R1C1, digit: 1 },
      { type: 'undo' },
      { type: 'pause' },
      { type: 'autoNotes' },
      { type: 'check' },
      { type: 'hint' },
    ] satisfies GameEvent[]) {
      expect(applyEvent(done, event, 91_000)).toBe(done);
    }
    expect(applyEvent(done, { type: 'select', cell: 3 }, 91_000).selected).toBe(3);
  });

  it('does not complete a full grid with a wrong digit', () => {
    const almost = solveAllBut(fresh(), EASY_SOLUTION, [R5C5]);
    const wrong = (EASY_SOLUTION[R5C5] % 9) + 1;
    const full = applyEvent(almost, { type: 'input', cell: R5C5, digit: wrong }, 5000);
    expect(full.grid.includes(0)).toBe(false);
    expect(full.completed).toBe(false);
    expect(conflictsOf(full)).toContain(R5C5);
  });

  it('completes by a reveal and by a hint played', () => {
    const almost = solveAllBut(fresh(), EASY_SOLUTION, [R5C5]);
    expect(applyEvent(almost, { type: 'reveal', cell: R5C5 }, 5000).completed).toBe(true);
    const move = { placements: [{ cell: R5C5, digit: EASY_SOLUTION[R5C5] }], eliminations: [] };
    expect(applyEvent(almost, { type: 'applyHint', hint: move }, 5000).completed).toBe(true);
  });

  it('completes 6×6 and X-sudoku games', () => {
    const pairs = [
      [SIX, SIX_SOLUTION],
      [X9, X9_SOLUTION],
    ] as const;
    for (const [puzzle, solution] of pairs) {
      const done = solveAllBut(createGame(puzzle, { now: 0 }), solution);
      expect(done.completed).toBe(true);
    }
  });

  it('completes a game without a solution on a full, clash-free grid', () => {
    const done = solveAllBut(createGame(EASY, { now: 0, solution: null }), EASY_SOLUTION);
    expect(done.completed).toBe(true);
  });
});

describe('restart', () => {
  it('goes back to the givens with a fresh clock and history, keeping the counters', () => {
    const played = play(fresh(), [
      { type: 'select', cell: R1C1 },
      { type: 'input', digit: 4 },
      { type: 'autoNotes' },
      { type: 'hint' },
      { type: 'check' },
      { type: 'reveal', cell: R1C2 },
      { type: 'undo' },
    ]);
    const restarted = applyEvent(played, { type: 'restart' }, 60_000);
    expect(boardOf(restarted)).toEqual(boardOf(fresh()));
    expect(restarted).toMatchObject({
      undo: [],
      redo: [],
      elapsed: 0,
      runningSince: 60_000,
      hintsUsed: 1,
      checks: 1,
      reveals: 1,
      selected: R1C1,
    });
  });

  it('plays again after completion', () => {
    const done = solveAllBut(fresh(), EASY_SOLUTION);
    const again = applyEvent(done, { type: 'restart' }, 100_000);
    expect(again).toMatchObject({ completed: false, completedAt: null, runningSince: 100_000 });
    expect(elapsedMs(again, 101_000)).toBe(1000);
  });
});
