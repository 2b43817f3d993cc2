import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import type { RatedLevel } from '../shared/kind/names.ts';
import { ROOT } from './cli.ts';
import { versionOf } from './peers.ts';
import { childPids, clockTickMs, commandLine, cpuMsOf, HAS_PROC } from './proc.ts';
import { median } from './stats.ts';

/**
 * Our generator inside workerd: bench/workerd/worker.ts bundled by `wrangler deploy --dry-run`
 * (the bundler a deploy uses) and served by Miniflare, one request per puzzle, one at a time.
 *
 * A request is timed from Node, dispatchFetch to the end of the body; the caller takes off the
 * median of EMPTY_REQUESTS requests that answer the same JSON without generating. The Worker
 * also reports its own clock, which workerd may freeze or coarsen during computation (Spectre
 * mitigation). CPU time is read from outside too: the workerd process's user + system time in
 * /proc/PID/stat, in clock ticks, so only a mean over many requests means anything.
 */

const CONFIG = `${ROOT}bench/workerd/wrangler.toml`;
const OUT_DIR = `${ROOT}bench/out/workerd/`;
/** Requests that generate nothing, whose median wall time is taken off each puzzle's. */
export const EMPTY_REQUESTS = 200;

/** One puzzle made in workerd. */
export interface WorkerdPuzzle {
  /** Wall milliseconds of the whole request, seen from Node. */
  wallMs: number;
  /** The Worker's own clock around generatePuzzle. */
  clockMs: number;
  /** 81 digits (a Hanidoku's 61), 0 for a blank; '' when no attempt reached the level. */
  givens: string;
}

/** A running workerd with the bench Worker; `close` it when done. */
export interface Workerd {
  versions: string;
  /** A 9×9 of the seed, or with `query` (`kind=hanidoku&attempts=200`) another kind's puzzle. */
  generate(level: RatedLevel, seed: string, query?: string): Promise<WorkerdPuzzle>;
  /** Median wall ms and mean CPU ms (null without /proc) of EMPTY_REQUESTS empty requests. */
  measureEmpty(): Promise<{ wallMs: number; cpuMs: number | null }>;
  /** CPU milliseconds the workerd process has used so far, null without /proc. */
  cpuMs(): number | null;
  /** The bench Worker's answer to `?query`, and the wall milliseconds it took. */
  request(query: string): Promise<{ wallMs: number; body: string }>;
  close(): Promise<void>;
}

/** Bundles the bench Worker into OUT_DIR; returns the bundle's path. */
function bundleWorker(): string {
  const wrangler = `${ROOT}node_modules/wrangler/bin/wrangler.js`;
  const args = [wrangler, 'deploy', '--dry-run', '--outdir', OUT_DIR, '--config', CONFIG];
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_LOG_PATH: `${ROOT}bench/out/wrangler-logs`,
    },
  });
  rmSync(`${ROOT}bench/workerd/.wrangler`, { recursive: true, force: true });
  if (result.status !== 0) {
    throw new Error(
      `wrangler ${args.slice(1).join(' ')} exited with ${result.status}: ${result.stderr}`,
    );
  }
  return `${OUT_DIR}worker.js`;
}

/** The compatibility date and flags of bench/workerd/wrangler.toml. */
function readCompatibility(): { compatibilityDate: string; compatibilityFlags: string[] } {
  const toml = readFileSync(CONFIG, 'utf8');
  const date = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml);
  if (!date) throw new Error(`${CONFIG}: no compatibility_date`);
  const flags = /^compatibility_flags\s*=\s*\[([^\]]*)\]/m.exec(toml)?.[1] ?? '';
  return {
    compatibilityDate: date[1],
    compatibilityFlags: [...flags.matchAll(/"([^"]+)"/g)].map((m) => m[1]),
  };
}

/** The workerd child process of this one and its clock tick, or null where /proc is missing. */
function findWorkerd(): { pid: string; tickMs: number } | null {
  if (!HAS_PROC) return null;
  const pid = childPids('self').find((child) => commandLine(child).includes('workerd'));
  return pid === undefined ? null : { pid, tickMs: clockTickMs() };
}

/**
 * Bundles the bench Worker and starts it in Miniflare.
 * @example const workerd = await startWorkerd(); await workerd.generate('hard', 'x');
 */
export async function startWorkerd(): Promise<Workerd> {
  const bundle = bundleWorker();
  // Loaded here, not at the top: it takes most of a second, which the other parts need not pay.
  const { convertV4MiniflareOptions, Miniflare } = await import('miniflare');
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      rootPath: OUT_DIR,
      scriptPath: bundle.slice(OUT_DIR.length),
      enableDevRegistry: false,
      ...readCompatibility(),
    }),
  );
  await mf.ready;
  const child = findWorkerd();
  const cpuMs = () => (child ? cpuMsOf(child.pid, child.tickMs) : null);
  const request = async (query: string): Promise<{ wallMs: number; body: string }> => {
    const start = performance.now();
    const response = await mf.dispatchFetch(`http://bench/?${query}`);
    const body = await response.text();
    if (!response.ok) throw new Error(`workerd answered ${response.status} to ${query}: ${body}`);
    return { wallMs: performance.now() - start, body };
  };
  return {
    versions: `wrangler ${versionOf('wrangler')}, miniflare ${versionOf('miniflare')}, workerd ${versionOf('miniflare/node_modules/workerd')}`,
    async generate(level, seed, query) {
      const more = query ? `&${query}` : '';
      const { wallMs, body } = await request(
        `level=${level}&seed=${encodeURIComponent(seed)}${more}`,
      );
      const answer = JSON.parse(body) as { givens: string; ms: number };
      return { wallMs, clockMs: answer.ms, givens: answer.givens };
    },
    async measureEmpty() {
      const cpuBefore = cpuMs();
      const wall: number[] = [];
      for (let i = 0; i < EMPTY_REQUESTS; i++) wall.push((await request('')).wallMs);
      const cpuAfter = cpuMs();
      const cpu =
        cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / EMPTY_REQUESTS;
      return { wallMs: median(wall), cpuMs: cpu };
    },
    cpuMs,
    request,
    close: () => mf.dispose(),
  };
}
