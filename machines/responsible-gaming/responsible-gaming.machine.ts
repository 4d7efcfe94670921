import { assign, fromPromise, setup } from 'xstate';
import { type ExclusionDuration, type LimitKind, type LimitPeriod, checkLimitAmount } from '../../src/game/limits';
import type { ResponsibleGamingStatus } from '../../src/game/responsible-gaming';

export const STATUS_ERROR = 'Impossible de charger vos limites pour le moment. Vérifiez votre connexion, puis réessayez.';
export const LIMIT_SAVE_ERROR = "Votre limite n'a pas pu être enregistrée. Veuillez réessayer.";
export const EXCLUSION_ERROR = "Votre exclusion n'a pas pu être enregistrée. Veuillez réessayer.";

export interface LimitDraft {
  kind: LimitKind;
  period: LimitPeriod;
  text: string;
}

export interface LimitChange {
  kind: LimitKind;
  period: LimitPeriod;
  /** null removes the limit */
  amount: number | null;
}

export type ResponsibleGamingEvent =
  | { type: 'retry' }
  | { type: 'limit.edit'; kind: LimitKind; period: LimitPeriod }
  | { type: 'limit.change'; text: string }
  | { type: 'limit.save' }
  | { type: 'limit.remove' }
  | { type: 'limit.cancel' }
  | { type: 'exclusion.choose'; duration: ExclusionDuration }
  | { type: 'exclusion.continue' }
  | { type: 'exclusion.confirm' }
  | { type: 'exclusion.cancel' }
  | { type: 'status.reload' };

export interface ResponsibleGamingContext {
  status: ResponsibleGamingStatus | null;
  loadError: string | null;
  draft: LimitDraft | null;
  limitError: string | null;
  /** the limit saved last: the page says what became of it */
  saved: { kind: LimitKind; period: LimitPeriod } | null;
  exclusionChoice: ExclusionDuration | null;
  exclusionError: string | null;
}

const messageOf = (error: unknown, fallback: string) => (error as Error | undefined)?.message || fallback;

/**
 * The 'Jeu responsable' page (issue 17): the player's limits and exclusion as the database reports them,
 * one limit edited at a time, and an exclusion chosen, then confirmed. Effects, provided by the page:
 * `loadStatus`, `saveLimit`, `startExclusion` (each answers the new status). `status.reload` reads it
 * again (after the player gives a missing date of birth on the page).
 */
export const responsibleGamingMachine = setup({
  types: { context: {} as ResponsibleGamingContext, events: {} as ResponsibleGamingEvent },
  actors: {
    loadStatus: fromPromise<ResponsibleGamingStatus>(async () => {
      throw new Error('loadStatus must be provided');
    }),
    saveLimit: fromPromise<ResponsibleGamingStatus, LimitChange>(async () => {
      throw new Error('saveLimit must be provided');
    }),
    startExclusion: fromPromise<ResponsibleGamingStatus, { duration: ExclusionDuration }>(async () => {
      throw new Error('startExclusion must be provided');
    }),
  },
  actions: {
    openDraft: assign({
      draft: ({ context, event }) => {
        if (event.type !== 'limit.edit') return context.draft;
        const current = context.status?.limits.find((limit) => limit.kind === event.kind && limit.period === event.period);
        return { kind: event.kind, period: event.period, text: current?.amount == null ? '' : String(current.amount) };
      },
      limitError: null,
      saved: null,
    }),
  },
  guards: {
    draftIsValid: ({ context }) => context.draft !== null && checkLimitAmount(context.draft.text).ok,
    draftHasLimit: ({ context }) =>
      context.draft !== null &&
      context.status?.limits.some((limit) => limit.kind === context.draft!.kind && limit.period === context.draft!.period && limit.amount !== null) === true,
    hasChoice: ({ context }) => context.exclusionChoice !== null,
  },
}).createMachine({
  id: 'responsibleGaming',
  context: { status: null, loadError: null, draft: null, limitError: null, saved: null, exclusionChoice: null, exclusionError: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: { target: 'ready', actions: assign({ status: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => messageOf(event.error, STATUS_ERROR) }) },
      },
    },
    failed: {
      description: 'The status could not be read: the page says so and offers to try again.',
      on: { retry: 'loading' },
    },
    ready: {
      type: 'parallel',
      on: { 'status.reload': '#responsibleGaming.loading' },
      states: {
        limits: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'limit.edit': {
                  target: 'editing',
                  actions: 'openDraft',
                },
              },
            },
            editing: {
              description: 'One limit is open for change; a raise or a removal is announced as waiting 24 h before it is saved.',
              on: {
                'limit.change': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft!, text: event.text }), limitError: null }) },
                'limit.save': [
                  { guard: 'draftIsValid', target: 'saving' },
                  { actions: assign({ limitError: ({ context }) => (checkLimitAmount(context.draft!.text) as { error: string }).error }) },
                ],
                'limit.remove': { guard: 'draftHasLimit', target: 'saving', actions: assign({ draft: ({ context }) => ({ ...context.draft!, text: '' }) }) },
                'limit.cancel': { target: 'idle', actions: assign({ draft: null, limitError: null }) },
                'limit.edit': { actions: 'openDraft' },
              },
            },
            saving: {
              tags: ['savingLimit'],
              invoke: {
                id: 'saveLimit',
                src: 'saveLimit',
                input: ({ context }) => {
                  const { kind, period, text } = context.draft!;
                  const parsed = checkLimitAmount(text);
                  return { kind, period, amount: text === '' || !parsed.ok ? null : parsed.value };
                },
                onDone: {
                  target: 'idle',
                  actions: assign({
                    status: ({ event }) => event.output,
                    saved: ({ context }) => ({ kind: context.draft!.kind, period: context.draft!.period }),
                    draft: null,
                  }),
                },
                onError: { target: 'editing', actions: assign({ limitError: ({ event }) => messageOf(event.error, LIMIT_SAVE_ERROR) }) },
              },
            },
          },
        },
        exclusion: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'exclusion.choose': { actions: assign({ exclusionChoice: ({ event }) => event.duration, exclusionError: null }) },
                'exclusion.continue': { guard: 'hasChoice', target: 'confirming' },
              },
            },
            confirming: {
              description: 'The confirmation step: it states the end and the consequences before anything is recorded.',
              tags: ['confirmingExclusion'],
              on: {
                'exclusion.confirm': 'excluding',
                'exclusion.cancel': { target: 'idle', actions: assign({ exclusionError: null }) },
              },
            },
            excluding: {
              tags: ['confirmingExclusion', 'excluding'],
              invoke: {
                id: 'startExclusion',
                src: 'startExclusion',
                input: ({ context }) => ({ duration: context.exclusionChoice! }),
                onDone: { target: 'idle', actions: assign({ status: ({ event }) => event.output, exclusionChoice: null }) },
                onError: { target: 'confirming', actions: assign({ exclusionError: ({ event }) => messageOf(event.error, EXCLUSION_ERROR) }) },
              },
            },
          },
        },
      },
    },
  },
});
