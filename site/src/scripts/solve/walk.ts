import { gradePuzzle } from '../../../../shared/grade/grade.ts';
import {
  applyStep,
  cloneState,
  type GradeState,
  puzzleState,
} from '../../../../shared/grade/state.ts';
import { TECHNIQUE_BY_ID } from '../../../../shared/grade/techniques.ts';
import type { Step } from '../../../../shared/grade/types.ts';
import type { Puzzle } from '../../../../shared/puzzle.ts';
import { noLogicalPath } from './read.ts';

/** A position on the way: each cell's digit (0 open) and candidates (a mask). */
export type Position = Pick<GradeState, 'values' | 'cand'>;

/** One step of the logical solution, with the position it starts from. */
export interface WalkStep {
  /** What it places and eliminates, and a grid step's pattern (its cells). */
  step: Pick<Step, 'placements' | 'eliminations'> & { cells?: readonly number[] };
  /** The technique's name, "Hidden single". */
  name: string;
  /** The technique's own explanation of this step. */
  text: string;
  before: Position;
}

/** The logical solution of a puzzle, step by step, as the grader finds it. */
export interface Walk {
  steps: WalkStep[];
  /** The position after the last step: solved, or where the techniques stop. */
  end: Position;
  solved: boolean;
  level: string;
  score: number;
}

/**
 * Grades `puzzle` in the browser (this module is loaded only when asked for: it carries every
 * technique) and replays its steps to keep the position before each one.
 * @example const walk = walkSolution(puzzle); if ('steps' in walk) show(walk.steps[0].text)
 */
export function walkSolution(puzzle: Puzzle): Walk | { problem: string } {
  const grade = gradePuzzle(puzzle);
  if (!grade.unique) return noLogicalPath(grade.status);
  const state = puzzleState(puzzle);
  const steps = grade.steps.map((step) => {
    const technique = TECHNIQUE_BY_ID.get(step.technique)!;
    const walkStep = {
      step,
      name: technique.name,
      text: technique.explain(step, puzzle.geometry),
      before: cloneState(state),
    };
    applyStep(state, step);
    return walkStep;
  });
  return { steps, end: state, solved: state.empty === 0, level: grade.level, score: grade.score };
}
