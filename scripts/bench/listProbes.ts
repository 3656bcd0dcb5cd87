/**
 * In-page probes of the `lists` section. They are strings, not functions: tsx wraps named inner
 * functions in a `__name` helper the page lacks (see console.ts). Each is an arrow function taking one
 * JSON argument; `callProbe` makes the expression page.evaluate runs. Every time is the page's own
 * performance.now(), so no Playwright round trip is counted.
 *
 * "Painted" is the first frame after the condition held: a requestAnimationFrame callback runs
 * just before the frame is drawn, and a message posted from it is handled just after.
 */
import type { ExpectedListState } from './listPages';

/** The expression page.evaluate runs: `probe` called with `argument`. */
export function callProbe(probe: string, argument: unknown): string {
  return `(${probe})(${JSON.stringify(argument)})`;
}

interface ListLocator {
  /** The table's accessible name. */
  table: string;
}

/** For a probe's error: what the list shows instead. */
const LIST_STATE = `(table) => {
  const element = document.querySelector('table[aria-label="' + table + '"]');
  const first = element ? element.querySelector('tbody tr[aria-rowindex="2"]') : null;
  const counts = Array.from(document.querySelectorAll('[role="status"]')).map((status) => status.textContent).filter(Boolean);
  const searches = Array.from(document.querySelectorAll('input[type="search"]')).map((input) => input.value);
  return JSON.stringify({ table: Boolean(element), counts, searches, url: location.pathname + location.search, firstRow: first ? first.textContent.slice(0, 120) : null });
}`;

/** Shared by both probes: does the list show `expected`? */
const LIST_SHOWS = `(table, expected) => {
  const element = document.querySelector('table[aria-label="' + table + '"]');
  if (!element) return false;
  // The toolbar's live count is one of the page's status regions (copy buttons have theirs too).
  const region = element.closest('[role="region"]');
  const page = region && region.parentElement ? region.parentElement : document;
  if (!Array.from(page.querySelectorAll('[role="status"]')).some((status) => status.textContent === expected.count)) return false;
  const first = element.querySelector('tbody tr[aria-rowindex="2"]');
  return expected.firstRow === null ? first === null : first !== null && first.textContent.includes(expected.firstRow);
}`;

export interface NavigationProbeArgument extends ListLocator {
  path: string;
  /** A part of the URL of the list's request, to find its Resource Timing. */
  request: string;
  expected: ExpectedListState;
  timeoutMs: number;
}

/**
 * Navigates in the app (history.pushState + popstate, as a link click ends up doing) and resolves
 * with a NavigationSample once the list's first row and count are in the DOM and painted.
 */
export const NAVIGATE_AND_WAIT_FOR_LIST = `(arg) => new Promise((resolve, reject) => {
  const listShows = ${LIST_SHOWS};
  const listState = ${LIST_STATE};
  performance.clearResourceTimings();
  const startedAt = performance.now();
  let done = false;
  const finish = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const entries = performance.getEntriesByType('resource').filter((entry) => entry.name.includes(arg.request) && entry.startTime >= startedAt);
      const entry = entries[entries.length - 1];
      resolve({ startedAt, paintedAt: performance.now(), request: entry ? { startTime: entry.startTime, responseEnd: entry.responseEnd } : null });
    };
    requestAnimationFrame(() => channel.port2.postMessage(null));
  };
  const check = () => {
    if (done || !listShows(arg.table, arg.expected)) return;
    done = true;
    observer.disconnect();
    finish();
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  setTimeout(() => {
    if (done) return;
    done = true;
    observer.disconnect();
    reject(new Error('the list did not show ' + JSON.stringify(arg.expected) + ' within ' + arg.timeoutMs + ' ms but ' + listState(arg.table)));
  }, arg.timeoutMs);
  const index = (window.history.state && window.history.state.idx) || 0;
  window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', arg.path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
})`;

export interface KeystrokeProbeArgument extends ListLocator {
  searchLabel: string;
  expected: ExpectedListState;
  timeoutMs: number;
}

/**
 * Arms a one-keystroke measurement and returns at once; the key is pressed afterwards and
 * `window.__benchKeystroke` resolves with { keydownAt, paintedAt }: from the keydown event's
 * timestamp to the first frame after the list showed the state expected for the new search.
 */
export const ARM_KEYSTROKE = `(arg) => {
  const listShows = ${LIST_SHOWS};
  const listState = ${LIST_STATE};
  const label = Array.from(document.querySelectorAll('label')).find((candidate) => candidate.textContent === arg.searchLabel);
  const input = label ? document.getElementById(label.htmlFor) : null;
  if (!input) throw new Error('no search box labelled ' + arg.searchLabel);
  window.__benchKeystroke = new Promise((resolve, reject) => {
    let keydownAt = null;
    let done = false;
    const stop = () => {
      done = true;
      observer.disconnect();
      input.removeEventListener('keydown', onKeydown, true);
    };
    const check = () => {
      if (done || keydownAt === null || !listShows(arg.table, arg.expected)) return;
      stop();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve({ keydownAt, paintedAt: performance.now() });
      requestAnimationFrame(() => channel.port2.postMessage(null));
    };
    // The DOM may already look as expected (a key that changes nothing visible): then the next
    // frame after the keystroke's own work is the answer, so look again after the key's events too.
    const onKeydown = (event) => {
      keydownAt = event.timeStamp;
      setTimeout(check);
    };
    input.addEventListener('keydown', onKeydown, true);
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    setTimeout(() => {
      if (done) return;
      stop();
      reject(new Error('the list did not show ' + JSON.stringify(arg.expected) + ' within ' + arg.timeoutMs + ' ms but ' + listState(arg.table)));
    }, arg.timeoutMs);
  });
}`;

/** The promise ARM_KEYSTROKE left behind. */
export const KEYSTROKE_RESULT = 'window.__benchKeystroke';

/** Starts collecting Event Timing entries of keyboard and input events of at least 16 ms. */
export const START_EVENT_TIMING = `(() => {
  window.__benchEvents = [];
  const names = ['keydown', 'keypress', 'keyup', 'beforeinput', 'input'];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (names.includes(entry.name)) window.__benchEvents.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration });
    }
  });
  observer.observe({ type: 'event', durationThreshold: 16 });
  window.__benchEventObserver = observer;
})()`;

/** Stops collecting and returns what was collected (pending entries included). */
export const STOP_EVENT_TIMING = `(() => {
  const observer = window.__benchEventObserver;
  const names = ['keydown', 'keypress', 'keyup', 'beforeinput', 'input'];
  for (const entry of observer.takeRecords()) {
    if (names.includes(entry.name)) window.__benchEvents.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration });
  }
  observer.disconnect();
  return window.__benchEvents;
})()`;
