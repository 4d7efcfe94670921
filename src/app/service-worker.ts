/** What the browser says of its connection (the Network Information API, Chromium's; absent elsewhere). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** With data saver on or a slow connection, nothing is fetched ahead of the player (issue 41). */
export function downloadsWelcome(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}

/** `downloadsWelcome` for this browser's connection. */
export function browserWelcomesDownloads(): boolean {
  return downloadsWelcome((navigator as Navigator & { connection?: ConnectionHints }).connection);
}

/**
 * How long the service worker waits after the page's load before it installs: its install downloads the whole
 * player's app (about 600 kB of gzip), which on a 3G phone would share the link with the page's own reads and
 * supabase-js for seconds, and with the main thread's first work after the paint (issue 42).
 */
export const SERVICE_WORKER_DELAY_MS = 10_000;

/**
 * Registers the service worker (scripts/build/vite-pwa.ts) once the page has loaded and settled
 * (`SERVICE_WORKER_DELAY_MS`, then an idle moment), so it never competes with the page's first load; not when
 * downloads are unwelcome, and not in a browser without service workers. Its install downloads the player's
 * app once, so that it then opens offline.
 */
export function registerServiceWorker(url = '/sw.js'): void {
  if (!('serviceWorker' in navigator) || !browserWelcomesDownloads()) return;
  const register = () => void navigator.serviceWorker.register(url).catch(() => undefined);
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 10_000 }) : register());
  const whenSettled = () => setTimeout(whenIdle, SERVICE_WORKER_DELAY_MS);
  if (document.readyState === 'complete') whenSettled();
  else window.addEventListener('load', whenSettled, { once: true });
}
