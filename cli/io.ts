import { once } from 'node:events';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';

/** Bytes of input handed to one batch: large enough to amortise a message to a worker. */
export const BATCH_BYTES = 1 << 20;

/** The input stream: a file, or standard input for `-` or no name. */
export function openInput(path: string | undefined): Readable {
  if (path === undefined || path === '-') return process.stdin;
  return createReadStream(path, { highWaterMark: 1 << 18 });
}

/** The UTF-8 byte-order mark, which Windows Notepad writes at the start of a file. */
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The bytes without a byte-order mark at their start. */
function withoutBom(bytes: Buffer): Buffer {
  return bytes.subarray(bytes.subarray(0, 3).equals(BOM) ? 3 : 0);
}

/**
 * The whole text of a file, or of standard input for `-` or no name, without a byte-order mark
 * at its start.
 */
export function readText(path: string | undefined, encoding: 'latin1' | 'utf8' = 'latin1'): string {
  return withoutBom(readFileSync(path === undefined || path === '-' ? 0 : path)).toString(encoding);
}

/** The chunks of a stream without a byte-order mark at its start (which may span chunks). */
async function* skippingBom(input: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let head = Buffer.alloc(0);
  let atStart = true;
  for await (const chunk of input) {
    if (!atStart) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length < BOM.length && BOM.subarray(0, head.length).equals(head)) continue;
    atStart = false;
    yield withoutBom(head);
  }
  if (atStart && head.length > 0) yield head;
}

/** Whole lines of the input, the first being line `firstLine` of the input. */
export interface Batch {
  bytes: Uint8Array;
  firstLine: number;
}

/** The newlines in `bytes`, found by indexOf (memchr), many times faster than a loop here. */
export function countLines(bytes: Uint8Array): number {
  let lines = 0;
  for (let at = bytes.indexOf(10); at >= 0; at = bytes.indexOf(10, at + 1)) lines++;
  return lines;
}

/** The least a batch shrinks to toward the end of an input of known size (see readBatches). */
export const MIN_BATCH_BYTES = 1 << 14;
/** Toward the end of an input of known size, a batch is at most 1/TAIL_PARTS of what is left. */
export const TAIL_PARTS = 16;

/**
 * Whole lines of the input, about `batchBytes` at a time. Given the input's size (`total`, a
 * regular file's), the batches shrink as its end nears, to 1/TAIL_PARTS of what is left but no
 * less than MIN_BATCH_BYTES: the batches a worker thread still holds when the input runs out
 * are then small, and the threads finish together instead of one waiting on another's queue.
 */
export async function* readBatches(
  input: Readable,
  batchBytes = BATCH_BYTES,
  total?: number,
): AsyncGenerator<Batch> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let line = 1;
  /** Bytes handed out in batches so far. */
  let handed = 0;
  const nextSize = () =>
    total === undefined
      ? batchBytes
      : Math.min(batchBytes, Math.max(MIN_BATCH_BYTES, Math.floor((total - handed) / TAIL_PARTS)));
  const cut = (bytes: Uint8Array) => {
    const batch = { bytes, firstLine: line };
    line += countLines(bytes);
    handed += bytes.length;
    return batch;
  };
  for await (const chunk of skippingBom(input as AsyncIterable<Buffer>)) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    let size = nextSize();
    if (pendingBytes < size) continue;
    const joined = Buffer.concat(pending, pendingBytes);
    // A chunk of many batches' bytes (a whole small file at once) is cut into batches of about
    // `size`, so that each worker gets a share; a longer line makes a longer batch.
    let from = 0;
    while (joined.length - from >= size) {
      let last = joined.lastIndexOf(10, from + size - 1);
      if (last < from) last = joined.indexOf(10, from + size);
      if (last < 0) break;
      // A copy, so that the batch owns its memory and can be moved to a worker.
      yield cut(new Uint8Array(joined.subarray(from, last + 1)));
      from = last + 1;
      size = nextSize();
    }
    pending = [joined.subarray(from)];
    pendingBytes = pending[0].length;
  }
  if (pendingBytes > 0) yield cut(new Uint8Array(Buffer.concat(pending, pendingBytes)));
}

/** Where results go: a file, or standard output for `-` or no name; writes wait for drain. */
export interface Output {
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

export function openOutput(path: string | undefined): Output {
  const stream: Writable =
    path === undefined || path === '-'
      ? process.stdout
      : createWriteStream(path, { highWaterMark: 1 << 22 });
  const failed = new Promise<never>((_, reject) => stream.once('error', reject));
  failed.catch(() => {});
  return {
    async write(bytes) {
      if (!stream.write(bytes)) await Promise.race([once(stream, 'drain'), failed]);
    },
    async close() {
      if (stream === process.stdout) return;
      stream.end();
      await Promise.race([once(stream, 'finish'), failed]);
    },
  };
}

/**
 * A progress line on stderr (the count, its rate and the seconds so far), only when stderr is a
 * terminal, redrawn at least every second; `done` clears it.
 */
export function createProgress(label: string, total?: number) {
  const started = performance.now();
  /** When the line was last drawn (never yet: the start, so the first tick comes a second in). */
  let shown = started;
  let count = 0;
  const active = process.stderr.isTTY === true;
  const draw = (now: number) => {
    shown = now;
    const seconds = (now - started) / 1000;
    const rate = Math.round(count / seconds);
    const of = total ? ` of ${total.toLocaleString('en-US')}` : '';
    process.stderr.write(
      `\r${label} ${count.toLocaleString('en-US')}${of} (${rate.toLocaleString('en-US')}/s), ${Math.floor(seconds)} s\x1b[K`,
    );
  };
  // A long wait between counts (one slow puzzle: an X 16×16 can take over 20 s) still shows the
  // time going by, so that a working run never looks like a hung one: `tick` redraws the line
  // once a second has passed, on a timer and whenever work on this thread calls it.
  const tick = () => {
    if (!active) return;
    const now = performance.now();
    if (now - shown >= 1000) draw(now);
  };
  const ticking = active ? setInterval(tick, 1000).unref() : undefined;
  return {
    tick,
    update(done: number) {
      count = done;
      if (!active) return;
      const now = performance.now();
      if (now - shown < 200) return;
      draw(now);
    },
    done() {
      clearInterval(ticking);
      if (shown > started) process.stderr.write('\r\x1b[K');
    },
    seconds: () => (performance.now() - started) / 1000,
  };
}

/** The lines of a text that hold puzzle content (not blank, not `#` comments), numbered from 1. */
export function contentLines(text: string): Array<{ text: string; number: number }> {
  return text.split('\n').flatMap((line, i) => {
    const trimmed = line.replace(/\r$/, '');
    return trimmed.trim() === '' || trimmed.trimStart().startsWith('#')
      ? []
      : [{ text: trimmed, number: i + 1 }];
  });
}

/**
 * The `--stats` report of a run over puzzle lines: each count of `tally`, then the time taken
 * and the rate.
 * @example formatStats({ puzzles: 2, bad: 0 }, ['puzzles', 'bad'], 0.5) // 'puzzles 2, bad 0\n0.500 s, 4 puzzles/s\n'
 */
export function formatStats<Name extends string>(
  tally: Record<Name | 'puzzles', number>,
  names: readonly Name[],
  seconds: number,
): string {
  const counts = names.map((key) => `${key} ${tally[key].toLocaleString('en-US')}`).join(', ');
  const rate = Math.round(tally.puzzles / seconds).toLocaleString('en-US');
  return `${counts}\n${seconds.toFixed(3)} s, ${rate} puzzles/s\n`;
}
