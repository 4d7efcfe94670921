import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { type Clock, ClockProvider } from '../../components/clock';
import { theme } from '../../theme/theme';

function RedirectedTo() {
  return <p>Redirigé vers {useLocation().pathname}</p>;
}

interface PageAt {
  /** route pattern, e.g. '/games/:countryCode/:day' */
  path: string;
  url: string;
  /** an ISO instant, or a clock (e.g. `() => new Date()` under fake timers) */
  now: string | Clock;
}

/** Renders a page module's Component at a URL, with the app theme and a pinned clock. */
export function renderPage(Page: ComponentType, { path, url, now }: PageAt) {
  const clock: Clock = typeof now === 'string' ? () => new Date(now) : now;
  const router = createMemoryRouter(
    [
      { path, element: <Page /> },
      { path: '*', element: <RedirectedTo /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider theme={theme}>
      <ClockProvider value={clock}>
        <RouterProvider router={router} />
      </ClockProvider>
    </MantineProvider>,
  );
  return router;
}
