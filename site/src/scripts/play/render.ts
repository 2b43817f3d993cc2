import { conflictsOf, elapsedMs, type Game } from '../../../../shared/game/index.ts';
import { labelAt, paintCell } from '../board.ts';
import { formatTime, spokenTime } from './clock.ts';
import { type PlayerView, setAvailable } from './view.ts';

/** What the page marks on top of the game: Check's wrong cells and a hint's cells. */
export interface Marks {
  wrong: ReadonlySet<number>;
  hinted: readonly number[];
}

/**
 * Draws `game` into the player: every cell (digit or notes, highlights, label, tab stop), the
 * pad's remaining counts (of each digit, the solution's cells holding it less the board's: a
 * grid's N each, a honeycomb's from 5 up to 61), what each control can do now, the paused cover and the solved banner.
 */
export function renderGame(view: PlayerView, game: Game, marks: Marks): void {
  const { size, peers, peerStart } = game.puzzle.rules;
  const selected = game.selected;
  const selectedDigit = selected === null ? 0 : game.grid[selected];
  const peerCells = new Set<number>();
  if (selected !== null) {
    for (let p = peerStart[selected]; p < peerStart[selected + 1]; p++) peerCells.add(peers[p]);
  }
  const conflicts = new Set(conflictsOf(game));
  const hinted = new Set(marks.hinted);
  const counts = new Int8Array(size + 1);
  if (game.solution) for (const d of game.solution) counts[d]++;
  else counts.fill(size);
  view.cells.forEach((element, cell) => {
    const d = game.grid[cell];
    counts[d]--;
    const given = game.puzzle.givens[cell] !== 0;
    const content = { d, given, notes: game.notes[cell], marked: selectedDigit };
    paintCell(element, content, size);
    const conflict = conflicts.has(cell);
    const wrong = marks.wrong.has(cell);
    const classes = element.classList;
    classes.toggle('selected', cell === selected);
    classes.toggle('peer', peerCells.has(cell));
    classes.toggle('same', d !== 0 && d === selectedDigit && cell !== selected);
    classes.toggle('conflict', conflict);
    classes.toggle('wrong', wrong);
    classes.toggle('hinted', hinted.has(cell));
    element.setAttribute('aria-selected', String(cell === selected));
    if (given) element.setAttribute('aria-readonly', 'true');
    element.tabIndex = cell === (selected ?? 0) ? 0 : -1;
    const label = labelAt(
      view.kit.label(cell),
      content,
      `${conflict ? ', conflict' : ''}${wrong ? ', wrong' : ''}`,
    );
    if (element.getAttribute('aria-label') !== label) element.setAttribute('aria-label', label);
  });

  const playing = !game.paused && !game.completed;
  view.pad[0].parentElement!.dataset.size = String(size);
  view.pad.forEach((button, i) => {
    const d = i + 1;
    button.hidden = d > size;
    setAvailable(button, playing);
    const left = Math.max(0, counts[d]);
    button.classList.toggle('done', left === 0);
    button.querySelector('.pad-left')!.textContent = left > 0 ? String(left) : '';
  });
  const { controls } = view;
  for (const button of Object.values(controls)) setAvailable(button, playing);
  setAvailable(controls.undo, playing && game.undo.length > 0);
  setAvailable(controls.redo, playing && game.redo.length > 0);
  setAvailable(controls.restart, !game.paused);
  controls.notes.setAttribute('aria-pressed', String(game.notesMode));
  setAvailable(view.pause, !game.completed);
  view.pause.setAttribute('aria-label', game.paused ? 'Resume' : 'Pause');

  view.board.classList.toggle('paused', game.paused);
  if (game.paused) view.board.setAttribute('aria-hidden', 'true');
  else view.board.removeAttribute('aria-hidden');
  view.cover.hidden = !game.paused;
  view.banner.hidden = !game.completed;
  view.root.dataset.state = game.completed ? 'solved' : game.paused ? 'paused' : 'playing';
  if (game.completed) view.bannerTime.textContent = formatTime(game.elapsed);
  renderClock(view, game, Date.now());
}

/** The timer's text, "7:32" (and its machine-readable duration). */
export function renderClock(view: PlayerView, game: Game, now: number): void {
  const ms = elapsedMs(game, now);
  const text = formatTime(ms);
  if (view.timer.textContent === text) return;
  view.timer.textContent = text;
  view.timer.dateTime = `PT${Math.floor(ms / 1000)}S`;
  view.timer.setAttribute('aria-label', `Time ${spokenTime(ms)}`);
}
