import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { type EventObject, fromCallback, fromPromise } from 'xstate';
import type { MobileMoneyRequest } from '../../../machines/mobile-money/mobile-money.types';
import { type WithdrawalReceipt, type WithdrawalResume, withdrawalMachine } from '../../../machines/withdrawal/withdrawal.machine';
import * as select from '../../../machines/withdrawal/withdrawal.selectors';
import { useQaRecording } from '../../components/qa-recording';
import { useSession } from '../../components/session-context';
import { useEffects } from '../../components/effects';
import { useDefaultCountry } from './use-default-country';
import { WithdrawView } from './withdraw-view';
import { useOnline } from '../../components/use-online';

/** /withdraw: the withdrawal machine, checked against the session's live winnings, to one of the player's numbers. */
export function WithdrawPage() {
  const effects = useEffects().wallet;
  const { profile, reloadProfile } = useSession();
  const winnings = profile?.winnings ?? 0;
  const defaultCountry = useDefaultCountry();
  const logic = useMemo(
    () =>
      withdrawalMachine.provide({
        actors: {
          resume: fromPromise<WithdrawalResume>(async () => {
            const [resume, phones] = await Promise.all([effects.resume('out'), effects.withdrawalPhones()]);
            return { ...resume, phones };
          }),
          requestWithdrawal: fromPromise<WithdrawalReceipt, MobileMoneyRequest>(({ input }) => effects.requestWithdrawal(input)),
          watchPayment: fromCallback<EventObject, { paymentId: string }>(({ input, sendBack }) =>
            effects.watchPayment(input.paymentId, (payment) => sendBack({ type: 'payment.updated', payment })),
          ),
        },
      }),
    [effects],
  );
  const qa = useQaRecording();
  const online = useOnline();
  const [state, send] = useMachine(logic, { input: { defaultCountry, winnings }, inspect: qa.inspect });
  // Every read or change of the profile, even one back to the same amount: the machine set its own copy from the
  // request's answer (debited), and a failed payout's refund can reach the session with the debit unheard.
  useEffect(() => send({ type: 'winnings.changed', winnings }), [send, profile, winnings]);
  // A payout paid or given back: the winnings read again, in case a realtime change was missed.
  const step = select.selectWithdrawalStep(state);
  const ended = step === 'paid' || step === 'reversed';
  useEffect(() => {
    if (ended) reloadProfile();
  }, [ended, reloadProfile]);
  return (
    <WithdrawView
      offline={!online}
      step={step}
      submitting={select.selectSubmitting(state)}
      form={select.selectForm(state)}
      phones={select.selectPhones(state)}
      errors={select.selectErrors(state)}
      providers={select.selectProviders(state)}
      winnings={select.selectWinnings(state)}
      payment={select.selectPayment(state)}
      failure={select.selectFailure(state)}
      canRetry={select.selectCanRetry(state)}
      onFormChange={send}
      onSubmit={() => send({ type: 'withdrawal.submit', idempotencyKey: crypto.randomUUID() })}
      onRetry={() => send({ type: 'withdrawal.retry' })}
      onEdit={() => send({ type: 'withdrawal.edit' })}
    />
  );
}

export { WithdrawPage as Component };
