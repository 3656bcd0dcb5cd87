import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../../browser/scheduling';

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
    return afterNextPaint(() => startTransition(() => setPainted(() => value)));
  }, [value, painted]);
  return painted;
}
