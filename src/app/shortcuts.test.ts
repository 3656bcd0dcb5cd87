// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  GO_TO_KEYS,
  GO_TO_WINDOW_MS,
  isDialogOpen,
  isInConsole,
  isTypingTarget,
  pageSearchField,
  paletteChordLabel,
  shortcutFor,
  type KeyLike,
  type ShortcutContext,
} from './shortcuts';

const key = (value: string, modifiers: Partial<KeyLike> = {}): KeyLike => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});
const idle: ShortcutContext = { typing: false, inConsole: false, dialogOpen: false, goPendingSince: null, now: 10_000 };

describe('shortcutFor', () => {
  it('opens the palette with Ctrl+K or ⌘K, even from a field', () => {
    expect(shortcutFor(key('k', { ctrlKey: true }), idle)).toEqual({ kind: 'palette' });
    expect(shortcutFor(key('k', { metaKey: true }), idle)).toEqual({ kind: 'palette' });
    expect(shortcutFor(key('K', { ctrlKey: true }), { ...idle, typing: true })).toEqual({ kind: 'palette' });
  });

  it('ignores Ctrl+K with another modifier too, or held down', () => {
    expect(shortcutFor(key('k', { ctrlKey: true, shiftKey: true }), idle)).toBeNull();
    expect(shortcutFor(key('k', { ctrlKey: true, altKey: true }), idle)).toBeNull();
    expect(shortcutFor(key('k', { ctrlKey: true, metaKey: true }), idle)).toBeNull();
    expect(shortcutFor(key('k', { ctrlKey: true, repeat: true }), idle)).toBeNull();
    expect(shortcutFor(key('k'), idle)).toBeNull();
  });

  it('focuses the search with /, lists the shortcuts with ?', () => {
    expect(shortcutFor(key('/'), idle)).toEqual({ kind: 'focus-search' });
    expect(shortcutFor(key('?', { shiftKey: true }), idle)).toEqual({ kind: 'help' });
    expect(shortcutFor(key('?'), idle)).toEqual({ kind: 'help' });
  });

  it('goes to an area with g then its letter, within the window', () => {
    expect(shortcutFor(key('g'), idle)).toEqual({ kind: 'go-pending' });
    const pending = { ...idle, goPendingSince: idle.now - 200 };
    expect(shortcutFor(key('k'), pending)).toEqual({ kind: 'go', area: 'ssh-keys' });
    expect(shortcutFor(key('v'), pending)).toEqual({ kind: 'go', area: 'vms' });
    expect(shortcutFor(key('k'), { ...idle, goPendingSince: idle.now - GO_TO_WINDOW_MS - 1 })).toBeNull();
    expect(shortcutFor(key('k'), idle)).toBeNull();
    expect(shortcutFor(key('x'), pending)).toBeNull();
  });

  it('does not take a letter typed with a modifier', () => {
    const pending = { ...idle, goPendingSince: idle.now };
    expect(shortcutFor(key('G', { shiftKey: true }), idle)).toBeNull();
    expect(shortcutFor(key('g', { ctrlKey: true }), idle)).toBeNull();
    expect(shortcutFor(key('g', { altKey: true }), idle)).toBeNull();
    expect(shortcutFor(key('k', { altKey: true }), pending)).toBeNull();
    expect(shortcutFor(key('K', { shiftKey: true }), pending)).toBeNull();
    expect(shortcutFor(key('/', { metaKey: true }), idle)).toBeNull();
  });

  it('fires nothing but the palette while typing in a field', () => {
    const typing = { ...idle, typing: true };
    for (const press of [key('/'), key('g'), key('?', { shiftKey: true })])
      expect(shortcutFor(press, typing)).toBeNull();
    expect(shortcutFor(key('k'), { ...typing, goPendingSince: idle.now })).toBeNull();
  });

  it('fires nothing at all while the VM console has focus, Ctrl+K included', () => {
    const inConsole = { ...idle, inConsole: true };
    expect(shortcutFor(key('k', { ctrlKey: true }), inConsole)).toBeNull();
    expect(shortcutFor(key('g'), inConsole)).toBeNull();
    expect(shortcutFor(key('?', { shiftKey: true }), inConsole)).toBeNull();
  });

  it('fires nothing while a dialog is open', () => {
    const dialog = { ...idle, dialogOpen: true };
    expect(shortcutFor(key('k', { ctrlKey: true }), dialog)).toBeNull();
    expect(shortcutFor(key('/'), dialog)).toBeNull();
    expect(shortcutFor(key('?'), dialog)).toBeNull();
  });

  it('ignores a key held down and text being composed', () => {
    expect(shortcutFor(key('g', { repeat: true }), idle)).toBeNull();
    expect(shortcutFor(key('/', { isComposing: true }), idle)).toBeNull();
  });

  it('maps each area to one letter', () => {
    const letters = GO_TO_KEYS.map((entry) => entry.key);
    expect(new Set(letters).size).toBe(letters.length);
    expect(new Set(GO_TO_KEYS.map((entry) => entry.area)).size).toBe(letters.length);
  });
});

describe('DOM questions', () => {
  afterEach(() => document.body.replaceChildren());

  const mount = (html: string) => {
    document.body.innerHTML = html;
  };

  it('tells fields that take text from other controls', () => {
    mount(`<input id="text"><input id="search" type="search"><input id="box" type="checkbox">
      <textarea id="area"></textarea><select id="pick"></select><div id="edit" contenteditable="true"></div>
      <button id="button">Go</button><div role="menu"><button id="item" role="menuitem">Sign out</button></div>`);
    const byId = (id: string) => document.getElementById(id);
    for (const id of ['text', 'search', 'area', 'pick', 'item']) expect(isTypingTarget(byId(id)), id).toBe(true);
    for (const id of ['box', 'button']) expect(isTypingTarget(byId(id)), id).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('recognises contenteditable text', () => {
    const editable = document.createElement('div');
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTypingTarget(editable)).toBe(true);
  });

  it('knows focus inside the VM console screen', () => {
    mount(`<div role="region" aria-label="Console screen of web-1" data-takes-every-key><div><canvas tabindex="-1"></canvas></div></div>
      <button>Send Ctrl+Alt+Del</button>`);
    expect(isInConsole(document.querySelector('canvas'))).toBe(true);
    expect(isInConsole(document.querySelector('button'))).toBe(false);
  });

  it('knows an open dialog and finds the page’s search box', () => {
    mount(`<input type="search" id="outside"><main id="main-content"><input type="search" id="inside"></main>`);
    expect(isDialogOpen(document)).toBe(false);
    expect(pageSearchField(document)?.id).toBe('inside');
    document.body.insertAdjacentHTML('beforeend', '<dialog open><p>Hi</p></dialog>');
    expect(isDialogOpen(document)).toBe(true);
  });

  it('has no search box on a page without one', () => {
    mount(`<main id="main-content"><input type="search" disabled></main>`);
    expect(pageSearchField(document)).toBeNull();
  });
});

describe('paletteChordLabel', () => {
  it('reads ⌘K on Apple platforms and Ctrl K elsewhere', () => {
    expect(paletteChordLabel('MacIntel')).toBe('⌘K');
    expect(paletteChordLabel('Win32')).toBe('Ctrl K');
    expect(paletteChordLabel('Linux x86_64')).toBe('Ctrl K');
  });
});
