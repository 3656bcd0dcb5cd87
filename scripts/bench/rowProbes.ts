/**
 * The in-page half of the `rows` section: one script the browser context runs before each document's
 * own (Playwright's addInitScript). It is a string, as the `lists` probes are (tsx wraps named inner
 * functions in a `__name` helper the page lacks); `callProbe` (listProbes.ts) makes the script.
 *
 * It puts the session in the tab as a signed-in tab holds it (sessionStorage, before the app reads
 * it), watches long tasks from the start, and waits for the page's first data on screen:
 * - a check runs in the animation frame after any DOM change, so it reads the DOM the frame is about
 *   to paint, and layout it forces is layout the frame needed anyway;
 * - "on screen" is inside the viewport and every box that clips it, visible, and the topmost element
 *   there (not under the boot skeleton, which covers the page while it loads);
 * - the time is taken just after that frame: a message posted from a requestAnimationFrame callback
 *   is handled once the frame is drawn.
 * After the data, it watches until no long task has run for `quietMs` (or for `interactiveCapMs`),
 * then `window.__benchRows` resolves with what it saw, all in the page's performance.now() timeline.
 */
import type { DataCheck } from './rowPages';
import type { LongTask } from './rowFigures';

export interface RowProbeArgument {
  /** The site's origin: the script does nothing in other documents (about:blank, frames). */
  origin: string;
  sessionKey: string;
  token: string;
  check: { kind: DataCheck['kind']; textsJson: string };
  rowTimeoutMs: number;
  quietMs: number;
  interactiveCapMs: number;
}

export interface RowProbeResult {
  firstPaint: number | null;
  /** Just after the first frame that showed the data; null when it did not within the timeout. */
  firstRowAt: number | null;
  longTasks: LongTask[];
  /** When the probe stopped watching. */
  observedUntil: number;
  /** The data was in the page at some point but not on screen (off it, too narrow to show, covered). */
  inPageOffScreen: boolean;
  /** The start of the page's main text, when the data did not appear: what it showed instead. */
  shownInstead: string | null;
  /** The page's largest contentful paint when the probe stopped watching: its element, and whether it is the page's data. */
  lcp: LcpElement | null;
}

interface LcpElement {
  /** The element's tag and the start of its text, as it was when it painted. */
  element: string;
  /** Part of the page's data: inside a table row holding the data (lists), the data's text, or the form. */
  isData: boolean;
}

/** The texts go in as one JSON string, parsed when the page is idle: 10,003 key names as a literal would be parsed before the app's scripts. */
export function rowProbeArgument(fields: Omit<RowProbeArgument, 'check'> & { check: DataCheck }): RowProbeArgument {
  return { ...fields, check: { kind: fields.check.kind, textsJson: JSON.stringify(fields.check.texts) } };
}

export const ROW_PROBE = `(arg) => {
  if (window !== window.top || location.origin !== arg.origin) return;
  try {
    sessionStorage.setItem(arg.sessionKey, arg.token);
  } catch (error) {
    // Without storage the app shows the sign-in page, and the probe says so when it times out.
  }
  const longTasks = [];
  const longTaskObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  });
  longTaskObserver.observe({ type: 'longtask' });

  let texts = null;
  const wanted = () => texts || (texts = new Set(JSON.parse(arg.check.textsJson)));
  if (window.requestIdleCallback) window.requestIdleCallback(wanted);

  // The part of the element inside the viewport and every ancestor that clips it (a table's
  // sideways scroll box, say) must be at least a pixel, and the element topmost at its centre.
  const onScreen = (element) => {
    if (!element) return false;
    if (element.checkVisibility && !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const rect = element.getBoundingClientRect();
    let left = Math.max(rect.left, 0);
    let right = Math.min(rect.right, window.innerWidth);
    let top = Math.max(rect.top, 0);
    let bottom = Math.min(rect.bottom, window.innerHeight);
    for (let ancestor = element.parentElement; ancestor && right - left >= 1 && bottom - top >= 1; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = ancestor.getBoundingClientRect();
      if (style.overflowX !== 'visible') {
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      if (style.overflowY !== 'visible') {
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
      }
    }
    if (right - left < 1 || bottom - top < 1) return false;
    const topmost = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return topmost !== null && element.contains(topmost);
  };
  const wantedTextIn = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (wanted().has(node.data.trim())) return node;
    }
    return null;
  };
  // null: the data is not in the DOM yet; false: it is, but not on screen (yet); true: on screen.
  const dataShown = () => {
    if (arg.check.kind === 'tableRow') {
      for (const row of document.querySelectorAll('tbody tr')) {
        // Skeleton rows hold no text: no need to look at them word by word.
        if (!row.textContent.trim()) continue;
        // The row on screen, whether or not its name cell is wide enough to read.
        if (wantedTextIn(row)) return onScreen(row);
      }
      return null;
    }
    if (arg.check.kind === 'text') {
      const text = document.body ? wantedTextIn(document.body) : null;
      return text === null ? null : onScreen(text.parentElement);
    }
    const field = document.querySelector('main form input:not([type="hidden"]), main form select, main form textarea');
    if (!field || field.disabled || field.readOnly) return null;
    if (field.tagName === 'SELECT' && !Array.from(field.options).some((option) => wanted().has(option.textContent.trim()))) return null;
    return onScreen(field);
  };

  // The last candidate the browser reports is the page's LCP; each is described as it arrives, as the
  // element may leave the page later (the boot's skeleton does).
  let lcp = null;
  const isData = (element) => {
    if (arg.check.kind === 'tableRow') {
      const row = element.closest('tbody tr');
      return row !== null && wantedTextIn(row) !== null;
    }
    if (arg.check.kind === 'text') return wantedTextIn(element) !== null;
    return element.closest('main form') !== null;
  };
  const describeLcp = (entries) => {
    for (const entry of entries) {
      const element = entry.element;
      if (!element) {
        lcp = { element: entry.url ? 'image ' + entry.url : '(removed)', isData: false };
        continue;
      }
      const text = (element.textContent || '').replace(/\\s+/g, ' ').trim();
      const shortText = text.length > 40 ? text.slice(0, 39) + '…' : text;
      lcp = { element: element.tagName.toLowerCase() + ' “' + shortText + '”', isData: isData(element) };
    }
  };
  const lcpObserver = new PerformanceObserver((list) => describeLcp(list.getEntries()));
  lcpObserver.observe({ type: 'largest-contentful-paint', buffered: true });

  let resolveResult;
  window.__benchRows = new Promise((resolve) => (resolveResult = resolve));
  let firstRowAt = null;
  const firstPaint = () => {
    const paint = performance.getEntriesByName('first-paint')[0] || performance.getEntriesByName('first-contentful-paint')[0];
    return paint ? paint.startTime : null;
  };
  const finish = (shownInstead) => {
    for (const entry of longTaskObserver.takeRecords()) longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    longTaskObserver.disconnect();
    describeLcp(lcpObserver.takeRecords());
    lcpObserver.disconnect();
    resolveResult({ firstPaint: firstPaint(), firstRowAt, longTasks, observedUntil: performance.now(), inPageOffScreen, shownInstead, lcp });
  };
  const waitForQuiet = () => {
    for (const entry of longTaskObserver.takeRecords()) longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    const lastTaskEnd = longTasks.reduce((latest, task) => Math.max(latest, task.startTime + task.duration), firstRowAt);
    const now = performance.now();
    if (now - lastTaskEnd >= arg.quietMs || now - firstRowAt >= arg.interactiveCapMs) finish(null);
    else setTimeout(waitForQuiet, 100);
  };

  let done = false;
  let checkAsked = false;
  let inPageOffScreen = false;
  const check = () => {
    checkAsked = false;
    if (done) return;
    const shown = dataShown();
    // Data in the DOM but not on screen may come into view without a DOM change (a style, a
    // transition): look again next frame.
    if (shown === false) {
      inPageOffScreen = true;
      askForCheck();
    }
    if (shown !== true) return;
    done = true;
    domObserver.disconnect();
    clearTimeout(timeout);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      firstRowAt = performance.now();
      waitForQuiet();
    };
    channel.port2.postMessage(null);
  };
  const askForCheck = () => {
    if (done || checkAsked) return;
    checkAsked = true;
    requestAnimationFrame(check);
  };
  const domObserver = new MutationObserver(askForCheck);
  domObserver.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  const timeout = setTimeout(() => {
    if (done) return;
    done = true;
    domObserver.disconnect();
    const shownArea = document.querySelector('main') || document.body;
    finish(shownArea ? shownArea.innerText.replace(/\\s+/g, ' ').slice(0, 160) : '');
  }, arg.rowTimeoutMs);
}`;

/** The expression page.evaluate awaits: the probe's result, once it has one. */
export const ROW_RESULT = `window.__benchRows || Promise.reject(new Error('the rows probe did not run in this page'))`;
