#!/usr/bin/env node
import { commandNamed, MAX_GRIDS } from './commands.ts';
import { HELP } from './help.ts';
import { parseOptions, UsageError, wholeNumber } from './options.ts';

/**
 * The `sudoku` command line: bulk solving, counting, grading and generating on files, hints and
 * explanations, SAT and CNF. Each command is found by name in commands.ts.
 */

/**
 * The course's form, `sudoku -c N [-o FILE]` and `sudoku -s FILE [-o FILE]`, as the command it
 * stands for (`grids -n N …`, `solve FILE …`); any other command line as it is.
 */
function courseForm(argv: readonly string[]): string[] {
  const at = argv.findIndex((arg) => arg === '-c' || arg === '-s');
  if (at < 0 || !argv[0].startsWith('-') || ['-h', '--help'].includes(argv[0])) return [...argv];
  const count = argv[at] === '-c';
  const value = argv[at + 1];
  const number = count && /^-\d/.test(value ?? '');
  if (value === undefined || (value.startsWith('-') && value !== '-' && !number))
    throw new UsageError(count ? '-c needs N, the number of grids' : '-s needs FILE');
  const rest = [...argv.slice(0, at), ...argv.slice(at + 2)];
  if (!count) return ['solve', value, ...rest];
  // Checked here, so that a mistake names -c rather than the -n of grids.
  commandName = 'grids';
  wholeNumber(value, '-c', 1, MAX_GRIDS);
  return ['grids', '-n', value, ...rest];
}

/** The command being run, for the pointer to its help after a usage error. */
let commandName: string | undefined;

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = courseForm(argv);
  commandName = name;
  if (name === undefined) {
    process.stderr.write(HELP.main);
    return 2;
  }
  if (name === '-h' || name === '--help' || name === 'help') {
    // `sudoku help solve` is `sudoku solve --help`.
    const topic = name === 'help' ? rest[0] : undefined;
    const command = topic === undefined ? undefined : commandNamed(topic);
    if (topic !== undefined && command === undefined)
      throw new UsageError(`unknown command '${topic}'`);
    process.stdout.write(command?.help ?? HELP.main);
    return 0;
  }
  const command = commandNamed(name);
  if (command === undefined) throw new UsageError(`unknown command '${name}'`);
  const { values, positionals } = parseOptions(name, command.options, rest);
  if (values.help) {
    process.stdout.write(command.help);
    return 0;
  }
  return command.run(values, positionals);
}

// A reader that goes away (as with `| head`) has had what it wanted: end quietly. Any other
// failure to write (a full disk) is told in one line, as for -o FILE, not as a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  process.stderr.write(`sudoku: ${error.message}\n`);
  process.exit(1);
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
    const command = commandName && commandNamed(commandName) ? `${commandName} ` : '';
    process.stderr.write(`Run 'sudoku ${command}--help' for usage.\n`);
  }
  // A write that failed (-o on a full disk) is no usage error: 1, as on standard output.
  process.exitCode = !usage && syscall === 'write' ? 1 : 2;
}
