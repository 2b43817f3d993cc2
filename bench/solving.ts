import { isSolutionOf, loadSet, pickEvenly, SETS, type SetSpec } from './data.ts';
import { countSolutionsRunner, search9Runner } from './ours.ts';
import { type Answer, algorithmTsPeer, dachevPeer, type Peer, type Runner } from './peers.ts';
import { qqwingPeer, qqwingVersion } from './qqwing.ts';
import { formatCount, formatRate, progress, ratePerSecond } from './stats.ts';

/** Our engine alone on a whole set. */
export interface OursRow {
  set: string;
  puzzles: number;
  /** Puzzles per second, medians. */
  search9: number;
  countSolutions: number;
  firstSolution: number;
  /** Puzzles search9 (limit 2) proved to have exactly one solution, with a valid grid. */
  correct: number;
}

/** One peer beside our engine on the same puzzles. */
export interface PeerRow {
  set: string;
  used: number;
  total: number;
  peer: string;
  mode: string;
  peerRate: number;
  oursRate: number;
  /** Of the `used` puzzles, those the peer answered with a valid solution (and count 1). */
  correct: number;
  note?: string;
}

export interface SolvingResults {
  ours: OursRow[];
  peers: PeerRow[];
  /** Why a set or a peer was left out. */
  skipped: string[];
}

/** Whether an answer is right for a puzzle with exactly one solution. */
function isRight(puzzle: string, answer: Answer | undefined): boolean {
  if (answer === undefined || (answer.solution === undefined && answer.count === undefined)) {
    return false;
  }
  if (answer.solution !== undefined && !isSolutionOf(puzzle, answer.solution)) return false;
  return answer.count === undefined || answer.count === 1;
}

function countRight(puzzles: string[], runner: Runner): number {
  const answers = runner.answers();
  let right = 0;
  for (let i = 0; i < puzzles.length; i++) if (isRight(puzzles[i], answers[i])) right++;
  return right;
}

function rate(puzzles: string[], runner: Runner): number {
  return ratePerSecond(puzzles.length, () => runner.run());
}

/** Every peer that can run here, each with the subset size it gets on a set. */
function availablePeers(skipped: string[]): Array<{ peer: Peer; count: (s: SetSpec) => number }> {
  const peers: Array<{ peer: Peer; count: (s: SetSpec) => number }> = [];
  const version = qqwingVersion();
  if (version === null) skipped.push('qqwing: not found on PATH, its rows are left out.');
  else {
    peers.push({ peer: qqwingPeer(version, true), count: (s) => s.qqwingCount ?? s.peerCount });
    peers.push({ peer: qqwingPeer(version, false), count: (s) => s.peerCount });
  }
  peers.push({ peer: algorithmTsPeer(), count: (s) => s.peerCount });
  peers.push({ peer: dachevPeer(), count: (s) => s.slowCount });
  return peers;
}

/** Step 1: our engine on every set, then each peer beside it on the same puzzles. */
export function benchSolving(): SolvingResults {
  const results: SolvingResults = { ours: [], peers: [], skipped: [] };
  const peers = availablePeers(results.skipped);
  for (const spec of SETS) {
    const all = loadSet(spec);
    if (all === null) {
      const message = `${spec.file}: not found in the shared data folder, its rows are left out.`;
      progress(message);
      results.skipped.push(message);
      continue;
    }
    progress(`${spec.file}: ours on ${formatCount(all.length)} puzzles`);
    const search9 = search9Runner(all, 2);
    const row: OursRow = {
      set: spec.file,
      puzzles: all.length,
      search9: rate(all, search9),
      countSolutions: rate(all, countSolutionsRunner(all)),
      firstSolution: rate(all, search9Runner(all, 1)),
      correct: countRight(all, search9),
    };
    results.ours.push(row);
    progress(`${spec.file}: ours ${formatRate(row.search9)}/s`);

    for (const { peer, count } of peers) {
      const puzzles = pickEvenly(all, count(spec));
      const tag = `${spec.file.replace(/\.\w+$/, '')}-${puzzles.length}`;
      progress(`${spec.file}: ${peer.name}, ${peer.mode}, on ${formatCount(puzzles.length)}`);
      const runner = peer.prepare(puzzles, tag);
      const peerRate = rate(puzzles, runner);
      const oursRate = rate(puzzles, search9Runner(puzzles, 2));
      results.peers.push({
        set: spec.file,
        used: puzzles.length,
        total: all.length,
        peer: peer.name,
        mode: peer.mode,
        peerRate,
        oursRate,
        correct: countRight(puzzles, runner),
        note: runner.note?.(),
      });
      progress(
        `${spec.file}: ${peer.name} ${formatRate(peerRate)}/s, ours ${formatRate(oursRate)}/s`,
      );
    }
  }
  return results;
}
