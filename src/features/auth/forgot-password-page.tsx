import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../../machines/forgot-password/forgot-password.machine';
import { selectBusy, selectEmail, selectError, selectSuccess } from '../../../machines/forgot-password/forgot-password.selectors';
import { useAccountEffects } from '../../components/account-effects';
import { ForgotPasswordView } from './forgot-password-view';

export function ForgotPasswordPage() {
  const effects = useAccountEffects();
  const [logic] = useState(() =>
    forgotPasswordMachine.provide({
      actors: { resetPassword: fromPromise<void, { email: string }>(({ input }) => effects.resetPassword(input.email)) },
    }),
  );
  const [state, send] = useMachine(logic);
  return (
    <ForgotPasswordView
      email={selectEmail(state)}
      busy={selectBusy(state)}
      success={selectSuccess(state)}
      error={selectError(state)}
      onChange={(value) => send({ type: 'field.change', field: 'email', value })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}

export { ForgotPasswordPage as Component };
