import { formatTime } from './clock.ts';

/**
 * "no hints", "1 hint", "2 hints, 1 cell revealed": the help a result needed, without spoilers.
 * @example helpText(0, 0) // "no hints"
 */
export function helpText(hints: number, reveals: number): string {
  const hinted = hints === 0 ? 'no hints' : `${hints} hint${hints === 1 ? '' : 's'}`;
  return reveals === 0 ? hinted : `${hinted}, ${reveals} cell${reveals === 1 ? '' : 's'} revealed`;
}

/**
 * The spoiler-free line a player pastes to friends, then the link to the same puzzle.
 * @example shareText('Sudoku · 2026-11-29 · Hard', 452_000, 0, 0, 'https://…/?date=2026-11-29#hard')
 * // "Sudoku · 2026-11-29 · Hard · 7:32 · no hints\nhttps://…/?date=2026-11-29#hard"
 */
export function shareText(
  title: string,
  ms: number,
  hints: number,
  reveals: number,
  link: string,
): string {
  return `${title} · ${formatTime(ms)} · ${helpText(hints, reveals)}\n${link}`;
}
