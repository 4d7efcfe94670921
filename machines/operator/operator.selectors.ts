import type { SnapshotFrom } from 'xstate';
import { type OnSaleDraw, type OperatorDraft, type OperatorDraw, type OperatorSettlement, salesDates, salesShown } from '../../src/game/operator';
import type { PaymentDiscrepancy } from '../../src/game/operator-payments';
import { isRunning, type operatorMachine } from './operator.machine';

export type OperatorSnapshot = SnapshotFrom<typeof operatorMachine>;

const NONE: never[] = [];

export const selectIsChecking = (s: OperatorSnapshot) => s.hasTag('checking');
/** not an operator: the screen leaves for /player */
export const selectIsDenied = (s: OperatorSnapshot) => s.hasTag('denied');
export const selectIsLoading = (s: OperatorSnapshot) => s.hasTag('loading');
export const selectLoadError = (s: OperatorSnapshot) => (s.hasTag('loadFailed') ? s.context.loadError : null);
/** the lists have been read once (they stay shown while read again) */
export const selectIsLoaded = (s: OperatorSnapshot) => s.context.queue !== null;
export const selectAwaiting = (s: OperatorSnapshot): OperatorDraw[] => s.context.queue?.awaiting ?? NONE;
export const selectDrafts = (s: OperatorSnapshot): OperatorDraft[] => s.context.queue?.drafts ?? NONE;
export const selectSalesFilter = (s: OperatorSnapshot) => s.context.sales;
/** the dates with draws on sale in the chosen country */
export const selectSalesDates = (s: OperatorSnapshot): string[] => salesDates(s.context.queue?.onSale ?? NONE, s.context.sales.country);
/** the draws on sale the filter keeps, and the date they are of */
export const selectSalesShown = (s: OperatorSnapshot): { date: string | null; draws: OnSaleDraw[] } => salesShown(s.context.queue?.onSale ?? NONE, s.context.sales);
export const selectNotice = (s: OperatorSnapshot) => s.context.notice;
/** the settlements and refunds still running, oldest first (those finished are not shown) */
export const selectRunningSettlements = (s: OperatorSnapshot): OperatorSettlement[] => (s.context.queue?.settlements ?? NONE).filter(isRunning);
/** the payments the provider and we disagree on (issue 37), the last reported first */
export const selectDiscrepancies = (s: OperatorSnapshot): PaymentDiscrepancy[] => s.context.queue?.discrepancies ?? NONE;

/** The result form, while open: the draw, what was typed, errors once submitted, the server's refusal. */
export function selectForm(s: OperatorSnapshot) {
  const form = s.context.form;
  if (!s.hasTag('recording') || !form) return null;
  const draw = selectAwaiting(s).find((d) => d.id === form.drawId) ?? selectDrafts(s).find((d) => d.id === form.drawId) ?? null;
  return {
    draw,
    texts: form.texts,
    fieldErrors: form.check?.fieldErrors ?? null,
    seriesErrors: form.check?.seriesErrors ?? null,
    error: form.error,
    submitting: s.hasTag('submitting'),
  };
}

/** The action waiting for the operator's confirmation, with its draw (and the draft for a confirmation). */
export function selectPending(s: OperatorSnapshot) {
  const pending = s.context.pending;
  if (!s.hasTag('confirming') || !pending) return null;
  const draw: OperatorDraw | OnSaleDraw | undefined =
    selectDrafts(s).find((d) => d.id === pending.drawId) ?? selectAwaiting(s).find((d) => d.id === pending.drawId) ?? s.context.queue?.onSale.find((d) => d.id === pending.drawId);
  return {
    kind: pending.kind,
    draw: draw ?? null,
    draft: selectDrafts(s).find((d) => d.id === pending.drawId) ?? null,
    reason: pending.kind === 'cancel' ? pending.reason : '',
    error: pending.error,
    acting: s.hasTag('acting'),
  };
}

/** What /operateur shows: replays compare this (and the state value), not the whole context. */
export const operatorProjection = (s: OperatorSnapshot) => ({
  checking: selectIsChecking(s),
  denied: selectIsDenied(s),
  loading: selectIsLoading(s),
  loadError: selectLoadError(s),
  awaiting: selectAwaiting(s).map((d) => d.id),
  drafts: selectDrafts(s).map((d) => ({ id: d.id, mine: d.mine })),
  sales: { ...selectSalesShown(s), draws: selectSalesShown(s).draws.map((d) => d.id) },
  form: selectForm(s) && { drawId: s.context.form!.drawId, texts: s.context.form!.texts, seriesErrors: selectForm(s)!.seriesErrors, error: selectForm(s)!.error },
  pending: selectPending(s) && { kind: selectPending(s)!.kind, drawId: s.context.pending!.drawId, error: selectPending(s)!.error },
  notice: selectNotice(s),
  settlements: selectRunningSettlements(s).map((settlement) => ({ drawId: settlement.drawId, kind: settlement.kind, done: settlement.doneBets, total: settlement.totalBets })),
  discrepancies: selectDiscrepancies(s).map((discrepancy) => ({ id: discrepancy.id, kind: discrepancy.kind, occurrences: discrepancy.occurrences })),
});
