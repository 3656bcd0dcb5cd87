import { SearchIcon } from '../../ui/icons';
import { paletteChordLabel } from '../paletteChord';
import { loadPalette } from './loadPalette';
import { openOverlay } from './layerState';

const platform = () => (typeof navigator === 'undefined' ? '' : navigator.platform);

/** The top bar's way in for mouse users: "Search" with its shortcut shown, and the shortcut list. */
export function KeyboardButtons() {
  const preload = () => void loadPalette().catch(() => undefined);
  return (
    <>
      {/* The shortcut is drawn beside the word, outside the button: its name stays "Search", the text
          it shows (axe: the visible label is part of the name), and aria-keyshortcuts says the rest. */}
      <div className="relative flex">
        <button
          type="button"
          aria-label="Search"
          aria-keyshortcuts="Control+K Meta+K"
          title="Search the team's resources, areas and actions"
          onClick={() => openOverlay('palette')}
          onPointerEnter={preload}
          onFocus={preload}
          className="flex h-7 items-center gap-2 rounded-md border border-line bg-surface-sunken px-2 text-[13px] text-fg-muted hover:border-line-strong hover:text-fg sm:pr-14"
        >
          <SearchIcon className="size-3.5" />
          <span className="hidden sm:inline">Search</span>
        </button>
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 rounded border border-line bg-surface-raised px-1 font-sans text-[11px] text-fg-subtle sm:inline"
        >
          {paletteChordLabel(platform())}
        </kbd>
      </div>
      <button
        type="button"
        aria-label="Keyboard shortcuts"
        aria-keyshortcuts="?"
        title="Keyboard shortcuts (?)"
        onClick={() => openOverlay('help')}
        className="flex size-7 items-center justify-center rounded-md border border-line bg-surface-sunken text-[13px] font-semibold text-fg-muted hover:border-line-strong hover:text-fg"
      >
        ?
      </button>
    </>
  );
}
