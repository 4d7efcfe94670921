import type { SnapshotFrom } from 'xstate';
import { providersFor } from '../../src/game/payments';
import type { withdrawalMachine } from './withdrawal.machine';

type WithdrawalSnapshot = SnapshotFrom<typeof withdrawalMachine>;

export type WithdrawalStep = 'loading' | 'unavailable' | 'noPhone' | 'form' | 'pending' | 'paid' | 'reversed' | 'failed';

const STEPS: readonly WithdrawalStep[] = ['loading', 'unavailable', 'noPhone', 'form', 'pending', 'paid', 'reversed', 'failed'];

/** Which screen of /withdraw shows. */
export function selectWithdrawalStep(state: WithdrawalSnapshot): WithdrawalStep {
  return STEPS.find((step) => state.hasTag(step)) ?? 'loading';
}

export const selectSubmitting = (state: WithdrawalSnapshot) => state.hasTag('submitting');
export const selectForm = (state: WithdrawalSnapshot) => state.context.form;
export const selectErrors = (state: WithdrawalSnapshot) => state.context.errors;
export const selectProviders = (state: WithdrawalSnapshot) => providersFor(state.context.form.country);
/** The numbers the player may withdraw to, the latest recharged first; the form's `phone` is the one chosen. */
export const selectPhones = (state: WithdrawalSnapshot) => state.context.phones;
export const selectWinnings = (state: WithdrawalSnapshot) => state.context.winnings;
export const selectPayment = (state: WithdrawalSnapshot) => state.context.payment;
export const selectFailure = (state: WithdrawalSnapshot) => state.context.failure;
export const selectCanRetry = (state: WithdrawalSnapshot) => state.hasTag('failed') && state.context.failure?.retryable === true;

/** What /withdraw shows: replays compare this (and the state value), not the whole context. */
export const withdrawalProjection = (state: WithdrawalSnapshot) => ({
  step: selectWithdrawalStep(state),
  submitting: selectSubmitting(state),
  form: selectForm(state),
  phones: selectPhones(state),
  errors: selectErrors(state),
  winnings: selectWinnings(state),
  payment: selectPayment(state),
  failure: selectFailure(state),
  canRetry: selectCanRetry(state),
});
