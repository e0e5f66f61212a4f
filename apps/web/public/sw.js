/* global self, caches */
/*
 * The table page's service worker (hand-written, no build step). It keeps what a guest needs to
 * see the menu when the restaurant's Wi-Fi drops:
 *   - the app shell (index.html, the same for every table address): network first, cache as fallback.
 *     A table page's own HTML is not stored: the server draws it for one table with the menu of
 *     the moment; offline, the plain shell opens and draws the stored menu;
 *   - hashed build files (/assets/*) and dish images (/api/images/*): cache first, they never change;
 *   - the table page's menu read (GET /api/Menu: restaurant, categories, dishes, languages, public
 *     settings) and the table lookup: network first, the last answer when there is no network or
 *     it is too slow. The back office's reads of the same data are never stored.
 * Everything else (orders, bill, service calls, sign-in, the back office, live updates) is not
 * touched at all: it always goes to the network and is never stored.
 */
// v2: the menu store holds only the table page's menu read; v1's also held the back office's reads.
// v3: the shell store holds the plain shell only; v2 also stored table pages drawn by the server.
const VERSION = 'v3';
const SHELL = `diner-shell-${VERSION}`;
const STATIC = `diner-static-${VERSION}`;
const MENU = `diner-menu-${VERSION}`;
const KEEP = [SHELL, STATIC, MENU];
const SHELL_KEY = '/';
/** A menu read slower than this shows the stored menu (the fresh answer still updates the store). */
const NETWORK_TIMEOUT_MS = 4000;

const MENU_READS = [/^\/api\/Menu$/, /^\/api\/Table\/number\/[^/]+$/];
const STATIC_FILES = [/^\/assets\//, /^\/api\/images\//, /^\/favicon\.svg$/, /^\/icons\//, /^\/manifest\.webmanifest$/];

/** A table page's address: the server draws its HTML for that table (not a shell to keep). */
function isTablePage(url) {
  return url.pathname.startsWith('/table/');
}

/** Which store a same-origin GET belongs to, or null for requests that must stay fresh. */
function kindOf(url, mode) {
  if (mode === 'navigate') return url.pathname.startsWith('/admin') || url.pathname.startsWith('/api') ? null : 'shell';
  if (MENU_READS.some((re) => re.test(url.pathname))) return 'menu';
  if (STATIC_FILES.some((re) => re.test(url.pathname))) return 'static';
  return null;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.add(SHELL_KEY))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('diner-') && !KEEP.includes(k)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function store(cacheName, key, response) {
  if (response && response.ok && response.status === 200 && response.type === 'basic') {
    const cache = await caches.open(cacheName);
    await cache.put(key, response.clone());
  }
  return response;
}

async function networkFirst(request, cacheName, key, timeoutMs, keep = true) {
  const network = fetch(request).then((response) => (keep ? store(cacheName, key, response) : response));
  const cached = () => caches.open(cacheName).then((cache) => cache.match(key, { ignoreVary: true }));
  if (!timeoutMs) {
    try {
      return await network;
    } catch (err) {
      const hit = await cached();
      if (hit) return hit;
      throw err;
    }
  }
  return new Promise((resolve, reject) => {
    let settled = false;
    const fallback = (err) =>
      cached().then((hit) => {
        if (settled) return;
        if (hit) {
          settled = true;
          resolve(hit);
        } else if (err) {
          settled = true;
          reject(err);
        }
      });
    const timer = setTimeout(() => fallback(null), timeoutMs);
    network.then(
      (response) => {
        clearTimeout(timer);
        if (!settled) {
          settled = true;
          resolve(response);
        }
      },
      (err) => {
        clearTimeout(timer);
        if (!settled) fallback(err || new Error('offline'));
      },
    );
  });
}

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  return store(cacheName, request, await fetch(request));
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const kind = kindOf(url, request.mode);
  if (kind === 'shell') event.respondWith(networkFirst(request, SHELL, SHELL_KEY, 0, !isTablePage(url)));
  else if (kind === 'menu') event.respondWith(networkFirst(request, MENU, request, NETWORK_TIMEOUT_MS));
  else if (kind === 'static') event.respondWith(cacheFirst(request, STATIC));
});

/** The page lists what it loaded before this worker was in control, so that is kept too. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  const work = data.urls.slice(0, 300).map(async (href) => {
    const url = new URL(href, self.location.origin);
    if (url.origin !== self.location.origin) return;
    const isPage = !url.pathname.startsWith('/api') && !url.pathname.includes('.') && !url.pathname.startsWith('/admin');
    const kind = isPage ? 'shell' : kindOf(url, 'no-cors');
    if (!kind) return;
    const cacheName = kind === 'shell' ? SHELL : kind === 'menu' ? MENU : STATIC;
    const key = kind === 'shell' ? SHELL_KEY : url.href;
    const cache = await caches.open(cacheName);
    if (kind !== 'menu' && (await cache.match(key))) return;
    // Any page stands for the shell, which is the same for all of them (a table page's own HTML is not kept).
    const from = kind === 'shell' ? SHELL_KEY : url.href;
    try {
      await store(cacheName, key, await fetch(from, { credentials: 'same-origin' }));
    } catch {
      // Offline again already: the next visit fills it in.
    }
  });
  event.waitUntil(Promise.all(work));
});
