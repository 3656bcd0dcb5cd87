/**
 * The theme choice is remembered in localStorage: it is a preference, not a secret.
 * "system" follows the OS and keeps following it while the page is open.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

const STORAGE_KEY = 'cloud-console.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): 'light' | 'dark' {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

function readChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(STORAGE_KEY));
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

let choice: ThemeChoice = readChoice();
const listeners = new Set<() => void>();

/** Puts the resolved theme on <html>; called before the first render and on every change. */
export function applyTheme(): void {
  const dark = resolveTheme(choice, systemPrefersDark()) === 'dark';
  // Exactly one of the two classes: with neither, the CSS follows the system (before this runs).
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.classList.toggle('light', !dark);
}

export function setThemeChoice(next: ThemeChoice): void {
  choice = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  applyTheme();
  for (const listener of listeners) listener();
}

/** Follows OS theme changes while the choice is "system". Returns the unsubscribe function. */
export function watchSystemTheme(): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const media = matchMedia(DARK_QUERY);
  const onChange = () => applyTheme();
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Runs `listener` after every change of the choice (ThemeToggle's hook). Returns the unsubscribe function. */
export function subscribeToThemeChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentThemeChoice(): ThemeChoice {
  return choice;
}
