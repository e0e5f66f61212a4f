/**
 * Registers /sw.js (public/sw.js): the table page and its last menu open without a network.
 * Registered once the page has loaded, so it never competes with the menu for bandwidth. The
 * worker learns which files this page used (scripts, styles, menu reads, dish images) and keeps
 * them, so even the very first visit is available offline next time. `alsoKeep`: reads the page
 * did not make because their answers came in its HTML (a table page the server drew).
 */
export function registerServiceWorker(alsoKeep: readonly string[] = []): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const start = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const urls = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.startsWith(window.location.origin));
        registration.active?.postMessage({ type: 'cache-urls', urls: [window.location.pathname, ...alsoKeep, ...urls] });
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') setTimeout(start, 0);
  else window.addEventListener('load', () => setTimeout(start, 0), { once: true });
}
