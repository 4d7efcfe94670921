import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { preloadRoutes } from './app/app-routes';
import { clientElement } from './app/client-element';
import { hydratePage } from './app/hydrate-page';
import { routes } from './app/routes';
import { hasStoredSession } from './app/stored-session';
import { registerServiceWorker } from './app/service-worker';
import { isQaRequested } from './features/qa/qa-flag';

const container = document.getElementById('root')!;
const qa = isQaRequested(window.location.search);
// A prerendered page (docs/decisions.md, 'Prerendered public pages') says which route it is. It is hydrated
// when this is that route and the first render will match it: signed out (no stored session), no QA panel.
// Otherwise React renders afresh over it.
const prerendered = container.dataset.prerendered;
const hydrate = prerendered !== undefined && matchPath(prerendered, window.location.pathname) !== null && !qa && !hasStoredSession();

const element = (wrap?: (app: ReactNode) => ReactNode) => clientElement(container, wrap);

const render = () => {
  const root = createRoot(container);
  // The QA panel and recorder are their own chunk, fetched only when QA is asked for (docs/qa.md).
  // A transition: React renders the first page in slices of a few ms, not one long task (docs/decisions.md,
  // 'The first render in slices').
  const show = (app: ReactNode) => startTransition(() => root.render(app));
  if (qa) import('./features/qa/qa-root').then(({ withQa }) => show(element(withQa)), () => show(element()));
  else show(element());
};

// The route's code is loaded before the first render, so that render is the page, not a fallback (and
// hydrates a prerendered page over its own HTML).
const ready = preloadRoutes(routes, window.location);
if (hydrate) ready.then(() => hydratePage(container, element()), render);
else ready.then(render, render);

// The installable app's service worker (production builds only: the dev server has none).
if (import.meta.env.PROD) registerServiceWorker();
