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

/**
 * Registers the service worker (scripts/build/vite-pwa.ts) once the page has loaded and the main thread is
 * idle, so it never competes with the first paint; not when downloads are unwelcome, and not in a browser
 * without service workers. Its install downloads the player's app once, so that it then opens offline.
 */
export function registerServiceWorker(url = '/sw.js'): void {
  const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
  if (!('serviceWorker' in navigator) || !downloadsWelcome(connection)) return;
  const register = () => void navigator.serviceWorker.register(url).catch(() => undefined);
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 10_000 }) : setTimeout(register, 2_000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
