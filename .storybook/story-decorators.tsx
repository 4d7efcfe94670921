import { MantineProvider } from '@mantine/core';
import type { Decorator } from '@storybook/react-vite';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { INITIAL_VIEWPORTS, MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { type BasketDelays, BasketProvider } from '../src/app/basket-provider';
import { DrawSalesProvider } from '../src/app/draw-sales-provider';
import { accountEffects } from '../src/app/account-effects';
import { SessionProvider } from '../src/app/session-provider';
import { AccountEffectsContext } from '../src/components/account-effects';
import { WalletEffectsContext } from '../src/components/wallet-effects';
import { walletEffects } from '../src/app/wallet-effects';
import { ClockProvider } from '../src/components/clock';
import { theme } from '../src/theme/theme';
import { type PlayerFixture, storedSession } from '../tests/msw/fixtures';

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

/**
 * The app's basket, as src/app runs it, over the sessionStorage the story seeds (`parameters.sessionStorage`);
 * `parameters.basketDelays` shortens or stretches SPEC's 1.5 s and 3 s, since stories run in real time.
 */
export const withBasket: Decorator = (Story, { parameters }) => (
  <BasketProvider delays={parameters.basketDelays as BasketDelays | undefined}>
    <Story />
  </BasketProvider>
);

/**
 * `parameters.drawSales: true`: the app's draw statuses (issue 38) around the basket, read through src/api from
 * the story's MSW handlers (`drawStatuses.serve(...)`, tests/msw/draw-status-handlers.ts).
 */
export const withDrawSales: Decorator = (Story, { parameters }) =>
  parameters.drawSales ? (
    <DrawSalesProvider>
      <Story />
    </DrawSalesProvider>
  ) : (
    <Story />
  );

export const withTheme: Decorator = (Story) => (
  <MantineProvider theme={theme}>
    <Story />
  </MantineProvider>
);

/** The app's own account effects (src/api on the MSW-mocked Supabase API), as src/app provides them. */
export const withAccountEffects: Decorator = (Story) => (
  <AccountEffectsContext.Provider value={accountEffects}>
    <Story />
  </AccountEffectsContext.Provider>
);

/** The app's own wallet effects (src/api on the MSW-mocked Supabase API, realtime included). */
export const withWalletEffects: Decorator = (Story) => (
  <WalletEffectsContext.Provider value={walletEffects}>
    <Story />
  </WalletEffectsContext.Provider>
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

/** `parameters.session: { player }` (signed in) or `'signedOut'`: stories run inside the real SessionProvider. */
export type SessionParameter = { player: PlayerFixture } | 'signedOut';

export function seedSession(parameters: Record<string, unknown>) {
  const session = parameters.session as SessionParameter | undefined;
  if (session && session !== 'signedOut') {
    for (const [key, value] of Object.entries(storedSession(session.player))) localStorage.setItem(key, value);
  }
}

export const withSession: Decorator = (Story, { parameters }) =>
  parameters.session ? (
    <SessionProvider>
      <Story />
    </SessionProvider>
  ) : (
    <Story />
  );

// Storybook's phones too (e.g. 'iphone12', 390 px), for stories that set `parameters.viewport.options` to them
const VIEWPORT_WIDTHS: Record<string, number> = Object.fromEntries(
  Object.entries({ ...INITIAL_VIEWPORTS, ...MINIMAL_VIEWPORTS }).map(([name, viewport]) => [name, Number.parseInt(String(viewport.styles?.width), 10)]),
);
const DESKTOP_WIDTH = 1280;
/** The Vitest stories test's DOM (happy-dom), not a browser: it has no iframe to resize. */
const testWindow = typeof window !== 'undefined' && 'happyDOM' in window ? (window as unknown as HappyDomWindow) : undefined;
type HappyDomWindow = { happyDOM: { setViewport(viewport: { width: number }): void } };

function mediaMatches(query: string, width: number, reducedMotion: boolean): boolean {
  return query.split(',').some((part) => {
    const conditions = [...part.matchAll(/\(([^)]+)\)/g)].map((match) => match[1]!.trim());
    return conditions.every((condition) => {
      if (condition === 'prefers-reduced-motion: reduce') return reducedMotion;
      const size = /^(min|max)-width:\s*([\d.]+)(px|em|rem)$/.exec(condition);
      if (!size) return false;
      const pixels = Number(size[2]) * (size[3] === 'px' ? 1 : 16);
      return size[1] === 'min' ? width >= pixels : width <= pixels;
    });
  });
}

const browserMatchMedia = typeof window !== 'undefined' ? window.matchMedia?.bind(window) : undefined;

function fakeMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/**
 * `parameters.reducedMotion: true` makes `(prefers-reduced-motion: reduce)` match, in Storybook and
 * in Vitest. In the Vitest stories test the window takes the story's viewport width (`globals.viewport.value`,
 * e.g. 'mobile1'), for the stylesheets' media queries, and window.matchMedia answers for it; a real browser
 * resizes the iframe instead.
 */
export const withMedia: Decorator = (Story, { globals, parameters }) => {
  const reducedMotion = parameters.reducedMotion === true;
  if (testWindow) {
    const viewport = (globals.viewport as { value?: string } | undefined)?.value;
    const width = (viewport && VIEWPORT_WIDTHS[viewport]) || DESKTOP_WIDTH;
    testWindow.happyDOM.setViewport({ width });
    window.matchMedia = ((query: string) => fakeMediaQueryList(query, mediaMatches(query, width, reducedMotion))) as typeof window.matchMedia;
  } else if (browserMatchMedia) {
    window.matchMedia = reducedMotion
      ? (query: string) =>
          query.includes('prefers-reduced-motion') ? fakeMediaQueryList(query, query.includes('reduce')) : browserMatchMedia(query)
      : browserMatchMedia;
  }
  return <Story />;
};
