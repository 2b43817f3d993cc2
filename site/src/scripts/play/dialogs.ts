import type { PlayerView } from './view.ts';

/**
 * Asks a yes/no question in the player's confirm dialog; true when the player confirms.
 * Escape and Cancel answer false.
 * @example if (await confirmAction(view, 'Restart?', 'Your digits are cleared.', 'Restart')) …
 */
export function confirmAction(
  view: PlayerView,
  title: string,
  text: string,
  ok: string,
): Promise<boolean> {
  const dialog = view.confirm;
  dialog.querySelector('[data-testid="confirm-title"]')!.textContent = title;
  dialog.querySelector('[data-testid="confirm-text"]')!.textContent = text;
  dialog.querySelector('[data-testid="confirm-ok"]')!.textContent = ok;
  dialog.returnValue = '';
  dialog.showModal();
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'ok'), { once: true });
  });
}

/** What the success dialog shows. */
export interface SuccessReport {
  time: string;
  hints: string;
  /** "6:12": the best time at this level on this device. */
  best?: string;
  /** "3 days", for dailies only. */
  streak?: string;
  shareText: string;
}

/** Fills the success dialog and opens it. */
export function showSuccess(view: PlayerView, report: SuccessReport): void {
  const dialog = view.success;
  const set = (id: string, text: string) => {
    dialog.querySelector(`[data-testid="${id}"]`)!.textContent = text;
  };
  set('success-time', report.time);
  set('success-hints', report.hints);
  set('success-streak', report.streak ?? '');
  set('success-best', report.best ?? '');
  dialog.querySelector<HTMLElement>('[data-testid="success-best-row"]')!.hidden = !report.best;
  set('share-text', report.shareText);
  set('share-status', '');
  dialog.querySelector<HTMLElement>('[data-testid="success-streak-row"]')!.hidden = !report.streak;
  if (!dialog.open) dialog.showModal();
}

/**
 * Copies the share text to the clipboard; says so, or asks the player to copy it by hand.
 */
export async function copyShareText(view: PlayerView): Promise<void> {
  const dialog = view.success;
  const text = dialog.querySelector('[data-testid="share-text"]')!;
  const status = dialog.querySelector('[data-testid="share-status"]')!;
  try {
    await navigator.clipboard.writeText(text.textContent ?? '');
    status.textContent = 'Copied to the clipboard.';
  } catch {
    getSelection()?.selectAllChildren(text);
    status.textContent = 'Copying was not allowed: the text is selected, copy it by hand.';
  }
}
