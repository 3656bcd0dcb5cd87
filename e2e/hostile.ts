import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { hostileFixture } from '../src/emulator/fixtures/hostileFixture';
import { IMG_PAYLOAD } from '../src/emulator/fixtures/payloads';
import { EMULATOR_URL } from './env';
import { expect } from './fixtures';
import { expectNoCspViolations, settleAnimations } from './helpers';

declare global {
  interface Window {
    __scriptDialogs?: string[];
  }
}

/** Serves the hostile fixture until the next `POST /_emulator/reset` (which every other spec starts with). */
export async function loadHostileFixture(request: APIRequestContext): Promise<void> {
  const response = await request.put(`${EMULATOR_URL}/_emulator/fixture`, { data: hostileFixture });
  expect(response.status(), await response.text()).toBe(204);
}

/** Native dialogs the browser opened anyway, per page (dismissed, so a test cannot hang on one). */
const nativeDialogs = new WeakMap<Page, string[]>();

/**
 * Every payload calls alert(1): replace the browser's script dialogs, before any page script runs,
 * with a recorder, so a payload that ran is a failed assertion instead of a blocked test.
 */
export async function trapScriptDialogs(page: Page): Promise<void> {
  const opened: string[] = [];
  nativeDialogs.set(page, opened);
  await page.addInitScript(() => {
    window.__scriptDialogs = [];
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.defineProperty(window, name, {
        configurable: false,
        value: (...args: unknown[]) => {
          window.__scriptDialogs?.push(`${name}(${args.map(String).join(', ')})`);
          return null;
        },
      });
    }
  });
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

/** Every string of the fixture that opens an embedding, override or isolate. */
function directionValues(value: unknown): string[] {
  if (typeof value === 'string') return /[\u202A-\u202E\u2066-\u2068]/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(directionValues);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(directionValues);
  return [];
}
const DIRECTION_VALUES = [...new Set(directionValues(hostileFixture))];

/**
 * What is wrong with the page as hostile data left it; an empty list when nothing is.
 * `directionValues`: the fixture's strings with direction controls, which may end a block or an isolate.
 */
function findProblems(directionValues: string[]): string[] {
  const problems: string[] = [];
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const classes =
      typeof element.className === 'string' && element.className ? ` class="${element.className.slice(0, 80)}"` : '';
    return `<${element.localName}${element.id ? `#${element.id}` : ''}${classes}> "${text.slice(0, 60)}${text.length > 60 ? '…' : ''}"`;
  };

  // 1. Markup that a payload would have created.
  const injected = document.querySelectorAll(
    'img[src="x"], svg[onload], iframe, object, embed, frame, script:not([src]), [srcdoc], [href^="javascript:" i], [src^="javascript:" i], [action^="javascript:" i], [formaction^="javascript:" i]',
  );
  for (const element of injected) problems.push(`injected element ${element.outerHTML.slice(0, 120)}`);
  for (const element of document.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      if (attribute.name.startsWith('on'))
        problems.push(`event-handler attribute ${attribute.name} on ${describe(element)}`);
    }
  }
  for (const style of document.querySelectorAll('style')) {
    if ((style.textContent ?? '').includes('display:none')) problems.push('an injected <style> element');
  }

  // 2. The page itself scrolls sideways.
  const root = document.scrollingElement ?? document.documentElement;
  if (root.scrollWidth > root.clientWidth)
    problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);

  // 3. Text that spills out of its box or past what clips it, is cut without an ellipsis, or is cut
  // with no way to read it whole. Code views scroll sideways on purpose.
  const viewportWidth = document.documentElement.clientWidth;
  for (const element of document.querySelectorAll('body *')) {
    if (!(element instanceof HTMLElement) || !element.checkVisibility()) continue;
    const ownText = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    if (ownText === '' || element.closest('pre, code, textarea')) continue;
    const style = getComputedStyle(element);
    if (style.display === 'inline' || style.display === 'contents') continue;
    const rect = element.getBoundingClientRect();
    // Visually hidden text (sr-only) is clipped to nothing by design.
    if (
      rect.width <= 1 ||
      rect.height <= 1 ||
      style.clipPath === 'inset(50%)' ||
      style.clip === 'rect(0px, 0px, 0px, 0px)'
    )
      continue;

    // A fixed box (a toast drawn inside an open dialog) escapes its ancestors' clipping: the viewport judges it.
    let clipper = element.parentElement;
    let fixedOnTheWay = style.position === 'fixed';
    while (clipper && !fixedOnTheWay && getComputedStyle(clipper).overflowX === 'visible') {
      fixedOnTheWay = getComputedStyle(clipper).position === 'fixed';
      clipper = clipper.parentElement;
    }
    if (fixedOnTheWay) clipper = null;
    const clipperScrolls = clipper !== null && ['auto', 'scroll'].includes(getComputedStyle(clipper).overflowX);
    const right = clipper ? Math.min(clipper.getBoundingClientRect().right, viewportWidth) : viewportWidth;
    // Inside a region that scrolls, the region itself is judged below.
    if (!clipperScrolls && rect.right > right + 1) {
      problems.push(
        `text reaches ${Math.round(rect.right - right)}px past ${clipper ? describe(clipper) : 'the viewport'}: ${describe(element)}`,
      );
      continue;
    }
    if (element.scrollWidth <= element.clientWidth + 1) continue;
    if (style.overflowX === 'visible') {
      problems.push(
        `text spills out of its box (${element.scrollWidth} > ${element.clientWidth}): ${describe(element)}`,
      );
      continue;
    }
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
      problems.push(`text scrolls sideways: ${describe(element)}`);
      continue;
    }
    if (style.textOverflow !== 'ellipsis') problems.push(`text is cut without an ellipsis: ${describe(element)}`);
    const whole = (element.textContent ?? '').trim();
    let holder: Element | null = element;
    let available = false;
    for (let depth = 0; holder && depth < 4 && !available; depth += 1, holder = holder.parentElement) {
      available =
        (holder.getAttribute('title') ?? '').includes(whole) ||
        (holder.getAttribute('aria-label') ?? '').includes(whole);
    }
    if (!available) problems.push(`truncated text has no title or name with its whole value: ${describe(element)}`);
  }

  // 4. Regions that scroll sideways: only a table wider than its container by design (its own
  // min-width) may, never because of what is in it. Code views scroll on purpose.
  for (const element of document.querySelectorAll('body *')) {
    if (!(element instanceof HTMLElement) || !element.checkVisibility()) continue;
    if (!['auto', 'scroll'].includes(getComputedStyle(element).overflowX)) continue;
    if (
      element.scrollWidth <= element.clientWidth + 1 ||
      element.closest('pre, code, textarea') ||
      element.querySelector(':scope > pre, :scope > code')
    )
      continue;
    const table = element.querySelector(':scope > table');
    const designed = table
      ? Math.max(element.clientWidth, parseFloat(getComputedStyle(table).minWidth) || 0)
      : element.clientWidth;
    if (element.scrollWidth <= designed + 1) continue;
    // Name the widest thing inside, which is what to fix.
    const hasText = (inner: Element) =>
      [...inner.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
    const widest =
      [...element.querySelectorAll('*')].find(
        (inner) => hasText(inner) && inner.getBoundingClientRect().width > designed + 1,
      ) ?? element;
    problems.push(
      `scrolls sideways (${element.scrollWidth} > ${Math.round(designed)}): ${describe(element)}, widened by ${describe(widest)}`,
    );
  }

  // 5. A value whose embedding, override or isolate is left open (U+202A–U+202E, U+2066–U+2069)
  // reorders the text after it unless an element isolates it (<bdi>, dir) or it ends its block.
  const leavesDirectionOpen = (text: string) => {
    // As UAX #9 pairs them: PDF closes the last embedding or override, PDI the last isolate and
    // whatever was opened inside it.
    const open: ('embedding' | 'isolate')[] = [];
    for (const character of text) {
      if ('\u202A\u202B\u202D\u202E'.includes(character)) open.push('embedding');
      else if ('\u2066\u2067\u2068'.includes(character)) open.push('isolate');
      else if (character === '\u202C' && open.at(-1) === 'embedding') open.pop();
      else if (character === '\u2069' && open.includes('isolate')) while (open.pop() !== 'isolate');
    }
    return open.length > 0;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent === null || parent.closest('textarea, input') || !leavesDirectionOpen(node.textContent ?? '')) continue;
    if (!parent.checkVisibility() || getComputedStyle(parent).clipPath === 'inset(50%)') continue;
    // Up to the nearest element that isolates its content (<bdi>, dir, unicode-bidi) or ends the
    // paragraph (a block), nothing may follow the value: text the console wrote after it, in the
    // same string or beside it, would be reordered. (What comes before it is not affected.)
    let boundary: Element = parent;
    while (boundary.parentElement) {
      const style = getComputedStyle(boundary);
      if (['isolate', 'isolate-override', 'plaintext'].includes(style.unicodeBidi) || style.display !== 'inline') break;
      boundary = boundary.parentElement;
    }
    const text = (node.textContent ?? '').trim();
    const valueOnly = directionValues.some((value) => value.includes(text));
    if (!valueOnly || !(boundary.textContent ?? '').trim().endsWith(text)) {
      problems.push(`bidirectional control not isolated from the text around it: ${describe(boundary)}`);
    }
  }
  return problems;
}

/**
 * The hostile-input checks (e2e/hostile.spec.ts), at one moment (a page, an open dialog): the markup
 * payload is on the page as text (unless `showsPayload: false`, for a form that shows no data),
 * nothing it would have created exists, no script ran, no CSP violation, the page does not scroll
 * sideways, long text is cut with its whole value at hand and direction controls stay in their value.
 */
export async function expectHostileInputHandled(
  page: Page,
  where: string,
  { showsPayload = true } = {},
): Promise<void> {
  await settleAnimations(page);
  if (showsPayload)
    await expect(page.getByText(IMG_PAYLOAD).first(), `${where}: the payload shown as text`).toBeAttached();
  expect(
    await page.evaluate(() => window.__scriptDialogs ?? ['the dialog trap is missing']),
    `${where}: script dialogs called`,
  ).toEqual([]);
  expect(nativeDialogs.get(page) ?? ['the dialog trap is missing'], `${where}: native dialogs opened`).toEqual([]);
  await expectNoCspViolations(page);
  expect(await page.evaluate(findProblems, DIRECTION_VALUES), `${where}: hostile input problems`).toEqual([]);
}

/** A long value on one line, cut with an ellipsis, with the whole value in its title. */
export async function expectCutWithWholeValue(value: Locator, whole: string): Promise<void> {
  await expect(value).toHaveAttribute('title', whole);
  const shown = await value.evaluate((element) => ({
    cut: element.scrollWidth > element.clientWidth,
    ellipsis: getComputedStyle(element).textOverflow,
    fitsViewport: element.getBoundingClientRect().right <= document.documentElement.clientWidth,
  }));
  expect(shown).toEqual({ cut: true, ellipsis: 'ellipsis', fitsViewport: true });
}
