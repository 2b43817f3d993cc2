/**
 * Where the puzzle ends on an input line, apart from the readers (cli/puzzle-reader.ts) so that
 * the solve workers load it without them.
 */

const SEPARATORS = new Set([9, 32, 44, 58, 59]); // tab, space, ',', ':', ';'

/**
 * Length of the puzzle at the start of a line, `line` from `start` to `end` (bytes or text):
 * the whole line, or a field of one of `lengths` before a separator.
 */
export function puzzleLength(
  line: Uint8Array | string,
  lengths: readonly number[],
  start = 0,
  end = line.length,
): number {
  const length = end - start;
  if (lengths.includes(length)) return length;
  for (let i = lengths.length - 1; i >= 0; i--) {
    const l = lengths[i];
    if (length <= l) continue;
    const code = typeof line === 'string' ? line.charCodeAt(start + l) : line[start + l];
    if (SEPARATORS.has(code)) return l;
  }
  return length;
}
