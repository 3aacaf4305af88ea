// Superliga service worker: keeps the app shell (HTML, hashed assets, icons) available offline.
// It never caches /api: budgets, offers and hidden amounts always come fresh from the server.
const CACHE = 'superliga-shell-v2';
const SHELL = ['/', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((c) => c.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api')) return;
  if (req.mode === 'navigate') {
    // Network first for pages, so a new release shows at once; the cached page when offline. The
    // server sends two pages (docs/decisions/036-the-standard-build.md): the login page at /login,
    // kept apart so it never stands in for the app's page, and the app's at every other path.
    const key = url.pathname === '/login' ? '/login' : '/';
    event.respondWith(
      fetch(req)
        .then((res) => {
          const copy = res.clone();
          if (res.ok) caches.open(CACHE).then((c) => c.put(key, copy));
          return res;
        })
        .catch(() => caches.match(key).then((hit) => hit ?? caches.match('/'))),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    // Hashed files never change: cache first.
    event.respondWith(
      caches.match(req).then(
        (hit) =>
          hit ??
          fetch(req).then((res) => {
            if (res.ok) {
              const copy = res.clone();
              caches.open(CACHE).then((c) => c.put(req, copy));
            }
            return res;
          }),
      ),
    );
  }
});

// Web push (the server sends { title, body, link, kind } encrypted for this device): show it,
// and a tap opens the screen where the user acts, in an open tab when there is one.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    if (event.data) data = event.data.json();
  } catch {
    // Not JSON: the default title below.
  }
  const title = typeof data.title === 'string' ? data.title : 'Superliga';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: typeof data.kind === 'string' ? data.kind : undefined,
      data: { link: typeof data.link === 'string' && data.link.startsWith('/') ? data.link : '/notificaciones' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link ?? '/notificaciones', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin);
      if (tab) return tab.navigate(link).then((c) => (c ?? tab).focus());
      return self.clients.openWindow(link);
    }),
  );
});
