/**
 * A duration as a clock shows it: "7:32", "1:02:05".
 * @example formatTime(452_000) // "7:32"
 */
export function formatTime(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor(seconds / 60) % 60;
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "7 minutes 32 seconds", for screen readers and dialogs. */
export function spokenTime(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const parts: [number, string][] = [
    [Math.floor(seconds / 3600), 'hour'],
    [Math.floor(seconds / 60) % 60, 'minute'],
    [seconds % 60, 'second'],
  ];
  const words = parts
    .filter(([n]) => n > 0)
    .map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  return words.join(' ') || '0 seconds';
}

/**
 * The visitor's own calendar date of an instant (today by default), YYYY-MM-DD in the browser's
 * time zone: each player plays the daily of their own date, as the API publishes a date as soon
 * as it begins anywhere.
 * @example localDate() // '2026-11-29' in Tokyo from 00:00 to 24:00 there
 */
export function localDate(at = Date.now()): string {
  const date = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
