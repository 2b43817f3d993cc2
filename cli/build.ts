import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * `npm run build:cli` (and `prepare`, so `npm install` and `npm ci` run it): bundles the
 * command line and its two worker scripts into build/cli/ (or the folder given as the
 * argument), beside a list of the sources they were made from. Node then starts `sudoku`
 * without resolving some ninety modules and stripping their types, which took longer than the
 * commands' own work on a file of 50,000 puzzles. The bundle is split where the sources import
 * lazily (each command, the full readers), so that a command loads its own code and no other's:
 * `sudoku solve` no longer parses the grader, nor a worker thread the generator. cli/launch.js
 * runs the bundle while it is newer than every one of those sources, else the sources themselves.
 */

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The entry points; pool.ts's workerScript finds the workers beside the bundle. */
const ENTRIES = ['sudoku', 'worker', 'puzzle-worker'];
/** The list of sources, read by cli/launch.js. */
const SOURCES_FILE = 'sources.json';
/** The name esbuild gives a chunk (`[name]-[hash].js`): an earlier build's are removed. */
const CHUNK = /-[A-Z0-9]{8}\.js$/;

// Absolute, so that the chunks esbuild reports (relative to ROOT) are found whatever the cwd.
const outdir = resolve(process.argv[2] ?? `${ROOT}build/cli`);
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: ENTRIES.map((name) => `cli/${name}.ts`),
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  metafile: true,
  logLevel: 'warning',
});
const made = new Set(Object.keys(result.metafile.outputs).map((path) => join(ROOT, path)));
for (const name of readdirSync(outdir)) {
  const path = join(outdir, name);
  if (CHUNK.test(name) && !made.has(path)) rmSync(path);
}
const sources = Object.keys(result.metafile.inputs).filter((path) => !path.startsWith('node:'));
writeFileSync(`${outdir}/${SOURCES_FILE}`, `${JSON.stringify(sources, null, 1)}\n`);
