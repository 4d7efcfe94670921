import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { type RegisterOutcome, registerMachine } from '../../../machines/register/register.machine';
import { selectBusy, selectConfirmation, selectError, selectFields } from '../../../machines/register/register.selectors';
import { register } from '../../api/auth';
import { sessionUser } from '../../api/session';
import { RegisterView } from './register-view';

const registerScreenMachine = registerMachine.provide({
  actors: {
    register: fromPromise<RegisterOutcome, { email: string; password: string; username: string }>(async ({ input }) => {
      await register(input.email, input.password, input.username);
      // A hosted project with e-mail confirmation creates the account without a session.
      return { signedIn: (await sessionUser()) !== null };
    }),
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
      confirmation={selectConfirmation(state)}
      onChange={(field, value) => send({ type: 'field.change', field, value })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}

export { RegisterPage as Component };
