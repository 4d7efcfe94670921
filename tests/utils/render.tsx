import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { type RouteObject, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { BasketProvider, type BasketDelays } from '../../src/app/basket-provider';
import type { BasketStorage } from '../../src/app/basket-storage';
import { DrawSalesProvider, type LoadDrawStatuses } from '../../src/app/draw-sales-provider';
import { accountEffects } from '../../src/app/account-effects';
import { SessionProvider } from '../../src/app/session-provider';
import { AccountEffectsContext } from '../../src/components/account-effects';
import { WalletEffectsContext } from '../../src/components/wallet-effects';
import { walletEffects } from '../../src/app/wallet-effects';
import { type Clock, ClockProvider } from '../../src/components/clock';
import { theme } from '../../src/theme/theme';

/** Monday 23 Nov 2026, 08:00 UTC: every draw of that day is still to come in the four countries. */
export const MONDAY_8AM = '2026-11-23T08:00:00Z';

/** Where a navigation away from the page under test went: `screen.getByTestId('redirected-to')`. */
export function RedirectedTo() {
  return <p data-testid="redirected-to">Redirigé vers {useLocation().pathname}</p>;
}

export interface RenderOptions {
  url: string;
  /** an ISO instant (default MONDAY_8AM), or a clock (e.g. `() => new Date()` under fake timers) */
  now?: string | Clock;
  /** wraps the app in the real SessionProvider (MSW answers for Supabase; the account effects are always the app's) */
  session?: boolean;
  /** the app's basket: sessionStorage unless given; stories' shortened delays */
  basket?: { storage?: BasketStorage; delays?: BasketDelays };
  /** the app's draw statuses (issue 38), read from this source; none when absent */
  draws?: LoadDrawStatuses;
}

function Providers({ now = MONDAY_8AM, session, basket, draws, children }: Omit<RenderOptions, 'url'> & { children: ReactNode }) {
  const clock: Clock = typeof now === 'string' ? () => new Date(now) : now;
  const withBasket = (
    <BasketProvider storage={basket?.storage} delays={basket?.delays}>
      {children}
    </BasketProvider>
  );
  const app = draws ? <DrawSalesProvider load={draws}>{withBasket}</DrawSalesProvider> : withBasket;
  return (
    <MantineProvider theme={theme} env="test">
      <AccountEffectsContext.Provider value={accountEffects}>
        <WalletEffectsContext.Provider value={walletEffects}>
          <ClockProvider value={clock}>{session ? <SessionProvider>{app}</SessionProvider> : app}</ClockProvider>
        </WalletEffectsContext.Provider>
      </AccountEffectsContext.Provider>
    </MantineProvider>
  );
}

/** Renders routes as the app does (memory router, theme, pinned clock, the app's basket). */
export function renderRoutes(routes: RouteObject[], { url, ...options }: RenderOptions) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  render(
    <Providers {...options}>
      <RouterProvider router={router} />
    </Providers>,
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
