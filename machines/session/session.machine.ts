import { type EventObject, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { CountryCode } from '../../src/game/countries';

/** A reload that cannot read the profile shows the pages with a notice after this long, not a spinner (issue 13). */
export const PROFILE_PATIENCE_MS = 2000;
/** While the profile cannot be read, it is asked again this often (and at once when the network returns). */
export const PROFILE_RETRY_MS = 5000;
export const OFFLINE_NOTICE = 'Vous êtes hors ligne. Votre solde et vos informations seront mis à jour dès le retour de la connexion.';
export const UNREACHABLE_NOTICE =
  'Le serveur ne répond pas pour le moment : votre solde et vos informations s’afficheront dès qu’il répondra. Nouvel essai automatique…';

export interface SessionUser {
  id: string;
  email: string | null;
  /** an operator's account (app_metadata.role 'operator', issue 16): the shell links to the console */
  operator?: true;
  /** the name chosen at sign-up, as the sign-in returns it (user metadata): the home greets the player before the profile is read (issue 42) */
  username?: string;
}

export interface SessionProfile {
  uid: string;
  username: string;
  email: string;
  /** the play balance ('Solde') */
  balance: number;
  /** 'Mes gains' */
  winnings: number;
  /** 'yyyy-mm-dd' and the country of residence (issue 17); null until an older account gives them, absent when unknown */
  birthDate?: string | null;
  country?: CountryCode | null;
  /** when the server gave it, if this is the device's copy shown offline (issue 41; ISO, absent when just read) */
  readAt?: string;
}

export type SessionEvent =
  | { type: 'auth.signedIn'; user: SessionUser }
  | { type: 'auth.signedOut' }
  | { type: 'session.logout' }
  | { type: 'profile.reload' }
  | { type: 'balances.changed'; balance: number; winnings: number }
  | { type: 'network.online' }
  | { type: 'network.offline' };

export interface SessionContext {
  user: SessionUser | null;
  profile: SessionProfile | null;
  /** what the browser last said of the network */
  online: boolean;
  /** the last sign-out was the player's own logout: leave for / rather than /login */
  endedByLogout: boolean;
  /** the device held a session when the app started (false: nobody can be signed in until a page signs in) */
  storedSession: boolean;
}

/** What `authChanges` is told of the device at start: whether it holds a session, and whether that session's user is already known (`restoring`). */
export interface AuthChangesInput {
  storedSession: boolean;
  storedUserKnown: boolean;
}

export interface SessionInput {
  /** whether the device holds a stored session (supabase-js's); without one the machine starts signed out. Default true. */
  storedSession?: boolean;
  /** the user that stored session names, read from the device without the auth service: the pages show while it confirms */
  storedUser?: SessionUser | null;
}

/**
 * The player's session, following the auth service's state changes (SPEC §4).
 * Effects, provided by the app: `authChanges` (listens to the auth service and sends
 * auth.signedIn / auth.signedOut), `loadProfile` (user id → profile or null), `signOut`, and
 * `watchBalances` (while signed in: sends balances.changed whenever the player's balances change,
 * e.g. a recharge confirmed in another tab), and `network` (sends network.online / network.offline as
 * the browser reports them; a no-op by default).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    // `void`, not `undefined`: an optional property infers away `undefined`, and createActor would then require input.
    input: {} as SessionInput | void,
  },
  actors: {
    authChanges: fromCallback<SessionEvent, AuthChangesInput>(() => {
      throw new Error('authChanges must be provided');
    }),
    loadProfile: fromPromise<SessionProfile | null, { uid: string }>(async () => {
      throw new Error('loadProfile must be provided');
    }),
    signOut: fromPromise<void>(async () => {
      throw new Error('signOut must be provided');
    }),
    watchBalances: fromCallback<EventObject, { uid: string }>(() => {
      throw new Error('watchBalances must be provided');
    }),
    network: fromCallback<SessionEvent>(() => {}),
  },
  delays: {
    profilePatience: PROFILE_PATIENCE_MS,
    profileRetry: PROFILE_RETRY_MS,
  },
  actions: {
    rememberUser: assign({
      user: ({ event }) => (event.type === 'auth.signedIn' ? event.user : null),
    }),
    forget: assign({ user: null, profile: null }),
    loggedOut: assign({ endedByLogout: true }),
    signedInAgain: assign({ endedByLogout: false }),
    setOnline: assign({ online: true }),
    setOffline: assign({ online: false }),
    emptyProfile: assign({ profile: null }),
    updateBalances: assign({
      profile: ({ context, event }) =>
        context.profile && event.type === 'balances.changed' ? { ...context.profile, balance: event.balance, winnings: event.winnings } : context.profile,
    }),
  },
  guards: {
    isAnotherUser: ({ context, event }) => event.type === 'auth.signedIn' && event.user.id !== context.user?.id,
    noStoredSession: ({ context }) => !context.storedSession,
    storedUserKnown: ({ context }) => context.user !== null,
    profileIsOld: ({ context }) => context.profile?.readAt !== undefined,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input?.storedUser ?? null,
    profile: null,
    online: true,
    endedByLogout: false,
    storedSession: input?.storedSession ?? true,
  }),
  invoke: [
    {
      id: 'authChanges',
      src: 'authChanges',
      input: ({ context }) => ({ storedSession: context.storedSession, storedUserKnown: context.user !== null }),
      // Without the auth service nobody can be signed in: show the public pages rather than a spinner.
      onError: { target: '.signedOut', actions: 'forget' },
    },
    { id: 'network', src: 'network', onError: {} },
  ],
  on: {
    'network.online': { actions: 'setOnline' },
    'network.offline': { actions: 'setOffline' },
  },
  initial: 'loading',
  states: {
    loading: {
      description:
        'The first auth state is not known yet: the app renders no route. A device with no stored session is signed out from the start, so its first render (and the prerendered public pages it hydrates) shows the page at once.',
      tags: ['loading'],
      always: [
        { guard: 'noStoredSession', target: 'signedOut' },
        { guard: 'storedUserKnown', target: 'restoring' },
      ],
      on: {
        'auth.signedIn': { target: 'loadingProfile', actions: ['rememberUser', 'signedInAgain'] },
        'auth.signedOut': { target: 'signedOut', actions: 'forget' },
      },
    },
    restoring: {
      description:
        'The device holds the session of a known user: the pages show at once (those that need the profile with a spinner) while the auth service, loaded after the first page, confirms it or not.',
      tags: ['loading', 'authKnown'],
      on: {
        'auth.signedIn': { target: 'loadingProfile', actions: ['rememberUser', 'signedInAgain'] },
        'auth.signedOut': { target: 'signedOut', actions: 'forget' },
        // the shell, and its 'Déconnexion', are on screen already
        'session.logout': { target: 'signingOut' },
      },
    },
    loadingProfile: {
      description: 'Signed in, reading the profile: the pages that need it show a spinner, for 2 s at most.',
      tags: ['loading', 'authKnown'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ uid: context.user!.id }),
        onDone: { target: 'signedIn', actions: assign({ profile: ({ event }) => event.output }) },
        onError: { target: '#session.signedIn.unreachable.waiting', actions: 'emptyProfile' },
      },
      after: {
        profilePatience: { target: '#session.signedIn.unreachable.retrying', actions: 'emptyProfile' },
      },
      on: {
        'auth.signedIn': { target: 'loadingProfile', reenter: true, actions: 'rememberUser' },
        'auth.signedOut': { target: 'signedOut', actions: 'forget' },
        'session.logout': { target: 'signingOut' },
      },
    },
    signedIn: {
      tags: ['signedIn', 'authKnown'],
      // Live balances for the shell and the wallet screens; without them the profile's figures stay.
      invoke: { id: 'watchBalances', src: 'watchBalances', input: ({ context }) => ({ uid: context.user!.id }), onError: {} },
      initial: 'idle',
      states: {
        idle: {},
        refreshing: {
          description: 'Re-reading the profile (e.g. after an e-mail change) while pages stay on screen.',
          invoke: {
            id: 'refreshProfile',
            src: 'loadProfile',
            input: ({ context }) => ({ uid: context.user!.id }),
            onDone: { target: 'idle', actions: assign({ profile: ({ event }) => event.output }) },
            onError: { target: 'idle' },
          },
        },
        unreachable: {
          description:
            'The profile could not be read (offline, or no answer within 2 s): the pages show with a notice, and the profile is asked again every 5 s and as soon as the network returns.',
          tags: ['unreachable'],
          initial: 'waiting',
          states: {
            waiting: {
              after: { profileRetry: 'retrying' },
              on: { 'network.online': { target: 'retrying', actions: 'setOnline' } },
            },
            retrying: {
              invoke: {
                id: 'retryProfile',
                src: 'loadProfile',
                input: ({ context }) => ({ uid: context.user!.id }),
                onDone: { target: '#session.signedIn.idle', actions: assign({ profile: ({ event }) => event.output }) },
                onError: { target: 'waiting' },
              },
            },
          },
        },
      },
      on: {
        'auth.signedIn': { guard: 'isAnotherUser', target: 'loadingProfile', actions: 'rememberUser' },
        'auth.signedOut': { target: 'signedOut', actions: 'forget' },
        'profile.reload': { target: '.refreshing' },
        // the profile shown offline was the device's copy: read it again as soon as the network returns
        'network.online': [{ guard: 'profileIsOld', target: '.refreshing', actions: 'setOnline' }, { actions: 'setOnline' }],
        'balances.changed': { actions: 'updateBalances' },
        'session.logout': { target: 'signingOut' },
      },
    },
    signingOut: {
      description:
        'Logout signs out first (issue 13): the player stays on the page, signed in, until the auth service has ended the session and the device has forgotten it; only then do the guarded pages leave, for /.',
      tags: ['signedIn', 'authKnown', 'signingOut'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: ['forget', 'loggedOut'] },
        onError: { target: 'signedIn' },
      },
      on: {
        'auth.signedOut': { target: 'signedOut', actions: ['forget', 'loggedOut'] },
      },
    },
    signedOut: {
      tags: ['signedOut', 'authKnown'],
      on: {
        'auth.signedIn': { target: 'loadingProfile', actions: ['rememberUser', 'signedInAgain'] },
      },
    },
  },
});
