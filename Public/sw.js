// Encore's service worker: keeps the app shell so pages open fast, and shows a friendly offline
// page when the network drops. Pages and API answers are personal, so they are never cached.
const VERSION = "encore-shell-v1";
const SHELL = [
  "/offline.html",
  "/css/app.css",
  "/js/app.js",
  "/js/csrf.js",
  "/js/nickname.js",
  "/js/settings.js",
  "/icons/icon.svg",
  "/icons/icon-192.png",
  "/manifest.json",
];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== VERSION).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(() => caches.match("/offline.html")));
    return;
  }
  if (SHELL.includes(url.pathname)) {
    // Stale-while-revalidate: answer from the cache, refresh it in the background.
    event.respondWith(
      caches.open(VERSION).then(async (cache) => {
        const cached = await cache.match(request);
        const network = fetch(request)
          .then((response) => { if (response.ok) cache.put(request, response.clone()); return response; })
          .catch(() => cached);
        return cached || network;
      }),
    );
  }
});
