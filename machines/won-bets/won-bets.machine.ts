import type { WonBet } from '../../src/game/results';
import { type Page, type PagedListEvent, type PagedListTag, type ShownPageContext, pagedListMachine, shownPages, wholePage } from '../paged-list/paged-list.machine';

/** One page of the player's won bets, newest draw first (0-based page number), with the total across pages. */
export type WonBetsPage = Page<WonBet>;

export interface WonBetsInput {
  /** the page asked for (the screen's URL), 0-based; the first when left out */
  page?: number;
  pageSize: number;
}

export type WonBetsContext = ShownPageContext<WonBet>;
/** `refresh`: read the page again, a bet was just won */
export type WonBetsEvent = PagedListEvent<'retry', 'refresh'>;
export type WonBetsTag = PagedListTag;

/** Shown when the won bets could not be read and the error has no French message. */
export const WON_BETS_FALLBACK_ERROR = 'Impossible de charger vos paris gagnants. Veuillez réessayer.';

/**
 * 'Paris gagnants' on /gains: the player's won bets, a page at a time. Effect, provided by the screen:
 * `loadPage` (page, page size → the page). The page number comes from the screen's URL (`page.show`).
 */
export const wonBetsMachine = pagedListMachine({
  types: {} as { context: WonBetsContext; input: WonBetsInput; page: WonBetsPage },
  id: 'wonBets',
  loader: 'loadPage',
  loaded: 'loaded',
  retry: 'retry',
  refresh: { event: 'refresh', quiet: false },
  readPage: wholePage,
  ...shownPages<WonBet>(WON_BETS_FALLBACK_ERROR),
});
