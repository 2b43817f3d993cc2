import { resize } from './clause-arena.ts';

/**
 * The decision order of the CDCL solver: EVSIDS activities on a binary max-heap, and saved
 * phases. `heap[0..size)` holds the candidate variables, `indices[v]` is v's slot (-1 when v
 * is not in the heap). Bumping adds `increment`, and decaying grows `increment` instead of
 * shrinking every activity; all are scaled down together before they overflow.
 */

const VAR_DECAY = 0.95;
const RESCALE_ABOVE = 1e100;

export class VarOrder {
  activity = new Float64Array(16);
  /** The sign bit of each variable's last value (MiniSat starts with false: 1). */
  phase = new Uint8Array(16);
  heap = new Int32Array(16);
  indices = new Int32Array(16).fill(-1);
  size = 0;
  private increment = 1;

  /** Adds variable v (the next one) as a candidate with activity 0 and phase false. */
  add(v: number): void {
    if (v >= this.indices.length) {
      const capacity = Math.max(v + 1, 2 * this.indices.length);
      this.activity = resize(this.activity, capacity);
      this.phase = resize(this.phase, capacity);
      this.heap = resize(this.heap, capacity);
      const indices = new Int32Array(capacity).fill(-1);
      indices.set(this.indices);
      this.indices = indices;
    }
    this.phase[v] = 1;
    this.insert(v);
  }

  /** Called when v's literal `lit` is unassigned: saves its phase, makes v a candidate again. */
  unassign(lit: number): void {
    const v = lit >> 1;
    this.phase[v] = lit & 1;
    if (this.indices[v] < 0) this.insert(v);
  }

  /** The saved-phase literal of the most active unassigned variable, or -1 if there is none. */
  pick(value: Int8Array): number {
    while (this.size > 0) {
      const v = this.removeMax();
      if (value[2 * v] === 0) return 2 * v + this.phase[v];
    }
    return -1;
  }

  /** Raises v's activity (it took part in a conflict). */
  bump(v: number): void {
    const activity = this.activity;
    activity[v] += this.increment;
    if (activity[v] > RESCALE_ABOVE) {
      for (let i = 0; i < activity.length; i++) activity[i] /= RESCALE_ABOVE;
      this.increment /= RESCALE_ABOVE;
    }
    if (this.indices[v] >= 0) this.percolateUp(this.indices[v]);
  }

  /** Ages every activity by VAR_DECAY, in O(1). */
  decay(): void {
    this.increment /= VAR_DECAY;
  }

  private insert(v: number): void {
    this.indices[v] = this.size;
    this.heap[this.size] = v;
    this.percolateUp(this.size++);
  }

  private removeMax(): number {
    const heap = this.heap;
    const top = heap[0];
    const last = heap[--this.size];
    this.indices[top] = -1;
    if (this.size > 0) {
      heap[0] = last;
      this.indices[last] = 0;
      this.percolateDown(0);
    }
    return top;
  }

  private percolateUp(i: number): void {
    const { heap, indices, activity } = this;
    const v = heap[i];
    const a = activity[v];
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = heap[parent];
      if (activity[p] >= a) break;
      heap[i] = p;
      indices[p] = i;
      i = parent;
    }
    heap[i] = v;
    indices[v] = i;
  }

  private percolateDown(i: number): void {
    const { heap, indices, activity, size } = this;
    const v = heap[i];
    const a = activity[v];
    for (;;) {
      const left = 2 * i + 1;
      if (left >= size) break;
      const right = left + 1;
      const child = right < size && activity[heap[right]] > activity[heap[left]] ? right : left;
      const c = heap[child];
      if (activity[c] <= a) break;
      heap[i] = c;
      indices[c] = i;
      i = child;
    }
    heap[i] = v;
    indices[v] = i;
  }
}
