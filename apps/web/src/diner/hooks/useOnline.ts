import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it has a network (restaurant Wi-Fi drops are common). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    // Drawn on the server: online, as the page was just served.
    () => typeof window === 'undefined' || navigator.onLine,
    () => true,
  );
}
