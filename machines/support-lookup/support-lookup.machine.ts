import { assign, fromPromise, setup } from 'xstate';
import type { SupportPlayer } from '../../src/game/operator-desk';
import { parseTicketCode } from '../../src/game/ticket-code';

/** What the operator searches by: a ticket's code, or a player's username. */
export type SupportSearchBy = 'code' | 'username';

/** The choice as the form names it (and the field's label). */
export const SUPPORT_SEARCH_LABELS: Readonly<Record<SupportSearchBy, string>> = {
  code: 'Code du ticket',
  username: "Nom d'utilisateur",
};

export const SUPPORT_CODE_REQUIRED = 'Saisissez le code du ticket.';
export const SUPPORT_CODE_INVALID = "Ce code n'est pas un code de ticket : il s'écrit LA-XXXX-XXXX-XXXX.";
export const SUPPORT_USERNAME_REQUIRED = "Saisissez un nom d'utilisateur.";
export const SUPPORT_NOT_FOUND: Readonly<Record<SupportSearchBy, string>> = {
  code: 'Aucun ticket avec ce code.',
  username: "Aucun joueur avec ce nom d'utilisateur.",
};
/** Shown when the look-up failed and the error has no French message. */
export const SUPPORT_LOOKUP_FALLBACK = 'La recherche a échoué. Veuillez réessayer.';

/** A look-up as the `lookup` effect is asked it: a canonical ticket code, or a username as typed (trimmed). */
export interface SupportQuery {
  by: SupportSearchBy;
  value: string;
}

export interface SupportLookupContext {
  by: SupportSearchBy;
  /** what is typed in the field */
  text: string;
  /** why the text cannot be searched (French), once submitted */
  fieldError: string | null;
  /** the look-up sent last */
  query: SupportQuery | null;
  player: SupportPlayer | null;
  error: string | null;
}

export type SupportLookupEvent =
  | { type: 'by.change'; by: SupportSearchBy }
  | { type: 'text.change'; value: string }
  /** 'Rechercher': checks the text, then looks it up (a look-up still running is dropped) */
  | { type: 'search.submit' }
  | { type: 'retry' };

export type SupportLookupTag = 'searching' | 'failed';

/** The look-up the text asks for, or the French reason it cannot be sent. */
export function supportQuery(by: SupportSearchBy, text: string): { ok: true; query: SupportQuery } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (by === 'username') return trimmed === '' ? { ok: false, error: SUPPORT_USERNAME_REQUIRED } : { ok: true, query: { by, value: trimmed } };
  if (trimmed === '') return { ok: false, error: SUPPORT_CODE_REQUIRED };
  const code = parseTicketCode(trimmed);
  return code === null ? { ok: false, error: SUPPORT_CODE_INVALID } : { ok: true, query: { by, value: code } };
}

const messageOf = (error: unknown) => (error instanceof Error && error.message !== '' ? error.message : SUPPORT_LOOKUP_FALLBACK);

/**
 * /operateur/support (issue 40): an operator finds a ticket by its code or a player by username and reads,
 * never changes, what support needs (tickets, payments, limits and exclusions, ledger). A code is read as the
 * public verification reads it (any case, hyphens optional, O/I/L as 0/1) and a text that cannot be one is
 * refused before anything is asked; the server writes each look-up that finds someone to the audit trail.
 * A new search while one runs drops the first (its answer is never shown). Effect, provided by the screen:
 * `lookup` (query → the player, or null when nobody matches).
 */
export const supportLookupMachine = setup({
  types: {
    context: {} as SupportLookupContext,
    events: {} as SupportLookupEvent,
    tags: {} as SupportLookupTag,
  },
  actors: {
    lookup: fromPromise<SupportPlayer | null, SupportQuery>(async () => {
      throw new Error('lookup must be provided');
    }),
  },
  guards: {
    isSearchable: ({ context }) => supportQuery(context.by, context.text).ok,
  },
  actions: {
    sendQuery: assign(({ context }) => {
      const checked = supportQuery(context.by, context.text);
      return { query: checked.ok ? checked.query : null, fieldError: null, player: null, error: null };
    }),
    refuseText: assign(({ context }) => {
      const checked = supportQuery(context.by, context.text);
      return { fieldError: checked.ok ? null : checked.error };
    }),
  },
}).createMachine({
  id: 'supportLookup',
  context: { by: 'code', text: '', fieldError: null, query: null, player: null, error: null },
  initial: 'idle',
  on: {
    'by.change': { actions: assign({ by: ({ event }) => event.by, fieldError: null }) },
    'text.change': { actions: assign({ text: ({ event }) => event.value, fieldError: null }) },
    'search.submit': [{ guard: 'isSearchable', target: '.searching', reenter: true, actions: 'sendQuery' }, { actions: 'refuseText' }],
  },
  states: {
    idle: { description: 'Nothing searched yet.' },
    searching: {
      tags: ['searching'],
      description: 'Asking the server; entered again by a new search, which drops this one and its answer.',
      invoke: {
        id: 'lookup',
        src: 'lookup',
        input: ({ context }) => context.query!,
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'notFound' },
          { target: 'found', actions: assign({ player: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    found: { description: 'The player (and the ticket, for a code), read only; the server has audited the look-up.' },
    notFound: { description: "No ticket has the code, or no player the username: nothing was audited (there is no one)." },
    failed: {
      tags: ['failed'],
      on: { retry: 'searching' },
    },
  },
});
