import type { SnapshotFrom } from 'xstate';
import { checkLimitAmount, limitChangeTakesEffect } from '../../src/game/limits';
import { savedLimitNotice } from '../../src/game/responsible-gaming';
import type { responsibleGamingMachine } from './responsible-gaming.machine';

type Snapshot = SnapshotFrom<typeof responsibleGamingMachine>;

export const selectLoading = (state: Snapshot) => state.hasTag('loading');
export const selectLoadError = (state: Snapshot) => (state.matches('failed') ? state.context.loadError : null);
export const selectStatus = (state: Snapshot) => (state.matches('ready') ? state.context.status : null);
export const selectDraft = (state: Snapshot) => (state.matches({ ready: { limits: 'idle' } }) ? null : state.context.draft);
export const selectSavingLimit = (state: Snapshot) => state.hasTag('savingLimit');
export const selectLimitError = (state: Snapshot) => state.context.limitError;

/** Whether the typed amount would loosen the limit in force (it then waits 24 h), once it is a valid amount. */
export function selectDraftLoosens(state: Snapshot): boolean {
  const { draft, status } = state.context;
  if (!draft || !status) return false;
  const parsed = checkLimitAmount(draft.text);
  if (!parsed.ok) return false;
  const current = status.limits.find((limit) => limit.kind === draft.kind && limit.period === draft.period)?.amount ?? null;
  return limitChangeTakesEffect(current, parsed.value, new Date(status.now)).getTime() > Date.parse(status.now);
}

/** What became of the limit saved last (null once another is opened). */
export function selectLimitNotice(state: Snapshot): string | null {
  const { saved, status } = state.context;
  if (!saved || !status) return null;
  const limit = status.limits.find((l) => l.kind === saved.kind && l.period === saved.period);
  return limit ? savedLimitNotice(limit, status.now, status.timeZone) : null;
}

export const selectExclusionChoice = (state: Snapshot) => state.context.exclusionChoice;
export const selectConfirmingExclusion = (state: Snapshot) => state.hasTag('confirmingExclusion');
export const selectExcluding = (state: Snapshot) => state.hasTag('excluding');
export const selectExclusionError = (state: Snapshot) => state.context.exclusionError;

/** What the page shows: replays compare this (and the state value), not the whole context. */
export const responsibleGamingProjection = (state: Snapshot) => ({
  loading: selectLoading(state),
  loadError: selectLoadError(state),
  status: selectStatus(state),
  draft: selectDraft(state),
  savingLimit: selectSavingLimit(state),
  limitError: selectLimitError(state),
  draftLoosens: selectDraftLoosens(state),
  limitNotice: selectLimitNotice(state),
  exclusionChoice: selectExclusionChoice(state),
  confirmingExclusion: selectConfirmingExclusion(state),
  excluding: selectExcluding(state),
  exclusionError: selectExclusionError(state),
});
