import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  createGame,
  deserializeGame,
  elapsedMs,
  type Game,
  puzzleFingerprint,
  SAVE_VERSION,
  serializeGame,
} from '../../../shared/game/index.ts';
import { jigsawGeometry } from '../../../shared/geometry.ts';
import { createPuzzle } from '../../../shared/puzzle.ts';
import { createRandom } from '../../../shared/random.ts';
import {
  boardOf,
  EASY,
  EASY_SOLUTION,
  emptyCells,
  play,
  SIX,
  SIX_SOLUTION,
  X9,
} from './fixtures.ts';

/**
 * A save as the format stood before `x` (the revealed cells) joined it: one hint, two reveals
 * (r9c9 shown, r1c2 shown then undone), r1c9 selected.
 */
const OLD_SAVE =
  '{"v":1,"p":"dbc4cbe1","g":"003020600900305001001806400008102900700000008006708200002609500800203009005010302","n":[],"s":8,"m":0,"t":42000,"z":0,"h":1,"c":0,"r":2,"d":null}';

/** A game with a bit of everything: digits, notes, a selection, notes mode, counters. */
function playedGame(): Game {
  return play(createGame(EASY, { now: 1000, solution: EASY_SOLUTION }), [
    { type: 'select', cell: 0 },
    { type: 'input', digit: 4 },
    { type: 'input', cell: 1, digit: 1 },
    { type: 'autoNotes' },
    { type: 'note', cell: 3, digit: 7 },
    { type: 'note', cell: 5, digit: 7 },
    { type: 'hint' },
    { type: 'check' },
    { type: 'reveal', cell: 80 },
    { type: 'toggleNotesMode' },
  ]);
}

/** The parts of a game a save keeps. */
function savedParts(game: Game) {
  const { selected, notesMode, paused, hintsUsed, checks, reveals, revealedCells } = game;
  const { completed, completedAt } = game;
  return {
    ...boardOf(game),
    selected,
    notesMode,
    paused,
    hintsUsed,
    checks,
    reveals,
    revealedCells,
    completed,
    completedAt,
  };
}

type Saved = Record<string, unknown>;

/** The save of `game` at `now` with `change` made to its JSON. */
function tampered(game: Game, now: number, change: (saved: Saved) => void): string {
  const saved = JSON.parse(serializeGame(game, now));
  change(saved);
  return JSON.stringify(saved);
}

describe('serializeGame and deserializeGame', () => {
  it('round-trip the board, selection, mode and counters, with a fresh history', () => {
    const game = playedGame();
    const text = serializeGame(game, 61_000);
    const restored = deserializeGame(text, EASY, { now: 100_000, solution: EASY_SOLUTION });
    expect(restored).not.toBeNull();
    expect(savedParts(restored as Game)).toEqual(savedParts(game));
    expect(restored).toMatchObject({ undo: [], redo: [] });
    expect(Array.from((restored as Game).solution ?? [])).toEqual(Array.from(EASY_SOLUTION));
    expect(serializeGame(restored as Game, 100_000)).toBe(text);
  });

  it('write one short JSON line that names its version', () => {
    const text = serializeGame(playedGame(), 61_000);
    expect(JSON.parse(text).v).toBe(SAVE_VERSION);
    expect(text).not.toContain('\n');
    expect(text.length).toBeLessThan(1000);
  });

  it('save the time played and run the clock again from the load', () => {
    const game = playedGame();
    const restored = deserializeGame(serializeGame(game, 61_000), EASY, { now: 500_000 }) as Game;
    expect(elapsedMs(restored, 500_000)).toBe(60_000);
    expect(elapsedMs(restored, 503_000)).toBe(63_000);
  });

  it('start the clock at the first event when loaded without a time', () => {
    const restored = deserializeGame(serializeGame(playedGame(), 61_000), EASY) as Game;
    expect(elapsedMs(restored, 900_000)).toBe(60_000);
    const started = applyEvent(restored, { type: 'select', cell: 5 }, 900_000);
    expect(elapsedMs(started, 901_000)).toBe(61_000);
  });

  it('keep a paused game paused', () => {
    const paused = applyEvent(playedGame(), { type: 'pause' }, 31_000);
    const restored = deserializeGame(serializeGame(paused, 99_000), EASY, { now: 200_000 });
    expect(restored).toMatchObject({ paused: true, runningSince: null, elapsed: 30_000 });
  });

  it('keep a completed game completed, its time final', () => {
    let game = createGame(SIX, { now: 0 });
    for (const cell of emptyCells(game)) {
      game = applyEvent(game, { type: 'input', cell, digit: SIX_SOLUTION[cell] }, 42_000);
    }
    expect(game.completed).toBe(true);
    const restored = deserializeGame(serializeGame(game, 99_000), SIX, { now: 200_000 });
    expect(restored).toMatchObject({ completed: true, completedAt: 42_000, runningSince: null });
    expect(elapsedMs(restored as Game, 300_000)).toBe(42_000);
  });

  it('keep a reveal undone before saving: the digit gone, the count and the cell kept', () => {
    const undone = play(createGame(EASY, { now: 0, solution: EASY_SOLUTION }), [
      { type: 'reveal', cell: 0 },
      { type: 'undo' },
    ]);
    const restored = deserializeGame(serializeGame(undone, 5000), EASY) as Game;
    expect(restored.grid[0]).toBe(0);
    expect(restored).toMatchObject({ reveals: 1, revealedCells: [0] });
    const again = applyEvent(restored, { type: 'reveal', cell: 0 }, 6000);
    expect(again).toMatchObject({ reveals: 1, revealedCells: [0] });
  });

  it('load a save written before revealed cells were kept, its count as it was', () => {
    const restored = deserializeGame(OLD_SAVE, EASY, { solution: EASY_SOLUTION }) as Game;
    expect(restored).toMatchObject({ reveals: 2, revealedCells: [], hintsUsed: 1 });
    expect(restored.grid[80]).toBe(EASY_SOLUTION[80]);
    const more = applyEvent(restored, { type: 'reveal', cell: 8 }, 1);
    expect(more).toMatchObject({ reveals: 3, revealedCells: [8] });
  });

  it('keep the digits the player ruled out, and load a save without them ruling out none', () => {
    const game = playedGame();
    expect(JSON.parse(serializeGame(game, 0)).e).toEqual([5, 1 << 6]);
    const restored = deserializeGame(OLD_SAVE, EASY, { solution: EASY_SOLUTION }) as Game;
    expect(restored.eliminated.every((mask) => mask === 0)).toBe(true);
  });

  it('round-trip 6×6 and X games', () => {
    for (const puzzle of [SIX, X9]) {
      const game = play(createGame(puzzle, { now: 0 }), [
        { type: 'autoNotes' },
        { type: 'input', cell: emptyCells(createGame(puzzle))[0], digit: 2 },
      ]);
      const restored = deserializeGame(serializeGame(game, 10), puzzle) as Game;
      expect(savedParts(restored)).toEqual(savedParts(game));
    }
  });
});

describe('deserializeGame rejects', () => {
  const game = playedGame();
  const text = serializeGame(game, 61_000);
  /** Whether the save of `base` still loads after `change` to its JSON. */
  const loads = (change: (saved: Saved) => void, base = game, puzzle = EASY) =>
    deserializeGame(tampered(base, 0, change), puzzle) !== null;

  it('nothing, garbage and JSON of the wrong shape', () => {
    for (const bad of [null, undefined, '', 'garbage', '{', '5', 'null', '[]', '{}', '"x"']) {
      expect(deserializeGame(bad, EASY)).toBeNull();
    }
    expect(deserializeGame(text.slice(0, -1), EASY)).toBeNull();
  });

  it('a save of another puzzle, size or variant', () => {
    expect(deserializeGame(text, SIX)).toBeNull();
    const otherGivens = Uint8Array.from(EASY.givens);
    otherGivens[0] = 4;
    expect(deserializeGame(text, createPuzzle(EASY.geometry, otherGivens))).toBeNull();
    expect(deserializeGame(text, createPuzzle(X9.geometry, EASY.givens))).toBeNull();
  });

  it('another version', () => {
    expect(loads(() => {})).toBe(true);
    expect(loads((s) => (s.v = SAVE_VERSION + 1))).toBe(false);
  });

  it('a changed given, a digit out of range, or a grid of the wrong length', () => {
    const grid = JSON.parse(text).g as string;
    // r1c3 is a given 3.
    const withGiven = `${grid.slice(0, 2)}5${grid.slice(3)}`;
    for (const g of [withGiven, `a${grid.slice(1)}`, `-${grid.slice(1)}`, grid.slice(1), 42]) {
      expect(loads((s) => (s.g = g))).toBe(false);
    }
  });

  it('notes on a filled cell, twice on a cell, or beyond the digits', () => {
    // r1c6 and r1c8 are empty; r1c1 holds the player's 4, r1c3 a given.
    expect(loads((s) => (s.n = [5, 1, 7, 511]))).toBe(true);
    const bad = [[2, 1], [0, 1], [5, 1, 5, 2], [5, 0], [5, 512], [5], [81, 1], [5, -1], 'x'];
    for (const n of bad) expect(loads((s) => (s.n = n))).toBe(false);
    expect(loads((s) => (s.e = [5, 1, 7, 511]))).toBe(true);
    for (const e of bad) expect(loads((s) => (s.e = e))).toBe(false);
  });

  it('a bad selection, time, flag or counter', () => {
    const changes: Array<(s: Saved) => void> = [
      (s) => (s.s = 81),
      (s) => (s.s = -2),
      (s) => (s.s = 1.5),
      (s) => (s.t = -1),
      (s) => (s.t = 'soon'),
      (s) => (s.m = 2),
      (s) => (s.z = true),
      (s) => (s.h = -1),
      (s) => (s.c = 0.5),
      (s) => delete s.r,
      (s) => delete s.d,
      (s) => (s.d = '5'),
      (s) => (s.x = 80),
      (s) => (s.x = [2]),
      (s) => (s.x = [81]),
      (s) => (s.x = [8, 0]),
      (s) => (s.x = [8, 8]),
      (s) => (s.x = [0, 8]),
    ];
    for (const change of changes) expect(loads(change)).toBe(false);
  });

  it('a completion the grid does not bear out, or a solved grid not marked completed', () => {
    expect(loads((s) => (s.d = 5000))).toBe(false);
    let six = createGame(SIX, { now: 0 });
    for (const cell of emptyCells(six)) {
      six = applyEvent(six, { type: 'input', cell, digit: SIX_SOLUTION[cell] }, 1);
    }
    expect(loads(() => {}, six, SIX)).toBe(true);
    expect(loads((s) => (s.d = null), six, SIX)).toBe(false);
    expect(loads((s) => (s.z = 1), six, SIX)).toBe(false);
  });

  it('without ever throwing, whatever characters are changed', () => {
    const random = createRandom('save-fuzz');
    const alphabet = '0123456789abcdefgz,:[]{}"-. ';
    for (let i = 0; i < 2000; i++) {
      const chars = [...text];
      for (let k = 0; k <= random.below(3); k++) {
        chars[random.below(chars.length)] = alphabet[random.below(alphabet.length)];
      }
      const result = deserializeGame(chars.join(''), EASY, { solution: EASY_SOLUTION });
      if (result) expect(result.grid.length).toBe(81);
    }
    expect(deserializeGame(text, EASY, { solution: SIX_SOLUTION })).toBeNull();
  });
});

describe('puzzleFingerprint', () => {
  it('tells apart givens, variants and jigsaw regions', () => {
    const boxes = Array.from(EASY.geometry.regionOf);
    const jigsaw = createPuzzle(jigsawGeometry(boxes), EASY.givens);
    const prints = [EASY, createPuzzle(X9.geometry, EASY.givens), jigsaw, X9, SIX].map(
      puzzleFingerprint,
    );
    expect(new Set(prints).size).toBe(prints.length);
    expect(puzzleFingerprint(createPuzzle(EASY.geometry, EASY.givens))).toBe(prints[0]);
    expect(prints[0]).toMatch(/^[0-9a-f]{8}$/);
  });
});
