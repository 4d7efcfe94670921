import type { SnapshotFrom } from 'xstate';
import { ledgerMatchesBalances } from '../../src/game/operator-desk';
import { SUPPORT_NOT_FOUND, SUPPORT_SEARCH_LABELS, type supportLookupMachine } from './support-lookup.machine';

export type SupportLookupSnapshot = SnapshotFrom<typeof supportLookupMachine>;

export const selectSearchBy = (s: SupportLookupSnapshot) => s.context.by;
/** the field's label: 'Code du ticket' or "Nom d'utilisateur" */
export const selectFieldLabel = (s: SupportLookupSnapshot) => SUPPORT_SEARCH_LABELS[s.context.by];
export const selectText = (s: SupportLookupSnapshot) => s.context.text;
export const selectFieldError = (s: SupportLookupSnapshot) => s.context.fieldError;
export const selectIsSearching = (s: SupportLookupSnapshot) => s.hasTag('searching');
/** the look-up sent last (a canonical code, or the username as typed) */
export const selectQuery = (s: SupportLookupSnapshot) => s.context.query;
/** the player found, read only */
export const selectPlayer = (s: SupportLookupSnapshot) => (s.matches('found') ? s.context.player : null);
/** 'Aucun ticket avec ce code.' or "Aucun joueur avec ce nom d'utilisateur.", by what was searched */
export const selectNotFound = (s: SupportLookupSnapshot) => (s.matches('notFound') && s.context.query ? SUPPORT_NOT_FOUND[s.context.query.by] : null);
export const selectError = (s: SupportLookupSnapshot) => (s.hasTag('failed') ? s.context.error : null);
/** whether the balances equal the sums of the ledger (null before a player is found) */
export const selectLedgerMatches = (s: SupportLookupSnapshot) => {
  const player = selectPlayer(s);
  return player ? ledgerMatchesBalances(player) : null;
};

/** What /operateur/support shows: replays compare this (and the state value), not the whole context. */
export const supportLookupProjection = (s: SupportLookupSnapshot) => ({
  by: selectSearchBy(s),
  text: selectText(s),
  fieldError: selectFieldError(s),
  searching: selectIsSearching(s),
  query: selectQuery(s),
  found: selectPlayer(s) && { username: selectPlayer(s)!.player.username, ticket: selectPlayer(s)!.ticket?.code ?? null },
  ledgerMatches: selectLedgerMatches(s),
  notFound: selectNotFound(s),
  error: selectError(s),
});
