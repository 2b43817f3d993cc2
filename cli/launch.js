#!/usr/bin/env node
import { readFileSync, statSync } from 'node:fs';
import { enableCompileCache } from 'node:module';

/**
 * The `sudoku` command (package.json's bin and `npm run sudoku`): runs the bundle cli/build.ts
 * made (build/cli/sudoku.js) while it is newer than every source it was made from, else the
 * TypeScript sources, which start slower but always say what the code says. Plain JavaScript,
 * so that Node strips no types before the bundle runs.
 */

const BUILD = new URL('../build/cli/', import.meta.url);

/** Whether the bundle exists and no source listed beside it has changed since. */
function bundleIsFresh() {
  try {
    const built = statSync(new URL('sudoku.js', BUILD)).mtimeMs;
    const sources = JSON.parse(readFileSync(new URL('sources.json', BUILD), 'utf8'));
    const root = new URL('../', import.meta.url);
    return sources.every((path) => statSync(new URL(path, root)).mtimeMs <= built);
  } catch {
    return false;
  }
}

if (bundleIsFresh()) {
  // Node keeps the bundle's compiled code between runs (in the system's temporary folder); the
  // variable carries the cache to the worker threads, which would otherwise compile afresh.
  const { directory } = enableCompileCache();
  if (directory !== undefined) process.env.NODE_COMPILE_CACHE ??= directory;
  await import(new URL('sudoku.js', BUILD).href);
} else if (process.env.SUDOKU_BUNDLE === 'required') {
  // The benchmarks' guard: a stale bundle is never timed as the bundle.
  process.stderr.write(
    'sudoku: build/cli/ is missing or older than a source (npm run build:cli)\n',
  );
  process.exit(2);
} else {
  await import('./sudoku.ts');
}
