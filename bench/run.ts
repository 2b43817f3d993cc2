import { mkdirSync, writeFileSync } from 'node:fs';
import { benchCourse, benchGrids } from './bulk.ts';
import { nodeStartSeconds, npxStartSeconds, ROOT } from './cli.ts';
import { benchGenerate } from './generate.ts';
import { benchLoad } from './load.ts';
import { benchPreview } from './preview.ts';
import { describeMachine, renderReport } from './report.ts';
import { benchSat } from './sat.ts';
import { benchSite } from './site.ts';
import { benchSolving } from './solving.ts';
import { progress } from './stats.ts';
import { benchGenerateBesideQqwing, benchSolveBesideQqwing } from './whole-process.ts';

/**
 * `npm run bench`: the solving benchmarks against the peers, then the bulk CLI runs (with
 * `sudoku solve` beside qqwing as whole processes), then the SAT solvers, then puzzle
 * generation (with `sudoku generate` beside qqwing likewise), then the edge API under load,
 * then the daily site's first visit, then the link previews, then docs/benchmarks.md. `node bench/run.ts solving` (or `bulk`, `sat`, `generate`,
 * `load`, `site`, `preview`, or `whole` for the whole-process runs beside qqwing alone) runs one part and
 * writes the report to bench/out/benchmarks.md instead, for trying things out.
 */

const PARTS = ['solving', 'bulk', 'sat', 'generate', 'load', 'site', 'preview', 'whole'];
const part = process.argv[2];
if (part !== undefined && !PARTS.includes(part)) {
  process.stderr.write(`usage: node bench/run.ts [${PARTS.join('|')}], got '${part}'\n`);
  process.exit(2);
}
const started = performance.now();
const machine = describeMachine();
progress(`${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, load ${machine.load}`);
mkdirSync(`${ROOT}bench/out`, { recursive: true });

const runs = (name: string) => part === undefined || part === name;
const solving = runs('solving')
  ? benchSolving()
  : { ours: [], peers: [], skipped: ['solving: not run'] };
const grids = runs('bulk') ? benchGrids() : null;
const course = runs('bulk') ? benchCourse() : null;
// `whole` runs only these side-by-side runs of the bulk and generate parts.
const wholeProcess = [
  ...(runs('bulk') || part === 'whole' ? [benchSolveBesideQqwing()] : []),
  ...(runs('generate') || part === 'whole' ? [benchGenerateBesideQqwing()] : []),
];
const sat = runs('sat') ? await benchSat() : null;
const generation = runs('generate') ? await benchGenerate() : null;
const load = runs('load') ? await benchLoad() : null;
const site = runs('site') ? await benchSite() : null;
const preview = runs('preview') ? await benchPreview() : null;
const nodeSeconds = nodeStartSeconds();
const npxSeconds = npxStartSeconds();

const text = renderReport({
  machine,
  minutes: (performance.now() - started) / 60_000,
  solving,
  grids,
  course,
  wholeProcess,
  sat,
  generation,
  load,
  site,
  preview,
  nodeSeconds,
  npxSeconds,
});
const path = part === undefined ? 'docs/benchmarks.md' : 'bench/out/benchmarks.md';
writeFileSync(ROOT + path, text);
progress(`wrote ${path}`);
