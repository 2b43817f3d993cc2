import { readFileSync } from 'node:fs';
import { describePosition, LINE_LENGTHS, validatePuzzle } from '../shared/format.ts';
import { classicGeometry, type Geometry } from '../shared/geometry.ts';
import { drawHanidoku, validateHanidoku } from '../shared/hanidoku/format.ts';
import { drawGrid } from '../shared/print.ts';
import { regionGeometry } from '../shared/regions.ts';
import type { BatchJob } from './batch.ts';
import { contentLines, isDrawnOverLines } from './io.ts';

export interface DrawOptions {
  input?: string;
  variant: BatchJob['variant'];
  regions: string;
  zeroBased: boolean;
}

/** The drawing of one puzzle text, or the reason it is not one. */
function drawText(
  text: string,
  options: DrawOptions,
): { drawing: string } | { column: number; reason: string; line: number } {
  if (options.variant === 'hanidoku') {
    const read = validateHanidoku(text);
    return read.ok ? { drawing: drawHanidoku(read.givens) } : read.error;
  }
  let geometry: Geometry | undefined;
  if (options.variant === 'jigsaw') geometry = regionGeometry(options.regions);
  else if (options.variant === 'x' && LINE_LENGTHS.includes(text.trim().length)) {
    geometry = classicGeometry(Math.round(Math.sqrt(text.trim().length)), 'x');
  }
  const read = validatePuzzle(text, { zeroBased: options.zeroBased, geometry });
  if (!read.ok) return read.error;
  return { drawing: drawGrid(read.puzzle.geometry, read.puzzle.givens, options.zeroBased) };
}

/**
 * `sudoku draw`: each puzzle or solution of the input (one per line, or one drawn over several
 * lines) drawn for the terminal, a blank line between them. Returns the exit status.
 */
export function runDraw(options: DrawOptions): number {
  const name = options.input === undefined || options.input === '-' ? 'stdin' : options.input;
  const text = readFileSync(name === 'stdin' ? 0 : name, 'latin1');
  const oneLine = !isDrawnOverLines(text);
  const items = oneLine ? contentLines(text) : [{ text, number: 1 }];
  const drawings: string[] = [];
  let status = 0;
  for (const { text: line, number } of items) {
    const result = drawText(line.trimEnd(), options);
    if ('drawing' in result) drawings.push(result.drawing);
    else {
      const where = describePosition(oneLine ? number : result.line, result.column);
      process.stderr.write(`${name}: ${where}: ${result.reason}\n`);
      status = 1;
    }
  }
  process.stdout.write(drawings.join('\n'));
  return status;
}
