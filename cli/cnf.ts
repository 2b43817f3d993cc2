import { readFileSync, writeFileSync } from 'node:fs';
import { validatePuzzle } from '../shared/format.ts';
import { classicGeometry, type Geometry } from '../shared/geometry.ts';
import { encodeHanidoku } from '../shared/hanidoku/encode.ts';
import { validateHanidoku } from '../shared/hanidoku/format.ts';
import { regionGeometry } from '../shared/regions.ts';
import type { AtMostOneEncoding } from '../shared/sat/cardinality.ts';
import type { Cnf } from '../shared/sat/cnf.ts';
import { formatDimacs } from '../shared/sat/dimacs.ts';
import { encodePuzzle } from '../shared/sat/encode-sudoku.ts';
import type { BatchJob } from './batch.ts';
import { contentLines, isDrawnOverLines } from './io.ts';

export interface CnfCommandOptions {
  input?: string;
  output?: string;
  variant: BatchJob['variant'];
  regions: string;
  amo: AtMostOneEncoding;
  zeroBased: boolean;
}

/** `sudoku cnf`: the DIMACS CNF of one puzzle. Returns the exit status. */
export function runCnf(options: CnfCommandOptions): number {
  const name = options.input === undefined || options.input === '-' ? 'stdin' : options.input;
  const text = readFileSync(name === 'stdin' ? 0 : name, 'latin1');
  const lines = contentLines(text);
  if (lines.length > 1 && !isDrawnOverLines(text)) {
    process.stderr.write(
      `${name}: 'cnf' encodes one puzzle, and this input holds ${lines.length} puzzle lines\n`,
    );
    return 1;
  }
  let cnf: Cnf;
  if (options.variant === 'hanidoku') {
    const read = validateHanidoku(text.trim());
    if (!read.ok) {
      process.stderr.write(`${name}: ${read.error.message}\n`);
      return 1;
    }
    cnf = encodeHanidoku(read.givens, { amo: options.amo }).cnf;
  } else {
    let geometry: Geometry | undefined;
    if (options.variant === 'jigsaw') geometry = regionGeometry(options.regions);
    else if (options.variant === 'x') {
      const plain = validatePuzzle(text, { zeroBased: options.zeroBased });
      if (plain.ok) geometry = classicGeometry(plain.puzzle.geometry.size, 'x');
    }
    const read = validatePuzzle(text, { zeroBased: options.zeroBased, geometry });
    if (!read.ok) {
      process.stderr.write(`${name}: ${read.error.message}\n`);
      return 1;
    }
    cnf = encodePuzzle(read.puzzle, { amo: options.amo }).cnf;
  }
  const dimacs = formatDimacs(cnf);
  if (options.output === undefined || options.output === '-') process.stdout.write(dimacs);
  else writeFileSync(options.output, dimacs);
  return 0;
}
