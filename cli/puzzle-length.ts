/**
 * Where the puzzle ends on an input line, apart from the readers (cli/puzzle-reader.ts) so that
 * the solve workers load it without them.
 */

const SEPARATORS = new Set([9, 32, 44, 58, 59]); // tab, space, ',', ':', ';'
const SPACE = 32;

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
  if (isSpaced(line, lengths, start, end)) return length;
  for (let i = lengths.length - 1; i >= 0; i--) {
    const l = lengths[i];
    if (length <= l) continue;
    if (SEPARATORS.has(codeAt(line, start + l))) return l;
  }
  return length;
}

function codeAt(line: Uint8Array | string, i: number): number {
  return typeof line === 'string' ? line.charCodeAt(i) : line[i];
}

/**
 * Whether a line is a puzzle's cells separated by single spaces (`. 4 . 3 …`, trailing spaces
 * aside), which the readers take whole: cut at a separator, it would read its spaces as blanks.
 */
function isSpaced(
  line: Uint8Array | string,
  lengths: readonly number[],
  start: number,
  end: number,
): boolean {
  while (end > start && codeAt(line, end - 1) === SPACE) end--;
  if (!lengths.includes((end - start + 1) / 2)) return false;
  for (let i = start; i < end; i++) {
    const c = codeAt(line, i);
    if ((i - start) % 2 === 1 ? c !== SPACE : c === SPACE || c === 9) return false;
  }
  return true;
}
