import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { BasketProvider } from '../../../src/app/basket-provider';
import { ClockProvider } from '../../../src/components/clock';
import { Component as BettingPage } from '../../../src/features/betting/betting-page';
import { ThemeProvider } from '../../../src/theme/theme-provider';

// Only for `npm run bench:grid`: the betting screen alone, without the session guard, at a pinned
// instant (Monday 23 Nov 2026 08:00 UTC) so that /betting/TG/lundi/9h is an open draw; the basket
// provider because the page adds to the app's basket.
const NOW = new Date('2026-11-23T08:00:00Z');
const router = createMemoryRouter([{ path: '/betting/:country/:day/:time', element: <BettingPage /> }], {
  initialEntries: ['/betting/TG/lundi/9h'],
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <ClockProvider value={() => new Date(NOW)}>
        <BasketProvider>
          <RouterProvider router={router} />
        </BasketProvider>
      </ClockProvider>
    </ThemeProvider>
  </StrictMode>,
);
