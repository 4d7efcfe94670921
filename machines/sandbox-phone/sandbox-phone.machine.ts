import { assign, fromPromise, setup } from 'xstate';
import { type KnownPhone, type PushAnswer, REFRESH_MS, SANDBOX_PHONE_ERROR, type SandboxPush, sandboxPhoneNumber } from '../../src/game/sandbox-phone';

export const LOAD_FALLBACK_ERROR = 'Le fournisseur de test ne répond pas. Lancez la pile locale (npm start), puis réessayez.';
export const ANSWER_FALLBACK_ERROR = "La réponse n'a pas pu être envoyée au fournisseur de test.";

export interface SandboxPhoneContext {
  phoneInput: string;
  inputError: string | null;
  /** the phone shown (E.164), null while choosing */
  phone: string | null;
  knownPhones: KnownPhone[];
  pushes: SandboxPush[];
  /** whether the phone's pushes were read once (before that: a loader rather than 'no push') */
  loaded: boolean;
  /** the push being answered, and how */
  answering: { id: string; answer: PushAnswer } | null;
  /** the last read failed (cleared by the next read) */
  loadError: string | null;
  /** the last answer failed (cleared by the next answer or another phone) */
  answerError: string | null;
}

export type SandboxPhoneEvent =
  | { type: 'phone.change'; value: string }
  | { type: 'phone.submit' }
  /** one of the phones with pushes waiting */
  | { type: 'phone.pick'; phone: string }
  /** 'Changer de numéro' */
  | { type: 'phone.forget' }
  | { type: 'push.answer'; id: string; answer: PushAnswer }
  | { type: 'retry' };

const errorMessage = (error: unknown, fallback: string) => (error as Error | undefined)?.message || fallback;

/**
 * The sandbox phone (/sandbox/momo, development builds only): choose a number, then watch its pushes
 * (read again every REFRESH_MS) and approve, decline or hold them. Effects, provided by the page:
 * `knownPhones`, `phonePushes`, `answerPush`.
 */
export const sandboxPhoneMachine = setup({
  types: { context: {} as SandboxPhoneContext, events: {} as SandboxPhoneEvent },
  actors: {
    knownPhones: fromPromise<KnownPhone[]>(async () => {
      throw new Error('knownPhones must be provided');
    }),
    phonePushes: fromPromise<SandboxPush[], { phone: string }>(async () => {
      throw new Error('phonePushes must be provided');
    }),
    answerPush: fromPromise<SandboxPush, { id: string; answer: PushAnswer }>(async () => {
      throw new Error('answerPush must be provided');
    }),
  },
  actions: {
    rememberAnswer: assign({ answering: ({ event }) => (event.type === 'push.answer' ? { id: event.id, answer: event.answer } : null) }),
  },
  delays: { refresh: REFRESH_MS },
  guards: {
    validInput: ({ context }) => sandboxPhoneNumber(context.phoneInput) !== null,
    isPending: ({ context, event }) =>
      event.type === 'push.answer' && context.pushes.some((push) => push.id === event.id && push.status === 'pending'),
  },
}).createMachine({
  id: 'sandboxPhone',
  context: { phoneInput: '', inputError: null, phone: null, knownPhones: [], pushes: [], loaded: false, answering: null, loadError: null, answerError: null },
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The number form, with the phones that have pushes waiting (read again every REFRESH_MS).',
      entry: assign({ phone: null, pushes: [], loaded: false, answering: null, loadError: null, answerError: null }),
      on: {
        'phone.change': { actions: assign({ phoneInput: ({ event }) => event.value, inputError: null }) },
        'phone.submit': [
          { guard: 'validInput', target: 'watching', actions: assign({ phone: ({ context }) => sandboxPhoneNumber(context.phoneInput) }) },
          { actions: assign({ inputError: SANDBOX_PHONE_ERROR }) },
        ],
        'phone.pick': { target: 'watching', actions: assign({ phone: ({ event }) => event.phone, phoneInput: ({ event }) => event.phone, inputError: null }) },
      },
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'knownPhones',
            src: 'knownPhones',
            onDone: { target: 'waiting', actions: assign({ knownPhones: ({ event }) => event.output }) },
            // The list is a convenience: without it the number can still be typed.
            onError: { target: 'waiting', actions: assign({ knownPhones: [] }) },
          },
        },
        waiting: { after: { refresh: 'loading' } },
      },
    },
    watching: {
      on: { 'phone.forget': 'choosing' },
      initial: 'loading',
      states: {
        loading: {
          tags: ['reading'],
          invoke: {
            id: 'phonePushes',
            src: 'phonePushes',
            input: ({ context }) => ({ phone: context.phone! }),
            onDone: { target: 'ready', actions: assign({ pushes: ({ event }) => event.output, loaded: true, loadError: null }) },
            onError: { target: 'failed', actions: assign({ loadError: ({ event }) => errorMessage(event.error, LOAD_FALLBACK_ERROR) }) },
          },
          on: { 'push.answer': { guard: 'isPending', target: 'answering', actions: 'rememberAnswer' } },
        },
        ready: {
          after: { refresh: 'loading' },
          on: { 'push.answer': { guard: 'isPending', target: 'answering', actions: 'rememberAnswer' } },
        },
        answering: {
          tags: ['answering'],
          entry: assign({ answerError: null }),
          invoke: {
            id: 'answerPush',
            src: 'answerPush',
            input: ({ context }) => context.answering!,
            onDone: {
              target: 'loading',
              actions: assign({
                pushes: ({ context, event }) => context.pushes.map((push) => (push.id === event.output.id ? event.output : push)),
                answering: null,
              }),
            },
            onError: {
              target: 'loading',
              actions: assign({ answering: null, answerError: ({ event }) => errorMessage(event.error, ANSWER_FALLBACK_ERROR) }),
            },
          },
        },
        failed: {
          description: 'The sandbox could not be read: the message shows, with a retry; it also tries again by itself.',
          after: { refresh: 'loading' },
          on: { retry: 'loading', 'push.answer': { guard: 'isPending', target: 'answering', actions: 'rememberAnswer' } },
        },
      },
    },
  },
});
