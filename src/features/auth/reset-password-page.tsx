import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { type RecoveryLink, resetPasswordMachine } from '../../../machines/reset-password/reset-password.machine';
import * as select from '../../../machines/reset-password/reset-password.selectors';
import { useEffects } from '../../components/effects';
import { ResetPasswordView } from './reset-password-view';

/**
 * The page a recovery link opens. The link's address is read once, as the page first renders: supabase-js
 * takes the tokens out of the address bar as it starts. Once the password is set, the player, signed in
 * with the link's session, goes on to /player.
 */
export function ResetPasswordPage() {
  const effects = useEffects().account;
  const location = useLocation();
  const navigate = useNavigate();
  const [logic] = useState(() => {
    const link = { hash: location.hash, search: location.search };
    return resetPasswordMachine.provide({
      actors: {
        openLink: fromPromise<RecoveryLink>(() => effects.openRecoveryLink(link)),
        setPassword: fromPromise<void, { password: string }>(({ input }) => effects.setRecoveredPassword(input.password)),
      },
    });
  });
  const [state, send] = useMachine(logic);
  const finished = select.selectFinished(state);
  useEffect(() => {
    if (finished) void navigate('/player', { replace: true });
  }, [finished, navigate]);
  return (
    <ResetPasswordView
      step={select.selectStep(state)}
      email={select.selectEmail(state)}
      {...select.selectFields(state)}
      busy={select.selectBusy(state)}
      error={select.selectError(state)}
      success={select.selectSuccess(state)}
      onChange={(field, value) => send({ type: 'field.change', field, value })}
      onSubmit={() => send({ type: 'form.submit' })}
      onRetry={() => send({ type: 'link.retry' })}
    />
  );
}

export { ResetPasswordPage as Component };
