import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

/** Whether the auth service has told its first state: until then the app renders no route. */
export const selectAuthKnown = (state: SessionSnapshot) => state.hasTag('authKnown');

export function selectStatus(state: SessionSnapshot): SessionStatus {
  if (state.hasTag('loading')) return 'loading';
  return state.hasTag('signedIn') ? 'signedIn' : 'signedOut';
}

export const selectUser = (state: SessionSnapshot) => state.context.user;
export const selectProfile = (state: SessionSnapshot) => state.context.profile;
export const selectBalance = (state: SessionSnapshot) => state.context.profile?.balance ?? 0;
export const selectWinnings = (state: SessionSnapshot) => state.context.profile?.winnings ?? 0;

/** What the app shows of the session: replays compare this (and the state value), not the whole context. */
export const sessionProjection = (state: SessionSnapshot) => ({
  authKnown: selectAuthKnown(state),
  status: selectStatus(state),
  user: selectUser(state),
  profile: selectProfile(state),
});
