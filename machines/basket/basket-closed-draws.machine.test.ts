import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { serializeBasket } from '../../src/game/basket-item';
import { drawKey } from '../../src/game/draw-sales';
import { FIXTURE_NOW, duoBenin, soloTogo } from '../../tests/fixtures/basket-items';
import { type BasketEvent, type PlacedTicketReceipt, type PlacementInput, basketMachine } from './basket.machine';
import { selectCanValidate, selectLines, selectSelectAllState } from './basket.selectors';
import { selectOpenSize } from './basket-builder.selectors';

/** Issue 38: the database's statuses close items as the clock does ('Tirage clos'). */
function start() {
  const placed: PlacementInput[] = [];
  const machine = basketMachine.provide({
    actors: {
      placeBets: fromPromise<PlacedTicketReceipt, PlacementInput>(({ input }) => {
        placed.push(input);
        return new Promise<PlacedTicketReceipt>(() => {});
      }),
    },
  });
  const actor = createActor(machine, { input: { storedText: serializeBasket([soloTogo, duoBenin]), now: FIXTURE_NOW } }).start();
  const send = (...events: BasketEvent[]) => {
    for (const event of events) actor.send(event);
    return actor.getSnapshot();
  };
  return { actor, send, placed };
}

const closedByOperators = (...keys: string[]): BasketEvent => ({ type: 'draws.closed', keys });
const TOGO_9H = drawKey('TG', soloTogo.drawAt);

describe('basket: draws the database no longer sells', () => {
  it('an item whose draw an operator closed early is closed at once: deselected, not selectable, not validated', () => {
    const { send } = start();
    send({ type: 'basket.review' });
    const s = send(closedByOperators(TOGO_9H));
    expect(selectLines(s).map(({ item, selected, closed }) => [item.id, selected, closed])).toEqual([
      ['solo-tg', false, true],
      ['duo-bj', true, false],
    ]);
    expect(s.context.closedDraws).toEqual([TOGO_9H]);
    // its checkbox does nothing, 'Tout sélectionner' skips it
    expect(selectLines(send({ type: 'item.toggle', id: 'solo-tg' }))[0]!.selected).toBe(false);
    expect(selectSelectAllState(send())).toBe('all');
    expect(selectOpenSize(send()).items).toBe(1);
  });

  it("'Valider' places only the open items", () => {
    const { send, placed } = start();
    send({ type: 'basket.review' }, closedByOperators(TOGO_9H));
    expect(selectCanValidate(send())).toBe(true);
    send({ type: 'basket.validate', idempotencyKey: 'key-1' });
    expect(placed.map((p) => p.items.map((item) => item.id))).toEqual([['duo-bj']]);
  });

  it('when every item is closed, nothing can be validated; a new bet on a closed draw arrives closed', () => {
    const { send } = start();
    const s = send({ type: 'basket.review' }, closedByOperators(TOGO_9H, drawKey('BJ', duoBenin.drawAt)));
    expect(selectLines(s).every((line) => line.closed && !line.selected)).toBe(true);
    expect(selectCanValidate(s)).toBe(false);
    const again = send({ type: 'item.remove', id: 'solo-tg' }, { type: 'item.add', item: soloTogo });
    expect(selectLines(again).find((line) => line.item.id === 'solo-tg')).toMatchObject({ selected: false, closed: true });
  });

  it('the keys are the full list each time (an unrelated draw closing changes nothing else)', () => {
    const { send } = start();
    send({ type: 'basket.review' });
    const s = send(closedByOperators('GH@2026-11-24T19:00:00.000Z'));
    expect(selectLines(s).map((line) => line.closed)).toEqual([false, false]);
    expect(selectLines(s).map((line) => line.selected)).toEqual([true, true]);
  });
});
