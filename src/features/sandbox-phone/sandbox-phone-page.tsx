import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { sandboxPhoneMachine } from '../../../machines/sandbox-phone/sandbox-phone.machine';
import {
  selectAnswerError,
  selectAnswering,
  selectFirstRead,
  selectInputError,
  selectKnownPhones,
  selectLoadError,
  selectPhone,
  selectPhoneInput,
  selectPushes,
} from '../../../machines/sandbox-phone/sandbox-phone.selectors';
import { useEffects } from '../../components/effects';
import type { KnownPhone, PushAnswer, SandboxPush } from '../../game/sandbox-phone';
import { SandboxPhoneView } from './sandbox-phone-view';

export function SandboxPhonePage() {
  const effects = useEffects().sandboxPhone;
  const [logic] = useState(() =>
    sandboxPhoneMachine.provide({
      actors: {
        knownPhones: fromPromise<KnownPhone[]>(() => effects.knownPhones()),
        phonePushes: fromPromise<SandboxPush[], { phone: string }>(({ input }) => effects.phonePushes(input.phone)),
        answerPush: fromPromise<SandboxPush, { id: string; answer: PushAnswer }>(({ input }) => effects.answerPush(input.id, input.answer)),
      },
      delays: { refresh: effects.refreshMs },
    }),
  );
  const [state, send] = useMachine(logic);
  return (
    <SandboxPhoneView
      phoneInput={selectPhoneInput(state)}
      inputError={selectInputError(state)}
      phone={selectPhone(state)}
      knownPhones={selectKnownPhones(state)}
      pushes={selectPushes(state)}
      firstRead={selectFirstRead(state)}
      answering={selectAnswering(state)}
      loadError={selectLoadError(state)}
      answerError={selectAnswerError(state)}
      onPhoneChange={(value) => send({ type: 'phone.change', value })}
      onPhoneSubmit={() => send({ type: 'phone.submit' })}
      onPhonePick={(phone) => send({ type: 'phone.pick', phone })}
      onPhoneForget={() => send({ type: 'phone.forget' })}
      onAnswer={(id, answer) => send({ type: 'push.answer', id, answer })}
      onRetry={() => send({ type: 'retry' })}
    />
  );
}

export { SandboxPhonePage as Component };
