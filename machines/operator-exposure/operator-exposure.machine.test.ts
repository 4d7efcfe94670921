import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import {
  AMOUNT_INVALID,
  AMOUNT_MISSING,
  type CountryLimit,
  DRAW_EXPOSURE_LOAD_FALLBACK,
  type DrawExposure,
  EXPOSURE_LOAD_FALLBACK,
  LIMIT_SAVE_FALLBACK,
  LINE_INVALID,
  LINE_MISSING,
  LINE_OUT_OF_RANGE,
  LINE_REPEATED,
  type LimitChange,
  type LimitTarget,
  type OpenDrawExposure,
  amountRangeError,
} from '../../src/game/liability';
import { cfa } from '../../tests/kit/amounts';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { EXPOSURE_REFRESH_MS, type ExposureOverview, operatorExposureMachine } from './operator-exposure.machine';
import {
  operatorExposureProjection,
  selectCountryLimits,
  selectDates,
  selectDetail,
  selectEditedCountry,
  selectIsLoaded,
  selectIsLoading,
  selectIsRefreshing,
  selectIsSaving,
  selectLimitForm,
  selectLoadError,
  selectNotice,
  selectRefreshError,
  selectRemoveError,
  selectRemoving,
  selectShown,
} from './operator-exposure.selectors';

const TG_18: OpenDrawExposure = {
  drawId: 'tg-18',
  country: 'TG',
  day: 'lundi',
  time: '18h',
  drawAt: '2026-11-23T18:00:00.000Z',
  stakes: 152_000,
  bets: 40,
  tickets: 31,
  players: 12,
  maxPayout: 25_000_000_000,
  limitSource: 'country',
  topLine: { line: '27', worstPayout: 2_400_000, maxPayout: 25_000_000_000 },
  unavailableLines: 0,
  lineLimits: 0,
};
const BJ_21: OpenDrawExposure = { ...TG_18, drawId: 'bj-21', country: 'BJ', time: '21h', drawAt: '2026-11-23T20:00:00.000Z', stakes: 0, bets: 0, tickets: 0, players: 0, topLine: null };
const CI_TUESDAY: OpenDrawExposure = { ...TG_18, drawId: 'ci-tue', country: 'CI', day: 'mardi', time: '10h', drawAt: '2026-11-24T10:00:00.000Z' };
const COUNTRIES: CountryLimit[] = (['BJ', 'CI', 'GH', 'TG'] as const).map((country) => ({ country, maxPayout: 25_000_000_000 }));
const OVERVIEW: ExposureOverview = { draws: [TG_18, BJ_21, CI_TUESDAY], countries: COUNTRIES };

const TG_18_DETAIL: DrawExposure = {
  drawId: 'tg-18',
  country: 'TG',
  day: 'lundi',
  time: '18h',
  drawAt: '2026-11-23T18:00:00.000Z',
  status: 'open',
  stakes: 152_000,
  bets: 40,
  tickets: 31,
  players: 12,
  countryMaxPayout: 25_000_000_000,
  drawMaxPayout: null,
  maxPayout: 25_000_000_000,
  bounds: { lineMin: 0, drawMin: 1_000_000, max: 1_000_000_000_000 },
  lines: [
    { line: '27', worstPayout: 2_400_000, maxPayout: 25_000_000_000, source: 'country', headroom: 24_997_600_000, available: true },
    { line: '12-27', worstPayout: 1_800_000, maxPayout: 2_000_000, source: 'line', headroom: 200_000, available: true },
  ],
  lineLimits: [{ line: '12-27', maxPayout: 2_000_000, worstPayout: 1_800_000, available: true, updatedAt: '2026-11-23T07:00:00.000Z' }],
  unavailableLines: 0,
};

const change = (changes: Partial<LimitChange>): LimitChange => ({
  scope: 'line',
  country: 'TG',
  drawId: 'tg-18',
  line: '27',
  maxPayout: 50_000,
  previous: null,
  effective: 50_000,
  unavailable: false,
  ...changes,
});

function start() {
  const promises = controllablePromises();
  const clock = new SimulatedClock();
  const actor = createActor(
    operatorExposureMachine.provide({
      actors: {
        loadOverview: promises.logic<ExposureOverview>(),
        loadDraw: promises.logic<DrawExposure, { drawId: string }>(),
        setLimit: promises.logic<LimitChange, { target: LimitTarget; amount: number | null }>(),
      },
    }),
    { clock },
  ).start();
  const snapshot = () => actor.getSnapshot();
  return { actor, promises, clock, snapshot };
}

async function loaded(overview: ExposureOverview = OVERVIEW) {
  const setup = start();
  await setup.promises.settle('loadOverview', { output: overview });
  return setup;
}

/** The overview read, Togo's 18h chosen and its lines read. */
async function withDraw(detail: DrawExposure = TG_18_DETAIL) {
  const setup = await loaded();
  setup.actor.send({ type: 'draw.select', drawId: detail.drawId });
  await setup.promises.settle('loadDraw', { output: detail });
  return setup;
}

const callsOf = (promises: ReturnType<typeof controllablePromises>, id: string) => promises.calls.filter((call) => call.id === id);

describe('operator-exposure machine: reading the exposure', () => {
  it('reads the open draws and the countries’ defaults, then shows them (the first date, every country)', async () => {
    const { promises, snapshot } = start();
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(selectIsLoaded(snapshot())).toBe(false);
    await promises.settle('loadOverview', { output: OVERVIEW });
    expect(selectIsLoading(snapshot())).toBe(false);
    expect(selectIsLoaded(snapshot())).toBe(true);
    expect(selectDates(snapshot())).toEqual(['2026-11-23', '2026-11-24']);
    expect(selectShown(snapshot())).toEqual({ date: '2026-11-23', draws: [TG_18, BJ_21] });
    expect(selectCountryLimits(snapshot())).toEqual(COUNTRIES);
    expect(selectDetail(snapshot())).toBeNull();
  });

  it('filters by country and date', async () => {
    const { actor, snapshot } = await loaded();
    actor.send({ type: 'filter.change', filter: { country: 'CI', date: null } });
    expect(selectDates(snapshot())).toEqual(['2026-11-24']);
    expect(selectShown(snapshot())).toEqual({ date: '2026-11-24', draws: [CI_TUESDAY] });
    actor.send({ type: 'filter.change', filter: { country: null, date: '2026-11-24' } });
    expect(selectShown(snapshot()).draws).toEqual([CI_TUESDAY]);
  });

  it('no open draw: an empty list, the countries’ defaults still shown', async () => {
    const { snapshot } = await loaded({ draws: [], countries: COUNTRIES });
    expect(selectIsLoaded(snapshot())).toBe(true);
    expect(selectShown(snapshot())).toEqual({ date: null, draws: [] });
    expect(selectDates(snapshot())).toEqual([]);
    expect(selectCountryLimits(snapshot())).toEqual(COUNTRIES);
  });

  it('a failed first read: the French message (or the fallback), then Réessayer reads again', async () => {
    const { actor, promises, snapshot } = start();
    await promises.settle('loadOverview', { error: new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.') });
    expect(selectLoadError(snapshot())).toBe('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    expect(selectIsLoaded(snapshot())).toBe(false);
    actor.send({ type: 'retry' });
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(selectLoadError(snapshot())).toBeNull();
    await promises.settle('loadOverview', { error: new Error('') });
    expect(selectLoadError(snapshot())).toBe(EXPOSURE_LOAD_FALLBACK);
    actor.send({ type: 'retry' });
    await promises.settle('loadOverview', { output: OVERVIEW });
    expect(selectLoadError(snapshot())).toBeNull();
    expect(selectShown(snapshot()).draws).toHaveLength(2);
  });

  it(`reads again every ${EXPOSURE_REFRESH_MS} ms, the figures staying on screen meanwhile`, async () => {
    const { promises, clock, snapshot } = await loaded();
    clock.increment(EXPOSURE_REFRESH_MS - 1);
    expect(promises.isPending('loadOverview')).toBe(false);
    clock.increment(1);
    expect(promises.isPending('loadOverview')).toBe(true);
    expect(selectIsRefreshing(snapshot())).toBe(true);
    expect(selectIsLoading(snapshot())).toBe(false);
    expect(selectShown(snapshot()).draws).toEqual([TG_18, BJ_21]);
    const sold = { ...TG_18, stakes: 160_000, tickets: 33, players: 13 };
    await promises.settle('loadOverview', { output: { ...OVERVIEW, draws: [sold, BJ_21, CI_TUESDAY] } });
    expect(selectIsRefreshing(snapshot())).toBe(false);
    expect(selectShown(snapshot()).draws[0]).toEqual(sold);
    // and again after the next period
    clock.increment(EXPOSURE_REFRESH_MS);
    expect(promises.isPending('loadOverview')).toBe(true);
  });

  it('a failed refresh keeps the last figures and says so; the next success clears the message', async () => {
    const { promises, clock, snapshot } = await loaded();
    clock.increment(EXPOSURE_REFRESH_MS);
    await promises.settle('loadOverview', { error: new Error('Le serveur est très sollicité. Veuillez réessayer dans un instant.') });
    expect(selectRefreshError(snapshot())).toBe('Le serveur est très sollicité. Veuillez réessayer dans un instant.');
    expect(selectLoadError(snapshot())).toBeNull();
    expect(selectShown(snapshot()).draws).toEqual([TG_18, BJ_21]);
    // it keeps trying
    clock.increment(EXPOSURE_REFRESH_MS);
    await promises.settle('loadOverview', { output: OVERVIEW });
    expect(selectRefreshError(snapshot())).toBeNull();
  });

  it("'Actualiser' reads again at once, and restarts the period", async () => {
    const { actor, promises, clock } = await loaded();
    clock.increment(EXPOSURE_REFRESH_MS / 2);
    actor.send({ type: 'refresh' });
    expect(promises.isPending('loadOverview')).toBe(true);
    await promises.settle('loadOverview', { output: OVERVIEW });
    clock.increment(EXPOSURE_REFRESH_MS / 2);
    expect(promises.isPending('loadOverview')).toBe(false);
    clock.increment(EXPOSURE_REFRESH_MS / 2);
    expect(promises.isPending('loadOverview')).toBe(true);
  });
});

describe('operator-exposure machine: a draw’s lines', () => {
  it('choosing an open draw reads its top lines; they are read again with the overview', async () => {
    const { actor, promises, clock, snapshot } = await loaded();
    actor.send({ type: 'draw.select', drawId: 'tg-18' });
    expect(selectDetail(snapshot())).toEqual({ draw: TG_18, exposure: null, loading: true, error: null });
    expect(callsOf(promises, 'loadDraw').at(-1)?.input).toEqual({ drawId: 'tg-18' });
    await promises.settle('loadDraw', { output: TG_18_DETAIL });
    expect(selectDetail(snapshot())).toEqual({ draw: TG_18, exposure: TG_18_DETAIL, loading: false, error: null });
    clock.increment(EXPOSURE_REFRESH_MS);
    expect(promises.isPending('loadOverview')).toBe(true);
    expect(promises.isPending('loadDraw')).toBe(true);
    expect(selectIsRefreshing(snapshot())).toBe(true);
    // its lines stay on screen meanwhile
    expect(selectDetail(snapshot())?.exposure).toEqual(TG_18_DETAIL);
    await promises.settle('loadOverview', { output: OVERVIEW });
    const more = { ...TG_18_DETAIL, stakes: 160_000 };
    await promises.settle('loadDraw', { output: more });
    expect(selectDetail(snapshot())?.exposure).toEqual(more);
  });

  it('choosing a draw leaves the overview’s own reading alone', async () => {
    const { actor, promises, clock, snapshot } = await loaded();
    clock.increment(EXPOSURE_REFRESH_MS);
    const reads = callsOf(promises, 'loadOverview').length;
    actor.send({ type: 'draw.select', drawId: 'tg-18' });
    expect(snapshot().value).toMatchObject({ overview: 'refreshing', detail: 'loading' });
    expect(callsOf(promises, 'loadOverview')).toHaveLength(reads);
    await promises.settle('loadOverview', { output: OVERVIEW });
    await promises.settle('loadDraw', { output: TG_18_DETAIL });
    expect(snapshot().value).toMatchObject({ overview: 'loaded', detail: 'shown' });
  });

  it('a failed refresh of the draw keeps its lines and says so', async () => {
    const { promises, clock, snapshot } = await withDraw();
    clock.increment(EXPOSURE_REFRESH_MS);
    await promises.settle('loadOverview', { output: OVERVIEW });
    await promises.settle('loadDraw', { error: new Error('') });
    expect(selectDetail(snapshot())?.exposure).toEqual(TG_18_DETAIL);
    expect(selectRefreshError(snapshot())).toBe(DRAW_EXPOSURE_LOAD_FALLBACK);
  });

  it('a draw that is not open cannot be chosen', async () => {
    const { actor, promises, snapshot } = await loaded();
    actor.send({ type: 'draw.select', drawId: 'gh-19' });
    expect(selectDetail(snapshot())).toBeNull();
    expect(promises.isPending('loadDraw')).toBe(false);
  });

  it('a failed read of the draw: the message, and Réessayer', async () => {
    const { actor, promises, snapshot } = await loaded();
    actor.send({ type: 'draw.select', drawId: 'tg-18' });
    await promises.settle('loadDraw', { error: new Error('Tirage introuvable.') });
    expect(selectDetail(snapshot())).toEqual({ draw: TG_18, exposure: null, loading: false, error: 'Tirage introuvable.' });
    actor.send({ type: 'detail.retry' });
    expect(selectDetail(snapshot())?.loading).toBe(true);
    await promises.settle('loadDraw', { output: TG_18_DETAIL });
    expect(selectDetail(snapshot())?.exposure).toEqual(TG_18_DETAIL);
  });

  it('a draw whose sales ended leaves with its forms when the overview no longer lists it', async () => {
    const { actor, promises, clock, snapshot } = await withDraw();
    actor.send({ type: 'line.change', value: '27' });
    clock.increment(EXPOSURE_REFRESH_MS);
    await promises.settle('loadOverview', { output: { ...OVERVIEW, draws: [BJ_21, CI_TUESDAY] } });
    expect(selectDetail(snapshot())).toBeNull();
    expect(selectIsRefreshing(snapshot())).toBe(false);
    expect(selectLimitForm(snapshot(), 'line').line).toBe('');
    // its read, stopped, changes nothing when it answers
    await promises.settle('loadDraw', { output: TG_18_DETAIL });
    expect(selectDetail(snapshot())).toBeNull();
  });

  it("'Fermer' leaves the draw; choosing another empties the forms typed for the first", async () => {
    const { actor, promises, snapshot } = await withDraw();
    actor.send({ type: 'line.change', value: '27' });
    actor.send({ type: 'draw.select', drawId: 'bj-21' });
    expect(selectLimitForm(snapshot(), 'line').line).toBe('');
    await promises.settle('loadDraw', { output: { ...TG_18_DETAIL, drawId: 'bj-21', country: 'BJ' } });
    actor.send({ type: 'draw.close' });
    expect(selectDetail(snapshot())).toBeNull();
  });
});

describe('operator-exposure machine: changing a limit', () => {
  it('checks the line form in French once submitted, following each change, and sends nothing before it is right', async () => {
    const { actor, promises, snapshot } = await withDraw();
    actor.send({ type: 'line.change', value: '27' });
    // no error before the first submission
    expect(selectLimitForm(snapshot(), 'line')).toMatchObject({ lineError: null, amountError: null });
    actor.send({ type: 'line.change', value: '' });
    actor.send({ type: 'limit.submit', form: 'line' });
    expect(selectLimitForm(snapshot(), 'line')).toMatchObject({ lineError: LINE_MISSING, amountError: AMOUNT_MISSING });
    const cases: [string, string | null][] = [
      ['12-27-', LINE_INVALID],
      ['1-2-3-4-5-6', LINE_INVALID],
      ['douze', LINE_INVALID],
      ['91', LINE_OUT_OF_RANGE],
      ['0-27', LINE_OUT_OF_RANGE],
      ['27-27', LINE_REPEATED],
      ['27, 12', null],
    ];
    for (const [text, error] of cases) {
      actor.send({ type: 'line.change', value: text });
      expect(selectLimitForm(snapshot(), 'line').lineError).toBe(error);
    }
    for (const [text, error] of [
      ['50 000,5', AMOUNT_INVALID],
      ['-5', AMOUNT_INVALID],
      ['2000000000000', amountRangeError(0, 1_000_000_000_000)],
      ['50\u202f000 CFA', null],
    ] as const) {
      actor.send({ type: 'amount.change', form: 'line', value: text });
      expect(selectLimitForm(snapshot(), 'line').amountError).toBe(error);
    }
    expect(callsOf(promises, 'setLimit')).toEqual([]);
  });

  it('saves a line’s limit (its canonical key, the amount in CFA): the saved notice, the form emptied, everything read again', async () => {
    const { actor, promises, snapshot } = await withDraw();
    actor.send({ type: 'line.change', value: '27 12' });
    actor.send({ type: 'amount.change', form: 'line', value: '50 000' });
    actor.send({ type: 'limit.submit', form: 'line' });
    expect(selectIsSaving(snapshot())).toBe(true);
    expect(selectLimitForm(snapshot(), 'line').saving).toBe(true);
    expect(selectLimitForm(snapshot(), 'draw').saving).toBe(false);
    expect(callsOf(promises, 'setLimit')[0]?.input).toEqual({ target: { drawId: 'tg-18', line: '12-27' }, amount: 50_000 });
    // nothing else is sent meanwhile
    actor.send({ type: 'limit.submit', form: 'line' });
    expect(callsOf(promises, 'setLimit')).toHaveLength(1);
    await promises.settle('setLimit', { output: change({ line: '12-27', effective: 50_000, unavailable: true }) });
    expect(selectIsSaving(snapshot())).toBe(false);
    expect(selectNotice(snapshot())).toBe(
      cfa("Limite de la ligne 12-27 du tirage Togo · Lundi 23 nov. 2026 à 18h enregistrée : 50 000 CFA. La paire 12-27 n'est plus en vente sur ce tirage."),
    );
    expect(selectLimitForm(snapshot(), 'line')).toEqual({ line: '', amount: '', lineError: null, amountError: null, error: null, saving: false });
    expect(promises.isPending('loadOverview')).toBe(true);
    expect(promises.isPending('loadDraw')).toBe(true);
    // the notice goes with the next change, or 'Fermer le message'
    actor.send({ type: 'notice.dismiss' });
    expect(selectNotice(snapshot())).toBeNull();
  });

  it('a change made while a periodic read is on its way is followed by a fresh read, not that one', async () => {
    const { actor, promises, clock } = await withDraw();
    actor.send({ type: 'line.change', value: '27' });
    actor.send({ type: 'amount.change', form: 'line', value: '50000' });
    clock.increment(EXPOSURE_REFRESH_MS);
    const reads = callsOf(promises, 'loadOverview').length;
    actor.send({ type: 'limit.submit', form: 'line' });
    await promises.settle('setLimit', { output: change({}) });
    expect(callsOf(promises, 'loadOverview')).toHaveLength(reads + 1);
    expect(callsOf(promises, 'loadDraw').at(-1)?.input).toEqual({ drawId: 'tg-18' });
  });

  it('a refusal of the server stays in its form, in French (or the fallback); the typed values are kept', async () => {
    const { actor, promises, snapshot } = await withDraw();
    actor.send({ type: 'line.change', value: '27' });
    actor.send({ type: 'amount.change', form: 'line', value: '50000' });
    actor.send({ type: 'limit.submit', form: 'line' });
    await promises.settle('setLimit', { error: new Error('Les ventes de ce tirage sont déjà fermées.') });
    expect(selectLimitForm(snapshot(), 'line')).toEqual({ line: '27', amount: '50000', lineError: null, amountError: null, error: 'Les ventes de ce tirage sont déjà fermées.', saving: false });
    expect(selectNotice(snapshot())).toBeNull();
    // typing again clears it; a refusal without a sentence has the fallback
    actor.send({ type: 'amount.change', form: 'line', value: '60000' });
    expect(selectLimitForm(snapshot(), 'line').error).toBeNull();
    actor.send({ type: 'limit.submit', form: 'line' });
    await promises.settle('setLimit', { error: new Error('') });
    expect(selectLimitForm(snapshot(), 'line').error).toBe(LIMIT_SAVE_FALLBACK);
  });

  it("'Limiter' on a line of the table puts it in the line form", async () => {
    const { actor, snapshot } = await withDraw();
    actor.send({ type: 'line.pick', line: '12-27' });
    expect(selectLimitForm(snapshot(), 'line').line).toBe('12-27');
  });

  it('sets the draw’s limit, at least the database’s minimum for a draw', async () => {
    const { actor, promises, snapshot } = await withDraw({ ...TG_18_DETAIL, bounds: { lineMin: 0, drawMin: 2_000_000, max: 1_000_000_000_000 } });
    actor.send({ type: 'amount.change', form: 'draw', value: '1 500 000' });
    actor.send({ type: 'limit.submit', form: 'draw' });
    expect(selectLimitForm(snapshot(), 'draw').amountError).toBe(amountRangeError(2_000_000, 1_000_000_000_000));
    actor.send({ type: 'amount.change', form: 'draw', value: '10 000 000' });
    actor.send({ type: 'limit.submit', form: 'draw' });
    expect(callsOf(promises, 'setLimit')[0]?.input).toEqual({ target: { drawId: 'tg-18' }, amount: 10_000_000 });
    await promises.settle('setLimit', { output: change({ scope: 'draw', line: null, maxPayout: 10_000_000, effective: 10_000_000, unavailable: null }) });
    expect(selectNotice(snapshot())).toBe(cfa('Limite du tirage Togo · Lundi 23 nov. 2026 à 18h enregistrée : 10 000 000 CFA par ligne.'));
  });

  it('edits a country’s default from the one in force; the new default shows at once', async () => {
    const { actor, promises, snapshot } = await loaded();
    actor.send({ type: 'country.edit', country: 'TG' });
    expect(selectEditedCountry(snapshot())).toBe('TG');
    expect(selectLimitForm(snapshot(), 'country').amount).toBe('25000000000');
    actor.send({ type: 'amount.change', form: 'country', value: '5 000 000 000' });
    actor.send({ type: 'limit.submit', form: 'country' });
    expect(callsOf(promises, 'setLimit')[0]?.input).toEqual({ target: { country: 'TG' }, amount: 5_000_000_000 });
    await promises.settle('setLimit', { output: change({ scope: 'country', drawId: null, line: null, maxPayout: 5_000_000_000, previous: 25_000_000_000, effective: 5_000_000_000, unavailable: null }) });
    expect(selectNotice(snapshot())).toBe(cfa('Togo : limite par défaut enregistrée, 5 000 000 000 CFA par ligne et par tirage.'));
    expect(selectCountryLimits(snapshot()).find((limit) => limit.country === 'TG')?.maxPayout).toBe(5_000_000_000);
    expect(selectEditedCountry(snapshot())).toBeNull();
    // 'Annuler' leaves another edit without sending anything
    actor.send({ type: 'country.edit', country: 'GH' });
    actor.send({ type: 'country.cancel' });
    expect(selectEditedCountry(snapshot())).toBeNull();
    expect(callsOf(promises, 'setLimit')).toHaveLength(1);
  });

  it('removes a line’s own limit (null), and the draw’s; only an override the draw has', async () => {
    const { actor, promises, snapshot } = await withDraw();
    actor.send({ type: 'limit.remove', line: '27' });
    expect(selectIsSaving(snapshot())).toBe(false);
    actor.send({ type: 'limit.remove', line: null });
    expect(selectIsSaving(snapshot())).toBe(false);
    actor.send({ type: 'limit.remove', line: '12-27' });
    expect(selectRemoving(snapshot())).toEqual({ line: '12-27' });
    expect(callsOf(promises, 'setLimit')[0]?.input).toEqual({ target: { drawId: 'tg-18', line: '12-27' }, amount: null });
    await promises.settle('setLimit', { output: change({ line: '12-27', maxPayout: null, previous: 2_000_000, effective: 25_000_000_000 }) });
    expect(selectNotice(snapshot())).toBe(
      cfa("Limite propre de la ligne 12-27 du tirage Togo · Lundi 23 nov. 2026 à 18h retirée : la limite du tirage s'applique (25 000 000 000 CFA)."),
    );
    expect(selectRemoving(snapshot())).toBeNull();
  });

  it('a refused removal says why', async () => {
    const { actor, promises, snapshot } = await withDraw({ ...TG_18_DETAIL, drawMaxPayout: 10_000_000 });
    actor.send({ type: 'limit.remove', line: null });
    await promises.settle('setLimit', { error: new Error('Cette action est réservée aux opérateurs.') });
    expect(selectRemoveError(snapshot())).toBe('Cette action est réservée aux opérateurs.');
    expect(selectNotice(snapshot())).toBeNull();
  });
});

describe('operator-exposure machine: the QA projection', () => {
  it('names what the page shows', async () => {
    const { actor, snapshot } = await withDraw();
    actor.send({ type: 'line.change', value: '27' });
    const projection = operatorExposureProjection(snapshot());
    expect(projection.shown.draws.map((draw) => draw.drawId)).toEqual(['tg-18', 'bj-21']);
    expect(projection.detail).toMatchObject({ drawId: 'tg-18', loading: false, error: null, drawMaxPayout: null, lineLimits: [{ line: '12-27', maxPayout: 2_000_000 }] });
    expect(projection.forms.line.line).toBe('27');
    expect(JSON.parse(JSON.stringify(projection))).toEqual(projection);
  });
});
