import type { GeneratedAnswer } from '../../../shared/api-types.ts';
import { countGivens } from '../../../shared/givens.ts';
import { type KindId, LEVEL_NAMES, type RatedLevel } from '../../../shared/kind/names.ts';
import { readShareCode, shapeOf, symmetriesAt } from '../../../shared/kind/shape.ts';
import { getJson } from './api.ts';
import { hideNotice, showNotice } from './notice.ts';
import { createPlayer } from './play/player.ts';
import { playable } from './play/shared-puzzle.ts';

const form = document.querySelector<HTMLFormElement>('[data-testid="new-form"]')!;
const submit = form.querySelector<HTMLButtonElement>('[type="submit"]')!;
const notice = document.getElementById('new-notice')!;
const result = document.querySelector<HTMLElement>('[data-testid="new-result"]')!;
const link = result.querySelector<HTMLAnchorElement>('[data-testid="new-link"]')!;
const copyStatus = result.querySelector('[data-testid="new-copy-status"]')!;
const info = result.querySelector('[data-testid="new-info"]')!;
const player = createPlayer(document.getElementById('new-player')!);
const FIELDS = ['level', 'kind', 'symmetry', 'seed'] as const;
/**
 * The seed of the address and the generator version it was made with (its `v`; an address from
 * before generator version 2 has none, and names a version 1 puzzle), so that a shared link keeps
 * its puzzle. A seed typed anew gets the newest version.
 */
let linked: { seed: string; version: string } | null = null;

/**
 * Switches off the levels and symmetries the chosen shape is not made with (its Shape): a
 * Hanidoku's levels stop at hard, a 4×4 grid is made at easy only, and a 6×6 medium without
 * mirror or half-turn symmetry (symmetriesAt). A choice switched off falls back to the first one
 * left, except the symmetry of a seeded link (`keepSymmetry`), which the API still makes as it
 * was made before that rule.
 */
function fitLevels(keepSymmetry = false): void {
  const [variant, size] = value('kind').split('-');
  const shape = shapeOf({ id: variant as KindId, size: Number(size) || undefined });
  allow('level', shape.levels, true);
  allow('symmetry', symmetriesAt(shape, value('level') as RatedLevel), !keepSymmetry);
}

/**
 * Switches on the choices of field `name` that are `allowed` and off the others; with
 * `fallBack`, a checked choice switched off gives way to the first one left.
 */
function allow(name: string, allowed: readonly string[], fallBack: boolean): void {
  const choices = [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)];
  for (const input of choices) input.disabled = !allowed.includes(input.value);
  if (fallBack && choices.some((input) => input.checked && input.disabled)) {
    choices.find((input) => !input.disabled)!.checked = true;
  }
}

function value(name: string): string {
  const field = form.elements.namedItem(name) as RadioNodeList | HTMLInputElement | null;
  return field?.value ?? '';
}

async function generate(): Promise<void> {
  hideNotice(notice);
  const [variant, size] = value('kind').split('-');
  const query = new URLSearchParams({
    level: value('level'),
    variant,
    symmetry: value('symmetry'),
  });
  if (size) query.set('size', size);
  const seed = value('seed').trim();
  if (seed) query.set('seed', seed);
  if (seed && linked?.seed === seed) query.set('generatorVersion', linked.version);
  submit.disabled = true;
  submit.textContent = 'Making a puzzle…';
  const answer = await getJson<GeneratedAnswer>(`/puzzles?${query}`);
  submit.disabled = false;
  submit.textContent = 'Make a puzzle';
  if (!answer.ok) {
    const passing = answer.status === 0 || answer.status >= 500 || answer.status === 429;
    showNotice(
      notice,
      `No puzzle could be made. ${answer.message}`,
      passing ? generate : undefined,
    );
    return;
  }
  const made = answer.data;
  // Read from its code, which carries the puzzle's whole shape (a line carries no regions).
  const shared = readShareCode(made.code);
  if (!shared.ok) {
    showNotice(notice, 'No puzzle could be made: the answer names a puzzle this page cannot play.');
    return;
  }
  const page = new URLSearchParams();
  for (const name of FIELDS) page.set(name, name === 'seed' ? made.seed : value(name));
  linked = { seed: made.seed, version: String(made.generatorVersion) };
  page.set('v', linked.version);
  history.replaceState(null, '', `/new?${page}`);
  const kind = shared.shape.title;
  const shareLink = new URL(made.links.play, location.origin).href;
  link.href = made.links.play;
  link.textContent = shareLink;
  copyStatus.textContent = '';
  info.textContent = `${LEVEL_NAMES[made.level]} · ${kind} · ${countGivens(shared.givens)} givens · seed ${made.seed}`;
  result.hidden = false;
  player.open({
    key: made.code,
    ...(await playable(shared.shape, shared.givens)),
    title: `${LEVEL_NAMES[made.level]} · ${kind}`,
    level: made.level,
    shareTitle: `${kind} · ${LEVEL_NAMES[made.level]}`,
    shareLink,
  });
  result.querySelector<HTMLElement>('h2')!.focus();
}

result.querySelector('[data-testid="new-copy-link"]')!.addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(link.href);
    copyStatus.textContent = 'Copied.';
  } catch {
    getSelection()?.selectAllChildren(link);
    copyStatus.textContent = 'Selected: copy it by hand.';
  }
});

form.addEventListener('change', () => fitLevels());
form.addEventListener('submit', (event) => {
  event.preventDefault();
  generate();
});

// /new?level=…&kind=…&symmetry=…&seed=…&v=… (the address after a puzzle is made) makes it again.
const params = new URLSearchParams(location.search);
const linkedSeed = params.get('seed')?.trim();
if (linkedSeed) linked = { seed: linkedSeed, version: params.get('v') ?? '1' };
if (params.has('kind') || params.has('level')) {
  for (const name of FIELDS) {
    const field = form.elements.namedItem(name) as RadioNodeList | HTMLInputElement | null;
    const wanted = params.get(name);
    if (field && wanted !== null) field.value = wanted;
  }
  fitLevels(linked !== null);
  generate();
}
