/**
 * After the palette opens a page, presses that page's main button (named `name`) once it is there
 * and enabled, so "Add SSH key" lands in the page's own dialog. Gives up after `timeoutMs` (a page
 * that cannot offer the action leaves the person on it). Returns a function that stops waiting.
 */
export function pressPageButtonWhenReady(name: string, timeoutMs = 8000, doc: Document = document): () => void {
  const find = () =>
    Array.from(doc.querySelectorAll<HTMLButtonElement>('#main-content button')).find(
      (button) => !button.disabled && button.textContent?.trim() === name,
    );
  let done = false;
  const observer = new MutationObserver(() => attempt());
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  }
  function attempt() {
    if (done) return;
    const button = find();
    if (!button) return;
    stop();
    button.click();
  }
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  attempt();
  return stop;
}
