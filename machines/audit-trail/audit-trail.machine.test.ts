import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { AUDIT_ACTIONS, type AuditEntry, type AuditTrailFilter } from '../../src/game/operator-desk';
import {
  AUDIT_DATE_INVALID,
  AUDIT_LOAD_FALLBACK,
  AUDIT_RANGE_REVERSED,
  NO_AUDIT_FILTER,
  auditTrailFilter,
  auditTrailMachine,
  checkAuditFilter,
} from './audit-trail.machine';
import {
  AUDIT_ACTION_LABELS,
  auditDetailsText,
  auditRow,
  auditTrailProjection,
  selectEntries,
  selectError,
  selectFormError,
  selectHasMore,
  selectIsEmpty,
  selectIsFiltered,
  selectIsLoading,
  selectIsLoadingMore,
  selectMoreError,
} from './audit-trail.selectors';

const CI_7H = { id: 'd1', country: 'CI' as const, day: 'lundi' as const, time: '7h' as const, drawAt: '2026-11-23T07:00:00.000Z' };

const entry = (id: number, changes: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-23T07:05:00.000Z',
  actor: 'operateur1@lotoafrik.test',
  action: 'close',
  draw: CI_7H,
  country: null,
  subjectUsername: null,
  details: { early: false },
  ...changes,
});
const page = (...ids: number[]) => ids.map((id) => entry(id));

/** The loadTrail effect, each call answered by the test (in any order). */
function start(pageSize = 3) {
  const calls: { filter: AuditTrailFilter; resolve: (entries: AuditEntry[]) => void; reject: (error: unknown) => void }[] = [];
  const loadTrail = fromPromise<AuditEntry[], AuditTrailFilter>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        calls.push({ filter: input, resolve, reject });
      }),
  );
  const actor = createActor(auditTrailMachine.provide({ actors: { loadTrail } }), { input: { pageSize } }).start();
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  const answer = async (index: number, entries: AuditEntry[]) => {
    calls[index]!.resolve(entries);
    await tick();
  };
  return { actor, calls, answer, tick, snapshot: () => actor.getSnapshot(), asked: () => calls.map((call) => call.filter) };
}

describe('the audit filter', () => {
  it('reads days in GMT, the last one included, and leaves out what is not chosen', () => {
    expect(auditTrailFilter(NO_AUDIT_FILTER, 50)).toEqual({ limit: 50 });
    expect(auditTrailFilter({ action: 'lookup', actor: '  operateur2 ', from: '2026-11-01', to: '2026-11-30' }, 20, 812)).toEqual({
      action: 'lookup',
      actor: 'operateur2',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
      limit: 20,
      beforeId: 812,
    });
    expect(auditTrailFilter({ ...NO_AUDIT_FILTER, to: '2026-12-31' }, 50).to).toBe('2027-01-01T00:00:00.000Z');
  });

  it('refuses a range that ends before it starts, or a date that is none', () => {
    expect(checkAuditFilter({ ...NO_AUDIT_FILTER, from: '2026-11-23', to: '2026-11-23' })).toBeNull();
    expect(checkAuditFilter({ ...NO_AUDIT_FILTER, from: '2026-11-24', to: '2026-11-23' })).toBe(AUDIT_RANGE_REVERSED);
    expect(checkAuditFilter({ ...NO_AUDIT_FILTER, from: '2026-02-30' })).toBe(AUDIT_DATE_INVALID);
  });
});

describe('audit trail machine (/operateur/journal)', () => {
  it('reads the newest page at once, with no filter', async () => {
    const { answer, asked, snapshot } = start();
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(asked()).toEqual([{ limit: 3 }]);
    await answer(0, page(9, 8));
    expect(snapshot().value).toBe('loaded');
    expect(selectEntries(snapshot()).map((e) => e.id)).toEqual([9, 8]);
    expect(selectHasMore(snapshot())).toBe(false);
    expect(selectIsFiltered(snapshot())).toBe(false);
  });

  it('nothing recorded for the filters is the empty state, not an error; it is not claimed before the answer', async () => {
    const { answer, snapshot } = start();
    expect(selectIsEmpty(snapshot())).toBe(false);
    await answer(0, []);
    expect(selectIsEmpty(snapshot())).toBe(true);
    expect(selectError(snapshot())).toBeNull();
  });

  it('a failure shows the French message (or a fallback); retry reads again', async () => {
    const { actor, calls, answer, tick, asked, snapshot } = start();
    calls[0]!.reject(new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.'));
    await tick();
    expect(selectError(snapshot())).toBe('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    actor.send({ type: 'retry' });
    expect(selectError(snapshot())).toBeNull();
    calls[1]!.reject(new Error(''));
    await tick();
    expect(selectError(snapshot())).toBe(AUDIT_LOAD_FALLBACK);
    actor.send({ type: 'retry' });
    await answer(2, page(1));
    expect(asked()).toEqual([{ limit: 3 }, { limit: 3 }, { limit: 3 }]);
    expect(selectEntries(snapshot()).map((e) => e.id)).toEqual([1]);
  });

  it("applies the form's filters on 'Filtrer' only, trimmed, and reads their first page", async () => {
    const { actor, answer, asked, snapshot } = start();
    await answer(0, page(9, 8, 7));
    actor.send({ type: 'filter.change', filter: { action: 'lookup' } });
    actor.send({ type: 'filter.change', filter: { actor: ' operateur1 ', from: '2026-11-20', to: '2026-11-23' } });
    expect(asked()).toHaveLength(1);
    actor.send({ type: 'filter.apply' });
    expect(asked()[1]).toEqual({ action: 'lookup', actor: 'operateur1', from: '2026-11-20T00:00:00.000Z', to: '2026-11-24T00:00:00.000Z', limit: 3 });
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(selectEntries(snapshot())).toEqual([]);
    await answer(1, [entry(5, { action: 'lookup', draw: null, subjectUsername: 'awa' })]);
    expect(selectIsFiltered(snapshot())).toBe(true);
    expect(auditTrailProjection(snapshot())).toEqual({
      form: { action: 'lookup', actor: 'operateur1', from: '2026-11-20', to: '2026-11-23' },
      formError: null,
      applied: { action: 'lookup', actor: 'operateur1', from: '2026-11-20', to: '2026-11-23' },
      loading: false,
      loadingMore: false,
      error: null,
      moreError: null,
      empty: false,
      entries: [5],
      hasMore: false,
    });
    actor.send({ type: 'filter.clear' });
    expect(asked()[2]).toEqual({ limit: 3 });
    expect(selectIsFiltered(snapshot())).toBe(false);
  });

  it('refuses a reversed range in French and asks nothing; changing the form clears the message', async () => {
    const { actor, answer, asked, snapshot } = start();
    await answer(0, page(9));
    actor.send({ type: 'filter.change', filter: { from: '2026-11-23', to: '2026-11-20' } });
    actor.send({ type: 'filter.apply' });
    expect(selectFormError(snapshot())).toBe(AUDIT_RANGE_REVERSED);
    expect(asked()).toHaveLength(1);
    expect(selectEntries(snapshot()).map((e) => e.id)).toEqual([9]);
    actor.send({ type: 'filter.change', filter: { to: null } });
    expect(selectFormError(snapshot())).toBeNull();
  });

  it("'Plus ancien' reads the page before the last entry shown (by id) and adds it below, while pages are full", async () => {
    const { actor, answer, asked, snapshot } = start();
    actor.send({ type: 'filter.change', filter: { action: 'confirm' } });
    actor.send({ type: 'filter.apply' });
    await answer(1, page(30, 29, 27));
    expect(selectHasMore(snapshot())).toBe(true);
    actor.send({ type: 'more' });
    expect(selectIsLoadingMore(snapshot())).toBe(true);
    expect(selectHasMore(snapshot())).toBe(true);
    expect(asked()[2]).toEqual({ action: 'confirm', limit: 3, beforeId: 27 });
    expect(selectEntries(snapshot()).map((e) => e.id)).toEqual([30, 29, 27]);
    await answer(2, page(20, 12, 4));
    actor.send({ type: 'more' });
    expect(asked()[3]).toEqual({ action: 'confirm', limit: 3, beforeId: 4 });
    await answer(3, page(2));
    expect(selectEntries(snapshot()).map((e) => e.id)).toEqual([30, 29, 27, 20, 12, 4, 2]);
    expect(selectHasMore(snapshot())).toBe(false);
    actor.send({ type: 'more' });
    expect(asked()).toHaveLength(4);
  });

  it("a failed 'Plus ancien' keeps the entries shown and says why; asking again retries it", async () => {
    const { actor, calls, answer, tick, asked, snapshot } = start();
    await answer(0, page(9, 8, 7));
    actor.send({ type: 'more' });
    calls[1]!.reject(new Error(''));
    await tick();
    expect(selectMoreError(snapshot())).toBe(AUDIT_LOAD_FALLBACK);
    expect(selectError(snapshot())).toBeNull();
    expect(selectEntries(snapshot()).map((e) => e.id)).toEqual([9, 8, 7]);
    actor.send({ type: 'more' });
    expect(selectMoreError(snapshot())).toBeNull();
    expect(asked()[2]).toEqual({ limit: 3, beforeId: 7 });
    await answer(2, page(6));
    expect(selectEntries(snapshot()).map((e) => e.id)).toEqual([9, 8, 7, 6]);
  });

  it('new filters drop the read still running: its answer, arriving last, is never shown', async () => {
    const { actor, answer, snapshot } = start();
    actor.send({ type: 'filter.change', filter: { action: 'cancel' } });
    actor.send({ type: 'filter.apply' });
    await answer(1, [entry(40, { action: 'cancel' })]);
    await answer(0, page(99, 98, 97));
    expect(selectEntries(snapshot()).map((e) => e.id)).toEqual([40]);
    expect(snapshot().value).toBe('loaded');
  });

  it("new filters also drop a 'Plus ancien' still running", async () => {
    const { actor, answer, snapshot, asked } = start();
    await answer(0, page(9, 8, 7));
    actor.send({ type: 'more' });
    actor.send({ type: 'filter.change', filter: { actor: 'simulateur' } });
    actor.send({ type: 'filter.apply' });
    expect(selectIsLoadingMore(snapshot())).toBe(false);
    expect(asked()[2]).toEqual({ actor: 'simulateur', limit: 3 });
    await answer(1, page(6, 5, 4));
    expect(selectIsLoading(snapshot())).toBe(true);
    await answer(2, [entry(3, { actor: 'simulateur' })]);
    expect(selectEntries(snapshot()).map((e) => e.id)).toEqual([3]);
  });

  it("'Actualiser' reads the first page again, the entries staying shown meanwhile", async () => {
    const { actor, answer, asked, snapshot } = start();
    await answer(0, page(9));
    actor.send({ type: 'refresh' });
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(selectEntries(snapshot()).map((e) => e.id)).toEqual([9]);
    await answer(1, page(10, 9));
    expect(asked()).toEqual([{ limit: 3 }, { limit: 3 }]);
    expect(selectEntries(snapshot()).map((e) => e.id)).toEqual([10, 9]);
  });

  it('keeps the page size within 1 and AUDIT_PAGE_MAX', () => {
    expect(createActor(auditTrailMachine, { input: { pageSize: 5000 } }).getSnapshot().context.pageSize).toBe(200);
    expect(createActor(auditTrailMachine, { input: {} }).getSnapshot().context.pageSize).toBe(50);
  });
});

describe('the journal rows', () => {
  it('name every action in French', () => {
    expect(AUDIT_ACTIONS.map((action) => AUDIT_ACTION_LABELS[action])).toEqual([
      'Clôture',
      'Saisie',
      'Confirmation',
      'Règlement',
      'Annulation',
      'Limite modifiée',
      'Consultation',
    ]);
  });

  it("say when (GMT), who, what, on which draw, of which player, and the details", () => {
    expect(auditRow(entry(7, { details: { early: true } }))).toEqual({
      id: 7,
      when: '23 nov. 2026 à 07:05',
      who: 'operateur1@lotoafrik.test',
      action: 'Clôture',
      draw: "Côte d'Ivoire · Lundi 23 nov. 2026 à 7h",
      player: '—',
      details: "Ventes closes avant l'heure du tirage",
    });
    const lookup = auditRow(entry(8, { action: 'lookup', draw: null, subjectUsername: 'awa', details: { by: 'ticket_code', query: 'LA-7K3M-Q2P9-XR4T' } }));
    expect([lookup.draw, lookup.player, lookup.details]).toEqual(['—', 'awa', 'Par code de ticket LA-7K3M-Q2P9-XR4T']);
  });

  it('read the details each action writes', () => {
    const details = (action: AuditEntry['action'], values: Record<string, unknown>, changes: Partial<AuditEntry> = {}) =>
      auditDetailsText(entry(1, { action, details: values, ...changes }));
    expect(details('record', { winning_numbers: [12, 45, 7, 88, 30], machine_numbers: [5, 12, 61, 40, 77], replaced: null })).toBe(
      'Gagnants 12 45 7 88 30 · Machine 5 12 61 40 77',
    );
    expect(details('record', { winning_numbers: [1, 2, 3, 4, 5], machine_numbers: [6, 7, 8, 9, 10], replaced: { winning_numbers: [1, 2, 3, 4, 6] } })).toBe(
      'Gagnants 1 2 3 4 5 · Machine 6 7 8 9 10 (remplace une saisie précédente)',
    );
    expect(details('confirm', {})).toBe('—');
    expect(details('settle', { bets: 3, won: 1, paid: 180_000 })).toBe('3 paris, 1 gagnant, 180\u202f000\u202fCFA versés');
    expect(details('cancel', { reason: 'Panne du tirage', previous_status: 'closed', bets: 2, refunded: 4_000 })).toBe(
      'Motif : Panne du tirage · 2 paris · 4\u202f000\u202fCFA remboursés',
    );
    expect(details('limit_change', { scope: 'country', line: null, old: 5_000_000, new: 3_000_000 }, { draw: null, country: 'TG' })).toBe(
      'Plafond par défaut, Togo : 5\u202f000\u202f000\u202fCFA → 3\u202f000\u202f000\u202fCFA',
    );
    expect(details('limit_change', { scope: 'line', line: '12-27', old: null, new: 0 })).toBe('Plafond de la ligne 12-27 : celui du tirage → 0\u202fCFA');
    expect(details('limit_change', { scope: 'draw', line: null, old: 2_000_000, new: null })).toBe('Plafond du tirage : 2\u202f000\u202f000\u202fCFA → retiré');
    expect(details('lookup', { by: 'username', query: 'Awa' })).toBe("Par nom d'utilisateur « Awa »");
  });
});
