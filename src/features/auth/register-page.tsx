import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { type RegisterInput, type RegisterOutcome, registerMachine } from '../../../machines/register/register.machine';
import { selectBusy, selectConfirmation, selectError, selectFields } from '../../../machines/register/register.selectors';
import { useEffects } from '../../components/effects';
import { useClock } from '../../components/clock';
import { RegisterView } from './register-view';

/** The calendar opens 20 years back, near most players' year of birth. */
function twentyYearsBefore(now: Date): string {
  return `${now.getUTCFullYear() - 20}-01-01`;
}

/** On success the new player is signed in and the signed-out-only guard takes them to /player. */
export function RegisterPage() {
  const effects = useEffects().account;
  const [logic] = useState(() =>
    registerMachine.provide({
      actors: {
        register: fromPromise<RegisterOutcome, RegisterInput>(({ input }) =>
          effects.register(input.email, input.password, input.username, input.declaration),
        ),
      },
    }),
  );
  const [state, send] = useMachine(logic);
  const clock = useClock();
  const fields = selectFields(state);
  return (
    <RegisterView
      {...fields}
      calendarStart={twentyYearsBefore(clock())}
      busy={selectBusy(state)}
      error={selectError(state)}
      confirmation={selectConfirmation(state)}
      onChange={(field, value) => send({ type: 'field.change', field, value })}
      onSubmit={() => send({ type: 'form.submit', now: clock().toISOString() })}
    />
  );
}

export { RegisterPage as Component };
