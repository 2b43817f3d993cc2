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

/** Today's date in UTC, YYYY-MM-DD: the daily puzzles change at 00:00 UTC. */
export function utcToday(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * A YYYY-MM-DD date in words, "Sunday, 29 November 2026" in the reader's language.
 * @example longDate('2026-11-29')
 */
export function longDate(date: string, style: 'full' | 'long' = 'full'): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
