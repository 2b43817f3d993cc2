import type { GradeAnswer, SolveAnswer } from '../../../shared/api-types.ts';
import type { KindId } from '../../../shared/kind/names.ts';
import type { Shape } from '../../../shared/kind/shape.ts';
import { createPuzzle } from '../../../shared/puzzle.ts';
import { API } from './api.ts';
import { clearBoard } from './board.ts';
import { boardKitOf, readGrid } from './solve/read.ts';
import { type Drawn, listSteps, paintPosition, showStep } from './solve/steps-view.ts';
import type { Walk } from './solve/walk.ts';

const EXAMPLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
/** A medium Hanidoku: its 61 cells row by row, rows of 5 to 9 and back to 5. */
const HONEYCOMB_EXAMPLE = '.......46.....78............6....2....2.....5...............2';

const form = document.querySelector<HTMLFormElement>('[data-testid="solve-form"]')!;
const input = form.querySelector<HTMLTextAreaElement>('textarea')!;
const error = document.querySelector<HTMLElement>('[data-testid="solve-error"]')!;
const board = document.getElementById('solve-board')!;
const status = document.querySelector<HTMLElement>('[data-testid="solve-result"]')!;
const gradeBox = document.querySelector<HTMLElement>('[data-testid="grade-result"]')!;
const steps = document.querySelector<HTMLElement>('[data-testid="steps"]')!;
let cells: HTMLElement[] = [];
let shown: (Drawn & { shape: Shape; line: string }) | null = null;
let walk: Walk | null = null;
let at = 0;
/** Counts the reads, so a read that waited for the honeycomb's board gives way to a later one. */
let reads = 0;

/**
 * Reads the text box; draws the givens, or says what is wrong with the text. An empty box is no
 * mistake while the player types, but is one when a button `asked` for the puzzle.
 */
async function read(asked = false): Promise<typeof shown> {
  const id = (form.elements.namedItem('variant') as RadioNodeList).value as KindId;
  const result = readGrid(input.value, id);
  const mine = ++reads;
  gradeBox.hidden = true;
  steps.hidden = true;
  walk = null;
  if (!result.ok) {
    const empty = !input.value.trim();
    error.textContent = !empty ? result.message : asked ? 'Paste or type a puzzle first.' : '';
    input.setAttribute('aria-invalid', String(!empty || asked));
    if (asked) {
      // The box, described by the error, is where to mend it.
      status.textContent = '';
      input.focus();
    }
    shown = null;
    clearBoard(board);
    return null;
  }
  error.textContent = '';
  input.removeAttribute('aria-invalid');
  const { shape, givens, line } = result;
  const kit = await boardKitOf(shape);
  if (mine !== reads) return shown;
  if (shown?.line !== line || shown.shape !== shape) cells = kit.build(board, false);
  shown = { shape, line, givens, kit, size: shape.size };
  paintPosition(cells, shown, { values: givens, cand: new Uint16Array(givens.length) });
  return shown;
}

async function post<T>(
  path: string,
  body: unknown,
): Promise<{ ok: true; data: T } | { ok: false; message: string }> {
  try {
    const response = await fetch(API + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const data = await response.json().catch(() => null);
    if (response.ok && data) return { ok: true, data };
    return {
      ok: false,
      message: data?.detail ?? data?.title ?? `The server answered ${response.status}.`,
    };
  } catch {
    return { ok: false, message: 'The server could not be reached.' };
  }
}

async function solve(): Promise<void> {
  const puzzle = await read(true);
  if (!puzzle) return;
  status.textContent = 'Solving…';
  const answer = await post<SolveAnswer>('/solve', {
    puzzle: puzzle.line,
    variant: puzzle.shape.id,
  });
  if (!answer.ok) {
    status.textContent = `Not solved: ${answer.message}`;
    return;
  }
  const { status: outcome, solution } = answer.data;
  status.textContent = {
    solved: 'Exactly one solution, shown on the board.',
    multiple: 'More than one solution: the board shows one of them. A proper puzzle has one.',
    unsolvable: 'No solution: these givens cannot all be right.',
  }[outcome];
  const grid = solution ? puzzle.shape.read(solution) : null;
  if (grid?.ok) {
    const values = grid.givens;
    paintPosition(cells, puzzle, { values, cand: new Uint16Array(values.length) });
  }
}

async function grade(): Promise<void> {
  const puzzle = await read(true);
  if (!puzzle) return;
  status.textContent = 'Grading…';
  const answer = await post<GradeAnswer>('/grade', {
    puzzle: puzzle.line,
    variant: puzzle.shape.id,
  });
  if (!answer.ok) {
    status.textContent = `Not graded: ${answer.message}`;
    return;
  }
  const { level, score, hardestTechnique, techniqueCounts } = answer.data;
  status.textContent = `Graded ${level}.`;
  const hardest = hardestTechnique
    ? `; the hardest step is a ${hardestTechnique.replaceAll('-', ' ')}`
    : '';
  gradeBox.querySelector('[data-testid="grade-summary"]')!.textContent =
    `Level ${level}, score ${score}${hardest}.`;
  gradeBox.querySelector('tbody')!.replaceChildren(
    ...Object.entries(techniqueCounts).map(([id, count]) => {
      const row = document.createElement('tr');
      const name = document.createElement('td');
      name.textContent = id.replaceAll('-', ' ');
      const n = document.createElement('td');
      n.textContent = String(count);
      row.append(name, n);
      return row;
    }),
  );
  gradeBox.hidden = false;
}

async function walkThrough(): Promise<void> {
  const puzzle = await read(true);
  if (!puzzle) return;
  status.textContent = 'Working out the steps…';
  const { shape, givens } = puzzle;
  const result =
    shape.engine !== 'honeycomb' && shape.geometry
      ? (await import('./solve/walk.ts')).walkSolution(createPuzzle(shape.geometry, givens))
      : (await import('./solve/walk-honeycomb.ts')).walkHoneycomb(givens);
  if ('problem' in result) {
    status.textContent = result.problem;
    return;
  }
  walk = result;
  status.textContent = `${result.steps.length} steps, level ${result.level}, score ${result.score}${result.solved ? '' : '; the techniques stop before the end'}.`;
  listSteps(steps, result);
  steps.hidden = false;
  go(0);
}

function go(index: number): void {
  if (!walk || !shown) return;
  at = Math.max(0, Math.min(walk.steps.length, index));
  showStep(steps, cells, shown, walk, at);
}

const STEPPER: Record<string, () => number> = {
  'step-first': () => 0,
  'step-prev': () => at - 1,
  'step-next': () => at + 1,
  'step-last': () => Number.MAX_SAFE_INTEGER,
};

steps.addEventListener('click', (event) => {
  const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button');
  if (!button || button.getAttribute('aria-disabled') === 'true') return;
  const move = STEPPER[button.dataset.testid ?? ''];
  if (move) go(move());
  else if (button.dataset.step) go(Number(button.dataset.step));
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  solve();
});
form.querySelector('[data-testid="grade-button"]')!.addEventListener('click', () => grade());
form.querySelector('[data-testid="steps-button"]')!.addEventListener('click', () => walkThrough());
form.querySelector('[data-testid="example-button"]')!.addEventListener('click', () => {
  const honeycomb = (form.elements.namedItem('variant') as RadioNodeList).value === 'hanidoku';
  input.value = honeycomb ? HONEYCOMB_EXAMPLE : EXAMPLE;
  read();
});
input.addEventListener('input', () => read());
form.addEventListener('change', () => read());

// /solve?puzzle=… opens with that puzzle in the box; &variant=hanidoku reads it as a honeycomb.
const params = new URLSearchParams(location.search);
const given = params.get('puzzle');
if (given) input.value = given;
const variant = form.querySelector<HTMLInputElement>(
  `input[name="variant"][value="${CSS.escape(params.get('variant') ?? '')}"]`,
);
if (variant) variant.checked = true;
read();
