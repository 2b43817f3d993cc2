import { mkdirSync, writeFileSync } from 'node:fs';
import { benchCourse, benchGrids } from './bulk.ts';
import { nodeStartSeconds, npxStartSeconds, ROOT } from './cli.ts';
import { describeMachine, renderReport } from './report.ts';
import { benchSolving } from './solving.ts';
import { progress } from './stats.ts';

/**
 * `npm run bench`: the solving benchmarks against the peers, then the bulk CLI runs, then
 * docs/benchmarks.md. `node bench/run.ts solving` (or `bulk`) runs one part and writes the
 * report to bench/out/benchmarks.md instead, for trying things out.
 */

const part = process.argv[2];
if (part !== undefined && part !== 'solving' && part !== 'bulk') {
  process.stderr.write(`usage: node bench/run.ts [solving|bulk], got '${part}'\n`);
  process.exit(2);
}
const started = performance.now();
const machine = describeMachine();
progress(`${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, load ${machine.load}`);
mkdirSync(`${ROOT}bench/out`, { recursive: true });

const solving =
  part === 'bulk' ? { ours: [], peers: [], skipped: ['solving: not run'] } : benchSolving();
const grids = part === 'solving' ? null : benchGrids();
const course = part === 'solving' ? null : benchCourse();
const nodeSeconds = nodeStartSeconds();
const npxSeconds = npxStartSeconds();

const text = renderReport({
  machine,
  minutes: (performance.now() - started) / 60_000,
  solving,
  grids,
  course,
  nodeSeconds,
  npxSeconds,
});
const path = part === undefined ? 'docs/benchmarks.md' : 'bench/out/benchmarks.md';
writeFileSync(ROOT + path, text);
progress(`wrote ${path}`);
