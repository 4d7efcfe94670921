import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { type RegisterOutcome, registerMachine } from '../../../machines/register/register.machine';
import { selectBusy, selectConfirmation, selectError, selectFields } from '../../../machines/register/register.selectors';
import { useAccountEffects } from '../../components/account-effects';
import { RegisterView } from './register-view';

/** On success the new player is signed in and the signed-out-only guard takes them to /player. */
export function RegisterPage() {
  const effects = useAccountEffects();
  const [logic] = useState(() =>
    registerMachine.provide({
      actors: {
        register: fromPromise<RegisterOutcome, { email: string; password: string; username: string }>(({ input }) =>
          effects.register(input.email, input.password, input.username),
        ),
      },
    }),
  );
  const [state, send] = useMachine(logic);
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
