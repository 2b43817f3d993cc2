import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { parsePuzzle } from '../../shared/format.ts';
import { formatGrid } from '../../shared/print.ts';
import { solve } from '../../shared/solve.ts';
import { ORIGIN } from './browser.ts';

/**
 * The player's DOM as the tests see it (site/src/components/Player.astro): the grid's cells by
 * `data-cell`, read through their accessible names ("Row 3, column 5, 7, given", "…, empty,
 * notes 1, 4", "…, conflict"), the pad and the controls by `data-testid`. Puzzles are lines of
 * 81 characters, `.` for a blank.
 */

/** GET /api/v1/daily: today's puzzle of every level. */
export interface DailySet {
  date: string;
  puzzles: { level: string; puzzle: string; code: string; score: number }[];
}

let daily: Promise<DailySet> | undefined;

/** Today's puzzles, asked of the dev server once per file. */
export function todaysPuzzles(): Promise<DailySet> {
  daily ??= fetch(`${ORIGIN}/api/v1/daily`).then(async (response) => {
    expect(response.status).toBe(200);
    return (await response.json()) as DailySet;
  });
  return daily;
}

/** Today's puzzle of `level`, with its solution worked out by the core. */
export async function todaysPuzzle(
  level: string,
): Promise<{ date: string; puzzle: string; code: string; solution: string }> {
  const set = await todaysPuzzles();
  const entry = set.puzzles.find((p) => p.level === level);
  if (!entry) throw new Error(`no ${level} puzzle in /api/v1/daily: ${JSON.stringify(set)}`);
  return {
    date: set.date,
    puzzle: entry.puzzle,
    code: entry.code,
    solution: solutionOf(entry.puzzle),
  };
}

/** The unique solution of a 9×9 line. */
export function solutionOf(puzzle: string): string {
  const result = solve(parsePuzzle(puzzle), { unique: true });
  if (result.status !== 'solved') throw new Error(`${puzzle} has no unique solution`);
  return formatGrid(result.solution!);
}

/** The player on the page (the first one). */
export function player(page: Page): Locator {
  return page.getByTestId('player').first();
}

/** A cell of the player's grid. */
export function cell(page: Page, index: number): Locator {
  return player(page).locator(`[role="gridcell"][data-cell="${index}"]`);
}

/** A player control, pad digit or dialog part by its data-testid. */
export function control(page: Page, testId: string): Locator {
  return player(page).getByTestId(testId);
}

/** Chooses an action of the player's "More" menu (redo, fill notes, check, reveal, restart, settings). */
export async function chooseFromMenu(page: Page, testId: string): Promise<void> {
  await control(page, 'menu-button').click();
  await control(page, testId).click();
}

/** What the grid shows, from the cells' accessible names. */
export interface CellView {
  /** The digit character, or '.' */
  digit: string;
  given: boolean;
  /** Noted digits, ascending, as characters. */
  notes: string;
  conflict: boolean;
  selected: boolean;
}

/** Every cell as the grid shows it, in cell order. */
export function readCells(page: Page): Promise<CellView[]> {
  return player(page)
    .locator('[role="gridcell"]')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const label = element.getAttribute('aria-label') ?? '';
        // A grid's cell, "Row 3, column 5, …"; a honeycomb's, "Cell 2 of horizontal row 3, in
        // falling diagonal 4 and rising diagonal 2, …".
        const state = label.replace(
          /^(?:Row \d+, column \d+|Cell \d+ of horizontal row \d+, in falling diagonal \d+ and rising diagonal \d+), /,
          '',
        );
        const notes = /notes ((?:[1-9A-G](?:, )?)+)/.exec(state)?.[1] ?? '';
        return {
          digit: /^[1-9A-G]\b/.exec(state)?.[0] ?? '.',
          given: /, given\b/.test(state),
          notes: notes.replace(/[^1-9A-G]/g, ''),
          conflict: /, conflict\b/.test(state) || element.classList.contains('conflict'),
          selected: element.getAttribute('aria-selected') === 'true',
        };
      }),
    );
}

/** The grid as an 81-character line, `.` for an empty cell. */
export async function readGrid(page: Page): Promise<string> {
  return (await readCells(page)).map((view) => view.digit).join('');
}

/** The blank cells of a puzzle line, in cell order. */
export function blanksOf(puzzle: string): number[] {
  return [...puzzle].flatMap((ch, index) => (ch === '.' ? [index] : []));
}

/** Clicks a cell and types a digit on the keyboard. */
export async function typeAt(page: Page, index: number, digit: string): Promise<void> {
  await cell(page, index).click();
  await page.keyboard.press(digit);
}

/**
 * Opens today's puzzle of `level` on `/` (its tab) and waits until the grid shows its givens.
 * @example await openLevel(page, 'easy', puzzle)
 */
export async function showLevel(page: Page, level: string, puzzle: string): Promise<void> {
  await page.getByRole('tab', { name: level }).click();
  await expect.poll(() => givensOf(page)).toBe(puzzle);
}

/** The grid's givens as a puzzle line. */
export async function givensOf(page: Page): Promise<string> {
  return (await readCells(page)).map((view) => (view.given ? view.digit : '.')).join('');
}
