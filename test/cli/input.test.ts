import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sudoku } from './run.ts';

/** What every command reads: a UTF-8 byte-order mark (as Windows Notepad writes) is skipped. */

const dir = mkdtempSync(join(tmpdir(), 'sudoku-input-'));
const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const BOM = '\uFEFF';

describe('a byte-order mark at the start of the input', () => {
  it('is skipped by the commands reading puzzle lines, from a file or stdin', async () => {
    const file = join(dir, 'bom.txt');
    writeFileSync(file, `${BOM}${EASY}\n${EASY}\n`);
    const runs = await Promise.all([
      sudoku(['solve', file]),
      sudoku(['solve'], `${BOM}${EASY}\n`),
      sudoku(['count', file]),
      sudoku(['grade', file]),
    ]);
    for (const run of runs) {
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    }
    expect(runs[0].stdout).toBe(`${SOLUTION}\n${SOLUTION}\n`);
    expect(runs[1].stdout).toBe(`${SOLUTION}\n`);
    expect(runs[2].stdout).toBe('1\n1\n');
  });

  it('is skipped before a puzzle drawn over several lines', async () => {
    const drawn = (await sudoku(['draw'], `${EASY}\n`)).stdout;
    const run = await sudoku(['solve'], `${BOM}${drawn}`);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(`${SOLUTION}\n`);
  });

  it('is skipped by the commands reading one puzzle, and by sat', async () => {
    const file = join(dir, 'one.txt');
    writeFileSync(file, `${BOM}${EASY}\n`);
    const cnf = join(dir, 'bom.cnf');
    writeFileSync(cnf, `${BOM}p cnf 1 1\n1 0\n`);
    const runs = await Promise.all([
      sudoku(['hint', file]),
      sudoku(['hint', '-'], `${BOM}${EASY}\n`),
      sudoku(['explain', file]),
      sudoku(['cnf', file]),
      sudoku(['draw', file]),
      sudoku(['draw'], `${BOM}${EASY}\n`),
      sudoku(['sat', cnf]),
    ]);
    for (const run of runs.slice(0, -1)) {
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    }
    expect(runs[0].stdout).toMatch(/^Technique: /);
    expect(runs[4].stdout).toBe(runs[5].stdout);
    expect(runs[4].stdout).toContain('| 5 3 . |');
    expect(runs[6].stderr).toBe('');
    expect(runs[6].status).toBe(10);
  });
});
