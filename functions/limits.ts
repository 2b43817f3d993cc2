import type { EngineName, Shape } from '../shared/kind/shape.ts';

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

/**
 * How long a request body may take to arrive in full, in milliseconds: 8 KB needs a fraction
 * of a second on any link, while a client that declares a length and never sends it would
 * otherwise hold the request open until the runtime gives up.
 */
export const BODY_TIMEOUT_MS = 5000;

/** CPU a search may spend, in milliseconds. */
export const SEARCH_MS = 5;

/**
 * Chain work (shared/grade/implications.ts: links walked and cells visited by the forcing-chain
 * and wing searches) a grade may spend, near SEARCH_MS of CPU once the code is warm: in Node on a
 * loaded 2-core machine 1M units took 12 to 18 ms, and whole grades under this budget at most
 * 9 to 15 ms on top95, forum-hardest and top1465 (unbounded, up to 680 ms). 15% of the Sudoku
 * Exchange bank's diabolical puzzles need more, and answer 422.
 */
export const GRADE_CHAIN_WORK = 250_000;

/** A value for each search engine (shape.engine), by the size of the shape it serves. */
type PerEngine = Readonly<Record<EngineName, Readonly<Record<number, number>>>>;

/** `table`'s value for `shape`: its engine's, at its size. */
const forShape = (table: PerEngine, shape: Pick<Shape, 'engine' | 'size'>): number | undefined =>
  table[shape.engine][shape.size];

/**
 * Search nodes per millisecond of CPU in workerd (wrangler dev, 2-core Xeon), rounded down from
 * measured rates: the bit-parallel 9×9 engine about 3000; the generic engine by grid size (X and
 * jigsaw grids cost as a classic grid of their size: X 9×9 measured 490) 1380 for 6×6, 800 for
 * 8×8, 430 for 12×12, 234 for 16×16; the honeycomb 208. The hardest known 9×9 puzzles need about
 * 2200 nodes, so 9×9 budgets never bind on real puzzles.
 */
const NODES_PER_MS: PerEngine = {
  grid9: { 9: 2500 },
  grid: { 4: 2000, 6: 1200, 8: 700, 9: 400, 12: 350, 16: 200 },
  honeycomb: { 9: 180 },
};

/**
 * The node budget of one search on `shape`, from its engine and size.
 * @example searchBudget(shapeOf({ id: 'classic' })) // 12500
 */
export function searchBudget(shape: Pick<Shape, 'engine' | 'size'>): number {
  return (forShape(NODES_PER_MS, shape) ?? 100) * SEARCH_MS;
}

/** Sizes GET /puzzles generates; larger grids take far longer than the CPU limit allows. */
export const GENERATED_SIZES = [4, 6, 9] as const;

/**
 * Attempts a generator may make, by engine and grid size (for a grid, each attempt a new solved
 * grid and removal order; for the honeycomb, a removal order). Chosen above the 99.5th
 * percentile of attempts over hundreds of seeds per level (9×9: at most 54 for expert; 6×6: 1051
 * for medium, the worst; Hanidoku: 30 seeds per level needed far fewer than 200), so nearly
 * every seed gets its puzzle and the rest a 422. Generator version 2, whose attempts must also
 * land in the level's range of givens, stays under them (p99.5 / max over 500 seeds for 9×9,
 * 200 for X, 400 for 6×6: 9×9 expert 42 / 64, X 12 / 14, 6×6 medium 969 / 1634, where version
 * 1 gave 756 / 897 on the same seeds, 6×6 expert 535 / 740). Symmetric 9×9 experts need more:
 * over 300 seeds p99 / max 99 / 113 rotational, 127 / 202 mirror, 101 / 104 diagonal (55 with
 * none), so 9×9 gets 250, where 100 failed 8 mirror seeds of those 300. A 6×6 medium with mirror
 * or rotational symmetry is rarer still (see symmetriesAt). Changing a number never changes the
 * puzzle of a seed that fits both, so cached seeded puzzles stay true; a seed's 422 is cached
 * for a day only (routes/puzzles.ts), since a larger number may find its puzzle.
 *
 * CPU per generation in workerd, p50 / p90 / max over 100 seeds by level, as
 * `node bench/generate-kinds.ts` measures it (wall time per request less an empty one's) at
 * c2726a2 on a 2-core Xeon: classic 9×9 0.2-2.8 / 1.0-7.6 / 5-32 ms (expert the dearest; one
 * request at hard and one at expert took over 30 ms, while p90 stays under 8); X 9×9 0.0-7.3 /
 * 0.1-16 / 3-45 ms; 6×6 medium 16 / 51 / 103 ms (1 seed of the 100 needed more than its 1200
 * attempts, as did 2 of the 60 in docs/benchmarks.md's run at 8da52bf), other 6×6 levels at most 8 / 25 / 44 ms; Hanidoku 24-27 / 78-112 / 134-205 ms. So
 * classic 9×9 stays near the free plan's 10 ms; X, 6×6 medium/expert and Hanidoku need a paid
 * plan's CPU limit (or the free plan's tolerance for occasional bursts).
 */
const GENERATE_ATTEMPTS: PerEngine = {
  grid9: { 9: 250 },
  grid: { 4: 10, 6: 1200, 9: 100 },
  honeycomb: { 9: 200 },
};

/**
 * The attempts the generator of `shape` may make (a shape the API does not generate gets the
 * fewest any does).
 * @example generateAttempts(shapeOf({ id: 'classic', size: 6 })) // 1200
 */
export function generateAttempts(shape: Pick<Shape, 'engine' | 'size'>): number {
  return forShape(GENERATE_ATTEMPTS, shape) ?? 10;
}

/**
 * Whether every generation of `shape` stays near the free plan's 10 ms of CPU (measured above
 * by bench/generate-kinds.ts: the classic 9×9, on its own engine, at most 7.6 ms at p90 by
 * level, and 3.7-5.7 ms of mean CPU in docs/benchmarks.md; a 4×4 less): a seeded one then goes without the rate limit, as the edge cache answers
 * its repeats. X 9×9 (16 ms at p90), 6×6 (51 ms at p90 at medium) and the honeycomb do not.
 */
export function cheapToGenerate(shape: Pick<Shape, 'engine' | 'size'>): boolean {
  return shape.engine === 'grid9' || shape.size === 4;
}

/** A share code's CNF larger than a 9×9's (about 149 KB) counts against the rate limit. */
export const FREE_CNF_SIZE = 9;

/**
 * The rate limit of the expensive routes, per client IP and Cloudflare location: the numbers of
 * the RATE_LIMITER binding in wrangler.toml (keep both in step), repeated here for the headers.
 */
export const RATE_LIMIT = { limit: 30, period: 60 } as const;

/**
 * The fastest solve of a daily the global stats accept, in seconds, by kind and level: below it
 * a result is refused (422), as no one enters the blanks (45 to 60 on a 9×9, over 30 on a
 * honeycomb) and finds their digits that fast; a script posting made-up times would otherwise
 * lead every ranking. Set low enough that a quick expert is never turned away.
 */
export const RESULT_FLOOR_SECONDS = {
  grid: { easy: 30, medium: 45, hard: 60, expert: 90 },
  honeycomb: { easy: 20, medium: 30, hard: 45 },
} as const satisfies Record<string, Partial<Record<string, number>>>;
