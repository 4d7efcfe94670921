import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { type EventObject, fromCallback, fromPromise } from 'xstate';
import { type AuthChangesInput, type SessionEvent, type SessionProfile, sessionMachine } from '../../machines/session/session.machine';
import {
  selectAuthKnown,
  selectConnectionNotice,
  selectEndedByLogout,
  selectProfile,
  selectSigningOut,
  selectStatus,
  selectUser,
  selectUserConfirmed,
} from '../../machines/session/session.selectors';
import { whenAuthLoaded } from '../api/auth-loaded';
import { PageLoader } from '../components/page-loader';
import { SessionContext, type SessionValue } from '../components/session-context';
import { useQaRecording } from '../components/qa-recording';
import { loadAfterFirstRouteShown } from '../components/first-route-shown';
import { forgetReads, readOrRecall } from './last-read';
import { hasStoredSession, storedUser } from './stored-session';

// src/api (and supabase-js with it) loads in its own chunk: for a stored session, once the first page is shown.
const loadAuth = () => import('../api/auth');
const loadProfileApi = () => import('../api/profile');
const loadWalletApi = () => import('../api/wallet');

const authChanges = fromCallback<SessionEvent, AuthChangesInput>(({ sendBack, input }) => {
  let stop: (() => void) | undefined;
  let stopped = false;
  let stopWaiting = () => {};
  const subscribe = (load = loadAuth) =>
    load().then(
      ({ onAuthUserChange }) => {
        if (stopped || stop) return;
        stop = onAuthUserChange((user) =>
          sendBack(user ? { type: 'auth.signedIn', user } : { type: 'auth.signedOut' }),
        );
      },
      // Without the auth code nobody can be signed in: show the public pages rather than a spinner forever.
      () => sendBack({ type: 'auth.signedOut' }),
    );
  // A known stored user sees the first page before the auth code (~56 kB gzip) is fetched.
  if (input.storedUserKnown) void subscribe(() => loadAfterFirstRouteShown(loadAuth));
  else if (input.storedSession) subscribe();
  else {
    // A visitor with no stored session is signed out: the public pages show without supabase-js (~53 kB
    // gzip), which is fetched only when a page needs it (sign-in, sign-up) and then watched from here.
    sendBack({ type: 'auth.signedOut' });
    stopWaiting = whenAuthLoaded(() => void subscribe());
  }
  return () => {
    stopped = true;
    stop?.();
    stopWaiting();
  };
});

/** The player's balances, live (realtime on their own profile): the shell follows a recharge confirmed in another tab. */
const watchBalances = fromCallback<EventObject, { uid: string }>(({ input, sendBack }) => {
  let stop: (() => void) | undefined;
  let stopped = false;
  void loadWalletApi().then(({ subscribeBalances }) => {
    if (!stopped) stop = subscribeBalances(input.uid, ({ balance, winnings }) => sendBack({ type: 'balances.changed', balance, winnings }));
  });
  return () => {
    stopped = true;
    stop?.();
  };
});

/** What the browser says of the network: the shell's offline notice, and a retry as soon as it returns. */
const network = fromCallback<SessionEvent>(({ sendBack }) => {
  const online = () => sendBack({ type: 'network.online' });
  const offline = () => sendBack({ type: 'network.offline' });
  if (navigator.onLine === false) offline();
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});

const isProfileRead = (value: unknown) => {
  const profile = (value as { profile?: unknown } | null)?.profile;
  return typeof profile === 'object' && profile !== null && typeof (profile as SessionProfile).balance === 'number' && typeof (profile as SessionProfile).username === 'string';
};

const sessionEffects = {
  actors: {
    authChanges,
    // offline, the profile last read on this device, marked with when (issue 41)
    loadProfile: fromPromise<SessionProfile | null, { uid: string }>(async ({ input }) => {
      const read = await readOrRecall('profile', async () => ({ profile: await (await loadProfileApi()).getProfile(input.uid) }), isProfileRead);
      return read.profile && (read.readAt ? { ...read.profile, readAt: read.readAt } : read.profile);
    }),
    signOut: fromPromise<void>(async () => {
      await (await loadAuth()).logout();
      forgetReads();
    }),
    watchBalances,
    network,
  },
};

/** Runs the session machine and renders its children only once the first auth state is known (SPEC §4). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const qa = useQaRecording();
  // Without a stored session the first render is already signed out: a prerendered public page hydrates as is.
  // Read once: the actor takes its input at creation.
  const [input] = useState(() => ({ storedSession: hasStoredSession(), storedUser: storedUser() }));
  // provided once: `provide` builds a whole machine, and this provider renders on every session change
  const [logic] = useState(() => sessionMachine.provide(sessionEffects));
  const actor = useActorRef(logic, { input, inspect: qa.inspect });
  const authKnown = useSelector(actor, selectAuthKnown);
  const status = useSelector(actor, selectStatus);
  const user = useSelector(actor, selectUser);
  const userConfirmed = useSelector(actor, selectUserConfirmed);
  const profile = useSelector(actor, selectProfile);
  const signingOut = useSelector(actor, selectSigningOut);
  const endedByLogout = useSelector(actor, selectEndedByLogout);
  const connectionNotice = useSelector(actor, selectConnectionNotice);
  const logout = useCallback(() => actor.send({ type: 'session.logout' }), [actor]);
  const reloadProfile = useCallback(() => actor.send({ type: 'profile.reload' }), [actor]);
  const value = useMemo<SessionValue>(
    () => ({ status, user, userConfirmed, profile, logout, reloadProfile, signingOut, endedByLogout, connectionNotice }),
    [status, user, userConfirmed, profile, logout, reloadProfile, signingOut, endedByLogout, connectionNotice],
  );
  // The page follows the session in a transition: restoring, the profile and the balances all arrive after the
  // first paint, and rendered at once each was a long task on a slow phone (bench:lighthouse's TBT).
  const deferred = useDeferredValue(value);
  return <SessionContext.Provider value={deferred}>{authKnown ? children : <PageLoader />}</SessionContext.Provider>;
}
