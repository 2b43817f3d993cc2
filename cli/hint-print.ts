import { countGivens } from '../shared/givens.ts';
import type { CellDigit } from '../shared/grade/types.ts';
import type { Hint } from '../shared/hint.ts';
import type { Kind, KindGrade } from '../shared/kind/kind.ts';

/**
 * How `sudoku hint` and `sudoku explain` print, for every kind: a hint's technique, texts and
 * moves; a logical solution's summary, its steps in words and the grid it reaches.
 */

/** A cell's name: `r5c4`. */
type CellName = (cell: number) => string;

/** `r5c4=7` for a placement, `r5c4-7` for an elimination. */
function moveNames(name: CellName, moves: CellDigit[], sign: '=' | '-'): string[] {
  return moves.map(({ cell, digit }) => `${name(cell)}${sign}${digit}`);
}

/** The moves of a hint as labelled lists: what to place, remove, or set right. */
function moveLines(hint: Hint<string>, name: CellName, grid: Uint8Array): string[] {
  const lines: string[] = [];
  if (hint.placements.length > 0)
    lines.push(`Place: ${moveNames(name, hint.placements, '=').join(' ')}`);
  if (hint.eliminations.length > 0)
    lines.push(`Eliminate: ${moveNames(name, hint.eliminations, '-').join(' ')}`);
  if (hint.technique === 'wrong-digit') {
    const wrong = hint.cells.map((cell) => ({ cell, digit: grid[cell] }));
    lines.push(`Wrong: ${moveNames(name, wrong, '=').join(' ')}`);
  }
  if (hint.technique === 'wrong-candidate') {
    const restore = hint.cells.map((cell, i) => ({ cell, digit: hint.digits[i] }));
    lines.push(`Restore: ${moveNames(name, restore, '=').join(' ').replace(/=/g, '+')}`);
  }
  return lines;
}

/** Prints a hint: the technique, its three texts and its moves, or only text `detail`. */
export function writeHint(
  hint: Hint<string>,
  name: CellName,
  grid: Uint8Array,
  detail: 1 | 2 | 3 | undefined,
): void {
  const moves = moveLines(hint, name, grid);
  let lines: string[];
  if (detail === undefined) {
    lines = [
      `Technique: ${hint.technique}${hint.level ? ` (${hint.level})` : ''}`,
      ...hint.text.map((text, i) => `Hint ${i + 1}: ${text}`),
      ...moves,
    ];
  } else {
    lines = [hint.text[detail - 1], ...(detail === 3 ? moves : [])];
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** A logical solution, as `sudoku explain` prints it: a puzzle's grade with its steps told. */
interface Explanation {
  kind: Kind;
  givens: Uint8Array;
  /** Graded with `steps: true`. */
  grade: KindGrade;
  zeroBased: boolean;
}

/** Prints an explanation: a summary and every step in words, or one JSON object. */
export function writeExplanation(explained: Explanation, json: boolean, eureka = false): void {
  const { kind, givens, zeroBased } = explained;
  const { level, score, hardestTechnique, techniqueCounts, steps = [] } = explained.grade;
  const name = kind.describeCell;
  const reached = Uint8Array.from(givens);
  for (const step of steps) {
    for (const { cell, digit } of step.placements) reached[cell] = digit;
  }
  const empty = reached.length - countGivens(reached);
  // The solution by search, asked for only when the techniques stall.
  const solution = empty === 0 ? reached : kind.solve(givens).solution!;

  if (json) {
    const told = steps.map((step) => ({
      technique: step.technique,
      text: step.text,
      ...(step.eureka === undefined ? {} : { eureka: step.eureka }),
      placements: moveNames(name, step.placements, '='),
      eliminations: moveNames(name, step.eliminations, '-'),
    }));
    const answer = {
      level,
      score,
      hardestTechnique,
      techniqueCounts,
      steps: told,
      solved: empty === 0,
      solution: kind.format(solution, zeroBased),
    };
    process.stdout.write(`${JSON.stringify(answer)}\n`);
    return;
  }

  const nameOf = kind.techniqueName;
  const draw = (grid: Uint8Array) => kind.draw(grid, zeroBased);
  const used = Object.entries(techniqueCounts)
    .map(([id, n]) => `${nameOf(id)} ${n}`)
    .join(', ');
  const width = String(steps.length).length;
  const told = steps.map((step, i) => {
    const name = nameOf(step.technique);
    const text = eureka && step.eureka ? step.eureka : step.text;
    // Some techniques' sentences begin with their own name ("XY-Chain: …"): not said twice.
    const said = text.startsWith(`${name}:`) ? text : `${name}: ${text}`;
    return `${String(i + 1).padStart(width)}. ${said}`;
  });
  if (countGivens(givens) === givens.length) told.push('Every cell is given: nothing to solve.');
  const out = [
    `Level: ${level} (score ${score})`,
    `Hardest technique: ${hardestSaid(hardestTechnique ? nameOf(hardestTechnique) : null, empty > 0)}`,
    `Steps: ${steps.length}${used ? ` (${used})` : ''}`,
    // A paragraph of steps, or none at all: no empty one.
    ...(told.length > 0 ? ['', ...told] : []),
  ];
  if (empty === 0) {
    out.push('', 'Solved:', draw(reached));
  } else {
    out.push(
      '',
      `No technique I know goes further; ${empty} cells are still empty:`,
      draw(reached),
      'The solution (found by search):',
      draw(solution),
    );
  }
  process.stdout.write(`${out.join('\n').trimEnd()}\n`);
}

/**
 * The line's answer: the hardest technique used, or, where the techniques stall, that the
 * puzzle needs one beyond them (the hardest used so far is not what it needs).
 */
function hardestSaid(used: string | null, stalled: boolean): string {
  if (!stalled) return used ?? 'none';
  return `beyond mine (${used ? `the hardest that helped: ${used}` : 'none applies at the start'})`;
}
