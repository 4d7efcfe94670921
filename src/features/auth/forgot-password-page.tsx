import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../../machines/forgot-password/forgot-password.machine';
import { selectBusy, selectEmail, selectError, selectSuccess } from '../../../machines/forgot-password/forgot-password.selectors';
import { useEffects } from '../../components/effects';
import { ForgotPasswordView } from './forgot-password-view';
import type { ForgotPasswordPrefill } from './reset-password-view';

/** The address /reset-password passes along for an invalid link (router state, never the URL), if any. */
function prefilledEmail(state: unknown): string {
  const email = (state as Partial<ForgotPasswordPrefill> | null)?.email;
  return typeof email === 'string' ? email : '';
}

export function ForgotPasswordPage() {
  const effects = useEffects().account;
  const [logic] = useState(() =>
    forgotPasswordMachine.provide({
      actors: { resetPassword: fromPromise<void, { email: string }>(({ input }) => effects.resetPassword(input.email)) },
    }),
  );
  const [state, send] = useMachine(logic);
  const prefill = prefilledEmail(useLocation().state);
  // After the first render, which a prerendered page hydrates with its empty field.
  useEffect(() => {
    if (prefill) send({ type: 'field.change', field: 'email', value: prefill });
  }, [prefill, send]);
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
