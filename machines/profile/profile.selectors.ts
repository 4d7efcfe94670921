import type { SnapshotFrom } from 'xstate';
import type { profileMachine } from './profile.machine';

type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

export const selectEmailFormOpen = (state: ProfileSnapshot) => state.hasTag('emailFormOpen');
export const selectEmailSaving = (state: ProfileSnapshot) => state.hasTag('emailSaving');
export const selectEmailMessage = (state: ProfileSnapshot) => state.context.emailMessage;
export const selectNewEmail = (state: ProfileSnapshot) => state.context.newEmail;
export const selectEmailCurrentPassword = (state: ProfileSnapshot) => state.context.emailCurrentPassword;
export const selectPasswordFormOpen = (state: ProfileSnapshot) => state.hasTag('passwordFormOpen');
export const selectPasswordSaving = (state: ProfileSnapshot) => state.hasTag('passwordSaving');
export const selectPasswordMessage = (state: ProfileSnapshot) => state.context.passwordMessage;
export const selectPasswordFields = (state: ProfileSnapshot) => ({
  currentPassword: state.context.currentPassword,
  newPassword: state.context.newPassword,
  confirmPassword: state.context.confirmPassword,
});

/** What the two forms show: replays compare this (and the state value), not the whole context. */
export const profileProjection = (state: ProfileSnapshot) => ({
  emailForm: {
    open: selectEmailFormOpen(state),
    saving: selectEmailSaving(state),
    newEmail: selectNewEmail(state),
    currentPassword: selectEmailCurrentPassword(state),
    message: selectEmailMessage(state),
  },
  passwordForm: {
    open: selectPasswordFormOpen(state),
    saving: selectPasswordSaving(state),
    fields: selectPasswordFields(state),
    message: selectPasswordMessage(state),
  },
});
