import { type EventObject, assign, fromCallback, fromPromise, setup } from 'xstate';

export interface SessionUser {
  id: string;
  email: string | null;
}

export interface SessionProfile {
  uid: string;
  username: string;
  email: string;
  /** the play balance ('Solde') */
  balance: number;
  /** 'Mes gains' */
  winnings: number;
}

export type SessionEvent =
  | { type: 'auth.signedIn'; user: SessionUser }
  | { type: 'auth.signedOut' }
  | { type: 'session.logout' }
  | { type: 'profile.reload' }
  | { type: 'balances.changed'; balance: number; winnings: number };

export interface SessionContext {
  user: SessionUser | null;
  profile: SessionProfile | null;
}

/**
 * The player's session, following the auth service's state changes (SPEC §4).
 * Effects, provided by the app: `authChanges` (listens to the auth service and sends
 * auth.signedIn / auth.signedOut), `loadProfile` (user id → profile or null), `signOut`, and
 * `watchBalances` (while signed in: sends balances.changed whenever the player's balances change,
 * e.g. a recharge confirmed in another tab).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    authChanges: fromCallback<SessionEvent>(() => {
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
  },
  actions: {
    rememberUser: assign({
      user: ({ event }) => (event.type === 'auth.signedIn' ? event.user : null),
    }),
    forget: assign({ user: null, profile: null }),
    emptyProfile: assign({ profile: null }),
    updateBalances: assign({
      profile: ({ context, event }) =>
        context.profile && event.type === 'balances.changed' ? { ...context.profile, balance: event.balance, winnings: event.winnings } : context.profile,
    }),
  },
  guards: {
    isAnotherUser: ({ context, event }) => event.type === 'auth.signedIn' && event.user.id !== context.user?.id,
  },
}).createMachine({
  id: 'session',
  context: { user: null, profile: null },
  invoke: {
    id: 'authChanges',
    src: 'authChanges',
    // Without the auth service nobody can be signed in: show the public pages rather than a spinner.
    onError: { target: '.signedOut', actions: 'forget' },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'The first auth state is not known yet: the app renders no route.',
      tags: ['loading'],
      on: {
        'auth.signedIn': { target: 'loadingProfile', actions: 'rememberUser' },
        'auth.signedOut': { target: 'signedOut', actions: 'forget' },
      },
    },
    loadingProfile: {
      description: 'Signed in, reading the profile: guarded pages show a spinner.',
      tags: ['loading', 'authKnown'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ uid: context.user!.id }),
        onDone: { target: 'signedIn', actions: assign({ profile: ({ event }) => event.output }) },
        onError: { target: 'signedIn', actions: 'emptyProfile' },
      },
      on: {
        'auth.signedIn': { target: 'loadingProfile', reenter: true, actions: 'rememberUser' },
        'auth.signedOut': { target: 'signedOut', actions: 'forget' },
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
      },
      on: {
        'auth.signedIn': { guard: 'isAnotherUser', target: 'loadingProfile', actions: 'rememberUser' },
        'auth.signedOut': { target: 'signedOut', actions: 'forget' },
        'profile.reload': { target: '.refreshing' },
        'balances.changed': { actions: 'updateBalances' },
        'session.logout': { target: 'signingOut' },
      },
    },
    signingOut: {
      description: 'Asking the auth service to end the session; the player keeps their profile until it answers.',
      tags: ['signedIn', 'authKnown'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: 'forget' },
        onError: { target: 'signedIn' },
      },
      on: {
        'auth.signedOut': { target: 'signedOut', actions: 'forget' },
      },
    },
    signedOut: {
      tags: ['signedOut', 'authKnown'],
      on: {
        'auth.signedIn': { target: 'loadingProfile', actions: 'rememberUser' },
      },
    },
  },
});
