import { formatTime } from './clock.ts';

/**
 * "no hints", "1 hint", "2 hints, 1 cell revealed": the help a result needed, without spoilers.
 * @example helpText(0, 0) // "no hints"
 */
export function helpText(hints: number, reveals: number): string {
  const hinted = hints === 0 ? 'no hints' : `${hints} hint${hints === 1 ? '' : 's'}`;
  return reveals === 0 ? hinted : `${hinted}, ${reveals} cell${reveals === 1 ? '' : 's'} revealed`;
}

/** What a player shares: the spoiler-free line and the link to the same puzzle, as a share sheet takes them. */
export interface SharedResult {
  text: string;
  url: string;
}

/**
 * The spoiler-free line a player sends to friends, and the link to the same puzzle.
 * @example sharedResult('Sudoku · 2026-11-29 · Hard', 452_000, 0, 0, 'https://…/?date=2026-11-29#hard')
 * // { text: "Sudoku · 2026-11-29 · Hard · 7:32 · no hints", url: "https://…/?date=2026-11-29#hard" }
 */
export function sharedResult(
  title: string,
  ms: number,
  hints: number,
  reveals: number,
  link: string,
): SharedResult {
  return { text: `${title} · ${formatTime(ms)} · ${helpText(hints, reveals)}`, url: link };
}

/**
 * The result as one text to paste where no share sheet adds the link: the line, then the link.
 * @example shareText({ text: 'Sudoku · 2026-11-29 · Hard · 7:32 · no hints', url: 'https://…' })
 * // "Sudoku · 2026-11-29 · Hard · 7:32 · no hints\nhttps://…"
 */
export function shareText({ text, url }: SharedResult): string {
  return `${text}\n${url}`;
}
