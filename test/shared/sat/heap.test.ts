import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared/random.ts';
import { VarOrder } from '../../../shared/sat/heap.ts';

/** A VarOrder holding variables 0..count-1, with a value array (by literal) all unassigned. */
function orderOf(count: number): { order: VarOrder; value: Int8Array } {
  const order = new VarOrder();
  for (let v = 0; v < count; v++) order.add(v);
  return { order, value: new Int8Array(2 * count) };
}

/** Every literal `pick` gives until it gives -1. */
function drain(order: VarOrder, value: Int8Array): number[] {
  const picked: number[] = [];
  for (let lit = order.pick(value); lit >= 0; lit = order.pick(value)) picked.push(lit);
  return picked;
}

/** What breaks the heap's own bookkeeping (max-heap order, slots pointing back), or ''. */
function heapProblem(order: VarOrder, varCount: number): string {
  const { heap, indices, activity, size } = order;
  for (let i = 0; i < size; i++) {
    const v = heap[i];
    if (indices[v] !== i) return `variable ${v} sits at ${i} but its slot says ${indices[v]}`;
    const parent = heap[(i - 1) >> 1];
    if (i > 0 && activity[parent] < activity[v]) return `${v} is above its parent ${parent}`;
  }
  let queued = 0;
  for (let v = 0; v < varCount; v++) if (indices[v] >= 0) queued++;
  return queued === size ? '' : `${queued} variables have a slot but the heap holds ${size}`;
}

/**
 * The order as plain arrays: the same activity arithmetic (add the increment, decay by growing
 * it, scale all down past 1e100), with the queue a flag per variable.
 */
class ReferenceOrder {
  activity: number[] = [];
  phase: number[] = [];
  queued: boolean[] = [];
  increment = 1;

  add(): void {
    this.activity.push(0);
    this.phase.push(1);
    this.queued.push(true);
  }

  bump(v: number): void {
    this.activity[v] += this.increment;
    if (this.activity[v] > 1e100) {
      this.activity = this.activity.map((a) => a / 1e100);
      this.increment /= 1e100;
    }
  }

  decay(): void {
    this.increment /= 0.95;
  }

  unassign(lit: number): void {
    this.phase[lit >> 1] = lit & 1;
    this.queued[lit >> 1] = true;
  }
}

/** Where the order and the reference disagree on queue, activity or phase, or ''. */
function differences(order: VarOrder, reference: ReferenceOrder, varCount: number): string {
  for (let v = 0; v < varCount; v++) {
    if (order.indices[v] >= 0 !== reference.queued[v]) return `variable ${v}: queued or not`;
    if (order.activity[v] !== reference.activity[v]) return `variable ${v}: activity`;
    if (order.phase[v] !== reference.phase[v]) return `variable ${v}: phase`;
  }
  return '';
}

describe('VarOrder', () => {
  it('picks the most active variable first, with phase false until it has been assigned', () => {
    const { order, value } = orderOf(5);
    for (const v of [3, 3, 3, 1, 1, 4]) order.bump(v);
    const picked = drain(order, value);
    expect(picked.slice(0, 3)).toEqual([2 * 3 + 1, 2 * 1 + 1, 2 * 4 + 1]);
    // 0 and 2 tie at activity 0: either may come first.
    expect(picked.slice(3).sort()).toEqual([1, 5]);
    expect(order.size).toBe(0);
    expect(order.pick(value)).toBe(-1);
  });

  it('drops the assigned variables it meets on the way to an unassigned one', () => {
    const { order, value } = orderOf(4);
    for (const v of [2, 2, 2, 0, 0, 1]) order.bump(v);
    value[2 * 2] = 1;
    value[2 * 2 + 1] = -1;
    expect(order.pick(value)).toBe(2 * 0 + 1);
    expect(order.indices[2]).toBe(-1);
    expect(order.indices[0]).toBe(-1);
    expect(order.size).toBe(2);
    expect(heapProblem(order, 4)).toBe('');
  });

  it('makes an unassigned variable a candidate again, once, with the phase it last had', () => {
    const { order, value } = orderOf(3);
    order.bump(1);
    const lit = order.pick(value);
    expect(lit).toBe(2 * 1 + 1);
    expect(order.size).toBe(2);
    // Variable 1 was true (literal 2), then unassigned.
    order.unassign(2);
    expect(order.size).toBe(3);
    expect(order.phase[1]).toBe(0);
    expect(order.pick(value)).toBe(2);
    // Unassigning a variable still queued does not queue it twice.
    order.unassign(2 * 0);
    expect(order.size).toBe(2);
    expect(heapProblem(order, 3)).toBe('');
  });

  it('counts a bump made while a variable is out of the heap when it comes back', () => {
    const { order, value } = orderOf(3);
    order.bump(2);
    expect(order.pick(value)).toBe(2 * 2 + 1);
    for (let i = 0; i < 3; i++) order.bump(2);
    order.bump(0);
    order.unassign(2 * 2 + 1);
    expect(drain(order, value).slice(0, 2)).toEqual([2 * 2 + 1, 2 * 0 + 1]);
  });

  it('weighs later bumps more after a decay', () => {
    const { order, value } = orderOf(2);
    order.bump(0);
    order.decay();
    order.bump(1);
    expect(order.activity[0]).toBe(1);
    expect(order.activity[1]).toBe(1 / 0.95);
    expect(order.pick(value)).toBe(2 * 1 + 1);
  });

  it('scales every activity down before one passes 1e100, keeping their order', () => {
    const { order, value } = orderOf(3);
    order.bump(0);
    // 0.95^-5000 is about 2e111.
    for (let i = 0; i < 5000; i++) order.decay();
    order.bump(1);
    const ratio = 0.95 ** -5000;
    expect(order.activity[0]).toBe(1 / 1e100);
    expect(order.activity[1]).toBeLessThan(1e100);
    expect(order.activity[1] / order.activity[0] / ratio).toBeCloseTo(1, 9);
    // The increment was scaled with them: a bump now adds what variable 1 holds.
    order.bump(2);
    expect(order.activity[2]).toBe(order.activity[1]);
    const picked = drain(order, value);
    expect(picked.slice(0, 2).sort()).toEqual([2 * 1 + 1, 2 * 2 + 1]);
    expect(picked[2]).toBe(2 * 0 + 1);
  });

  it('grows past its first capacity and keeps every variable', () => {
    const order = new VarOrder();
    for (let v = 0; v < 100; v++) {
      order.add(v);
      for (let i = 0; i < v; i++) order.bump(v);
    }
    expect(order.size).toBe(100);
    expect(heapProblem(order, 100)).toBe('');
    const picked = drain(order, new Int8Array(200));
    expect(picked).toEqual(Array.from({ length: 100 }, (_, i) => 2 * (99 - i) + 1));
  });

  it('agrees with a plain reference through 20,000 random solver-like operations', () => {
    const random = createRandom('var-order');
    const order = new VarOrder();
    const reference = new ReferenceOrder();
    let varCount = 0;
    let value = new Int8Array(0);
    const trail: number[] = [];
    const addVariable = () => {
      order.add(varCount);
      reference.add();
      varCount++;
      const grown = new Int8Array(2 * varCount);
      grown.set(value);
      value = grown;
    };
    const assign = (lit: number) => {
      value[lit] = 1;
      value[lit ^ 1] = -1;
      trail.push(lit);
    };
    for (let v = 0; v < 8; v++) addVariable();
    let picks = 0;
    let rescales = 0;

    for (let step = 0; step < 20_000; step++) {
      const roll = random.below(100);
      if (roll < 30) {
        const v = random.below(varCount);
        const before = reference.increment;
        order.bump(v);
        reference.bump(v);
        if (reference.increment < before) rescales++;
      } else if (roll < 40) {
        // Long runs of decays, so the activities reach the rescaling threshold.
        for (let i = random.below(60); i >= 0; i--) {
          order.decay();
          reference.decay();
        }
      } else if (roll < 60) {
        const lit = order.pick(value);
        const unassigned = (v: number) => value[2 * v] === 0;
        const best = Math.max(
          -1,
          ...reference.activity.filter((_, v) => reference.queued[v] && unassigned(v)),
        );
        if (lit < 0) {
          expect(best).toBe(-1);
        } else {
          const v = lit >> 1;
          picks++;
          expect(reference.queued[v] && unassigned(v)).toBe(true);
          expect(lit).toBe(2 * v + reference.phase[v]);
          expect(reference.activity[v]).toBe(best);
        }
        // Whatever left the heap is the pick or an assigned variable at least as active.
        for (let u = 0; u < varCount; u++) {
          if (!reference.queued[u] || order.indices[u] >= 0) continue;
          if (u !== lit >> 1) {
            expect(unassigned(u)).toBe(false);
            expect(reference.activity[u]).toBeGreaterThanOrEqual(
              lit < 0 ? 0 : reference.activity[lit >> 1],
            );
          }
          reference.queued[u] = false;
        }
        if (lit >= 0) assign(lit);
      } else if (roll < 75) {
        // Propagation: assigned without leaving the heap.
        const v = random.below(varCount);
        if (value[2 * v] === 0) assign(2 * v + random.below(2));
      } else if (roll < 95) {
        // Backjump: undo the last few assignments, saving their phases.
        for (let k = random.below(6); k > 0 && trail.length > 0; k--) {
          const lit = trail.pop()!;
          value[lit] = 0;
          value[lit ^ 1] = 0;
          order.unassign(lit);
          reference.unassign(lit);
        }
      } else if (varCount < 120) {
        addVariable();
      }

      expect(heapProblem(order, varCount)).toBe('');
      expect(differences(order, reference, varCount), `step ${step}`).toBe('');
    }
    // The run met what it was meant to: growth, many picks, and rescaling.
    expect(varCount).toBeGreaterThan(16);
    expect(picks).toBeGreaterThan(1000);
    expect(rescales).toBeGreaterThan(0);
  });
});
