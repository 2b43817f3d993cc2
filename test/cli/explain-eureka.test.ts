import { describe, expect, it } from 'vitest';
import { sudoku } from './run.ts';

/** A Sudoku Exchange bank puzzle (SE 8.3) whose solve takes forcing chains. */
const PUZZLE = '700000810040008200000206003000320900200804007003067000800602000009500080051000002';

/** One (SE 7.1) whose solve takes AICs, one with a grouped node. */
const AIC_PUZZLE =
  '200050006010000090600801003007090600000703000900080002100000005060902010003060200';

describe('sudoku explain and forcing chains', () => {
  it('tells a forcing chain in words, or in Eureka notation with --eureka', async () => {
    const [words, eureka, json] = await Promise.all([
      sudoku(['explain', PUZZLE]),
      sudoku(['explain', '--eureka', PUZZLE]),
      sudoku(['explain', '--json', PUZZLE]),
    ]);
    // Each step names its technique once, even where the sentence begins with the name.
    for (const line of words.stdout.split('\n')) expect(line).not.toMatch(/^ *\d+\. ([^:]+): \1:/);
    const said = words.stdout.split('\n').find((line) => line.includes('Forcing chain:'));
    expect(said).toMatch(/Suppose the opposite: if row \d, column \d is \d, then .*, so /);
    const chain = eureka.stdout.split('\n').find((line) => line.includes('Forcing chain:'));
    expect(chain).toMatch(/: \(\d\)r\dc\d( [-=] \(\d\)r\dc\d)+ => r\dc\d<>\d$/);
    const steps = JSON.parse(json.stdout).steps as { technique: string; eureka?: string }[];
    const step = steps.find((s) => s.technique === 'forcing-chain');
    expect(chain).toContain(step?.eureka);
    expect(steps.find((s) => s.technique === 'hidden-single')?.eureka).toBeUndefined();
  });

  it('tells an AIC in words, or in Eureka notation with grouped nodes', async () => {
    const [words, eureka] = await Promise.all([
      sudoku(['explain', AIC_PUZZLE]),
      sudoku(['explain', '--eureka', AIC_PUZZLE]),
    ]);
    const said = words.stdout.split('\n').find((line) => line.includes('AIC: Grouped AIC:'));
    expect(said).toMatch(
      /: if row \d, column \d is not \d, then one of row \d, columns \d and \d is \d, so /,
    );
    const chains = eureka.stdout.split('\n').filter((line) => line.includes('AIC:'));
    expect(chains.some((line) => /\(\d\)r\dc\d\d /.test(line))).toBe(true);
    for (const line of chains) {
      expect(line).toMatch(/: \(\d\)r\d+c\d+( [-=] \(\d\)r\d+c\d+)+ => r\dc\d<>\d(, r\dc\d<>\d)*$/);
    }
  });
});
