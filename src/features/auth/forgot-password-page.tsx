import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../../machines/forgot-password/forgot-password.machine';
import { selectBusy, selectEmail, selectError, selectSuccess } from '../../../machines/forgot-password/forgot-password.selectors';
import { resetPassword } from '../../api/auth';
import { ForgotPasswordView } from './forgot-password-view';

const forgotPasswordScreenMachine = forgotPasswordMachine.provide({
  actors: { resetPassword: fromPromise<void, { email: string }>(({ input }) => resetPassword(input.email)) },
});

export function ForgotPasswordPage() {
  const [state, send] = useMachine(forgotPasswordScreenMachine);
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
