import { describe, expect, it } from 'vitest';
import { latestPublishedDate } from '../../shared/daily.ts';
import { BASE64URL, encodeShareCode } from '../../shared/share.ts';
import { JIGSAW_9 } from '../fixtures.ts';
import {
  addDays,
  type CallOptions,
  call,
  documentedSchema,
  expectProblem,
  expectRefused,
  openApiDocument,
  post,
} from './api.ts';
import {
  cellsOf,
  hanidokuCase,
  MULTIPLE,
  PUZZLE,
  SOLUTION,
  UNSOLVABLE,
  withCell,
} from './fixtures.ts';
import { checkSchema } from './json-schema.ts';

/**
 * Requests a client can get wrong, each with the problem it must be answered with: status,
 * type slug (`/problems/<slug>`) and, where one field is to blame, that field. Path parameters
 * are named bare (`date`, `level`, `code`), query parameters `query.<name>`, body fields by
 * their path in the body (`puzzle`, `daily.date`).
 */
interface BadRequest {
  name: string;
  path: string;
  method?: string;
  /** Sent as JSON, unless `raw` gives the body text. */
  body?: unknown;
  raw?: string;
  contentType?: string | null;
  status: number;
  slug: string;
  field?: string;
}

const CODE = encodeShareCode({ variant: 'classic', size: 9, level: null, givens: cellsOf(PUZZLE) });
const last = CODE[CODE.length - 1];
const DAMAGED = CODE.slice(0, -1) + BASE64URL[(BASE64URL.indexOf(last) + 1) % 64];
const TRUNCATED = CODE.slice(0, -3);
const CLASHING = encodeShareCode({
  variant: 'classic',
  size: 9,
  level: null,
  givens: cellsOf(`55${'.'.repeat(79)}`),
});
const NOT_UNIQUE = encodeShareCode({
  variant: 'classic',
  size: 9,
  level: null,
  givens: cellsOf(MULTIPLE),
});
const HANIDOKU = encodeShareCode({
  variant: 'hanidoku',
  size: 9,
  level: null,
  givens: new Uint8Array(61),
});
/** An easy Hanidoku, and a grid of it whose first given is changed. */
const HONEYCOMB = hanidokuCase('bad-requests', 'easy');
const FIRST_GIVEN = HONEYCOMB.puzzle.search(/[1-9]/);
const HONEYCOMB_CHANGED = withCell(
  HONEYCOMB.puzzle,
  FIRST_GIVEN,
  HONEYCOMB.puzzle[FIRST_GIVEN] === '1' ? '2' : '1',
);
/** The first date that has not begun anywhere, not even in UTC+14. */
const UNPUBLISHED = addDays(latestPublishedDate(new Date()), 1);
const PAST = '2026-06-15';
const CHANGED_GIVEN = withCell(PUZZLE, 0, '6');
const HUGE = JSON.stringify({ puzzle: PUZZLE, padding: 'x'.repeat(9000) });

// biome-ignore format: one request per line
const TABLE: BadRequest[] = [
  // Daily puzzles.
  { name: 'a day February does not have', path: '/api/daily/2026-02-30', status: 400, slug: 'validation', field: 'date' },
  { name: 'a two-digit year', path: '/api/daily/26-01-01', status: 400, slug: 'validation', field: 'date' },
  { name: 'month 13', path: '/api/daily/2026-13-01', status: 400, slug: 'validation', field: 'date' },
  { name: 'a word for a date', path: '/api/daily/yesterday', status: 400, slug: 'validation', field: 'date' },
  { name: 'a date not begun anywhere', path: `/api/daily/${UNPUBLISHED}`, status: 404, slug: 'not-published', field: 'date' },
  { name: 'a date not begun anywhere at one level', path: `/api/daily/${UNPUBLISHED}/hard`, status: 404, slug: 'not-published', field: 'date' },
  { name: 'an unknown daily level', path: `/api/daily/${PAST}/nightmare`, status: 400, slug: 'validation', field: 'level' },
  { name: 'a level without a daily puzzle', path: `/api/daily/${PAST}/extreme`, status: 400, slug: 'validation', field: 'level' },
  { name: 'a level in capitals', path: `/api/daily/${PAST}/EASY`, status: 400, slug: 'validation', field: 'level' },

  // Generation.
  { name: 'an unknown level', path: '/api/puzzles?level=nightmare', status: 400, slug: 'validation', field: 'query.level' },
  { name: 'the extreme level, which the generator does not make', path: '/api/puzzles?level=extreme&seed=a', status: 400, slug: 'validation', field: 'query.level' },
  { name: 'jigsaw, which the API does not offer', path: '/api/puzzles?variant=jigsaw&seed=a', status: 400, slug: 'validation', field: 'query.variant' },
  { name: 'an unknown variant', path: '/api/puzzles?variant=samurai&seed=a', status: 400, slug: 'validation', field: 'query.variant' },
  { name: 'size 16, too slow for the CPU limit', path: '/api/puzzles?size=16&seed=a', status: 400, slug: 'validation', field: 'query.size' },
  { name: 'size 7, no sudoku size', path: '/api/puzzles?size=7&seed=a', status: 400, slug: 'validation', field: 'query.size' },
  { name: 'a size in words', path: '/api/puzzles?size=nine&seed=a', status: 400, slug: 'validation', field: 'query.size' },
  { name: 'an unknown symmetry', path: '/api/puzzles?symmetry=radial&seed=a', status: 400, slug: 'validation', field: 'query.symmetry' },
  { name: 'a 4×4 above level easy', path: '/api/puzzles?size=4&level=medium&seed=a', status: 400, slug: 'validation', field: 'query.level' },
  { name: 'an expert Hanidoku', path: '/api/puzzles?variant=hanidoku&level=expert&seed=a', status: 400, slug: 'validation', field: 'query.level' },
  { name: 'a 6×6 Hanidoku', path: '/api/puzzles?variant=hanidoku&size=6&seed=a', status: 400, slug: 'validation', field: 'query.size' },
  { name: 'a mirrored Hanidoku', path: '/api/puzzles?variant=hanidoku&symmetry=mirror&seed=a', status: 400, slug: 'validation', field: 'query.symmetry' },
  { name: 'two levels', path: '/api/puzzles?level=easy&level=hard&seed=a', status: 400, slug: 'validation', field: 'query.level' },
  { name: 'an empty seed', path: '/api/puzzles?seed=', status: 400, slug: 'validation', field: 'query.seed' },
  { name: 'a 65-character seed', path: `/api/puzzles?seed=${'s'.repeat(65)}`, status: 400, slug: 'validation', field: 'query.seed' },
  { name: 'a seed with a space', path: '/api/puzzles?seed=two%20words', status: 400, slug: 'validation', field: 'query.seed' },
  { name: 'a seed with a dot', path: '/api/puzzles?seed=a.b', status: 400, slug: 'validation', field: 'query.seed' },
  { name: 'a seed with accents', path: `/api/puzzles?seed=${encodeURIComponent('été')}`, status: 400, slug: 'validation', field: 'query.seed' },

  // Share codes.
  { name: 'a code with a damaged check character', path: `/api/puzzles/${DAMAGED}`, status: 400, slug: 'validation', field: 'code' },
  { name: 'a truncated code', path: `/api/puzzles/${TRUNCATED}`, status: 400, slug: 'validation', field: 'code' },
  { name: 'a code with a character outside base64url', path: `/api/puzzles/${CODE.slice(0, 5)}~${CODE.slice(6)}`, status: 400, slug: 'validation', field: 'code' },
  { name: 'the picture of a damaged code', path: `/api/puzzles/${DAMAGED}.svg`, status: 400, slug: 'validation', field: 'code' },
  { name: 'the DIMACS of a truncated code', path: `/api/puzzles/${TRUNCATED}.cnf`, status: 400, slug: 'validation', field: 'code' },
  { name: 'a code whose givens clash', path: `/api/puzzles/${CLASHING}`, status: 422, slug: 'unprocessable' },
  { name: 'a code of a puzzle with many solutions', path: `/api/puzzles/${NOT_UNIQUE}`, status: 422, slug: 'unprocessable' },

  // Bodies in general (on /solve).
  { name: 'malformed JSON', path: '/api/solve', raw: '{"puzzle": "53..', status: 400, slug: 'malformed-json' },
  { name: 'an empty body', path: '/api/solve', raw: '', status: 400, slug: 'malformed-json' },
  { name: 'a JSON array for a body', path: '/api/solve', body: [PUZZLE], status: 400, slug: 'validation' },
  { name: 'null for a body', path: '/api/solve', body: null, status: 400, slug: 'validation' },
  { name: 'a text/plain body', path: '/api/solve', raw: PUZZLE, contentType: 'text/plain', status: 415, slug: 'unsupported-media-type' },
  { name: 'a form body', path: '/api/solve', raw: `puzzle=${PUZZLE}`, contentType: 'application/x-www-form-urlencoded', status: 415, slug: 'unsupported-media-type' },
  { name: 'a body without a content type', path: '/api/solve', raw: JSON.stringify({ puzzle: PUZZLE }), contentType: null, status: 415, slug: 'unsupported-media-type' },
  { name: 'a body over 8 KB', path: '/api/solve', raw: HUGE, status: 413, slug: 'payload-too-large' },

  // Puzzles in bodies.
  { name: 'no puzzle', path: '/api/solve', body: {}, status: 400, slug: 'validation', field: 'puzzle' },
  { name: 'a number for a puzzle', path: '/api/solve', body: { puzzle: 42 }, status: 400, slug: 'validation', field: 'puzzle' },
  { name: 'an array of digits for a puzzle', path: '/api/solve', body: { puzzle: [...cellsOf(PUZZLE)] }, status: 400, slug: 'validation', field: 'puzzle' },
  { name: 'an 80-character puzzle', path: '/api/solve', body: { puzzle: PUZZLE.slice(1) }, status: 400, slug: 'validation', field: 'puzzle' },
  { name: 'an 82-character puzzle', path: '/api/solve', body: { puzzle: `${PUZZLE}.` }, status: 400, slug: 'validation', field: 'puzzle' },
  { name: 'a puzzle with letters', path: '/api/solve', body: { puzzle: withCell(PUZZLE, 3, 'k') }, status: 400, slug: 'validation', field: 'puzzle' },
  { name: 'a puzzle whose givens clash', path: '/api/solve', body: { puzzle: withCell(PUZZLE, 2, '5') }, status: 400, slug: 'validation', field: 'puzzle' },
  { name: 'an unknown variant to solve', path: '/api/solve', body: { puzzle: PUZZLE, variant: 'samurai' }, status: 400, slug: 'validation', field: 'variant' },
  { name: 'a puzzle breaking the X rule', path: '/api/solve', body: { puzzle: `1${'.'.repeat(9)}1${'.'.repeat(70)}`, variant: 'x' }, status: 400, slug: 'validation', field: 'puzzle' },
  { name: 'a jigsaw without its regions', path: '/api/solve', body: { puzzle: PUZZLE, variant: 'jigsaw' }, status: 400, slug: 'validation', field: 'regions' },
  { name: 'regions for a classic puzzle', path: '/api/solve', body: { puzzle: PUZZLE, regions: JIGSAW_9.join('') }, status: 400, slug: 'validation', field: 'regions' },
  { name: 'a region map of 8 regions', path: '/api/solve', body: { puzzle: PUZZLE, variant: 'jigsaw', regions: JIGSAW_9.map((r) => Math.min(r, 7)).join('') }, status: 400, slug: 'validation', field: 'regions' },
  { name: 'an unknown field in the body', path: '/api/solve', body: { puzzle: PUZZLE, unique: false }, status: 400, slug: 'validation' },
  { name: 'a 60-cell Hanidoku', path: '/api/solve', body: { puzzle: '.'.repeat(60), variant: 'hanidoku' }, status: 400, slug: 'validation', field: 'puzzle' },
  { name: 'a Hanidoku whose givens break a row', path: '/api/grade', body: { puzzle: `11${'.'.repeat(59)}`, variant: 'hanidoku' }, status: 400, slug: 'validation', field: 'puzzle' },
  { name: 'a Hanidoku with a letter', path: '/api/solve', body: { puzzle: `A${'.'.repeat(60)}`, variant: 'hanidoku' }, status: 400, slug: 'validation', field: 'puzzle' },
  { name: 'a search that spends its budget (an empty Hanidoku)', path: '/api/solve', body: { puzzle: '.'.repeat(61), variant: 'hanidoku' }, status: 422, slug: 'unprocessable' },
  { name: 'a grade request without a puzzle', path: '/api/grade', body: { grid: PUZZLE }, status: 400, slug: 'validation', field: 'puzzle' },
  { name: 'grading a puzzle with many solutions', path: '/api/grade', body: { puzzle: MULTIPLE }, status: 422, slug: 'unprocessable' },
  { name: 'grading a puzzle without a solution', path: '/api/grade', body: { puzzle: UNSOLVABLE }, status: 422, slug: 'unprocessable' },

  // Verify.
  { name: 'verify with both a code and a daily', path: '/api/verify', body: { code: CODE, daily: { date: PAST, level: 'easy' }, grid: PUZZLE }, status: 400, slug: 'validation' },
  { name: 'verify with neither a code nor a daily', path: '/api/verify', body: { grid: PUZZLE }, status: 400, slug: 'validation' },
  { name: 'verify without a grid', path: '/api/verify', body: { code: CODE }, status: 400, slug: 'validation', field: 'grid' },
  { name: 'verify with an 80-cell grid', path: '/api/verify', body: { code: CODE, grid: PUZZLE.slice(1) }, status: 400, slug: 'validation', field: 'grid' },
  { name: 'verify with a grid that changes a given', path: '/api/verify', body: { code: CODE, grid: CHANGED_GIVEN }, status: 400, slug: 'validation', field: 'grid' },
  { name: 'verify with a damaged code', path: '/api/verify', body: { code: DAMAGED, grid: PUZZLE }, status: 400, slug: 'validation', field: 'code' },
  { name: 'verify with a bad daily date', path: '/api/verify', body: { daily: { date: '2026-02-30', level: 'easy' }, grid: PUZZLE }, status: 400, slug: 'validation', field: 'daily.date' },
  { name: 'verify against a daily not begun anywhere', path: '/api/verify', body: { daily: { date: UNPUBLISHED, level: 'easy' }, grid: PUZZLE }, status: 404, slug: 'not-published', field: 'daily.date' },
  { name: 'verify with a bad daily level', path: '/api/verify', body: { daily: { date: PAST, level: 'extreme' }, grid: PUZZLE }, status: 400, slug: 'validation', field: 'daily.level' },
  { name: 'verify a Hanidoku code with a 9×9 grid', path: '/api/verify', body: { code: HONEYCOMB.code, grid: PUZZLE }, status: 400, slug: 'validation', field: 'grid' },
  { name: 'verify a Hanidoku code with a letter in the grid', path: '/api/verify', body: { code: HONEYCOMB.code, grid: withCell(HONEYCOMB.puzzle, HONEYCOMB.puzzle.indexOf('.'), 'A') }, status: 400, slug: 'validation', field: 'grid' },
  { name: 'verify with reveal as a string', path: '/api/verify', body: { code: CODE, grid: PUZZLE, reveal: 'yes' }, status: 400, slug: 'validation', field: 'reveal' },

  // Hint.
  { name: 'a hint without a grid', path: '/api/hint', body: { puzzle: PUZZLE }, status: 400, slug: 'validation', field: 'grid' },
  { name: 'a hint at detail 4', path: '/api/hint', body: { puzzle: PUZZLE, grid: PUZZLE, detail: 4 }, status: 400, slug: 'validation', field: 'detail' },
  { name: 'a hint at detail 0', path: '/api/hint', body: { puzzle: PUZZLE, grid: PUZZLE, detail: 0 }, status: 400, slug: 'validation', field: 'detail' },
  { name: 'a hint at detail "2"', path: '/api/hint', body: { puzzle: PUZZLE, grid: PUZZLE, detail: '2' }, status: 400, slug: 'validation', field: 'detail' },
  { name: 'a hint with 80 candidate masks', path: '/api/hint', body: { puzzle: PUZZLE, grid: PUZZLE, candidates: new Array(80).fill(0) }, status: 400, slug: 'validation', field: 'candidates' },
  { name: 'a hint with a mask beyond nine digits', path: '/api/hint', body: { puzzle: PUZZLE, grid: PUZZLE, candidates: [1024, ...new Array(80).fill(0)] }, status: 400, slug: 'validation', field: 'candidates.0' },
  { name: 'a hint with a negative mask', path: '/api/hint', body: { puzzle: PUZZLE, grid: PUZZLE, candidates: [...new Array(80).fill(0), -1] }, status: 400, slug: 'validation', field: 'candidates.80' },
  { name: 'a hint with a fractional mask', path: '/api/hint', body: { puzzle: PUZZLE, grid: PUZZLE, candidates: [...new Array(40).fill(0), 1.5, ...new Array(40).fill(0)] }, status: 400, slug: 'validation', field: 'candidates.40' },
  { name: 'a hint with an unknown variant', path: '/api/hint', body: { puzzle: PUZZLE, grid: PUZZLE, variant: 'samurai' }, status: 400, slug: 'validation', field: 'variant' },
  { name: 'a hint on an empty Hanidoku code (its search spends the budget)', path: '/api/hint', body: { code: HANIDOKU, grid: '.'.repeat(61) }, status: 422, slug: 'unprocessable' },
  { name: 'a Hanidoku hint with pencil marks, which its hints do not read', path: '/api/hint', body: { code: HONEYCOMB.code, grid: HONEYCOMB.puzzle, candidates: new Array(61).fill(0) }, status: 400, slug: 'validation', field: 'candidates' },
  { name: 'a Hanidoku hint on an 81-cell grid', path: '/api/hint', body: { puzzle: HONEYCOMB.puzzle, variant: 'hanidoku', grid: PUZZLE }, status: 400, slug: 'validation', field: 'grid' },
  { name: 'a Hanidoku hint on a grid that changes a given', path: '/api/hint', body: { code: HONEYCOMB.code, grid: HONEYCOMB_CHANGED }, status: 400, slug: 'validation', field: 'grid' },
  { name: 'a Hanidoku hint with both a code and a variant', path: '/api/hint', body: { code: HONEYCOMB.code, variant: 'hanidoku', grid: HONEYCOMB.puzzle }, status: 400, slug: 'validation', field: 'variant' },
  { name: 'a hint with both a puzzle and a code', path: '/api/hint', body: { puzzle: PUZZLE, code: CODE, grid: PUZZLE }, status: 400, slug: 'validation' },
  { name: 'a hint with neither a puzzle nor a code', path: '/api/hint', body: { grid: PUZZLE }, status: 400, slug: 'validation' },
  { name: 'a hint on a grid that changes a given', path: '/api/hint', body: { puzzle: PUZZLE, grid: CHANGED_GIVEN }, status: 400, slug: 'validation', field: 'grid' },
  { name: 'a hint with an 82-cell grid', path: '/api/hint', body: { puzzle: PUZZLE, grid: `${SOLUTION}1` }, status: 400, slug: 'validation', field: 'grid' },
  { name: 'a hint for a puzzle with many solutions', path: '/api/hint', body: { puzzle: MULTIPLE, grid: MULTIPLE }, status: 422, slug: 'unprocessable' },

  // Routes and methods.
  { name: 'an unknown route', path: '/api/nothing-here', status: 404, slug: 'not-found' },
  { name: 'an unknown API version', path: '/api/v2/daily', status: 404, slug: 'not-found' },
  { name: 'GET on a POST route', path: '/api/solve', status: 405, slug: 'method-not-allowed' },
  { name: 'DELETE on a GET route', path: '/api/daily', method: 'DELETE', status: 405, slug: 'method-not-allowed' },
];

function methodOf(request: BadRequest): string {
  return request.method ?? (request.raw !== undefined || 'body' in request ? 'POST' : 'GET');
}

function send(request: BadRequest): Promise<Response> {
  const options: CallOptions = { method: methodOf(request) };
  const headers = new Headers();
  if (options.method === 'POST') {
    const contentType =
      request.contentType === undefined ? 'application/json' : request.contentType;
    if (contentType !== null) headers.set('content-type', contentType);
    options.body = request.raw ?? JSON.stringify(request.body);
  }
  options.headers = headers;
  return call(request.path, options);
}

describe('bad requests', () => {
  it('has at least forty of them', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(TABLE)('answers $name with a $status $slug problem', async (request) => {
    const problem = await expectProblem(
      await send(request),
      request.status,
      request.slug,
      request.field,
    );
    // A route's own errors are documented with it; unknown routes and methods have no entry.
    if (request.slug !== 'not-found' && request.slug !== 'method-not-allowed') {
      const schema = await documentedSchema(
        methodOf(request),
        request.path,
        request.status,
        'application/problem+json',
      );
      expect(checkSchema(schema, problem, await openApiDocument())).toEqual([]);
    }
  });

  it('answers the same problems under /api/v1', async () => {
    for (const request of TABLE.filter(
      (r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/v2'),
    )) {
      const response = await send({ ...request, path: request.path.replace('/api/', '/api/v1/') });
      await expectProblem(response, request.status, request.slug, request.field);
    }
  });

  it("blames a region map of another size than the puzzle's, on every route taking one", async () => {
    const map6 = '111222111222333444333444555666555666';
    const cases = [
      [PUZZLE, map6, 'regions: expected 81 labels (a 9×9 map), got 36'],
      ['.'.repeat(36), JIGSAW_9.join(''), 'regions: expected 36 labels (a 6×6 map), got 81'],
    ];
    for (const path of ['/api/solve', '/api/grade', '/api/hint']) {
      for (const [puzzle, regions, detail] of cases) {
        const body = {
          puzzle,
          variant: 'jigsaw',
          regions,
          ...(path === '/api/hint' ? { grid: puzzle } : {}),
        };
        const problem = await expectProblem(await post(path, body), 400, 'validation', 'regions');
        expect(problem.detail).toBe(detail);
      }
    }
    // A puzzle that is no grid of any size is still the puzzle's fault.
    const body = { puzzle: PUZZLE.slice(1), variant: 'jigsaw', regions: map6 };
    await expectProblem(await post('/api/solve', body), 400, 'validation', 'puzzle');
  });

  it('quotes a character past U+FFFF whole, where a puzzle of 81 cells has it', async () => {
    const bad = (ch: string) =>
      `puzzle: line 1, column 2: bad character '${ch}' (expected a digit 1-9 or a blank: 0 . _ * x)`;
    await expectRefused('/api/solve', [
      [{ puzzle: withCell(PUZZLE, 1, '\u{1F600}') }, 'puzzle', bad('\u{1F600}')],
      [{ puzzle: withCell(PUZZLE, 1, '５') }, 'puzzle', bad('５')],
    ]);
  });

  it('never answers 500 to odd bodies', async () => {
    const bodies: string[] = [
      '{"puzzle":{"__proto__":{"polluted":true}}}',
      '{"constructor":{"prototype":{"x":1}},"puzzle":"1"}',
      `{"puzzle":"${'\\u0000'.repeat(81)}"}`,
      `{"puzzle":"${'\u{1F600}'.repeat(81)}"}`,
      `{"puzzle":${'['.repeat(500)}${']'.repeat(500)}}`,
      '{"puzzle":1e400}',
      `{"puzzle":"${'9'.repeat(81)}","variant":null}`,
      '"just a string"',
      '12345',
      'true',
      `{"puzzle":"${PUZZLE}","regions":"${'1'.repeat(81)}"}`,
      `{"puzzle":"${PUZZLE}","variant":"hanidoku"}`,
    ];
    for (const path of ['/api/solve', '/api/grade', '/api/hint', '/api/verify']) {
      for (const raw of bodies) {
        const response = await send({ name: raw, path, raw, status: 0, slug: '' });
        expect(
          response.status,
          `${path} ${raw.slice(0, 60)}: ${await response.clone().text()}`,
        ).toBeLessThan(500);
        if (response.status >= 400) {
          expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json\b/);
        }
        await response.arrayBuffer();
      }
    }
  });
});
