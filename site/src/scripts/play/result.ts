import { formatTime, localDate } from './clock.ts';
import { showSuccess } from './dialogs.ts';
import type { Session } from './session.ts';
import { helpText, sharedResult } from './share-text.ts';
import { dayCount } from './stats.ts';
import { resultLevel, statsByLevel, streakOf } from './stats-history.ts';
import {
  keepPendingResult,
  type Result,
  readFolded,
  readResults,
  updateResult,
} from './storage.ts';
import { announce, type PlayerView } from './view.ts';

/** The level `session`'s result is kept under: a honeycomb's apart from the grids' (resultLevel). */
const levelOf = ({ entry, game }: Session) => resultLevel(entry.level, game.puzzle.rules.variant);

/** Records `change` in the result of `session`'s puzzle, with its level and a daily's date. */
export function recordResult(
  session: Session,
  change: Partial<Result>,
  onResult: () => void,
): void {
  const { key, date } = session.entry;
  const level = levelOf(session);
  updateResult(key, { level, ...(date ? { date } : {}), ...change }, Date.now());
  session.recorded = true;
  onResult();
}

/**
 * Marks a just-solved game: records the solve unless this puzzle was solved before (a replay
 * keeps the first time), says so, and shows the success dialog.
 */
export function completeGame(view: PlayerView, session: Session, onResult: () => void): void {
  const { game, entry } = session;
  const known = readResults()[entry.key];
  if (!known?.solved) {
    const solved = {
      ms: game.elapsed,
      hints: game.hintsUsed,
      reveals: game.reveals,
      at: Date.now(),
    };
    recordResult(session, { solved }, onResult);
  }
  announce(view, `Solved in ${formatTime(game.elapsed)}!`);
  showResult(view, session);
}

/**
 * Opens the success dialog on `session`'s game: time, help used, the best time at its level
 * on this device, a daily's streak, share text.
 */
export function showResult(view: PlayerView, session: Session): void {
  const { game, entry } = session;
  const [results, folded] = [readResults(), readFolded()];
  const streak = entry.date ? streakOf(results, localDate(), folded).current : 0;
  const key = levelOf(session);
  const [level] = key ? statsByLevel(results, folded, [key]) : [];
  showGlobalStats(view, session);
  showSuccess(view, {
    time: formatTime(game.elapsed),
    hints: helpText(game.hintsUsed, game.reveals),
    best: level?.best != null ? formatTime(level.best) : undefined,
    streak: entry.date && streak > 0 ? dayCount(streak) : undefined,
    shared: sharedResult(
      entry.shareTitle,
      game.elapsed,
      game.hintsUsed,
      game.reveals,
      entry.shareLink,
    ),
  });
}

/**
 * For a daily: keeps the solve to post to the global stats, posts it and has the dialog show the
 * stats when they come (global-stats.ts, loaded now and only now). The dialog never waits for
 * them, and says nothing when they cannot come; the solve then waits for the next visit.
 */
function showGlobalStats(view: PlayerView, { entry, game, mistakes }: Session): void {
  const section = view.success.querySelector<HTMLElement>('[data-testid="global-stats"]')!;
  section.hidden = true;
  section.dataset.key = entry.key;
  if (!entry.date || !entry.level || !game.completed) return;
  keepPendingResult(entry.key, {
    daily: {
      date: entry.date,
      level: entry.level,
      kind: game.puzzle.rules.variant === 'hanidoku' ? 'honeycomb' : 'grid',
    },
    grid: Array.from(game.grid, (d) => (d === 0 ? '.' : String(d))).join(''),
    ms: game.elapsed,
    hints: game.hintsUsed,
    reveals: game.reveals,
    mistakes,
  });
  import('./global-stats.ts')
    .then(({ reportSolve }) => reportSolve(section, entry.key))
    .catch(() => {});
}
