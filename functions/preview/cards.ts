import { longDate } from '../../shared/date-words.ts';
import { countGivens } from '../../shared/givens.ts';
import { KINDS, LEVEL_NAMES, type Level } from '../../shared/kind/names.ts';
import { readShareCode, type Shape } from '../../shared/kind/shape.ts';
import { EXAMPLE_CODE } from '../schemas.ts';
import type { PreviewCard } from './card.ts';

/**
 * What each link's preview says, in its picture and in its words: a shared puzzle, a daily, the
 * site. A card's `alt` describes the picture for og:image:alt.
 */

export interface Described {
  card: PreviewCard;
  /** What the picture shows, in words. */
  alt: string;
  /** The link's title: "A hard X-sudoku", "Sudoku · Sunday 29 November 2026 · Hard". */
  title: string;
}

/**
 * "A hard 9×9 sudoku", "An X-sudoku": the article as the words are spoken, capitalised to begin
 * a sentence unless `inside` one ("an easy daily").
 */
export function withArticle(words: string, inside = false): string {
  const article = /^([aeiou]|8|x-)/i.test(words) ? 'An' : 'A';
  return `${inside ? article.toLowerCase() : article} ${words}`;
}

/** A puzzle's kind in a sentence, with its level and a grid's size: "hard 6×6 sudoku". */
function kindWords(shape: Shape, level: Level | null): string {
  const { noun, shapedBy } = KINDS[shape.id];
  const size = shapedBy !== null ? `${shape.size}×${shape.size} ` : '';
  return `${level ? `${level} ` : ''}${size}${noun}`;
}

/** What a board shows, in words: "the grid with its 30 givens". */
function boardWords(shape: Shape, givens: ArrayLike<number>): string {
  const board = shape.geometry === null ? 'the honeycomb of 61 hexagons' : 'the grid';
  return `${board} with its ${countGivens(givens)} givens`;
}

/** The preview of a shared puzzle (/p/{code}): its kind, level and givens, never its solution. */
export function puzzlePreview(shape: Shape, givens: Uint8Array, level: Level | null): Described {
  const title = withArticle(kindWords(shape, level));
  return {
    card: {
      title: shape.title,
      level: level ? LEVEL_NAMES[level] : null,
      lines: ['A shared puzzle', `${countGivens(givens)} givens`],
      board: { geometry: shape.geometry, givens } as PreviewCard['board'],
    },
    alt: `${title}: ${boardWords(shape, givens)}.`,
    title,
  };
}

/** Which daily: the grids' (the daily Sudoku) or the honeycomb's. */
export type DailyKind = 'grid' | 'honeycomb';

const DAILY_NAMES: Readonly<Record<DailyKind, string>> = {
  grid: 'Daily Sudoku',
  honeycomb: 'Daily honeycomb',
};

/** A daily link's words: its title, its description and what its picture shows. */
export function dailyWords(kind: DailyKind, date: string, level: Level | null) {
  const name = kind === 'grid' ? KINDS.classic.name : KINDS.hanidoku.name;
  const day = longDate(date);
  const daily = `the ${DAILY_NAMES[kind].toLowerCase()} of ${day}`;
  return {
    title: [name, day, ...(level ? [LEVEL_NAMES[level]] : [])].join(' · '),
    description: `Play ${daily}${level ? ` at level ${level}` : ''}, in your browser.`,
    alt: `The ${level ? `${level} ` : ''}${DAILY_NAMES[kind].toLowerCase()} of ${day}: its board and givens.`,
  };
}

/**
 * The preview of a daily link (/?date=…&level=…, /honeycomb?date=…&level=…): the day and
 * level, and the givens of the puzzle of `code` (the day's puzzle of that level).
 */
export function dailyPreview(kind: DailyKind, date: string, level: Level, code: string): Described {
  const read = readShareCode(code);
  if (!read.ok) throw new Error(`a daily's code does not read: ${read.message}`);
  const { shape, givens } = read;
  const { title, alt } = dailyWords(kind, date, level);
  return {
    card: {
      title: DAILY_NAMES[kind],
      level: LEVEL_NAMES[level],
      lines: [longDate(date), `${countGivens(givens)} givens`],
      board: { geometry: shape.geometry, givens } as PreviewCard['board'],
    },
    alt,
    title,
  };
}

/** The preview of every other page: the site, with the API's example puzzle on its board. */
export function sitePreview(): Described {
  const read = readShareCode(EXAMPLE_CODE);
  if (!read.ok) throw new Error(`the example code does not read: ${read.message}`);
  return {
    card: {
      title: 'Sudoku every day',
      level: null,
      lines: ['Four levels, easy to expert,', 'and a honeycomb to solve'],
      board: { geometry: read.shape.geometry, givens: read.givens } as PreviewCard['board'],
    },
    alt: `Ninefold, a daily Sudoku site: ${boardWords(read.shape, read.givens)}.`,
    title: 'Ninefold · Sudoku every day',
  };
}
