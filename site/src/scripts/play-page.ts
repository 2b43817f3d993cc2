import type { SharedAnswer } from '../../../shared/api-types.ts';
import { countGivens } from '../../../shared/givens.ts';
import type { TechniqueId } from '../../../shared/grade/types.ts';
import { LEVEL_NAMES, type Level } from '../../../shared/kind/names.ts';
import { API, getJson } from './api.ts';
import { hideNotice, showNotice } from './notice.ts';
import { createPlayer } from './play/player.ts';
import { readSharedPuzzle } from './play/shared-puzzle.ts';
import { readResults } from './play/storage.ts';

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
  const title = level ? `${LEVEL_NAMES[level]} · ${kind}` : kind;
  document.title = `${level ? `${LEVEL_NAMES[level]} ${kind}` : kind} · shared puzzle`;
  if (!puzzle) {
    const picture = document.createElement('img');
    picture.className = 'board-picture';
    picture.src = `${API}/puzzles/${encodeURIComponent(code)}.svg`;
    picture.alt = `${title} puzzle (this kind is shown, not played, here)`;
    root.replaceWith(picture);
  } else {
    createPlayer(root, () => sayHardest(code)).open({
      key: code,
      puzzle,
      title,
      level,
      shareTitle: level ? `${kind} · ${LEVEL_NAMES[level]}` : kind,
      shareLink: new URL(`/p/${code}`, location.origin).href,
    });
  }
  describe(code, level, countGivens(read.givens));
}

/** The grader's hardest technique of the puzzle (its id), once the API has graded it. */
let hardestTechnique: string | null = null;
let hardestSaid = false;

/**
 * Says the puzzle's level and givens, "Hard · 26 givens": the level the code carries at once,
 * then the grader's. Never its score or hardest step, which would spoil it before play.
 */
async function describe(code: string, level: Level | null, givens: number): Promise<void> {
  const count = `${givens} givens`;
  info.textContent = level ? `${LEVEL_NAMES[level]} · ${count}` : count;
  hideNotice(notice);
  const result = await getJson<SharedAnswer>(`/puzzles/${encodeURIComponent(code)}`);
  if (result.ok) {
    info.textContent = `${LEVEL_NAMES[result.data.level]} · ${count}`;
    hardestTechnique = result.data.hardestTechnique;
    sayHardest(code);
  } else if (!level) info.textContent = `${count} · not graded: ${result.message}`;
}

/**
 * Once the puzzle is solved its hardest step spoils nothing: the info line adds it, by its name
 * for people. Only grids are played here, so the grid grader's names serve; they load only then
 * (kind.ts, which names every kind's, would also reshuffle the chunks the daily page loads).
 */
async function sayHardest(code: string): Promise<void> {
  const id = hardestTechnique;
  if (!id || hardestSaid || !readResults()[code]?.solved) return;
  hardestSaid = true;
  const { TECHNIQUE_BY_ID } = await import('../../../shared/grade/techniques.ts');
  info.append(` · hardest step: ${TECHNIQUE_BY_ID.get(id as TechniqueId)?.name ?? id}`);
}

if (code) start(decodeURIComponent(code));
else {
  root.hidden = true;
  showNotice(notice, 'This link names no puzzle: a shared link looks like /p/ followed by a code.');
}
