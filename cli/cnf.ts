import { writeFileSync } from 'node:fs';
import { kindOf } from '../shared/kind/kind.ts';
import type { AtMostOneEncoding } from '../shared/sat/cardinality.ts';
import { formatDimacs } from '../shared/sat/dimacs.ts';
import { readText } from './io.ts';
import { type ReadOptions, readOnePuzzle } from './puzzle-reader.ts';

export interface CnfCommandOptions extends ReadOptions {
  input?: string;
  output?: string;
  amo: AtMostOneEncoding;
}

/** `sudoku cnf`: the DIMACS CNF of one puzzle, of any kind. Returns the exit status. */
export function runCnf(options: CnfCommandOptions): number {
  const name = options.input === undefined || options.input === '-' ? 'stdin' : options.input;
  const read = readOnePuzzle(readText(options.input), options);
  if (!read.ok) {
    const message =
      'lines' in read
        ? `'cnf' encodes one puzzle, and this input holds ${read.lines} puzzle lines`
        : read.error.message;
    process.stderr.write(`${name}: ${message}\n`);
    return 1;
  }
  const dimacs = formatDimacs(kindOf(read.shape).cnf(read.givens, { amo: options.amo }).cnf);
  if (options.output === undefined || options.output === '-') process.stdout.write(dimacs);
  else writeFileSync(options.output, dimacs);
  return 0;
}
