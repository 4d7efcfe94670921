import { findCountry } from '../../../src/game/countries';
import { countryTime } from '../../../src/game/schedule';
import { pinnedNow } from './clock';

/** The pinned weekday in Côte d'Ivoire, which draws every day (UTC+0, like the pinned 06:00 UTC). */
export const TODAY = countryTime(findCountry('CI')!, pinnedNow()).weekday;

/** A valid, upcoming draw at the pinned time. */
export const BETTING_URL = `/betting/CI/${TODAY}/18h`;

/** The public verification of a ticket (a code no ticket has: 'Ticket introuvable'; tickets.spec.ts shows a real one). */
export const UNKNOWN_TICKET_URL = '/ticket/LA-0000-0000-0000';

export const PUBLIC_ROUTES = ['/', '/login', '/register', '/forgot-password', '/analytics', '/resultats', UNKNOWN_TICKET_URL] as const;

export const PROTECTED_ROUTES = [
  '/player',
  '/games',
  '/games/CI',
  `/games/CI/${TODAY}`,
  BETTING_URL,
  '/basket',
  '/rules',
  '/profile',
  '/tickets',
  '/results',
  '/wallet',
  '/gains',
  '/withdraw',
  '/convert',
  '/recharge',
  '/vendors',
] as const;

/** A file name for a route's screenshot: '/' → 'home', '/games/CI' → 'games-CI'. */
export function routeSlug(route: string): string {
  return route === '/' ? 'landing' : route.slice(1).replace(/\//g, '-');
}
