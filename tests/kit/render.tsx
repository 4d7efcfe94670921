import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { type RouteObject, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { AppProviders, type AppProvidersProps } from '../../src/app/app-providers';
import { AppRoutes } from '../../src/app/app-routes';
import type { Clock } from '../../src/components/clock';

/** Monday 23 Nov 2026, 08:00 UTC: every draw of that day is still to come in the four countries. */
export const MONDAY_8AM = '2026-11-23T08:00:00Z';

/** Where a navigation away from the page under test went: `screen.getByTestId('redirected-to')`. */
export function RedirectedTo() {
  return <p data-testid="redirected-to">Redirigé vers {useLocation().pathname}</p>;
}

export interface RenderOptions extends Pick<AppProvidersProps, 'effects' | 'session' | 'basket' | 'draws'> {
  url: string;
  /** an ISO instant (default MONDAY_8AM), or a clock (e.g. `() => new Date()` under fake timers) */
  now?: string | Clock;
}

/**
 * Renders routes as the app does (the app's routes component, the app's providers: theme, effects, basket; a
 * pinned clock), in a memory router whose `navigate` and `state` a test drives and reads.
 */
export function renderRoutes(routes: RouteObject[], { url, now = MONDAY_8AM, ...providers }: RenderOptions) {
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes routes={routes} /> }], { initialEntries: [url] });
  const user = userEvent.setup();
  render(
    <AppProviders {...providers} clock={typeof now === 'string' ? () => new Date(now) : now} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user };
}

/** Renders one page at `path` (a route pattern); any other path shows the 'redirected to' probe. */
export function renderPage(Page: ComponentType, { path, ...options }: RenderOptions & { path: string }) {
  return renderRoutes(
    [
      { path, element: <Page /> },
      { path: '*', element: <RedirectedTo /> },
    ],
    options,
  );
}
