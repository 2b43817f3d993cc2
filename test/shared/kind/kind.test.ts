import { describe, expect, it } from 'vitest';
import { classicGeometry, jigsawGeometry } from '../../../shared/geometry.ts';
import { kindOf } from '../../../shared/kind/kind.ts';
import { KIND_IDS, KINDS } from '../../../shared/kind/names.ts';
import {
  HANIDOKU_SHAPE,
  readPuzzle,
  readShareCode,
  type Shape,
  type ShapeSpec,
  shapeOf,
  specOf,
  symmetriesAt,
} from '../../../shared/kind/shape.ts';
import { solveCdcl } from '../../../shared/sat/cdcl.ts';
import { JIGSAW_9 } from '../../fixtures.ts';
import { KNOWN } from '../hanidoku/rules.ts';

/**
 * Every kind through the one interface, with the same questions asked of each: the answers come
 * from the kind's own engines, so these tests pin the wiring (the right engine for the shape) and
 * the uniform shapes of the answers, while each engine has its own tests.
 */

const WIKIPEDIA =
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const WIKIPEDIA_SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const REGIONS_9 = JIGSAW_9.map((r) => 'abcdefghi'[r]).join('');

interface Case {
  name: string;
  spec: ShapeSpec;
  /** A puzzle with one solution, and that solution. */
  puzzle: string;
  solution: string;
}

/** Each kind's puzzle is made by its own generator (seeded, so always the same one). */
function generatedCase(name: string, spec: ShapeSpec): Case {
  const kind = kindOf(shapeOf(spec));
  const made = kind.generate({ seed: `kind-${name}`, level: 'easy' });
  if (!made.ok) throw new Error(`no easy ${name} for the test`);
  return { name, spec, puzzle: kind.format(made.givens), solution: kind.format(made.solution) };
}

const CASES: Case[] = [
  { name: 'classic 9×9', spec: { id: 'classic' }, puzzle: WIKIPEDIA, solution: WIKIPEDIA_SOLUTION },
  generatedCase('classic 6×6', { id: 'classic', size: 6 }),
  generatedCase('X 9×9', { id: 'x', size: 9 }),
  generatedCase('jigsaw 9×9', { id: 'jigsaw', regions: REGIONS_9 }),
  generatedCase('Hanidoku', { id: 'hanidoku' }),
];

/** The givens of a case's puzzle, read through the interface. */
function read(c: Case): { shape: Shape; givens: Uint8Array } {
  const reading = readPuzzle(c.spec, c.puzzle);
  if (!reading.ok) throw new Error(reading.error.message);
  return reading;
}

describe.each(CASES)('the kind interface on $name', (c) => {
  it('reads the puzzle as its shape, and writes and draws it so that it reads back', () => {
    const { shape, givens } = read(c);
    expect(shape.id).toBe(c.spec.id);
    expect(givens.length).toBe(shape.cellCount);
    expect(shape.format(givens)).toBe(c.puzzle);
    const drawn = shape.draw(givens);
    expect(drawn.split('\n').length).toBeGreaterThan(5);
    const again = shape.read(drawn);
    expect(again.ok && shape.format(again.givens)).toBe(c.puzzle);
  });

  it('solves and counts through the engine of its shape, under a budget', () => {
    const { shape, givens } = read(c);
    const kind = kindOf(shape);
    const solved = kind.solve(givens, { unique: true });
    expect(solved.status).toBe('solved');
    expect(kind.format(solved.solution!)).toBe(c.solution);
    expect(kind.count(givens, 2).count).toBe(1);
    expect(kind.count(new Uint8Array(shape.cellCount), 2)).toMatchObject({ count: 2 });
    expect(kind.solve(new Uint8Array(shape.cellCount), { budget: 1, unique: true }).status).toBe(
      'budget',
    );
  });

  it('finds the clashes of a grid, and none in the solution', () => {
    const { shape } = read(c);
    const solution = Uint8Array.from(c.solution, Number);
    expect(shape.conflicts(solution)).toEqual([]);
    const clash = Uint8Array.from(solution);
    clash[1] = clash[0];
    expect(shape.conflicts(clash)).toContainEqual([0, 1]);
  });

  it('grades it, telling every step in words when asked', () => {
    const { shape, givens } = read(c);
    const kind = kindOf(shape);
    const grade = kind.grade(givens, { steps: true });
    if (!grade.unique) throw new Error(grade.status);
    expect(KINDS[shape.id].levels).toContain(grade.level);
    expect(grade.score).toBeGreaterThan(0);
    expect(grade.steps!.length).toBeGreaterThan(0);
    for (const step of grade.steps!) expect(step.text.length).toBeGreaterThan(10);
    expect(kind.techniqueName(grade.hardestTechnique!)).toMatch(/^[A-Z]/);
    expect(kind.grade(givens)).not.toHaveProperty('steps');
    expect(kind.grade(new Uint8Array(shape.cellCount))).toEqual({
      unique: false,
      status: 'multiple',
    });
  });

  it('hints from a player position: a wrong digit first, else the next step', () => {
    const { shape, givens } = read(c);
    const kind = kindOf(shape);
    const next = kind.hint(givens, givens);
    if (!next.ok) throw new Error(next.error.message);
    expect(next.hint.text).toHaveLength(3);
    expect(next.hint.placements.length + next.hint.eliminations.length).toBeGreaterThan(0);
    const grid = Uint8Array.from(givens);
    const open = grid.indexOf(0);
    const right = Number(c.solution[open]);
    grid[open] = right === 1 ? 2 : 1;
    const wrong = kind.hint(givens, grid);
    expect(wrong.ok && wrong.hint.technique).toBe('wrong-digit');
  });

  it('encodes it as CNF whose one model decodes to the solution', () => {
    const { shape, givens } = read(c);
    const encoded = kindOf(shape).cnf(givens);
    const result = solveCdcl(encoded.cnf);
    expect(result.status).toBe('SAT');
    expect(shape.format(encoded.decode(result.model!))).toBe(c.solution);
  });

  it('draws it as SVG and carries it whole in a share code', () => {
    const { shape, givens } = read(c);
    expect(kindOf(shape).svg(givens)).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    const code = shape.shareCode(givens, 'hard');
    const back = readShareCode(code);
    if (!back.ok) throw new Error(back.message);
    expect(back.shape.id).toBe(shape.id);
    expect(back.shape.format(back.givens)).toBe(c.puzzle);
    expect(back.level).toBe('hard');
  });

  it('generates at each of its levels, the same puzzle for the same seed', () => {
    const { shape } = read(c);
    const kind = kindOf(shape);
    for (const level of kind.levels.slice(0, 2)) {
      const made = kind.generate({ seed: 'kind-levels', level });
      if (!made.ok) throw new Error(`no ${level} puzzle`);
      expect(made.level).toBe(level);
      expect(kind.count(made.givens, 2).count).toBe(1);
      expect(kind.solve(made.givens).solution).toEqual(made.solution);
      const again = kind.generate({ seed: 'kind-levels', level });
      expect(again.ok && again.givens).toEqual(made.givens);
    }
  });
});

describe('kindOf and the shapes', () => {
  it('serves every kind id, and keeps one Kind per shape', () => {
    const specs: ShapeSpec[] = [
      { id: 'classic' },
      { id: 'x' },
      { id: 'jigsaw', regions: REGIONS_9 },
      { id: 'hanidoku' },
    ];
    expect(specs.map((spec) => shapeOf(spec).id)).toEqual([...KIND_IDS]);
    for (const spec of specs) expect(kindOf(shapeOf(spec))).toBe(kindOf(shapeOf(spec)));
    expect(shapeOf({ id: 'hanidoku' })).toBe(HANIDOKU_SHAPE);
    expect(shapeOf({ id: 'x', size: 6 }).geometry).toBe(classicGeometry(6, 'x'));
  });

  it('names each shape and picks the engine by its speed class', () => {
    expect(shapeOf({ id: 'classic' })).toMatchObject({ title: 'Sudoku', engine: 'grid9' });
    expect(shapeOf({ id: 'classic', size: 6 })).toMatchObject({
      title: 'Sudoku 6×6',
      engine: 'grid',
    });
    expect(shapeOf({ id: 'x' })).toMatchObject({ title: 'X-Sudoku', engine: 'grid' });
    expect(HANIDOKU_SHAPE).toMatchObject({
      title: 'Hanidoku',
      engine: 'honeycomb',
      geometry: null,
    });
  });

  it('says which kinds take zero-based digits and pencil marks: the grids, not the honeycomb', () => {
    const grid = kindOf(shapeOf({ id: 'classic', size: 16 }));
    expect([grid.readsZeroBased, grid.readsCandidates]).toEqual([true, true]);
    const honeycomb = kindOf(HANIDOKU_SHAPE);
    expect([honeycomb.readsZeroBased, honeycomb.readsCandidates]).toEqual([false, false]);
    // What the flags promise: the grid's hint reads the marks, so a wrong mark is its first hint.
    const read = readPuzzle({ id: 'classic' }, WIKIPEDIA);
    if (!read.ok) throw new Error(read.error.message);
    const marks = new Uint16Array(81).fill(0x1ff);
    const open = read.givens.indexOf(0);
    marks[open] &= ~(1 << (Number(WIKIPEDIA_SOLUTION[open]) - 1));
    const hint = kindOf(read.shape).hint(read.givens, read.givens, { candidates: marks });
    expect(hint.ok && hint.hint.technique).toBe('wrong-candidate');
  });

  it('reads a classic or X grid at the size of its text, or at the size asked for', () => {
    const x = readPuzzle({ id: 'x' }, `1${'.'.repeat(15)}`);
    expect(x.ok && x.shape.geometry).toBe(classicGeometry(4, 'x'));
    const nine = readPuzzle({ id: 'classic', size: 9 }, `1${'.'.repeat(15)}`);
    expect(nine).toMatchObject({ ok: false, field: 'puzzle', error: { problem: 'length' } });
    // The X rules hold: two 1s on a diagonal.
    const clash = readPuzzle({ id: 'x' }, `1....1${'.'.repeat(10)}`);
    expect(clash).toMatchObject({ ok: false, field: 'puzzle', error: { problem: 'duplicate' } });
  });

  it('blames the region map, not the puzzle, for a jigsaw whose map is no map', () => {
    const read = readPuzzle({ id: 'jigsaw', regions: 'abc' }, WIKIPEDIA);
    expect(read).toMatchObject({ ok: false, field: 'regions', error: { problem: 'regions' } });
    expect(!read.ok && read.error.message).toMatch(/region map needs one label per cell/);
  });

  it('refuses zero-based digits for the honeycomb, whose digits are 1-9', () => {
    const read = readPuzzle({ id: 'hanidoku' }, KNOWN[0].puzzle, { zeroBased: true });
    expect(read).toMatchObject({ ok: false, field: 'puzzle', error: { problem: 'character' } });
  });

  it('tells a damaged share code from a whole one whose puzzle breaks the rules', () => {
    expect(readShareCode('B!')).toMatchObject({ ok: false, problem: 'code' });
    const clashing = new Uint8Array(81);
    clashing[0] = clashing[1] = 5;
    const code = shapeOf({ id: 'classic' }).shareCode(clashing, null);
    const read = readShareCode(code);
    expect(read).toMatchObject({ ok: false, problem: 'rules' });
    expect(!read.ok && read.message).toMatch(/duplicate digit 5 in row 1/);
  });

  it('gives a jigsaw share code the geometry of its regions, shared with its map', () => {
    const shape = shapeOf({ id: 'jigsaw', regions: REGIONS_9 });
    const read = readShareCode(shape.shareCode(new Uint8Array(81), null));
    expect(read.ok && read.shape).toBe(shape);
    const regions = jigsawGeometry(JIGSAW_9).regionOf;
    // The same partition of the cells, whatever the regions' numbers.
    const geometry = shape.geometry!;
    for (let a = 0; a < 81; a++) {
      for (let b = 0; b < 81; b++) {
        const same = regions[a] === regions[b];
        if ((geometry.regionOf[a] === geometry.regionOf[b]) !== same) throw new Error(`${a} ${b}`);
      }
    }
  });

  it('makes each shape again from its spec, as a worker thread is sent it', () => {
    for (const spec of CASES.map((c) => c.spec)) {
      const shape = shapeOf(spec);
      const again = shapeOf(structuredClone(specOf(shape)));
      expect(again).toBe(shape);
    }
    // A jigsaw's regions keep their numbers where no cache has its map (a new worker thread),
    // as regionGeometry numbers labels by first appearance: a seed makes the same puzzle.
    const jigsaw = shapeOf({ id: 'jigsaw', regions: REGIONS_9 });
    expect(specOf(jigsaw)).toEqual({ id: 'jigsaw', regions: jigsaw.regions });
    const labels = [...jigsaw.regions!];
    const firstSeen = [...new Set(labels)];
    expect(labels.map((label) => firstSeen.indexOf(label))).toEqual([...jigsaw.geometry!.regionOf]);
    expect(specOf(shapeOf({ id: 'x', size: 6 }))).toEqual({ id: 'x', size: 6 });
  });

  it('answers NotGenerated, a value, when no attempt reaches the level', () => {
    const four = kindOf(shapeOf({ id: 'classic', size: 4 }));
    expect(four.generate({ seed: 'k', level: 'expert', maxAttempts: 3 })).toEqual({
      ok: false,
      attempts: 3,
    });
    const honeycomb = kindOf(HANIDOKU_SHAPE);
    const outcome = honeycomb.generate({ seed: 'k', level: 'hard', maxAttempts: 1 });
    expect(outcome.ok || outcome.attempts === 1).toBe(true);
  });

  it('offers a 6×6 medium only the symmetries that leave it more than one count of givens', () => {
    for (const id of ['classic', 'x'] as const) {
      expect(symmetriesAt(shapeOf({ id, size: 6 }), 'medium')).toEqual(['none', 'diagonal']);
      expect(symmetriesAt(shapeOf({ id, size: 6 }), 'hard')).toEqual(KINDS[id].symmetries);
      expect(symmetriesAt(shapeOf({ id, size: 9 }), 'medium')).toEqual(KINDS[id].symmetries);
    }
    expect(symmetriesAt(HANIDOKU_SHAPE, 'medium')).toEqual(['none', 'rotational']);
  });
});
