import { getStateNodes } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { parseStoredBasket, serializeBasket } from '../../src/game/basket-item';
import { AFTER_TOGO_DRAW, FIXTURE_NOW, duoBenin, permIvoryCoast, soloTogo } from '../../stories/basket/basket-fixtures';
import { type BasketEvent, MESSAGE_DELAY_MS, VALIDATION_DELAY_MS, basketMachine } from './basket.machine';
import { MESSAGE_DONE, VALIDATION_DONE, basketTestModel, describePath } from './basket.test-model';
import {
  type BasketSnapshot,
  selectCanValidate,
  selectControlsLocked,
  selectIsEmpty,
  selectIsValidating,
  selectLines,
  selectSelectAllState,
  selectShowsSuccess,
  selectTotals,
} from './basket.selectors';

const storedText = serializeBasket([soloTogo, duoBenin, permIvoryCoast]);
const input = { storedText, clock: () => new Date(FIXTURE_NOW) };

/** What the player sees, read through the selectors the screen uses. */
function screen(snapshot: BasketSnapshot) {
  return {
    lines: selectLines(snapshot).map(({ item, selected, closed }) => `${selected ? '☑' : '☐'} ${item.id}${closed ? ' Tirage clos' : ''}`),
    totals: selectTotals(snapshot),
    selectAll: selectSelectAllState(snapshot),
    validate: selectCanValidate(snapshot) ? 'enabled' : 'disabled',
    loading: selectIsValidating(snapshot),
    success: selectShowsSuccess(snapshot),
    empty: selectIsEmpty(snapshot),
  };
}

const model = basketTestModel({ input, tickTo: AFTER_TOGO_DRAW });

function system() {
  const clock = new SimulatedClock();
  let storage: string | null = storedText;
  const goToPlayer = vi.fn();
  const machine = basketMachine.provide({
    actions: {
      saveBasket: (_, { items }) => {
        storage = serializeBasket(items);
      },
      goToPlayer,
    },
  });
  const actor = createActor(machine, { clock, input }).start();
  return { actor, clock, goToPlayer, storage: () => storage };
}

describe('basket machine: model-based paths (@xstate/graph)', () => {
  const paths = model.getShortestPaths();

  it('the paths reach every state node and fire every event type', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => step.state._nodes.map((node) => node.id))));
    const all = [basketMachine.root, ...getStateNodes(basketMachine.root)].map((node) => node.id);
    expect([...reached].sort()).toEqual(all.sort());
    const fired = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
    expect([...fired].sort()).toEqual(
      [
        'basket.clear',
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
        validating: (expected) => {
          sees(expected);
          expect(screen(sut.actor.getSnapshot())).toMatchObject({ loading: true, validate: 'disabled', success: false });
          expect(selectControlsLocked(sut.actor.getSnapshot())).toBe(true);
        },
        leaving: (expected) => {
          sees(expected);
          expect(screen(sut.actor.getSnapshot())).toMatchObject({ empty: true, success: false });
          expect(sut.goToPlayer).toHaveBeenCalledOnce();
          expect(sut.storage()).toBe('[]');
        },
      },
    });
  });
});
