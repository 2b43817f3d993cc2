import type { DailyStatsAnswer, ResultAnswer } from '../../../../shared/api-types.ts';
import { API } from '../api.ts';
import { formatTime, localDate } from './clock.ts';
import { DEVICE_KEY, keepPendingResult, readPendingResults } from './storage.ts';

/**
 * The global stats of a solved daily, loaded only when one is solved (result.ts imports this
 * module on demand, so a first visit carries none of it): the result is posted to the API and
 * the success dialog shows the player's place and everyone's times. Offline, or when the API
 * fails, the dialog shows what it always did; the solve, kept in localStorage when it was made
 * (result.ts, storage.ts), waits there to be posted the next time a player opens (flushPending),
 * or is dropped if the API refuses it.
 */

/** This device's id, made on first use; a fresh one each time where storage is off. */
export function deviceId(): string {
  try {
    const known = localStorage.getItem(DEVICE_KEY);
    if (known) return known;
    const made = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

/**
 * Posts the solve waiting under `key` (storage.ts): the API's answer, or null when there is none
 * to show. A post that could not be made (offline, a 5xx, a 429) stays waiting; one the API
 * refused for good (any other 4xx) is forgotten.
 */
export async function postResult(key: string): Promise<ResultAnswer | null> {
  const result = readPendingResults()[key];
  if (!result) return null;
  let status = 0;
  try {
    const response = await fetch(`${API}/results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ client: deviceId(), ...result }),
    });
    status = response.status;
    if (response.ok) {
      keepPendingResult(key, null);
      return (await response.json()) as ResultAnswer;
    }
  } catch {}
  if (status !== 0 && status !== 429 && status < 500) keepPendingResult(key, null);
  return null;
}

/** Posts every waiting solve, one at a time, stopping at the first that cannot be made yet. */
export async function flushPending(): Promise<void> {
  for (const key of Object.keys(readPendingResults())) {
    if (!(await postResult(key)) && key in readPendingResults()) return;
  }
}

/** "64%" of a share, never rounded up to a place the player did not reach. */
const percent = (share: number) => `${Math.floor(share * 100)}%`;

/** "1,204", in the reader's language. */
const count = (n: number) => n.toLocaleString();

/** The bucket of `stats`' histogram that holds `ms` (as the API counts it, in whole seconds). */
function bucketOf(stats: DailyStatsAnswer, ms: number): number {
  const counted = Math.floor(ms / 1000) * 1000;
  return stats.histogram.findIndex(
    (bucket) => counted >= bucket.from && (bucket.to === null || counted < bucket.to),
  );
}

/** "4:00–5:00", "20:00 or more". */
function rangeOf(bucket: { from: number; to: number | null }): string {
  return bucket.to === null
    ? `${formatTime(bucket.from)} or more`
    : `${formatTime(bucket.from)}–${formatTime(bucket.to)}`;
}

/**
 * Fills the success dialog's global stats (components/Player.astro) from the API's answer and
 * shows them: the player's place, the histogram with the player's bar marked, the median and
 * the share solved without help.
 */
export function showGlobalStats(section: HTMLElement, answer: ResultAnswer): void {
  const { stats, place, result } = answer;
  const today = stats.date === localDate();
  const get = (id: string) => section.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
  const day = today ? "today's" : "that day's";
  get('global-place').replaceChildren(
    ...(place.fasterThan === null
      ? [`You are the first to solve it ${today ? 'today' : 'for that day'}.`]
      : place.slower === 0
        ? [`One of ${day} `, strong(`${count(stats.solvers)} solvers`)]
        : [
            strong(`Faster than ${percent(place.fasterThan)}`),
            ` of ${day} ${count(stats.solvers)} solvers`,
          ]),
  );
  // A chart of one solver says nothing the sentence has not.
  const chart = get('global-chart');
  chart.hidden = stats.solvers < 2;
  const mine = bucketOf(stats, result.ms);
  const most = Math.max(...stats.histogram.map((bucket) => bucket.count));
  const bars = stats.histogram.map((bucket, i) => {
    const bar = document.createElement('span');
    bar.className = i === mine ? 'bar mine' : 'bar';
    bar.style.setProperty('--share', String(bucket.count / most));
    return bar;
  });
  get('global-bars').replaceChildren(...bars);
  const first = stats.histogram[0];
  const last = stats.histogram[stats.histogram.length - 1];
  get('global-from').textContent = first ? formatTime(first.from) : '';
  get('global-to').textContent = last
    ? last.to === null
      ? `${formatTime(last.from)}+`
      : formatTime(last.to)
    : '';
  chart.setAttribute(
    'aria-label',
    `Solvers per time: ${stats.histogram.map((bucket) => `${rangeOf(bucket)}, ${bucket.count}`).join('; ')}. Your time is in ${mine >= 0 ? rangeOf(stats.histogram[mine]) : 'none of them'}.`,
  );
  const median = stats.medianMs === null ? '' : `Median ${formatTime(stats.medianMs)}`;
  const unaided =
    stats.unaidedShare === null ? '' : `${percent(stats.unaidedShare)} solved without help`;
  get('global-summary').textContent = [median, unaided].filter(Boolean).join(' · ');
  section.hidden = false;
}

function strong(text: string): HTMLElement {
  const element = document.createElement('strong');
  element.textContent = text;
  return element;
}

/**
 * Posts the result of the puzzle `key` and, if the API answers while `section`'s dialog still
 * shows that puzzle, shows the stats. Never throws.
 */
export async function reportSolve(section: HTMLElement, key: string): Promise<void> {
  const answer = await postResult(key);
  if (answer && section.dataset.key === key) showGlobalStats(section, answer);
}
