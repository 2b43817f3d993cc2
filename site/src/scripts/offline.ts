import { localDate } from './play/clock.ts';

/**
 * Registers the service worker (site/src/sw.ts, built to /sw.js) once the page has loaded, so
 * that its first fetches never compete with the page's own, then tells it the page's date and
 * what the page fetched (before the worker controlled it, on a first visit), for it to keep the
 * day's dailies, the archive's last week and a shared puzzle's grade for offline play.
 */

async function startWorker(): Promise<void> {
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const { active } = await navigator.serviceWorker.ready;
    active?.postMessage({
      // The page's own date, as the daily pages ask the API for it.
      today: localDate(),
      seen: performance.getEntriesByType('resource').map((entry) => entry.name),
    });
  } catch {
    // Without a worker the site works as before, online only.
  }
}

if ('serviceWorker' in navigator) {
  if (document.readyState === 'complete') startWorker();
  else addEventListener('load', startWorker, { once: true });
}
