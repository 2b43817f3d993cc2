import { readFileSync, writeFileSync } from 'node:fs';
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
import { nextPuzzle } from './source.ts';
import { openTerminal, Painter } from './terminal.ts';

/** The file S and L offer first. */
const DEFAULT_FILE = 'sudoku-game.json';

/** Colour unless NO_COLOR is set to anything (https://no-color.org) or the terminal is dumb. */
function wantsColor(env: NodeJS.ProcessEnv): boolean {
  return !env.NO_COLOR && env.TERM !== 'dumb';
}

/**
 * Plays `session` full-screen until q or Ctrl-C; the exit status (130 after Ctrl-C). The
 * screen is redrawn after every key, every half second for the clock (only changed lines are
 * written) and in full after a resize. N starts the next puzzle of the same kind and level (from
 * `seed` when the command line gave one, as plain mode's `new` does).
 */
export function runFullScreen(session: Session, seed?: string): Promise<number> {
  const view: View = { session, color: wantsColor(process.env), question: null, failed: false };
  const painter = new Painter();
  let file = DEFAULT_FILE;
  let news = 0;
  const draw = () => {
    const { columns = 80, rows = 24 } = process.stdout;
    painter.paint(frameLines(view, columns, rows, Date.now()));
  };
  const say = (message: string, failed = false) => {
    view.session.message = message;
    view.failed = failed;
  };
  const completed = () => say(`${solvedLine(view.session)} Press q to quit.`);

  /** Replaces the game with the next puzzle of its kind and level. */
  const newPuzzle = () => {
    news++;
    const made = nextPuzzle(view.session.start, seed, news);
    if (!made.ok) return say(`No new puzzle: ${made.message}.`, true);
    view.session = openSession(made.start, Date.now());
    say(`New puzzle: ${titleOf(view.session)}.`);
  };

  /** Answers the question on the last line: a file name, or yes or no. */
  const answer = (text: string | undefined, key: Key) => {
    const question = view.question!;
    if (key.name === 'escape' || (key.ctrl && key.name === 'c')) {
      view.question = null;
      return;
    }
    if (question.type === 'confirm') {
      view.question = null;
      if (text !== 'y' && text !== 'Y') return;
      if (question.action === 'new') return newPuzzle();
      if (solveAll(view.session, Date.now())) completed();
      else if (!view.session.message) say('Revealed.');
      return;
    }
    const name = question.text.slice(question.text.indexOf(': ') + 2);
    if (key.name === 'return' || key.name === 'enter') {
      view.question = null;
      if (!name) return;
      file = name;
      try {
        if (question.action === 'save') {
          writeFileSync(name, saveText(view.session, Date.now()));
          say(`Saved to ${name}.`);
        } else {
          const loaded = loadText(readFileSync(name, 'utf8'), Date.now());
          if (!loaded.ok) return say(`Could not load ${name}: ${loaded.message}.`, true);
          view.session = loaded.session;
          if (view.session.game.completed) completed();
          else say(`Loaded ${name}.`);
        }
      } catch (error) {
        say(`Could not ${question.action} ${name}: ${(error as Error).message}`, true);
      }
    } else if (key.name === 'backspace') {
      if (name) question.text = question.text.slice(0, -1);
    } else if (text && text.length === 1 && text >= ' ' && !key.ctrl) {
      question.text += text;
    }
  };

  return new Promise((resolve, reject) => {
    const finish = (status: number, error?: unknown) => {
      clearInterval(ticking);
      process.stdout.off('resize', resize);
      terminal.close();
      if (error) reject(error);
      else resolve(status);
    };
    const onKey = (text: string | undefined, key: Key = {}) => {
      try {
        if (view.question) {
          answer(text, key);
          return draw();
        }
        const { session } = view;
        const { game } = session;
        const action = keyAction(text, key, game.puzzle.rules.size, !game.puzzle.rules.geometry);
        if (!action) return;
        const now = Date.now();
        view.failed = false;
        switch (action.type) {
          case 'quit':
            return finish(0);
          case 'interrupt':
            return finish(130);
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
            // A game in progress is lost unless saved, so only a finished one goes without asking.
            if (game.completed) newPuzzle();
            else
              view.question = {
                type: 'confirm',
                action: 'new',
                text: 'Leave this game for a new puzzle? Save first with S. (y/n) ',
              };
            break;
          case 'save':
          case 'load':
            view.question = {
              type: 'file',
              action: action.type,
              text: `${action.type === 'save' ? 'Save to' : 'Load from'} file: ${file}`,
            };
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
  });
}
