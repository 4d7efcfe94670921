import { TestModel } from '@xstate/graph';
import { formatAmount } from '../../src/game/format';
import { type BasketEvent, type BasketInput, type PlacedTicketReceipt, basketMachine } from '../../machines/basket/basket.machine';
import type { BasketSnapshot } from '../../machines/basket/basket.selectors';

/** The delays, as the events @xstate/graph traverses them. */
export const VALIDATION_DONE = 'xstate.after.VALIDATION_DELAY.basket.validating.minimumDelay.waiting';
export const MESSAGE_DONE = 'xstate.after.MESSAGE_DELAY.basket.ready.succeeded';
/** The server's answers to the placement. */
export const PLACED = 'xstate.done.actor.placeBets';
export const PLACEMENT_FAILED = 'xstate.error.actor.placeBets';

/** The one key the model's 'Valider' carries (which key is sent again is the unit tests' job). */
export const MODEL_KEY = '6b0f3c2e-9d1a-4e8b-b7c5-2a4f1e9d3c70';

export const MODEL_TICKET: PlacedTicketReceipt = { code: 'LA-7K3M-Q9TX-2HBD', placedAt: '2026-11-23T08:00:01.000Z', totalStake: 0, balance: 5_000 };

/** A refusal as src/api throws it (MoneyError: French message, stable code, detail naming the item). */
export function refusal(code: string, message: string, detail: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), { name: 'MoneyError', code, detail });
}

export const INSUFFICIENT_FUNDS = refusal('insufficient_funds', `Solde insuffisant : il vous manque ${formatAmount(1200)}.`, {
  missing: 1200,
  account: 'play',
});
/** No answer: what src/api throws when the network is down. */
export const NETWORK_DOWN = new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.');

export type ModelEvent =
  | BasketEvent
  | { type: typeof VALIDATION_DONE | typeof MESSAGE_DONE }
  | { type: typeof PLACED; output: PlacedTicketReceipt }
  | { type: typeof PLACEMENT_FAILED; error: Error };

interface ModelOptions {
  input: BasketInput;
  /** a later instant the clock may jump to (a `clock.tick`), or none */
  tickTo?: string;
  /** what makes two states different; by default value, status and the whole context */
  serializeState?: (snapshot: BasketSnapshot) => string;
}

/** Every event a player (or time) can cause in a state, delays included. */
function possibleEvents(snapshot: BasketSnapshot, tickTo: string | undefined): ModelEvent[] {
  const events: ModelEvent[] = [
    { type: 'basket.review' },
    ...snapshot.context.items.flatMap((item): BasketEvent[] => [
      { type: 'item.toggle', id: item.id },
      { type: 'item.remove', id: item.id },
    ]),
    { type: 'items.selectAll' },
    { type: 'basket.clear' },
    { type: 'basket.validate', idempotencyKey: MODEL_KEY },
    { type: 'basket.retry' },
    { type: VALIDATION_DONE },
    { type: MESSAGE_DONE },
    { type: PLACED, output: MODEL_TICKET },
    { type: PLACEMENT_FAILED, error: INSUFFICIENT_FUNDS },
    { type: PLACEMENT_FAILED, error: NETWORK_DOWN },
  ];
  if (tickTo !== undefined && Date.parse(snapshot.context.now) < Date.parse(tickTo)) events.push({ type: 'clock.tick', now: tickTo });
  return events.filter((event) => snapshot.can(event as BasketEvent));
}

// createTestModel() refuses machines with `after`; a TestModel on the machine logic traverses them as events.
export function basketTestModel({ input, tickTo, serializeState }: ModelOptions) {
  return new TestModel<BasketSnapshot, ModelEvent, BasketInput>(basketMachine as never, {
    input,
    events: (snapshot) => possibleEvents(snapshot, tickTo),
    serializeState:
      serializeState ?? ((snapshot) => JSON.stringify({ value: snapshot.value, status: snapshot.status, context: snapshot.context })),
    serializeEvent: (event) => JSON.stringify(event),
    stateMatcher: (snapshot, key) => snapshot.matches(key as never),
  });
}

/** 'ready.succeeded ← basket.validate → xstate.after.VALIDATION_DELAY… ': short names for generated tests. */
export function describePath(path: { state: BasketSnapshot; steps: { event: ModelEvent }[] }): string {
  const events = path.steps
    .filter((step) => (step.event.type as string) !== 'xstate.init')
    .map(({ event }) => {
      if ('id' in event) return `${event.type}(${event.id})`;
      if (event.type === PLACED) return 'placed';
      if (event.type === PLACEMENT_FAILED) return 'code' in event.error ? 'refused' : 'unanswered';
      return event.type.replace(/^xstate\.after\.(\w+)\..*$/, '$1');
    });
  return `${JSON.stringify(path.state.value)} ← ${events.join(' → ') || 'start'}`;
}
