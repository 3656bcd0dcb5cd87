// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { showStartError } from './startError';

describe('the start error', () => {
  it('replaces what the root held with a page saying the console could not start, why, and what to do', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>Loading…</p>';
    showStartError(root, 'code', 'Failed to fetch dynamically imported module');
    expect(root.querySelector('h1')?.textContent).toBe('The console could not start');
    const alert = root.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Part of its code could not be loaded. Reload the page');
    expect(alert?.textContent).toContain('Failed to fetch dynamically imported module');
    expect(root.textContent).not.toContain('Loading…');
  });
});
