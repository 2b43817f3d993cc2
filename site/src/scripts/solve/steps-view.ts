import { type BoardKit, labelAt, paintCell } from '../board.ts';
import type { Position, Walk, WalkStep } from './walk.ts';

/** The board a position is drawn on: the puzzle's givens, its digits' count, its cells' names. */
export interface Drawn {
  givens: Uint8Array;
  size: number;
  kit: BoardKit;
}

/**
 * Draws a position on a read-only board: placed digits, every open cell's candidates, and a
 * step's pattern (`hinted`), its placements (`placed`, the digit stressed) and its
 * eliminations (struck through).
 */
export function paintPosition(
  cells: HTMLElement[],
  drawn: Drawn,
  state: Position,
  step?: WalkStep['step'],
): void {
  const { size, givens, kit } = drawn;
  const struck = new Map<number, number>();
  for (const { cell, digit } of step?.eliminations ?? []) {
    struck.set(cell, (struck.get(cell) ?? 0) | (1 << (digit - 1)));
  }
  const placed = new Map(step?.placements.map(({ cell, digit }) => [cell, digit]) ?? []);
  const pattern = new Set(step?.cells ?? []);
  cells.forEach((element, cell) => {
    const d = state.values[cell];
    const cut = struck.get(cell) ?? 0;
    const content = {
      d,
      given: givens[cell] !== 0,
      notes: d ? 0 : state.cand[cell] & ~cut,
      struck: d ? 0 : cut,
      marked: placed.get(cell),
    };
    paintCell(element, content, size);
    element.classList.toggle('hinted', pattern.has(cell));
    element.classList.toggle('placed', placed.has(cell));
    const note = placed.has(cell) ? `, step places ${placed.get(cell)}` : '';
    element.setAttribute('aria-label', labelAt(kit.label(cell), content, note));
  });
}

/**
 * Shows step `index` of `walk` (index = steps.length: the end position) in the stepper: its
 * counter, its text, the list's current item and the board.
 */
export function showStep(
  root: HTMLElement,
  cells: HTMLElement[],
  drawn: Drawn,
  walk: Walk,
  index: number,
): void {
  const total = walk.steps.length;
  const current = walk.steps[index];
  const get = (id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
  get('step-count').textContent =
    index < total ? `Step ${index + 1} of ${total}` : `After all ${total} steps`;
  get('step-text').replaceChildren(
    ...(current
      ? [
          Object.assign(document.createElement('strong'), { textContent: `${current.name}. ` }),
          current.text,
        ]
      : [walk.solved ? 'Solved.' : 'The techniques stop here: the rest needs guessing.']),
  );
  for (const [id, enabled] of [
    ['step-first', index > 0],
    ['step-prev', index > 0],
    ['step-next', index < total],
    ['step-last', index < total],
  ] as const) {
    const button = get(id);
    if (enabled) button.removeAttribute('aria-disabled');
    else button.setAttribute('aria-disabled', 'true');
  }
  for (const item of get('step-list').querySelectorAll('button')) {
    if (Number(item.dataset.step) === index) item.setAttribute('aria-current', 'step');
    else item.removeAttribute('aria-current');
  }
  paintPosition(cells, drawn, current ? current.before : walk.end, current?.step);
}

/** Fills the list of every step (buttons that jump to it). */
export function listSteps(root: HTMLElement, walk: Walk): void {
  const list = root.querySelector<HTMLElement>('[data-testid="step-list"]')!;
  list.replaceChildren(
    ...walk.steps.map((step, i) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'step-link';
      button.dataset.step = String(i);
      button.textContent = `${step.name}: ${step.text}`;
      item.append(button);
      return item;
    }),
  );
}
