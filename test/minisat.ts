import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { Cnf, SatStatus } from '../shared/sat/cnf.ts';
import { formatDimacs } from '../shared/sat/dimacs.ts';

/**
 * MiniSat 2.2 (`apt install minisat`) as an outside oracle: verdicts (exit 10 SAT, 20 UNSAT)
 * and models. Tests that use it skip, visibly, when it is not on PATH.
 */
export const hasMinisat = (process.env.PATH ?? '')
  .split(delimiter)
  .some((dir) => dir !== '' && existsSync(join(dir, 'minisat')));

/** What MiniSat answers for each formula: a model (one value per variable) or null for UNSAT. */
export function minisatModels(cnfs: Cnf[]): (Uint8Array | null)[] {
  const dir = mkdtempSync(join(tmpdir(), 'minisat-'));
  try {
    const files = cnfs.map((cnf, i) => {
      const file = join(dir, `${i}.cnf`);
      writeFileSync(file, formatDimacs(cnf));
      return file;
    });
    // One shell for the lot: a process per formula from Node costs more than MiniSat itself.
    const script = 'for f in "$@"; do minisat -verb=0 "$f" "$f.out" >/dev/null 2>&1; echo $?; done';
    const codes = execFileSync('sh', ['-c', script, 'sh', ...files], { encoding: 'utf8' })
      .trim()
      .split('\n');
    return cnfs.map((cnf, i) => {
      const [verdict, values = ''] = readFileSync(`${files[i]}.out`, 'utf8').split('\n');
      if (codes[i] === '20' && verdict === 'UNSAT') return null;
      if (codes[i] !== '10' || verdict !== 'SAT') {
        throw new Error(`minisat on formula ${i}: exit ${codes[i]}, ${verdict}`);
      }
      const model = new Uint8Array(cnf.varCount);
      for (const n of values.trim().split(/\s+/).map(Number)) if (n > 0) model[n - 1] = 1;
      return model;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** MiniSat's verdict on each formula, SAT or UNSAT. */
export function minisatVerdicts(cnfs: Cnf[]): SatStatus[] {
  return minisatModels(cnfs).map((model) => (model === null ? 'UNSAT' : 'SAT'));
}
