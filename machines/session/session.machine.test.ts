import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type EventObject, SimulatedClock, createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { formatAmount } from '../../src/game/format';
import { controllablePromises, replayStep } from '../../tests/kit/controllable-promise';
import { type AuthChangesInput, OFFLINE_NOTICE, PROFILE_PATIENCE_MS, PROFILE_RETRY_MS, type SessionEvent, type SessionProfile, UNREACHABLE_NOTICE, sessionMachine } from './session.machine';
import {
  selectAuthKnown,
  selectBalance,
  selectConnectionNotice,
  selectEndedByLogout,
  selectProfile,
  selectSigningOut,
  selectStatus,
  selectUser,
  selectWinnings,
} from './session.selectors';
import { cfa } from '../../tests/kit/amounts';

const awa = { id: 'u-awa', email: 'awa@example.com' };
const kofi = { id: 'u-kofi', email: 'kofi@example.com' };
const awaProfile: SessionProfile = { uid: 'u-awa', username: 'awa', email: 'awa@example.com', balance: 1234, winnings: 0 };
const kofiProfile: SessionProfile = { uid: 'u-kofi', username: 'kofi', email: 'kofi@example.com', balance: 0, winnings: 0 };

function start(clock?: SimulatedClock, input?: { storedUser: typeof awa }) {
  const promises = controllablePromises();
  let emit: (event: SessionEvent) => void = () => {
    throw new Error('auth listener not started');
  };
  let listening = false;
  let told: AuthChangesInput | undefined;
  /** the players whose balances are watched right now, and how to report a change */
  const balancesOf = new Map<string, (event: SessionEvent) => void>();
  const machine = sessionMachine.provide({
    actors: {
      authChanges: fromCallback<SessionEvent, AuthChangesInput>(({ sendBack, input }) => {
        told = input;
        emit = sendBack;
        listening = true;
        return () => {
          listening = false;
        };
      }),
      loadProfile: promises.logic<SessionProfile | null, { uid: string }>(),
      signOut: promises.logic<void>(),
      watchBalances: fromCallback<EventObject, { uid: string }>(({ input, sendBack }) => {
        balancesOf.set(input.uid, sendBack);
        return () => balancesOf.delete(input.uid);
      }),
    },
  });
  const actor = createActor(machine, { ...(clock ? { clock } : {}), ...(input ? { input } : {}) }).start();
  const balancesChange = (uid: string, balance: number, winnings: number) => balancesOf.get(uid)?.({ type: 'balances.changed', balance, winnings });
  return { actor, promises, auth: (event: SessionEvent) => emit(event), isListening: () => listening, told: () => told, watched: () => [...balancesOf.keys()], balancesChange };
}

describe('session machine', () => {
  it('starts loading, with no auth state known, and listens to the auth service', () => {
    const { actor, isListening, told } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(told()).toEqual({ storedSession: true, storedUserKnown: false });
    expect(selectAuthKnown(actor.getSnapshot())).toBe(false);
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    expect(isListening()).toBe(true);
  });

  it('starts signed out on a device with no stored session, before it is even started (the first render, a prerendered page), and still listens', () => {
    let listening = false;
    const machine = sessionMachine.provide({
      actors: {
        authChanges: fromCallback<SessionEvent, AuthChangesInput>(() => {
          listening = true;
        }),
      },
    });
    const actor = createActor(machine, { input: { storedSession: false } });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(selectStatus(actor.getSnapshot())).toBe('signedOut');
    expect(selectEndedByLogout(actor.getSnapshot())).toBe(false);
    actor.start();
    expect(listening).toBe(true);
    expect(createActor(machine, { input: { storedSession: true } }).getSnapshot().value).toBe('loading');
  });

  describe('a device whose stored session names its user (the pages show before the auth code)', () => {
    it('starts restoring: routes render with that user, the status still loading and no profile asked for yet', () => {
      const { actor, promises, isListening, told } = start(undefined, { storedUser: awa });
      expect(actor.getSnapshot().value).toBe('restoring');
      expect(told()).toEqual({ storedSession: true, storedUserKnown: true });
      expect(selectAuthKnown(actor.getSnapshot())).toBe(true);
      expect(selectStatus(actor.getSnapshot())).toBe('loading');
      expect(selectUser(actor.getSnapshot())).toEqual(awa);
      expect(selectProfile(actor.getSnapshot())).toBeNull();
      expect(promises.calls).toEqual([]);
      expect(isListening()).toBe(true);
    });

    it('reads the profile once the auth service confirms the user', async () => {
      const { actor, auth, promises } = start(undefined, { storedUser: awa });
      auth({ type: 'auth.signedIn', user: awa });
      expect(actor.getSnapshot().value).toBe('loadingProfile');
      expect(promises.calls).toEqual([{ id: 'loadProfile', input: { uid: 'u-awa' } }]);
      await promises.settle('loadProfile', { output: awaProfile });
      expect(selectStatus(actor.getSnapshot())).toBe('signedIn');
      expect(selectProfile(actor.getSnapshot())).toEqual(awaProfile);
    });

    it('follows the auth service when it names someone else', () => {
      const { actor, auth, promises } = start(undefined, { storedUser: awa });
      auth({ type: 'auth.signedIn', user: kofi });
      expect(selectUser(actor.getSnapshot())).toEqual(kofi);
      expect(promises.calls).toEqual([{ id: 'loadProfile', input: { uid: 'u-kofi' } }]);
    });

    it('signs out on Déconnexion before the session is confirmed or the profile read (the shell is on screen)', async () => {
      const restoring = start(undefined, { storedUser: awa });
      restoring.actor.send({ type: 'session.logout' });
      expect(restoring.actor.getSnapshot().value).toBe('signingOut');
      expect(selectSigningOut(restoring.actor.getSnapshot())).toBe(true);
      await restoring.promises.settle('signOut', { output: undefined });
      expect(restoring.actor.getSnapshot().value).toBe('signedOut');
      expect(selectEndedByLogout(restoring.actor.getSnapshot())).toBe(true);

      const loadingProfile = start(undefined, { storedUser: awa });
      loadingProfile.auth({ type: 'auth.signedIn', user: awa });
      loadingProfile.actor.send({ type: 'session.logout' });
      expect(loadingProfile.actor.getSnapshot().value).toBe('signingOut');
    });

    it('forgets the stored user when the auth service says nobody is signed in (an expired or revoked session)', () => {
      const { actor, auth } = start(undefined, { storedUser: awa });
      auth({ type: 'auth.signedOut' });
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(selectUser(actor.getSnapshot())).toBeNull();
      expect(selectEndedByLogout(actor.getSnapshot())).toBe(false);
    });
  });

  it('goes signed out when the auth service says nobody is signed in', () => {
    const { actor, auth } = start();
    auth({ type: 'auth.signedOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().hasTag('authKnown')).toBe(true);
    expect(selectStatus(actor.getSnapshot())).toBe('signedOut');
  });

  it('loads the profile of the user who signs in, then holds it', async () => {
    const { actor, auth, promises } = start();
    auth({ type: 'auth.signedIn', user: awa });
    expect(actor.getSnapshot().value).toBe('loadingProfile');
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    expect(selectAuthKnown(actor.getSnapshot())).toBe(true);
    expect(promises.calls).toEqual([{ id: 'loadProfile', input: { uid: 'u-awa' } }]);
    await promises.settle('loadProfile', { output: awaProfile });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' });
    expect(selectProfile(actor.getSnapshot())).toEqual(awaProfile);
    expect(selectUser(actor.getSnapshot())).toEqual(awa);
    expect(selectBalance(actor.getSnapshot())).toBe(1234);
  });

  it('stays signed in with an empty profile when the profile fails to load', async () => {
    const { actor, auth, promises } = start();
    auth({ type: 'auth.signedIn', user: awa });
    await promises.settle('loadProfile', { error: new Error('réseau') });
    expect(selectStatus(actor.getSnapshot())).toBe('signedIn');
    expect(selectProfile(actor.getSnapshot())).toBeNull();
    expect(selectBalance(actor.getSnapshot())).toBe(0);
  });

  it('reloads the profile when another user signs in, and ignores a repeat of the same user', async () => {
    const { actor, auth, promises } = start();
    auth({ type: 'auth.signedIn', user: awa });
    await promises.settle('loadProfile', { output: awaProfile });
    auth({ type: 'auth.signedIn', user: awa });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' });
    expect(promises.calls).toHaveLength(1);
    auth({ type: 'auth.signedIn', user: kofi });
    expect(actor.getSnapshot().value).toBe('loadingProfile');
    await promises.settle('loadProfile', { output: kofiProfile });
    expect(selectProfile(actor.getSnapshot())).toEqual(kofiProfile);
  });

  it('restarts the profile load when the user changes while it loads', async () => {
    const { actor, auth, promises } = start();
    auth({ type: 'auth.signedIn', user: awa });
    auth({ type: 'auth.signedIn', user: kofi });
    expect(promises.calls.map((call) => call.input)).toEqual([{ uid: 'u-awa' }, { uid: 'u-kofi' }]);
    await promises.settle('loadProfile', { output: kofiProfile });
    expect(selectUser(actor.getSnapshot())).toEqual(kofi);
  });

  it('forgets user and profile on sign-out, from loading the profile or signed in', async () => {
    const { actor, auth, promises } = start();
    auth({ type: 'auth.signedIn', user: awa });
    auth({ type: 'auth.signedOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    auth({ type: 'auth.signedIn', user: awa });
    await promises.settle('loadProfile', { output: awaProfile });
    auth({ type: 'auth.signedOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual({ user: null, profile: null, online: true, endedByLogout: false, storedSession: true });
  });

  it('re-reads the profile on profile.reload without leaving signed in', async () => {
    const { actor, auth, promises } = start();
    auth({ type: 'auth.signedIn', user: awa });
    await promises.settle('loadProfile', { output: awaProfile });
    actor.send({ type: 'profile.reload' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    expect(selectStatus(actor.getSnapshot())).toBe('signedIn');
    await promises.settle('refreshProfile', { output: { ...awaProfile, email: 'awa@new.example' } });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' });
    expect(selectProfile(actor.getSnapshot())?.email).toBe('awa@new.example');
  });

  it('keeps the profile it has when a reload fails', async () => {
    const { actor, auth, promises } = start();
    auth({ type: 'auth.signedIn', user: awa });
    await promises.settle('loadProfile', { output: awaProfile });
    actor.send({ type: 'profile.reload' });
    await promises.settle('refreshProfile', { error: new Error('réseau') });
    expect(selectProfile(actor.getSnapshot())).toEqual(awaProfile);
  });

  it('signs out on session.logout', async () => {
    const { actor, auth, promises } = start();
    auth({ type: 'auth.signedIn', user: awa });
    await promises.settle('loadProfile', { output: awaProfile });
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(selectStatus(actor.getSnapshot())).toBe('signedIn');
    expect(promises.isPending('signOut')).toBe(true);
    await promises.settle('signOut', { output: undefined });
    expect(selectEndedByLogout(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual({ user: null, profile: null, online: true, endedByLogout: true, storedSession: true });
  });

  it('stays signed in when signing out fails, and follows the auth service if it reports the sign-out first', async () => {
    const { actor, auth, promises } = start();
    auth({ type: 'auth.signedIn', user: awa });
    await promises.settle('loadProfile', { output: awaProfile });
    actor.send({ type: 'session.logout' });
    await promises.settle('signOut', { error: new Error('réseau') });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' });
    expect(selectProfile(actor.getSnapshot())).toEqual(awaProfile);
    actor.send({ type: 'session.logout' });
    auth({ type: 'auth.signedOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('goes signed out if the auth listener fails', () => {
    const machine = sessionMachine.provide({
      actors: {
        authChanges: fromCallback<SessionEvent, AuthChangesInput>(() => {
          throw new Error('auth indisponible');
        }),
      },
    });
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(selectStatus(actor.getSnapshot())).toBe('signedOut');
  });

  it('follows the balances live while signed in (a recharge confirmed in another tab), and stops on sign-out', async () => {
    const { actor, auth, promises, watched, balancesChange } = start();
    auth({ type: 'auth.signedIn', user: awa });
    expect(watched()).toEqual([]);
    await promises.settle('loadProfile', { output: awaProfile });
    expect(watched()).toEqual(['u-awa']);
    balancesChange('u-awa', 6234, 500);
    expect(selectProfile(actor.getSnapshot())).toEqual({ ...awaProfile, balance: 6234, winnings: 500 });
    expect(selectBalance(actor.getSnapshot())).toBe(6234);
    expect(selectWinnings(actor.getSnapshot())).toBe(500);
    actor.send({ type: 'profile.reload' });
    expect(watched()).toEqual(['u-awa']);
    auth({ type: 'auth.signedIn', user: kofi });
    expect(watched()).toEqual([]);
    await promises.settle('loadProfile', { output: kofiProfile });
    expect(watched()).toEqual(['u-kofi']);
    auth({ type: 'auth.signedOut' });
    expect(watched()).toEqual([]);
  });

  it('has no balances to change without a profile', async () => {
    const { actor, auth, promises, balancesChange } = start();
    auth({ type: 'auth.signedIn', user: awa });
    await promises.settle('loadProfile', { error: new Error('réseau') });
    balancesChange('u-awa', 6234, 500);
    expect(selectProfile(actor.getSnapshot())).toBeNull();
  });

  it('stays signed in when the balances cannot be watched', async () => {
    const machine = sessionMachine.provide({
      actors: {
        authChanges: fromCallback<SessionEvent, AuthChangesInput>(({ sendBack }) => sendBack({ type: 'auth.signedIn', user: awa })),
        loadProfile: fromPromise<SessionProfile | null, { uid: string }>(async () => awaProfile),
        watchBalances: fromCallback(() => {
          throw new Error('realtime indisponible');
        }),
      },
    });
    const actor = createActor(machine).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' });
    expect(selectBalance(actor.getSnapshot())).toBe(1234);
  });

  it('stops listening to the auth service when stopped', () => {
    const { actor, isListening } = start();
    actor.stop();
    expect(isListening()).toBe(false);
  });
});

describe('session machine: logout signs out first (issue 13)', () => {
  it('keeps the player signed in, the button waiting, until the auth service has answered; then the guarded pages leave for /', async () => {
    const { actor, auth, promises } = start();
    auth({ type: 'auth.signedIn', user: awa });
    await promises.settle('loadProfile', { output: awaProfile });
    actor.send({ type: 'session.logout' });
    expect(selectStatus(actor.getSnapshot())).toBe('signedIn');
    expect(selectSigningOut(actor.getSnapshot())).toBe(true);
    expect(selectEndedByLogout(actor.getSnapshot())).toBe(false);
    await promises.settle('signOut', { output: undefined });
    expect(selectStatus(actor.getSnapshot())).toBe('signedOut');
    expect(selectSigningOut(actor.getSnapshot())).toBe(false);
    expect(selectEndedByLogout(actor.getSnapshot())).toBe(true);
    expect(whatThePlayerSees(actor.getSnapshot())).toBe('landing page');
  });

  it('a session that ends otherwise (expiry, another tab) sends the player to /login, and signing in again forgets the logout', async () => {
    const { actor, auth, promises } = start();
    auth({ type: 'auth.signedIn', user: awa });
    await promises.settle('loadProfile', { output: awaProfile });
    auth({ type: 'auth.signedOut' });
    expect(whatThePlayerSees(actor.getSnapshot())).toBe('login page');
    auth({ type: 'auth.signedIn', user: awa });
    await promises.settle('loadProfile', { output: awaProfile });
    actor.send({ type: 'session.logout' });
    auth({ type: 'auth.signedOut' });
    expect(whatThePlayerSees(actor.getSnapshot())).toBe('landing page');
    auth({ type: 'auth.signedIn', user: kofi });
    expect(selectEndedByLogout(actor.getSnapshot())).toBe(false);
  });
});

describe('session machine: offline (issue 13)', () => {
  it('a profile that does not come within 2 s: the pages show with the notice, and the profile is asked again', async () => {
    const clock = new SimulatedClock();
    const { actor, auth, promises } = start(clock);
    auth({ type: 'auth.signedIn', user: awa });
    clock.increment(PROFILE_PATIENCE_MS - 1);
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    clock.increment(1);
    expect(selectStatus(actor.getSnapshot())).toBe('signedIn');
    expect(selectConnectionNotice(actor.getSnapshot())).toBe(UNREACHABLE_NOTICE);
    expect(promises.calls.map((call) => call.id)).toEqual(['loadProfile', 'retryProfile']);
    await promises.settle('retryProfile', { output: awaProfile });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' });
    expect(selectConnectionNotice(actor.getSnapshot())).toBeNull();
    expect(selectProfile(actor.getSnapshot())).toEqual(awaProfile);
  });

  it('a failed read shows the notice at once, retries every 5 s, and at once when the network returns', async () => {
    const clock = new SimulatedClock();
    const { actor, auth, promises } = start(clock);
    auth({ type: 'auth.signedIn', user: awa });
    await promises.settle('loadProfile', { error: new Error('Impossible de joindre le serveur.') });
    expect(selectConnectionNotice(actor.getSnapshot())).toBe(UNREACHABLE_NOTICE);
    clock.increment(PROFILE_RETRY_MS - 1);
    expect(promises.calls).toHaveLength(1);
    clock.increment(1);
    expect(promises.calls.map((call) => call.id)).toEqual(['loadProfile', 'retryProfile']);
    await promises.settle('retryProfile', { error: new Error('Impossible de joindre le serveur.') });
    actor.send({ type: 'network.offline' });
    expect(selectConnectionNotice(actor.getSnapshot())).toBe(OFFLINE_NOTICE);
    actor.send({ type: 'network.online' });
    expect(promises.calls).toHaveLength(3);
    await promises.settle('retryProfile', { output: awaProfile });
    expect(selectConnectionNotice(actor.getSnapshot())).toBeNull();
    expect(selectBalance(actor.getSnapshot())).toBe(1234);
  });

  it("offline with the device's copy of the profile (issue 41): its balance shows, and the profile is read again as soon as the network returns", async () => {
    const { actor, auth, promises } = start();
    actor.send({ type: 'network.offline' });
    auth({ type: 'auth.signedIn', user: awa });
    await promises.settle('loadProfile', { output: { ...awaProfile, readAt: '2026-11-26T10:42:00.000Z' } });
    expect(selectBalance(actor.getSnapshot())).toBe(1234);
    expect(selectConnectionNotice(actor.getSnapshot())).toBe(OFFLINE_NOTICE);
    actor.send({ type: 'network.online' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    await promises.settle('refreshProfile', { output: { ...awaProfile, balance: 900 } });
    expect(selectBalance(actor.getSnapshot())).toBe(900);
    expect(selectProfile(actor.getSnapshot())?.readAt).toBeUndefined();
    actor.send({ type: 'network.offline' });
    actor.send({ type: 'network.online' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' });
    expect(promises.calls).toHaveLength(2);
  });

  it('says the player is offline whenever the browser says so, signed in, and nothing when signed out', async () => {
    const { actor, auth, promises } = start();
    actor.send({ type: 'network.offline' });
    expect(selectConnectionNotice(actor.getSnapshot())).toBeNull();
    auth({ type: 'auth.signedIn', user: awa });
    await promises.settle('loadProfile', { output: awaProfile });
    expect(selectConnectionNotice(actor.getSnapshot())).toBe(OFFLINE_NOTICE);
    actor.send({ type: 'network.online' });
    expect(selectConnectionNotice(actor.getSnapshot())).toBeNull();
  });
});

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** What the player sees in each state: the guard's spinner, the shell's balance, or the login redirect (the landing page after a logout). */
function whatThePlayerSees(state: SessionSnapshot) {
  const status = selectStatus(state);
  if (!selectAuthKnown(state)) return 'nothing yet';
  if (status === 'loading') return 'spinner';
  if (status === 'signedOut') return selectEndedByLogout(state) ? 'landing page' : 'login page';
  return `shell with ${formatAmount(selectBalance(state))}`;
}

describe('session machine, every shortest path (model-based)', () => {
  const graphEvents = [
    { type: 'auth.signedIn', user: awa },
    { type: 'auth.signedIn', user: kofi },
    { type: 'auth.signedOut' },
    { type: 'session.logout' },
    { type: 'profile.reload' },
    { type: 'xstate.done.actor.loadProfile', output: awaProfile },
    { type: 'xstate.error.actor.loadProfile', error: new Error('réseau') },
    { type: 'xstate.done.actor.refreshProfile', output: { ...awaProfile, balance: 5000 } },
    { type: 'xstate.error.actor.refreshProfile', error: new Error('réseau') },
    { type: 'xstate.done.actor.signOut' },
    { type: 'xstate.error.actor.signOut', error: new Error('réseau') },
    { type: 'network.online' },
    { type: 'xstate.done.actor.retryProfile', output: awaProfile },
    { type: 'xstate.error.actor.retryProfile', error: new Error('réseau') },
  ] as unknown as SessionEvent[];
  const paths = getShortestPaths(sessionMachine, { events: graphEvents });

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toEqual(
      new Set([
        '"loading"',
        '"loadingProfile"',
        '"signedOut"',
        '{"signedIn":"idle"}',
        '{"signedIn":"refreshing"}',
        '{"signedIn":{"unreachable":"waiting"}}',
        '{"signedIn":{"unreachable":"retrying"}}',
        '"signingOut"',
      ]),
    );
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    '%s',
    async (_name, path) => {
      const { actor, auth, promises } = start();
      for (const step of path.steps.slice(1)) {
        const event = step.event as SessionEvent;
        if (event.type.startsWith('auth.')) auth(event);
        else await replayStep(step.event, actor.send, promises);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        expect(snapshot.context).toEqual(step.state.context);
        expect(whatThePlayerSees(snapshot)).toBe(whatThePlayerSees(step.state));
      }
      const expected: Record<string, string> = {
        '"loading"': 'nothing yet',
        '"loadingProfile"': 'spinner',
        '"signedOut"': 'login page',
        '"signingOut"': 'shell with',
        '{"signedIn":"idle"}': 'shell with',
        '{"signedIn":"refreshing"}': 'shell with',
        '{"signedIn":{"unreachable":"waiting"}}': 'shell with',
        '{"signedIn":{"unreachable":"retrying"}}': 'shell with',
      };
      // Leaving signingOut is the player's own logout: the landing page rather than the login page.
      const afterLogout = path.steps.at(-2)?.state.value === 'signingOut' && path.state.value === 'signedOut';
      expect(whatThePlayerSees(actor.getSnapshot())).toContain(afterLogout ? 'landing page' : expected[JSON.stringify(path.state.value)]);
      actor.stop();
    },
  );

  it('shows the balance of the loaded profile, French-formatted, and 0 CFA without a profile', async () => {
    const { actor, auth, promises } = start();
    auth({ type: 'auth.signedIn', user: awa });
    await promises.settle('loadProfile', { output: awaProfile });
    expect(whatThePlayerSees(actor.getSnapshot())).toBe(cfa('shell with 1 234 CFA'));
    auth({ type: 'auth.signedIn', user: kofi });
    await promises.settle('loadProfile', { error: new Error('réseau') });
    expect(whatThePlayerSees(actor.getSnapshot())).toBe(cfa('shell with 0 CFA'));
  });
});
