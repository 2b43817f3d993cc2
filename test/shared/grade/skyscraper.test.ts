import { describe, expect, it } from 'vitest';
import { classicGeometry } from '../../../shared/geometry.ts';
import { skyscraper } from '../../../shared/grade/skyscraper.ts';
import { cloneState, eliminate } from '../../../shared/grade/state.ts';
import { TECHNIQUES } from '../../../shared/grade/techniques.ts';
import { cell, easierThatApply, eliminationNames, pencilState } from './positions.ts';

// 6 lies in column 2 only at r1c2 and r4c2, and in column 5 only at r1c5 and r6c5; r6c1-r6c3
// have no 6. Every other digit is open everywhere, so only 6 carries a pattern.
const SKYSCRAPER = `
  123456789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789
  123456789 12345789  123456789 | 123456789 12345789  123456789 | 123456789 123456789 123456789
  123456789 12345789  123456789 | 123456789 12345789  123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 123456789 123456789 | 123456789 12345789  123456789 | 123456789 123456789 123456789
  123456789 12345789  123456789 | 123456789 12345789  123456789 | 123456789 123456789 123456789
  12345789  12345789  12345789  | 123456789 123456789 123456789 | 123456789 123456789 123456789
  ------------------------------+-------------------------------+------------------------------
  123456789 12345789  123456789 | 123456789 12345789  123456789 | 123456789 123456789 123456789
  123456789 12345789  123456789 | 123456789 12345789  123456789 | 123456789 123456789 123456789
  123456789 12345789  123456789 | 123456789 12345789  123456789 | 123456789 123456789 123456789
`;

// 6×6 (boxes 2×3): 2 lies in column 1 only at r1c1 and r3c1, in column 4 only at r1c4 and r4c4.
const SKYSCRAPER_6 = `
  123456 123456 123456 | 123456 123456 123456
  13456  123456 123456 | 13456  123456 123456
  ---------------------+---------------------
  123456 123456 123456 | 13456  123456 123456
  13456  123456 123456 | 123456 123456 123456
  ---------------------+---------------------
  13456  123456 123456 | 13456  123456 123456
  13456  123456 123456 | 13456  123456 123456
`;

describe('skyscraper', () => {
  it('removes 6 from the cells that see both tops, and nothing easier applies', () => {
    const state = pencilState(SKYSCRAPER);
    const step = skyscraper.find(state);
    expect(eliminationNames(step)).toEqual(['r4c4-6', 'r4c6-6']);
    expect(step?.cells).toEqual([cell('r1c2'), cell('r4c2'), cell('r1c5'), cell('r6c5')]);
    expect(step?.digits).toEqual([6]);
    // Columns 2 and 5, then the bases' row 1.
    expect(step?.units).toEqual([10, 13, 0]);
    expect(easierThatApply(TECHNIQUES, skyscraper, state)).toEqual([]);
  });

  it('leaves an X-Wing alone: the tops line up too', () => {
    const state = pencilState(SKYSCRAPER);
    eliminate(state, cell('r6c5'), 6);
    state.cand[cell('r4c5')] |= 1 << 5;
    expect(skyscraper.find(state)).toBeNull();
  });

  it('finds nothing when no cell with 6 sees both tops', () => {
    const state = pencilState(SKYSCRAPER);
    eliminate(state, cell('r4c4'), 6);
    eliminate(state, cell('r4c6'), 6);
    expect(skyscraper.find(state)).toBeNull();
  });

  it('does not change the state it reads', () => {
    const state = pencilState(SKYSCRAPER);
    const before = cloneState(state);
    skyscraper.find(state);
    expect(state).toEqual(before);
  });

  it('explains the bases, the tops and the cells that lose the digit', () => {
    const state = pencilState(SKYSCRAPER);
    const text = skyscraper.explain(skyscraper.find(state)!, state.geometry);
    expect(text).toBe(
      'Skyscraper on 6: in columns 2 and 5, 6 is only in two cells each, and row 1, columns 2 and 5 share row 1, so one of the tops row 4, column 2 or row 6, column 5 is 6: row 4, columns 4 and 6 lose 6.',
    );
  });

  it('works on a 6×6 grid, where the tops share a band of 2×3 boxes', () => {
    const geometry = classicGeometry(6);
    const state = pencilState(SKYSCRAPER_6, geometry);
    const step = skyscraper.find(state);
    expect(eliminationNames(step, 6)).toEqual(['r3c5-2', 'r3c6-2', 'r4c2-2', 'r4c3-2']);
    expect(easierThatApply(TECHNIQUES, skyscraper, state)).toEqual([]);
  });
});
