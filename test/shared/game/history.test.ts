import { describe, expect, it } from 'vitest';
import { applyEvent, createGame, type Game, type GameEvent } from '../../../shared/game/index.ts';
import type { Puzzle } from '../../../shared/puzzle.ts';
import { createRandom, type Random } from '../../../shared/random.ts';
import { boardOf, EASY, emptyCells, play, SIX, X9 } from './fixtures.ts';

const DIRECTIONS = ['up', 'down', 'left', 'right'] as const;

/** A random event of every kind that can touch the board or the history (restart aside). */
function randomEvent(random: Random, game: Game): GameEvent {
  const { size, cellCount } = game.puzzle.rules;
  const cell = random.below(cellCount);
  const digit = 1 + random.below(size);
  switch (random.below(12)) {
    case 0:
      return { type: 'select', cell };
    case 1:
      return { type: 'move', direction: DIRECTIONS[random.below(4)] };
    case 2:
    case 3:
      return { type: 'input', cell, digit };
    case 4:
      return { type: 'input', digit };
    case 5:
      return { type: 'note', cell, digit };
    case 6:
      return { type: 'erase', cell };
    case 7:
      return random.below(4) === 0 ? { type: 'autoNotes' } : { type: 'toggleNotesMode' };
    case 8:
      return random.below(4) === 0
        ? { type: 'reveal', cell }
        : { type: 'applyHint', hint: { placements: [], eliminations: [{ cell, digit }] } };
    case 9:
    case 10:
      return { type: 'undo' };
    default:
      return { type: 'redo' };
  }
}

/** Applies `count` random events, stopping short of completion (which locks the history). */
function randomGame(puzzle: Puzzle, seed: string, count: number): Game {
  const random = createRandom(seed);
  let game = createGame(puzzle, { now: 0 });
  for (let i = 0; i < count; i++) {
    const next = applyEvent(game, randomEvent(random, game), i + 1);
    if (next.completed) break;
    game = next;
  }
  return game;
}

function repeat(game: Game, type: 'undo' | 'redo'): Game {
  while ((type === 'undo' ? game.undo : game.redo).length > 0) {
    game = applyEvent(game, { type }, 10_000);
  }
  return game;
}

describe('undo and redo', () => {
  const puzzles = [
    ['9×9', EASY],
    ['6×6', SIX],
    ['X', X9],
  ] as const;

  for (const [name, puzzle] of puzzles) {
    it(`undo all returns to the givens and redo all to the same board (${name}, random play)`, () => {
      const initial = boardOf(createGame(puzzle));
      for (let seed = 0; seed < 20; seed++) {
        const game = randomGame(puzzle, `history-${name}-${seed}`, 300);
        expect(game.undo.length + game.redo.length).toBeGreaterThan(10);
        const undone = repeat(game, 'undo');
        expect(boardOf(undone)).toEqual(initial);
        expect(undone.redo).toHaveLength(game.undo.length + game.redo.length);
        const redone = repeat(undone, 'redo');
        expect(boardOf(redone)).toEqual(boardOf(repeat(game, 'redo')));
      }
    });
  }

  it('undoes each step exactly, one at a time, in random play', () => {
    const random = createRandom('history-steps');
    let game = createGame(EASY, { now: 0 });
    const boards = [boardOf(game)];
    for (let i = 0; i < 400 && !game.completed; i++) {
      const event = randomEvent(random, game);
      if (event.type === 'undo' || event.type === 'redo') continue;
      const next = applyEvent(game, event, i);
      if (next.undo.length > game.undo.length) boards.push(boardOf(next));
      else expect(boardOf(next)).toEqual(boardOf(game));
      game = next;
    }
    expect(game.undo).toHaveLength(boards.length - 1);
    for (let i = boards.length - 1; i > 0; i--) {
      expect(boardOf(game)).toEqual(boards[i]);
      game = applyEvent(game, { type: 'undo' }, 0);
    }
    expect(boardOf(game)).toEqual(boards[0]);
  });

  it('makes one step of an action however many cells it touches', () => {
    const game = play(createGame(EASY, { now: 0 }), [
      { type: 'autoNotes' },
      { type: 'input', cell: 0, digit: 4 },
    ]);
    expect(game.undo).toHaveLength(2);
    expect(
      boardOf(applyEvent(game, { type: 'undo' }, 9)).notes.filter((m) => m !== 0),
    ).toHaveLength(emptyCells(createGame(EASY)).length);
  });

  it('empties redo on a new change but not on selection, notes mode, checks or hints', () => {
    const undone = play(createGame(EASY, { now: 0 }), [
      { type: 'input', cell: 0, digit: 4 },
      { type: 'input', cell: 1, digit: 8 },
      { type: 'undo' },
      { type: 'undo' },
      { type: 'select', cell: 5 },
      { type: 'move', direction: 'up' },
      { type: 'toggleNotesMode' },
      { type: 'check' },
      { type: 'hint' },
    ]);
    expect(undone.redo).toHaveLength(2);
    const changed = applyEvent(undone, { type: 'note', cell: 0, digit: 2 }, 100);
    expect(changed.redo).toEqual([]);
    expect(applyEvent(changed, { type: 'redo' }, 101)).toBe(changed);
  });

  it('returns the game itself when there is nothing to undo or redo', () => {
    const game = createGame(EASY, { now: 0 });
    expect(applyEvent(game, { type: 'undo' }, 1)).toBe(game);
    expect(applyEvent(game, { type: 'redo' }, 1)).toBe(game);
  });

  it('never changes the game it was given', () => {
    const game = randomGame(EASY, 'history-frozen', 50);
    const before = { ...boardOf(game), undo: game.undo.length, redo: game.redo.length };
    const random = createRandom('history-frozen-2');
    for (let i = 0; i < 200; i++) applyEvent(game, randomEvent(random, game), 100 + i);
    expect({ ...boardOf(game), undo: game.undo.length, redo: game.redo.length }).toEqual(before);
  });
});
