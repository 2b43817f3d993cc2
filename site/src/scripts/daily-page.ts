import { playDailies } from './daily-set-page.ts';
import { puzzleFromLine } from './play/puzzle-line.ts';
import { renderStats } from './play/stats.ts';
import { readResults } from './play/storage.ts';

// `/`: today's grid puzzles, and the player's own stats under them.
const stats = document.querySelector<HTMLElement>('[data-testid="stats"]')!;
const showStats = () => renderStats(stats, readResults());
// The stats under the board once the board is painted: they are below it, and a first tap on
// the board need not wait for them.
const afterPaint = () => requestAnimationFrame(() => setTimeout(showStats));
void playDailies({
  id: 'daily',
  api: '',
  page: '/',
  name: 'Sudoku',
  noun: 'puzzle',
  playable: (line) => ({ puzzle: puzzleFromLine(line) }),
  onResult: showStats,
}).then(afterPaint);
