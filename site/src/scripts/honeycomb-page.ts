import { HANIDOKU_SHAPE } from '../../../shared/kind/shape.ts';
import { playDailies } from './daily-set-page.ts';
import { playable } from './play/shared-puzzle.ts';

/** The givens of a line from the API: 61 characters, a digit or '.' (validated there). */
const givensOfLine = (line: string) => Uint8Array.from(line, (ch) => Number(ch) || 0);

// /honeycomb: today's honeycomb, a Hanidoku at each of its levels. The player loads the
// honeycomb's rules and board (playable) with the first puzzle shown.
playDailies({
  id: 'honeycomb',
  api: '/honeycomb',
  page: '/honeycomb',
  name: 'Hanidoku',
  noun: 'honeycomb',
  playable: (line) => playable(HANIDOKU_SHAPE, givensOfLine(line)),
});
