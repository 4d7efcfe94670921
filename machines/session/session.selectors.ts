import type { SnapshotFrom } from 'xstate';
import { OFFLINE_NOTICE, UNREACHABLE_NOTICE, type sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

/** Whether the auth service has told its first state: until then the app renders no route. */
export const selectAuthKnown = (state: SessionSnapshot) => state.hasTag('authKnown');

export function selectStatus(state: SessionSnapshot): SessionStatus {
  if (state.hasTag('loading')) return 'loading';
  return state.hasTag('signedIn') ? 'signedIn' : 'signedOut';
}

export const selectUser = (state: SessionSnapshot) => state.context.user;
/** The auth service has confirmed the user (a sign-in, or the stored session checked), though the profile may still be read. */
export const selectUserConfirmed = (state: SessionSnapshot) => state.matches('loadingProfile') || state.hasTag('signedIn');
export const selectProfile = (state: SessionSnapshot) => state.context.profile;
export const selectBalance = (state: SessionSnapshot) => state.context.profile?.balance ?? 0;
export const selectWinnings = (state: SessionSnapshot) => state.context.profile?.winnings ?? 0;

/** The logout button waits: the player is still signed in until the auth service has answered. */
export const selectSigningOut = (state: SessionSnapshot) => state.hasTag('signingOut');
/** Signed out by the player's own logout: the guarded pages leave for / rather than /login. */
export const selectEndedByLogout = (state: SessionSnapshot) => selectStatus(state) === 'signedOut' && state.context.endedByLogout === true;

/** The French notice the shell shows while the network is down or the profile cannot be read, else null. */
export function selectConnectionNotice(state: SessionSnapshot): string | null {
  if (!state.hasTag('signedIn')) return null;
  if (state.context.online === false) return OFFLINE_NOTICE;
  return state.hasTag('unreachable') ? UNREACHABLE_NOTICE : null;
}

/** What the app shows of the session: replays compare this (and the state value), not the whole context. */
export const sessionProjection = (state: SessionSnapshot) => ({
  authKnown: selectAuthKnown(state),
  status: selectStatus(state),
  user: selectUser(state),
  profile: selectProfile(state),
  signingOut: selectSigningOut(state),
  endedByLogout: selectEndedByLogout(state),
  connectionNotice: selectConnectionNotice(state),
});
