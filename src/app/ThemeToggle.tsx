import { useCallback, useId, useSyncExternalStore, type ReactNode } from 'react';
import { cx } from '../ui/cx';
import { MonitorIcon, MoonIcon, SunIcon } from '../ui/icons';
import { currentThemeChoice, setThemeChoice, subscribeToThemeChoice, THEME_CHOICES, type ThemeChoice } from './theme';

/** The theme choice, kept in step with every change (the boot applies it before React loads: theme.ts). */
function useThemeChoice(): [ThemeChoice, (next: ThemeChoice) => void] {
  const current = useSyncExternalStore(subscribeToThemeChoice, currentThemeChoice);
  return [current, useCallback((next: ThemeChoice) => setThemeChoice(next), [])];
}

const OPTIONS: Record<ThemeChoice, { label: string; icon: ReactNode }> = {
  system: { label: 'System theme', icon: <MonitorIcon className="size-3.5" /> },
  light: { label: 'Light theme', icon: <SunIcon className="size-3.5" /> },
  dark: { label: 'Dark theme', icon: <MoonIcon className="size-3.5" /> },
};

/**
 * Three native radio buttons styled as a segmented control: arrow keys move between them for free.
 * Each toggle is its own radio group (the top bar's, and the navigation drawer's on a phone).
 */
export function ThemeToggle({ className = 'flex' }: { className?: string }) {
  const [choice, setChoice] = useThemeChoice();
  const name = useId();
  return (
    <fieldset className={cx('items-center rounded-md border border-line bg-surface-sunken p-0.5', className)}>
      <legend className="sr-only">Theme</legend>
      {THEME_CHOICES.map((value) => (
        <label
          key={value}
          title={OPTIONS[value].label}
          className={cx(
            'relative flex size-6 cursor-pointer items-center justify-center rounded text-fg-subtle hover:text-fg',
            'has-checked:bg-surface-raised has-checked:text-fg has-checked:shadow-xs has-focus-visible:outline-2 has-focus-visible:outline-ring',
          )}
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={choice === value}
            onChange={() => setChoice(value)}
            className="sr-only"
          />
          {OPTIONS[value].icon}
          <span className="sr-only">{OPTIONS[value].label}</span>
        </label>
      ))}
    </fieldset>
  );
}
