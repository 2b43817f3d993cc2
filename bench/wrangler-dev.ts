import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { ROOT } from './cli.ts';
import { versionOf } from './peers.ts';
import { clockTickMs, commandLine, cpuMsOf, descendantPids, HAS_PROC } from './proc.ts';

/**
 * The project's own Worker (wrangler.toml) under `wrangler dev`, as `npm start` runs it, on a
 * free loopback port with its own local state, for the load benchmark.
 *
 * wrangler dev runs two workerd processes: a proxy listening on the port, and the Worker
 * itself on a port of its own. CPU time is read for the second from /proc (proc.ts); wrangler
 * may restart it (when dist/ changes, say), so its PID is looked up at every reading.
 */

/** A running `wrangler dev`; `close` it when done. */
export interface DevServer {
  /** http://127.0.0.1:PORT */
  url: string;
  versions: string;
  /** The PID of the workerd process running the Worker, null without /proc. */
  workerPid(): string | null;
  /** CPU milliseconds that process has used so far, null without /proc. */
  cpuMs(pid: string): number | null;
  close(): Promise<void>;
}

const WRANGLER = `${ROOT}node_modules/wrangler/bin/wrangler.js`;
const START_SECONDS = 90;

/** A TCP port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Builds the site into dist/ when it is missing: wrangler.toml serves it as static assets. */
function ensureSite(): void {
  if (existsSync(`${ROOT}dist/index.html`)) return;
  const astro = `${ROOT}node_modules/astro/bin/astro.mjs`;
  const result = spawnSync(process.execPath, [astro, 'build'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`astro build exited with ${result.status}`);
}

/** Waits until `url` answers 200, or throws after START_SECONDS or when the process exits. */
async function waitUntilServing(url: string, child: ChildProcess, log: () => string) {
  const deadline = performance.now() + START_SECONDS * 1000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`wrangler dev exited with ${child.exitCode}:\n${log()}`);
    }
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer ${url} within ${START_SECONDS} s:\n${log()}`);
}

/** Ends the process group of `child` (wrangler and its workerd processes). */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 5000));
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Gone in the meantime.
    }
  }
}

/**
 * Starts `wrangler dev` with ENVIRONMENT=development (the development daily secret, as under
 * `npm start`), its KV and rate limiter kept in `stateDir` (emptied first), and waits until
 * GET /api/daily answers.
 * @example const dev = await startWranglerDev(`${ROOT}bench/out/load-state`); …; await dev.close();
 */
export async function startWranglerDev(stateDir: string): Promise<DevServer> {
  ensureSite();
  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const args = [
    WRANGLER,
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--var',
    'ENVIRONMENT:development',
    '--persist-to',
    stateDir,
    '--show-interactive-dev-session=false',
    '--log-level',
    'warn',
  ];
  // Its own process group, so that closing it ends workerd too and nothing else.
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_LOG_PATH: `${ROOT}bench/out/wrangler-logs`,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${url}/api/daily`, child, () => output);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  const tickMs = HAS_PROC ? clockTickMs() : 0;
  return {
    url,
    versions: `wrangler ${versionOf('wrangler')}, workerd ${versionOf('miniflare/node_modules/workerd')}`,
    workerPid() {
      if (!HAS_PROC || child.pid === undefined) return null;
      // The proxy's command line names the port it listens on; the Worker's does not.
      const workers = descendantPids(String(child.pid)).filter((pid) => {
        const line = commandLine(pid);
        return line.includes('workerd serve') && !line.includes(`:${port} `);
      });
      return workers.length === 1 ? workers[0] : null;
    },
    cpuMs: (pid) => (HAS_PROC ? cpuMsOf(pid, tickMs) : null),
    close: () => stopGroup(child),
  };
}
