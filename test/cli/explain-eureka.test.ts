import { describe, expect, it } from 'vitest';
import { sudoku } from './run.ts';

/** A Sudoku Exchange bank puzzle (SE 7.1) whose solve takes one forcing chain. */
const PUZZLE = '200050006010000090600801003007090600000703000900080002100000005060902010003060200';

describe('sudoku explain and forcing chains', () => {
  it('tells a forcing chain in words, or in Eureka notation with --eureka', async () => {
    const [words, eureka, json] = await Promise.all([
      sudoku(['explain', PUZZLE]),
      sudoku(['explain', '--eureka', PUZZLE]),
      sudoku(['explain', '--json', PUZZLE]),
    ]);
    const said = words.stdout.split('\n').find((line) => line.includes('Forcing chain:'));
    expect(said).toMatch(/Suppose the opposite: if row \d, column \d is \d, then .*, so /);
    const chain = eureka.stdout.split('\n').find((line) => line.includes('Forcing chain:'));
    expect(chain).toMatch(/: \(\d\)r\dc\d( [-=] \(\d\)r\dc\d)+ => r\dc\d<>\d$/);
    const steps = JSON.parse(json.stdout).steps as { technique: string; eureka?: string }[];
    const step = steps.find((s) => s.technique === 'forcing-chain');
    expect(chain).toContain(step?.eureka);
    expect(steps.find((s) => s.technique === 'hidden-single')?.eureka).toBeUndefined();
  });
});
