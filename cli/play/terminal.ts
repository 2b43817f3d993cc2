import { emitKeypressEvents } from 'node:readline';

/**
 * The terminal of the full-screen game: the alternate screen, the cursor hidden, raw keys; and
 * the way back from every exit (quit, Ctrl-C, SIGTERM, SIGINT, SIGHUP, an uncaught error), so
 * that the shell is never left in raw mode or on the alternate screen.
 */

/** Leave the alternate screen, show the cursor, reset attributes: what restoring writes. */
const LEAVE = '\x1b[0m\x1b[?25h\x1b[?1049l';

/** Exit statuses of the signals that end the game: 128 + the signal's number. */
const SIGNALS: Readonly<Record<string, number>> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

export interface Terminal {
  /** Restores the terminal; safe to call more than once. */
  close(): void;
}

/**
 * Takes over the terminal (stdin and stdout must be TTYs); `onKey` gets each key as
 * readline's keypress event names it.
 */
export function openTerminal(
  onKey: (
    text: string | undefined,
    key: { name?: string; ctrl?: boolean; shift?: boolean },
  ) => void,
): Terminal {
  const { stdin, stdout } = process;
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    stdin.off('keypress', onKey);
    stdin.setRawMode(false);
    stdin.pause();
    stdout.write(LEAVE);
    process.off('exit', close);
    process.off('uncaughtException', crash);
    for (const [signal, handler] of handlers) process.off(signal, handler);
  };
  const crash = (error: Error) => {
    close();
    process.stderr.write(`sudoku play: ${error.stack ?? error}\n`);
    process.exit(70);
  };
  const handlers = Object.entries(SIGNALS).map(([signal, status]) => {
    const handler = () => {
      close();
      process.exit(status);
    };
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  process.on('exit', close);
  process.on('uncaughtException', crash);
  emitKeypressEvents(stdin);
  stdin.setRawMode(true);
  stdin.on('keypress', onKey);
  stdin.resume();
  stdout.write('\x1b[?1049h\x1b[?25l\x1b[2J');
  return { close };
}

/**
 * Draws frames of whole lines, rewriting only the lines that changed since the last frame, in
 * one write (so nothing flickers); `reset` forgets the last frame, to draw all after a resize.
 */
export class Painter {
  private shown: string[] = [];

  reset(): void {
    this.shown = [];
  }

  paint(lines: readonly string[]): void {
    let out = this.shown.length === 0 ? '\x1b[0m\x1b[2J' : '';
    lines.forEach((line, i) => {
      if (this.shown[i] !== line) out += `\x1b[${i + 1};1H${line}\x1b[0m\x1b[K`;
    });
    this.shown = [...lines];
    if (out) process.stdout.write(out);
  }
}
