import { getStateNodes } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { parseStoredBasket, serializeBasket } from '../../src/game/basket-item';
import { AFTER_TOGO_DRAW, FIXTURE_NOW, duoBenin, permIvoryCoast, soloTogo } from '../../tests/fixtures/basket-items';
import { type BasketEvent, MESSAGE_DELAY_MS, VALIDATION_DELAY_MS, basketMachine } from './basket.machine';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { INSUFFICIENT_FUNDS, MESSAGE_DONE, MODEL_TICKET, PLACED, PLACEMENT_FAILED, VALIDATION_DONE, basketTestModel, describePath } from '../../tests/kit/basket-test-model';
import { activeStateNodeIds } from '../../tests/kit/state-nodes';
import {
  type BasketSnapshot,
  selectCanRetry,
  selectCanValidate,
  selectFailure,
  selectPlacedTicket,
  selectControlsLocked,
  selectIsValidating,
  selectLines,
  selectSelectAllState,
  selectShowsSuccess,
  selectTotals,
} from './basket.selectors';
import {
  selectItemCount,
} from './basket-builder.selectors';

const storedText = serializeBasket([soloTogo, duoBenin, permIvoryCoast]);
const input = { storedText, now: FIXTURE_NOW };

/** What the player sees, read through the selectors the screen uses. */
function screen(snapshot: BasketSnapshot) {
  return {
    lines: selectLines(snapshot).map(({ item, selected, closed }) => `${selected ? '☑' : '☐'} ${item.id}${closed ? ' Tirage clos' : ''}`),
    totals: selectTotals(snapshot),
    selectAll: selectSelectAllState(snapshot),
    validate: selectCanValidate(snapshot) ? 'enabled' : 'disabled',
    loading: selectIsValidating(snapshot),
    success: selectShowsSuccess(snapshot),
    count: selectItemCount(snapshot),
    ticket: selectPlacedTicket(snapshot)?.code ?? null,
    failure: selectFailure(snapshot)?.message ?? null,
    retry: selectCanRetry(snapshot),
  };
}

const model = basketTestModel({ input, tickTo: AFTER_TOGO_DRAW });

function system() {
  const clock = new SimulatedClock();
  let storage: string | null = storedText;
  const goToPlayer = vi.fn();
  const server = controllablePromises();
  const machine = basketMachine.provide({
    actions: {
      persist: (_, { items }) => {
        storage = items.length === 0 ? null : serializeBasket(items);
      },
    },
    actors: { placeBets: server.logic() },
  });
  const actor = createActor(machine, { clock, input });
  actor.on('basket.emptiedByValidation', goToPlayer);
  actor.start();
  return { actor, clock, goToPlayer, server, storage: () => storage };
}

describe('basket machine: model-based paths (@xstate/graph)', () => {
  const paths = model.getShortestPaths();

  it('the paths reach every state node and fire every event type', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => activeStateNodeIds(step.state))));
    // each region's final state shows while the other region still runs (placed before 1.5 s, or 1.5 s before the answer)
    const all = [basketMachine.root, ...getStateNodes(basketMachine.root)].map((node) => node.id);
    expect([...reached].sort()).toEqual(all.sort());
    const fired = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
    expect([...fired].sort()).toEqual(
      [
        'basket.clear',
        'basket.review',
        'basket.validate',
        'clock.tick',
        'item.remove',
        'item.toggle',
        'items.selectAll',
        // 'basket.retry' leads back to a state 'basket.validate' reaches first (same items, same key): the unit tests retry
        'xstate.init',
        MESSAGE_DONE,
        VALIDATION_DONE,
        PLACED,
        PLACEMENT_FAILED,
      ].sort(),
    );
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_description, path) => {
    const sut = system();
    const sees = (expected: BasketSnapshot) => {
      const actual = sut.actor.getSnapshot();
      expect(screen(actual)).toEqual(screen(expected));
      // a reload shows exactly what is on screen: nothing removed comes back, nothing kept is lost
      expect(parseStoredBasket(sut.storage()).items).toEqual(actual.context.items);
    };
    await path.test({
      events: {
        [VALIDATION_DONE]: () => sut.clock.increment(VALIDATION_DELAY_MS),
        [MESSAGE_DONE]: () => sut.clock.increment(MESSAGE_DELAY_MS),
        [PLACED]: () => sut.server.settle('placeBets', { output: MODEL_TICKET }),
        [PLACEMENT_FAILED]: ({ event }) => sut.server.settle('placeBets', { error: (event as unknown as { error: Error }).error }),
        'basket.retry': ({ event }) => sut.actor.send(event as BasketEvent),
        'basket.review': ({ event }) => sut.actor.send(event as BasketEvent),
        'item.toggle': ({ event }) => sut.actor.send(event as BasketEvent),
        'item.remove': ({ event }) => sut.actor.send(event as BasketEvent),
        'items.selectAll': ({ event }) => sut.actor.send(event as BasketEvent),
        'basket.clear': ({ event }) => sut.actor.send(event as BasketEvent),
        'basket.validate': ({ event }) => sut.actor.send(event as BasketEvent),
        'clock.tick': ({ event }) => sut.actor.send(event as BasketEvent),
      },
      states: {
        'ready.idle': (expected) => {
          sees(expected);
          expect(screen(sut.actor.getSnapshot()).success).toBe(false);
          expect(sut.goToPlayer).not.toHaveBeenCalled();
        },
        'ready.succeeded': (expected) => {
          sees(expected);
          expect(screen(sut.actor.getSnapshot())).toMatchObject({ success: true, loading: false });
          expect(sut.goToPlayer).not.toHaveBeenCalled();
        },
        'ready.emptied': (expected) => {
          sees(expected);
          expect(screen(sut.actor.getSnapshot())).toMatchObject({ count: 0, success: false });
          expect(sut.goToPlayer).toHaveBeenCalledOnce();
          expect(sut.storage()).toBeNull();
        },
        validating: (expected) => {
          sees(expected);
          expect(screen(sut.actor.getSnapshot())).toMatchObject({ loading: true, validate: 'disabled', success: false, failure: null });
          expect(selectControlsLocked(sut.actor.getSnapshot())).toBe(true);
        },
        'ready.failed': (expected) => {
          sees(expected);
          expect(screen(sut.actor.getSnapshot())).toMatchObject({ failure: INSUFFICIENT_FUNDS.message, retry: false, loading: false });
          expect(selectControlsLocked(sut.actor.getSnapshot())).toBe(false);
        },
        unconfirmed: (expected) => {
          sees(expected);
          expect(screen(sut.actor.getSnapshot())).toMatchObject({ retry: true, validate: 'disabled', loading: false });
          expect(selectControlsLocked(sut.actor.getSnapshot())).toBe(true);
        },
      },
    });
  });
});
