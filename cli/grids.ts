import { randomUUID } from 'node:crypto';
import { createGridFamily, gridIndex, nextGridIndex, writeGrid } from '../shared/grids.ts';
import { createProgress, openOutput } from './io.ts';

export interface GridsOptions {
  count: number;
  seed?: string;
  first: number;
  output?: string;
  stats: boolean;
}

/** Grids written per chunk of output. */
const CHUNK = 50_000;
const LINE = 82;
const SYMBOLS = new TextEncoder().encode('0123456789');

/** `sudoku grids`: `count` distinct solved grids, one per line, the same for the same seed. */
export async function runGrids(options: GridsOptions): Promise<number> {
  const seed = options.seed ?? randomUUID().slice(0, 8);
  if (options.seed === undefined)
    process.stderr.write(`sudoku grids: seed ${seed} (pass --seed ${seed} to repeat)\n`);
  const family = createGridFamily(seed, options.first);
  const output = openOutput(options.output);
  const progress = createProgress('grids', options.count);
  let k = gridIndex(family, 0);
  // The previous chunk is written while the next one is made.
  let written = Promise.resolve();
  for (let from = 0; from < options.count; from += CHUNK) {
    const n = Math.min(CHUNK, options.count - from);
    const bytes = new Uint8Array(n * LINE);
    for (let i = 0; i < n; i++) {
      writeGrid(family, k, bytes, i * LINE, SYMBOLS);
      bytes[i * LINE + 81] = 10;
      k = nextGridIndex(family, k);
    }
    await written;
    written = output.write(bytes);
    progress.update(from + n);
  }
  await written;
  await output.close();
  progress.done();
  if (options.stats) {
    const seconds = progress.seconds();
    const rate = Math.round(options.count / seconds).toLocaleString('en-US');
    process.stderr.write(
      `grids ${options.count.toLocaleString('en-US')}, ${seconds.toFixed(3)} s, ${rate} grids/s\n`,
    );
  }
  return 0;
}
