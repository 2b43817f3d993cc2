import type { Geometry } from '../shared/geometry.ts';

/**
 * The work one request may do. Workers stop a request that spends more CPU than its plan allows
 * (10 ms on the free plan, 30 s by default on paid plans), and a stopped request answers an
 * error page, not a problem. So every engine call gets a budget sized from measurements in
 * workerd (`wrangler dev`, see functions/README.md): the search a node budget worth about
 * SEARCH_MS of CPU, the generator a number of attempts that covers nearly every seed. A spent
 * budget is a 422 problem, never a hang.
 */

/** Largest request body, in bytes (8 KB: a 16×16 puzzle, a grid and its pencil marks fit). */
export const MAX_BODY_BYTES = 8 * 1024;

/** CPU a search may spend, in milliseconds. */
export const SEARCH_MS = 5;

/**
 * Search nodes per millisecond of CPU in workerd (wrangler dev, 2-core Xeon), rounded down from
 * measured rates: the bit-parallel 9×9 engine about 3000; the generic engine by grid size (X and
 * jigsaw grids cost as a classic grid of their size: X 9×9 measured 490) 1380 for 6×6, 800 for
 * 8×8, 430 for 12×12, 234 for 16×16; Hanidoku 208. The hardest known 9×9 puzzles need about
 * 2200 nodes, so 9×9 budgets never bind on real puzzles.
 */
const NODES_PER_MS_9 = 2500;
const GENERIC_NODES_PER_MS: Readonly<Record<number, number>> = {
  4: 2000,
  6: 1200,
  8: 700,
  9: 400,
  12: 350,
  16: 200,
};
const HANIDOKU_NODES_PER_MS = 180;

/**
 * The node budget of one search on `geometry` ('hanidoku' for the honeycomb).
 * @example searchBudget(classicGeometry(9)) // 12500
 */
export function searchBudget(geometry: Geometry | 'hanidoku'): number {
  if (geometry === 'hanidoku') return HANIDOKU_NODES_PER_MS * SEARCH_MS;
  if (geometry.variant === 'classic' && geometry.size === 9) return NODES_PER_MS_9 * SEARCH_MS;
  return (GENERIC_NODES_PER_MS[geometry.size] ?? 100) * SEARCH_MS;
}

/** Sizes GET /puzzles generates; larger grids take far longer than the CPU limit allows. */
export const GENERATED_SIZES = [4, 6, 9] as const;

/**
 * Attempts the generator may make, by grid size (each attempt a new solved grid and removal
 * order). Chosen above the 99.5th percentile of attempts over hundreds of seeds per level
 * (9×9: at most 54 for expert; 6×6: 1051 for medium, the worst), so nearly every seed gets its
 * puzzle and the rest a 422. Lowering a number never changes the puzzle of a seed that still
 * fits, so cached seeded answers stay true.
 *
 * CPU per generation measured in workerd, p50 / p90 / max over 40 seeds: classic 9×9 1-3 /
 * 2-8 / 7-11 ms by level (expert the dearest); X 9×9 6 / 12-18 / 33 ms; 6×6 medium and expert
 * 11-12 / 27-47 / 95 ms, other 6×6 under 12 ms; Hanidoku 23-28 / 82-103 / 178 ms. So classic
 * 9×9 stays near the free plan's 10 ms; X, 6×6 medium/expert and Hanidoku need a paid plan's
 * CPU limit (or the free plan's tolerance for occasional bursts).
 */
export const GENERATE_ATTEMPTS: Readonly<Record<number, number>> = { 4: 10, 6: 1200, 9: 100 };

/** Attempts (removal orders) the Hanidoku generator may make; 30 seeds per level needed far fewer. */
export const HANIDOKU_ATTEMPTS = 200;

/**
 * The rate limit of the expensive routes, per client IP and Cloudflare location: the numbers of
 * the RATE_LIMITER binding in wrangler.toml (keep both in step), repeated here for the headers.
 */
export const RATE_LIMIT = { limit: 30, period: 60 } as const;
