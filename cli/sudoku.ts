#!/usr/bin/env node
import { RATED_LEVELS } from '../shared/generate.ts';
import { SIZES } from '../shared/geometry.ts';
import { HANIDOKU_LEVELS } from '../shared/hanidoku/index.ts';
import { DEFAULT_BUDGET } from '../shared/search.ts';
import { SYMMETRIES, type Symmetry } from '../shared/symmetry.ts';
import type { BatchJob } from './batch.ts';
import { runCnf } from './cnf.ts';
import { runDraw } from './draw.ts';
import { runGenerate } from './generate.ts';
import { runGrade } from './grade.ts';
import { runGrids } from './grids.ts';
import { runHanidokuExplain, runHanidokuHint } from './hanidoku-hint.ts';
import { HELP } from './help.ts';
import { runExplain, runHint } from './hint.ts';
import {
  choice,
  type OptionValues,
  parseOptions,
  readRegions,
  UsageError,
  VARIANTS,
  wholeNumber,
} from './options.ts';
import { runSat } from './sat.ts';
import { runLines } from './solve-lines.ts';

/**
 * The `sudoku` command line: bulk solving, counting, grading and generating on files, hints and
 * explanations, SAT and CNF.
 */

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
  const { values, positionals } = parseOptions(command, rest);
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

  const variant = choice(values.variant, '--variant', VARIANTS, 'classic');
  const regions = readRegions(values.regions, variant);
  const zeroBased = values['zero-based'] ?? false;
  if (command === 'grade' || command === 'hint' || command === 'explain') {
    const hanidoku = variant === 'hanidoku';
    if (hanidoku) refuseForHanidoku(values, ['zero-based', 'candidates']);
    const read = { variant, regions, zeroBased };
    if (command === 'hint') {
      const detail = wholeNumber(values.detail, '--detail', 1, 3) as 1 | 2 | 3 | undefined;
      if (values.grid === '-' && positionals[0] === '-')
        throw new UsageError('only one of the puzzle and --grid can be read from stdin');
      const options = {
        ...read,
        puzzle: positionals[0],
        grid: values.grid,
        candidates: values.candidates,
        detail,
      };
      return hanidoku ? runHanidokuHint(options) : runHint(options);
    }
    if (command === 'explain') {
      const options = { ...read, puzzle: positionals[0], json: values.json ?? false };
      return hanidoku ? runHanidokuExplain(options) : runExplain(options);
    }
    return runGrade(
      { ...read, json: values.json ?? false, budget: budget ?? DEFAULT_BUDGET },
      { input: positionals[0], output: values.output, stats: values.stats ?? false },
    );
  }
  if (command === 'draw') {
    return runDraw({ input: positionals[0], variant, regions, zeroBased });
  }
  if (command === 'cnf') {
    const amo = values.amo ?? 'pairwise';
    if (amo !== 'pairwise' && amo !== 'sequential') {
      throw new UsageError(`--amo must be pairwise or sequential, got '${amo}'`);
    }
    return runCnf({
      input: positionals[0],
      output: values.output,
      variant,
      regions,
      amo,
      zeroBased,
    });
  }
  const job: BatchJob = {
    command: command as BatchJob['command'],
    unique: values.unique ?? false,
    limit: wholeNumber(values.limit, '--limit', 1, 1_000_000_000) ?? 2,
    budget: budget ?? DEFAULT_BUDGET,
    zeroBased,
    variant,
    regions,
  };
  return runLines(job, {
    input: positionals[0],
    output: values.output,
    stats: values.stats ?? false,
  });
}

/** What Hanidoku generation offers of the --level and --symmetry choices. */
const HANIDOKU_CHOICES = { level: HANIDOKU_LEVELS, symmetry: ['none', 'rotational'] } as const;

/** Refuses the options that mean nothing for Hanidoku (its digits are 1-9, it has no marks). */
function refuseForHanidoku(values: OptionValues, keys: readonly ('zero-based' | 'candidates')[]) {
  for (const key of keys) {
    if (values[key] === undefined) continue;
    const why = key === 'zero-based' ? 'its digits are 1-9' : 'pencil marks are not read for it';
    throw new UsageError(`--${key} does not go with --variant hanidoku: ${why}`);
  }
}

/** `sudoku generate`: its options checked, then the run. */
function generate(values: OptionValues): Promise<number> {
  const count = wholeNumber(values.count, '-n', 1, 1_000_000) ?? 1;
  const variant = choice(values.variant, '--variant', VARIANTS, 'classic');
  if (variant === 'hanidoku') {
    for (const key of ['level', 'symmetry'] as const) {
      const offered: readonly string[] = HANIDOKU_CHOICES[key];
      const value = values[key];
      if (value !== undefined && !offered.includes(value))
        throw new UsageError(
          `--variant hanidoku takes --${key} ${offered.slice(0, -1).join(', ')} or ${offered.at(-1)}, got '${value}'`,
        );
    }
    if (values.minimal && values.level !== undefined) {
      throw new UsageError(
        '--minimal does not go with --level for --variant hanidoku: its minimal puzzles have no chosen level (most need guessing)',
      );
    }
    refuseForHanidoku(values, ['zero-based']);
  }
  const level = choice(values.level, '--level', RATED_LEVELS, 'medium');
  const symmetry = choice<Symmetry>(values.symmetry, '--symmetry', SYMMETRIES, 'none');
  const size = wholeNumber(values.size, '--size', 4, 16);
  if (size !== undefined && !SIZES.includes(size))
    throw new UsageError(`--size must be one of ${SIZES.join(', ')}, got '${size}'`);
  const regions = readRegions(values.regions, variant);
  if (size !== undefined && (variant === 'jigsaw' || variant === 'hanidoku')) {
    const from = variant === 'jigsaw' ? 'its region map' : 'its shape';
    throw new UsageError(
      `--size does not go with --variant ${variant}: the size comes from ${from}`,
    );
  }
  return runGenerate(
    {
      level,
      symmetry,
      variant,
      size: size ?? 9,
      regions,
      minimal: values.minimal ?? false,
      solution: values.solution ?? false,
      grade: values.grade ?? false,
      zeroBased: values['zero-based'] ?? false,
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
