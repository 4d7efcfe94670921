import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SupportPlayer } from '../../src/game/operator-desk';
import {
  SUPPORT_CODE_INVALID,
  SUPPORT_CODE_REQUIRED,
  SUPPORT_LOOKUP_FALLBACK,
  SUPPORT_USERNAME_REQUIRED,
  type SupportQuery,
  supportLookupMachine,
  supportQuery,
} from './support-lookup.machine';
import {
  selectError,
  selectFieldError,
  selectFieldLabel,
  selectIsSearching,
  selectLedgerMatches,
  selectNotFound,
  selectPlayer,
  selectQuery,
  supportLookupProjection,
} from './support-lookup.selectors';

function summary(username: string, { ticket = null as string | null, balance = 1_500, ledgerPlay = 1_500 } = {}): SupportPlayer {
  const aTicket = (code: string) => ({ id: `t-${code}`, code, placedAt: '2026-11-23T07:30:00.000Z', totalStake: 500, status: 'pending' as const, totalPayout: null, bets: [] });
  return {
    player: { id: `p-${username}`, username, country: 'TG', createdAt: '2026-11-01T10:00:00.000Z', balance, winnings: 0 },
    ledgerTotals: { play: ledgerPlay, winnings: 0 },
    ticket: ticket === null ? null : aTicket(ticket),
    tickets: ticket === null ? [] : [aTicket(ticket)],
    ticketCount: ticket === null ? 0 : 1,
    payments: [],
    paymentCount: 0,
    limits: [],
    exclusion: null,
    exclusions: [],
    ledger: [],
  };
}

/** The lookup effect, each call answered by the test (in any order). */
function start() {
  const calls: { query: SupportQuery; resolve: (player: SupportPlayer | null) => void; reject: (error: unknown) => void }[] = [];
  const lookup = fromPromise<SupportPlayer | null, SupportQuery>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        calls.push({ query: input, resolve, reject });
      }),
  );
  const actor = createActor(supportLookupMachine.provide({ actors: { lookup } })).start();
  const search = (text: string, by?: 'code' | 'username') => {
    if (by) actor.send({ type: 'by.change', by });
    actor.send({ type: 'text.change', value: text });
    actor.send({ type: 'search.submit' });
  };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, search, tick, snapshot: () => actor.getSnapshot() };
}

describe('supportQuery', () => {
  it('reads a code as the public verification does, and refuses what cannot be one', () => {
    expect(supportQuery('code', ' la7k3mq2p9xr4t ')).toEqual({ ok: true, query: { by: 'code', value: 'LA-7K3M-Q2P9-XR4T' } });
    expect(supportQuery('code', 'la-oooo-iiii-llll')).toEqual({ ok: true, query: { by: 'code', value: 'LA-0000-1111-1111' } });
    expect(supportQuery('code', '   ')).toEqual({ ok: false, error: SUPPORT_CODE_REQUIRED });
    expect(supportQuery('code', 'LA-UUUU-0000-0000')).toEqual({ ok: false, error: SUPPORT_CODE_INVALID });
    expect(supportQuery('code', 'awa')).toEqual({ ok: false, error: SUPPORT_CODE_INVALID });
    expect(supportQuery('username', '  Awa  ')).toEqual({ ok: true, query: { by: 'username', value: 'Awa' } });
    expect(supportQuery('username', ' ')).toEqual({ ok: false, error: SUPPORT_USERNAME_REQUIRED });
  });
});

describe('support look-up machine (/operateur/support)', () => {
  it('starts idle, searching by ticket code, asking nothing', () => {
    const { calls, snapshot } = start();
    expect(snapshot().value).toBe('idle');
    expect(selectFieldLabel(snapshot())).toBe('Code du ticket');
    expect(calls).toHaveLength(0);
  });

  it('refuses an empty or malformed code in French without asking the server; typing clears the message', () => {
    const { actor, calls, search, snapshot } = start();
    search('');
    expect(selectFieldError(snapshot())).toBe(SUPPORT_CODE_REQUIRED);
    search('LA-12');
    expect(selectFieldError(snapshot())).toBe(SUPPORT_CODE_INVALID);
    expect(snapshot().value).toBe('idle');
    actor.send({ type: 'text.change', value: 'LA-1' });
    expect(selectFieldError(snapshot())).toBeNull();
    search('', 'username');
    expect(selectFieldError(snapshot())).toBe(SUPPORT_USERNAME_REQUIRED);
    actor.send({ type: 'by.change', by: 'code' });
    expect(selectFieldError(snapshot())).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('finds the player holding a ticket by its code, as typed any way', async () => {
    const { calls, search, tick, snapshot } = start();
    search('la 7k3m q2p9 xr4t'.replace(/ /g, '-'));
    expect(selectIsSearching(snapshot())).toBe(true);
    expect(calls.map((call) => call.query)).toEqual([{ by: 'code', value: 'LA-7K3M-Q2P9-XR4T' }]);
    calls[0]!.resolve(summary('awa', { ticket: 'LA-7K3M-Q2P9-XR4T' }));
    await tick();
    expect(snapshot().value).toBe('found');
    expect(selectPlayer(snapshot())?.player.username).toBe('awa');
    expect(selectLedgerMatches(snapshot())).toBe(true);
    expect(supportLookupProjection(snapshot())).toEqual({
      by: 'code',
      text: 'la-7k3m-q2p9-xr4t',
      fieldError: null,
      searching: false,
      query: { by: 'code', value: 'LA-7K3M-Q2P9-XR4T' },
      found: { username: 'awa', ticket: 'LA-7K3M-Q2P9-XR4T' },
      ledgerMatches: true,
      notFound: null,
      error: null,
    });
  });

  it('finds a player by username (trimmed) and tells when the balances differ from the ledger', async () => {
    const { calls, search, tick, snapshot } = start();
    search('  Kofi ', 'username');
    expect(selectFieldLabel(snapshot())).toBe("Nom d'utilisateur");
    expect(calls[0]!.query).toEqual({ by: 'username', value: 'Kofi' });
    calls[0]!.resolve(summary('kofi', { balance: 2_000, ledgerPlay: 1_500 }));
    await tick();
    expect(selectPlayer(snapshot())?.ticket).toBeNull();
    expect(selectLedgerMatches(snapshot())).toBe(false);
  });

  it("says no ticket or no player matched, by what was searched (not by today's choice)", async () => {
    const { actor, calls, search, tick, snapshot } = start();
    search('LA-0000-0000-0000');
    calls[0]!.resolve(null);
    await tick();
    expect(snapshot().value).toBe('notFound');
    expect(selectNotFound(snapshot())).toBe('Aucun ticket avec ce code.');
    actor.send({ type: 'by.change', by: 'username' });
    expect(selectNotFound(snapshot())).toBe('Aucun ticket avec ce code.');
    search('personne');
    calls[1]!.resolve(null);
    await tick();
    expect(selectNotFound(snapshot())).toBe("Aucun joueur avec ce nom d'utilisateur.");
    expect(selectPlayer(snapshot())).toBeNull();
  });

  it('a failure shows the French message (or a fallback); retry asks the same look-up again', async () => {
    const { actor, calls, search, tick, snapshot } = start();
    search('awa', 'username');
    calls[0]!.reject(new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.'));
    await tick();
    expect(selectError(snapshot())).toBe('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    actor.send({ type: 'retry' });
    expect(selectError(snapshot())).toBeNull();
    expect(selectIsSearching(snapshot())).toBe(true);
    calls[1]!.reject(new Error(''));
    await tick();
    expect(selectError(snapshot())).toBe(SUPPORT_LOOKUP_FALLBACK);
    actor.send({ type: 'retry' });
    calls[2]!.resolve(summary('awa'));
    await tick();
    expect(calls.map((call) => call.query)).toEqual([
      { by: 'username', value: 'awa' },
      { by: 'username', value: 'awa' },
      { by: 'username', value: 'awa' },
    ]);
    expect(selectPlayer(snapshot())?.player.username).toBe('awa');
  });

  it('a new search while one runs drops the first: its answer, even arriving last, is never shown', async () => {
    const { calls, search, tick, snapshot } = start();
    search('awa', 'username');
    search('kofi');
    expect(calls.map((call) => call.query.value)).toEqual(['awa', 'kofi']);
    expect(selectQuery(snapshot())).toEqual({ by: 'username', value: 'kofi' });
    calls[1]!.resolve(summary('kofi'));
    await tick();
    calls[0]!.resolve(summary('awa'));
    await tick();
    expect(selectPlayer(snapshot())?.player.username).toBe('kofi');
    // and a first search failing late does not fail the second
    search('ama');
    search('yao');
    calls[2]!.reject(new Error('trop tard'));
    await tick();
    expect(selectIsSearching(snapshot())).toBe(true);
    expect(selectError(snapshot())).toBeNull();
    calls[3]!.resolve(null);
    await tick();
    expect(selectNotFound(snapshot())).toBe("Aucun joueur avec ce nom d'utilisateur.");
  });

  it('a refused text keeps the player shown; a valid new search clears it while it runs', async () => {
    const { calls, search, tick, snapshot } = start();
    search('awa', 'username');
    calls[0]!.resolve(summary('awa'));
    await tick();
    search('LA-1', 'code');
    expect(selectFieldError(snapshot())).toBe(SUPPORT_CODE_INVALID);
    expect(selectPlayer(snapshot())?.player.username).toBe('awa');
    search('LA-7K3M-Q2P9-XR4T');
    expect(selectPlayer(snapshot())).toBeNull();
    expect(selectIsSearching(snapshot())).toBe(true);
  });
});
