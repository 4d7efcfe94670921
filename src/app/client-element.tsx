import { StrictMode, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { AppRoutes } from './app-routes';
import { holdUntilFirstRouteShown } from '../components/first-route-shown';
import { routes } from './routes';
import { TakeOver } from './take-over';

/**
 * The browser's tree (src/main.tsx), once the first page's modules are loaded (`preloadRoutes`). Its shape
 * must stay the one src/entry-server.tsx prerenders (two children under StrictMode, the same router's
 * children), or React's ids (useId: Mantine's responsive classes) differ and hydration mismatches;
 * src/app/hydration.test.tsx hydrates one with the other.
 */
export function clientElement(container: HTMLElement, wrap: (app: ReactNode) => ReactNode = (app) => app): ReactNode {
  holdUntilFirstRouteShown();
  return (
    <StrictMode>
      {wrap(
        <App>
          <BrowserRouter>
            <AppRoutes routes={routes} prefetch />
          </BrowserRouter>
        </App>,
      )}
      <TakeOver container={container} />
    </StrictMode>
  );
}
