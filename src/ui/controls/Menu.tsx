import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx } from '../cx';

export interface MenuItem {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  tone?: 'default' | 'danger';
  /** Why the item cannot be chosen now: it stays focusable and says so, and choosing it does nothing. */
  disabledReason?: string | null;
}

/**
 * A menu button (WAI-ARIA APG pattern): Enter/Space/ArrowDown open it on the first item,
 * arrows move, Escape closes and returns focus to the button, Tab or a click outside closes it.
 */
/** A floating menu is hidden until placed (still focusable, unlike `visibility: hidden`). */
const UNPLACED: CSSProperties = { opacity: 0, top: 0, right: 0 };

export function Menu({
  buttonLabel,
  buttonContent,
  header,
  items,
  className,
  float,
}: {
  /** The accessible name of the menu button. */
  buttonLabel: string;
  buttonContent: ReactNode;
  /** Non-interactive text at the top of the menu (e.g. who is signed in). */
  header?: ReactNode;
  items: MenuItem[];
  className?: string;
  /**
   * Places the menu over the page beside its button rather than inside its container, so a table's
   * scrolling region does not cut it off (a row's menu: `placeBeside` of floatingMenu.ts, which the
   * rows' code carries, not every page's). Returns what undoes it.
   */
  float?: (button: HTMLElement, menu: HTMLElement, close: () => void) => () => void;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useLayoutEffect(() => {
    const button = buttonRef.current;
    const menu = menuRef.current;
    return open && float && button && menu ? float(button, menu, () => setOpen(false)) : undefined;
  }, [open, float]);

  const itemElements = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = itemElements();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = itemElements();
    const current = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div className={cx('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        className="inline-flex h-8 items-center gap-1.5 rounded-md px-1.5 text-fg-muted hover:bg-surface-hover hover:text-fg aria-expanded:bg-surface-hover"
      >
        {buttonContent}
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={buttonLabel}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          style={float ? UNPLACED : undefined}
          className={cx(
            'z-40 min-w-56 overflow-hidden rounded-lg border border-line bg-surface-raised py-1 shadow-lg',
            float ? 'fixed' : 'absolute right-0 mt-1',
          )}
        >
          {header ? <div className="border-b border-line px-3 py-2 text-xs text-fg-muted">{header}</div> : null}
          {items.map((item, index) => {
            const disabled = typeof item.disabledReason === 'string';
            return (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled={disabled || undefined}
                aria-describedby={disabled ? `${menuId}-reason-${index}` : undefined}
                onClick={() => {
                  if (disabled) return;
                  close(true);
                  item.onSelect();
                }}
                className={cx(
                  'flex w-full items-center gap-2 px-3 py-1.5 text-left text-[13px] hover:bg-surface-hover focus-visible:bg-surface-hover focus-visible:outline-none',
                  disabled
                    ? 'cursor-not-allowed text-fg-muted'
                    : item.tone === 'danger'
                      ? 'text-danger-text'
                      : 'text-fg',
                )}
              >
                {item.icon}
                {disabled ? (
                  <span className="flex flex-col">
                    <span>{item.label}</span>
                    {/* Its description, not part of its name. */}
                    <span id={`${menuId}-reason-${index}`} aria-hidden="true" className="text-xs text-fg-subtle">
                      {item.disabledReason}
                    </span>
                  </span>
                ) : (
                  item.label
                )}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
