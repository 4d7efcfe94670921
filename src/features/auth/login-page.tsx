import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { loginMachine } from '../../../machines/login/login.machine';
import { selectBusy, selectError, selectFields } from '../../../machines/login/login.selectors';
import { useQaRecording } from '../../components/qa-recording';
import { LoginView } from './login-view';

// src/api/auth (and supabase-js) loads on submit, so /login stays light for a phone on a slow network.
const loginScreenMachine = loginMachine.provide({
  actors: {
    login: fromPromise<void, { email: string; password: string }>(async ({ input }) =>
      (await import('../../api/auth')).login(input.email, input.password),
    ),
  },
});

/** On success the session turns signed in and the signed-out-only guard moves the player on. */
export function LoginPage() {
  const qa = useQaRecording();
  const [state, send] = useMachine(loginScreenMachine, { inspect: qa.inspect });
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
