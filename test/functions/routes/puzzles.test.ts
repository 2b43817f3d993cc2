import { describe, expect, it } from 'vitest';
import { ProblemError } from '../../../functions/problem.ts';
import { makeUnseeded } from '../../../functions/routes/puzzles.ts';
import { PuzzlesQuery } from '../../../functions/schemas.ts';
import { validatePuzzle } from '../../../shared/format.ts';
import { GENERATOR_VERSION, generatePuzzle } from '../../../shared/generate.ts';
import { classicGeometry, jigsawGeometry } from '../../../shared/geometry.ts';
import { gradePuzzle } from '../../../shared/grade/grade.ts';
import { formatHanidoku, generateHanidoku, hanidokuSvg } from '../../../shared/hanidoku/index.ts';
import { KINDS } from '../../../shared/kind/names.ts';
import { readShareCode } from '../../../shared/kind/shape.ts';
import { formatGrid } from '../../../shared/print.ts';
import { regionGeometry } from '../../../shared/regions.ts';
import { validateDimacs } from '../../../shared/sat/dimacs.ts';
import { encodePuzzle } from '../../../shared/sat/encode-sudoku.ts';
import { parseSeedCode } from '../../../shared/seed-code.ts';
import { encodeShareCode, validateShareCode } from '../../../shared/share.ts';
import { countSolutions } from '../../../shared/solve.ts';
import { JIGSAW_9 } from '../../fixtures.ts';
import { GOLDEN_PUZZLES } from '../../golden.ts';
import { expectMade } from '../../made.ts';
import { call, expectDocumented, expectProblem, getDocumented, postDocumented } from '../api.ts';
import { HANIDOKU } from '../fixtures.ts';

interface GeneratedBody {
  puzzle: string;
  code: string;
  seed: string;
  level: string;
  score: number;
  variant: string;
  size: number;
  symmetry: string;
  generatorVersion: number;
  links: { play: string; svg: string };
}

interface SharedBody {
  puzzle: string;
  code: string;
  variant: string;
  size: number;
  level: string;
  score: number;
  hardestTechnique: string | null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('GET /api/puzzles', () => {
  it('gives a seed the puzzle the generator gives it in Node, in every version (the golden vectors)', async () => {
    for (const { options, line } of GOLDEN_PUZZLES) {
      // The API makes no minimal puzzles, and no 16×16 (GENERATED_SIZES).
      if (options.minimal || options.size === 16) continue;
      const query = new URLSearchParams({ seed: options.seed, level: options.level ?? 'medium' });
      query.set('generatorVersion', String(options.generatorVersion));
      if (options.symmetry) query.set('symmetry', options.symmetry);
      if (options.size) query.set('size', String(options.size));
      const body = await getDocumented<GeneratedBody>(`/api/puzzles?${query}`);
      expect(body.puzzle).toBe(line);
      expect(body).toMatchObject({
        seed: options.seed,
        level: options.level,
        variant: 'classic',
        size: options.size ?? 9,
        symmetry: options.symmetry ?? 'none',
        generatorVersion: options.generatorVersion,
      });
    }
  });

  it('makes the newest version by default, and v1 of a seed code on request', async () => {
    const v2 = await getDocumented<GeneratedBody>('/api/puzzles?seed=code&level=hard');
    expect(v2.generatorVersion).toBe(GENERATOR_VERSION);
    const code = parseSeedCode('v1-hard-code');
    const query = `seed=${code.seed}&level=${code.level}&generatorVersion=${code.generatorVersion}`;
    const v1 = await getDocumented<GeneratedBody>(`/api/puzzles?${query}`);
    const { seed, level, generatorVersion } = code;
    const made = expectMade(generatePuzzle({ seed, level, generatorVersion }));
    expect(v1).toMatchObject({ puzzle: formatGrid(made.givens), generatorVersion: 1 });
    expect(v1.puzzle).not.toBe(v2.puzzle);
  });

  it('refuses a generator version the kind does not have', async () => {
    for (const [query, detail] of [
      ['seed=a&generatorVersion=4', 'expected a generator version: 1, 2 or 3'],
      ['seed=a&generatorVersion=v1', 'expected a generator version: 1, 2 or 3'],
      ['seed=a&variant=hanidoku&generatorVersion=2', 'Hanidoku has generator version 1'],
    ]) {
      const response = await call(`/api/puzzles?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.text(), query).toContain(detail);
    }
  });

  it('answers a seeded request identically, with a long immutable cache and a strong ETag', async () => {
    const path = '/api/puzzles?seed=api-test&level=hard&symmetry=mirror';
    const first = await call(path);
    const second = await call(path);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(await second.text());
    expect(first.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(first.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('returns a share code and links that name the same puzzle, and no solution', async () => {
    const body = await getDocumented<GeneratedBody>('/api/puzzles?seed=links&level=easy');
    const generated = expectMade(generatePuzzle({ seed: 'links', level: 'easy' }));
    expect(body.puzzle).toBe(formatGrid(generated.givens));
    expect(body.score).toBe(generated.score);
    const decoded = validateShareCode(body.code);
    expect(decoded.ok && formatGrid(decoded.puzzle.givens)).toBe(body.puzzle);
    expect(decoded.ok && decoded.puzzle.level).toBe('easy');
    expect(body.links).toEqual({
      play: `/p/${body.code}`,
      svg: `/api/v1/puzzles/${body.code}.svg`,
    });
    expect(JSON.stringify(body)).not.toContain(formatGrid(generated.solution));
    expect(body).not.toHaveProperty('solution');
  });

  it('picks a seed when none is given, says it, and that seed gives the puzzle again', async () => {
    const response = await call('/api/puzzles?level=easy');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await expectDocumented<GeneratedBody>(response, 'GET', '/api/puzzles');
    expect(body.seed).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    const again = await getDocumented<GeneratedBody>(
      `/api/puzzles?level=easy&seed=${encodeURIComponent(body.seed)}`,
    );
    expect(again.puzzle).toBe(body.puzzle);
    const other = (await (await call('/api/puzzles?level=easy')).json()) as GeneratedBody;
    expect(other.seed).not.toBe(body.seed);
  });

  it('tries a seed of its own again when the one it picked finds no puzzle within the budget', async () => {
    // 'cpu-19' and 'cpu-36' spend a 6×6 medium's work budget; 'cpu-0' does not.
    const spent = await call('/api/puzzles?size=6&level=medium&seed=cpu-19');
    expect(spent.status).toBe(422);
    const query = PuzzlesQuery.parse({ size: '6', level: 'medium' });
    const seeds = ['cpu-19', 'cpu-36', 'cpu-0'];
    const made = makeUnseeded(query, () => seeds.shift()!);
    expect(made.seed).toBe('cpu-0');
    const seeded = await getDocumented<GeneratedBody>(
      '/api/puzzles?size=6&level=medium&seed=cpu-0',
    );
    expect(made.kind.format(made.givens)).toBe(seeded.puzzle);
    // Only so many: three spent seeds in a row are the 422 a caller's own seed would get.
    const bad = ['cpu-19', 'cpu-36', 'cpu-103', 'cpu-0'];
    expect(() => makeUnseeded(query, () => bad.shift()!)).toThrow(ProblemError);
    expect(bad).toEqual(['cpu-0']);
  });

  it('names no seed of its own when none of its seeds found a puzzle', () => {
    const query = PuzzlesQuery.parse({ size: '6', level: 'medium' });
    const bad = ['cpu-19', 'cpu-36', 'cpu-103'];
    try {
      makeUnseeded(query, () => bad.shift()!);
      expect.unreachable('three spent seeds answer a problem');
    } catch (error) {
      expect(error).toBeInstanceOf(ProblemError);
      const detail = (error as ProblemError).message;
      expect(detail).toMatch(/^No medium puzzle was found .* from 3 seeds the server picked/);
      expect(detail).not.toMatch(/cpu-/);
    }
  });

  it('refuses a 6×6 medium with a symmetry too rare to find, unless a seed keeps its old puzzle', async () => {
    for (const symmetry of ['mirror', 'rotational']) {
      const response = await call(`/api/puzzles?size=6&level=medium&symmetry=${symmetry}`);
      const problem = await expectProblem(response, 400, 'validation', 'query.symmetry');
      expect(problem.detail).toContain('is made with symmetry none or diagonal');
    }
    const diagonal = await call('/api/puzzles?size=6&level=medium&symmetry=diagonal');
    expect(diagonal.status).toBe(200);
    // A link made before keeps its puzzle: mirror-0 takes 34 attempts, mirror-2 more than 1200.
    const kept = await getDocumented<GeneratedBody>(
      '/api/puzzles?size=6&level=medium&symmetry=mirror&seed=mirror-0',
    );
    const made = generatePuzzle({ seed: 'mirror-0', size: 6, level: 'medium', symmetry: 'mirror' });
    expect(kept.puzzle).toBe(formatGrid(expectMade(made).givens));
    const spent = await call('/api/puzzles?size=6&level=medium&symmetry=mirror&seed=mirror-2');
    const problem = await expectProblem(spent, 422, 'unprocessable');
    expect(problem.detail).toContain('symmetry none or diagonal will');
  });

  it('makes a symmetric 9×9 expert that needs more than 100 attempts', async () => {
    // sym-12 takes 139: symmetric experts have a longer tail than the others (limits.ts).
    const body = await getDocumented<GeneratedBody>(
      '/api/puzzles?level=expert&symmetry=mirror&seed=sym-12',
    );
    const made = generatePuzzle({ seed: 'sym-12', level: 'expert', symmetry: 'mirror' });
    expect(expectMade(made).attempts).toBe(139);
    expect(body.puzzle).toBe(formatGrid(expectMade(made).givens));
  });

  it('defaults to a medium classic 9×9 without symmetry', async () => {
    const body = await getDocumented<GeneratedBody>('/api/puzzles?seed=defaults');
    expect(body).toMatchObject({ level: 'medium', variant: 'classic', size: 9, symmetry: 'none' });
    expect(body.puzzle).toBe(formatGrid(expectMade(generatePuzzle({ seed: 'defaults' })).givens));
  });

  it('makes X-sudoku puzzles with one solution under the diagonal rule', async () => {
    const body = await getDocumented<GeneratedBody>('/api/puzzles?seed=diagonals&variant=x');
    expect(body.variant).toBe('x');
    const read = validatePuzzle(body.puzzle, { geometry: classicGeometry(9, 'x') });
    expect(read.ok).toBe(true);
    if (read.ok) expect(countSolutions(read.puzzle, 2).count).toBe(1);
    const decoded = validateShareCode(body.code);
    expect(decoded.ok && decoded.puzzle.variant).toBe('x');
  });

  it('makes Hanidoku puzzles, the ones generateHanidoku makes', async () => {
    const body = await getDocumented<GeneratedBody>(
      '/api/puzzles?seed=honeycomb&variant=hanidoku&level=medium',
    );
    const made = expectMade(generateHanidoku({ seed: 'honeycomb', level: 'medium' }));
    expect(body).toMatchObject({ variant: 'hanidoku', level: 'medium', score: made.score });
    expect(body.puzzle.replace(/[^1-9.]/g, '')).toBe(
      formatHanidoku(made.puzzle).replace(/[^1-9.]/g, ''),
    );
    const decoded = validateShareCode(body.code);
    expect(decoded.ok && decoded.puzzle.variant).toBe('hanidoku');
    expect(decoded.ok && [...decoded.puzzle.givens]).toEqual([...made.puzzle]);
  });

  it('makes a Hanidoku at each of its levels, with one solution and a code that decodes to it', async () => {
    for (const level of KINDS.hanidoku.levels) {
      const seed = `honeycomb-${level}`;
      const body = await getDocumented<GeneratedBody>(
        `/api/puzzles?variant=hanidoku&level=${level}&seed=${seed}&symmetry=rotational`,
      );
      const made = expectMade(HANIDOKU.generate({ seed, level, symmetry: 'rotational' }));
      expect(body).toMatchObject({
        puzzle: HANIDOKU.format(made.givens),
        level,
        score: made.score,
        variant: 'hanidoku',
        size: 9,
        symmetry: 'rotational',
        generatorVersion: HANIDOKU.generatorVersion,
      });
      expect(HANIDOKU.count(made.givens, 2).count).toBe(1);
      const decoded = readShareCode(body.code);
      if (!decoded.ok) throw new Error(decoded.message);
      expect(decoded.shape.id).toBe('hanidoku');
      expect(decoded.level).toBe(level);
      expect(HANIDOKU.format(decoded.givens)).toBe(body.puzzle);
      expect(JSON.stringify(body)).not.toContain(HANIDOKU.format(made.solution));
    }
  });

  it('labels every puzzle with the level the grader gives it', async () => {
    for (const query of [
      'seed=label-1&level=easy',
      'seed=label-2&level=expert',
      'seed=label-3&level=hard&variant=x',
      'seed=label-4&level=medium&size=6',
      'seed=label-5&level=hard&variant=hanidoku',
    ]) {
      const made = await getDocumented<GeneratedBody>(`/api/puzzles?${query}`);
      const graded = await getDocumented<SharedBody>(`/api/puzzles/${made.code}`);
      expect(graded, query).toMatchObject({ level: made.level, score: made.score });
    }
  });

  it('makes 4×4 puzzles', async () => {
    const body = await getDocumented<GeneratedBody>('/api/puzzles?seed=tiny&size=4&level=easy');
    expect(body.size).toBe(4);
    expect(body.puzzle).toHaveLength(16);
  });

  it('makes a 4×4 at easy, its highest level, when no level is asked for', async () => {
    const body = await getDocumented<GeneratedBody>('/api/puzzles?seed=a&size=4');
    expect(body).toMatchObject({ size: 4, level: 'easy' });
    const asked = await getDocumented<GeneratedBody>('/api/puzzles?seed=a&size=4&level=easy');
    expect(asked.puzzle).toBe(body.puzzle);
    const nine = await getDocumented<GeneratedBody>('/api/puzzles?seed=a');
    expect(nine.level).toBe('medium');
  });

  it('names the levels a 4×4 is made at when asked for another', async () => {
    const response = await call('/api/puzzles?seed=a&size=4&level=medium&variant=x');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { detail: string };
    expect(body.detail).toContain('a 4×4 X-sudoku is made at easy only');
  });
});

describe('GET /api/puzzles/{code}', () => {
  const generated = expectMade(generatePuzzle({ seed: 'shared', level: 'hard' }));
  const line = formatGrid(generated.givens);

  async function codeOf(): Promise<string> {
    const body = await getDocumented<GeneratedBody>('/api/puzzles?seed=shared&level=hard');
    expect(body.puzzle).toBe(line);
    return body.code;
  }

  it('names the puzzle a share code carries, with its grade', async () => {
    const code = await codeOf();
    const body = await getDocumented<SharedBody>(`/api/puzzles/${code}`);
    const grade = gradePuzzle({ geometry: generated.geometry, givens: generated.givens });
    expect(grade.unique).toBe(true);
    expect(body).toMatchObject({
      puzzle: line,
      code,
      variant: 'classic',
      size: 9,
      level: grade.unique && grade.level,
      score: grade.unique && grade.score,
      hardestTechnique: grade.unique && grade.hardestTechnique,
    });
    expect(JSON.stringify(body)).not.toContain(formatGrid(generated.solution));
  });

  it("gives a jigsaw code's region map, which /api/solve takes, and no map for other codes", async () => {
    const geometry = jigsawGeometry(JIGSAW_9);
    const made = expectMade(generatePuzzle({ seed: 'shared-jigsaw', level: 'easy', geometry }));
    const code = encodeShareCode({
      variant: 'jigsaw',
      size: 9,
      level: 'easy',
      givens: made.givens,
      regions: geometry.regionOf,
    });
    const body = await getDocumented<SharedBody & { regions?: string }>(`/api/puzzles/${code}`);
    expect(body.variant).toBe('jigsaw');
    // The same regions, labelled 1-9 in the order they first appear.
    expect(body.regions).toMatch(/^[1-9]{81}$/);
    const read = regionGeometry(body.regions ?? '');
    expect(read.regionOf).toEqual(regionGeometry(JIGSAW_9.join('')).regionOf);
    const solved = await postDocumented<{ status: string; solution: string }>('/api/solve', {
      puzzle: body.puzzle,
      variant: body.variant,
      regions: body.regions,
    });
    expect(solved).toMatchObject({ status: 'solved', solution: formatGrid(made.solution) });
    const classic = await getDocumented<SharedBody>(`/api/puzzles/${await codeOf()}`);
    expect(classic).not.toHaveProperty('regions');
  });

  it('draws the puzzle as SVG with a long cache', async () => {
    const code = await codeOf();
    const response = await call(`/api/puzzles/${code}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml\b/);
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const svg = await response.text();
    expect(svg).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg.trimEnd()).toMatch(/<\/svg>$/);
    // Every given is drawn as text.
    const givens = [...line].filter((ch) => ch !== '.').length;
    expect((svg.match(/<text\b/g) ?? []).length).toBeGreaterThanOrEqual(givens);
  });

  it('writes the puzzle as DIMACS, the core encoding of it', async () => {
    const code = await codeOf();
    const response = await call(`/api/puzzles/${code}.cnf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain\b/);
    const text = await response.text();
    const read = validateDimacs(text);
    expect(read.ok).toBe(true);
    const expected = encodePuzzle({ geometry: generated.geometry, givens: generated.givens }).cnf;
    if (read.ok) {
      expect(read.cnf.varCount).toBe(expected.varCount);
      expect(read.cnf.clauses.length).toBe(expected.clauses.length);
    }
  });

  it('writes a Hanidoku as DIMACS, the core encoding of it', async () => {
    const made = expectMade(HANIDOKU.generate({ seed: 'hex-cnf', level: 'easy' }));
    const response = await call(`/api/puzzles/${HANIDOKU.shareCode(made.givens, 'easy')}.cnf`);
    expect(response.status).toBe(200);
    const read = validateDimacs(await response.text());
    if (!read.ok) throw new Error(read.error.message);
    const expected = HANIDOKU.cnf(made.givens).cnf;
    expect(read.cnf.varCount).toBe(expected.varCount);
    expect(read.cnf.clauses.length).toBe(expected.clauses.length);
  });

  it('draws Hanidoku as a honeycomb', async () => {
    const made = expectMade(generateHanidoku({ seed: 'hex-picture', level: 'easy' }));
    const code = encodeShareCode({
      variant: 'hanidoku',
      size: 9,
      level: 'easy',
      givens: made.puzzle,
    });
    const response = await call(`/api/puzzles/${code}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml\b/);
    expect(await response.text()).toBe(hanidokuSvg(made.puzzle));
  });
});
