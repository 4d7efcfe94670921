/**
 * The installable app and its service worker (issue 41, docs/decisions.md 'Installable, and open offline'):
 * a web manifest, and a Workbox service worker that keeps the player's app (the HTML pages, the JS and CSS
 * of the player's routes) so that it opens without network. Pages themselves come from the network first;
 * offline, the copy kept of that address, else the SPA page. The API is never cached by the worker: the app
 * keeps what it last read itself (src/app/last-read.ts) and says so. The worker is registered by
 * src/app/service-worker.ts, never with data saver on or on a slow connection (its install is a download).
 */
import { VitePWA } from 'vite-plugin-pwa';
import { SPA_FALLBACK_FILE } from './prerender/pages.ts';

/** What no player needs offline: the operators' desk, the QA panel, the statistics' charts. */
export const NOT_PRECACHED = ['**/desk-*', '**/operator*', '**/qa-*', '**/statistics*', '**/recharts*'];

export function installableApp() {
  return VitePWA({
    // registered by the app itself, after the first paint and only when downloads are welcome
    injectRegister: null,
    registerType: 'autoUpdate',
    manifest: {
      name: 'LotoAfrik — loto 5/90',
      short_name: 'LotoAfrik',
      description: "Loto 5/90 en ligne : Togo, Bénin, Côte d'Ivoire, Ghana.",
      lang: 'fr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#2e7d32',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // after the prerendering (its closeBundle), so the pages it writes are in the precache
    integration: { closeBundleOrder: 'post' },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: NOT_PRECACHED,
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 30 },
            precacheFallback: { fallbackURL: `/${SPA_FALLBACK_FILE}` },
          },
        },
      ],
    },
  });
}
