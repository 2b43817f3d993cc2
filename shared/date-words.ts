/**
 * Dates in words, the same in every runtime: the site, the Worker's link previews and the tests
 * read one spelling. No Intl: a page's first DateTimeFormat loads the locale's calendar data,
 * which held a slow phone's main thread for hundreds of milliseconds just after the board was
 * drawn, and the site is written in English anyway.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A YYYY-MM-DD date as a UTC midnight, which has the date's own weekday. */
const midnight = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * A YYYY-MM-DD date in words, with its weekday unless `weekday` is false.
 * @example longDate('2026-11-29') // 'Sunday 29 November 2026'
 * @example longDate('2026-11-29', false) // '29 November 2026'
 */
export function longDate(date: string, weekday = true): string {
  const day = midnight(date);
  const words = `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
  return weekday ? `${WEEKDAYS[day.getUTCDay()]} ${words}` : words;
}

/**
 * A YYYY-MM month in words.
 * @example monthWords('2026-11') // 'November 2026'
 */
export function monthWords(month: string): string {
  const day = midnight(`${month}-01`);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}
