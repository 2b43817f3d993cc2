/**
 * Shows a notice (components/RetryNotice.astro) with a message, and its retry button only
 * when there is something to retry.
 */
export function showNotice(notice: HTMLElement, message: string, retry?: () => void): void {
  const button = notice.querySelector('button')!;
  notice.hidden = false;
  notice.querySelector('p')!.textContent = message;
  button.hidden = !retry;
  button.onclick = retry ? () => retry() : null;
}

/** Hides a notice again. */
export function hideNotice(notice: HTMLElement): void {
  notice.hidden = true;
}
