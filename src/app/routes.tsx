import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';

/** Placeholder pages still to build: path → title (SPEC §2). The wallet's five (issue 14) and /results (issue 16) are real screens. */
export const PLACEHOLDER_PAGES = [
  { path: '/vendors', title: 'Revendeurs' },
] as const;

// The betting flow's pages, named: each page of the flow fetches the code of the ones after it once shown
// (`handle.next`, read by AppRoutes), so a player on a slow network does not wait for it at each step.
const catalogue = () => import('../features/games/catalogue-page');
const dayPicker = () => import('../features/games/day-picker-page');
const hourPicker = () => import('../features/games/hour-picker-page');
const bettingPage = () => import('../features/betting/betting-page');

/** Every route of SPEC §2; each screen is its own chunk, loaded on first visit (or before: `handle.next`). */
export const routes: RouteObject[] = [
  { path: '/', lazy: () => import('../features/landing/landing-page') },
  {
    lazy: () => import('./signed-out-only'),
    children: [
      { path: '/login', lazy: () => import('../features/auth/login-page') },
      { path: '/register', lazy: () => import('../features/auth/register-page') },
    ],
  },
  { path: '/forgot-password', lazy: () => import('../features/auth/forgot-password-page') },
  // the recovery link's page: signed in by the link itself, so neither signed-out-only nor guarded
  { path: '/reset-password', lazy: () => import('../features/auth/reset-password-page') },
  { path: '/analytics', lazy: () => import('../features/analytics/analytics-page') },
  { path: '/statistiques', lazy: () => import('../features/statistics/statistics-page') },
  { path: '/resultats', lazy: () => import('../features/results/public-results-page') },
  // public: anyone holding a ticket checks it, signed in or not, outside the player shell
  { path: '/ticket/:code', lazy: () => import('../features/tickets/ticket-page') },
  {
    lazy: () => import('./require-session'),
    children: [
      // operators only (the page sends anyone else to /player), outside the player shell, in its own chunk
      { path: '/operateur', lazy: () => import('../features/operator/desk').then((desk) => ({ Component: desk.OperatorPage })) },
      {
        // the desk beyond the draws (issue 40), behind one operator check; the whole desk is one chunk (desk.ts)
        lazy: () => import('../features/operator/desk').then((desk) => ({ Component: desk.OperatorDeskLayout })),
        children: [
          { path: '/operateur/exposition', lazy: () => import('../features/operator/desk').then((desk) => ({ Component: desk.ExposurePage })) },
          { path: '/operateur/rapports', lazy: () => import('../features/operator/desk').then((desk) => ({ Component: desk.ReportsPage })) },
          { path: '/operateur/support', lazy: () => import('../features/operator/desk').then((desk) => ({ Component: desk.SupportPage })) },
          { path: '/operateur/journal', lazy: () => import('../features/operator/desk').then((desk) => ({ Component: desk.AuditPage })) },
        ],
      },
      {
        lazy: () => import('../features/shell/player-shell-page'),
        children: [
          // the home needs no figure of the profile: it shows without waiting for it (issue 42)
          { path: '/player', lazy: () => import('../features/home/player-home-page'), handle: { next: [catalogue, dayPicker, hourPicker] } },
          {
            lazy: () => import('./require-profile'),
            children: [
              { path: '/basket', lazy: () => import('../features/basket/basket-page') },
              { path: '/profile', lazy: () => import('../features/profile/profile-page') },
              { path: '/wallet', lazy: () => import('../features/wallet/wallet-page') },
              { path: '/gains', lazy: () => import('../features/wallet/gains-page') },
              { path: '/withdraw', lazy: () => import('../features/wallet/withdraw-page') },
              { path: '/convert', lazy: () => import('../features/wallet/convert-page') },
            ],
          },
          { path: '/games', lazy: catalogue, handle: { next: [dayPicker, hourPicker, bettingPage] } },
          { path: '/games/:countryCode', lazy: dayPicker, handle: { next: [hourPicker, bettingPage] } },
          { path: '/games/:countryCode/:day', lazy: hourPicker, handle: { next: [bettingPage] } },
          { path: '/betting/:country/:day/:time', lazy: bettingPage },
          { path: '/rules', lazy: () => import('../features/rules/rules-page') },
          { path: '/tickets', lazy: () => import('../features/tickets/tickets-page') },
          { path: '/results', lazy: () => import('../features/results/results-page') },
          { path: '/responsible-gaming', lazy: () => import('../features/responsible-gaming/responsible-gaming-page') },
          { path: '/recharge', lazy: () => import('../features/wallet/recharge-page') },
          ...PLACEHOLDER_PAGES.map(({ path, title }) => ({
            path,
            // (the build's prerender reads this table with imports that do not run: nothing is called here)
            lazy: () => import('../features/placeholder/placeholder-view').then(({ PlaceholderView }) => ({ Component: () => <PlaceholderView title={title} /> })),
          })),
        ],
      },
    ],
  },
  // The sandbox provider's phone (DESIGN §8): in the dev server and sandbox builds only, so a production
  // build has neither the route nor its chunk (scripts/bench/bench-size.ts checks the manifest). `?.`: plain
  // Node (bench-size reads these routes under tsx) has no import.meta.env.
  ...(import.meta.env?.DEV || import.meta.env?.VITE_PAYMENTS_SANDBOX === '1' ? [{ path: '/sandbox/momo', lazy: () => import('../features/sandbox-phone/sandbox-phone-page') }] : []),
  { path: '*', element: <Navigate to="/" replace /> },
];
