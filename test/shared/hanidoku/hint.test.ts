import { describe, expect, it } from 'vitest';
import { explainHanidokuStep, hintHanidokuStep } from '../../../shared/hanidoku/explain.ts';
import { generateHanidoku } from '../../../shared/hanidoku/generate.ts';
import { CELL_ROWS, describeCell, nameCell } from '../../../shared/hanidoku/geometry.ts';
import { rateHanidoku } from '../../../shared/hanidoku/grade.ts';
import { nextHanidokuHint } from '../../../shared/hanidoku/index.ts';
import type { Hint } from '../../../shared/hint.ts';
import { expectMade } from '../../made.ts';
import { grid, KNOWN, solutionProblem } from './rules.ts';

const HARD = expectMade(generateHanidoku({ seed: 'hint', level: 'hard' }));
/** A hard puzzle whose first step is a run that strikes digits but places none. */
const STRIKING = expectMade(generateHanidoku({ seed: 'hint-2', level: 'hard' }));

function hintOf(givens: Uint8Array, position: ArrayLike<number>): Hint<string> {
  const result = nextHanidokuHint(givens, position);
  if (!result.ok) throw new Error(result.error.message);
  return result.hint;
}

/** Hints asked for and their placements made until the grid is solved; the hints, in order. */
function follow(givens: Uint8Array): { position: Uint8Array; hints: Hint<string>[] } {
  const position = Uint8Array.from(givens);
  const hints: Hint<string>[] = [];
  for (let asked = 0; asked <= 61; asked++) {
    const hint = hintOf(givens, position);
    if (hint.technique === 'solved') break;
    hints.push(hint);
    for (const { cell, digit } of hint.placements) position[cell] = digit;
  }
  return { position, hints };
}

/** True when no placement of `hint` differs from `solution` and no elimination strikes it. */
function agrees(hint: Hint<string>, solution: Uint8Array): boolean {
  return (
    hint.placements.every(({ cell, digit }) => solution[cell] === digit) &&
    hint.eliminations.every(({ cell, digit }) => solution[cell] !== digit)
  );
}

describe('nextHanidokuHint', () => {
  it('points at the first wrong digit, by its cell, before any logic', () => {
    const position = Uint8Array.from(HARD.puzzle);
    const [first, second] = [position.indexOf(0), position.lastIndexOf(0)];
    for (const cell of [first, second]) position[cell] = (HARD.solution[cell] % 9) + 1;
    const hint = hintOf(HARD.puzzle, position);
    const name = nameCell(first);
    const row = CELL_ROWS[3 * first];
    expect(hint).toMatchObject({
      technique: 'wrong-digit',
      level: null,
      units: [row],
      cells: [first, second],
    });
    const more = ' 1 more of your digits is wrong too.';
    expect(hint.text).toEqual([
      `One of your digits in horizontal row ${row + 1} is wrong.${more}`,
      `The ${position[first]} you placed in ${name} is wrong.${more}`,
      `${name[0].toUpperCase()}${name.slice(1)} is not ${position[first]}: erase it.${more}`,
    ]);
  });

  it('says a complete, correct grid is solved', () => {
    const hint = hintOf(HARD.puzzle, HARD.solution);
    expect(hint.technique).toBe('solved');
    expect(hint.text[2]).toBe('Every cell is filled in correctly: solved!');
  });

  it('gives the first step of the ladder in three texts, and it agrees with the solution', () => {
    const [step] = rateHanidoku(HARD.puzzle, { steps: true }).steps!;
    const hint = hintOf(HARD.puzzle, HARD.puzzle);
    expect(hint).toMatchObject({
      technique: step.technique,
      level: 'easy',
      placements: step.placements,
      eliminations: step.eliminations,
      units: hintHanidokuStep(step).rows,
      text: hintHanidokuStep(step).text,
    });
    expect(hint.placements.length).toBeGreaterThan(0);
    expect(agrees(hint, HARD.solution)).toBe(true);
  });

  it('carries a step that only strikes digits on to the first step that places one', () => {
    const steps = rateHanidoku(STRIKING.puzzle, { steps: true }).steps!;
    const placing = steps.findIndex((step) => step.placements.length > 0);
    expect(placing).toBeGreaterThan(0);
    const hint = hintOf(STRIKING.puzzle, STRIKING.puzzle);
    expect(hint.technique).toBe(steps[0].technique);
    expect(hint.text.slice(0, 2)).toEqual(hintHanidokuStep(steps[0]).text.slice(0, 2));
    expect(hint.text[2]).toBe(
      steps
        .slice(0, placing + 1)
        .map(explainHanidokuStep)
        .join(' '),
    );
    expect(hint.placements).toEqual(steps[placing].placements);
    expect(agrees(hint, STRIKING.solution)).toBe(true);
  });

  it('solves a generated easy and a hard puzzle when its hints are followed', () => {
    const easy = expectMade(generateHanidoku({ seed: 'hint', level: 'easy' }));
    for (const { puzzle, solution } of [easy, HARD, STRIKING]) {
      const { position, hints } = follow(puzzle);
      expect(solutionProblem(puzzle, position)).toBe('');
      expect(Array.from(position)).toEqual(Array.from(solution));
      for (const hint of hints) {
        expect(hint.technique).not.toMatch(/wrong|reveal/);
        expect(agrees(hint, solution)).toBe(true);
      }
    }
  });

  it('reveals a cell of the solution, one with the fewest candidates, when the rules stall', () => {
    const known = KNOWN[0];
    const givens = grid(known.puzzle);
    const stalled = Uint8Array.from(givens);
    const rating = rateHanidoku(givens, { steps: true });
    expect(rating.solved).toBe(false);
    for (const step of rating.steps!) {
      for (const { cell, digit } of step.placements) stalled[cell] = digit;
    }
    const hint = hintOf(givens, stalled);
    const [cell] = hint.cells;
    expect(hint).toMatchObject({
      technique: 'reveal',
      level: null,
      digits: [Number(known.solution[cell])],
    });
    expect(stalled[cell]).toBe(0);
    expect(hint.placements).toEqual([{ cell, digit: Number(known.solution[cell]) }]);
    expect(hint.text[1]).toBe(
      `This position needs a guess; ${nameCell(cell)} has the fewest candidates.`,
    );
  });

  it('refuses a grid of the wrong size, a changed given, and a puzzle without one solution', () => {
    const { puzzle } = HARD;
    const given = puzzle.findIndex((d) => d !== 0);
    const changed = Uint8Array.from(puzzle);
    changed[given] = (changed[given] % 9) + 1;
    const twoOnes = grid(`11${'.'.repeat(59)}`);
    const empty = new Uint8Array(61);
    const sparse = grid(KNOWN[0].puzzle);
    expect([
      nextHanidokuHint(puzzle, new Uint8Array(60)),
      nextHanidokuHint(puzzle, changed),
      nextHanidokuHint(twoOnes, twoOnes),
      nextHanidokuHint(empty, empty),
      nextHanidokuHint(sparse, sparse, { budget: 1 }),
    ]).toMatchObject([
      { ok: false, error: { problem: 'grid-size', message: 'expected 61 cells, got 60' } },
      {
        ok: false,
        error: {
          problem: 'given-changed',
          message: `${describeCell(given)} is a given ${puzzle[given]}, but the grid has ${changed[given]}`,
        },
      },
      { ok: false, error: { problem: 'unsolvable' } },
      { ok: false, error: { problem: 'multiple' } },
      { ok: false, error: { problem: 'budget' } },
    ]);
  });
});
