import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * The progress line on a terminal (cli/io.ts createProgress), seen through a pseudo-terminal
 * made by util-linux's `script`, as in play-screen.test.ts.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(ROOT, 'cli/sudoku.ts');
const hasScript = spawnSync('script', ['--version']).status === 0;
if (!hasScript) console.warn('progress tests skipped: util-linux `script` is not installed');

/** Seconds to wait for the line: generous, as a slow machine must not fail the test. */
const PATIENCE_MS = 60_000;

describe.skipIf(!hasScript)('the progress line', () => {
  it('shows the seconds going by while one slow puzzle is being made', async () => {
    // This seed's X 16×16 expert (puzzle 0, seed 'progress-1/0') spends 19 s of its 20 s here
    // in one attempt: the line must tick through it, not wait for the next attempt.
    const command = `timeout 90 '${process.execPath}' '${CLI}' generate --variant x --size 16 --level expert --seed progress-1 -o /dev/null`;
    const child = spawn('script', ['-qfec', command, '/dev/null']);
    let out = '';
    /** The seconds the progress line has shown so far. */
    const seconds = () =>
      new Set(
        [...stripVTControlCharacters(out).matchAll(/generated 0 of 1 \(0\/s\), (\d+) s/g)].map(
          (match) => match[1],
        ),
      );
    const ticked = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no progress line:\n${out}`)), PATIENCE_MS);
      child.stdout.setEncoding('utf8').on('data', (text: string) => {
        out += text;
        if (seconds().size >= 2) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    try {
      await ticked;
    } finally {
      child.kill();
    }
    // Two lines with different seconds, both early: it ticked while the attempt went on (a busy
    // machine may skip a second, so which seconds is not fixed).
    expect(seconds().size).toBeGreaterThanOrEqual(2);
    expect(Math.max(...[...seconds()].map(Number))).toBeLessThan(10);
  });
});
