import { describe, expect, it } from 'vitest';
import { classicGeometry } from '../../shared/geometry.ts';
import { capital, listWithAnd, listWithOr, nameCell, nameCells } from '../../shared/words.ts';

const NINE = classicGeometry(9);
const SIX = classicGeometry(6);

describe('plain words', () => {
  it('names a cell by its row and column, counted from 1', () => {
    expect(nameCell(NINE, 0)).toBe('row 1, column 1');
    expect(nameCell(NINE, 47)).toBe('row 6, column 3');
    expect(nameCell(SIX, 35)).toBe('row 6, column 6');
  });

  it('names cells of one row or one column once by their line, others parted by semicolons', () => {
    expect(nameCells(NINE, [2, 6])).toBe('row 1, columns 3 and 7');
    expect(nameCells(NINE, [4, 13, 76])).toBe('rows 1, 2 and 9, column 5');
    expect(nameCells(NINE, [2, 40])).toBe('row 1, column 3 and row 5, column 5');
    expect(nameCells(NINE, [2, 40, 80])).toBe(
      'row 1, column 3; row 5, column 5 and row 9, column 9',
    );
    expect(nameCells(NINE, [40, 40])).toBe('row 5, column 5');
    expect(nameCells(NINE, [])).toBe('');
  });

  it('lists words as people do and starts a sentence in upper case', () => {
    expect(listWithAnd([])).toBe('');
    expect(listWithAnd(['a'])).toBe('a');
    expect(listWithAnd(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listWithAnd(['a', 'b', 'c'], '; ')).toBe('a; b and c');
    expect(listWithOr(['a'])).toBe('a');
    expect(listWithOr(['a', 'b'])).toBe('a or b');
    expect(listWithOr(['a', 'b', 'c'])).toBe('a, b or c');
    expect(capital('row 1')).toBe('Row 1');
  });
});
