import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { profileMachine } from '../../../machines/profile/profile.machine';
import * as select from '../../../machines/profile/profile.selectors';
import { useEffects } from '../../components/effects';
import { useQaRecording } from '../../components/qa-recording';
import { useSession } from '../../components/session-context';
import { ProfileView } from './profile-view';

/** /profile: the profile comes from the session, the forms from the profile machine. */
export function ProfilePage() {
  const { user, profile, reloadProfile } = useSession();
  const effects = useEffects().account;
  const logic = useMemo(
    () =>
      profileMachine.provide({
        actors: {
          updateEmail: fromPromise<void, { currentPassword: string; newEmail: string }>(({ input }) =>
            effects.updateEmail(input.currentPassword, input.newEmail),
          ),
          updatePassword: fromPromise<void, { currentPassword: string; newPassword: string }>(({ input }) =>
            effects.updatePassword(input.currentPassword, input.newPassword),
          ),
        },
        actions: { emailChanged: () => reloadProfile() },
      }),
    [effects, reloadProfile],
  );
  const qa = useQaRecording();
  const [state, send] = useMachine(logic, { inspect: qa.inspect });
  return (
    <ProfileView
      username={profile?.username ?? ''}
      email={profile?.email || user?.email || ''}
      emailForm={{
        open: select.selectEmailFormOpen(state),
        saving: select.selectEmailSaving(state),
        newEmail: select.selectNewEmail(state),
        currentPassword: select.selectEmailCurrentPassword(state),
        message: select.selectEmailMessage(state),
      }}
      passwordForm={{
        open: select.selectPasswordFormOpen(state),
        saving: select.selectPasswordSaving(state),
        fields: select.selectPasswordFields(state),
        message: select.selectPasswordMessage(state),
      }}
      onEmailToggle={() => send({ type: 'email.toggle' })}
      onEmailChange={(field, value) => send({ type: 'email.change', field, value })}
      onEmailSubmit={() => send({ type: 'email.submit' })}
      onPasswordToggle={() => send({ type: 'password.toggle' })}
      onPasswordChange={(field, value) => send({ type: 'password.change', field, value })}
      onPasswordSubmit={() => send({ type: 'password.submit' })}
    />
  );
}

export { ProfilePage as Component };
