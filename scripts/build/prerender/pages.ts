import { matchPath } from 'react-router';

/** A public page rendered to HTML at build time (scripts/build/prerender/vite-plugin.ts). */
export interface PrerenderedPage {
  /** the route's path pattern, as in src/app/routes.tsx */
  route: string;
  /** the path rendered (a pattern with parameters renders its shell at a sample path) */
  renderAt: string;
  /** its file in the build, relative to the output directory */
  file: string;
  /**
   * When its scripts start (scripts/build/prerender/start-on-interaction.ts): on the visitor's first interaction
   * when the HTML is the whole page, once painted when the page needs them to show its content.
   */
  scripts: 'on-interaction' | 'after-paint';
  /**
   * Where the visitor goes next (the player's home after signing in): once their scripts start, that page's
   * files and the auth code are fetched too, while they type (issue 42), unless downloads are unwelcome.
   */
  next?: string;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { route: '/', renderAt: '/', file: 'index.html', scripts: 'on-interaction' },
  { route: '/login', renderAt: '/login', file: 'login.html', scripts: 'on-interaction', next: '/player' },
  // a long form with a list: the app should be there before the player reaches it (docs/decisions.md)
  { route: '/register', renderAt: '/register', file: 'register.html', scripts: 'after-paint' },
  { route: '/forgot-password', renderAt: '/forgot-password', file: 'forgot-password.html', scripts: 'on-interaction' },
  // the public ticket page's shell: the code is read once hydrated (src/features/tickets/ticket-page.tsx)
  { route: '/ticket/:code', renderAt: '/ticket/shell', file: 'ticket.html', scripts: 'after-paint' },
  // the public results' frame: the results are live, read once hydrated (src/features/results/public-results-page.tsx)
  { route: '/resultats', renderAt: '/resultats', file: 'resultats.html', scripts: 'after-paint' },
];

/** The app's empty page, for every other route: index.html is the landing page once prerendered. */
export const SPA_FALLBACK_FILE = 'spa.html';

/** The HTML file that answers `pathname` (not an asset): its prerendered page, else the SPA fallback. */
export function htmlFileFor(pathname: string): string {
  return PRERENDERED_PAGES.find((page) => matchPath(page.route, pathname))?.file ?? SPA_FALLBACK_FILE;
}
