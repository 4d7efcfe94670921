import type { Location } from 'react-router';

export const DEFAULT_SIGNED_IN_PAGE = '/player';

/** Router state the guard leaves on /login so sign-in can return to the page first asked for. */
export interface ReturnToState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function returnTo(state: unknown): string {
  const from = (state as ReturnToState | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/register') return DEFAULT_SIGNED_IN_PAGE;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
