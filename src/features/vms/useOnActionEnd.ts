import { useEffect, useRef } from 'react';

/**
 * Calls `onEnd` once each time `running` turns from true to false: what a finished action changed
 * outside the VM object (the power state VPCs report) is read again then, not when it was sent.
 */
export function useOnActionEnd(running: boolean, onEnd: () => void): void {
  const previous = useRef(running);
  const latest = useRef(onEnd);
  useEffect(() => {
    latest.current = onEnd;
  });
  useEffect(() => {
    if (previous.current && !running) latest.current();
    previous.current = running;
  }, [running]);
}
