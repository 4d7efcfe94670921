import type { SnapshotFrom } from 'xstate';
import type { CountryCode } from '../../src/game/countries';
import {
  type CountryLimit,
  type DrawExposure,
  type LimitFormKind,
  type OpenDrawExposure,
  checkLimitForm,
} from '../../src/game/liability';
import { salesDates, salesShown } from '../../src/game/operator';
import type { operatorExposureMachine } from './operator-exposure.machine';

export type OperatorExposureSnapshot = SnapshotFrom<typeof operatorExposureMachine>;

const NO_DRAWS: OpenDrawExposure[] = [];
const NO_COUNTRIES: CountryLimit[] = [];

/** the first read is on its way (nothing to show yet) */
export const selectIsLoading = (s: OperatorExposureSnapshot) => s.hasTag('loading');
/** the first read failed: the message, with 'Réessayer' */
export const selectLoadError = (s: OperatorExposureSnapshot) => (s.hasTag('loadFailed') ? s.context.loadError : null);
/** the figures have been read once (they stay shown while read again) */
export const selectIsLoaded = (s: OperatorExposureSnapshot) => s.context.overview !== null;
/** reading again, the figures on screen */
export const selectIsRefreshing = (s: OperatorExposureSnapshot) => s.hasTag('refreshing') || s.hasTag('detailRefreshing');
/** the last reading again failed: the figures shown are the previous read's */
export const selectRefreshError = (s: OperatorExposureSnapshot) => s.context.refreshError ?? s.context.detailRefreshError;

export const selectOpenDraws = (s: OperatorExposureSnapshot): OpenDrawExposure[] => s.context.overview?.draws ?? NO_DRAWS;
export const selectCountryLimits = (s: OperatorExposureSnapshot): CountryLimit[] => s.context.overview?.countries ?? NO_COUNTRIES;
export const selectFilter = (s: OperatorExposureSnapshot) => s.context.filter;
/** the dates with open draws in the chosen country */
export const selectDates = (s: OperatorExposureSnapshot): string[] => salesDates(selectOpenDraws(s), s.context.filter.country);
/** the open draws the filter keeps, and the date they are of */
export const selectShown = (s: OperatorExposureSnapshot): { date: string | null; draws: OpenDrawExposure[] } => salesShown(selectOpenDraws(s), s.context.filter);

export const selectSelectedDrawId = (s: OperatorExposureSnapshot) => s.context.drawId;

/** The chosen draw: its overview row, its lines once read, whether they are being read or could not be. */
export function selectDetail(s: OperatorExposureSnapshot): {
  draw: OpenDrawExposure | null;
  exposure: DrawExposure | null;
  loading: boolean;
  error: string | null;
} | null {
  const { drawId, detail } = s.context;
  if (drawId === null) return null;
  return {
    draw: selectOpenDraws(s).find((draw) => draw.drawId === drawId) ?? null,
    exposure: detail?.drawId === drawId ? detail : null,
    loading: s.hasTag('detailLoading'),
    error: s.hasTag('detailFailed') ? s.context.detailError : null,
  };
}

export const selectIsSaving = (s: OperatorExposureSnapshot) => s.hasTag('saving');

export interface LimitFormView {
  line: string;
  amount: string;
  /** French, once the form was submitted, following each change */
  lineError: string | null;
  amountError: string | null;
  /** the server's refusal */
  error: string | null;
  /** this form's change is being sent */
  saving: boolean;
}

/** One limit form as the view shows it. */
export function selectLimitForm(s: OperatorExposureSnapshot, form: LimitFormKind): LimitFormView {
  const state = s.context.forms[form];
  const check = state.submitted ? checkLimitForm(form, state, s.context.bounds) : null;
  return {
    line: state.line,
    amount: state.amount,
    lineError: check?.lineError ?? null,
    amountError: check?.amountError ?? null,
    error: state.error,
    saving: s.hasTag('saving') && s.context.saving?.origin === form,
  };
}

/** the country whose default is being edited */
export const selectEditedCountry = (s: OperatorExposureSnapshot): CountryCode | null => s.context.country;
/** the override being removed (null: the draw's own), while it is */
export const selectRemoving = (s: OperatorExposureSnapshot): { line: string | null } | null => {
  const saving = s.context.saving;
  if (!s.hasTag('saving') || saving?.origin !== 'remove' || 'country' in saving.target) return null;
  return { line: saving.target.line ?? null };
};
export const selectRemoveError = (s: OperatorExposureSnapshot) => s.context.removeError;
export const selectNotice = (s: OperatorExposureSnapshot) => s.context.notice;
export const selectBounds = (s: OperatorExposureSnapshot) => s.context.bounds;

/** What /operateur/exposition shows: replays compare this (and the state value), not the whole context. */
export const operatorExposureProjection = (s: OperatorExposureSnapshot) => {
  const detail = selectDetail(s);
  return {
    loading: selectIsLoading(s),
    loadError: selectLoadError(s),
    refreshing: selectIsRefreshing(s),
    refreshError: selectRefreshError(s),
    filter: selectFilter(s),
    shown: {
      date: selectShown(s).date,
      draws: selectShown(s).draws.map((draw) => ({ drawId: draw.drawId, stakes: draw.stakes, tickets: draw.tickets, players: draw.players, topLine: draw.topLine })),
    },
    countries: selectCountryLimits(s),
    detail: detail && {
      drawId: s.context.drawId,
      loading: detail.loading,
      error: detail.error,
      lines: detail.exposure?.lines.map((line) => ({ line: line.line, worstPayout: line.worstPayout, maxPayout: line.maxPayout, available: line.available })) ?? null,
      drawMaxPayout: detail.exposure?.drawMaxPayout ?? null,
      lineLimits: detail.exposure?.lineLimits.map((limit) => ({ line: limit.line, maxPayout: limit.maxPayout })) ?? null,
    },
    forms: { line: selectLimitForm(s, 'line'), draw: selectLimitForm(s, 'draw'), country: { ...selectLimitForm(s, 'country'), country: selectEditedCountry(s) } },
    removing: selectRemoving(s),
    removeError: selectRemoveError(s),
    notice: selectNotice(s),
  };
};
