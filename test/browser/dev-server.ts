import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Worker and the built site served as `npm start` serves them (`wrangler dev` with
 * `--var ENVIRONMENT:development`, the static assets from dist/, the D1 migrations applied), but
 * on a free local port, with its own KV, D1 and rate-limiter state in a temporary folder, without the interactive prompt and
 * logging only warnings (not a line per request). The browser tests (global-setup.ts) and the
 * benchmarks (bench/wrangler-dev.ts) start it.
 */

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Debian's chromium (never a downloaded one), for the browser tests and bench/site-browser.ts. */
export const CHROMIUM = '/usr/bin/chromium';

const WRANGLER = join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
/** The pinned Node (the `node` devDependency), which wrangler needs, whichever Node runs this. */
const NODE = existsSync(join(ROOT, 'node_modules/node/bin/node'))
  ? join(ROOT, 'node_modules/node/bin/node')
  : process.execPath;
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 5_000;

/** A running `wrangler dev`. */
export interface DevServer {
  /** `http://127.0.0.1:PORT`. */
  origin: string;
  /** wrangler's process id, which leads the process group of wrangler and its workerd processes. */
  pid: number;
  /** Stops wrangler and workerd (the whole process group) and removes the state folder. */
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The built site: dist/, or SITE_DIR when set (a build of its own, `npx astro build --outDir
 * DIR`, so that a test run is not disturbed by another build of dist/ meanwhile).
 */
const SITE_DIR = process.env.SITE_DIR || join(ROOT, 'dist');

/** Throws with the command to run when the site has not been built. */
export function requireBuiltSite(): void {
  if (!existsSync(join(SITE_DIR, 'index.html'))) {
    throw new Error(
      `${join(SITE_DIR, 'index.html')} is missing: build the site first with \`npx astro build\` ` +
        '(`npm test` and `npm start` do).',
    );
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `url` answers 200 now. */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Sends `signal` to the child's process group; false when the group is gone. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-child.pid!, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts `wrangler dev` and resolves once both the site's home page and the API answer 200.
 * Rejects, with the tail of wrangler's output, if it exits or is not ready in time.
 * @example const server = await startDevServer(); … await server.stop();
 */
export async function startDevServer(): Promise<DevServer> {
  requireBuiltSite();
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const folder = mkdtempSync(join(tmpdir(), 'sudoku-site-'));
  const args = [
    WRANGLER,
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--persist-to',
    join(folder, 'state'),
    '--var',
    'ENVIRONMENT:development',
    '--show-interactive-dev-session=false',
    // /cdn-cgi/handler/scheduled runs the cron, which alone stores the dailies in KV.
    '--test-scheduled',
    '--log-level',
    'warn',
    ...(process.env.SITE_DIR ? ['--assets', SITE_DIR] : []),
  ];
  const env = {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_LOG_PATH: join(folder, 'logs'),
    NO_COLOR: '1',
  };
  // The D1 tables of migrations/, in the state folder wrangler dev then reads, as `npm start` does.
  const migrate = spawnSync(
    NODE,
    [WRANGLER, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', join(folder, 'state')],
    { cwd: ROOT, env, encoding: 'utf8' },
  );
  if (migrate.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`wrangler d1 migrations apply failed:\n${migrate.stdout}${migrate.stderr}`);
  }
  // detached: its own process group, so stop() reaches workerd, wrangler's child, too.
  const child = spawn(NODE, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exit.then(() => {
    exited = true;
  });

  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited && signalGroup(child, 'SIGTERM')) {
      await Promise.race([exit, sleep(STOP_TIMEOUT_MS)]);
      if (!exited) signalGroup(child, 'SIGKILL');
    }
    rmSync(folder, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(`${origin}/`)) || !(await answers(`${origin}/api/v1/daily`))) {
    if (exited || Date.now() > deadline) {
      await stop();
      const why = exited
        ? `exited with ${child.exitCode}`
        : `did not answer in ${START_TIMEOUT_MS / 1000} s`;
      throw new Error(`wrangler dev ${why}:\n${output}`);
    }
    await sleep(250);
  }
  return { origin, pid: child.pid!, stop };
}
