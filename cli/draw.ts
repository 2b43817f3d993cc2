import { describePosition } from '../shared/format.ts';
import { readPuzzle } from '../shared/kind/shape.ts';
import { contentLines, isDrawnOverLines, readText } from './io.ts';
import { puzzleField, type ReadOptions } from './puzzle-reader.ts';

export interface DrawOptions extends ReadOptions {
  input?: string;
}

/**
 * `sudoku draw`: each puzzle or solution of the input (one per line, or one drawn over several
 * lines) drawn for the terminal as its shape draws it, a blank line between them. Returns the
 * exit status.
 */
export function runDraw(options: DrawOptions): number {
  const name = options.input === undefined || options.input === '-' ? 'stdin' : options.input;
  const text = readText(options.input);
  const oneLine = !isDrawnOverLines(text);
  const items = oneLine
    ? contentLines(text).map((line) => ({ ...line, text: puzzleField(line.text, options.spec) }))
    : [{ text, number: 1 }];
  const drawings: string[] = [];
  let status = 0;
  for (const item of items) {
    const read = readPuzzle(options.spec, item.text.trimEnd(), options);
    if (read.ok) drawings.push(read.shape.draw(read.givens, options.zeroBased));
    else {
      const where = describePosition(oneLine ? item.number : read.error.line, read.error.column);
      process.stderr.write(`${name}: ${where}: ${read.error.reason}\n`);
      status = 1;
    }
  }
  process.stdout.write(drawings.join('\n'));
  return status;
}
