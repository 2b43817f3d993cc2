import type { Game } from '../../../../shared/game/index.ts';
import type { Hint } from '../../../../shared/hint.ts';
import type { PlayerView } from './view.ts';

/** A hint on screen: the core's hint and how much of it the player has read (1 vague … 3 the move). */
export interface ShownHint {
  hint: Hint;
  level: 1 | 2 | 3;
}

/**
 * The next hint for the player's position, from the core's hint finder, which is loaded on the
 * first request (it carries every technique of the grader: too heavy for the first visit).
 * @example const found = await findHint(game); if (found.ok) show(found.hint)
 */
export async function findHint(
  game: Game,
): Promise<{ ok: true; hint: Hint } | { ok: false; message: string }> {
  const { nextHint } = await import('../../../../shared/hint.ts');
  const result = nextHint(game.puzzle, game.grid, game.notes);
  if (result.ok) return result;
  return { ok: false, message: `No hint for this puzzle: ${result.error.message}.` };
}

/** Whether a hint's last level changes the board when played. */
export function isPlayable(hint: Hint): boolean {
  return hint.placements.length > 0 || hint.eliminations.length > 0;
}

/** Shows `shown` in the hint panel (or `message` instead), or hides the panel. */
export function renderHint(view: PlayerView, shown: ShownHint | null, message = ''): void {
  const { panel, text, more, apply } = view.hint;
  panel.hidden = !shown && !message;
  if (panel.hidden) return;
  panel.dataset.level = shown ? String(shown.level) : '';
  text.textContent = shown ? shown.hint.text[shown.level - 1] : message;
  more.hidden = !shown || shown.level >= 2;
  apply.hidden = !shown || shown.level >= 3;
  apply.textContent = shown && isPlayable(shown.hint) ? 'Do it' : 'Show me';
}
