#!/usr/bin/env node
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { regionGeometry } from '../shared/format.ts';
import { RATED_LEVELS, type RatedLevel } from '../shared/generate.ts';
import { SIZES } from '../shared/geometry.ts';
import { DEFAULT_BUDGET } from '../shared/search.ts';
import { SYMMETRIES, type Symmetry } from '../shared/symmetry.ts';
import type { BatchJob } from './batch.ts';
import { runCnf } from './cnf.ts';
import { runDraw } from './draw.ts';
import { runGenerate } from './generate.ts';
import { runGrade } from './grade.ts';
import { runGrids } from './grids.ts';
import { HELP } from './help.ts';
import { runExplain, runHint } from './hint.ts';
import { runSat } from './sat.ts';
import { runLines } from './solve-lines.ts';

/**
 * The `sudoku` command line: bulk solving, counting, grading and generating on files, hints and
 * explanations, SAT and CNF.
 */

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
      regions: { type: 'string' },
      dpll: { type: 'boolean' },
      res: { type: 'boolean' },
      amo: { type: 'string' },
      level: { type: 'string' },
      symmetry: { type: 'string' },
      size: { type: 'string' },
      minimal: { type: 'boolean' },
      solution: { type: 'boolean' },
      grade: { type: 'boolean' },
      json: { type: 'boolean' },
      grid: { type: 'string' },
      candidates: { type: 'string' },
      detail: { type: 'string' },
    },
  });
  if (values.help) {
    process.stdout.write(HELP[command]);
    return 0;
  }
  const allowed: Record<string, string[]> = {
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

  const variant = values.variant ?? 'classic';
  if (!VARIANTS.includes(variant)) {
    throw new UsageError(`--variant must be one of ${VARIANTS.join(', ')}, got '${variant}'`);
  }
  const regions = readRegions(values.regions, variant);
  const zeroBased = values['zero-based'] ?? false;
  if (command === 'grade' || command === 'hint' || command === 'explain') {
    if (variant === 'hanidoku') throw new UsageError(`'${command}' does not handle hanidoku yet`);
    const read = { variant: variant as BatchJob['variant'], regions, zeroBased };
    if (command === 'hint') {
      const detail = wholeNumber(values.detail, '--detail', 1, 3) as 1 | 2 | 3 | undefined;
      if (values.grid === '-' && positionals[0] === '-')
        throw new UsageError('only one of the puzzle and --grid can be read from stdin');
      return runHint({
        ...read,
        puzzle: positionals[0],
        grid: values.grid,
        candidates: values.candidates,
        detail,
      });
    }
    if (command === 'explain')
      return runExplain({ ...read, puzzle: positionals[0], json: values.json ?? false });
    return runGrade(
      { ...read, json: values.json ?? false, budget: budget ?? DEFAULT_BUDGET },
      { input: positionals[0], output: values.output, stats: values.stats ?? false },
    );
  }
  if (command === 'draw') {
    return runDraw({
      input: positionals[0],
      variant: variant as BatchJob['variant'],
      regions,
      zeroBased: values['zero-based'] ?? false,
    });
  }
  if (command === 'cnf') {
    const amo = values.amo ?? 'pairwise';
    if (amo !== 'pairwise' && amo !== 'sequential') {
      throw new UsageError(`--amo must be pairwise or sequential, got '${amo}'`);
    }
    return runCnf({
      input: positionals[0],
      output: values.output,
      variant: variant as BatchJob['variant'],
      regions,
      amo,
      zeroBased: values['zero-based'] ?? false,
    });
  }
  const job: BatchJob = {
    command: command as BatchJob['command'],
    unique: values.unique ?? false,
    limit: wholeNumber(values.limit, '--limit', 1, 1_000_000_000) ?? 2,
    budget: budget ?? DEFAULT_BUDGET,
    zeroBased: values['zero-based'] ?? false,
    variant: variant as BatchJob['variant'],
    regions,
  };
  return runLines(job, {
    input: positionals[0],
    output: values.output,
    stats: values.stats ?? false,
  });
}

const VARIANTS = ['classic', 'x', 'jigsaw', 'hanidoku'];

/** One of `choices`, or a usage error naming them. */
function choice<T extends string>(
  value: string | undefined,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if (!(choices as readonly string[]).includes(value))
    throw new UsageError(`${name} must be one of ${choices.join(', ')}, got '${value}'`);
  return value as T;
}

/** `sudoku generate`: its options checked, then the run. */
function generate(values: Record<string, string | boolean | undefined>): Promise<number> {
  const text = (key: string) => values[key] as string | undefined;
  const flag = (key: string) => (values[key] as boolean | undefined) ?? false;
  const count = wholeNumber(text('count'), '-n', 1, 1_000_000) ?? 1;
  const variant = choice(text('variant'), '--variant', VARIANTS, 'classic');
  const level = choice<RatedLevel>(text('level'), '--level', RATED_LEVELS, 'medium');
  const symmetry = choice<Symmetry>(text('symmetry'), '--symmetry', SYMMETRIES, 'none');
  const size = wholeNumber(text('size'), '--size', 4, 16);
  if (size !== undefined && !SIZES.includes(size))
    throw new UsageError(`--size must be one of ${SIZES.join(', ')}, got '${size}'`);
  const regions = readRegions(text('regions'), variant);
  if (size !== undefined && (variant === 'jigsaw' || variant === 'hanidoku')) {
    const from = variant === 'jigsaw' ? 'its region map' : 'its shape';
    throw new UsageError(
      `--size does not go with --variant ${variant}: the size comes from ${from}`,
    );
  }
  if (variant === 'hanidoku') {
    for (const key of ['level', 'symmetry', 'grade', 'zero-based']) {
      if (values[key] !== undefined)
        throw new UsageError(`--${key} does not go with --variant hanidoku yet`);
    }
  }
  return runGenerate(
    {
      level,
      symmetry,
      variant: variant as BatchJob['variant'],
      size: size ?? 9,
      regions,
      minimal: flag('minimal'),
      solution: flag('solution'),
      grade: flag('grade'),
      zeroBased: flag('zero-based'),
    },
    { count, seed: text('seed'), output: text('output'), stats: flag('stats') },
  );
}

/** The jigsaw region map from --regions (the map itself, or a file holding it), checked. */
function readRegions(value: string | undefined, variant: string): string {
  if (variant !== 'jigsaw') {
    if (value !== undefined) throw new UsageError('--regions goes with --variant jigsaw');
    return '';
  }
  if (value === undefined) throw new UsageError('--variant jigsaw needs --regions MAP');
  const map = existsSync(value) ? readFileSync(value, 'utf8') : value;
  try {
    regionGeometry(map);
  } catch (error) {
    throw new UsageError(`--regions: ${(error as Error).message}`);
  }
  return map;
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
