/**
 * Shows a notice (components/RetryNotice.astro) with a message, and its retry button only
 * when there is something to retry. An `info` notice is news, not a fault (a day to come):
 * told calmly (`.notice-info`) and read politely (role=status); a fault is an alert.
 */
export function showNotice(
  notice: HTMLElement,
  message: string,
  retry?: () => void,
  tone: 'alert' | 'info' = 'alert',
): void {
  const button = notice.querySelector('button')!;
  notice.classList.toggle('notice-info', tone === 'info');
  notice.setAttribute('role', tone === 'info' ? 'status' : 'alert');
  notice.hidden = false;
  notice.querySelector('p')!.textContent = message;
  button.hidden = !retry;
  button.onclick = retry ? () => retry() : null;
}

/** Hides a notice again. */
export function hideNotice(notice: HTMLElement): void {
  notice.hidden = true;
}
