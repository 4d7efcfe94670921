import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { type BasketItem, serializeBasket } from '../../src/game/basket-item';
import { AFTER_TOGO_DRAW, FIXTURE_NOW, duoBenin, permIvoryCoast, soloTogo, trioGhana } from '../../tests/fixtures/basket-items';
import { type BasketEvent, type PlacedTicketReceipt, type PlacementInput, VALIDATION_DELAY_MS, basketMachine } from './basket.machine';
import { selectUndo } from './basket.selectors';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start(items: readonly BasketItem[], { now = FIXTURE_NOW, placement }: { now?: string; placement?: Promise<PlacedTicketReceipt> } = {}) {
  const clock = new SimulatedClock();
  const persist = vi.fn<(items: readonly BasketItem[]) => void>();
  const placed = vi.fn<(input: PlacementInput) => void>();
  const machine = basketMachine.provide({
    actions: { persist: (_, params) => persist(params.items) },
    actors: {
      placeBets: fromPromise(async ({ input }) => {
        placed(input);
        return placement ?? { code: 'LA-7K3M-Q9TX-2HBD', placedAt: FIXTURE_NOW, totalStake: 100, balance: 9_900 };
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { storedText: serializeBasket(items), now } });
  actor.start();
  const send = (event: BasketEvent) => actor.send(event);
  const ids = () => actor.getSnapshot().context.items.map((item) => item.id);
  const selected = () => actor.getSnapshot().context.selectedIds;
  const lastPersisted = () => persist.mock.lastCall?.[0].map((item) => item.id);
  return { actor, clock, send, ids, selected, persist, placed, lastPersisted };
}

describe('basket machine: the server holds the basket (issue 38)', () => {
  it("basket.synced replaces this tab's items by the server's, and writes them to the tab's cache", () => {
    const { send, ids, lastPersisted } = start([soloTogo, duoBenin]);
    send({ type: 'basket.synced', items: [duoBenin, permIvoryCoast] });
    expect(ids()).toEqual(['duo-bj', 'perm-ci']);
    expect(lastPersisted()).toEqual(['duo-bj', 'perm-ci']);
  });

  it('an item new from the server (added on another device) is selected; the others keep their selection', () => {
    const { send, selected } = start([soloTogo, duoBenin]);
    send({ type: 'basket.review' });
    send({ type: 'item.toggle', id: 'solo-tg' });
    expect(selected()).toEqual(['duo-bj']);
    send({ type: 'basket.synced', items: [soloTogo, duoBenin, permIvoryCoast] });
    expect(selected()).toEqual(['duo-bj', 'perm-ci']);
  });

  it('an item new from the server whose draw has passed is shown but not selected', () => {
    const { send, selected, ids } = start([duoBenin], { now: AFTER_TOGO_DRAW });
    send({ type: 'basket.synced', items: [duoBenin, soloTogo] });
    expect(ids()).toEqual(['duo-bj', 'solo-tg']);
    expect(selected()).toEqual(['duo-bj']);
  });

  it('while items are being validated the server cannot take them away: the sale turns their pending bets into the ticket', async () => {
    const { send, ids, actor, clock, placed } = start([soloTogo, duoBenin]);
    send({ type: 'basket.review' });
    send({ type: 'item.toggle', id: 'duo-bj' });
    send({ type: 'basket.validate', idempotencyKey: '4d2c6a0e-7a51-4a52-9a4e-3f1c1b7e8d10' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    // the sale has already deleted solo-tg's pending bet; another device added trio-gh
    send({ type: 'basket.synced', items: [duoBenin, trioGhana] });
    expect(ids()).toEqual(['duo-bj', 'trio-gh', 'solo-tg']);
    await flush();
    clock.increment(VALIDATION_DELAY_MS);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(placed.mock.lastCall?.[0].items.map((item) => item.id)).toEqual(['solo-tg']);
    expect(ids()).toEqual(['duo-bj', 'trio-gh']);
  });

  it('basket.forgotten empties the basket and its cache, offers no undo of the last owner\'s items, and ends a failure', () => {
    const { send, ids, actor, lastPersisted } = start([soloTogo, duoBenin]);
    send({ type: 'item.remove', id: 'solo-tg' });
    expect(selectUndo(actor.getSnapshot())).not.toBeNull();
    send({ type: 'basket.forgotten' });
    expect(ids()).toEqual([]);
    expect(lastPersisted()).toEqual([]);
    expect(selectUndo(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().can({ type: 'removal.undo' })).toBe(false);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('basket.forgotten during an unanswered validation leaves nothing locked for the next player', async () => {
    const { send, ids, actor } = start([soloTogo], { placement: Promise.reject(new Error('réseau')) });
    send({ type: 'basket.review' });
    send({ type: 'basket.validate', idempotencyKey: '0b8e0f8e-2f4c-4d59-8f7e-3c1d2e4f5a6b' });
    await flush();
    expect(actor.getSnapshot().matches('unconfirmed')).toBe(true);
    send({ type: 'basket.forgotten' });
    expect(ids()).toEqual([]);
    expect(actor.getSnapshot().context.attemptKey).toBeNull();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});
