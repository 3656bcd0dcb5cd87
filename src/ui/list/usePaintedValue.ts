import { startTransition, useEffect, useState } from 'react';

/**
 * The last `value` that has been on screen: `value` itself once a frame showing it has been
 * painted, until then the one before (undefined at first). Lets a component draw the part of a
 * change that can be seen in the frame that answers it, and the rest (the rows below the fold, see
 * DataTable) just after, in a transition React drops if another change comes first.
 */
export function usePaintedValue<T>(value: T): T | undefined {
  const [painted, setPainted] = useState<T>();
  useEffect(() => {
    if (Object.is(painted, value)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // An animation frame callback runs just before the frame is drawn; a task it queues, just after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(() => value)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, painted]);
  return painted;
}
