import type { SnapshotFrom } from 'xstate';
import { providersFor } from '../../src/game/payments';
import type { rechargeMachine } from './recharge.machine';

type RechargeSnapshot = SnapshotFrom<typeof rechargeMachine>;

export type RechargeStep = 'loading' | 'form' | 'waiting' | 'succeeded' | 'refused' | 'expired' | 'failed';

const STEPS: readonly RechargeStep[] = ['loading', 'form', 'waiting', 'succeeded', 'refused', 'expired', 'failed'];

/** Which screen of /recharge shows. */
export function selectRechargeStep(state: RechargeSnapshot): RechargeStep {
  return STEPS.find((step) => state.hasTag(step)) ?? 'loading';
}

export const selectSubmitting = (state: RechargeSnapshot) => state.hasTag('submitting');
export const selectForm = (state: RechargeSnapshot) => state.context.form;
export const selectErrors = (state: RechargeSnapshot) => state.context.errors;
export const selectProviders = (state: RechargeSnapshot) => providersFor(state.context.form.country);
export const selectPayment = (state: RechargeSnapshot) => state.context.payment;
export const selectBalances = (state: RechargeSnapshot) => state.context.balances;
export const selectFailure = (state: RechargeSnapshot) => state.context.failure;
export const selectNotice = (state: RechargeSnapshot) => state.context.notice;
/** 'Réessayer' sends the same attempt again (same key), or re-reads the payment it created. */
export const selectCanRetry = (state: RechargeSnapshot) =>
  state.hasTag('failed') && (state.context.payment !== null || state.context.failure?.retryable === true);

/** What /recharge shows: replays compare this (and the state value), not the whole context. */
export const rechargeProjection = (state: RechargeSnapshot) => ({
  step: selectRechargeStep(state),
  submitting: selectSubmitting(state),
  form: selectForm(state),
  errors: selectErrors(state),
  payment: selectPayment(state),
  balances: selectBalances(state),
  failure: selectFailure(state),
  canRetry: selectCanRetry(state),
  notice: selectNotice(state),
});
