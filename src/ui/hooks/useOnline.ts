import { useSyncExternalStore } from 'react';
import { browserIsOnline } from '../../browser/online';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network, by the same test the transport uses to refuse writes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, browserIsOnline, () => true);
}
