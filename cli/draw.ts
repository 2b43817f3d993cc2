import { isDrawnOverLines, splitDrawings } from './drawings.ts';
import { contentLines, readText } from './io.ts';
import { puzzleField, type ReadOptions, readAt } from './puzzle-reader.ts';

export interface DrawOptions extends ReadOptions {
  input?: string;
}

/**
 * `sudoku draw`: each puzzle or solution of the input (one per line, or drawn over several
 * lines, as this command draws them) drawn for the terminal as its shape draws it, a blank line
 * between them. Returns the exit status.
 */
export function runDraw(options: DrawOptions): number {
  const name = options.input === undefined || options.input === '-' ? 'stdin' : options.input;
  const text = readText(options.input);
  const items = isDrawnOverLines(text)
    ? splitDrawings(text)
    : contentLines(text).map((line) => ({
        text: puzzleField(line.text, options.spec),
        firstLine: line.number,
      }));
  const drawings: string[] = [];
  let status = 0;
  for (const item of items) {
    const read = readAt(item.text.trimEnd(), item.firstLine, options);
    if (read.ok) drawings.push(read.shape.draw(read.givens, options.zeroBased));
    else {
      process.stderr.write(`${name}: ${read.error.message}\n`);
      status = 1;
    }
  }
  process.stdout.write(drawings.join('\n'));
  return status;
}
