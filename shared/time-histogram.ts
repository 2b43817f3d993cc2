/**
 * Histograms and medians of solve times, from times counted by value: `TimeCount` runs in
 * ascending order of `ms`. The site draws a player's own times with them and the API the
 * global stats of a daily, whose solves the database counts per second (functions/results-store.ts).
 */

/** `count` solves that took `ms` milliseconds each. */
export interface TimeCount {
  ms: number;
  count: number;
}

/** Solves whose times fall in `[from, to)`; the last bucket may be open (`to` null). */
export interface Bucket {
  from: number;
  to: number | null;
  count: number;
}

/** Bucket widths a histogram may use, so that its edges read as round times. */
const WIDTHS = [10, 30, 60, 120, 300, 600, 900, 1800, 3600].map((s) => s * 1000);

/**
 * Times as ascending runs, one per distinct value.
 * @example runsOf([5, 3, 5]) // [{ ms: 3, count: 1 }, { ms: 5, count: 2 }]
 */
export function runsOf(times: readonly number[]): TimeCount[] {
  const runs: TimeCount[] = [];
  for (const ms of [...times].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last?.ms === ms) last.count++;
    else runs.push({ ms, count: 1 });
  }
  return runs;
}

/** How many solves `runs` hold. */
export const totalOf = (runs: readonly TimeCount[]): number =>
  runs.reduce((sum, run) => sum + run.count, 0);

/** The time of the `k`th fastest solve of `runs` (from 0). */
function nth(runs: readonly TimeCount[], k: number): number {
  let seen = 0;
  for (const run of runs) {
    seen += run.count;
    if (k < seen) return run.ms;
  }
  return runs[runs.length - 1].ms;
}

/**
 * The median time, the mean of the middle two for an even count; null for none.
 * @example medianOf(runsOf([3, 5, 5, 9])) // 5
 */
export function medianOf(runs: readonly TimeCount[]): number | null {
  const total = totalOf(runs);
  if (total === 0) return null;
  const mid = total >> 1;
  return total % 2 === 1 ? nth(runs, mid) : (nth(runs, mid - 1) + nth(runs, mid)) / 2;
}

/**
 * Solve times in at most `most` buckets of a round width (10 s … 1 h) from the fastest time's
 * bucket on, empty ones included; slower times past them (over three times the median, which
 * would squeeze the rest into one or two bars) share one more, open, bucket.
 * @example histogramOf(runsOf([250_000, 290_000, 400_000])) // 4:00–5:00: 2, 5:00–6:00: 0, 6:00–7:00: 1
 */
export function histogramOf(runs: readonly TimeCount[], most = 8): Bucket[] {
  if (runs.length === 0) return [];
  const fastest = runs[0].ms;
  const top = Math.min(runs[runs.length - 1].ms, 3 * medianOf(runs)!);
  const fits = (width: number) => Math.floor(top / width) - Math.floor(fastest / width) < most;
  const width = WIDTHS.find(fits) ?? WIDTHS[WIDTHS.length - 1];
  const first = Math.floor(fastest / width);
  const last = Math.min(Math.floor(top / width), first + most - 1);
  const buckets: Bucket[] = [];
  for (let i = first; i <= last; i++)
    buckets.push({ from: i * width, to: (i + 1) * width, count: 0 });
  for (const { ms, count } of runs) {
    const i = Math.floor(ms / width) - first;
    if (i < buckets.length) buckets[i].count += count;
    else {
      if (buckets[buckets.length - 1].to !== null)
        buckets.push({ from: (last + 1) * width, to: null, count: 0 });
      buckets[buckets.length - 1].count += count;
    }
  }
  return buckets;
}
