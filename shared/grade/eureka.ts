import type { Geometry } from '../geometry.ts';
import type { ChainNode, Step } from './types.ts';

/**
 * Chains in Eureka notation, as forums write them: a candidate is `(d)rRcC`; `=` is a strong
 * link (one of the two holds: here, a candidate turning off forces the next on), `-` a weak
 * link (they cannot both hold: on forces off); a dynamic chain's other consequences are `->`.
 * @example eurekaOf(step, geometry) // "(5)r1c2 - (5)r1c7 = (5)r3c8 - (5)r3c2 => r1c2<>5"
 */

function candidate(geometry: Geometry, node: ChainNode): string {
  const r = Math.floor(node.cell / geometry.size) + 1;
  const c = (node.cell % geometry.size) + 1;
  return `(${node.digit})r${r}c${c}`;
}

function link(from: ChainNode, to: ChainNode): string {
  if (from.on && !to.on) return ' - ';
  if (!from.on && to.on) return ' = ';
  return ' -> ';
}

/** One branch: its candidates joined by their links. */
export function eurekaBranch(geometry: Geometry, branch: readonly ChainNode[]): string {
  let text = candidate(geometry, branch[0]);
  for (let i = 1; i < branch.length; i++) {
    text += link(branch[i - 1], branch[i]) + candidate(geometry, branch[i]);
  }
  return text;
}

/** A forcing chain, AIC or almost-locked-set step in Eureka notation, or null for other steps. */
export function eurekaOf(step: Step, geometry: Geometry): string | null {
  if (step.sets && step.technique !== 'sue-de-coq')
    return `${alsChain(step, geometry)} => ${conclusion(step, geometry)}`;
  if (step.nodeCells)
    return `${aicLinks(step, geometry, step.nodeCells)} => ${conclusion(step, geometry)}`;
  if (!step.branches || step.branches.length === 0) return null;
  const branches = step.branches.map((b) => eurekaBranch(geometry, b));
  return `${branches.join('; ')} => ${conclusion(step, geometry)}`;
}

/** What a step concludes: "r1c2=3, r4c5<>7". */
function conclusion(step: Step, geometry: Geometry): string {
  const moves = [
    ...step.placements.map(({ cell, digit }) => ({ cell, digit, sign: '=' })),
    ...step.eliminations.map(({ cell, digit }) => ({ cell, digit, sign: '<>' })),
  ].map(({ cell, digit, sign }) => {
    const r = Math.floor(cell / geometry.size) + 1;
    const c = (cell % geometry.size) + 1;
    return `r${r}c${c}${sign}${digit}`;
  });
  return moves.join(', ');
}

/** A group of cells: "r2c68", "r18c6", or row by row "r7c79,r9c78". */
function cellGroup(geometry: Geometry, cells: readonly number[]): string {
  const { size } = geometry;
  const rows = [...new Set(cells.map((cell) => Math.floor(cell / size) + 1))];
  const columns = [...new Set(cells.map((cell) => (cell % size) + 1))];
  if (columns.length === 1) return `r${rows.join('')}c${columns[0]}`;
  return rows
    .map((r) => {
      const inRow = cells.filter((cell) => Math.floor(cell / size) + 1 === r);
      return `r${r}c${inRow.map((cell) => (cell % size) + 1).join('')}`;
    })
    .join(',');
}

/**
 * An AIC, X-cycle or nice loop (aic.ts): its nodes, grouped ones as `(5)r1c23`, joined by `=` and
 * `-` in turn; a continuous loop closes on its first node.
 */
function aicLinks(step: Step, geometry: Geometry, nodeCells: number[][]): string {
  const nodes = (step.chain ?? []).map(
    (n, i) => `(${n.digit})${cellGroup(geometry, nodeCells[i])}`,
  );
  let text = nodes[0];
  for (let i = 1; i < nodes.length; i++) text += (i % 2 === 1 ? ' = ' : ' - ') + nodes[i];
  return step.shape === 'continuous-loop' ? `${text} - ${nodes[0]}` : text;
}

/**
 * The chain of an almost-locked-set step, a set written (a=b)cells: if not a, the set is locked
 * and holds b. ALS-XZ "(z=x)A - (x=z)B", doubly linked "(x=y)A - (y=x)B - (x)A" (a loop),
 * ALS-XY-Wing "(z=x)A - (x=y)C - (y=z)B", death blossom one branch per stem digit.
 */
function alsChain(step: Step, geometry: Geometry): string {
  const sets = (step.sets ?? []).map((set) => cellGroup(geometry, set.cells));
  const d = step.digits;
  if (step.technique === 'death-blossom') {
    const stem = cellGroup(geometry, [step.cells[0]]);
    const z = d[d.length - 1];
    return sets.map((set, i) => `(${d[i]})${stem} - (${d[i]}=${z})${set}`).join('; ');
  }
  if (step.technique === 'als-xy-wing') {
    return `(${d[2]}=${d[0]})${sets[0]} - (${d[0]}=${d[1]})${sets[1]} - (${d[1]}=${d[2]})${sets[2]}`;
  }
  if (sets.length === 3)
    return `(${d[0]}=${d[1]})${sets[0]} - (${d[1]}=${d[0]})${sets[1]} - (${d[0]})${sets[0]}`;
  return `(${d[1]}=${d[0]})${sets[0]} - (${d[0]}=${d[1]})${sets[1]}`;
}
