import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/routes';

// read by the build to preload each route's chunks from spa.html (scripts/build/prerender/route-preloads.ts)
export { routes };

/**
 * The build's server entry (scripts/build/prerender/vite-plugin.ts): a public page's HTML as a signed-out visitor's
 * first render shows it, for src/main.tsx to hydrate. Route modules are loaded by the static handler.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender ${path}: the route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <App>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
      {/* src/main.tsx's <TakeOver/>: the same second child, so React's ids (useId) are the same on both sides */}
      {null}
    </StrictMode>,
  );
  return new Response(prelude).text();
}
