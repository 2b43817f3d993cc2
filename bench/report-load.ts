import {
  type CpuRow,
  LOAD_CONNECTIONS,
  LOAD_MAX_REQUESTS,
  LOAD_PER_CLIENT,
  LOAD_SECONDS,
  LOAD_WARM_UP_SECONDS,
  type LoadResults,
  type LoadRow,
  MIXED_SECONDS,
} from './load.ts';
import { table, verdict } from './markdown.ts';
import { formatCount, formatMs, formatRate } from './stats.ts';

/** The "Edge API under load" section of docs/benchmarks.md and its line under "Targets". */

/** The free plan's CPU limit per request, in milliseconds. */
const FREE_PLAN_CPU_MS = 10;

/** "none", or "422 ×3, 500 ×1". */
function formatStatuses(statuses: Record<string, number>): string {
  const entries = Object.entries(statuses);
  if (entries.length === 0) return '0';
  return entries.map(([status, count]) => `${status} ×${formatCount(count)}`).join(', ');
}

/** Answers that were not 2xx, connection errors and timeouts. */
function failuresOf(row: LoadRow): number {
  const others = Object.values(row.otherStatuses).reduce((sum, n) => sum + n, 0);
  return row.rateLimited + others + row.errors + row.timeouts;
}

function loadTable(rows: LoadRow[]): string {
  return table(
    [
      'request',
      'sends',
      'requests',
      'requests/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      '429',
      'other non-2xx',
      'errors / timeouts',
    ],
    rows.map((row) => [
      row.name,
      row.sends,
      `${formatCount(row.requests)} in ${row.seconds.toFixed(1)} s`,
      formatRate(row.perSecond),
      formatMs(row.p50Ms),
      formatMs(row.p99Ms),
      formatMs(row.maxMs),
      formatCount(row.rateLimited),
      formatStatuses(row.otherStatuses),
      `${formatCount(row.errors)} / ${formatCount(row.timeouts)}`,
    ]),
  );
}

/** A case's CPU less the baseline's: the work of generating, as the CPU limit would see it. */
function netCpu(row: CpuRow, baseline: CpuRow | null): number | null {
  if (row.cpuMs === null || baseline?.cpuMs == null) return null;
  return row.cpuMs - baseline.cpuMs;
}

function cpuTable(results: LoadResults): string {
  const { baseline } = results;
  const rows = [...(baseline ? [baseline] : []), ...results.cpu];
  return table(
    [
      'GET /api/puzzles?…',
      'requests',
      'workerd CPU, mean ms',
      'less the 400 answer',
      'wall median / p95 ms',
      'not 200',
    ],
    rows.map((row) => [
      `${row.label} (\`${row.query}\`)`,
      formatCount(row.requests),
      formatMs(row.cpuMs),
      row === baseline ? '' : formatMs(netCpu(row, baseline)),
      `${formatMs(row.wallMedianMs)} / ${formatMs(row.wallP95Ms)}`,
      row === baseline ? '(all 400)' : formatStatuses(row.failures),
    ]),
  );
}

/** The section; empty when the load part was not run. */
export function loadSection(results: LoadResults | null): string {
  if (!results) return '';
  const skipped = results.skipped.map((line) => `- ${line}\n`).join('');
  return `## Edge API under load

The Worker as \`npm start\` runs it: \`wrangler dev\` with ENVIRONMENT=development on a free
loopback port, its local state in a fresh temporary folder (bench/load.ts,
bench/wrangler-dev.ts). autocannon drives it from this Node process with ${LOAD_CONNECTIONS} connections: each scenario ${LOAD_WARM_UP_SECONDS} s untimed,
then ${LOAD_SECONDS} s (the mixed load ${MIXED_SECONDS} s) or ${formatCount(LOAD_MAX_REQUESTS)} requests, whichever comes first. Before them the
cron runs once (\`/cdn-cgi/handler/scheduled\`), storing today's and tomorrow's dailies in KV as
it does in production, where it alone writes KV. Latency is each answer's time from
autocannon's 'response' event; every status is counted. Versions: ${results.versions}.

This is the local simulation, not Cloudflare's edge. Requests pass wrangler's proxy (a second
workerd process), on the machine that also runs autocannon; KV and the rate limiter are
Miniflare's, on SQLite, and so is the Cache API; every seeded \`/api/puzzles\` request has a new
seed, so it generates its puzzle, as any request that no cache answers does in production. One isolate serves
the requests, so latency under ${LOAD_CONNECTIONS} connections includes queueing. Solving, results and
the dearer seeded shapes are limited to 30 requests a minute per client, and wrangler dev passes
the client's \`CF-Connecting-IP\` through (Cloudflare sets it in production): every
${LOAD_PER_CLIENT} requests come from a new address of the benchmarking range 198.18.0.0/15, as
from many clients. The limiter is still asked on
every request, and a 429 would be counted in its column.

${loadTable(results.rows)}
CPU per request, one request at a time from Node on seeds \`cpu-0\`, \`cpu-1\`, … after
10 untimed ones: the user + system CPU time of the workerd process that runs the Worker, read
from /proc in clock ticks (so a mean over the requests only). That process also runs
Miniflare's own routing, KV and rate limiter, so the table takes off the CPU of a request
the same route answers at once (a 400 for an unknown level): what is left is the Worker's
own work, which is what the Workers CPU limit counts (${FREE_PLAN_CPU_MS} ms a request on the free plan). A
seed whose generation spends its work budget would answer 422 (functions/limits.ts).

${cpuTable(results)}${skipped}`;
}

/** The verdict on the issue's "zero errors". */
export function loadTargets(results: LoadResults): string[] {
  const failed = results.rows.filter((row) => failuresOf(row) > 0);
  const detail =
    failed.length === 0
      ? `${results.rows.map((row) => `${formatCount(row.requests)} ${row.name}`).join(', ')}, all 2xx`
      : failed.map((row) => `${row.name}: ${formatCount(failuresOf(row))} failed`).join(', ');
  return [
    `- Edge API under load (\`/api/daily\`, \`/api/puzzles?seed=…\`, \`/api/solve\`, and a minute of those mixed with verify and results) with zero errors: ${verdict(failed.length === 0 && results.rows.length > 0)}, ${detail}.`,
  ];
}
