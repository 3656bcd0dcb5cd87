/**
 * Runs async tasks at most `limit` at a time, in the order they were asked for. A task whose signal
 * aborts while it waits is dropped (never started) and rejects with the signal's reason, so a request
 * nobody wants any more (a row scrolled away) does not hold a place in the line.
 */
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

interface Waiting {
  start: () => void;
}

export function concurrencyLimit(limit: number): ConcurrencyLimit {
  const most = Math.max(1, Math.floor(limit));
  let running = 0;
  const line: Waiting[] = [];

  const next = () => {
    while (running < most) {
      const waiting = line.shift();
      if (!waiting) return;
      waiting.start();
    }
  };

  return {
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(abortReason(signal));
      return new Promise<T>((resolve, reject) => {
        const waiting: Waiting = {
          start: () => {
            signal?.removeEventListener('abort', drop);
            running += 1;
            let started: Promise<T>;
            try {
              started = task();
            } catch (error) {
              started = Promise.reject(error instanceof Error ? error : new Error(String(error)));
            }
            started.then(resolve, reject).finally(() => {
              running -= 1;
              next();
            });
          },
        };
        const drop = () => {
          const at = line.indexOf(waiting);
          if (at < 0) return;
          line.splice(at, 1);
          reject(abortReason(signal));
        };
        signal?.addEventListener('abort', drop, { once: true });
        line.push(waiting);
        next();
      });
    },
  };
}

function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The task was aborted before it started.', 'AbortError');
}
