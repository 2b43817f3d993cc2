import type { SharedAnswer } from '../../../shared/api-types.ts';
import { LEVEL_NAMES } from '../../../shared/kind/names.ts';
import { API, getJson } from './api.ts';
import { hideNotice, showNotice } from './notice.ts';
import { createPlayer } from './play/player.ts';
import { readSharedPuzzle } from './play/shared-puzzle.ts';

const root = document.getElementById('play-player')!;
const info = document.getElementById('play-info')!;
const notice = document.getElementById('play-notice')!;
// A shared link is /p/{code}; ?code= serves the page on its own (astro dev, no Worker).
const code =
  /^\/p\/([^/]+)\/?$/.exec(location.pathname)?.[1] ??
  new URLSearchParams(location.search).get('code');

/** The code is read here, so the puzzle plays at once, offline too; the API adds its grade. */
function start(code: string): void {
  const read = readSharedPuzzle(code);
  if (!read.ok) {
    root.hidden = true;
    const problem = read.problem === 'code' ? 'is damaged' : 'names a puzzle that breaks its rules';
    showNotice(notice, `This link ${problem}: ${read.message}.`);
    return;
  }
  const { shape, level, puzzle } = read;
  const kind = shape.title;
  const title = level ? `${level} · ${kind}` : kind;
  document.title = `Sudoku · ${title}`;
  if (!puzzle) {
    const picture = document.createElement('img');
    picture.className = 'board-picture';
    picture.src = `${API}/puzzles/${encodeURIComponent(code)}.svg`;
    picture.alt = `${title} puzzle (this kind is shown, not played, here)`;
    root.replaceWith(picture);
  } else {
    createPlayer(root).open({
      key: code,
      puzzle,
      title,
      level,
      shareTitle: level ? `${kind} · ${LEVEL_NAMES[level]}` : kind,
      shareLink: new URL(`/p/${code}`, location.origin).href,
    });
  }
  describe(code);
}

async function describe(code: string): Promise<void> {
  hideNotice(notice);
  const result = await getJson<SharedAnswer>(`/puzzles/${encodeURIComponent(code)}`);
  if (!result.ok) {
    info.textContent = `Not graded: ${result.message}`;
    return;
  }
  const { level, score, hardestTechnique } = result.data;
  const hardest = hardestTechnique
    ? ` · hardest step: ${hardestTechnique.replaceAll('-', ' ')}`
    : '';
  info.textContent = `Graded ${level} · score ${score}${hardest}`;
}

if (code) start(decodeURIComponent(code));
else {
  root.hidden = true;
  showNotice(notice, 'This link names no puzzle: a shared link looks like /p/ followed by a code.');
}
