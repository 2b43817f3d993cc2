#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { DEFAULT_BUDGET } from '../shared/search.ts';
import type { BatchJob } from './batch.ts';
import { runGrids } from './grids.ts';
import { runLines } from './solve-lines.ts';

/** The `sudoku` command line: bulk solving, counting and grid making on files. */

const HELP: Record<string, string> = {
  main: `Usage: sudoku <command> [options]

Commands:
  solve [FILE|-]   solve one puzzle per line, one answer per line
  count [FILE|-]   count the solutions of each puzzle, up to a limit
  grids -n N       write N distinct solved 9x9 grids

Run 'sudoku <command> --help' for a command's options.
Exit status: 0 success, 1 some input lines were bad, 2 usage error.
`,
  solve: `Usage: sudoku solve [FILE|-] [options]

Reads puzzles, one per line (81 characters for 9x9; 16, 36, 64, 144 or 256 for the other
sizes; '.', '0', '_', '*', 'x' or space for a blank; anything after the grid and a space, tab,
',', ':' or ';' is ignored), or one puzzle drawn over several lines (.sdk, or with | - +).
Writes one line per input line, in the same order: the solution, 'unsolvable', 'multiple'
(with --unique), 'budget' (search budget spent) or 'invalid' (the reason goes to stderr).
Blank lines stay blank and '#' lines are copied.

Options:
  -o, --output FILE   write to FILE instead of standard output
  -u, --unique        answer 'multiple' when a puzzle has more than one solution
      --budget N      search nodes per puzzle (default ${DEFAULT_BUDGET})
      --variant V     classic (default) or x (diagonals are units too)
      --zero-based    digits are 0-9, A-F (for 16x16) instead of 1-9, A-G
      --stats         print a summary (counts, time, puzzles per second) on stderr
  -h, --help          show this help

Example: sudoku solve puzzles.txt -o solutions.txt --stats
`,
  count: `Usage: sudoku count [FILE|-] [options]

Reads puzzles as 'sudoku solve' does and writes, per line, the number of solutions, capped at
the limit (so with the default limit 2, '2' means two or more).

Options:
  -l, --limit N       stop counting at N solutions (default 2)
  -o, --output FILE   write to FILE instead of standard output
      --budget N      search nodes per puzzle (default ${DEFAULT_BUDGET})
      --variant V     classic (default) or x
      --zero-based    digits are 0-9, A-F
      --stats         print a summary on stderr
  -h, --help          show this help

Example: sudoku count --limit 1000 puzzles.txt
`,
  grids: `Usage: sudoku grids -n N [options]

Writes N distinct solved 9x9 grids (1 <= N <= 10,000,000), one 81-digit line each. The same
seed always gives the same grids; without --seed a seed is chosen and printed on stderr.

Options:
  -n, --count N       how many grids
  -o, --output FILE   write to FILE instead of standard output
      --seed S        any text
      --first D       fix the top-left digit to D (1-9)
      --stats         print time and grids per second on stderr
  -h, --help          show this help

Example: sudoku grids -n 1000000 --seed course --first 5 -o grids.txt
`,
};

class UsageError extends Error {}

function wholeNumber(
  value: string | undefined,
  name: string,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    throw new UsageError(
      `${name} must be a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}, got '${value}'`,
    );
  }
  return n;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) {
    process.stderr.write(HELP.main);
    return 2;
  }
  if (command === '-h' || command === '--help' || command === 'help') {
    process.stdout.write(HELP.main);
    return 0;
  }
  if (!(command in HELP) || command === 'main')
    throw new UsageError(`unknown command '${command}'`);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      output: { type: 'string', short: 'o' },
      stats: { type: 'boolean' },
      unique: { type: 'boolean', short: 'u' },
      limit: { type: 'string', short: 'l' },
      budget: { type: 'string' },
      variant: { type: 'string' },
      'zero-based': { type: 'boolean' },
      count: { type: 'string', short: 'n' },
      seed: { type: 'string' },
      first: { type: 'string' },
    },
  });
  if (values.help) {
    process.stdout.write(HELP[command]);
    return 0;
  }
  const allowed: Record<string, string[]> = {
    solve: ['output', 'stats', 'unique', 'budget', 'variant', 'zero-based'],
    count: ['output', 'stats', 'limit', 'budget', 'variant', 'zero-based'],
    grids: ['output', 'stats', 'count', 'seed', 'first'],
  };
  for (const key of Object.keys(values)) {
    if (!allowed[command].includes(key))
      throw new UsageError(`'${command}' takes no option --${key}`);
  }

  if (command === 'grids') {
    if (positionals.length > 0)
      throw new UsageError(`'grids' takes no file, got '${positionals[0]}'`);
    const count = wholeNumber(values.count, '-n', 1, 10_000_000);
    if (count === undefined) throw new UsageError("'grids' needs -n N, the number of grids");
    const first = wholeNumber(values.first, '--first', 1, 9) ?? 0;
    return runGrids({
      count,
      first,
      seed: values.seed,
      output: values.output,
      stats: values.stats ?? false,
    });
  }

  if (positionals.length > 1)
    throw new UsageError(`'${command}' reads one file, got ${positionals.length}`);
  const variant = values.variant ?? 'classic';
  if (variant !== 'classic' && variant !== 'x') {
    throw new UsageError(`--variant must be classic or x, got '${variant}'`);
  }
  const job: BatchJob = {
    command: command as BatchJob['command'],
    unique: values.unique ?? false,
    limit: wholeNumber(values.limit, '--limit', 1, 1_000_000_000) ?? 2,
    budget: wholeNumber(values.budget, '--budget', 1, 1_000_000_000) ?? DEFAULT_BUDGET,
    zeroBased: values['zero-based'] ?? false,
    variant,
  };
  return runLines(job, {
    input: positionals[0],
    output: values.output,
    stats: values.stats ?? false,
  });
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const { code, syscall } = error as { code?: string; syscall?: string };
  if (code === 'EPIPE') {
    // The reader went away (as with `| head`): what it wanted was written.
    process.exit(0);
  }
  const usage = error instanceof UsageError || code?.startsWith('ERR_PARSE_ARGS');
  if (!usage && !(code?.startsWith('E') && syscall)) throw error;
  process.stderr.write(`sudoku: ${(error as Error).message}\n`);
  if (usage) {
    const command = process.argv[2] in HELP ? `${process.argv[2]} ` : '';
    process.stderr.write(`Run 'sudoku ${command}--help' for usage.\n`);
  }
  process.exitCode = 2;
}
