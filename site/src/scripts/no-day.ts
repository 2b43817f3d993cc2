import { problemType } from '../../../shared/api-types.ts';
import { longDate } from '../../../shared/date-words.ts';
import { showNotice } from './notice.ts';
import { localDate } from './play/clock.ts';
import { markNavigation } from './site-nav.ts';

/** The parts of a daily page (daily-set-page.ts) that a date with no puzzles changes. */
export interface NoDayPage {
  heading: HTMLElement;
  date: HTMLElement;
  /** The page's notice, with its links to today's puzzles and the archive (hidden till now). */
  notice: HTMLElement;
  player: HTMLElement;
  tabs: HTMLElement;
  /** 'Sudoku', 'Hanidoku'; what a day holds, one of them: 'puzzle', 'honeycomb'. */
  name: string;
  noun: string;
}

/**
 * `?date=day` names no day with puzzles, as the API's answer (4xx) says: not a date, one not
 * published yet, one before the archive. The heading and the notice say which, with links
 * onward; the player and its tabs, with nothing to play, are hidden.
 * @example showNoDay(page, 'banana', { status: 400, message: '…', type: '/problems/validation' })
 */
export function showNoDay(
  page: NoDayPage,
  day: string,
  answer: { status: number; message: string; type?: string },
): void {
  const { noun } = page;
  // The API knows whether the day is to come (a visitor's clock may be wrong); an answer naming
  // no problem type (a proxy's 404) leaves only the clock to tell.
  const notYet =
    answer.type === undefined
      ? answer.status === 404 && day > localDate()
      : answer.type === problemType('not-published');
  const [title, message] =
    answer.status === 400
      ? ['Not a date', `“${day}” is not a date: a day is written YYYY-MM-DD, like ${localDate()}.`]
      : notYet
        ? [
            'Not published yet',
            `The ${noun}s of ${longDate(day)} are not published yet: come back that day. A day's ${noun}s appear as soon as it begins anywhere on Earth, at 10:00 UTC the day before.`,
          ]
        : [`No ${noun}s that day`, answer.message];
  page.heading.textContent = title;
  document.title = `${page.name} · ${title.toLowerCase()}`;
  page.date.textContent = '';
  markNavigation(null);
  // A day to come, or one before the archive, is news; a malformed date is a fault.
  showNotice(page.notice, message, undefined, answer.status === 400 ? 'alert' : 'info');
  page.notice.querySelector<HTMLElement>('.notice-links')!.hidden = false;
  page.player.hidden = true;
  page.tabs.hidden = true;
}
