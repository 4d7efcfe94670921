import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { AppRoutes, preloadRoutes } from './app/app-routes';
import { routes } from './app/routes';

// read by the build to preload each route's chunks from spa.html (scripts/build/prerender/route-preloads.ts)
export { routes };

/**
 * The build's server entry (scripts/build/prerender/vite-plugin.ts): a public page's HTML as a signed-out visitor's
 * first render shows it, for src/main.tsx to hydrate: src/app/client-element.tsx's tree, with a static router.
 */
export async function renderPage(path: string): Promise<string> {
  const location = new URL(path, 'http://prerender.invalid');
  await preloadRoutes(routes, location);
  const { prelude } = await prerender(
    <StrictMode>
      <App>
        <StaticRouter location={location.pathname + location.search}>
          <AppRoutes routes={routes} />
        </StaticRouter>
      </App>
      {/* src/main.tsx's <TakeOver/>: the same second child, so React's ids (useId) are the same on both sides */}
      {null}
    </StrictMode>,
  );
  return new Response(prelude).text();
}
