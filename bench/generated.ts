import type { GeneratedPuzzle, NotGenerated } from '../shared/generate.ts';

/** The givens of a generated puzzle; a benchmark whose seed reached no puzzle stops, saying so. */
export function givensOf(outcome: GeneratedPuzzle | NotGenerated): Uint8Array {
  if (!outcome.ok) throw new Error(`no puzzle was made in ${outcome.attempts} attempts`);
  return outcome.givens;
}
