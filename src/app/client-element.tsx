import { StrictMode, type ReactNode } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { App } from './app';
import { FirstRouteShown, holdUntilFirstRouteShown } from './first-route-shown';
import { routes } from './routes';
import { TakeOver } from './take-over';

// Nothing while the first lazy route loads, as react-router does by default, but said (it warns otherwise).
const NothingYet = () => null;

/**
 * The browser's tree (src/main.tsx). Its shape must stay the one src/entry-server.tsx prerenders (two
 * children under StrictMode), or React's ids (useId: Mantine's responsive classes) differ and hydration
 * mismatches; src/app/hydration.test.tsx hydrates one with the other.
 */
export function clientElement(container: HTMLElement, wrap: (app: ReactNode) => ReactNode = (app) => app): ReactNode {
  holdUntilFirstRouteShown();
  const router = createBrowserRouter([{ Component: FirstRouteShown, HydrateFallback: NothingYet, children: routes }]);
  return (
    <StrictMode>
      {wrap(
        <App>
          <RouterProvider router={router} />
        </App>,
      )}
      <TakeOver container={container} />
    </StrictMode>
  );
}
