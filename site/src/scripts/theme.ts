/**
 * The colour theme: the system's, unless the visitor chose light or dark (kept in
 * localStorage as `sudoku:theme`; Base.astro applies it before the first paint). The choice is
 * `data-theme` on <html>, which sets `color-scheme`, which every `light-dark()` colour follows.
 */

export type ThemeChoice = 'system' | 'light' | 'dark';

const KEY = 'sudoku:theme';
const dark = matchMedia('(prefers-color-scheme: dark)');

/** The visitor's choice. */
export function themeChoice(): ThemeChoice {
  const theme = document.documentElement.dataset.theme;
  return theme === 'light' || theme === 'dark' ? theme : 'system';
}

/** Whether the page shows the dark theme now. */
function isDark(): boolean {
  const choice = themeChoice();
  return choice === 'system' ? dark.matches : choice === 'dark';
}

/** Applies and keeps `choice`. */
export function chooseTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    if (choice === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, choice);
  } catch {}
  showTheme();
}

const toggle = document.querySelector<HTMLButtonElement>('[data-testid="theme-toggle"]');

/** The header's switch says which theme it turns on. */
function showTheme(): void {
  toggle?.setAttribute('aria-pressed', String(isDark()));
}

toggle?.addEventListener('click', () => chooseTheme(isDark() ? 'light' : 'dark'));
dark.addEventListener('change', showTheme);
showTheme();
