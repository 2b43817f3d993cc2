import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDrawnOverLines, splitDrawings } from '../../cli/drawings.ts';
import { HANIDOKU_SHAPE, shapeOf } from '../../shared/kind/shape.ts';
import { sudoku } from './run.ts';

const dir = mkdtempSync(join(tmpdir(), 'sudoku-drawings-'));
const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const HARD = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
const NONE = '..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..';
const ROWS = EASY.match(/.{9}/g)!;
const CLASSIC = shapeOf({ id: 'classic' });
const draw = (puzzle: string) =>
  CLASSIC.draw(Uint8Array.from(puzzle, (ch) => (ch === '.' ? 0 : Number(ch))));
/** Cells separated by single spaces: `5 3 . . 7 …`. */
const spaced = (text: string) => text.split('').join(' ');

describe('isDrawnOverLines', () => {
  it('takes .sdk rows, spaced rows, a framed grid and a honeycomb for drawings', () => {
    expect(isDrawnOverLines(`#A someone\n${ROWS.join('\n')}\n`)).toBe(true);
    expect(isDrawnOverLines(ROWS.map(spaced).join('\n'))).toBe(true);
    expect(isDrawnOverLines(draw(EASY))).toBe(true);
    expect(isDrawnOverLines(HANIDOKU_SHAPE.draw(new Uint8Array(61)))).toBe(true);
  });

  it('takes puzzle lines after a header, spaced lines, 4×4 lines and bytes for lines', () => {
    expect(isDrawnOverLines(`puzzle,solution\n${EASY}\n${HARD}\n${NONE}\n`)).toBe(false);
    expect(isDrawnOverLines(`puzzle\n${EASY}\n${HARD}\n${NONE}\n`)).toBe(false);
    expect(isDrawnOverLines([EASY, HARD, NONE, EASY].map(spaced).join('\n'))).toBe(false);
    expect(isDrawnOverLines(`${'1'.padEnd(16, '.')}\n`.repeat(4))).toBe(false);
    expect(isDrawnOverLines('\x00\x01+|\n\xff\xfe|\n+\x02\n|\x03\n')).toBe(false);
    // Fewer lines than any grid has rows.
    expect(isDrawnOverLines('123\n456\n789\n')).toBe(false);
  });
});

describe('splitDrawings', () => {
  it('cuts draw output at the blank lines between its drawings, keeping their line numbers', () => {
    const text = [EASY, HARD, NONE].map(draw).join('\n');
    const drawings = splitDrawings(text);
    expect(drawings.map((drawing) => drawing.firstLine)).toEqual([1, 14, 28]);
    expect(drawings[1].text.trim()).toBe(draw(HARD).trim());
  });

  it('keeps one drawing whole across blank lines after its header and between its bands', () => {
    const banded = ROWS.flatMap((row, r) => (r > 0 && r % 3 === 0 ? ['', row] : [row]));
    const text = `#A someone\n\n${banded.join('\n')}\n\n`;
    expect(splitDrawings(text)).toEqual([{ text: text.trimEnd(), firstLine: 1 }]);
  });
});

describe('solve, count and grade on the input the review found misread', () => {
  it('answer each puzzle after a header line, which is itself an invalid line', async () => {
    for (const header of ['puzzle,solution', 'puzzle']) {
      const input = `${header}\n${EASY}\n${HARD}\n${NONE}\n`;
      const [solved, counted, graded] = await Promise.all([
        sudoku(['solve'], input),
        sudoku(['count'], input),
        sudoku(['grade'], input),
      ]);
      expect(solved.stdout.split('\n').slice(0, 2)).toEqual(['invalid', SOLUTION]);
      expect(solved.stdout.split('\n').slice(3)).toEqual(['unsolvable', '']);
      expect(counted.stdout).toBe('invalid\n1\n1\n0\n');
      expect(graded.stdout.split('\n').map((line) => line.split('\t')[0])).toEqual([
        'invalid',
        'easy',
        'extreme',
        'unsolvable',
        '',
      ]);
      for (const run of [solved, counted, graded]) {
        expect(run.stderr).toMatch(/^stdin: line 1: expected 81 cells/);
        expect(run.stderr.split('\n')).toHaveLength(2);
      }
    }
  });

  it('answer each line of cells separated by single spaces', async () => {
    const file = join(dir, 'spaced.txt');
    writeFileSync(file, `${[EASY, NONE, EASY].map(spaced).join('\n')}\n`);
    const [solved, graded] = await Promise.all([sudoku(['solve', file]), sudoku(['grade', file])]);
    expect(solved.stdout).toBe(`${SOLUTION}\nunsolvable\n${SOLUTION}\n`);
    expect(graded.stdout.split('\n').map((line) => line.split('\t')[0])).toEqual([
      'easy',
      'unsolvable',
      'easy',
      '',
    ]);
  });

  it("read back draw's output of several puzzles, one answer a puzzle", async () => {
    const drawn = await sudoku(['draw'], `${EASY}\n${NONE}\n${EASY}\n`);
    const [solved, counted, drawnAgain] = await Promise.all([
      sudoku(['solve'], drawn.stdout),
      sudoku(['count'], drawn.stdout),
      sudoku(['draw'], drawn.stdout),
    ]);
    expect(solved.stdout).toBe(`${SOLUTION}\nunsolvable\n${SOLUTION}\n`);
    expect(counted.stdout).toBe('1\n0\n1\n');
    expect(drawnAgain.stdout).toBe(drawn.stdout);
  });

  it('name the line of a bad drawing among several, and answer the others', async () => {
    const text = [EASY, HARD, EASY].map(draw).join('\n');
    // Line 16 is the second drawing's first row of cells.
    const lines = text.split('\n');
    lines[15] = lines[15].replace('8', 'k');
    const run = await sudoku(['solve'], lines.join('\n'));
    expect(run.stdout).toBe(`${SOLUTION}\ninvalid\n${SOLUTION}\n`);
    expect(run.stderr).toBe(
      "stdin: line 16, column 3: bad character 'k' (expected a digit 1-9 or a blank: 0 . _ * x)\n",
    );
  });

  it('answer each line of bytes that are no text invalid', async () => {
    // 100 KB of a fixed pseudo-random sequence (its first line holds a '|').
    const bytes = new Uint8Array(100_000);
    for (let i = 0, x = 1; i < bytes.length; i++) {
      x = (x * 1_103_515_245 + 12_345) >>> 0;
      bytes[i] = x >>> 24;
    }
    const file = join(dir, 'bytes.bin');
    writeFileSync(file, bytes);
    const run = await sudoku(['solve', file]);
    const lines = bytes.filter((byte) => byte === 10).length + 1;
    const answers = run.stdout.split('\n').slice(0, -1);
    expect(answers).toHaveLength(lines);
    expect(answers.filter((answer) => answer === 'invalid').length).toBeGreaterThan(lines / 2);
  });
});
