import { LINE_LENGTHS } from '../shared/format.ts';
import { SIZES } from '../shared/geometry.ts';
import { KINDS } from '../shared/kind/names.ts';
import { HANIDOKU_SHAPE, shapeOf } from '../shared/kind/shape.ts';
import { DEFAULT_BUDGET } from '../shared/search.ts';
import { SYMMETRIES } from '../shared/symmetry.ts';
import { HELP } from './help.ts';
import {
  kindChoice,
  levelChoice,
  type NamedFile,
  namedFile,
  type OptionName,
  type OptionValues,
  readKind,
  readOptions,
  readZeroBased,
  refuseOutputOverInput,
  UsageError,
  wholeNumber,
} from './options.ts';

/**
 * The commands of `sudoku`, found by name: each with its help, the options it takes, and its
 * run, which checks the values of those options and the files named before the work starts.
 * A run loads its command's module when it runs, so no command pays for loading another's.
 */

export interface Command {
  help: string;
  /** The options it takes besides --help; any other is a usage error. */
  options: readonly OptionName[];
  /** Checks the command line (throwing a UsageError), then runs; the exit status. */
  run(values: OptionValues, files: string[]): number | Promise<number>;
}

/** The most grids `grids -n` (and the course's `-c`) writes. */
export const MAX_GRIDS = 10_000_000;

/** The options of every command that reads puzzles: how to read them. */
const READ = ['variant', 'regions', 'zero-based'] as const;

/**
 * The one file a command reads, if any (standard input without one), checked to exist before
 * `output` is opened, and not to be it; its stat, taken once here, goes with it.
 */
function oneFile(command: string, files: string[], output?: string): NamedFile | undefined {
  const named = files.map(namedFile);
  if (output !== undefined)
    refuseOutputOverInput(output, files.length === 0 ? [namedFile('-')] : named);
  if (files.length > 1) throw new UsageError(`'${command}' reads one file, got ${files.length}`);
  const file = named[0];
  if (file !== undefined && file.name !== '-' && file.stat === undefined) {
    const line = looksLikePuzzle(file.name)
      ? `. A puzzle line is read from standard input: echo '${file.name}' | sudoku ${command}` +
        " ('hint' and 'explain' take one as it is)"
      : '';
    throw new UsageError(`no such file '${file.name}'${line}`);
  }
  return file;
}

/** Whether a word is more likely a puzzle line than a file's name: 16 or more puzzle characters. */
function looksLikePuzzle(word: string): boolean {
  return /^[\dA-Ga-g.*_xX-]{16,}$/.test(word.split(/[\t ,:;]/)[0]);
}

/** Cells of a puzzle line of any kind: a grid's of each size, a honeycomb's. */
const PUZZLE_LENGTHS = [...LINE_LENGTHS, HANIDOKU_SHAPE.cellCount];

/**
 * Whether a word that names no file was meant as one's name rather than as a puzzle: not a
 * puzzle line (nor one of a puzzle's length, with a typo), and a path, a name with an
 * extension, or a short word with a letter no puzzle has.
 */
function looksLikeFileName(word: string): boolean {
  const field = word.split(/[,:;]/)[0];
  if (/\s/.test(word) || looksLikePuzzle(word) || PUZZLE_LENGTHS.includes(field.length))
    return false;
  return /[/\\]|\.[A-Za-z]+$/.test(word) || (word.length < 16 && /[h-wyzH-WYZ]/.test(word));
}

/** The one puzzle of hint and explain: a line, a file or -. */
function onePuzzle(command: string, files: string[]): string {
  if (files.length === 1) {
    const [word] = files;
    if (word !== '-' && looksLikeFileName(word) && namedFile(word).stat === undefined)
      throw new UsageError(`no such file '${word}'`);
    return word;
  }
  const got = files.length === 0 ? 'none' : `${files.length}`;
  throw new UsageError(`'${command}' needs one puzzle (a line, a file or -), got ${got}`);
}

/** --budget: search nodes per puzzle, or conflicts for `sat`. */
function budgetOf(values: OptionValues): number | undefined {
  return wholeNumber(values.budget, '--budget', 1, 1_000_000_000);
}

/** `solve` and `count`: one answer per puzzle line. */
function lines(command: 'solve' | 'count'): Command['run'] {
  return async (values, files) => {
    const input = oneFile(command, files, values.output);
    const budget = budgetOf(values) ?? DEFAULT_BUDGET;
    const read = readOptions(values);
    const limit = wholeNumber(values.limit, '--limit', 1, 1_000_000_000) ?? 2;
    const job = { ...read, command, unique: values.unique ?? false, limit, budget };
    const { runLines } = await import('./solve-lines.ts');
    return runLines(job, { input, output: values.output, stats: values.stats ?? false });
  };
}

/** `generate`: the kind's levels and symmetries, a size only where a size picks the shape. */
async function generate(values: OptionValues, files: string[]): Promise<number> {
  if (files.length > 0)
    throw new UsageError(`'generate' takes no file, got '${files[0]}' (use -o FILE)`);
  const count = wholeNumber(values.count, '-n', 1, 1_000_000) ?? 1;
  const shape = readKind(values);
  const words = KINDS[shape.id];
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
  const level = levelChoice(values.level, shapeOf(size === undefined ? shape : { ...shape, size }));
  const { runGenerate } = await import('./generate.ts');
  return runGenerate(
    {
      level,
      symmetry,
      shape: size === undefined ? shape : { ...shape, size },
      minimal: values.minimal ?? false,
      solution: values.solution ?? false,
      grade: values.grade ?? false,
      share: values.share ?? false,
      zeroBased,
    },
    { count, seed: values.seed, output: values.output, stats: values.stats ?? false },
  );
}

/** `hint`: pencil marks only for a kind whose hints read them, and one argument from stdin. */
async function hint(values: OptionValues, files: string[]): Promise<number> {
  const puzzle = onePuzzle('hint', files);
  const read = readOptions(values);
  const { readCandidatesOption, runHint } = await import('./hint.ts');
  const candidates = readCandidatesOption(values, read.spec);
  const detail = wholeNumber(values.detail, '--detail', 1, 3) as 1 | 2 | 3 | undefined;
  if (values.grid === '-' && puzzle === '-')
    throw new UsageError('only one of the puzzle and --grid can be read from stdin');
  return runHint({ ...read, puzzle, grid: values.grid, candidates, detail });
}

export const COMMANDS: Readonly<Record<string, Command>> = {
  solve: {
    help: HELP.solve,
    options: ['output', 'stats', 'unique', 'budget', ...READ],
    run: lines('solve'),
  },
  count: {
    help: HELP.count,
    options: ['output', 'stats', 'limit', 'budget', ...READ],
    run: lines('count'),
  },
  grids: {
    help: HELP.grids,
    options: ['output', 'stats', 'count', 'seed', 'first'],
    async run(values, files) {
      if (files.length > 0) throw new UsageError(`'grids' takes no file, got '${files[0]}'`);
      const count = wholeNumber(values.count, '-n', 1, MAX_GRIDS);
      if (count === undefined) throw new UsageError("'grids' needs -n N, the number of grids");
      const first = wholeNumber(values.first, '--first', 1, 9) ?? 0;
      const { seed, output } = values;
      const { runGrids } = await import('./grids.ts');
      return runGrids({ count, first, seed, output, stats: values.stats ?? false });
    },
  },
  generate: {
    help: HELP.generate,
    options: [
      'output',
      'stats',
      'count',
      'seed',
      'level',
      'symmetry',
      'size',
      'minimal',
      'solution',
      'grade',
      'share',
      ...READ,
    ],
    run: generate,
  },
  grade: {
    help: HELP.grade,
    options: ['output', 'stats', 'json', 'budget', ...READ],
    async run(values, files) {
      const input = oneFile('grade', files, values.output)?.name;
      const budget = budgetOf(values) ?? DEFAULT_BUDGET;
      const job = { ...readOptions(values), json: values.json ?? false, budget };
      const { runGrade } = await import('./grade.ts');
      return runGrade(job, { input, output: values.output, stats: values.stats ?? false });
    },
  },
  hint: {
    help: HELP.hint,
    options: ['grid', 'candidates', 'detail', ...READ],
    run: hint,
  },
  explain: {
    help: HELP.explain,
    options: ['json', 'eureka', ...READ],
    async run(values, files) {
      const puzzle = onePuzzle('explain', files);
      const json = values.json ?? false;
      const { runExplain } = await import('./hint.ts');
      return runExplain({ ...readOptions(values), puzzle, json, eureka: values.eureka ?? false });
    },
  },
  sat: {
    help: HELP.sat,
    options: ['dpll', 'budget', 'res'],
    async run(values, files) {
      const input = oneFile('sat', files)?.name;
      const budget = budgetOf(values);
      if (input === undefined) throw new UsageError("'sat' needs a DIMACS file (or - for stdin)");
      const { runSat } = await import('./sat.ts');
      return runSat({ input, dpll: values.dpll ?? false, budget, res: values.res ?? false });
    },
  },
  cnf: {
    help: HELP.cnf,
    options: ['output', 'amo', ...READ],
    async run(values, files) {
      const input = oneFile('cnf', files, values.output)?.name;
      const read = readOptions(values);
      const amo = values.amo ?? 'pairwise';
      if (amo !== 'pairwise' && amo !== 'sequential') {
        throw new UsageError(`--amo must be pairwise or sequential, got '${amo}'`);
      }
      const { runCnf } = await import('./cnf.ts');
      return runCnf({ ...read, input, output: values.output, amo });
    },
  },
  play: {
    help: HELP.play,
    options: ['variant', 'regions', 'size', 'level', 'seed', 'code', 'daily', 'api', 'plain'],
    run: async (values, files) => (await import('./play/command.ts')).runPlay(values, files),
  },
  draw: {
    help: HELP.draw,
    options: [...READ],
    run: async (values, files) => {
      const read = readOptions(values);
      const input = oneFile('draw', files)?.name;
      return (await import('./draw.ts')).runDraw({ ...read, input });
    },
  },
};

/** The command of a name, or undefined (an inherited name such as `toString` is none). */
export function commandNamed(name: string): Command | undefined {
  return Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
}
