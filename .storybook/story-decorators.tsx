import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import type { Decorator } from '@storybook/react-vite';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { ClockProvider } from '../src/components/clock';
import { theme } from '../src/theme/theme';

/** The instant every story sees unless it sets `parameters.now`: Monday 23 Nov 2026, 08:00 UTC. */
export const DEFAULT_STORY_NOW = '2026-11-23T08:00:00Z';

export interface StoryRoute {
  /** the route pattern the story renders at, e.g. '/betting/:country/:day/:time' */
  path: string;
  /** the URL opened, e.g. '/betting/TG/lundi/9h' */
  url: string;
}

function RedirectedTo() {
  const location = useLocation();
  return <p data-testid="redirected-to">Redirigé vers {location.pathname}</p>;
}

export const withTheme: Decorator = (Story) => (
  <MantineProvider theme={theme}>
    <Story />
  </MantineProvider>
);

export const withClock: Decorator = (Story, { parameters }) => {
  const now = new Date((parameters.now as string | undefined) ?? DEFAULT_STORY_NOW);
  return (
    <ClockProvider value={() => new Date(now)}>
      <Story />
    </ClockProvider>
  );
};

/** Renders the story at `parameters.route`; any navigation away shows where it went. */
export const withRouter: Decorator = (Story, { parameters }) => {
  const route = (parameters.route as StoryRoute | undefined) ?? { path: '/', url: '/' };
  const router = createMemoryRouter(
    [
      { path: route.path, element: <Story /> },
      { path: '*', element: <RedirectedTo /> },
    ],
    { initialEntries: [route.url] },
  );
  return <RouterProvider router={router} />;
};

/** Seeds sessionStorage and localStorage from `parameters.sessionStorage` / `parameters.localStorage`. */
export function seedStorage(parameters: Record<string, unknown>) {
  sessionStorage.clear();
  for (const [key, value] of Object.entries((parameters.sessionStorage as Record<string, string>) ?? {})) {
    sessionStorage.setItem(key, value);
  }
  localStorage.clear();
  for (const [key, value] of Object.entries((parameters.localStorage as Record<string, string>) ?? {})) {
    localStorage.setItem(key, value);
  }
}
