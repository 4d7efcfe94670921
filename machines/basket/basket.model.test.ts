import { getStateNodes } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { parseStoredBasket, serializeBasket } from '../../src/game/basket-item';
import { AFTER_TOGO_DRAW, FIXTURE_NOW, duoBenin, permIvoryCoast, soloTogo } from '../../tests/fixtures/basket-items';
import { type BasketEvent, MESSAGE_DELAY_MS, VALIDATION_DELAY_MS, basketMachine } from './basket.machine';
import { MESSAGE_DONE, VALIDATION_DONE, basketTestModel, describePath } from './basket.test-model';
import { activeStateNodeIds } from '../../tests/utils/state-nodes';
import {
  type BasketSnapshot,
  selectCanValidate,
  selectControlsLocked,
  selectItemCount,
  selectIsValidating,
  selectLines,
  selectSelectAllState,
  selectShowsSuccess,
  selectTotals,
} from './basket.selectors';

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
  };
}

const model = basketTestModel({ input, tickTo: AFTER_TOGO_DRAW });

function system() {
  const clock = new SimulatedClock();
  let storage: string | null = storedText;
  const goToPlayer = vi.fn();
  const machine = basketMachine.provide({
    actions: {
      persist: (_, { items }) => {
        storage = items.length === 0 ? null : serializeBasket(items);
      },
    },
  });
  const actor = createActor(machine, { clock, input });
  actor.on('basket.emptiedByValidation', goToPlayer);
  actor.start();
  return { actor, clock, goToPlayer, storage: () => storage };
}

describe('basket machine: model-based paths (@xstate/graph)', () => {
  const paths = model.getShortestPaths();

  it('the paths reach every state node and fire every event type', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => activeStateNodeIds(step.state))));
    // a region's final state (the minimum delay has elapsed) is left in the same step: no snapshot shows it
    const all = [basketMachine.root, ...getStateNodes(basketMachine.root)].filter((node) => node.type !== 'final').map((node) => node.id);
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
        'xstate.init',
        MESSAGE_DONE,
        VALIDATION_DONE,
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
          expect(screen(sut.actor.getSnapshot())).toMatchObject({ loading: true, validate: 'disabled', success: false });
          expect(selectControlsLocked(sut.actor.getSnapshot())).toBe(true);
        },
      },
    });
  });
});
