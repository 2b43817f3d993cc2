import type { Readable } from 'node:stream';
import { BATCH_BYTES, type Batch, contentLines, readBatches } from './io.ts';

/**
 * Puzzles drawn over several lines (an .sdk file's rows, a framed grid, a honeycomb, or several
 * of them as `sudoku draw` writes them, a blank line between) told apart from puzzles written
 * one a line, whatever else such a file's first line is: a CSV header, a line of spaced cells,
 * bytes that are no text.
 */

/** One puzzle drawn over several lines: its lines, the first being line `firstLine` of the input. */
export interface Drawing {
  text: string;
  firstLine: number;
}

/**
 * Whether a line can belong to a drawn grid: a rule of its frame (`+---+---+`, `------`), a row
 * of cells between bars, or a row of cells on its own: side by side in fewer than 16 characters
 * (16 are a 4×4's line), or at most 16 single-spaced (indented, as a honeycomb's rows are).
 * Only word characters and `. *` can be cells, so that a header such as `puzzle,solution` is none.
 */
function isGridLine(line: string): boolean {
  const text = line.trim();
  if (!/^[\w.*|+=\s-]*$/.test(text)) return false;
  if (/[|+]/.test(text) || /^[\s=-]+$/.test(text)) return true;
  return text.length < 16 || (text.length <= 31 && /^(\S )+\S$/.test(text));
}

/**
 * Whether a text's puzzles are drawn over several lines: its first four content lines (the
 * fewest rows a grid has) are all lines of a grid.
 */
export function isDrawnOverLines(text: string): boolean {
  const first = contentLines(text).slice(0, 4);
  return first.length === 4 && first.every((line) => isGridLine(line.text));
}

/** Cells of a row: between bars, every character but spaces; else every other one when single-spaced. */
function cellsOfRow(text: string): number {
  if (!/[|+]/.test(text) && /^(\S )+\S$/.test(text)) return (text.length + 1) / 2;
  return text.replace(/[\s|+]/g, '').length;
}

/**
 * The drawings of a drawn text, in order. A blank line ends one once it has as many rows of
 * cells as its widest row has cells (a grid's N rows of N, a honeycomb's 9 rows of at most 9),
 * so that blank lines inside one (after its header, between its bands) keep it whole.
 */
export function splitDrawings(text: string): Drawing[] {
  const lines = text.split('\n');
  const drawings: Drawing[] = [];
  let start = 0;
  let rows = 0;
  let widest = 0;
  const cut = (end: number) => {
    drawings.push({ text: lines.slice(start, end).join('\n'), firstLine: start + 1 });
    start = end;
    rows = widest = 0;
  };
  lines.forEach((line, i) => {
    const text = line.trim();
    if (text === '') {
      if (rows > 0 && rows >= widest) cut(i);
    } else if (!text.startsWith('#') && !/^[\s|+=-]*$/.test(text)) {
      rows++;
      widest = Math.max(widest, cellsOfRow(text));
    }
  });
  if (rows > 0 || drawings.length === 0) cut(lines.length);
  return drawings;
}

/**
 * The input as batches of lines (readBatches', `total` its size when known) or, when its puzzles
 * are drawn over several lines (see isDrawnOverLines), as those drawings.
 */
export async function readLinesOrDrawings(
  input: Readable,
  batchBytes = BATCH_BYTES,
  total?: number,
): Promise<{ batches: AsyncIterable<Batch> } | { drawings: Drawing[] }> {
  const batches = readBatches(input, batchBytes, total);
  const first = await batches.next();
  if (first.done) return { batches };
  if (isDrawnOverLines(Buffer.from(first.value.bytes.subarray(0, 4096)).toString('latin1'))) {
    const parts = [first.value.bytes];
    for await (const batch of batches) parts.push(batch.bytes);
    return { drawings: splitDrawings(Buffer.concat(parts).toString('latin1')) };
  }
  return {
    batches: (async function* () {
      yield first.value;
      yield* batches;
    })(),
  };
}
