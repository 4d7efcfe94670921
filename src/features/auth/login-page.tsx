import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { loginMachine } from '../../../machines/login/login.machine';
import { selectBusy, selectError, selectFields } from '../../../machines/login/login.selectors';
import { useEffects } from '../../components/effects';
import { useQaRecording } from '../../components/qa-recording';
import { LoginView } from './login-view';

/** On success the session turns signed in and the signed-out-only guard moves the player on. */
export function LoginPage() {
  const effects = useEffects().account;
  const [logic] = useState(() =>
    loginMachine.provide({
      actors: { login: fromPromise<void, { email: string; password: string }>(({ input }) => effects.login(input.email, input.password)) },
    }),
  );
  useEffect(() => effects.prepareLogin(), [effects]);
  const qa = useQaRecording();
  const [state, send] = useMachine(logic, { inspect: qa.inspect });
  const fields = selectFields(state);
  return (
    <LoginView
      email={fields.email}
      password={fields.password}
      remember={fields.remember}
      busy={selectBusy(state)}
      error={selectError(state)}
      onChange={(field, value) => send({ type: 'field.change', field, value })}
      onRememberToggle={() => send({ type: 'remember.toggle' })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}

export { LoginPage as Component };
