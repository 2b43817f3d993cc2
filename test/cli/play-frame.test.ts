import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { frameLines, type View } from '../../cli/play/frame.ts';
import { keyAction } from '../../cli/play/keys.ts';
import { deepenHint, openSession, play } from '../../cli/play/session.ts';
import { generated } from '../../cli/play/source.ts';
import { type ShapeSpec, shapeOf } from '../../shared/kind/shape.ts';
import { JIGSAW_9 } from '../fixtures.ts';
import { colourCodes } from './sgr.ts';

const KINDS: Array<[string, ShapeSpec]> = [
  ['classic 9x9', { id: 'classic' }],
  ['X-sudoku', { id: 'x' }],
  ['6x6', { id: 'classic', size: 6 }],
  ['16x16', { id: 'classic', size: 16 }],
  ['jigsaw', { id: 'jigsaw', regions: JIGSAW_9.join('') }],
  ['honeycomb', { id: 'hanidoku' }],
];

/** A session of the kind, a cell selected and a hint read to its second level. */
function playing(spec: ShapeSpec) {
  const made = generated(shapeOf(spec), 'easy', 'frame');
  if (!made.ok) throw new Error(made.message);
  const session = openSession(made.start, 0);
  play(session, { type: 'move', direction: 'right' }, 0);
  deepenHint(session, 0);
  deepenHint(session, 0);
  return session;
}

/** The 80x24 frame, without colour, of a game of the kind paused. */
function pausedFrame(spec: ShapeSpec): string[] {
  const session = playing(spec);
  play(session, { type: 'pause' }, 5000);
  return frameLines({ session, color: false, question: null, failed: false }, 80, 24, 9000);
}

describe('the full-screen frame', () => {
  it.each(KINDS)('fits a %s with its panel and hint in 80x24', (_, spec) => {
    const session = playing(spec);
    for (const color of [true, false]) {
      const view: View = { session, color, question: null, failed: false };
      const lines = frameLines(view, 80, 24, 1000);
      expect(lines).toHaveLength(24);
      const shown = lines.map((line) => stripVTControlCharacters(line));
      for (const line of shown) expect(line.length).toBeLessThanOrEqual(80);
      expect(shown.join('\n')).toContain('[');
      expect(shown.join('\n')).toContain('q  quit');
      expect(shown.join('\n')).toMatch(/Hint 2: \S/);
      expect(colourCodes(lines.join('')).length > 0).toBe(color);
    }
  });

  it('shows the notes in their cells when a 9x9 has three lines a cell (80x35 and up)', () => {
    const made = generated(shapeOf({ id: 'classic' }), 'easy', 'frame');
    if (!made.ok) throw new Error(made.message);
    const session = openSession(made.start, 0);
    const cell = made.start.givens.indexOf(0);
    play(session, { type: 'select', cell }, 0);
    for (const digit of [1, 5, 9]) play(session, { type: 'note', digit }, 0);
    const view: View = { session, color: false, question: null, failed: false };
    const tall = frameLines(view, 80, 35, 0).map((line) => stripVTControlCharacters(line));
    const r = Math.floor(cell / 9);
    const c = cell % 9;
    // Three lines a cell below the top rule and a rule between boxes; five characters a cell.
    const top = 3 + 3 * r + Math.floor(r / 3);
    const left = 3 + 5 * c + Math.floor(c / 3);
    expect(tall.slice(top, top + 3).map((line) => line.slice(left, left + 5))).toEqual([
      ' 1   ',
      '[ 5 ]',
      '   9 ',
    ]);
    const compact = frameLines(view, 80, 34, 0).map((line) => stripVTControlCharacters(line));
    expect(compact.join('\n')).toContain('[:]');
    expect(compact.join('\n')).toContain(
      `Cell ${shapeOf({ id: 'classic' }).describeCell(cell)}: notes 159`,
    );
  });

  it('says how large the terminal must be when the board does not fit', () => {
    const session = playing({ id: 'classic', size: 16 });
    const view: View = { session, color: false, question: null, failed: false };
    const lines = frameLines(view, 40, 20, 0);
    expect(lines.slice(0, 2)).toEqual([
      'Terminal too small for this board:',
      'need 55x24, have 40x20.',
    ]);
  });

  it('hides the board while paused', () => {
    const shown = pausedFrame({ id: 'classic' }).join('\n');
    expect(shown).toContain('Paused. Press p to resume.');
    expect(shown).not.toMatch(/\|.*\d.*\|/);
  });

  it("keeps a 4x4's pause words beside its panel, within the board's width", () => {
    const shown = pausedFrame({ id: 'classic', size: 4 }).map((line) =>
      stripVTControlCharacters(line),
    );
    // The words in the board's column, each line ending three spaces or more before the panel.
    const words = shown.flatMap((line) => /^ {2}(\S.*?) {3,}\S/.exec(line)?.[1] ?? []);
    expect(words.join(' ')).toContain('Paused. Press p to resume.');
  });

  it('cuts a failure to one line of the terminal', () => {
    const session = playing({ id: 'classic' });
    session.message = `Could not save /tmp/${'deep/'.repeat(20)}x.sav: ENOENT: no such file or directory.`;
    const lines = frameLines({ session, color: true, question: null, failed: true }, 80, 24, 0);
    const shown = lines.map((line) => stripVTControlCharacters(line));
    expect(shown[23]).toMatch(/^Could not save \/tmp\/deep\/.*…$/);
    expect(shown[23].length).toBeLessThanOrEqual(80);
    expect(shown[22]).not.toContain('deep');
  });

  it("marks a file prompt's default as selected until it is edited, and keeps a long name's end", () => {
    const session = playing({ id: 'classic' });
    const ask = (question: View['question'], color: boolean) =>
      frameLines({ session, color, question, failed: false }, 80, 24, 0)[23];
    const offered = {
      type: 'file',
      action: 'save',
      name: 'sudoku-game.json',
      edited: false,
    } as const;
    // Reversed in a bold line; underlined in the reversed line drawn without colour.
    expect(ask(offered, true)).toContain('Save to file: \x1b[7msudoku-game.json\x1b[27m_');
    expect(ask(offered, false)).toContain('Save to file: \x1b[4msudoku-game.json\x1b[24m_');
    const typed = ask({ ...offered, name: '/tmp/x.sav', edited: true }, true);
    expect(stripVTControlCharacters(typed)).toBe('Save to file: /tmp/x.sav_');
    const long = `/tmp/${'deep/'.repeat(20)}x.sav`;
    const shown = stripVTControlCharacters(ask({ ...offered, name: long, edited: true }, false));
    expect(shown).toMatch(/^Save to file: ….*deep\/x\.sav_$/);
    expect(shown.length).toBe(80);
  });

  it('hides the board while a new puzzle is made', () => {
    const session = playing({ id: 'classic' });
    const shown = frameLines(
      { session, color: false, question: null, failed: false, making: true },
      80,
      24,
      0,
    ).join('\n');
    expect(shown).toContain('Making a puzzle…');
    expect(shown).not.toMatch(/\|.*\d.*\|/);
  });
});

describe('the full-screen keys', () => {
  it('moves by arrows and h j k l, and leaves H for a hint', () => {
    expect(keyAction(undefined, { name: 'up' }, 9, false)).toEqual({
      type: 'event',
      event: { type: 'move', direction: 'up' },
    });
    expect(keyAction('h', { name: 'h' }, 9, false)).toEqual({
      type: 'event',
      event: { type: 'move', direction: 'left' },
    });
    expect(keyAction('H', { name: 'h', shift: true }, 9, false)).toEqual({ type: 'hint' });
  });

  it("takes a honeycomb's six neighbours as capitals, and keeps q and c", () => {
    const moves = ['Q', 'E', 'A', 'D', 'Z', 'C'].map((text) => keyAction(text, {}, 9, true));
    expect(moves.map((action) => action?.type === 'event' && action.event)).toEqual(
      ['upLeft', 'upRight', 'left', 'right', 'downLeft', 'downRight'].map((direction) => ({
        type: 'move',
        direction,
      })),
    );
    expect(keyAction('q', {}, 9, true)).toEqual({ type: 'quit' });
    expect(keyAction('c', {}, 9, true)).toEqual({ type: 'check' });
    expect(keyAction('C', {}, 9, false)).toBeNull();
  });

  it('reads A-G as digits only where the grid has them', () => {
    expect(keyAction('G', {}, 16, false)).toEqual({
      type: 'event',
      event: { type: 'input', digit: 16 },
    });
    expect(keyAction('7', {}, 6, false)).toBeNull();
    expect(keyAction('0', {}, 9, false)).toEqual({ type: 'event', event: { type: 'erase' } });
    expect(keyAction(undefined, { name: 'r', ctrl: true }, 9, false)).toEqual({
      type: 'event',
      event: { type: 'redo' },
    });
    expect(keyAction(undefined, { name: 'c', ctrl: true }, 9, false)).toEqual({
      type: 'interrupt',
    });
  });
});
