import type { SnapshotFrom } from 'xstate';
import type { sandboxPhoneMachine } from './sandbox-phone.machine';

type SandboxPhoneSnapshot = SnapshotFrom<typeof sandboxPhoneMachine>;

export const selectPhoneInput = (state: SandboxPhoneSnapshot) => state.context.phoneInput;
export const selectInputError = (state: SandboxPhoneSnapshot) => state.context.inputError;
/** the phone shown, or null while the number is being chosen */
export const selectPhone = (state: SandboxPhoneSnapshot) => (state.matches('watching') ? state.context.phone : null);
export const selectKnownPhones = (state: SandboxPhoneSnapshot) => state.context.knownPhones;
export const selectPushes = (state: SandboxPhoneSnapshot) => state.context.pushes;
/** the first read of a phone's pushes is under way: a loader, not 'no push' */
export const selectFirstRead = (state: SandboxPhoneSnapshot) => state.hasTag('reading') && !state.context.loaded;
export const selectAnswering = (state: SandboxPhoneSnapshot) => state.context.answering;
export const selectLoadError = (state: SandboxPhoneSnapshot) => (state.matches({ watching: 'failed' }) ? state.context.loadError : null);
export const selectAnswerError = (state: SandboxPhoneSnapshot) => state.context.answerError;

/** What the page shows: replays compare this (and the state value), not the whole context. */
export const sandboxPhoneProjection = (state: SandboxPhoneSnapshot) => ({
  phoneInput: selectPhoneInput(state),
  inputError: selectInputError(state),
  phone: selectPhone(state),
  knownPhones: selectKnownPhones(state),
  pushes: selectPushes(state),
  firstRead: selectFirstRead(state),
  answering: selectAnswering(state),
  loadError: selectLoadError(state),
  answerError: selectAnswerError(state),
});
