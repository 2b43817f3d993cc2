import { createRequire } from 'node:module';
import { parsePuzzle } from '../shared/format.ts';
import { generatePuzzle } from '../shared/generate.ts';
import { RATED_LEVELS } from '../shared/kind/names.ts';
import { formatGrid } from '../shared/print.ts';
import { solve } from '../shared/solve.ts';
import { givensOf } from './generated.ts';
import { versionOf } from './peers.ts';
import { median, percentile, progress } from './stats.ts';
import { type DevServer, startWranglerDev } from './wrangler-dev.ts';

/**
 * The Worker under load: `wrangler dev` (bench/wrangler-dev.ts) driven by autocannon on
 * loopback, each scenario for at most LOAD_SECONDS or LOAD_MAX_REQUESTS, after a warm-up; then
 * the CPU time of generation per request, read from /proc around requests sent one at a time.
 *
 * wrangler dev has no edge cache, so every seeded request generates its puzzle. The rate limit
 * (30 requests a minute per client) would refuse the solve scenario after 30 requests: locally
 * wrangler dev passes the client's CF-Connecting-IP header through (Cloudflare sets it itself
 * in production), so each LOAD_PER_CLIENT solve requests come from a new address of the
 * benchmarking range 198.18.0.0/15, as many clients would. The limiter is still asked on every
 * request, and any 429 is counted apart.
 */

/** Concurrent connections of autocannon. */
export const LOAD_CONNECTIONS = 4;
/** Each scenario stops after this many seconds, or LOAD_MAX_REQUESTS, whichever comes first. */
export const LOAD_SECONDS = 10;
export const LOAD_MAX_REQUESTS = 50_000;
/** Seconds of the same load, untimed, before each scenario. */
export const LOAD_WARM_UP_SECONDS = 2;
/** Solve requests per client address, under the limit of 30 a minute. */
export const LOAD_PER_CLIENT = 20;
/** Puzzles POSTed to /api/solve in turn, every level alike. */
export const SOLVE_PUZZLES = 100;
/** The mixed scenario runs this long (and takes no warm-up of its own beyond the others'). */
export const MIXED_SECONDS = 60;

/** The `n`th request of a run; `phase` ('warm' or 'load') keeps warm-up seeds apart. */
interface Scenario {
  name: string;
  /** Seconds of the timed run (LOAD_SECONDS unless said). */
  seconds?: number;
  /** How the report names what is sent. */
  sends: string;
  request(n: number, phase: string): { method: string; path: string; body?: string };
}

export interface LoadRow {
  name: string;
  sends: string;
  requests: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers by status outside 2xx: the 429s, and all the others. */
  rateLimited: number;
  otherStatuses: Record<string, number>;
  /** Connection errors and timeouts, as autocannon counts them. */
  errors: number;
  timeouts: number;
}

export interface CpuRow {
  label: string;
  query: string;
  requests: number;
  /** Mean CPU ms of the Worker's workerd process per request; null without /proc. */
  cpuMs: number | null;
  wallMedianMs: number;
  wallP95Ms: number;
  /** Answers other than 200 (a seed whose generation spent its budget answers 422). */
  failures: Record<string, number>;
}

export interface LoadResults {
  versions: string;
  rows: LoadRow[];
  /** The CPU of a request answered without generating, taken off each case's. */
  baseline: CpuRow | null;
  cpu: CpuRow[];
  skipped: string[];
}

/** The slice of autocannon's API used here (the package ships no types). */
interface CannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: CannonRequest) => CannonRequest;
}
interface CannonResult {
  errors: number;
  timeouts: number;
}
interface CannonInstance extends PromiseLike<CannonResult> {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  maxOverallRequests: number;
  timeout: number;
  requests: CannonRequest[];
}) => CannonInstance;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

let sent = 0;
/** The client address of the next request: a new one of 198.18.0.0/15 every LOAD_PER_CLIENT. */
function nextClientAddress(): string {
  const client = Math.floor(sent++ / LOAD_PER_CLIENT);
  return `198.${18 + (client >> 16)}.${(client >> 8) & 255}.${client & 255}`;
}

/** Today's (UTC) easy daily and its solution, for verify and results. */
interface Daily {
  date: string;
  solution: string;
}

/** The mixed load's requests, in turn: what a day of players and scripts sends. */
function mixedRequest(n: number, phase: string, puzzles: string[], daily: Daily) {
  const json = (path: string, body: unknown) => ({
    method: 'POST',
    path,
    body: JSON.stringify(body),
  });
  switch (n % 8) {
    case 0:
      return { method: 'GET', path: '/api/daily' };
    case 1:
      return { method: 'GET', path: `/api/daily/${daily.date}/easy` };
    case 2:
      return { method: 'GET', path: `/api/daily/2026-0${1 + (n % 9)}-1${n % 10}` };
    case 3:
      return { method: 'GET', path: `/api/puzzles?seed=mixed-${phase}-${n}&level=hard` };
    case 4:
      return json('/api/solve', { puzzle: puzzles[n % puzzles.length] });
    case 5:
      return json('/api/verify', {
        daily: { date: daily.date, level: 'easy' },
        grid: daily.solution,
      });
    case 6:
      return json('/api/results', {
        client: `load-${phase}-${n}-${'x'.repeat(8)}`,
        daily: { date: daily.date, level: 'easy' },
        grid: daily.solution,
        ms: 300_000 + n,
        hints: n % 3,
        reveals: 0,
        mistakes: n % 2,
      });
    default:
      return { method: 'GET', path: `/api/results/${daily.date}/easy` };
  }
}

function scenarios(daily: Daily): Scenario[] {
  const puzzles = Array.from({ length: SOLVE_PUZZLES }, (_, i) => {
    const level = RATED_LEVELS[i % RATED_LEVELS.length];
    return formatGrid(givensOf(generatePuzzle({ seed: `load-solve-${i}`, level })));
  });
  return [
    {
      name: '`GET /api/daily` (warm)',
      sends: "today's set, from KV",
      request: () => ({ method: 'GET', path: '/api/daily' }),
    },
    {
      name: '`GET /api/puzzles?seed=…`',
      sends: 'a new seed each request (`load-0`, `load-1`, …): classic 9×9, medium',
      request: (n, phase) => ({ method: 'GET', path: `/api/puzzles?seed=${phase}-${n}` }),
    },
    {
      name: '`POST /api/solve`',
      sends: `${SOLVE_PUZZLES} generated puzzles in turn, every level alike`,
      request: (n) => ({
        method: 'POST',
        path: '/api/solve',
        body: JSON.stringify({ puzzle: puzzles[n % puzzles.length] }),
      }),
    },
    {
      name: 'mixed, for a minute',
      seconds: MIXED_SECONDS,
      sends:
        "in turn: `GET /api/daily`, today's easy daily, a day of the archive (computed, then from the edge cache), a new seed (classic 9×9, hard), `POST /api/solve`, `POST /api/verify` of today's easy daily, `POST /api/results` of it (a new device each time) and `GET /api/results/{date}/easy`",
      request: (n, phase) => mixedRequest(n, phase, puzzles, daily),
    },
  ];
}

/** Stores today's dailies as the cron does, then reads today's easy one and solves it. */
async function prepareDaily(dev: DevServer): Promise<Daily> {
  const cron = await fetch(`${dev.origin}/cdn-cgi/handler/scheduled`);
  await cron.arrayBuffer();
  if (!cron.ok) throw new Error(`the cron did not run: ${cron.status}`);
  const response = await fetch(`${dev.origin}/api/daily`);
  const set = (await response.json()) as { date: string; puzzles: { puzzle: string }[] };
  const puzzle = set.puzzles[0].puzzle;
  const solved = solve(parsePuzzle(puzzle), { unique: true });
  if (!solved.solution) throw new Error(`today's easy daily has no single solution: ${puzzle}`);
  return { date: set.date, solution: formatGrid(solved.solution) };
}

/** One run of autocannon; every answer's status and latency, in milliseconds. */
async function drive(
  url: string,
  scenario: Scenario,
  phase: string,
  seconds: number,
): Promise<{ statuses: number[]; latencies: number[]; seconds: number; result: CannonResult }> {
  let n = 0;
  const setupRequest = (request: CannonRequest): CannonRequest => {
    const next = scenario.request(n, phase);
    const headers: Record<string, string> = { 'CF-Connecting-IP': nextClientAddress() };
    if (next.body !== undefined) headers['Content-Type'] = 'application/json';
    n++;
    return { ...request, ...next, headers };
  };
  const statuses: number[] = [];
  const latencies: number[] = [];
  const start = performance.now();
  const instance = autocannon({
    url,
    connections: LOAD_CONNECTIONS,
    duration: seconds,
    maxOverallRequests: LOAD_MAX_REQUESTS,
    timeout: 10,
    requests: [{ method: 'GET', path: '/', setupRequest }],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    statuses.push(Number(status));
    latencies.push(ms);
  });
  const result = await instance;
  return { statuses, latencies, seconds: (performance.now() - start) / 1000, result };
}

/** Tries per scenario, or CPU case, when wrangler restarted the Worker's process during one. */
const TRIES = 3;

/**
 * The timed run of `scenario`, again when wrangler restarted the Worker's process during it
 * (it reloads when dist/ changes), which stalls requests for seconds.
 */
async function driveSteadily(dev: DevServer, scenario: Scenario) {
  for (let attempt = 1; ; attempt++) {
    const pid = dev.workerPid();
    const run = await drive(dev.origin, scenario, 'load', scenario.seconds ?? LOAD_SECONDS);
    if (pid === dev.workerPid() || attempt === TRIES) return run;
    progress("load: wrangler restarted the Worker's process during the run; running it again");
  }
}

async function loadScenario(dev: DevServer, scenario: Scenario): Promise<LoadRow> {
  progress(
    `load: ${scenario.name}, ${LOAD_WARM_UP_SECONDS} s warm-up, then ${scenario.seconds ?? LOAD_SECONDS} s`,
  );
  await drive(dev.origin, scenario, 'warm', LOAD_WARM_UP_SECONDS);
  const run = await driveSteadily(dev, scenario);
  const otherStatuses: Record<string, number> = {};
  let rateLimited = 0;
  for (const status of run.statuses) {
    if (status === 429) rateLimited++;
    else if (status < 200 || status > 299) otherStatuses[status] = (otherStatuses[status] ?? 0) + 1;
  }
  const row: LoadRow = {
    name: scenario.name,
    sends: scenario.sends,
    requests: run.statuses.length,
    seconds: run.seconds,
    perSecond: run.statuses.length / run.seconds,
    p50Ms: percentile(run.latencies, 50),
    p99Ms: percentile(run.latencies, 99),
    maxMs: Math.max(...run.latencies),
    rateLimited,
    otherStatuses,
    errors: run.result.errors,
    timeouts: run.result.timeouts,
  };
  progress(`load: ${row.requests} requests, ${row.perSecond.toFixed(0)}/s`);
  return row;
}

/** Generation cases for the CPU table; Hanidoku and the small grids cost far more per puzzle. */
const CPU_CASES = [
  ...RATED_LEVELS.map((level) => ({
    label: `classic 9×9, ${level}`,
    query: `level=${level}`,
    requests: 200,
  })),
  { label: 'X 9×9, medium', query: 'variant=x&level=medium', requests: 60 },
  { label: '6×6, medium', query: 'size=6&level=medium', requests: 60 },
  { label: 'Hanidoku, medium', query: 'variant=hanidoku&level=medium', requests: 40 },
];
/** Answered 400 at once (no such level): the cost of a request that generates nothing. */
const BASELINE = { label: 'none, a 400 answer', query: 'level=none', requests: 200 };
/** Untimed requests before each case. */
const CPU_WARM_UP = 10;

/** Requests one at a time on seeds `cpu-0`, …; the Worker's CPU over them, per request. */
async function measureCpu(dev: DevServer, c: (typeof CPU_CASES)[number]): Promise<CpuRow> {
  const get = async (seed: string) => {
    const start = performance.now();
    // From a new client every LOAD_PER_CLIENT requests, as seeded X, 6×6 and Hanidoku count
    // against the rate limit.
    const response = await fetch(`${dev.origin}/api/puzzles?${c.query}&seed=${seed}`, {
      headers: { 'CF-Connecting-IP': nextClientAddress() },
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - start };
  };
  for (let i = 0; i < CPU_WARM_UP; i++) await get(`cpu-warm-${i}`);
  for (let attempt = 1; ; attempt++) {
    const pid = dev.workerPid();
    const before = pid === null ? null : dev.cpuMs(pid);
    const wall: number[] = [];
    const failures: Record<string, number> = {};
    for (let i = 0; i < c.requests; i++) {
      const { status, ms } = await get(`cpu-${i}`);
      wall.push(ms);
      if (status !== 200 && c !== BASELINE) failures[status] = (failures[status] ?? 0) + 1;
    }
    const after = pid === null ? null : dev.cpuMs(pid);
    const same = pid !== null && dev.workerPid() === pid && before !== null && after !== null;
    if (!same && pid !== null && attempt < TRIES) continue;
    return {
      label: c.label,
      query: c.query,
      requests: c.requests,
      cpuMs: same ? (after! - before!) / c.requests : null,
      wallMedianMs: median(wall),
      wallP95Ms: percentile(wall, 95),
      failures,
    };
  }
}

/** The load part of `npm run bench`. */
export async function benchLoad(): Promise<LoadResults> {
  const results: LoadResults = {
    versions: '',
    rows: [],
    baseline: null,
    cpu: [],
    skipped: [],
  };
  progress('load: starting wrangler dev');
  const dev = await startWranglerDev();
  results.versions = `${dev.versions}, autocannon ${versionOf('autocannon')}`;
  try {
    const list = scenarios(await prepareDaily(dev));
    for (const scenario of list) results.rows.push(await loadScenario(dev, scenario));
    if (dev.workerPid() === null) {
      results.skipped.push(
        "CPU per request: the Worker's workerd process was not found in /proc; wall times only.",
      );
    }
    progress('load: CPU per request, one request at a time');
    results.baseline = await measureCpu(dev, BASELINE);
    for (const c of CPU_CASES) {
      const row = await measureCpu(dev, c);
      results.cpu.push(row);
      progress(`load: ${c.label}, ${row.cpuMs?.toFixed(2) ?? '—'} ms CPU per request`);
    }
  } finally {
    await dev.stop();
  }
  return results;
}
