/** Timed runs after one warm-up; the median is what the report shows. */
export const RUNS = 5;

/**
 * The middle value of the finite ones of `values` (the mean of the two middle ones for an even
 * count), NaN when none is. A sample that is NaN (a failed trace, a figure a page did not
 * report) is left out rather than making the median NaN, so a caller that says how many
 * samples a median is of counts the finite ones (`finiteCount`).
 */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** How many of `values` are finite numbers: the samples a median is of. */
export function finiteCount(values: readonly number[]): number {
  return values.filter(Number.isFinite).length;
}

/** The arithmetic mean of `values`. */
export function mean(values: number[]): number {
  return values.reduce((sum, x) => sum + x, 0) / values.length;
}

/** The nearest-rank `p`-th percentile of `values` (p from 0 to 100): 95 for "p95". */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Seconds `work` took, by the monotonic clock. */
export function timeOnce(work: () => void): number {
  const start = performance.now();
  work();
  return (performance.now() - start) / 1000;
}

/** A timed run shorter than this repeats its work, so that clock and scheduler noise stay small. */
export const MIN_RUN_SECONDS = 0.25;

/**
 * Work per second: calls `run` (which does `work` units and returns the seconds it measured)
 * once to warm up, then RUNS times, each time repeated until MIN_RUN_SECONDS have passed;
 * returns work over the median seconds per repetition.
 * @example ratePerSecond(puzzles.length, () => timeOnce(solveAll))
 */
export function ratePerSecond(work: number, run: () => number, runs = RUNS): number {
  const warm = run();
  const repeat = Math.max(1, Math.ceil(MIN_RUN_SECONDS / Math.max(warm, 1e-6)));
  const seconds: number[] = [];
  for (let i = 0; i < runs; i++) {
    let sum = 0;
    for (let j = 0; j < repeat; j++) sum += run();
    seconds.push(sum / repeat);
  }
  return work / median(seconds);
}

/** A count with thousands separators: 49158 → "49,158". */
export function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** A rate in puzzles per second, three significant digits for small rates. */
export function formatRate(perSecond: number): string {
  if (perSecond >= 1000) return formatCount(perSecond);
  return perSecond.toPrecision(3);
}

/** A ratio such as "12.4×". */
export function formatRatio(ratio: number): string {
  return `${ratio >= 100 ? Math.round(ratio) : ratio.toPrecision(3)}×`;
}

/** Seconds with three decimals: "1.234 s". */
export function formatSeconds(seconds: number): string {
  return `${seconds.toFixed(3)} s`;
}

/** Milliseconds: "0.84", "12.3", "1,204"; "—" for none. */
export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  if (ms >= 100) return formatCount(ms);
  return ms < 10 ? ms.toFixed(2) : ms.toFixed(1);
}

/** Writes a progress line on stderr. */
export function progress(message: string): void {
  process.stderr.write(`bench: ${message}\n`);
}
