import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { regionGeometry } from '../shared/regions.ts';
import type { BatchJob } from './batch.ts';

/**
 * The options of the `sudoku` command line: every option, the ones each command takes, and
 * the checks of their values. A mistake is a UsageError, which sudoku.ts reports with a
 * pointer to --help and exit status 2.
 */

/** A mistake in the command line (as opposed to in the input). */
export class UsageError extends Error {}

const OPTIONS = {
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
} as const;

/** The options each command takes (besides --help). */
const COMMAND_OPTIONS: Record<string, readonly (keyof typeof OPTIONS)[]> = {
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

export type OptionValues = ReturnType<typeof parseOptions>['values'];

/**
 * The options and positionals after a command; with --help, whatever else was given. Throws
 * a UsageError for an option the command does not take.
 * @example parseOptions('solve', ['-u', 'in.txt']) // { values: { unique: true }, positionals: ['in.txt'] }
 */
export function parseOptions(command: string, args: string[]) {
  const parsed = parseArgs({ args, allowPositionals: true, options: OPTIONS });
  if (parsed.values.help) return parsed;
  for (const key of Object.keys(parsed.values) as (keyof typeof OPTIONS)[]) {
    if (!COMMAND_OPTIONS[command].includes(key))
      throw new UsageError(`'${command}' takes no option --${key}`);
  }
  return parsed;
}

/** The variants `--variant` names. */
export const VARIANTS: readonly BatchJob['variant'][] = ['classic', 'x', 'jigsaw', 'hanidoku'];

/** The number an option gives, checked to be whole and within min..max; undefined when absent. */
export function wholeNumber(
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

/** One of `choices`, or a usage error naming them; `fallback` when absent. */
export function choice<T extends string>(
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

/** The jigsaw region map from --regions (the map itself, or a file holding it), checked. */
export function readRegions(value: string | undefined, variant: string): string {
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
