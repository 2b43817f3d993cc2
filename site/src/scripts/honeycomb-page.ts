import { HANIDOKU_SHAPE } from '../../../shared/kind/shape.ts';
import { playDailies } from './daily-set-page.ts';
import { digitsOfLine } from './play/puzzle-line.ts';
import { playable } from './play/shared-puzzle.ts';

// /honeycomb: today's honeycomb, a Hanidoku at each of its levels. The player loads the
// honeycomb's rules and board (playable) with the first puzzle shown.
playDailies({
  id: 'honeycomb',
  api: '/honeycomb',
  page: '/honeycomb',
  name: 'Hanidoku',
  noun: 'honeycomb',
  playable: (line) => playable(HANIDOKU_SHAPE, digitsOfLine(line)),
});
