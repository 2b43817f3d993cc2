import { GENERATOR_VERSIONS, generatePuzzle } from '../shared/generate.ts';
import { countGivens } from '../shared/givens.ts';
import { RATED_LEVELS } from '../shared/kind/names.ts';
import { formatRate, mean, median, percentile } from './stats.ts';

/**
 * `node bench/generate-versions.ts [seeds]`: every generator version on the same seeds
 * (`bench-0` …, 9×9, symmetry none), taking turns puzzle by puzzle so that each meets the same
 * load from the rest of the machine. Each puzzle is timed alone by wall clock and by the
 * process's CPU time (process.cpuUsage, which a busy machine disturbs less). Prints a Markdown
 * table per level and version.
 */

const seeds = Number(process.argv[2] ?? 300);
const WARM_UP = 30;

interface Tally {
  wallMs: number[];
  cpuMs: number[];
  attempts: number[];
  givens: number[];
}

function generateTimed(version: number, level: (typeof RATED_LEVELS)[number], seed: string) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const made = generatePuzzle({ seed, level, generatorVersion: version });
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  if (!made.ok) throw new Error(`no ${level} puzzle of version ${version} for ${seed}`);
  return { wallMs, cpuMs: (used.user + used.system) / 1000, made };
}

const rows: string[] = [
  '| level | version | puzzles | puzzles/s (wall) | median / p95 ms (wall) | mean CPU ms | mean attempts | mean givens |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
];
for (const level of RATED_LEVELS) {
  for (let i = 0; i < WARM_UP; i++) {
    for (const version of GENERATOR_VERSIONS) generateTimed(version, level, `warm-${i}`);
  }
  const tallies = GENERATOR_VERSIONS.map(
    (): Tally => ({ wallMs: [], cpuMs: [], attempts: [], givens: [] }),
  );
  for (let i = 0; i < seeds; i++) {
    GENERATOR_VERSIONS.forEach((version, v) => {
      const { wallMs, cpuMs, made } = generateTimed(version, level, `bench-${i}`);
      tallies[v].wallMs.push(wallMs);
      tallies[v].cpuMs.push(cpuMs);
      tallies[v].attempts.push(made.attempts);
      tallies[v].givens.push(countGivens(made.givens));
    });
  }
  GENERATOR_VERSIONS.forEach((version, v) => {
    const { wallMs, cpuMs, attempts, givens } = tallies[v];
    const perSecond = (1000 * wallMs.length) / wallMs.reduce((sum, ms) => sum + ms, 0);
    rows.push(
      `| ${level} | ${version} | ${seeds} | ${formatRate(perSecond)} | ${median(wallMs).toFixed(2)} / ${percentile(wallMs, 95).toFixed(2)} | ${mean(cpuMs).toFixed(2)} | ${mean(attempts).toFixed(2)} | ${mean(givens).toFixed(2)} |`,
    );
  });
}
process.stdout.write(`${rows.join('\n')}\n`);
