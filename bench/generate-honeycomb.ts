import { kindOf } from '../shared/kind/kind.ts';
import { KINDS } from '../shared/kind/names.ts';
import { HANIDOKU_SHAPE } from '../shared/kind/shape.ts';
import { startWorkerd } from './generate-workerd.ts';
import { median, percentile, progress } from './stats.ts';

/**
 * `node bench/generate-honeycomb.ts [seeds]`: seeded Hanidoku generation (the kind interface,
 * the API's 200 attempts) at each level inside workerd, beside Node on the same seeds
 * (`bench-0` …), taking turns puzzle by puzzle after a warm-up, as bench/generate.ts does for
 * the grids. Each puzzle in workerd is timed three ways: the Worker's own clock (which moves
 * in 1 ms steps there, fine enough for puzzles of tens of milliseconds), the wall time of the
 * request less an empty one's (an upper bound on its CPU), and the workerd process's CPU time
 * from /proc over the level (a mean only, counted in ticks). Prints a Markdown table.
 */

const seeds = Number(process.argv[2] ?? 200);
const WARM_UP = 20;
const ATTEMPTS = 200;
const kind = kindOf(HANIDOKU_SHAPE);

/** The wall ms of one puzzle in Node, and its givens ('' when no attempt reached the level). */
function generateInNode(level: 'easy' | 'medium' | 'hard', seed: string) {
  const start = performance.now();
  const made = kind.generate({ seed, level, maxAttempts: ATTEMPTS });
  const ms = performance.now() - start;
  return { ms, givens: made.ok ? made.givens.join('') : '' };
}

const workerd = await startWorkerd();
const query = `kind=hanidoku&attempts=${ATTEMPTS}`;
const rows = [
  '| level | puzzles | workerd clock median / p95 / max ms | workerd wall less empty median / p95 ms | workerd CPU mean ms (/proc) | Node median / p95 ms | same puzzles as Node |',
  '| --- | --- | --- | --- | --- | --- | --- |',
];
try {
  const levels = KINDS.hanidoku.levels as readonly ('easy' | 'medium' | 'hard')[];
  for (const level of levels) {
    for (let i = 0; i < WARM_UP; i++) {
      generateInNode(level, `warm-up-${i}`);
      await workerd.generate(level, `warm-up-${i}`, query);
    }
  }
  const empty = await workerd.measureEmpty();
  for (const level of levels) {
    progress(`generate-honeycomb: ${level}, ${seeds} seeds`);
    const clock: number[] = [];
    const wall: number[] = [];
    const node: number[] = [];
    let same = 0;
    const cpuBefore = workerd.cpuMs();
    for (let i = 0; i < seeds; i++) {
      const seed = `bench-${i}`;
      const made = await workerd.generate(level, seed, query);
      clock.push(made.clockMs);
      wall.push(Math.max(0, made.wallMs - empty.wallMs));
      const mine = generateInNode(level, seed);
      node.push(mine.ms);
      if (mine.givens === made.givens) same++;
    }
    const cpuAfter = workerd.cpuMs();
    const cpu =
      cpuBefore === null || cpuAfter === null || empty.cpuMs === null
        ? '—'
        : ((cpuAfter - cpuBefore) / seeds - empty.cpuMs).toFixed(1);
    const f = (values: number[]) =>
      `${median(values).toFixed(1)} / ${percentile(values, 95).toFixed(1)}`;
    rows.push(
      `| ${level} | ${seeds} | ${f(clock)} / ${Math.max(...clock).toFixed(0)} | ${f(wall)} | ${cpu} | ${f(node)} | ${same} of ${seeds} |`,
    );
    progress(`generate-honeycomb: ${level}, workerd clock median ${median(clock)} ms`);
  }
  process.stdout.write(`Empty request: ${empty.wallMs.toFixed(2)} ms wall (taken off).\n`);
  process.stdout.write(`${rows.join('\n')}\n${workerd.versions}\n`);
} finally {
  await workerd.close();
}
