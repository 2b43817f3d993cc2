import { existsSync, fstatSync, type Stats, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LINE_LENGTHS } from '../shared/format.ts';
import { KIND_IDS, KINDS, RATED_LEVELS, type RatedLevel } from '../shared/kind/names.ts';
import {
  defaultLevel,
  madeAtWords,
  type Shape,
  type ShapeSpec,
  shapeOf,
} from '../shared/kind/shape.ts';
import { listWithOr } from '../shared/words.ts';
import { readText } from './io.ts';
import type { ReadOptions } from './puzzle-reader.ts';

/**
 * The options of the `sudoku` command line and the checks of their values. A mistake is a
 * UsageError, which sudoku.ts reports with a pointer to --help and exit status 2. Where a rule
 * differs by kind, the kind's table (KINDS) or its Shape and Kind say so; no kind is named here.
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
  share: { type: 'boolean' },
  json: { type: 'boolean' },
  eureka: { type: 'boolean' },
  grid: { type: 'string' },
  candidates: { type: 'string' },
  detail: { type: 'string' },
  code: { type: 'string' },
  daily: { type: 'boolean' },
  api: { type: 'string' },
  plain: { type: 'boolean' },
} as const;

export type OptionName = keyof typeof OPTIONS;
export type OptionValues = ReturnType<typeof parseOptions>['values'];

/**
 * The options and positionals after a command; with --help, whatever else was given. Throws
 * a UsageError for an option the command does not take.
 * @example parseOptions('solve', ['unique'], ['-u', 'in.txt']) // { values: { unique: true }, positionals: ['in.txt'] }
 */
export function parseOptions(command: string, takes: readonly OptionName[], args: string[]) {
  const parsed = parseKnown(args);
  if (parsed.values.help) return parsed;
  for (const key of Object.keys(parsed.values) as OptionName[]) {
    if (!takes.includes(key)) throw new UsageError(`'${command}' takes no option --${key}`);
  }
  const { output, regions } = parsed.values;
  if (output !== undefined && regions !== undefined)
    refuseOutputOverInput(output, [namedFile(regions)]);
  return parsed;
}

/**
 * The arguments parsed against every option there is. An option no command takes is named
 * alone: Node's message goes on to a suggestion that leaves a quote open (`as in '-- "--x"`).
 */
function parseKnown(args: string[]) {
  try {
    return parseArgs({ args: withNegativeValues(args), allowPositionals: true, options: OPTIONS });
  } catch (error) {
    const unknown = (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
    const option = unknown ? /'([^']+)'/.exec((error as Error).message)?.[1] : undefined;
    throw option === undefined ? error : new UsageError(`unknown option '${option}'`);
  }
}

/** The options that take a value, by their spellings on the command line (`--budget`, `-n`). */
const VALUED = new Map<string, string>(
  Object.entries(OPTIONS).flatMap(([name, option]) => {
    if (option.type !== 'string') return [];
    const short = 'short' in option ? [[`-${option.short}`, name] as const] : [];
    return [[`--${name}`, name] as const, ...short];
  }),
);

/**
 * The arguments with a negative number after an option that takes a value joined to it
 * (`--budget -1` as `--budget=-1`), so that the option's own check refuses the number where
 * parseArgs would take it for an option and call the value ambiguous.
 */
function withNegativeValues(args: string[]): string[] {
  const end = args.indexOf('--');
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const name = VALUED.get(args[i]);
    const next = args[i + 1];
    if (name !== undefined && (end < 0 || i < end) && next !== undefined && /^-\d/.test(next)) {
      joined.push(`--${name}=${next}`);
      i++;
    } else joined.push(args[i]);
  }
  return joined;
}

/**
 * A file named on the command line with what stat found there, taken once and passed along:
 * undefined when nothing is there (or it cannot be reached); for `-`, standard input's file
 * when it reads one.
 */
export interface NamedFile {
  name: string;
  stat: Stats | undefined;
}

/** The file `name` names, stat taken. */
export function namedFile(name: string): NamedFile {
  if (name === '-') return { name, stat: stdinFile() };
  try {
    return { name, stat: statSync(name) };
  } catch {
    return { name, stat: undefined };
  }
}

/**
 * Refuses -o FILE when FILE is one of the files read (`inputs`; `-` is standard input, when it
 * is a file): the output is opened, and emptied, before the input is read. Compared by
 * resolved path, and by device and inode where both exist, so that `./x` and `x`, a symbolic or
 * a hard link are caught.
 */
export function refuseOutputOverInput(output: string, inputs: readonly NamedFile[]) {
  if (output === '-') return;
  const outputStat = statSync(output, { throwIfNoEntry: false });
  for (const { name, stat } of inputs) {
    const stdin = name === '-';
    const same =
      (!stdin && resolve(name) === resolve(output)) ||
      (outputStat !== undefined &&
        stat !== undefined &&
        stat.dev === outputStat.dev &&
        stat.ino === outputStat.ino);
    if (same) {
      const what = stdin ? 'the file standard input reads' : `the input file '${name}'`;
      throw new UsageError(`-o '${output}' is also ${what}: writing it would erase the input`);
    }
  }
}

/** What standard input reads when it is a file (`< x`), else undefined (a terminal, a pipe). */
function stdinFile(): Stats | undefined {
  try {
    const stat = fstatSync(0);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined; // closed
  }
}

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

/**
 * One of the choices a kind offers (`offered`) of those there are (`all`): a value no kind
 * offers is refused naming them all, one this kind lacks naming the kind's.
 */
export function kindChoice<T extends string>(
  value: string | undefined,
  name: string,
  all: readonly T[],
  offered: readonly T[],
  spec: ShapeSpec,
  fallback: T,
): T {
  if (value === undefined || offered.length === all.length || offered.includes(value as T))
    return choice(value, name, all, fallback);
  throw new UsageError(`--variant ${spec.id} takes ${name} ${listWithOr(offered)}, got '${value}'`);
}

/**
 * --level: one of the levels `shape` is made at, refused naming them; when absent, the shape's
 * default (medium, or a 4×4's easy).
 */
export function levelChoice(value: string | undefined, shape: Shape): RatedLevel {
  const level = choice(value, '--level', RATED_LEVELS, defaultLevel(shape));
  if (!shape.levels.includes(level))
    throw new UsageError(`--level ${level}: ${madeAtWords(shape)}`);
  return level;
}

/** The kinds whose shape a region map picks: those --regions goes with. */
const REGION_KINDS = KIND_IDS.filter((id) => KINDS[id].shapedBy === 'regions');

/**
 * The kind --variant names (classic by default) with, for a kind shaped by a region map, the
 * map --regions gives (the map itself, or a file holding it), checked.
 */
export function readKind(values: OptionValues): ShapeSpec {
  const id = choice(values.variant, '--variant', KIND_IDS, 'classic');
  if (KINDS[id].shapedBy !== 'regions') {
    if (values.regions !== undefined)
      throw new UsageError(`--regions goes with --variant ${listWithOr(REGION_KINDS)}`);
    return { id };
  }
  if (values.regions === undefined) throw new UsageError(`--variant ${id} needs --regions MAP`);
  const isFile = existsSync(values.regions);
  const regions = isFile ? readText(values.regions, 'utf8') : values.regions;
  try {
    shapeOf({ id, regions });
  } catch (error) {
    // A value of no map's length was more likely meant as a file's name.
    const mapLength = LINE_LENGTHS.includes(regions.replace(/\s+/g, '').length);
    const file = isFile || mapLength ? '' : `no such file '${regions}', and as a map: `;
    throw new UsageError(`--regions: ${file}${(error as Error).message}`);
  }
  return { id, regions };
}

/** --zero-based, refused for a kind whose digits only run from 1 (the honeycomb's). */
export function readZeroBased(values: OptionValues, spec: ShapeSpec): boolean {
  const zeroBased = values['zero-based'] ?? false;
  if (zeroBased && !shapeOf(spec).readsZeroBased)
    throw new UsageError(`--zero-based does not go with --variant ${spec.id}: its digits are 1-9`);
  return zeroBased;
}

/** How the puzzles of a command are read: --variant, --regions and --zero-based, checked. */
export function readOptions(values: OptionValues): ReadOptions {
  const spec = readKind(values);
  return { spec, zeroBased: readZeroBased(values, spec) };
}
