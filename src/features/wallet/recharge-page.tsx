import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { type EventObject, fromCallback, fromPromise } from 'xstate';
import type { MobileMoneyPayment, MobileMoneyRequest } from '../../../machines/mobile-money/mobile-money.types';
import { rechargeMachine } from '../../../machines/recharge/recharge.machine';
import * as select from '../../../machines/recharge/recharge.selectors';
import { usePlayStatus } from '../../components/play-status-context';
import { useQaRecording } from '../../components/qa-recording';
import { useSession } from '../../components/session-context';
import { useEffects } from '../../components/effects';
import type { CountryCode } from '../../game/countries';
import { playNotice } from '../../game/responsible-gaming-notices';
import { offlineNotice } from '../../game/offline';
import { useOnline } from '../../components/use-online';
import { RechargeLoadingView, RechargeView } from './recharge-view';
import { useDeviceCountry } from './use-default-country';

/**
 * /recharge: the recharge machine, its effects on the app's wallet. The form starts in the player's country
 * of residence, which comes with the profile: it waits for it (issue 38), as the page shows at once otherwise.
 */
export function RechargePage() {
  const { status, profile } = useSession();
  const deviceCountry = useDeviceCountry();
  if (status === 'loading') return <RechargeLoadingView />;
  return <Recharge registeredCountry={profile?.country ?? null} deviceCountry={deviceCountry} />;
}

function Recharge({ registeredCountry, deviceCountry }: { registeredCountry: CountryCode | null; deviceCountry: CountryCode }) {
  const effects = useEffects().wallet;
  const playStatus = usePlayStatus();
  const logic = useMemo(
    () =>
      rechargeMachine.provide({
        actors: {
          resume: fromPromise(() => effects.resume('in')),
          startRecharge: fromPromise<MobileMoneyPayment, MobileMoneyRequest>(({ input }) => effects.startRecharge(input)),
          paymentStatus: fromPromise<MobileMoneyPayment | null, { paymentId: string }>(({ input }) => effects.paymentStatus(input.paymentId)),
          watchPayment: fromCallback<EventObject, { paymentId: string }>(({ input, sendBack }) =>
            effects.watchPayment(input.paymentId, (payment) => sendBack({ type: 'payment.updated', payment })),
          ),
          loadBalances: fromPromise(() => effects.getBalances()),
        },
        actions: { paymentDismissed: (_, { paymentId }) => effects.dismissPayment(paymentId) },
      }),
    [effects],
  );
  const qa = useQaRecording();
  const [state, send] = useMachine(logic, { input: { defaultCountry: deviceCountry, registeredCountry }, inspect: qa.inspect });
  const online = useOnline();
  const notice = useMemo(() => (online ? playStatus && playNotice(playStatus, 'recharge') : offlineNotice('recharge')), [online, playStatus]);
  return (
    <RechargeView
      playNotice={notice}
      step={select.selectRechargeStep(state)}
      submitting={select.selectSubmitting(state)}
      form={select.selectForm(state)}
      errors={select.selectErrors(state)}
      providers={select.selectProviders(state)}
      payment={select.selectPayment(state)}
      balances={select.selectBalances(state)}
      failure={select.selectFailure(state)}
      canRetry={select.selectCanRetry(state)}
      notice={select.selectNotice(state)}
      onFormChange={send}
      onSubmit={() => send({ type: 'recharge.submit', idempotencyKey: crypto.randomUUID() })}
      onCancel={() => send({ type: 'recharge.cancel' })}
      onRetry={() => send({ type: 'recharge.retry' })}
      onEdit={() => send({ type: 'recharge.edit' })}
    />
  );
}

export { RechargePage as Component };
