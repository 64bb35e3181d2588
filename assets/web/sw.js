// Bouton's service worker: every file of the page is kept on the first visit, so the app opens offline.
// The build writes the wasm's hash into CACHE, so a new build replaces the old files.
const CACHE = "bouton-__BUILD__";
// The Chinese font, kept apart from the build's files: a new build does not fetch it again.
const FONTS = "bouton-fonts-1";
const FILES = [
  "./", "index.html", "bouton.js", "bouton_bg.wasm", "manifest.webmanifest", "icon.png", "icon-192.png", "icon-512.png",
];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE && key !== FONTS).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// Cached files first (they belong to this build); anything else from the network. The Chinese font,
// which the page fetches only when Chinese is chosen, is kept once fetched, so it opens offline too.
self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  event.respondWith(
    caches.match(event.request, { ignoreSearch: true }).then((hit) => hit || fetch(event.request).then((response) => {
      if (response.ok && new URL(event.request.url).pathname.endsWith(".otf")) {
        const copy = response.clone();
        event.waitUntil(caches.open(FONTS).then((cache) => cache.put(event.request, copy)));
      }
      return response;
    })),
  );
});
