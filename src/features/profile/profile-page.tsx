import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { profileMachine } from '../../../machines/profile/profile.machine';
import * as select from '../../../machines/profile/profile.selectors';
import { updateEmail, updatePassword } from '../../api/profile';
import { useSession } from '../../components/session-context';
import { useQaRecording } from '../../components/qa-recording';
import { ProfileView } from './profile-view';

const profileEffects = {
  actors: {
    updateEmail: fromPromise<void, { newEmail: string }>(({ input }) => updateEmail(input.newEmail)),
    updatePassword: fromPromise<void, { currentPassword: string; newPassword: string }>(({ input }) =>
      updatePassword(input.currentPassword, input.newPassword),
    ),
  },
};

/** /profile: the profile comes from the session, the forms from the profile machine. */
export function ProfilePage() {
  const { user, profile, reloadProfile } = useSession();
  const logic = useMemo(
    () => profileMachine.provide({ ...profileEffects, actions: { emailChanged: () => reloadProfile() } }),
    [reloadProfile],
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
        message: select.selectEmailMessage(state),
      }}
      passwordForm={{
        open: select.selectPasswordFormOpen(state),
        saving: select.selectPasswordSaving(state),
        fields: select.selectPasswordFields(state),
        message: select.selectPasswordMessage(state),
      }}
      onEmailToggle={() => send({ type: 'email.toggle' })}
      onEmailChange={(value) => send({ type: 'email.change', value })}
      onEmailSubmit={() => send({ type: 'email.submit' })}
      onPasswordToggle={() => send({ type: 'password.toggle' })}
      onPasswordChange={(field, value) => send({ type: 'password.change', field, value })}
      onPasswordSubmit={() => send({ type: 'password.submit' })}
    />
  );
}

export { ProfilePage as Component };
