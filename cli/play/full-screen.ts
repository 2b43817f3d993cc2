import { readFileSync, writeFileSync } from 'node:fs';
import type { Game } from '../../shared/game/index.ts';
import { frameLines, type View } from './frame.ts';
import { type Key, keyAction } from './keys.ts';
import {
  checkDigits,
  deepenHint,
  loadText,
  openSession,
  play,
  type Session,
  saveText,
  solveAll,
  solvedLine,
  titleOf,
} from './session.ts';
import { type Making, makingLine, nextMessage, nextPuzzleOffThread } from './source.ts';
import { openTerminal, Painter } from './terminal.ts';

/** The file S and L offer first. */
const DEFAULT_FILE = 'sudoku-game.json';

/** Colour unless NO_COLOR is set to anything (https://no-color.org) or the terminal is dumb. */
function wantsColor(env: NodeJS.ProcessEnv): boolean {
  return !env.NO_COLOR && env.TERM !== 'dumb';
}

/** The digits and notes of a game: what q and N would lose unless saved. */
function boardOf(game: Game): string {
  return `${game.grid.join()}/${game.notes.join()}`;
}

/** What Node's file errors say after their code, without the call and path they repeat. */
function fileError(error: Error): string {
  return error.message.replace(/, \w+ '.*'$/s, '');
}

/** A file name in a failure, its start cut so that the reason after it fits the line. */
function shortName(name: string): string {
  return name.length <= 24 ? name : `…${name.slice(-23)}`;
}

/**
 * Plays `session` full-screen until q or Ctrl-C; the exit status (130 after Ctrl-C). The
 * screen is redrawn after every key, every half second for the clock (only changed lines are
 * written) and in full after a resize. N starts the next puzzle of the same kind and level (from
 * `seed` when the command line gave one, as plain mode's `new` does), made on a worker thread
 * while the game waits paused: q or Esc cancels it, Ctrl-C quits at once. q and N ask first when
 * the game has digits or notes not saved to a file.
 */
export function runFullScreen(session: Session, seed?: string): Promise<number> {
  /** The new puzzle being made, and whether the game was paused for it (to resume on cancel). */
  let making: { job: Making; paused: boolean } | null = null;
  const view: View = {
    session,
    color: wantsColor(process.env),
    question: null,
    failed: false,
    get making() {
      return making !== null;
    },
  };
  const painter = new Painter();
  let file = DEFAULT_FILE;
  /** New puzzles made so far: the next from a seed is SEED/(news + 1). */
  let news = 0;
  /** The board as last saved, loaded or started: leaving loses nothing while it is unchanged. */
  let kept = boardOf(session.game);
  let over = false;
  const draw = () => {
    if (over) return;
    const { columns = 80, rows = 24 } = process.stdout;
    painter.paint(frameLines(view, columns, rows, Date.now()));
  };
  const say = (message: string, failed = false) => {
    view.session.message = message;
    view.failed = failed;
  };
  const completed = () => say(`${solvedLine(view.session)} Press q to quit.`);
  const unsaved = () => !view.session.game.completed && boardOf(view.session.game) !== kept;
  const replace = (next: Session) => {
    view.session = next;
    kept = boardOf(next.game);
  };

  /** Back to the game from a new puzzle not made, saying why. */
  const keepGame = (message: string, failed: boolean) => {
    if (!making) return;
    making.job.cancel();
    if (making.paused) play(view.session, { type: 'resume' }, Date.now());
    making = null;
    say(message, failed);
  };

  /** Starts making the next puzzle of the game's kind and level on a worker thread. */
  const newPuzzle = () => {
    const { start, game } = view.session;
    const message = nextMessage(start, seed, news + 1);
    const paused = !game.paused && !game.completed;
    if (paused) play(view.session, { type: 'pause' }, Date.now());
    const job = nextPuzzleOffThread(start.shape, message);
    making = { job, paused };
    say(`${makingLine(start.shape, message.level)} q or Esc: back to this game.`);
    job.made.then(
      (made) => {
        if (making?.job !== job) return;
        // A seed that gives no puzzle is passed over, as one that gives one is.
        news++;
        if (!made.ok) return keepGame(`No new puzzle: ${made.message}.`, true);
        making = null;
        replace(openSession(made.start, Date.now()));
        say(`New puzzle: ${titleOf(view.session)}.`);
      },
      (error: Error) => keepGame(`No new puzzle: ${error.message}`, true),
    );
    job.made.then(draw, draw);
  };

  /** Answers the question on the last line: a file name, or yes or no. */
  const answer = (text: string | undefined, key: Key) => {
    const question = view.question!;
    if (key.name === 'escape') {
      view.question = null;
      return;
    }
    if (question.type === 'confirm') {
      view.question = null;
      if (text !== 'y' && text !== 'Y') return;
      if (question.action === 'quit') return finish(0);
      if (question.action === 'new') return newPuzzle();
      if (solveAll(view.session, Date.now())) completed();
      else if (!view.session.message) say('Revealed.');
      return;
    }
    if (key.name === 'return' || key.name === 'enter') {
      const { name } = question;
      view.question = null;
      if (!name) return;
      file = name;
      try {
        if (question.action === 'save') {
          writeFileSync(name, saveText(view.session, Date.now()));
          kept = boardOf(view.session.game);
          say(`Saved to ${name}.`);
        } else {
          const loaded = loadText(readFileSync(name, 'utf8'), Date.now());
          if (!loaded.ok) return say(`Could not load ${shortName(name)}: ${loaded.message}.`, true);
          replace(loaded.session);
          if (view.session.game.completed) completed();
          else say(`Loaded ${name}.`);
        }
      } catch (error) {
        const reason = fileError(error as Error);
        say(`Could not ${question.action} ${shortName(name)}: ${reason}.`, true);
      }
    } else if (key.name === 'backspace') {
      question.name = question.name.slice(0, -1);
      question.edited = true;
    } else if (text && text.length === 1 && text >= ' ' && !key.ctrl) {
      // The offered name goes as soon as another is typed.
      question.name = question.edited ? question.name + text : text;
      question.edited = true;
    }
  };

  /** Asks before an action that loses unsaved digits or notes, else does it. */
  const confirmLeaving = (action: 'new' | 'quit', text: string) => {
    if (!unsaved()) return action === 'new' ? newPuzzle() : finish(0);
    view.question = { type: 'confirm', action, text: `${text} Save first with S. (y/n) ` };
  };

  const finish = (status: number, error?: unknown) => {
    over = true;
    making?.job.cancel();
    clearInterval(ticking);
    process.stdout.off('resize', resize);
    terminal.close();
    if (error) reject(error);
    else resolve(status);
  };
  let resolve: (status: number) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const done = new Promise<number>((yes, no) => {
    resolve = yes;
    reject = no;
  });

  const onKey = (text: string | undefined, key: Key = {}) => {
    try {
      const { session } = view;
      const { game } = session;
      const action = keyAction(text, key, game.puzzle.rules.size, !game.puzzle.rules.geometry);
      // Ctrl-C quits whatever the screen is doing.
      if (action?.type === 'interrupt') return finish(130);
      if (making) {
        if (action?.type === 'quit' || action?.type === 'dismiss')
          keepGame('No new puzzle: back to this game.', false);
        return draw();
      }
      if (view.question) {
        answer(text, key);
        return draw();
      }
      if (!action) return;
      const now = Date.now();
      view.failed = false;
      switch (action.type) {
        case 'quit':
          return confirmLeaving('quit', 'Quit with changes not saved?');
        case 'pause':
          play(session, { type: game.paused ? 'resume' : 'pause' }, now);
          break;
        case 'event':
          if (play(session, action.event, now)) completed();
          else if (action.event.type !== 'move' && !session.hint && !game.completed) say('');
          break;
        case 'hint':
          if (deepenHint(session, now)) completed();
          break;
        case 'check':
          checkDigits(session, now);
          break;
        case 'solve':
          if (!game.paused && !game.completed)
            view.question = {
              type: 'confirm',
              action: 'solve',
              text: 'Reveal the whole solution? (y/n) ',
            };
          break;
        case 'new':
          confirmLeaving('new', 'Leave this game for a new puzzle?');
          break;
        case 'save':
        case 'load':
          view.question = { type: 'file', action: action.type, name: file, edited: false };
          break;
        case 'dismiss':
          session.hint = null;
          say('');
          break;
      }
      draw();
    } catch (error) {
      finish(70, error);
    }
  };
  const resize = () => {
    painter.reset();
    draw();
  };
  const terminal = openTerminal(onKey);
  process.stdout.on('resize', resize);
  const ticking = setInterval(draw, 500);
  draw();
  return done;
}
