import { assign, fromPromise, raise, setup } from 'xstate';
import {
  CLOSED_NOTICE,
  type DrawOutcome,
  EMPTY_RESULT_TEXTS,
  type OnSaleDraw,
  type OperatorDraft,
  type OperatorDraw,
  type OperatorSettlement,
  RECORDED_NOTICE,
  type ResultCheck,
  type ResultTexts,
  type SalesFilter,
  cancelNotice,
  checkResult,
  confirmedNotice,
} from '../../src/game/operator';
import type { NumberSeries } from '../../src/game/result-series';
import type { PaymentDiscrepancy } from '../../src/game/operator-payments';

/**
 * What the console lists: draws waiting for a result, results waiting for a second operator, draws on
 * sale, the settlements and refunds running (or finished in the last 24 hours: issue 36), and the
 * payments the provider and we disagree on (issue 37), the last reported first.
 */
export interface OperatorQueue {
  awaiting: OperatorDraw[];
  drafts: OperatorDraft[];
  onSale: OnSaleDraw[];
  settlements: OperatorSettlement[];
  discrepancies: PaymentDiscrepancy[];
}

/** While a settlement or refund runs, its progress is read again this often. */
export const SETTLEMENT_POLL_MS = 2000;

export const isRunning = (settlement: OperatorSettlement) => settlement.finishedAt === null;

/** The result form of one draw: what was typed, its check once submitted, the server's refusal. */
export interface ResultForm {
  drawId: string;
  texts: ResultTexts;
  check: ResultCheck | null;
  error: string | null;
}

/** An action waiting for the operator's confirmation, and what the server said if it refused. */
export type PendingAction = ({ kind: 'close'; drawId: string } | { kind: 'cancel'; drawId: string; reason: string } | { kind: 'confirm'; drawId: string }) & {
  error: string | null;
};

/** What the `act` effect is asked to do once the operator confirmed. */
export type ActionRequest =
  | { kind: 'close'; drawId: string }
  | { kind: 'cancel'; drawId: string; reason: string }
  | { kind: 'confirm'; drawId: string; winning: number[]; machine: number[] };

export interface OperatorContext {
  queue: OperatorQueue | null;
  loadError: string | null;
  sales: SalesFilter;
  form: ResultForm | null;
  pending: PendingAction | null;
  notice: string | null;
}

export type OperatorEvent =
  | { type: 'retry' }
  /** read the lists again ('Actualiser') */
  | { type: 'refresh' }
  | { type: 'sales.filter'; filter: SalesFilter }
  | { type: 'record.open'; drawId: string }
  | { type: 'result.change'; series: NumberSeries; index: number; value: string }
  | { type: 'record.submit' }
  | { type: 'record.cancel' }
  | { type: 'close.ask'; drawId: string }
  | { type: 'cancel.ask'; drawId: string }
  | { type: 'confirm.ask'; drawId: string }
  | { type: 'reason.change'; value: string }
  | { type: 'action.confirm' }
  | { type: 'action.back' }
  | { type: 'notice.dismiss' };

export type OperatorTag = 'checking' | 'denied' | 'loading' | 'loadFailed' | 'recording' | 'submitting' | 'confirming' | 'acting';

export const OPERATOR_LOAD_FALLBACK = 'Impossible de charger les tirages. Veuillez réessayer.';
export const OPERATOR_ACTION_FALLBACK = "L'opération a échoué. Veuillez réessayer.";

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message !== '' ? error.message : fallback);

const findDraft = (context: OperatorContext, drawId: string) => context.queue?.drafts.find((draft) => draft.id === drawId);
const isAwaiting = (context: OperatorContext, drawId: string) => context.queue?.awaiting.some((draw) => draw.id === drawId) ?? false;
const isOnSale = (context: OperatorContext, drawId: string) => context.queue?.onSale.some((draw) => draw.id === drawId) ?? false;

function setText(texts: ResultTexts, series: NumberSeries, index: number, value: string): ResultTexts {
  return { ...texts, [series]: texts[series].map((text, i) => (i === index ? value : text)) };
}

function notice(kind: ActionRequest['kind'], outcome: DrawOutcome): string {
  switch (kind) {
    case 'close':
      return CLOSED_NOTICE;
    case 'confirm':
      return confirmedNotice(outcome);
    case 'cancel':
      return cancelNotice(outcome);
  }
}

/**
 * /operateur, the operators' console (issue 16): who may use it, then what waits for them. Draws whose
 * sales are over get a result typed by one operator (5 winning numbers in drawn order, 5 machine
 * numbers, checked before sending) and confirmed by another, who cannot be the one who typed it; draws
 * on sale may be closed early; a draw without a result may be cancelled (its bets are refunded).
 * Every close, cancel and confirmation waits for the operator to confirm it, having been told what it
 * does. A confirmation or cancellation may answer before its bets are all settled or refunded (issue
 * 36): while one runs, its progress is read again every SETTLEMENT_POLL. Effects, provided by the screen:
 * `checkOperator`, `loadQueue`, `loadSettlements`, `recordResult`, `act`.
 */
export const operatorMachine = setup({
  types: {
    context: {} as OperatorContext,
    events: {} as OperatorEvent,
    tags: {} as OperatorTag,
  },
  actors: {
    checkOperator: fromPromise<boolean>(async () => {
      throw new Error('checkOperator must be provided');
    }),
    loadQueue: fromPromise<OperatorQueue>(async () => {
      throw new Error('loadQueue must be provided');
    }),
    loadSettlements: fromPromise<OperatorSettlement[]>(async () => {
      throw new Error('loadSettlements must be provided');
    }),
    recordResult: fromPromise<void, { drawId: string; winning: number[]; machine: number[] }>(async () => {
      throw new Error('recordResult must be provided');
    }),
    act: fromPromise<DrawOutcome, ActionRequest>(async () => {
      throw new Error('act must be provided');
    }),
  },
  guards: {
    canRecord: ({ context }, params: { drawId: string }) => isAwaiting(context, params.drawId) || findDraft(context, params.drawId) !== undefined,
    isOnSale: ({ context }, params: { drawId: string }) => isOnSale(context, params.drawId),
    canCancel: ({ context }, params: { drawId: string }) =>
      isOnSale(context, params.drawId) || isAwaiting(context, params.drawId) || findDraft(context, params.drawId) !== undefined,
    /** four eyes: only a draft someone else recorded */
    isOthersDraft: ({ context }, params: { drawId: string }) => findDraft(context, params.drawId)?.mine === false,
    resultIsValid: ({ context }) => checkResult(context.form!.texts).result !== null,
    noSettlementRunning: ({ context }) => !(context.queue?.settlements.some(isRunning) ?? false),
  },
  delays: {
    SETTLEMENT_POLL: SETTLEMENT_POLL_MS,
  },
  actions: {
    /** the lists changed: read them again */
    reload: raise({ type: 'refresh' }),
  },
}).createMachine({
  id: 'operator',
  context: { queue: null, loadError: null, sales: { country: null, date: null }, form: null, pending: null, notice: null },
  initial: 'checking',
  states: {
    checking: {
      description: 'Is the signed-in account an operator (app_metadata.role)? Anyone else is sent to /player.',
      tags: ['checking'],
      invoke: {
        id: 'checkOperator',
        src: 'checkOperator',
        onDone: [{ guard: ({ event }) => event.output === true, target: 'console' }, { target: 'denied' }],
        // refuse by default: the database refuses a non-operator anyway
        onError: { target: 'denied' },
      },
    },
    denied: {
      description: 'Not an operator: the screen leaves for /player.',
      tags: ['denied'],
      type: 'final',
    },
    console: {
      type: 'parallel',
      states: {
        lists: {
          initial: 'loading',
          on: {
            refresh: { target: '.loading', reenter: true },
            'sales.filter': { actions: assign({ sales: ({ event }) => event.filter }) },
          },
          states: {
            loading: {
              description: 'Reading the lists (draws, settlements, payments to check); those shown before stay on screen meanwhile.',
              tags: ['loading'],
              invoke: {
                id: 'loadQueue',
                src: 'loadQueue',
                onDone: { target: 'loaded', actions: assign({ queue: ({ event }) => event.output, loadError: null }) },
                onError: { target: 'failed', actions: assign({ loadError: ({ event }) => messageOf(event.error, OPERATOR_LOAD_FALLBACK) }) },
              },
            },
            loaded: {
              initial: 'following',
              states: {
                following: {
                  description: 'A settlement or refund runs: its progress is read again after SETTLEMENT_POLL (none running: nothing to follow).',
                  always: { guard: 'noSettlementRunning', target: 'quiet' },
                  after: { SETTLEMENT_POLL: 'reading' },
                },
                quiet: {},
                reading: {
                  description: 'Reading the settlements again, the lists staying on screen; a failed read is tried again after the delay.',
                  invoke: {
                    id: 'loadSettlements',
                    src: 'loadSettlements',
                    onDone: { target: 'following', actions: assign({ queue: ({ context, event }) => ({ ...context.queue!, settlements: event.output }) }) },
                    onError: { target: 'following' },
                  },
                },
              },
            },
            failed: {
              tags: ['loadFailed'],
              on: { retry: 'loading' },
            },
          },
        },
        work: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'record.open': {
                  guard: { type: 'canRecord', params: ({ event }) => ({ drawId: event.drawId }) },
                  target: 'recording',
                  actions: assign({
                    notice: null,
                    form: ({ context, event }) => {
                      const draft = findDraft(context, event.drawId);
                      // correcting a draft starts from its numbers
                      const texts = draft ? { winning: draft.winningNumbers.map(String), machine: draft.machineNumbers.map(String) } : EMPTY_RESULT_TEXTS;
                      return { drawId: event.drawId, texts, check: null, error: null };
                    },
                  }),
                },
                'close.ask': {
                  guard: { type: 'isOnSale', params: ({ event }) => ({ drawId: event.drawId }) },
                  target: 'confirming',
                  actions: assign({ notice: null, pending: ({ event }) => ({ kind: 'close' as const, drawId: event.drawId, error: null }) }),
                },
                'cancel.ask': {
                  guard: { type: 'canCancel', params: ({ event }) => ({ drawId: event.drawId }) },
                  target: 'confirming',
                  actions: assign({ notice: null, pending: ({ event }) => ({ kind: 'cancel' as const, drawId: event.drawId, reason: '', error: null }) }),
                },
                'confirm.ask': {
                  guard: { type: 'isOthersDraft', params: ({ event }) => ({ drawId: event.drawId }) },
                  target: 'confirming',
                  actions: assign({ notice: null, pending: ({ event }) => ({ kind: 'confirm' as const, drawId: event.drawId, error: null }) }),
                },
                'notice.dismiss': { actions: assign({ notice: null }) },
              },
            },
            recording: {
              description: 'The result form of one draw; errors show once submitted, then follow each change.',
              tags: ['recording'],
              on: {
                'result.change': {
                  actions: assign({
                    form: ({ context, event }) => {
                      const form = context.form!;
                      const texts = setText(form.texts, event.series, event.index, event.value);
                      return { ...form, texts, check: form.check && checkResult(texts), error: null };
                    },
                  }),
                },
                'record.submit': [
                  { guard: 'resultIsValid', target: 'submitting', actions: assign({ form: ({ context }) => ({ ...context.form!, check: checkResult(context.form!.texts), error: null }) }) },
                  { actions: assign({ form: ({ context }) => ({ ...context.form!, check: checkResult(context.form!.texts) }) }) },
                ],
                'record.cancel': { target: 'idle', actions: assign({ form: null }) },
              },
            },
            submitting: {
              tags: ['recording', 'submitting'],
              invoke: {
                id: 'recordResult',
                src: 'recordResult',
                input: ({ context }) => ({ drawId: context.form!.drawId, ...checkResult(context.form!.texts).result! }),
                onDone: { target: 'idle', actions: [assign({ form: null, notice: RECORDED_NOTICE }), 'reload'] },
                onError: { target: 'recording', actions: assign({ form: ({ context, event }) => ({ ...context.form!, error: messageOf(event.error, OPERATOR_ACTION_FALLBACK) }) }) },
              },
            },
            confirming: {
              description: 'The dialog saying what the action does; nothing is sent before the operator confirms.',
              tags: ['confirming'],
              on: {
                'reason.change': {
                  actions: assign({ pending: ({ context, event }) => (context.pending?.kind === 'cancel' ? { ...context.pending, reason: event.value } : context.pending) }),
                },
                'action.confirm': 'acting',
                'action.back': { target: 'idle', actions: assign({ pending: null }) },
              },
            },
            acting: {
              tags: ['confirming', 'acting'],
              invoke: {
                id: 'act',
                src: 'act',
                input: ({ context }): ActionRequest => {
                  const pending = context.pending!;
                  if (pending.kind === 'confirm') {
                    // the numbers the confirming operator was shown: a draft replaced meanwhile is refused (draft_changed)
                    const draft = findDraft(context, pending.drawId)!;
                    return { kind: 'confirm', drawId: pending.drawId, winning: draft.winningNumbers, machine: draft.machineNumbers };
                  }
                  return pending.kind === 'cancel' ? { kind: 'cancel', drawId: pending.drawId, reason: pending.reason } : { kind: 'close', drawId: pending.drawId };
                },
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({
                      notice: ({ context, event }) => notice(context.pending!.kind, event.output),
                      pending: null,
                    }),
                    'reload',
                  ],
                },
                onError: {
                  target: 'confirming',
                  actions: assign({ pending: ({ context, event }) => ({ ...context.pending!, error: messageOf(event.error, OPERATOR_ACTION_FALLBACK) }) }),
                },
              },
            },
          },
        },
      },
    },
  },
});
