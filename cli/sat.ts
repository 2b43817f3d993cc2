import { writeFileSync } from 'node:fs';
import { solveCdcl } from '../shared/sat/cdcl.ts';
import type { SatResult } from '../shared/sat/cnf.ts';
import { toDimacs } from '../shared/sat/cnf.ts';
import { validateDimacs } from '../shared/sat/dimacs.ts';
import { solveDpll } from '../shared/sat/dpll.ts';
import { readText } from './io.ts';

export interface SatCommandOptions {
  input: string;
  dpll: boolean;
  budget?: number;
  res: boolean;
}

/** MiniSat's exit statuses. */
const EXIT = { SAT: 10, UNSAT: 20, UNKNOWN: 0 } as const;
const VERDICT = { SAT: 'SATISFIABLE', UNSAT: 'UNSATISFIABLE', UNKNOWN: 'UNKNOWN' } as const;
const COURSE_VERDICT = { SAT: 1, UNSAT: 0, UNKNOWN: -1 } as const;

/** The model as DIMACS literals: 1 -2 3 … */
function modelLiterals(result: SatResult): number[] {
  const model = result.model ?? new Uint8Array(0);
  return Array.from(model, (value, v) => toDimacs(2 * v + (value ? 0 : 1)));
}

/** `v` lines of at most about 80 characters, the last ending in 0. */
function valueLines(literals: number[]): string {
  const lines: string[] = [];
  let line = 'v';
  for (const n of [...literals, 0]) {
    const word = ` ${n}`;
    if (line.length + word.length > 80) {
      lines.push(line);
      line = 'v';
    }
    line += word;
  }
  lines.push(line);
  return `${lines.join('\n')}\n`;
}

/**
 * `sudoku sat FILE.cnf`: SAT competition output on stdout and MiniSat's exit statuses
 * (10 satisfiable, 20 unsatisfiable, 0 unknown); 1 when the file is not valid DIMACS.
 */
export function runSat(options: SatCommandOptions): number {
  const name = options.input === '-' ? 'stdin' : options.input;
  const text = readText(options.input, 'utf8');
  const read = validateDimacs(text);
  if (!read.ok) {
    // The message names the line (a DimacsError's message starts `line N:`).
    process.stderr.write(`${name}: ${read.error.message}\n`);
    return 1;
  }
  const { cnf } = read;
  const solver = options.dpll ? solveDpll : solveCdcl;
  const started = performance.now();
  const result = solver(cnf, { conflictBudget: options.budget, now: () => performance.now() });
  const milliseconds = performance.now() - started;
  const { stats } = result;
  const out = [
    `c sudoku sat (${options.dpll ? 'DPLL' : 'CDCL'}): ${cnf.varCount} variables, ${cnf.clauses.length} clauses`,
    `c decisions ${stats.decisions}`,
    `c propagations ${stats.propagations}`,
    `c conflicts ${stats.conflicts}`,
    `c restarts ${stats.restarts}`,
    `c learnt clauses ${stats.learnts}`,
    `c time ${milliseconds.toFixed(3)} ms`,
    `s ${VERDICT[result.status]}`,
  ];
  process.stdout.write(`${out.join('\n')}\n`);
  const literals = result.status === 'SAT' ? modelLiterals(result) : [];
  if (result.status === 'SAT') process.stdout.write(valueLines(literals));
  if (options.res) {
    // The course format: s 1|0|-1, v and the assignment, t and the milliseconds.
    const resPath = `${options.input === '-' ? 'stdin' : options.input.replace(/\.cnf$/i, '')}.res`;
    const v = result.status === 'SAT' ? `v ${literals.join(' ')}\n` : '';
    writeFileSync(
      resPath,
      `s ${COURSE_VERDICT[result.status]}\n${v}t ${milliseconds.toFixed(3)}\n`,
    );
    process.stderr.write(`sudoku sat: wrote ${resPath}\n`);
  }
  return EXIT[result.status];
}
