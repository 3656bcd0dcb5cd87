/** The console's scheduling helpers: when work runs relative to the page's frames and tasks. */
/**
 * Runs `callback` just after the next frame has been drawn, and returns a cancel function. For work
 * that must not delay what the user is about to see: an animation frame callback runs just before
 * the frame is drawn, and a task it queues runs just after.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Lets the page draw a frame or answer input: `scheduler.yield()` where the browser has it, else a message task. */
export function yieldToPage(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs `callback` once the browser is idle (requestIdleCallback, at most `timeoutMs` later), else after `timeoutMs`. */
export function whenIdle(callback: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: timeoutMs });
  else setTimeout(callback, timeoutMs);
}
