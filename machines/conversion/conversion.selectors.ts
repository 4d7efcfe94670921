import type { SnapshotFrom } from 'xstate';
import type { conversionMachine } from './conversion.machine';

type ConversionSnapshot = SnapshotFrom<typeof conversionMachine>;

export type ConversionStep = 'form' | 'converted' | 'failed';

/** Which screen of /convert shows. */
export function selectConversionStep(state: ConversionSnapshot): ConversionStep {
  if (state.hasTag('converted')) return 'converted';
  return state.hasTag('failed') ? 'failed' : 'form';
}

export const selectAmount = (state: ConversionSnapshot) => state.context.amount;
export const selectAmountError = (state: ConversionSnapshot) => state.context.error;
export const selectWinnings = (state: ConversionSnapshot) => state.context.winnings;
export const selectSubmitting = (state: ConversionSnapshot) => state.hasTag('submitting');
/** the amount converted, once it is */
export const selectConverted = (state: ConversionSnapshot) => (state.hasTag('converted') ? (state.context.request?.amount ?? null) : null);
export const selectBalances = (state: ConversionSnapshot) => state.context.balances;
export const selectFailure = (state: ConversionSnapshot) => state.context.failure;
export const selectCanRetry = (state: ConversionSnapshot) => state.hasTag('failed') && state.context.failure?.retryable === true;

/** What /convert shows: replays compare this (and the state value), not the whole context. */
export const conversionProjection = (state: ConversionSnapshot) => ({
  step: selectConversionStep(state),
  amount: selectAmount(state),
  error: selectAmountError(state),
  winnings: selectWinnings(state),
  submitting: selectSubmitting(state),
  converted: selectConverted(state),
  balances: selectBalances(state),
  failure: selectFailure(state),
  canRetry: selectCanRetry(state),
});
