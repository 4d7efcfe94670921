import { TestModel } from '@xstate/graph';
import { type BasketEvent, type BasketInput, basketMachine } from './basket.machine';
import type { BasketSnapshot } from './basket.selectors';

/** The delays, as the events @xstate/graph traverses them. */
export const VALIDATION_DONE = 'xstate.after.VALIDATION_DELAY.basket.validating.minimumDelay.waiting';
export const MESSAGE_DONE = 'xstate.after.MESSAGE_DELAY.basket.ready.succeeded';

export type ModelEvent = BasketEvent | { type: typeof VALIDATION_DONE | typeof MESSAGE_DONE };

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
    { type: 'basket.validate' },
    { type: VALIDATION_DONE },
    { type: MESSAGE_DONE },
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
      return event.type.replace(/^xstate\.after\.(\w+)\..*$/, '$1');
    });
  return `${JSON.stringify(path.state.value)} ← ${events.join(' → ') || 'start'}`;
}
