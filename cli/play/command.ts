import { SIZES } from '../../shared/geometry.ts';
import { shapeOf } from '../../shared/kind/shape.ts';
import { levelChoice, type OptionValues, readKind, UsageError, wholeNumber } from '../options.ts';
import { openSession, type Start } from './session.ts';
import { firstPuzzle, fromCode, fromDaily } from './source.ts';

/** The `npm start` address, where --daily asks by default. */
const LOCAL_API = 'http://localhost:8787';

/**
 * `sudoku play`: picks the puzzle (--code, --daily, or the generator for the kind, size, level
 * and seed), then plays it full-screen, or in plain lines with --plain or when stdin or stdout
 * is not a terminal. Each mode is loaded only when used.
 */
export async function runPlay(values: OptionValues, files: string[]): Promise<number> {
  if (files.length > 0) throw new UsageError(`'play' takes no file, got '${files[0]}'`);
  const sources = [values.code !== undefined, values.daily === true, values.seed !== undefined];
  if (sources.filter(Boolean).length > 1)
    throw new UsageError('pick one of --code, --daily and --seed');
  const api = values.api;
  if (api !== undefined && !values.daily) throw new UsageError('--api goes with --daily');
  if (api !== undefined && !(/^https?:\/\/[^/?#]/i.test(api) && URL.canParse(api)))
    throw new UsageError(
      `--api takes the server's address, as http://host:port or https://host, got '${api}'`,
    );
  if (values.code !== undefined && (values.variant ?? values.size ?? values.level) !== undefined)
    throw new UsageError(
      '--code names its kind, size and level: give no --variant, --size or --level',
    );
  const spec = readKind(values);
  const size = wholeNumber(values.size, '--size', 4, 16);
  if (size !== undefined && !SIZES.includes(size))
    throw new UsageError(`--size must be one of ${SIZES.join(', ')}, got '${size}'`);
  const shape = shapeOf({ ...spec, size });
  if (size !== undefined && !shape.geometry?.boxHeight)
    throw new UsageError(`--size does not go with --variant ${spec.id}`);
  const level = levelChoice(values.level, shape);

  let start: Start;
  if (values.code !== undefined) {
    const read = fromCode(values.code);
    if (!read.ok) throw new UsageError(read.message);
    start = read.start;
  } else if (values.daily) {
    if (shape.geometry && (shape.id !== 'classic' || shape.size !== 9))
      throw new UsageError('--daily is a classic 9x9 or, with --variant hanidoku, a honeycomb');
    const read = await fromDaily(api ?? LOCAL_API, level, !shape.geometry);
    if (!read.ok) {
      process.stderr.write(`sudoku play: ${read.message}\n`);
      return 1;
    }
    start = read.start;
  } else {
    const made = await firstPuzzle(shape, level, values.seed);
    if (!made.ok) {
      process.stderr.write(`sudoku play: ${made.message}\n`);
      return 1;
    }
    start = made.start;
  }
  const session = openSession(start, Date.now());
  if (values.plain || !process.stdin.isTTY || !process.stdout.isTTY) {
    return (await import('./plain.ts')).runPlain(session, values.seed);
  }
  return (await import('./full-screen.ts')).runFullScreen(session, values.seed);
}
