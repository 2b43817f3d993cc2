/**
 * The service worker, built to /sw.js by site/integrations/service-worker.mjs, which puts the
 * build's VERSION and PRECACHE (every page's path and every asset's) before this code. It keeps
 * three caches, and only 200 answers of GETs to this origin, neither asked nor answered with
 * `no-store` (POSTs, errors and every other request go to the network untouched):
 *
 * - `ninefold-shell-VERSION`, filled on install: the pages, /_astro/ scripts and fonts (hashed
 *   names), icons and manifest. Assets come from it first; pages from the network first, falling
 *   back to it, so online visits see the latest deploy and offline ones the pages that match
 *   the cached scripts. A shared link /p/{code} offline gets the play page, which reads its
 *   puzzle from the address (site/src/scripts/play-page.ts).
 * - `ninefold-dailies-v1`: GET /api/v1/daily/{date}[/honeycomb], network first, the newest
 *   MOST_DAILIES kept.
 * - `ninefold-puzzles-v1`: GET /api/v1/puzzles/{code}, the grade of every shared puzzle opened.
 *
 * Each page, once the worker is ready, tells it its date and what it fetched before the worker
 * controlled it (scripts/offline.ts): the worker keeps those answers and the archive's last week.
 *
 * Caches of an older VERSION go on activate; the data caches stay across versions.
 */

declare const VERSION: string;
declare const PRECACHE: readonly string[];

/** The parts of a ServiceWorkerGlobalScope used here (the site is typed against the DOM). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageToWorker extends ExtendableEvent {
  readonly data: unknown;
}
declare const self: {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageToWorker) => void): void;
};

const SHELL = `ninefold-shell-${VERSION}`;
const DAILIES = 'ninefold-dailies-v1';
const PUZZLES = 'ninefold-puzzles-v1';
const CACHES = [SHELL, DAILIES, PUZZLES];
/** Daily answers kept: four weeks of both kinds, today's and the archive's last week among them. */
const MOST_DAILIES = 56;
/** Today and the 7 days before it. */
const ARCHIVE_DAYS = 8;
const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAILY = /^\/api\/v1\/daily\/\d{4}-\d{2}-\d{2}(?:\/honeycomb)?$/;
const PUZZLE = /^\/api\/v1\/puzzles\/[^/]+$/;
const SHARED_LINK = /^\/p\/[^/]+$/;
const PLAY_PAGE = '/play/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) =>
        cache.addAll(PRECACHE.map((path) => new Request(path, { cache: 'reload' }))),
      ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('ninefold-') && !CACHES.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const passing = request.method !== 'GET' || request.cache === 'no-store';
  if (passing || url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (request.mode === 'navigate') event.respondWith(openPage(request, path));
  else if (DAILY.test(path)) event.respondWith(networkFirst(request, DAILIES, MOST_DAILIES));
  else if (PUZZLE.test(path)) event.respondWith(networkFirst(request, PUZZLES));
  else if (path.startsWith('/_astro/') || PRECACHE.includes(path)) {
    event.respondWith(cacheFirst(request));
  }
});

self.addEventListener('message', (event) => {
  const { today, seen } = (event.data ?? {}) as { today?: unknown; seen?: unknown };
  const paths = (Array.isArray(seen) ? seen : [])
    .map((address) => new URL(String(address), self.location.origin))
    .filter((url) => url.origin === self.location.origin)
    .map((url) => url.pathname);
  if (typeof today === 'string' && DATE.test(today)) paths.push(...archiveWeek(today));
  event.waitUntil(keep(paths));
});

/** Whether an answer may be kept: a whole 200 from this origin that does not say `no-store`. */
function keepable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !/no-store/i.test(response.headers.get('cache-control') ?? '')
  );
}

/** The network's page; offline, the shell's copy (the play page for a shared link). */
async function openPage(request: Request, path: string): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(SHELL);
    const kept = await cache.match(SHARED_LINK.test(path) ? PLAY_PAGE : path, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

/** The shell's copy, else the network's answer, kept for next time. */
async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (keepable(response)) await cache.put(request, response.clone());
  return response;
}

/** The network's answer, kept (the newest `most` of the cache); offline, the kept one. */
async function networkFirst(request: Request, name: string, most = Infinity): Promise<Response> {
  const cache = await caches.open(name);
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
  if (keepable(response)) {
    await cache.put(request, response.clone());
    if (most < Infinity) await trim(cache, most);
  }
  return response;
}

/** The API paths of the dailies of `today` and the 7 days before: the archive's last week. */
function archiveWeek(today: string): string[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: ARCHIVE_DAYS }, (_, back) => {
    const date = new Date(start - back * DAY_MS).toISOString().slice(0, 10);
    return [`/api/v1/daily/${date}`, `/api/v1/daily/${date}/honeycomb`];
  }).flat();
}

/**
 * Fetches and keeps the dailies and shared puzzles among `paths` that are not kept yet: those a
 * page fetched before the worker controlled it, and the archive's last week. Stops when offline.
 */
async function keep(paths: string[]): Promise<void> {
  for (const path of new Set(paths)) {
    const name = DAILY.test(path) ? DAILIES : PUZZLE.test(path) ? PUZZLES : undefined;
    if (!name) continue;
    const cache = await caches.open(name);
    if (await cache.match(path, { ignoreVary: true })) continue;
    try {
      const response = await fetch(path, { headers: { accept: 'application/json' } });
      if (keepable(response)) await cache.put(path, response);
    } catch {
      return;
    }
  }
  await trim(await caches.open(DAILIES), MOST_DAILIES);
}

/** Deletes all but the newest `most` entries (a cache keeps them in the order they were put). */
async function trim(cache: Cache, most: number): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - most))) await cache.delete(key);
}

export type {};
