import { type SharedResult, shareText } from './share-text.ts';
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
  shared: SharedResult;
}

/** The result each open success dialog shares. */
const SHARED = new WeakMap<HTMLDialogElement, SharedResult>();

/** Whether the browser has a share sheet (phones; some desktops): where not, the result is copied. */
const hasShareSheet = (): boolean => typeof navigator.share === 'function';

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
  set('share-text', shareText(report.shared));
  set('share-status', '');
  SHARED.set(dialog, report.shared);
  // "Share" or "Copy result", decided now: the button does what it says.
  dialog.dataset.shareBy = hasShareSheet() ? 'sheet' : 'copy';
  for (const label of dialog.querySelectorAll<HTMLElement>('[data-share-by]')) {
    label.hidden = label.dataset.shareBy !== dialog.dataset.shareBy;
  }
  dialog.querySelector<HTMLElement>('[data-testid="success-streak-row"]')!.hidden = !report.streak;
  if (!dialog.open) dialog.showModal();
}

/**
 * Shares the result through the share sheet where the dialog offered it; copies it where not,
 * or where the sheet fails. A player who closes the sheet has changed their mind: nothing is said.
 */
export async function shareResult(view: PlayerView): Promise<void> {
  const dialog = view.success;
  const shared = SHARED.get(dialog);
  if (shared && dialog.dataset.shareBy === 'sheet' && hasShareSheet()) {
    try {
      await navigator.share({ text: shared.text, url: shared.url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copyShareText(view);
}

/** Copies the share text to the clipboard; says so, or asks the player to copy it by hand. */
async function copyShareText(view: PlayerView): Promise<void> {
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
