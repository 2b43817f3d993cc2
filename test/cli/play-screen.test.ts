import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { kindOf } from '../../shared/kind/kind.ts';
import { shapeOf } from '../../shared/kind/shape.ts';
import { colourCodes } from './sgr.ts';

/**
 * The full-screen game in a pseudo-terminal of 80x24, made by util-linux's `script` (Debian's
 * bsdutils, an essential package): keys go in on its stdin, the screen's bytes come out.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(ROOT, 'cli/sudoku.ts');
const hasScript = spawnSync('script', ['--version']).status === 0;
if (!hasScript) console.warn('play-screen tests skipped: util-linux `script` is not installed');

const ESC = '\x1b';
const dir = mkdtempSync(join(tmpdir(), 'sudoku-play-screen-'));

/** Seconds to wait for a screen: generous, as a slow machine must not fail the test. */
const PATIENCE_MS = 60_000;

interface Terminal {
  child: ChildProcess;
  /** Everything the terminal showed so far, escapes and all. */
  output(): string;
  /** Resolves when the output (escapes stripped) matches `pattern`. */
  waitFor(pattern: RegExp): Promise<void>;
  keys(text: string): void;
  exited: Promise<number | null>;
}

/**
 * Runs `sudoku play ARGS` in an 80x24 pseudo-terminal, printing `stty -g` (the terminal's
 * settings) before and after it, each on a line of its own after `STTY `.
 */
function playInTerminal(
  args: string[],
  env: Record<string, string> = {},
  nodeOptions: string[] = [],
  cli = CLI,
): Terminal {
  const quoted = [process.execPath, ...nodeOptions, cli, 'play', ...args]
    .map((a) => `'${a}'`)
    .join(' ');
  // A Ctrl-C the terminal turns into SIGINT (before the game makes it raw) reaches the shell
  // too: the trap keeps the shell going to say how the game ended (the game gets the default).
  const command = `trap true INT; stty cols 80 rows 24; echo "STTY $(stty -g)"; ${quoted}; echo "EXIT $?"; echo "STTY $(stty -g)"`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], {
    env: { ...process.env, TERM: 'xterm-256color', NO_COLOR: '', ...env },
  });
  let out = '';
  const waiting: Array<{ pattern: RegExp; resolve: () => void }> = [];
  child.stdout!.setEncoding('utf8').on('data', (text: string) => {
    out += text;
    const plain = stripVTControlCharacters(out);
    for (const wait of [...waiting]) {
      if (wait.pattern.test(plain)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    child,
    output: () => out,
    waitFor(pattern) {
      if (pattern.test(stripVTControlCharacters(out))) return Promise.resolve();
      return new Promise((resolve, reject) => {
        waiting.push({ pattern, resolve });
        setTimeout(() => reject(new Error(`no ${pattern} on screen:\n${out}`)), PATIENCE_MS);
      });
    },
    keys: (text) => child.stdin!.write(text),
    exited,
  };
}

let built: string | undefined;

/** The bundle of the command line (as `npm run build:cli` makes it), built once, in `dir`. */
function bundle(): string {
  if (built === undefined) {
    const out = join(dir, 'bundle');
    const build = spawnSync(process.execPath, ['cli/build.ts', out], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`cli/build.ts failed: ${build.stderr}`);
    built = join(out, 'sudoku.js');
  }
  return built;
}

/** The two `stty -g` lines: before the game and after it. */
function sttyStates(out: string): string[] {
  return [...stripVTControlCharacters(out).matchAll(/^STTY (\S+)/gm)].map((m) => m[1]);
}

/**
 * Waits for the game and its shell to end, checks that the game ended with `status` and left
 * the terminal's settings as they were, and returns everything the terminal showed.
 */
async function ended(term: Terminal, status: number): Promise<string> {
  await term.waitFor(/STTY \S+[\s\S]*STTY \S+/);
  await term.exited;
  const out = term.output();
  expect(stripVTControlCharacters(out)).toContain(`EXIT ${status}`);
  const [before, after] = sttyStates(out);
  expect(after).toBe(before);
  return out;
}

const RIGHT = `${ESC}[C`;
const DOWN = `${ESC}[B`;

/** The keys that select the first blank cell of the easy 6x6 of `seed` and write a 1 there. */
function writeOne(seed: string): string {
  const made = kindOf(shapeOf({ id: 'classic', size: 6 })).generate({ seed, level: 'easy' });
  if (!made.ok) throw new Error('no puzzle');
  const empty = made.givens.indexOf(0);
  return `${RIGHT}${RIGHT.repeat(empty % 6)}${DOWN.repeat(Math.floor(empty / 6))}1`;
}

describe.skipIf(!hasScript)('sudoku play, full-screen', () => {
  it('plays a 6x6 to the end by keys, shows Solved, and restores the terminal on q', async () => {
    const shape = shapeOf({ id: 'classic', size: 6 });
    const made = kindOf(shape).generate({ seed: 'screen', level: 'easy' });
    if (!made.ok) throw new Error('no puzzle');
    const term = playInTerminal(['--size', '6', '--level', 'easy', '--seed', 'screen']);
    await term.waitFor(/Time \d+:\d\d/);
    const screen = stripVTControlCharacters(term.output());
    expect(screen).toContain('Sudoku 6×6 · easy · seed screen');
    expect(screen).toContain('H  hint (again: more)');
    // The first move selects the top-left cell; then each row left to right, wrapping round.
    let keys = RIGHT;
    for (let r = 0; r < 6; r++) {
      for (let c = 0; c < 6; c++) {
        const cell = r * 6 + c;
        if (made.givens[cell] === 0) keys += String(made.solution[cell]);
        keys += RIGHT;
      }
      keys += DOWN;
    }
    term.keys(keys);
    await term.waitFor(/Solved in \d+:\d\d \(0 hints, 0 checks, 0 reveals\)\. Press q to quit\./);
    // N after a solve starts the next seeded puzzle at once; after a move it asks first.
    term.keys('N');
    await term.waitFor(/New puzzle: Sudoku 6×6 · easy · seed screen\/1\./);
    term.keys(`${writeOne('screen/1')}N`);
    await term.waitFor(/Leave this game for a new puzzle\? Save first with S\. \(y\/n\)/);
    // No keeps the game: the next yes makes SEED/2, not SEED/3.
    term.keys('n');
    term.keys('Ny');
    await term.waitFor(/New puzzle: Sudoku 6×6 · easy · seed screen\/2\./);
    // Nothing to lose: q quits at once.
    term.keys('q');
    const out = await ended(term, 0);
    // Colour was used; the alternate screen was left and the cursor shown again.
    expect(colourCodes(out).length).toBeGreaterThan(0);
    const end = out.lastIndexOf('\x1b[?1049l');
    expect(end).toBeGreaterThan(out.lastIndexOf('\x1b[?1049h'));
    expect(out.lastIndexOf('\x1b[?25h')).toBeGreaterThan(out.lastIndexOf('\x1b[?25l'));
  });

  it('asks before q loses digits not saved, and saves to the name typed over the one offered', async () => {
    const term = playInTerminal(['--size', '6', '--level', 'easy', '--seed', 'screen']);
    await term.waitFor(/Time \d+:\d\d/);
    term.keys(`${writeOne('screen')}q`);
    await term.waitFor(/Quit with changes not saved\? Save first with S\. \(y\/n\)/);
    // No goes on with the game; the name typed replaces the one offered.
    term.keys('n');
    const file = join(dir, 'six.json');
    term.keys(`S${file}\r`);
    await term.waitFor(/Saved to \S+six\.json\./);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ game: { v: 1 } });
    // A failure is said on one line, without the path Node repeats.
    term.keys(`S${dir}/no-such-folder/x.sav\r`);
    await term.waitFor(/Could not save …\S*\/x\.sav: ENOENT: no such file or directory\./);
    // Saved: q quits at once.
    term.keys('q');
    expect(stripVTControlCharacters(await ended(term, 0))).not.toContain(`open '${dir}`);
  });

  it('quits at once on Ctrl-C while it asks a question', async () => {
    const term = playInTerminal(['--size', '6', '--level', 'easy', '--seed', 'screen']);
    await term.waitFor(/Time \d+:\d\d/);
    term.keys(`${writeOne('screen')}q`);
    await term.waitFor(/Quit with changes not saved\?/);
    term.keys('\x03');
    await ended(term, 130);
  });

  it.each([
    ['sources', () => CLI],
    ['bundle', () => bundle()],
  ])(
    'makes a new X 16x16 expert on a worker thread from the %s: q and Esc go back, Ctrl-C quits',
    async (_, cli) => {
      // The seed's own X 16x16 expert takes one attempt (0.4 s here); N makes 'screen/1', which
      // takes five (5 s here), and makes it afresh after a cancel.
      const term = playInTerminal(
        ['--seed', 'screen', '--variant', 'x', '--size', '16', '--level', 'expert'],
        {},
        [],
        cli(),
      );
      await term.waitFor(/Time \d+:\d\d/);
      const making = /Making a puzzle: X-Sudoku 16×16, expert… q or Esc: back to this game\./g;
      const back = /No new puzzle: back to this game\./g;
      const count = (pattern: RegExp) =>
        stripVTControlCharacters(term.output()).match(pattern)?.length ?? 0;
      for (const key of ['q', ESC]) {
        term.keys('N');
        const made = count(making) + 1;
        await term.waitFor(new RegExp(`(${making.source}[\\s\\S]*){${made}}`));
        term.keys(key);
        const cancelled = count(back) + 1;
        await term.waitFor(new RegExp(`(${back.source}[\\s\\S]*){${cancelled}}`));
      }
      term.keys('N');
      await term.waitFor(new RegExp(`(${making.source}[\\s\\S]*){3}`));
      term.keys('\x03');
      // It quit while the puzzle was being made.
      expect(stripVTControlCharacters(await ended(term, 130))).not.toContain('New puzzle:');
    },
  );

  it('counts the seconds while a slow first puzzle is made, and Ctrl-C stops it', async () => {
    // The X 16x16 expert of seed 'progress' takes 8 attempts (17 s here), made on a worker.
    const term = playInTerminal([
      '--seed',
      'progress',
      '--variant',
      'x',
      '--size',
      '16',
      '--level',
      'expert',
    ]);
    const line = (s: number) =>
      new RegExp(`Making a puzzle: X-Sudoku 16×16, expert… ${s} s \\(Ctrl-C stops\\)`);
    await term.waitFor(line(0));
    await term.waitFor(line(2));
    term.keys('\x03');
    expect(stripVTControlCharacters(await ended(term, 130))).not.toContain('Time ');
  });

  it("says it is making a puzzle before plain mode's new", async () => {
    const term = playInTerminal(['--plain', '--size', '6', '--level', 'easy', '--seed', 'screen']);
    await term.waitFor(/seed screen\r?\n/);
    term.keys('new\n');
    await term.waitFor(/seed screen\/1/);
    expect(stripVTControlCharacters(term.output())).toMatch(
      /\bnew\r?\nMaking a puzzle: Sudoku 6×6, easy…\r?\nSudoku 6×6 · easy · seed screen\/1/,
    );
    term.keys('quit\n');
    await term.waitFor(/EXIT 0/);
  });

  it('pauses, saves and loads a file, restores the terminal on Ctrl-C, and draws no colour with NO_COLOR', async () => {
    const term = playInTerminal(['--variant', 'hanidoku', '--level', 'easy', '--seed', 'screen'], {
      NO_COLOR: '1',
    });
    await term.waitFor(/Time \d+:\d\d/);
    // Select a cell, write a digit, ask for a hint, take a note in notes mode.
    term.keys(`${RIGHT}C`);
    await term.waitFor(/Cell r2c2/);
    term.keys('H');
    await term.waitFor(/Hint 1: /);
    // Pause hides the board; S asks for a file on the last line, Backspace edits it.
    term.keys('p');
    await term.waitFor(/Paused\. Press p to resume\./);
    term.keys('p');
    const file = join(dir, 'comb.json');
    term.keys(`S${'\x7f'.repeat(40)}${file}\r`);
    await term.waitFor(/Saved to \S+comb\.json\./);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ game: { v: 1, s: 6, h: 1 } });
    term.keys(`L\r`);
    await term.waitFor(/Loaded \S+comb\.json\./);
    term.keys('\x03');
    const out = await ended(term, 130);
    expect(colourCodes(out)).toEqual([]);
    // The selection is bracketed instead.
    expect(stripVTControlCharacters(out)).toMatch(/\[[.1-9]\]/);
    expect(out.lastIndexOf('\x1b[?1049l')).toBeGreaterThan(out.lastIndexOf('\x1b[?1049h'));
  });

  it('restores the terminal after an uncaught error, and says what it was', async () => {
    // An error thrown from a timer once the game has the terminal in raw mode.
    const boom = [
      'const stdin = process.stdin;',
      'const raw = stdin.setRawMode.bind(stdin);',
      'stdin.setRawMode = (on) => {',
      '  if (on) setTimeout(() => { throw new Error("boom in the game"); }, 300);',
      '  return raw(on);',
      '};',
    ].join('');
    const term = playInTerminal(['--size', '4', '--level', 'easy', '--seed', 'screen'], {}, [
      '--import',
      `data:text/javascript,${encodeURIComponent(boom)}`,
    ]);
    const out = await ended(term, 70);
    expect(stripVTControlCharacters(out)).toContain('sudoku play: Error: boom in the game');
    // The game had drawn its screen; the error came after, and the screen was left.
    expect(out.indexOf('\x1b[?1049h')).toBeGreaterThan(-1);
    expect(out.lastIndexOf('\x1b[?1049l')).toBeGreaterThan(out.lastIndexOf('\x1b[?1049h'));
  });

  it('restores the terminal when killed with SIGTERM', async () => {
    const term = playInTerminal(['--size', '16', '--level', 'easy', '--seed', 'screen']);
    await term.waitFor(/Time \d+:\d\d/);
    // The game: node running the CLI, under the shell script started.
    const game = descendants(term.child.pid!).find((pid) =>
      commandLine(pid).startsWith(`${process.execPath} ${CLI} play`),
    );
    expect(game).toBeDefined();
    process.kill(game!, 'SIGTERM');
    await ended(term, 143);
  });
});

/** The processes under `pid`, children first (Linux's /proc). */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}
