import { describeUnit, type Geometry } from '../geometry.ts';
import { listWithAnd } from '../words.ts';
import { bitOf, geometryTables, wordOf } from './als.ts';
import { describeAllLosses, describeSet } from './als-words.ts';
import { spendChainWork } from './implications.ts';
import { digitsOf, type GradeState, lowestDigit, popcount } from './state.ts';
import type { CellDigit, Step, Technique } from './types.ts';

/**
 * Sue de Coq: n ≥ 2 empty cells C where a line meets a box, holding V, at least n + 2 digits;
 * cells L of the rest of the line holding VL, and cells B of the rest of the box holding VB, with
 * no digit in both VL and VB, and as many digits in V ∪ VL ∪ VB as cells in C, L and B. No digit
 * can be twice among those cells (a digit of VL is only in C and L, all in the line; one of VB
 * only in C and B, in the box; any other only in C), so each is there exactly once: the digits
 * of V ∪ VL outside VB fill C ∪ L and leave the rest of the line, those of V ∪ VB outside VL fill
 * C ∪ B and leave the rest of the box.
 *
 * A step's cells are C's, L's, then B's, `sets` [C, L, B], digits V's, units [line, box].
 */
export const sueDeCoq: Technique = {
  id: 'sue-de-coq',
  name: 'Sue de Coq',
  level: 'expert',
  score: 250,
  find(state) {
    const { geometry } = state;
    if (geometry.size > 9) return null;
    const { unitCount, unitKinds } = geometry;
    for (let line = 0; line < unitCount; line++) {
      if (unitKinds[line] !== 'row' && unitKinds[line] !== 'column') continue;
      for (let box = 0; box < unitCount; box++) {
        if (unitKinds[box] !== 'box' && unitKinds[box] !== 'region') continue;
        const step = meeting(state, line, box);
        if (step) return step;
      }
    }
    return null;
  },
  explain(step, geometry) {
    const [c, l, b] = step.sets ?? [];
    const [line, box] = step.units.map((u) => describeUnit(geometry, u));
    const n = c.cells.length + l.cells.length + b.cells.length;
    const inLine = without(union(c.digits, l.digits), b.digits);
    const inBox = without(union(c.digits, b.digits), l.digits);
    return `Where ${line} meets ${box}, ${describeSet(geometry, c)} hold at least two digits more than their count; in the rest of ${line}, ${describeSet(geometry, l)}; in the rest of ${box}, ${describeSet(geometry, b)}. These ${n} cells hold ${n} digits between them and none can be there twice, as the cells in ${line} share no digit with those in ${box}: so ${listWithAnd(inLine.map(String))} are in ${line} there, ${listWithAnd(inBox.map(String))} in ${box}, and ${describeAllLosses(geometry, step.eliminations)}.`;
  },
};

function union(a: number[], b: number[]): number[] {
  return [...new Set([...a, ...b])].sort((x, y) => x - y);
}

function without(a: number[], b: number[]): number[] {
  return a.filter((d) => !b.includes(d));
}

const MAX_REST = 8;
const LINE_REST = new Int32Array(MAX_REST);
const BOX_REST = new Int32Array(MAX_REST);
const MEET = new Int32Array(MAX_REST);
/** Subsets of the line's rest (bits over LINE_REST) worth trying, with their digits and slack. */
const LINE_PICKS = new Int32Array(1 << MAX_REST);
const LINE_DIGITS = new Uint16Array(1 << MAX_REST);
const LINE_SLACK = new Int8Array(1 << MAX_REST);
const BOX_PICKS = new Int32Array(1 << MAX_REST);
const BOX_DIGITS = new Uint16Array(1 << MAX_REST);
const BOX_SLACK = new Int8Array(1 << MAX_REST);
const LINE_UNION = new Uint16Array(1 << MAX_REST);
const BOX_UNION = new Uint16Array(1 << MAX_REST);

/** The first Sue de Coq where `line` meets `box`, or null. */
function meeting(state: GradeState, line: number, box: number): Step | null {
  const { geometry, values, cand } = state;
  const { size, unitCells } = geometry;
  const { units } = geometryTables(geometry);
  let meet = 0;
  let lineRest = 0;
  let boxRest = 0;
  for (let i = line * size; i < line * size + size; i++) {
    const cell = unitCells[i];
    if (values[cell] !== 0) continue;
    const inBox = (units[box * 3 + wordOf(cell)] & bitOf(cell)) !== 0;
    if (inBox) MEET[meet++] = cell;
    else LINE_REST[lineRest++] = cell;
  }
  if (meet < 2) return null;
  for (let i = box * size; i < box * size + size; i++) {
    const cell = unitCells[i];
    if (values[cell] === 0 && (units[line * 3 + wordOf(cell)] & bitOf(cell)) === 0) {
      BOX_REST[boxRest++] = cell;
    }
  }
  if (lineRest === 0 || boxRest === 0 || lineRest > MAX_REST || boxRest > MAX_REST) return null;
  spendChainWork((1 << lineRest) + (1 << boxRest));
  unions(cand, LINE_REST, lineRest, LINE_UNION);
  unions(cand, BOX_REST, boxRest, BOX_UNION);
  // C: every subset of the meeting cells with at least two cells.
  for (let pick = 3; pick < 1 << meet; pick++) {
    const nC = popcount(pick);
    if (nC < 2) continue;
    let v = 0;
    for (let j = 0; j < meet; j++) if (pick & (1 << j)) v |= cand[MEET[j]];
    const spare = popcount(v) - nC;
    if (spare < 2) continue;
    const lines = picks(LINE_UNION, lineRest, v, spare, LINE_PICKS, LINE_DIGITS, LINE_SLACK);
    if (lines === 0) continue;
    const boxes = picks(BOX_UNION, boxRest, v, spare, BOX_PICKS, BOX_DIGITS, BOX_SLACK);
    // The digits of the meeting cells left out of C, which are in the line and the box.
    let outside = 0;
    for (let j = 0; j < meet; j++) if ((pick & (1 << j)) === 0) outside |= cand[MEET[j]];
    for (let i = 0; i < lines; i++) {
      for (let j = 0; j < boxes; j++) {
        if ((LINE_DIGITS[i] & BOX_DIGITS[j]) !== 0) continue;
        if (LINE_SLACK[i] + BOX_SLACK[j] !== spare) continue;
        // Whether it removes anything (sueStep's eliminations), before building it.
        const lineLoses = (v | LINE_DIGITS[i]) & ~BOX_DIGITS[j];
        const boxLoses = (v | BOX_DIGITS[j]) & ~LINE_DIGITS[i];
        if (
          (outside & (lineLoses | boxLoses)) === 0 &&
          (LINE_UNION[LINE_PICKS[i] ^ ((1 << lineRest) - 1)] & lineLoses) === 0 &&
          (BOX_UNION[BOX_PICKS[j] ^ ((1 << boxRest) - 1)] & boxLoses) === 0
        ) {
          continue;
        }
        const step = sueStep(state, line, box, pick, meet, v, LINE_PICKS[i], BOX_PICKS[j]);
        if (step) return step;
      }
    }
  }
  return null;
}

/**
 * The non-empty subsets of `rest` whose digits take up between 1 and spare − 1 of V's spare
 * digits (their slack: cells minus digits outside V), written to picks/digits/slack.
 */
function picks(
  union: Uint16Array,
  n: number,
  v: number,
  spare: number,
  out: Int32Array,
  digits: Uint16Array,
  slack: Int8Array,
): number {
  let found = 0;
  for (let pick = 1; pick < 1 << n; pick++) {
    const m = union[pick];
    const s = popcount(pick) - popcount(m & ~v);
    if (s < 1 || s >= spare) continue;
    out[found] = pick;
    digits[found] = m;
    slack[found++] = s;
  }
  return found;
}

/** union[pick] = the digits of the cells of `rest` in pick (bits over rest), every pick. */
function unions(cand: Uint16Array, rest: Int32Array, n: number, union: Uint16Array): void {
  union[0] = 0;
  for (let pick = 1; pick < 1 << n; pick++) {
    union[pick] = union[pick & (pick - 1)] | cand[rest[31 - Math.clz32(pick & -pick)]];
  }
}

function sueStep(
  state: GradeState,
  line: number,
  box: number,
  pick: number,
  meet: number,
  v: number,
  linePick: number,
  boxPick: number,
): Step | null {
  const { geometry, cand, values } = state;
  const c = subset(MEET, meet, pick);
  const l = subset(LINE_REST, MAX_REST, linePick);
  const b = subset(BOX_REST, MAX_REST, boxPick);
  let vl = 0;
  for (const cell of l) vl |= cand[cell];
  let vb = 0;
  for (const cell of b) vb |= cand[cell];
  const lineLoses = (v | vl) & ~vb;
  const boxLoses = (v | vb) & ~vl;
  const eliminations: CellDigit[] = [];
  const used = new Set([...c, ...l, ...b]);
  collect(geometry, values, cand, line, lineLoses, used, eliminations);
  collect(geometry, values, cand, box, boxLoses, used, eliminations);
  if (eliminations.length === 0) return null;
  const sets = [
    { cells: c, digits: digitsOf(v) },
    { cells: l, digits: digitsOf(vl) },
    { cells: b, digits: digitsOf(vb) },
  ];
  return {
    technique: 'sue-de-coq',
    placements: [],
    eliminations: dedupe(eliminations),
    cells: [...c, ...l, ...b],
    digits: digitsOf(v),
    units: [line, box],
    sets,
  };
}

function subset(cells: Int32Array, n: number, pick: number): number[] {
  const out: number[] = [];
  for (let j = 0; j < n; j++) if (pick & (1 << j)) out.push(cells[j]);
  return out;
}

/** Pushes the cells of unit u outside `used` holding digits of `loses`. */
function collect(
  geometry: Geometry,
  values: Uint8Array,
  cand: Uint16Array,
  u: number,
  loses: number,
  used: Set<number>,
  out: CellDigit[],
): void {
  const { size, unitCells } = geometry;
  for (let i = u * size; i < u * size + size; i++) {
    const cell = unitCells[i];
    if (values[cell] !== 0 || used.has(cell)) continue;
    for (let m = cand[cell] & loses; m !== 0; m &= m - 1) {
      out.push({ cell, digit: lowestDigit(m) });
    }
  }
}

/** Eliminations once each (a meeting cell left out of C is in the line and the box). */
function dedupe(eliminations: CellDigit[]): CellDigit[] {
  const seen = new Set<number>();
  return eliminations.filter(({ cell, digit }) => {
    const key = cell * 16 + digit;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
