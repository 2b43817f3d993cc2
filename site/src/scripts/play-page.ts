import type { SharedAnswer } from '../../../shared/api-types.ts';
import { countGivens } from '../../../shared/givens.ts';
import type { TechniqueId } from '../../../shared/grade/types.ts';
import { LEVEL_NAMES, type Level } from '../../../shared/kind/names.ts';
import { readShareCode, type Shape } from '../../../shared/kind/shape.ts';
import { getJson } from './api.ts';
import { hideNotice, showNotice } from './notice.ts';
import { createPlayer } from './play/player.ts';
import { playable } from './play/shared-puzzle.ts';
import { readResults } from './play/storage.ts';

const root = document.getElementById('play-player')!;
const info = document.getElementById('play-info')!;
const notice = document.getElementById('play-notice')!;
// A shared link is /p/{code}; ?code= serves the page on its own (astro dev, no Worker).
const code =
  /^\/p\/([^/]+)\/?$/.exec(location.pathname)?.[1] ??
  new URLSearchParams(location.search).get('code');

/**
 * The code is read here, so the puzzle plays at once, offline too (a honeycomb once its board
 * has loaded); the API adds its grade.
 */
async function start(code: string): Promise<void> {
  const read = readShareCode(code);
  if (!read.ok) {
    root.hidden = true;
    const problem = read.problem === 'code' ? 'is damaged' : 'names a puzzle that breaks its rules';
    showNotice(notice, `This link ${problem}: ${read.message}.`);
    return;
  }
  const { shape, level, givens } = read;
  const kind = shape.title;
  const title = level ? `${LEVEL_NAMES[level]} · ${kind}` : kind;
  document.title = `${level ? `${LEVEL_NAMES[level]} ${kind}` : kind} · shared puzzle`;
  describe(code, shape, level, countGivens(givens));
  createPlayer(root, () => sayHardest(code, shape)).open({
    key: code,
    ...(await playable(shape, givens)),
    title,
    level,
    shareTitle: level ? `${kind} · ${LEVEL_NAMES[level]}` : kind,
    shareLink: new URL(`/p/${code}`, location.origin).href,
  });
}

/** The grader's hardest technique of the puzzle (its id), once the API has graded it. */
let hardestTechnique: string | null = null;
let hardestSaid = false;

/**
 * Says the puzzle's level and givens, "Hard · 26 givens": the level the code carries at once,
 * then the grader's. Never its score or hardest step, which would spoil it before play.
 */
async function describe(
  code: string,
  shape: Shape,
  level: Level | null,
  givens: number,
): Promise<void> {
  const count = `${givens} givens`;
  info.textContent = level ? `${LEVEL_NAMES[level]} · ${count}` : count;
  hideNotice(notice);
  const result = await getJson<SharedAnswer>(`/puzzles/${encodeURIComponent(code)}`);
  if (result.ok) {
    info.textContent = `${LEVEL_NAMES[result.data.level]} · ${count}`;
    hardestTechnique = result.data.hardestTechnique;
    sayHardest(code, shape);
  } else if (!level) info.textContent = `${count} · not graded: ${result.message}`;
}

/**
 * Once the puzzle is solved its hardest step spoils nothing: the info line adds it, by its name
 * for people, from its engine's grader; they load only then (kind.ts, which names every kind's,
 * would also reshuffle the chunks the daily page loads).
 */
async function sayHardest(code: string, shape: Shape): Promise<void> {
  const id = hardestTechnique;
  if (!id || hardestSaid || !readResults()[code]?.solved) return;
  hardestSaid = true;
  info.append(` · hardest step: ${(await techniqueName(shape, id)) ?? id}`);
}

async function techniqueName(shape: Shape, id: string): Promise<string | undefined> {
  if (shape.engine === 'honeycomb') {
    const { HANIDOKU_TECHNIQUES } = await import('../../../shared/hanidoku/logic.ts');
    return HANIDOKU_TECHNIQUES.find((technique) => technique.id === id)?.name;
  }
  const { TECHNIQUE_BY_ID } = await import('../../../shared/grade/techniques.ts');
  return TECHNIQUE_BY_ID.get(id as TechniqueId)?.name;
}

if (code) start(decodeURIComponent(code));
else {
  root.hidden = true;
  showNotice(notice, 'This link names no puzzle: a shared link looks like /p/ followed by a code.');
}
