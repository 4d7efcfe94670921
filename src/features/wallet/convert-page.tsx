import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { type ConversionRequest, conversionMachine } from '../../../machines/conversion/conversion.machine';
import * as select from '../../../machines/conversion/conversion.selectors';
import type { Balances } from '../../../machines/mobile-money/mobile-money.types';
import { useQaRecording } from '../../components/qa-recording';
import { useSession } from '../../components/session-context';
import { useEffects } from '../../components/effects';
import { ConvertView } from './convert-view';
import { useOnline } from '../../components/use-online';

/** /convert: the conversion machine, checked against the session's live winnings. */
export function ConvertPage() {
  const effects = useEffects().wallet;
  const { profile } = useSession();
  const winnings = profile?.winnings ?? 0;
  const logic = useMemo(
    () => conversionMachine.provide({ actors: { convertWinnings: fromPromise<Balances, ConversionRequest>(({ input }) => effects.convertWinnings(input)) } }),
    [effects],
  );
  const qa = useQaRecording();
  const online = useOnline();
  const [state, send] = useMachine(logic, { input: { winnings }, inspect: qa.inspect });
  useEffect(() => send({ type: 'winnings.changed', winnings }), [send, winnings]);
  return (
    <ConvertView
      offline={!online}
      step={select.selectConversionStep(state)}
      amount={select.selectAmount(state)}
      error={select.selectAmountError(state)}
      winnings={select.selectWinnings(state)}
      submitting={select.selectSubmitting(state)}
      converted={select.selectConverted(state)}
      balances={select.selectBalances(state)}
      failure={select.selectFailure(state)}
      canRetry={select.selectCanRetry(state)}
      onAmountChange={(value) => send({ type: 'amount.change', value })}
      onAll={() => send({ type: 'amount.all' })}
      onSubmit={() => send({ type: 'conversion.submit', idempotencyKey: crypto.randomUUID() })}
      onRetry={() => send({ type: 'conversion.retry' })}
      onEdit={() => send({ type: 'conversion.edit' })}
    />
  );
}

export { ConvertPage as Component };
