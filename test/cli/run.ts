import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../cli/sudoku.ts', import.meta.url));

/** What a run of the command line left: its exit status and what it wrote. */
export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `sudoku ARGS` with `input` on stdin, from the sources (or from `script`, a bundle); runs
 * of one test can go in parallel, as each spends most of its time starting.
 * @example const [a, b] = await Promise.all([sudoku(['solve'], line), sudoku(['count'], line)]);
 */
export function sudoku(args: string[], input = '', script = CLI): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args]);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input);
  });
}
