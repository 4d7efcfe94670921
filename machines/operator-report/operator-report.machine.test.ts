import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ReportRow } from '../../src/game/operator-desk';
import {
  REPORT_FALLBACK_ERROR,
  REPORT_RANGE_MISSING,
  REPORT_RANGE_REVERSED,
  REPORT_RANGE_TOO_LONG,
  type ReportQuery,
  defaultReportRange,
  operatorReportMachine,
  reportFileName,
  reportRangeProblem,
} from './operator-report.machine';
import {
  operatorReportProjection,
  selectCanExport,
  selectCsvExport,
  selectError,
  selectIsEmpty,
  selectIsLoaded,
  selectIsLoading,
  selectRangeError,
  selectRangeErrorField,
  selectRows,
  selectTotals,
} from './operator-report.selectors';

const row = (drawId: string, amounts: Partial<ReportRow> = {}): ReportRow => ({
  day: '2026-11-23',
  country: 'CI',
  drawId,
  drawDay: 'lundi',
  drawTime: '18h',
  drawAt: '2026-11-23T18:00:00.000Z',
  drawStatus: 'settled',
  stakes: 0,
  payouts: 0,
  refunds: 0,
  ggr: 0,
  tickets: 0,
  players: 0,
  ...amounts,
});

const CI_18H = row('ci-18h', { stakes: 12_500, payouts: 9_000, refunds: 0, ggr: 3_500, tickets: 14, players: 9 });
const TG_9H = row('tg-9h', { country: 'TG', drawTime: '9h', stakes: 4_000, payouts: 0, refunds: 500, ggr: 3_500, tickets: 6, players: 6 });
const GH_19H = row('gh-19h', { country: 'GH', drawTime: '19h', stakes: 1_000, payouts: 2_400, refunds: 0, ggr: -1_400, tickets: 2, players: 1 });

/** A server answering each read when the test says, every read kept apart (an older one may answer last). */
function fakeServer() {
  const calls: { query: ReportQuery; resolve: (rows: ReportRow[]) => void; reject: (error: unknown) => void }[] = [];
  const logic = fromPromise<ReportRow[], ReportQuery>(({ input }) => new Promise((resolve, reject) => calls.push({ query: input, resolve, reject })));
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    logic,
    asked: () => calls.map((call) => call.query),
    answer: async (index: number, rows: ReportRow[]) => (calls[index]!.resolve(rows), flush()),
    fail: async (index: number, error: unknown) => (calls[index]!.reject(error), flush()),
  };
}

function start(from = '2026-11-17', to = '2026-11-23') {
  const server = fakeServer();
  const actor = createActor(operatorReportMachine.provide({ actors: { loadReport: server.logic } }), { input: { from, to } }).start();
  return { actor, server, snapshot: () => actor.getSnapshot() };
}

const ALL_WEEK: ReportQuery = { from: '2026-11-17', to: '2026-11-23', country: null };

describe('operator report machine (Rapports)', () => {
  it('reads the default range of every country at once, then shows the rows and their totals', async () => {
    const { server, snapshot } = start();
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(selectRows(snapshot())).toEqual([]);
    expect(selectCanExport(snapshot())).toBe(false);
    expect(server.asked()).toEqual([ALL_WEEK]);

    await server.answer(0, [TG_9H, CI_18H, GH_19H]);
    expect(selectIsLoading(snapshot())).toBe(false);
    expect(selectIsLoaded(snapshot())).toBe(true);
    expect(selectRows(snapshot()).map((r) => r.drawId)).toEqual(['tg-9h', 'ci-18h', 'gh-19h']);
    // 4 000 + 12 500 + 1 000; 0 + 9 000 + 2 400; 500; 3 500 + 3 500 − 1 400
    expect(selectTotals(snapshot())).toEqual({ stakes: 17_500, payouts: 11_400, refunds: 500, ggr: 5_600 });
    expect(selectIsEmpty(snapshot())).toBe(false);
    expect(selectCsvExport(snapshot())).toEqual({ fileName: 'rapport-2026-11-17-2026-11-23.csv', rows: [TG_9H, CI_18H, GH_19H] });
    expect(operatorReportProjection(snapshot())).toEqual({
      range: { from: '2026-11-17', to: '2026-11-23', country: null },
      rangeError: null,
      loading: false,
      error: null,
      empty: false,
      rows: [
        { drawId: 'tg-9h', stakes: 4_000, payouts: 0, refunds: 500, ggr: 3_500, tickets: 6, players: 6 },
        { drawId: 'ci-18h', stakes: 12_500, payouts: 9_000, refunds: 0, ggr: 3_500, tickets: 14, players: 9 },
        { drawId: 'gh-19h', stakes: 1_000, payouts: 2_400, refunds: 0, ggr: -1_400, tickets: 2, players: 1 },
      ],
      totals: { stakes: 17_500, payouts: 11_400, refunds: 500, ggr: 5_600 },
      canExport: true,
    });
  });

  it("no draw with money in the range is the empty state (nothing to export), not claimed before the answer", async () => {
    const { server, snapshot } = start();
    expect(selectIsEmpty(snapshot())).toBe(false);
    await server.answer(0, []);
    expect(selectIsEmpty(snapshot())).toBe(true);
    expect(selectError(snapshot())).toBeNull();
    expect(selectCanExport(snapshot())).toBe(false);
    expect(selectCsvExport(snapshot())).toBeNull();
    expect(selectTotals(snapshot())).toEqual({ stakes: 0, payouts: 0, refunds: 0, ggr: 0 });
  });

  it('a changed date reads the new range; the rows of the old one are not shown meanwhile', async () => {
    const { actor, server, snapshot } = start();
    await server.answer(0, [CI_18H]);
    actor.send({ type: 'from.change', date: '2026-11-01' });
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(selectRows(snapshot())).toEqual([]);
    expect(selectCanExport(snapshot())).toBe(false);
    actor.send({ type: 'to.change', date: '2026-11-30' });
    expect(server.asked()).toEqual([ALL_WEEK, { ...ALL_WEEK, from: '2026-11-01' }, { from: '2026-11-01', to: '2026-11-30', country: null }]);
    await server.answer(2, [TG_9H]);
    expect(selectRows(snapshot())).toEqual([TG_9H]);
    expect(selectCsvExport(snapshot())?.fileName).toBe('rapport-2026-11-01-2026-11-30.csv');
  });

  it('an invalid range says why in French, on its field, and reads nothing until it is valid again', async () => {
    const { actor, server, snapshot } = start();
    await server.answer(0, [CI_18H]);

    // the end before the start
    actor.send({ type: 'from.change', date: '2026-11-24' });
    expect(selectRangeError(snapshot())).toBe(REPORT_RANGE_REVERSED);
    expect(REPORT_RANGE_REVERSED).toBe('La date de fin doit être le même jour ou après la date de début.');
    expect(selectRangeErrorField(snapshot())).toBe('to');
    expect(selectIsLoading(snapshot())).toBe(false);
    expect(selectRows(snapshot())).toEqual([]);
    expect(selectCanExport(snapshot())).toBe(false);

    // a date emptied, or one that does not exist
    actor.send({ type: 'from.change', date: null });
    expect(selectRangeError(snapshot())).toBe('Choisissez une date de début et une date de fin.');
    expect(selectRangeErrorField(snapshot())).toBe('from');
    actor.send({ type: 'to.change', date: '2026-02-30' });
    actor.send({ type: 'from.change', date: '2026-11-17' });
    expect(selectRangeError(snapshot())).toBe(REPORT_RANGE_MISSING);
    expect(selectRangeErrorField(snapshot())).toBe('to');

    // 367 days, one more than REPORT_MAX_DAYS
    actor.send({ type: 'from.change', date: '2025-11-01' });
    actor.send({ type: 'to.change', date: '2026-11-02' });
    expect(selectRangeError(snapshot())).toBe('Choisissez une période de 366 jours au plus.');
    expect(REPORT_RANGE_TOO_LONG).toBe('Choisissez une période de 366 jours au plus.');
    expect(server.asked()).toEqual([ALL_WEEK]);

    // 366 days are read; so is one day (from = to)
    actor.send({ type: 'to.change', date: '2026-11-01' });
    expect(selectRangeError(snapshot())).toBeNull();
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(server.asked()[1]).toEqual({ from: '2025-11-01', to: '2026-11-01', country: null });
    actor.send({ type: 'from.change', date: '2026-11-01' });
    expect(server.asked()[2]).toEqual({ from: '2026-11-01', to: '2026-11-01', country: null });
  });

  it('a country chosen reads that country alone; every country again reads them all', async () => {
    const { actor, server, snapshot } = start();
    await server.answer(0, [TG_9H, CI_18H]);
    actor.send({ type: 'country.change', country: 'CI' });
    expect(server.asked()[1]).toEqual({ ...ALL_WEEK, country: 'CI' });
    await server.answer(1, [CI_18H]);
    expect(selectRows(snapshot())).toEqual([CI_18H]);
    expect(selectCsvExport(snapshot())?.fileName).toBe('rapport-2026-11-17-2026-11-23-CI.csv');
    expect(operatorReportProjection(snapshot()).range).toEqual({ from: '2026-11-17', to: '2026-11-23', country: 'CI' });
    actor.send({ type: 'country.change', country: null });
    expect(server.asked()[2]).toEqual(ALL_WEEK);
    // a country chosen while the range is invalid is kept, and read with the range once it is valid
    await server.answer(2, [TG_9H, CI_18H]);
    actor.send({ type: 'to.change', date: null });
    actor.send({ type: 'country.change', country: 'GH' });
    expect(server.asked()).toHaveLength(3);
    actor.send({ type: 'to.change', date: '2026-11-23' });
    expect(server.asked()[3]).toEqual({ ...ALL_WEEK, country: 'GH' });
  });

  it('a failed read shows its French message (or a fallback) and no rows; retry reads again', async () => {
    const { actor, server, snapshot } = start();
    await server.fail(0, new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.'));
    expect(selectError(snapshot())).toBe('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    expect(selectRows(snapshot())).toEqual([]);
    expect(selectIsEmpty(snapshot())).toBe(false);
    actor.send({ type: 'retry' });
    expect(selectError(snapshot())).toBeNull();
    expect(selectIsLoading(snapshot())).toBe(true);
    await server.fail(1, new Error(''));
    expect(selectError(snapshot())).toBe(REPORT_FALLBACK_ERROR);
    actor.send({ type: 'retry' });
    await server.answer(2, [CI_18H]);
    expect(selectRows(snapshot())).toEqual([CI_18H]);
    expect(server.asked()).toEqual([ALL_WEEK, ALL_WEEK, ALL_WEEK]);
  });

  it("the server's refusal is said as it is; another range reads again", async () => {
    const { actor, server, snapshot } = start();
    await server.fail(0, new Error('Cette action est réservée aux opérateurs.'));
    expect(selectError(snapshot())).toBe('Cette action est réservée aux opérateurs.');
    actor.send({ type: 'country.change', country: 'BJ' });
    expect(selectError(snapshot())).toBeNull();
    await server.fail(1, new Error(REPORT_RANGE_TOO_LONG));
    expect(selectError(snapshot())).toBe(REPORT_RANGE_TOO_LONG);
    // a range error the server gave is not a form error
    expect(selectRangeError(snapshot())).toBeNull();
  });

  it('a slower, older read answering last is ignored: the latest range is what shows', async () => {
    const { actor, server, snapshot } = start();
    actor.send({ type: 'country.change', country: 'TG' });
    actor.send({ type: 'country.change', country: 'GH' });
    expect(server.asked().map((q) => q.country)).toEqual([null, 'TG', 'GH']);
    await server.answer(2, [GH_19H]);
    expect(selectRows(snapshot())).toEqual([GH_19H]);
    await server.answer(1, [TG_9H]);
    await server.answer(0, [TG_9H, CI_18H, GH_19H]);
    expect(selectRows(snapshot())).toEqual([GH_19H]);
    expect(selectCsvExport(snapshot())?.fileName).toBe('rapport-2026-11-17-2026-11-23-GH.csv');
    // nor does a late failure of an older read
    actor.send({ type: 'country.change', country: 'CI' });
    actor.send({ type: 'country.change', country: 'BJ' });
    await server.fail(3, new Error('trop tard'));
    expect(selectError(snapshot())).toBeNull();
    expect(selectIsLoading(snapshot())).toBe(true);
    await server.answer(4, []);
    expect(selectIsEmpty(snapshot())).toBe(true);
  });

  it('refresh reads the same report again', async () => {
    const { actor, server, snapshot } = start();
    await server.answer(0, [CI_18H]);
    actor.send({ type: 'refresh' });
    expect(selectIsLoading(snapshot())).toBe(true);
    await server.answer(1, [CI_18H, GH_19H]);
    expect(selectRows(snapshot())).toEqual([CI_18H, GH_19H]);
    expect(server.asked()).toEqual([ALL_WEEK, ALL_WEEK]);
  });

  it('opens on an invalid range without reading (a replayed input), and says why', () => {
    const { server, snapshot } = start('2026-11-23', '2026-11-17');
    expect(selectRangeError(snapshot())).toBe(REPORT_RANGE_REVERSED);
    expect(server.asked()).toEqual([]);
  });
});

describe('report range rules', () => {
  it('the default range: the 7 days up to the latest date of the four countries', () => {
    expect(defaultReportRange(new Date('2026-11-23T08:00:00Z'))).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    // 23:30 UTC is already the 24th in Bénin (UTC+1)
    expect(defaultReportRange(new Date('2026-11-23T23:30:00Z'))).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(defaultReportRange(new Date('2027-01-03T12:00:00Z'))).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(defaultReportRange(new Date('2028-03-02T12:00:00Z'))).toEqual({ from: '2028-02-25', to: '2028-03-02' });
  });

  it('a range is valid from one day to REPORT_MAX_DAYS, both dates real', () => {
    expect(reportRangeProblem('2026-11-23', '2026-11-23')).toBeNull();
    expect(reportRangeProblem('2027-01-01', '2027-12-31')).toBeNull();
    expect(reportRangeProblem('2028-01-01', '2028-12-31')).toBeNull(); // 366 days (leap year)
    expect(reportRangeProblem('2027-01-01', '2028-01-01')).toBeNull(); // 366 days
    expect(reportRangeProblem('2027-01-01', '2028-01-02')).toEqual({ field: 'to', message: REPORT_RANGE_TOO_LONG });
    expect(reportRangeProblem('2026-11-24', '2026-11-23')).toEqual({ field: 'to', message: REPORT_RANGE_REVERSED });
    expect(reportRangeProblem(null, null)).toEqual({ field: 'from', message: REPORT_RANGE_MISSING });
    expect(reportRangeProblem('23/11/2026', '2026-11-23')).toEqual({ field: 'from', message: REPORT_RANGE_MISSING });
  });

  it('the file is named after the range, and the country when one is chosen', () => {
    expect(reportFileName({ from: '2026-11-17', to: '2026-11-23', country: null })).toBe('rapport-2026-11-17-2026-11-23.csv');
    expect(reportFileName({ from: '2026-11-17', to: '2026-11-23', country: 'BJ' })).toBe('rapport-2026-11-17-2026-11-23-BJ.csv');
  });
});
