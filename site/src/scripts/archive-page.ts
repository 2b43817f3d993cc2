import type { DailySet, DayResultsAnswer } from '../../../shared/api-types.ts';
import { longDate, monthWords } from '../../../shared/date-words.ts';
import { KINDS, RATED_LEVELS } from '../../../shared/kind/names.ts';
import { getJson } from './api.ts';
import { hideNotice, showNotice } from './notice.ts';
import { formatTime, localDate } from './play/clock.ts';
import { renderStats } from './play/stats.ts';
import { HONEYCOMB_PREFIX } from './play/stats-history.ts';
import { type Result, type Results, readResults } from './play/storage.ts';

/**
 * How many givens a puzzle line of the API holds: its digits 1-9 and A-G, as puzzle-line.ts reads
 * them (not imported here: the archive sharing it would split the chunks the daily page loads).
 */
const countLineGivens = (line: string) => line.replace(/[^1-9a-g]/gi, '').length;

/** A day's puzzles as the archive lists them: the grids', then the honeycomb's. */
const SETS = [
  { path: '', prefix: '', page: '/', levels: RATED_LEVELS, said: '' },
  {
    path: '/honeycomb',
    prefix: HONEYCOMB_PREFIX,
    page: '/honeycomb',
    levels: KINDS.hanidoku.levels,
    said: 'honeycomb ',
  },
] as const;

/** The first month the calendar goes back to. */
const FIRST_MONTH = '2026-01';

const days = document.querySelector<HTMLElement>('[data-testid="days"]')!;
const monthHeading = document.querySelector<HTMLElement>('[data-testid="month"]')!;
const prev = document.querySelector<HTMLButtonElement>('[data-testid="month-prev"]')!;
const next = document.querySelector<HTMLButtonElement>('[data-testid="month-next"]')!;
const panel = document.querySelector<HTMLElement>('[data-testid="archive-day"]')!;
const puzzles = panel.querySelector<HTMLElement>('[data-testid="day-puzzles"]')!;
const notice = document.getElementById('archive-notice')!;
const today = localDate();
const params = new URLSearchParams(location.search);
let selected = /^\d{4}-\d{2}-\d{2}$/.test(params.get('day') ?? '') ? params.get('day')! : today;
let month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '')
  ? params.get('month')!
  : selected.slice(0, 7);

/** The results of one day's dailies, by level. */
function resultsOf(results: Results, date: string): Map<string, Result> {
  const byLevel = new Map<string, Result>();
  for (const result of Object.values(results)) {
    if (result.date === date && result.level) byLevel.set(result.level, result);
  }
  return byLevel;
}

function shiftMonth(yearMonth: string, by: number): string {
  const [year, m] = yearMonth.split('-').map(Number);
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

function dayButton(date: string, results: Results): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'day-button';
  button.dataset.date = date;
  const future = date > today;
  if (future) button.setAttribute('aria-disabled', 'true');
  if (date === today) button.classList.add('today');
  button.setAttribute('aria-pressed', String(date === selected));
  const mine = resultsOf(results, date);
  const number = document.createElement('span');
  number.textContent = String(Number(date.slice(8)));
  const said: string[] = [];
  button.append(number);
  // A row of marks for the grids (always there, keeping the numbers in line), one for the
  // honeycomb when it was played.
  for (const set of SETS) {
    const marks = document.createElement('span');
    marks.className = set.prefix ? 'marks honeycomb' : 'marks';
    marks.setAttribute('aria-hidden', 'true');
    for (const level of set.levels) {
      const result = mine.get(set.prefix + level);
      if (!result) continue;
      const mark = document.createElement('span');
      mark.className = `mark ${result.solved ? 'solved' : 'started'}`;
      marks.append(mark);
      said.push(`${set.said}${level} ${result.solved ? 'solved' : 'started'}`);
    }
    if (!set.prefix || marks.childElementCount > 0) button.append(marks);
  }
  const state = future ? 'not published yet' : said.join(', ') || 'not played';
  button.setAttribute(
    'aria-label',
    `${longDate(date)}${date === today ? ' (today)' : ''}: ${state}`,
  );
  return button;
}

function renderMonth(): void {
  const results = readResults();
  const [year, m] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, m - 1, 1));
  const length = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  monthHeading.textContent = monthWords(month);
  const rows: HTMLTableRowElement[] = [];
  let row = document.createElement('tr');
  for (let i = 0; i < lead; i++) row.append(document.createElement('td'));
  for (let day = 1; day <= length; day++) {
    if (row.children.length === 7) {
      rows.push(row);
      row = document.createElement('tr');
    }
    const td = document.createElement('td');
    td.append(dayButton(`${month}-${String(day).padStart(2, '0')}`, results));
    row.append(td);
  }
  while (row.children.length < 7) row.append(document.createElement('td'));
  rows.push(row);
  days.replaceChildren(...rows);
  setEnabled(prev, month > FIRST_MONTH);
  setEnabled(next, month < today.slice(0, 7));
}

function setEnabled(button: HTMLButtonElement, enabled: boolean): void {
  if (enabled) button.removeAttribute('aria-disabled');
  else button.setAttribute('aria-disabled', 'true');
}

async function showDay(): Promise<void> {
  panel.hidden = false;
  hideNotice(notice);
  panel.querySelector('h2')!.textContent = longDate(selected);
  puzzles.replaceChildren();
  const date = selected;
  // How many solved each puzzle (the global stats): shown when they come, left out when not.
  const solvers = getJson<DayResultsAnswer>(`/results/${date}`);
  const answers = await Promise.all(
    SETS.map((set) => getJson<DailySet>(`/daily/${date}${set.path}`)),
  );
  if (date !== selected) return;
  const failed = answers.find((answer) => !answer.ok);
  if (failed && !failed.ok) {
    const passing = failed.status === 0 || failed.status >= 500 || failed.status === 429;
    showNotice(
      notice,
      `This day's puzzles could not be loaded. ${failed.message}`,
      passing ? showDay : undefined,
    );
  }
  const results = readResults();
  const mine = resultsOf(results, date);
  const items = SETS.flatMap((set, i) => {
    const answer = answers[i];
    if (!answer.ok) return [];
    return answer.data.puzzles.map(({ level, code, puzzle }) => {
      const result = mine.get(set.prefix + level) ?? results[code];
      const item = document.createElement('li');
      item.dataset.level = set.prefix + level;
      const link = document.createElement('a');
      // The level in the query too, so a copied link's preview names it (daily-meta.ts).
      link.href = `${set.page}?date=${date}&level=${level}#${level}`;
      link.textContent = `${set.said}${level}`;
      const state = document.createElement('span');
      state.dataset.testid = 'day-result';
      state.textContent = result?.solved
        ? `Solved in ${formatTime(result.solved.ms)}`
        : result
          ? 'Started'
          : 'Not played';
      // Its givens, not its score: a number that rates it would spoil it before play.
      const givens = document.createElement('span');
      givens.className = 'muted';
      givens.textContent = `${countLineGivens(puzzle)} givens`;
      const solved = document.createElement('span');
      solved.dataset.testid = 'day-solvers';
      solved.dataset.puzzle = `${set.prefix ? 'honeycomb' : 'grid'} ${level}`;
      givens.append(solved);
      item.append(link, givens, state);
      return item;
    });
  });
  puzzles.replaceChildren(...items);
  const counted = await solvers;
  if (!counted.ok || date !== selected) return;
  const byPuzzle = new Map(counted.data.puzzles.map((p) => [`${p.kind} ${p.level}`, p.solvers]));
  for (const span of puzzles.querySelectorAll<HTMLElement>('[data-testid="day-solvers"]')) {
    const n = byPuzzle.get(span.dataset.puzzle!) ?? 0;
    span.textContent = ` · ${n.toLocaleString()} solved`;
  }
}

function keepAddress(): void {
  history.replaceState(null, '', `/archive?${new URLSearchParams({ month, day: selected })}`);
}

days.addEventListener('click', (event) => {
  const button = (event.target as HTMLElement).closest<HTMLButtonElement>('.day-button');
  if (!button || button.getAttribute('aria-disabled') === 'true') return;
  selected = button.dataset.date!;
  for (const other of days.querySelectorAll('.day-button')) {
    other.setAttribute('aria-pressed', String(other === button));
  }
  keepAddress();
  showDay();
});

for (const [button, by] of [
  [prev, -1],
  [next, 1],
] as const) {
  button.addEventListener('click', () => {
    if (button.getAttribute('aria-disabled') === 'true') return;
    month = shiftMonth(month, by);
    keepAddress();
    renderMonth();
  });
}

renderMonth();
if (selected <= today) showDay();
renderStats(document.querySelector<HTMLElement>('[data-testid="stats"]')!, readResults());
