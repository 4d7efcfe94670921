import { assign, fromPromise, raise, setup } from 'xstate';
import type { CountryCode } from '../../src/game/countries';
import {
  type CountryLimit,
  DEFAULT_LIMIT_BOUNDS,
  DRAW_EXPOSURE_LOAD_FALLBACK,
  type DrawExposure,
  EXPOSURE_LOAD_FALLBACK,
  type ExposureFilter,
  LIMIT_SAVE_FALLBACK,
  type LimitBounds,
  type LimitChange,
  type LimitFormKind,
  type LimitTarget,
  type OpenDrawExposure,
  checkLimitForm,
  limitSavedNotice,
} from '../../src/game/liability';
import { drawTitle } from '../../src/game/results';

/** While the page is open, the exposure (and the chosen draw's lines) is read again this often. */
export const EXPOSURE_REFRESH_MS = 10_000;

/** What the overview reads: every open draw's exposure, and the countries' default limits. */
export interface ExposureOverview {
  draws: OpenDrawExposure[];
  countries: CountryLimit[];
}

/** What an operator typed in one limit form, and what the server said of its last submission. */
export interface LimitFormState {
  line: string;
  amount: string;
  /** submitted once: its errors show, and follow each change */
  submitted: boolean;
  /** the server's refusal, in French */
  error: string | null;
}

/** A change being sent: which form (or a removal) sent it, where, and the amount (null removes an override). */
export interface SaveRequest {
  origin: LimitFormKind | 'remove';
  target: LimitTarget;
  amount: number | null;
}

export interface OperatorExposureContext {
  overview: ExposureOverview | null;
  /** the first read failed (nothing to show) */
  loadError: string | null;
  /** a later read failed: the figures of the last read stay, with this message */
  refreshError: string | null;
  filter: ExposureFilter;
  /** the draw whose lines are shown */
  drawId: string | null;
  detail: DrawExposure | null;
  detailError: string | null;
  detailRefreshError: string | null;
  /** the database's bounds, from the last draw read */
  bounds: LimitBounds;
  forms: Record<LimitFormKind, LimitFormState>;
  /** the country whose default is being edited */
  country: CountryCode | null;
  saving: SaveRequest | null;
  /** a removal the server refused */
  removeError: string | null;
  notice: string | null;
}

export type OperatorExposureEvent =
  | { type: 'retry' }
  /** 'Actualiser': read everything again now */
  | { type: 'refresh' }
  | { type: 'filter.change'; filter: ExposureFilter }
  | { type: 'draw.select'; drawId: string }
  | { type: 'draw.close' }
  | { type: 'detail.retry' }
  | { type: 'line.change'; value: string }
  | { type: 'amount.change'; form: LimitFormKind; value: string }
  /** a line of the table into the line form ('Limiter') */
  | { type: 'line.pick'; line: string }
  | { type: 'country.edit'; country: CountryCode }
  | { type: 'country.cancel' }
  | { type: 'limit.submit'; form: LimitFormKind }
  /** removes the chosen draw's own limit, or one of its lines' (the next limit up applies again) */
  | { type: 'limit.remove'; line: string | null }
  | { type: 'notice.dismiss' };

export type OperatorExposureTag = 'loading' | 'loadFailed' | 'refreshing' | 'detailLoading' | 'detailFailed' | 'detailRefreshing' | 'saving';

const EMPTY_FORM: LimitFormState = { line: '', amount: '', submitted: false, error: null };
const EMPTY_FORMS: Record<LimitFormKind, LimitFormState> = { line: EMPTY_FORM, draw: EMPTY_FORM, country: EMPTY_FORM };

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message !== '' ? error.message : fallback);

const isOpen = (context: OperatorExposureContext, drawId: string | null) => drawId !== null && (context.overview?.draws.some((draw) => draw.drawId === drawId) ?? false);

/** The request a form would send, or null when what it holds is not right yet. */
function requestOf(context: OperatorExposureContext, form: LimitFormKind): SaveRequest | null {
  const check = checkLimitForm(form, context.forms[form], context.bounds);
  if (!check.value) return null;
  if (form === 'country') return context.country ? { origin: form, target: { country: context.country }, amount: check.value.amount } : null;
  if (!context.drawId) return null;
  const target: LimitTarget = form === 'line' ? { drawId: context.drawId, line: check.value.line! } : { drawId: context.drawId };
  return { origin: form, target, amount: check.value.amount };
}

const withForm = (context: OperatorExposureContext, form: LimitFormKind, changes: Partial<LimitFormState>) => ({
  ...context.forms,
  [form]: { ...context.forms[form], ...changes },
});

/** The title of a draw the overview lists ('Togo · Lundi 23 nov. 2026 à 18h'). */
function titleOf(context: OperatorExposureContext, drawId: string | null): string | null {
  const draw = context.overview?.draws.find((d) => d.drawId === drawId) ?? (context.detail?.drawId === drawId ? context.detail : undefined);
  return draw ? drawTitle(draw) : null;
}

/** 'draw.select' in each state of the chosen draw's region: an open draw only; its lines are (re)read. */
const selectDraw = (reenter = false) => ({
  guard: { type: 'isOpenDraw' as const, params: ({ event }: { event: { drawId: string } }) => ({ drawId: event.drawId }) },
  target: 'loading',
  reenter,
  actions: { type: 'chooseDraw' as const, params: ({ event }: { event: { drawId: string } }) => ({ drawId: event.drawId }) },
});

/**
 * /operateur/exposition (issue 40): what the open draws' sales expose the house to, and the limits. The overview
 * (every open draw's stakes, tickets, players and most exposed line; the countries' defaults) and the chosen draw's
 * top lines are read again every EXPOSURE_REFRESH_MS, and on 'Actualiser'; a failed read keeps the last figures and
 * says so. Three forms change a limit — a line of the chosen draw, the chosen draw, a country's default — each checked
 * before it is sent (French messages from its first submission on); a removal gives an override back to the next
 * limit up. After a change, everything is read again. The operator check is the desk's (operator-gate). Effects,
 * provided by the screen: `loadOverview`, `loadDraw`, `setLimit`.
 */
export const operatorExposureMachine = setup({
  types: {
    context: {} as OperatorExposureContext,
    events: {} as OperatorExposureEvent,
    tags: {} as OperatorExposureTag,
  },
  actors: {
    loadOverview: fromPromise<ExposureOverview>(async () => {
      throw new Error('loadOverview must be provided');
    }),
    loadDraw: fromPromise<DrawExposure, { drawId: string }>(async () => {
      throw new Error('loadDraw must be provided');
    }),
    setLimit: fromPromise<LimitChange, { target: LimitTarget; amount: number | null }>(async () => {
      throw new Error('setLimit must be provided');
    }),
  },
  delays: {
    EXPOSURE_REFRESH: EXPOSURE_REFRESH_MS,
  },
  guards: {
    hasOverview: ({ context }) => context.overview !== null,
    hasDetail: ({ context }) => context.detail !== null,
    hasDraw: ({ context }) => context.drawId !== null,
    isOpenDraw: ({ context }, params: { drawId: string }) => isOpen(context, params.drawId),
    /** the chosen draw is no longer open (its sales ended): its lines and forms go (not while a change is sent) */
    drawGone: ({ context }) => context.drawId !== null && context.overview !== null && context.saving === null && !isOpen(context, context.drawId),
    formIsValid: ({ context }, params: { form: LimitFormKind }) => requestOf(context, params.form) !== null,
    /** a removal of an override the chosen draw has */
    canRemove: ({ context }, params: { line: string | null }) =>
      context.detail !== null &&
      context.detail.drawId === context.drawId &&
      (params.line === null ? context.detail.drawMaxPayout !== null : context.detail.lineLimits.some((limit) => limit.line === params.line)),
  },
  actions: {
    readAgain: raise({ type: 'refresh' }),
    /** a draw chosen: its lines to read; what was typed for another draw goes */
    chooseDraw: assign(({ context }, params: { drawId: string }) => ({
      drawId: params.drawId,
      detail: context.detail?.drawId === params.drawId ? context.detail : null,
      detailError: null,
      detailRefreshError: null,
      removeError: null,
      forms: context.drawId === params.drawId ? context.forms : { ...context.forms, line: EMPTY_FORM, draw: EMPTY_FORM },
    })),
    forgetDraw: assign({
      drawId: null,
      detail: null,
      detailError: null,
      detailRefreshError: null,
      removeError: null,
      forms: ({ context }) => ({ ...context.forms, line: EMPTY_FORM, draw: EMPTY_FORM }),
    }),
  },
}).createMachine({
  id: 'operatorExposure',
  context: {
    overview: null,
    loadError: null,
    refreshError: null,
    filter: { country: null, date: null },
    drawId: null,
    detail: null,
    detailError: null,
    detailRefreshError: null,
    bounds: DEFAULT_LIMIT_BOUNDS,
    forms: EMPTY_FORMS,
    country: null,
    saving: null,
    removeError: null,
    notice: null,
  },
  type: 'parallel',
  on: {
    'filter.change': { actions: assign({ filter: ({ event }) => event.filter }) },
    'notice.dismiss': { actions: assign({ notice: null }) },
  },
  states: {
    overview: {
      initial: 'loading',
      // ('refresh' is handled by each state, never by a region: a region's transition that re-enters would take the
      // whole machine as its domain and pre-empt the other regions' transitions on the same event)
      states: {
        loading: {
          description: 'The first read of the open draws and the countries’ defaults: nothing to show yet.',
          tags: ['loading'],
          invoke: {
            id: 'loadOverview',
            src: 'loadOverview',
            onDone: { target: 'loaded', actions: assign({ overview: ({ event }) => event.output, loadError: null, refreshError: null }) },
            onError: { target: 'failed', actions: assign({ loadError: ({ event }) => messageOf(event.error, EXPOSURE_LOAD_FALLBACK) }) },
          },
        },
        failed: {
          tags: ['loadFailed'],
          on: { retry: 'loading', refresh: 'loading' },
        },
        loaded: {
          description: 'The figures shown; after EXPOSURE_REFRESH everything is read again (the chosen draw too).',
          after: { EXPOSURE_REFRESH: { actions: 'readAgain' } },
          on: { refresh: 'refreshing' },
        },
        refreshing: {
          description: 'Reading again, the last figures staying on screen; a failed read keeps them and says so.',
          tags: ['refreshing'],
          // read again from the start: what is on its way may predate a change just made
          on: { refresh: { target: 'refreshing', reenter: true } },
          invoke: {
            id: 'loadOverview',
            src: 'loadOverview',
            onDone: { target: 'loaded', actions: assign({ overview: ({ event }) => event.output, refreshError: null }) },
            onError: { target: 'loaded', actions: assign({ refreshError: ({ event }) => messageOf(event.error, EXPOSURE_LOAD_FALLBACK) }) },
          },
        },
      },
    },
    detail: {
      initial: 'none',
      always: { guard: 'drawGone', target: '.none', actions: 'forgetDraw' },
      on: {
        'draw.close': { target: '.none', actions: 'forgetDraw' },
      },
      states: {
        none: {
          description: 'No draw chosen: the overview alone.',
          on: { 'draw.select': selectDraw() },
        },
        loading: {
          tags: ['detailLoading'],
          on: { 'draw.select': selectDraw(true), refresh: { target: 'loading', reenter: true } },
          invoke: {
            id: 'loadDraw',
            src: 'loadDraw',
            input: ({ context }) => ({ drawId: context.drawId! }),
            onDone: { target: 'shown', actions: assign({ detail: ({ event }) => event.output, bounds: ({ event }) => event.output.bounds, detailError: null }) },
            onError: { target: 'failed', actions: assign({ detailError: ({ event }) => messageOf(event.error, DRAW_EXPOSURE_LOAD_FALLBACK) }) },
          },
        },
        failed: {
          tags: ['detailFailed'],
          on: { 'detail.retry': 'loading', refresh: 'loading', 'draw.select': selectDraw() },
        },
        shown: {
          on: { refresh: 'refreshing', 'draw.select': selectDraw() },
        },
        refreshing: {
          description: 'The chosen draw read again with the overview, its lines staying on screen; a failure keeps them and says so.',
          tags: ['detailRefreshing'],
          on: { refresh: { target: 'refreshing', reenter: true }, 'draw.select': selectDraw() },
          invoke: {
            id: 'loadDraw',
            src: 'loadDraw',
            input: ({ context }) => ({ drawId: context.drawId! }),
            onDone: {
              target: 'shown',
              actions: assign({ detail: ({ event }) => event.output, bounds: ({ event }) => event.output.bounds, detailRefreshError: null }),
            },
            onError: { target: 'shown', actions: assign({ detailRefreshError: ({ event }) => messageOf(event.error, DRAW_EXPOSURE_LOAD_FALLBACK) }) },
          },
        },
      },
    },
    work: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'line.change': { actions: assign({ forms: ({ context, event }) => withForm(context, 'line', { line: event.value, error: null }), notice: null }) },
            'amount.change': { actions: assign({ forms: ({ context, event }) => withForm(context, event.form, { amount: event.value, error: null }), notice: null }) },
            'line.pick': {
              guard: 'hasDraw',
              actions: assign({ forms: ({ context, event }) => withForm(context, 'line', { line: event.line, error: null }), notice: null }),
            },
            'country.edit': {
              guard: 'hasOverview',
              actions: assign({
                country: ({ event }) => event.country,
                notice: null,
                // from the default in force
                forms: ({ context, event }) => {
                  const current = context.overview!.countries.find((limit) => limit.country === event.country);
                  return { ...context.forms, country: { ...EMPTY_FORM, amount: current ? String(current.maxPayout) : '' } };
                },
              }),
            },
            'country.cancel': { actions: assign({ country: null, forms: ({ context }) => ({ ...context.forms, country: EMPTY_FORM }) }) },
            'limit.submit': [
              {
                guard: { type: 'formIsValid', params: ({ event }) => ({ form: event.form }) },
                target: 'saving',
                actions: assign({
                  saving: ({ context, event }) => requestOf(context, event.form),
                  forms: ({ context, event }) => withForm(context, event.form, { submitted: true, error: null }),
                  notice: null,
                  removeError: null,
                }),
              },
              { actions: assign({ forms: ({ context, event }) => withForm(context, event.form, { submitted: true, error: null }), notice: null }) },
            ],
            'limit.remove': {
              guard: { type: 'canRemove', params: ({ event }) => ({ line: event.line }) },
              target: 'saving',
              actions: assign({
                saving: ({ context, event }) => ({
                  origin: 'remove' as const,
                  target: event.line === null ? { drawId: context.drawId! } : { drawId: context.drawId!, line: event.line },
                  amount: null,
                }),
                notice: null,
                removeError: null,
              }),
            },
          },
        },
        saving: {
          description: 'A limit change sent; the forms wait. Accepted: the notice, the form emptied, everything read again.',
          tags: ['saving'],
          invoke: {
            id: 'setLimit',
            src: 'setLimit',
            input: ({ context }) => ({ target: context.saving!.target, amount: context.saving!.amount }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => {
                  const origin = context.saving!.origin;
                  const change = event.output;
                  const countries = context.overview?.countries.map((limit) =>
                    change.scope === 'country' && limit.country === change.country ? { ...limit, maxPayout: change.effective } : limit,
                  );
                  return {
                    notice: limitSavedNotice(change, change.drawId ? titleOf(context, change.drawId) : null),
                    saving: null,
                    forms: origin === 'remove' ? context.forms : { ...context.forms, [origin]: EMPTY_FORM },
                    country: origin === 'country' ? null : context.country,
                    overview: context.overview && countries ? { ...context.overview, countries } : context.overview,
                  };
                }),
                'readAgain',
              ],
            },
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const origin = context.saving!.origin;
                const message = messageOf(event.error, LIMIT_SAVE_FALLBACK);
                return origin === 'remove'
                  ? { saving: null, removeError: message }
                  : { saving: null, forms: withForm(context, origin, { error: message }) };
              }),
            },
          },
        },
      },
    },
  },
});
