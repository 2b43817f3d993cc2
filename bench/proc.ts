import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * Processes and the CPU time they have used, read from Linux's /proc: how the benchmarks
 * measure workerd from outside. The kernel counts CPU time in clock ticks (usually 10 ms), so
 * only a mean over many requests means anything.
 */

/** Whether /proc is there to read. */
export const HAS_PROC = existsSync('/proc/self/task');

/** The kernel's clock tick in milliseconds. */
export function clockTickMs(): number {
  const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout);
  return 1000 / (ticks > 0 ? ticks : 100);
}

/** Reads a file of /proc, '' when the process has gone. */
function readProc(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** The children of process `pid` ('self' for this one). */
export function childPids(pid: string): string[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tasks.flatMap((task) =>
    readProc(`/proc/${pid}/task/${task}/children`).split(' ').filter(Boolean),
  );
}

/** The children of `pid`, their children, and so on. */
export function descendantPids(pid: string): string[] {
  const found: string[] = [];
  for (let queue = childPids(pid); queue.length > 0; ) {
    const next = queue.shift()!;
    found.push(next);
    queue.push(...childPids(next));
  }
  return found;
}

/** A process's command line, its arguments joined by spaces. */
export function commandLine(pid: string): string {
  return readProc(`/proc/${pid}/cmdline`).split('\0').join(' ').trim();
}

/** User + system CPU milliseconds process `pid` has used so far, null once it has gone. */
export function cpuMsOf(pid: string, tickMs: number): number | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (stat === '') return null;
  // Fields after the parenthesised name: state is 0, utime 11, stime 12.
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * tickMs;
}
