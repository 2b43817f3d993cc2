import { median } from './stats-history.ts';

/** Solves whose times fall in `[from, to)`; the last bucket may be open (`to` null). */
export interface Bucket {
  from: number;
  to: number | null;
  count: number;
}

/** Bucket widths a histogram may use, so that its edges read as round times. */
const WIDTHS = [10, 30, 60, 120, 300, 600, 900, 1800, 3600].map((s) => s * 1000);

/**
 * Solve times in at most `most` buckets of a round width (10 s … 1 h) from the fastest time's
 * bucket on, empty ones included; slower times past them (over three times the median, which
 * would squeeze the rest into one or two bars) share one more, open, bucket.
 * @example histogram([250_000, 290_000, 400_000]) // 4:00–5:00: 2, 5:00–6:00: 0, 6:00–7:00: 1
 */
export function histogram(times: readonly number[], most = 8): Bucket[] {
  if (times.length === 0) return [];
  const sorted = [...times].sort((a, b) => a - b);
  const top = Math.min(sorted[sorted.length - 1], 3 * median(sorted)!);
  const fits = (width: number) => Math.floor(top / width) - Math.floor(sorted[0] / width) < most;
  const width = WIDTHS.find(fits) ?? WIDTHS[WIDTHS.length - 1];
  const first = Math.floor(sorted[0] / width);
  const last = Math.min(Math.floor(top / width), first + most - 1);
  const buckets: Bucket[] = [];
  for (let i = first; i <= last; i++)
    buckets.push({ from: i * width, to: (i + 1) * width, count: 0 });
  for (const ms of sorted) {
    const i = Math.floor(ms / width) - first;
    if (i < buckets.length) buckets[i].count++;
    else {
      if (buckets[buckets.length - 1].to !== null)
        buckets.push({ from: (last + 1) * width, to: null, count: 0 });
      buckets[buckets.length - 1].count++;
    }
  }
  return buckets;
}
