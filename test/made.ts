/**
 * The puzzle a generator made, for tests whose seeds are known to reach their level: a
 * NotGenerated outcome fails the test, naming the attempts spent.
 * @example expectMade(generatePuzzle({ seed: 'a', level: 'hard' })).givens
 */
export function expectMade<T extends { ok: true }>(
  outcome: T | { ok: false; attempts: number },
): T {
  if (!outcome.ok) throw new Error(`no puzzle was made in ${outcome.attempts} attempts`);
  return outcome;
}
