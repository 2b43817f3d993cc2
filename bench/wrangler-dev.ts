import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type DevServer as Server, startDevServer } from '../test/browser/dev-server.ts';
import { ROOT } from './cli.ts';
import { versionOf } from './peers.ts';
import { clockTickMs, commandLine, cpuMsOf, descendantPids, HAS_PROC } from './proc.ts';

/**
 * The project's own Worker and site under `wrangler dev`, as the browser tests start it
 * (test/browser/dev-server.ts), with what the benchmarks read from outside: the versions, and
 * the CPU time of the process that runs the Worker.
 *
 * wrangler dev runs two workerd processes: a proxy listening on the port, and the Worker
 * itself on a port of its own. CPU time is read for the second from /proc (proc.ts); wrangler
 * may restart it (when dist/ changes, say), so its PID is looked up at every reading.
 */

/** A running `wrangler dev`; `stop` it when done. */
export interface DevServer extends Server {
  /** "wrangler 4.x, workerd 1.x". */
  versions: string;
  /** The PID of the workerd process running the Worker, null without /proc. */
  workerPid(): string | null;
  /** CPU milliseconds that process has used so far, null without /proc. */
  cpuMs(pid: string): number | null;
}

/** Builds the site into dist/ when it is missing: wrangler.toml serves it as static assets. */
function buildSiteIfMissing(): void {
  if (existsSync(`${ROOT}dist/index.html`)) return;
  const astro = `${ROOT}node_modules/astro/bin/astro.mjs`;
  const result = spawnSync(process.execPath, [astro, 'build'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`astro build exited with ${result.status}`);
}

/**
 * Starts `wrangler dev` (building the site first when dist/ is missing) and waits until it
 * answers.
 * @example const dev = await startWranglerDev(); …; await dev.stop();
 */
export async function startWranglerDev(): Promise<DevServer> {
  buildSiteIfMissing();
  const server = await startDevServer();
  const port = new URL(server.origin).port;
  const tickMs = HAS_PROC ? clockTickMs() : 0;
  return {
    ...server,
    versions: `wrangler ${versionOf('wrangler')}, workerd ${versionOf('miniflare/node_modules/workerd')}`,
    workerPid() {
      if (!HAS_PROC) return null;
      // The proxy's command line names the port it listens on; the Worker's does not.
      const workers = descendantPids(String(server.pid)).filter((pid) => {
        const line = commandLine(pid);
        return line.includes('workerd serve') && !line.includes(`:${port} `);
      });
      return workers.length === 1 ? workers[0] : null;
    },
    cpuMs: (pid) => (HAS_PROC ? cpuMsOf(pid, tickMs) : null),
  };
}
