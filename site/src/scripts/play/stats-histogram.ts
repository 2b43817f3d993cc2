import { type Bucket, histogramOf, runsOf } from '../../../../shared/time-histogram.ts';

export type { Bucket } from '../../../../shared/time-histogram.ts';

/**
 * The player's solve times as a histogram (shared/time-histogram.ts's, as the global stats').
 * @example histogram([250_000, 290_000, 400_000]) // 4:00–5:00: 2, 5:00–6:00: 0, 6:00–7:00: 1
 */
export function histogram(times: readonly number[], most = 8): Bucket[] {
  return histogramOf(runsOf(times), most);
}
