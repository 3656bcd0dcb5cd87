import { isInKeyTaker } from '../ui/takesEveryKey';

/**
 * The console's keyboard shortcuts, in one place: what each key does, and when none may fire. Pure
 * (the DOM questions take an element), so the rules are unit-tested; KeyboardLayer wires them up.
 */

/** `g` then a letter: an area. Letters follow the area's name where it is free, else its plainest word. */
export const GO_TO_KEYS: readonly { key: string; area: string; title: string }[] = [
  { key: 'v', area: 'vms', title: 'Virtual machines' },
  { key: 'b', area: 'backups', title: 'Backups' },
  { key: 'p', area: 'snapshots', title: 'Snapshots' },
  { key: 'n', area: 'vpcs', title: 'VPCs (networks)' },
  { key: 'f', area: 'firewalls', title: 'Firewalls' },
  { key: 'i', area: 'ip-lists', title: 'IP lists' },
  { key: 'r', area: 'reserved-ips', title: 'Reserved IPs' },
  { key: 'o', area: 'object-storage', title: 'Object storage' },
  { key: 'k', area: 'ssh-keys', title: 'SSH keys' },
  { key: 's', area: 'startup-scripts', title: 'Startup scripts' },
  { key: 't', area: 'instance-types', title: 'Instance types' },
];

/** How long after `g` the second key still counts. */
export const GO_TO_WINDOW_MS = 1500;

export type ShortcutAction =
  | { kind: 'palette' }
  | { kind: 'help' }
  | { kind: 'focus-search' }
  | { kind: 'go'; area: string }
  /** `g` was pressed: the next key may name an area. */
  | { kind: 'go-pending' };

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  repeat?: boolean;
  isComposing?: boolean;
}

export interface ShortcutContext {
  /** Focus is in a field that takes text (or a widget that uses letter keys itself). */
  typing: boolean;
  /** Focus is in the VM console's screen: every key belongs to the VM. */
  inConsole: boolean;
  /** A modal dialog is open (the palette included). */
  dialogOpen: boolean;
  /** When `g` was pressed, if it was within GO_TO_WINDOW_MS of `now`. */
  goPendingSince: number | null;
  now: number;
}

/** Ctrl+K (⌘K on a Mac; either is taken everywhere): exactly that one modifier, no other. */
function isPaletteChord(event: KeyLike): boolean {
  return event.key.toLowerCase() === 'k' && event.ctrlKey !== event.metaKey && !event.altKey && !event.shiftKey;
}

/**
 * What a key press does, or null when it is none of ours (and must be left alone). `?` is typed with
 * Shift on most layouts, so Shift is allowed for it alone; the letters are compared as typed, so
 * Shift+G is not `g`.
 */
export function shortcutFor(event: KeyLike, context: ShortcutContext): ShortcutAction | null {
  if (context.inConsole || event.isComposing || context.dialogOpen) return null;
  if (isPaletteChord(event)) return event.repeat ? null : { kind: 'palette' };
  if (context.typing || event.ctrlKey || event.metaKey || event.altKey) return null;
  const pending = context.goPendingSince !== null && context.now - context.goPendingSince <= GO_TO_WINDOW_MS;
  if (pending && !event.shiftKey) {
    const target = GO_TO_KEYS.find((entry) => entry.key === event.key);
    if (target) return { kind: 'go', area: target.area };
  }
  if (event.key === '?') return { kind: 'help' };
  if (event.shiftKey || event.repeat) return null;
  if (event.key === '/') return { kind: 'focus-search' };
  if (event.key === 'g') return { kind: 'go-pending' };
  return null;
}

const TEXT_INPUT_TYPES_EXCLUDED = new Set([
  'button',
  'submit',
  'reset',
  'checkbox',
  'radio',
  'range',
  'color',
  'file',
  'image',
]);

/** Whether keys typed at `element` are text for it (or keys a widget there handles itself). */
export function isTypingTarget(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLInputElement) return !TEXT_INPUT_TYPES_EXCLUDED.has(element.type);
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  // Menus and listboxes move by letter keys of their own.
  return element.closest('[role="menu"], [role="listbox"], [role="combobox"], [role="textbox"]') !== null;
}

/**
 * The VM console's screen (src/console/ConsoleView.tsx, marked TAKES_EVERY_KEY) holds noVNC's canvas.
 * noVNC stops the keys it takes, but focus anywhere inside is reason enough to keep out.
 */
export const isInConsole = isInKeyTaker;

/** Whether a modal dialog is open over the page. */
export function isDialogOpen(doc: Document): boolean {
  return doc.querySelector('dialog[open], [role="dialog"][aria-modal="true"], [role="alertdialog"]') !== null;
}

/** The current page's search box: the list kit's SearchField inside the page content. */
export function pageSearchField(doc: Document): HTMLInputElement | null {
  return doc.querySelector<HTMLInputElement>('#main-content input[type="search"]:not(:disabled)');
}

// The top bar's Search button shows it without loading this module.
export { paletteChordLabel } from './paletteChord';
