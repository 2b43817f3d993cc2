import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

/**
 * `npm run build:cli` (and `prepare`, so `npm install` and `npm ci` run it): bundles the
 * command line and its two worker scripts into build/cli/ (or the folder given as the
 * argument), beside a list of the sources they were made from. Node then starts `sudoku`
 * without resolving some ninety modules and stripping their types, which took longer than the
 * commands' own work on a file of 50,000 puzzles. The bundle is split where the sources import
 * lazily (each command, the full readers), so that a command loads its own code and no other's:
 * `sudoku solve` no longer parses the grader, nor a worker thread the generator. cli/launch.js
 * runs the bundle while it is newer than every one of those sources, else the sources themselves.
 *
 * Rolldown, not esbuild: esbuild turns a module's top-level `const` into `var`, and V8 then
 * reloads the solver's tables on every use instead of folding them in as constants; the solver
 * ran 15-18% slower from esbuild's bundle than from the sources (49,158 17-clue puzzles: 350 ms
 * against 300 on one thread), and as fast again from Rolldown's.
 */

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The entry points; pool.ts's workerScript finds the workers beside the bundle. */
const ENTRIES = ['sudoku', 'worker', 'puzzle-worker'];
/** The list of sources, read by cli/launch.js. */
const SOURCES_FILE = 'sources.json';
/** The names of the shared chunks: an earlier build's are removed. */
const CHUNK = /^chunk-.*\.js$/;

// Absolute: Rolldown would take a relative folder from its `cwd` (ROOT), not from the caller's.
const outdir = resolve(process.argv[2] ?? `${ROOT}build/cli`);
const result = await build({
  cwd: ROOT,
  input: Object.fromEntries(ENTRIES.map((name) => [name, `cli/${name}.ts`])),
  platform: 'node',
  logLevel: 'warn',
  output: {
    dir: outdir,
    format: 'esm',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunk-[name]-[hash].js',
  },
});
const made = new Set(result.output.map((file) => file.fileName));
for (const name of readdirSync(outdir)) {
  if (CHUNK.test(name) && !made.has(name)) rmSync(join(outdir, name));
}
const sources = new Set<string>();
for (const file of result.output) {
  if (file.type !== 'chunk') continue;
  for (const id of file.moduleIds) if (id.startsWith(ROOT)) sources.add(relative(ROOT, id));
}
writeFileSync(`${outdir}/${SOURCES_FILE}`, `${JSON.stringify([...sources], null, 1)}\n`);
