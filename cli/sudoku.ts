#!/usr/bin/env node
import { SIZES } from '../shared/geometry.ts';
import { KINDS, RATED_LEVELS } from '../shared/kind/names.ts';
import { DEFAULT_BUDGET } from '../shared/search.ts';
import { SYMMETRIES } from '../shared/symmetry.ts';
import type { BatchJob } from './batch.ts';
import { runCnf } from './cnf.ts';
import { runDraw } from './draw.ts';
import { runGenerate } from './generate.ts';
import { runGrade } from './grade.ts';
import { runGrids } from './grids.ts';
import { HELP } from './help.ts';
import { runExplain, runHint } from './hint.ts';
import {
  kindChoice,
  type OptionName,
  type OptionValues,
  parseOptions,
  readCandidatesOption,
  readKind,
  readOptions,
  readZeroBased,
  UsageError,
  wholeNumber,
} from './options.ts';
import { runSat } from './sat.ts';
import { runLines } from './solve-lines.ts';

/**
 * The `sudoku` command line: bulk solving, counting, grading and generating on files, hints and
 * explanations, SAT and CNF.
 */

/** The options each command takes (besides --help). */
const COMMAND_OPTIONS: Record<string, readonly OptionName[]> = {
  solve: ['output', 'stats', 'unique', 'budget', 'variant', 'regions', 'zero-based'],
  count: ['output', 'stats', 'limit', 'budget', 'variant', 'regions', 'zero-based'],
  grids: ['output', 'stats', 'count', 'seed', 'first'],
  sat: ['dpll', 'budget', 'res'],
  cnf: ['output', 'variant', 'regions', 'amo', 'zero-based'],
  draw: ['variant', 'regions', 'zero-based'],
  generate: [
    'output',
    'stats',
    'count',
    'seed',
    'level',
    'symmetry',
    'variant',
    'size',
    'regions',
    'minimal',
    'solution',
    'grade',
    'zero-based',
  ],
  grade: ['output', 'stats', 'json', 'budget', 'variant', 'regions', 'zero-based'],
  hint: ['grid', 'candidates', 'detail', 'variant', 'regions', 'zero-based'],
  explain: ['json', 'variant', 'regions', 'zero-based'],
};

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
  const { values, positionals } = parseOptions(command, COMMAND_OPTIONS[command], rest);
  if (values.help) {
    process.stdout.write(HELP[command]);
    return 0;
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

  if (command === 'generate') {
    if (positionals.length > 0)
      throw new UsageError(`'generate' takes no file, got '${positionals[0]}' (use -o FILE)`);
    return generate(values);
  }
  if (command === 'hint' || command === 'explain') {
    if (positionals.length !== 1) {
      const got = positionals.length === 0 ? 'none' : `${positionals.length}`;
      throw new UsageError(`'${command}' needs one puzzle (a line, a file or -), got ${got}`);
    }
  } else if (positionals.length > 1) {
    throw new UsageError(`'${command}' reads one file, got ${positionals.length}`);
  }
  const budget = wholeNumber(values.budget, '--budget', 1, 1_000_000_000);
  if (command === 'sat') {
    if (positionals.length === 0)
      throw new UsageError("'sat' needs a DIMACS file (or - for stdin)");
    return runSat({
      input: positionals[0],
      dpll: values.dpll ?? false,
      budget,
      res: values.res ?? false,
    });
  }

  const read = readOptions(values);
  if (command === 'hint') {
    const candidates = readCandidatesOption(values, read.spec);
    const detail = wholeNumber(values.detail, '--detail', 1, 3) as 1 | 2 | 3 | undefined;
    if (values.grid === '-' && positionals[0] === '-')
      throw new UsageError('only one of the puzzle and --grid can be read from stdin');
    return runHint({ ...read, puzzle: positionals[0], grid: values.grid, candidates, detail });
  }
  if (command === 'explain') {
    return runExplain({ ...read, puzzle: positionals[0], json: values.json ?? false });
  }
  if (command === 'grade') {
    return runGrade(
      { ...read, json: values.json ?? false, budget: budget ?? DEFAULT_BUDGET },
      { input: positionals[0], output: values.output, stats: values.stats ?? false },
    );
  }
  if (command === 'draw') return runDraw({ ...read, input: positionals[0] });
  if (command === 'cnf') {
    const amo = values.amo ?? 'pairwise';
    if (amo !== 'pairwise' && amo !== 'sequential') {
      throw new UsageError(`--amo must be pairwise or sequential, got '${amo}'`);
    }
    return runCnf({ ...read, input: positionals[0], output: values.output, amo });
  }
  const job: BatchJob = {
    ...read,
    command: command as BatchJob['command'],
    unique: values.unique ?? false,
    limit: wholeNumber(values.limit, '--limit', 1, 1_000_000_000) ?? 2,
    budget: budget ?? DEFAULT_BUDGET,
  };
  return runLines(job, {
    input: positionals[0],
    output: values.output,
    stats: values.stats ?? false,
  });
}

/** `sudoku generate`: its options checked against the kind's table, then the run. */
function generate(values: OptionValues): Promise<number> {
  const count = wholeNumber(values.count, '-n', 1, 1_000_000) ?? 1;
  const shape = readKind(values);
  const words = KINDS[shape.id];
  const level = kindChoice(values.level, '--level', RATED_LEVELS, words.levels, shape, 'medium');
  const symmetry = kindChoice(
    values.symmetry,
    '--symmetry',
    SYMMETRIES,
    words.symmetries,
    shape,
    'none',
  );
  if (values.minimal && values.level !== undefined && !words.minimalAtLevel) {
    throw new UsageError(
      `--minimal does not go with --level for --variant ${shape.id}: its minimal puzzles have no chosen level (most need guessing)`,
    );
  }
  const zeroBased = readZeroBased(values, shape);
  const size = wholeNumber(values.size, '--size', 4, 16);
  if (size !== undefined && !SIZES.includes(size))
    throw new UsageError(`--size must be one of ${SIZES.join(', ')}, got '${size}'`);
  if (size !== undefined && words.shapedBy !== 'size') {
    const from = words.shapedBy === 'regions' ? 'its region map' : 'its shape';
    throw new UsageError(
      `--size does not go with --variant ${shape.id}: the size comes from ${from}`,
    );
  }
  return runGenerate(
    {
      level,
      symmetry,
      shape: size === undefined ? shape : { ...shape, size },
      minimal: values.minimal ?? false,
      solution: values.solution ?? false,
      grade: values.grade ?? false,
      zeroBased,
    },
    { count, seed: values.seed, output: values.output, stats: values.stats ?? false },
  );
}

// A reader that goes away (as with `| head`) has had what it wanted: end quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const { code, syscall } = error as { code?: string; syscall?: string };
  if (code === 'EPIPE') process.exit(0);
  const usage = error instanceof UsageError || code?.startsWith('ERR_PARSE_ARGS');
  if (!usage && !(code?.startsWith('E') && syscall)) throw error;
  process.stderr.write(`sudoku: ${(error as Error).message}\n`);
  if (usage) {
    const command = process.argv[2] in HELP ? `${process.argv[2]} ` : '';
    process.stderr.write(`Run 'sudoku ${command}--help' for usage.\n`);
  }
  process.exitCode = 2;
}
