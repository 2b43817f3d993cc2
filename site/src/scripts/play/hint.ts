import { type Game, hintCandidates, hintMove } from '../../../../shared/game/index.ts';
import type { Hint } from '../../../../shared/hint.ts';
import { markHint } from './hint-marks.ts';
import type { PlayerView } from './view.ts';

/** A hint on screen: the core's hint and how much of it the player has read (1 vague … 3 the move). */
export interface ShownHint {
  hint: Hint<string>;
  level: 1 | 2 | 3;
  /** The cells of the hint's units, marked from the first level (the board kit's `area`). */
  area: number[];
}

/**
 * The next hint for the player's position, from the core's hint finder, which is loaded on the
 * first request (it carries every technique of the grader: too heavy for the first visit); a
 * honeycomb's from shared/hanidoku. A grid's reads the digits the player ruled out, not the
 * notes on screen: notes not written yet are no mistake.
 * @example const found = await findHint(game); if (found.ok) show(found.hint)
 */
export async function findHint(
  game: Game,
): Promise<{ ok: true; hint: Hint<string> } | { ok: false; message: string }> {
  const { geometry } = game.puzzle.rules;
  const { givens } = game.puzzle;
  const result = geometry
    ? (await import('../../../../shared/hint.ts')).nextHint(
        { geometry, givens },
        game.grid,
        hintCandidates(game),
      )
    : (await import('../../../../shared/hanidoku/hint.ts')).nextHanidokuHint(givens, game.grid);
  if (result.ok) return result;
  return { ok: false, message: `No hint for this puzzle: ${result.error.message}.` };
}

/** Whether a hint's last level changes the board when played. */
export function isPlayable(hint: Hint<string>): boolean {
  return hintMove(hint) !== null;
}

/**
 * Shows `shown` in the hint panel (or `message` instead) and marks it on the board, or hides
 * the panel. From the second level a technique's text links to its part of How to play.
 */
export function renderHint(view: PlayerView, shown: ShownHint | null, message = ''): void {
  const { panel, text, more, apply } = view.hint;
  markHint(view.cells, shown);
  panel.hidden = !shown && !message;
  if (panel.hidden) return;
  panel.dataset.level = shown ? String(shown.level) : '';
  text.textContent = shown ? shown.hint.text[shown.level - 1] : message;
  if (shown && shown.level >= 2 && shown.hint.level !== null) {
    const link = document.createElement('a');
    link.className = 'hint-link';
    // The honeycomb's techniques are told in its section, not one by one.
    const { technique } = shown.hint;
    link.href = `/how-to-play#${technique.startsWith('hanidoku-') ? 'hanidoku' : technique}`;
    link.textContent = 'How it works';
    link.dataset.testid = 'hint-link';
    text.append(' ', link);
  }
  more.hidden = !shown || shown.level >= 2;
  apply.hidden = !shown || shown.level >= 3;
  apply.textContent = shown && isPlayable(shown.hint) ? 'Do it' : 'Show me';
}
