import type { Decorator } from '@storybook/react-vite';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { INITIAL_VIEWPORTS, MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { AppProviders } from '../src/app/app-providers';
import type { BasketDelays } from '../src/app/basket-provider';
import { appEffects } from '../src/app/effects';
import type { Effects } from '../src/components/effects';
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
 * The app's providers (src/app/app-providers.tsx) with the app's effects, on the story's MSW handlers:
 * - `parameters.now`: the pinned instant (default DEFAULT_STORY_NOW);
 * - `parameters.session: { player }` or `'signedOut'`: the real session (seeded by `seedSession`);
 * - `parameters.drawSales: true`: the draws' statuses through src/api (`drawStatuses.serve(...)`, tests/msw/draw-status-handlers.ts);
 * - `parameters.basketDelays`: SPEC's 1.5 s and 3 s shortened or stretched, since stories run in real time;
 * - `parameters.effects`: a function of the app's effects, for a story that swaps part of a concern.
 */
export const withAppProviders: Decorator = (Story, { parameters }) => {
  const now = new Date((parameters.now as string | undefined) ?? DEFAULT_STORY_NOW);
  const effects = (parameters.effects as ((app: Effects) => Effects) | undefined)?.(appEffects) ?? appEffects;
  return (
    <AppProviders
      effects={effects}
      clock={() => new Date(now)}
      session={Boolean(parameters.session)}
      draws={parameters.drawSales === true}
      basket={{ delays: parameters.basketDelays as BasketDelays | undefined }}
    >
      <Story />
    </AppProviders>
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
