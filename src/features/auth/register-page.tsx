import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { registerMachine } from '../../../machines/register/register.machine';
import { selectBusy, selectError, selectFields } from '../../../machines/register/register.selectors';
import { register } from '../../api/auth';
import { RegisterView } from './register-view';

const registerScreenMachine = registerMachine.provide({
  actors: {
    register: fromPromise<void, { email: string; password: string; username: string }>(({ input }) =>
      register(input.email, input.password, input.username),
    ),
  },
});

/** On success the new player is signed in and the signed-out-only guard takes them to /player. */
export function RegisterPage() {
  const [state, send] = useMachine(registerScreenMachine);
  const { username, email, password, confirm } = selectFields(state);
  return (
    <RegisterView
      username={username}
      email={email}
      password={password}
      confirm={confirm}
      busy={selectBusy(state)}
      error={selectError(state)}
      onChange={(field, value) => send({ type: 'field.change', field, value })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}

export { RegisterPage as Component };
