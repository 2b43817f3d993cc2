import { chooseTheme, type ThemeChoice, themeChoice } from '../theme.ts';

/**
 * The player's settings, kept on this device as `sudoku:settings` (JSON). A setting missing
 * from what is stored takes its default, so settings added later never reset the others.
 */
export interface Settings {
  showTimer: boolean;
  /** Highlight the cells and notes holding the selected cell's digit. */
  sameDigits: boolean;
  /** A wrong digit turns red as it is placed, and placements of wrong digits are counted. */
  showMistakes: boolean;
  /** Placing a digit removes it from the notes of its peers. */
  clearNotes: boolean;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  showTimer: true,
  sameDigits: true,
  showMistakes: false,
  clearNotes: true,
};

const KEY = 'sudoku:settings';

/** The stored settings over the defaults; anything unreadable is a default. */
export function readSettings(): Settings {
  const settings = { ...DEFAULT_SETTINGS };
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    for (const name of Object.keys(settings) as (keyof Settings)[]) {
      if (typeof stored?.[name] === 'boolean') settings[name] = stored[name];
    }
  } catch {}
  return settings;
}

function storeSettings(settings: Settings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {}
}

/** What CSS needs of the settings, as data attributes of the player (player.css, board.css). */
export function applySettings(root: HTMLElement, settings: Settings): void {
  root.toggleAttribute('data-hide-timer', !settings.showTimer);
  root.toggleAttribute('data-plain-digits', !settings.sameDigits);
}

/**
 * Opens the settings dialog on the current settings; every change is applied at once (through
 * `onChange`) and kept.
 */
export function openSettings(
  dialog: HTMLDialogElement,
  settings: Settings,
  onChange: (settings: Settings) => void,
): void {
  const form = dialog.querySelector('form')!;
  for (const name of Object.keys(settings) as (keyof Settings)[]) {
    const box = form.elements.namedItem(name) as HTMLInputElement;
    box.checked = settings[name];
  }
  const theme = themeChoice();
  for (const radio of form.querySelectorAll<HTMLInputElement>('[name="theme"]')) {
    radio.checked = radio.value === theme;
  }
  form.onchange = (event) => {
    const input = event.target as HTMLInputElement;
    if (input.name === 'theme') {
      chooseTheme(input.value as ThemeChoice);
      return;
    }
    const changed = { ...settings, [input.name]: input.checked };
    Object.assign(settings, changed);
    storeSettings(settings);
    onChange(settings);
  };
  dialog.showModal();
}
