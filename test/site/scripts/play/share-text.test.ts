import { describe, expect, it } from 'vitest';
import { sharedResult, shareText } from '../../../../site/src/scripts/play/share-text.ts';

describe('the shared result', () => {
  it('gives a share sheet the spoiler-free line as its text and the link as its url', () => {
    const link = 'https://sudoku.example/?date=2026-11-29#hard';
    expect(sharedResult('Sudoku · 2026-11-29 · Hard', 452_000, 2, 1, link)).toEqual({
      text: 'Sudoku · 2026-11-29 · Hard · 7:32 · 2 hints, 1 cell revealed',
      url: link,
    });
  });

  it('copies the line, then the link on a line of its own', () => {
    const shared = sharedResult(
      'Sudoku · 2026-11-29 · Easy',
      61_000,
      0,
      0,
      'https://s.example/p/x',
    );
    expect(shareText(shared)).toBe(
      'Sudoku · 2026-11-29 · Easy · 1:01 · no hints\nhttps://s.example/p/x',
    );
  });
});
