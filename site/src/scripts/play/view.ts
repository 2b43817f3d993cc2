import type { BoardKit } from '../board.ts';

/**
 * The elements of a player (components/Player.astro), found once by their `data-testid`s,
 * which are also the browser tests' handles.
 */
export interface PlayerView {
  root: HTMLElement;
  board: HTMLElement;
  /** The cells, in cell order; rebuilt for each puzzle. */
  cells: HTMLElement[];
  /** How the board on screen is drawn and its cells named; set with `cells`. */
  kit: BoardKit;
  title: HTMLElement;
  timer: HTMLTimeElement;
  pause: HTMLButtonElement;
  cover: HTMLElement;
  banner: HTMLElement;
  bannerTime: HTMLElement;
  /** Digit buttons 1..9 (pad-1 … pad-9); those above the puzzle's size are hidden. */
  pad: HTMLButtonElement[];
  controls: Record<ControlName, HTMLButtonElement>;
  hint: {
    panel: HTMLElement;
    text: HTMLElement;
    more: HTMLButtonElement;
    apply: HTMLButtonElement;
  };
  announcer: HTMLElement;
  confirm: HTMLDialogElement;
  success: HTMLDialogElement;
  /** The "More" menu (a popover) of the controls that are not always on screen. */
  menu: HTMLElement;
  settings: HTMLDialogElement;
  /** "2 mistakes", shown while the player asks for mistakes at once. */
  mistakes: HTMLElement;
}

export const CONTROL_NAMES = [
  'undo',
  'redo',
  'erase',
  'notes',
  'auto-notes',
  'hint',
  'check',
  'reveal',
  'restart',
] as const;
export type ControlName = (typeof CONTROL_NAMES)[number];

/** The kit of a player with no puzzle open yet. */
const NO_BOARD: BoardKit = {
  build: () => [],
  label: String,
  name: String,
  area: () => [],
};

/** The player's elements under `root`. */
export function findView(root: HTMLElement): PlayerView {
  const get = <T extends HTMLElement = HTMLElement>(id: string) =>
    root.querySelector<T>(`[data-testid="${id}"]`)!;
  return {
    root,
    board: get('board'),
    cells: [],
    kit: NO_BOARD,
    title: get('puzzle-title'),
    timer: get<HTMLTimeElement>('timer'),
    pause: get<HTMLButtonElement>('pause'),
    cover: get('paused-cover'),
    banner: get('solved-banner'),
    bannerTime: get('solved-time'),
    pad: Array.from({ length: 9 }, (_, i) => get<HTMLButtonElement>(`pad-${i + 1}`)),
    controls: Object.fromEntries(
      CONTROL_NAMES.map((name) => [name, get<HTMLButtonElement>(name)]),
    ) as Record<ControlName, HTMLButtonElement>,
    hint: {
      panel: get('hint-panel'),
      text: get('hint-text'),
      more: get<HTMLButtonElement>('hint-more'),
      apply: get<HTMLButtonElement>('hint-apply'),
    },
    announcer: get('announcer'),
    confirm: get<HTMLDialogElement>('confirm-dialog'),
    success: get<HTMLDialogElement>('success-dialog'),
    menu: get('menu'),
    settings: get<HTMLDialogElement>('settings-dialog'),
    mistakes: get('mistakes'),
  };
}

/** Marks a button unavailable without taking it out of the tab order (focus stays put). */
export function setAvailable(button: HTMLButtonElement, available: boolean): void {
  if (available) button.removeAttribute('aria-disabled');
  else button.setAttribute('aria-disabled', 'true');
}

/** Says `text` in the live region, even when it is the same words as last time. */
export function announce(view: PlayerView, text: string): void {
  if (!text) return;
  view.announcer.textContent = view.announcer.textContent === text ? `${text}\u00a0` : text;
}
