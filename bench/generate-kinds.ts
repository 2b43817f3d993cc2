import { generateAttempts } from '../functions/limits.ts';
import { kindOf } from '../shared/kind/kind.ts';
import { KINDS, type RatedLevel } from '../shared/kind/names.ts';
import { type ShapeSpec, shapeOf } from '../shared/kind/shape.ts';
import { startWorkerd } from './generate-workerd.ts';
import { median, percentile, progress } from './stats.ts';

/**
 * `node bench/generate-kinds.ts [KIND] [SEEDS]`: seeded generation through the kind interface,
 * with the attempts the API allows (functions/limits.ts), at each level of each kind the API
 * generates (KIND one of classic, x, 6x6, hanidoku; all by default) inside workerd, beside Node
 * on the same seeds (`bench-0` …), taking turns puzzle by puzzle after a warm-up. A puzzle in
 * workerd is timed by the wall time of its request less an empty one's (an upper bound on its
 * CPU; the Worker's own clock moves in 1 ms steps there, too coarse for a 9×9's fraction of a
 * millisecond) and the workerd process's CPU time from /proc over the level (a mean only,
 * counted in ticks). Prints a Markdown table, which functions/limits.ts quotes.
 */

const KIND_SPECS: Record<string, ShapeSpec> = {
  classic: { id: 'classic', size: 9 },
  x: { id: 'x', size: 9 },
  '6x6': { id: 'classic', size: 6 },
  hanidoku: { id: 'hanidoku' },
};
const which = process.argv[2] ?? 'all';
if (which !== 'all' && !(which in KIND_SPECS)) {
  process.stderr.write(
    `usage: node bench/generate-kinds.ts [${Object.keys(KIND_SPECS).join('|')}|all] [seeds]\n`,
  );
  process.exit(2);
}
const seeds = Number(process.argv[3] ?? 100);
const WARM_UP = 20;

const workerd = await startWorkerd();
const rows = [
  '| kind | level | attempts allowed | puzzles | workerd wall less empty p50 / p90 / max ms | workerd CPU mean ms (/proc) | Node p50 / p90 ms | same puzzles as Node | not made |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];
try {
  const empty = await workerd.measureEmpty();
  for (const [name, spec] of Object.entries(KIND_SPECS)) {
    if (which !== 'all' && which !== name) continue;
    const shape = shapeOf(spec);
    const kind = kindOf(shape);
    const maxAttempts = generateAttempts(shape);
    const query = `kind=${spec.id}&size=${shape.size}&attempts=${maxAttempts}`;
    const levels = KINDS[spec.id].levels as readonly RatedLevel[];
    /** The wall ms of one puzzle in Node, and its givens ('' when no attempt reached the level). */
    const inNode = (level: RatedLevel, seed: string) => {
      const start = performance.now();
      const made = kind.generate({ seed, level, maxAttempts });
      return { ms: performance.now() - start, givens: made.ok ? made.givens.join('') : '' };
    };
    for (const level of levels) {
      for (let i = 0; i < WARM_UP; i++) {
        inNode(level, `warm-up-${i}`);
        await workerd.generate(level, `warm-up-${i}`, query);
      }
    }
    for (const level of levels) {
      progress(`generate-kinds: ${name} ${level}, ${seeds} seeds`);
      const wall: number[] = [];
      const node: number[] = [];
      let same = 0;
      let notMade = 0;
      const cpuBefore = workerd.cpuMs();
      for (let i = 0; i < seeds; i++) {
        const seed = `bench-${i}`;
        const made = await workerd.generate(level, seed, query);
        wall.push(Math.max(0, made.wallMs - empty.wallMs));
        if (made.givens === '') notMade++;
        const mine = inNode(level, seed);
        node.push(mine.ms);
        if (mine.givens === made.givens) same++;
      }
      const cpuAfter = workerd.cpuMs();
      const cpu =
        cpuBefore === null || cpuAfter === null || empty.cpuMs === null
          ? '—'
          : ((cpuAfter - cpuBefore) / seeds - empty.cpuMs).toFixed(1);
      const p = (values: number[], ...ps: number[]) =>
        ps.map((q) => percentile(values, q).toFixed(1)).join(' / ');
      rows.push(
        `| ${shape.title} | ${level} | ${maxAttempts} | ${seeds} | ${p(wall, 50, 90, 100)} | ${cpu} | ${p(node, 50, 90)} | ${same} of ${seeds} | ${notMade} |`,
      );
      progress(`generate-kinds: ${name} ${level}, workerd median ${median(wall).toFixed(1)} ms`);
    }
  }
  process.stdout.write(`Empty request: ${empty.wallMs.toFixed(2)} ms wall (taken off).\n`);
  process.stdout.write(`${rows.join('\n')}\n${workerd.versions}\n`);
} finally {
  await workerd.close();
}
