import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { type BasketItem, serializeBasket } from '../../src/game/basket-item';
import { FIXTURE_NOW, duoBenin, permIvoryCoast, soloTogo } from '../../tests/fixtures/basket-items';
import { type BasketEvent, type PlacedTicketReceipt, type PlacementInput, UNDO_DELAY_MS, VALIDATION_DELAY_MS, basketMachine } from './basket.machine';
import { basketProjection, selectUndo } from './basket.selectors';
import { selectBasketStake } from './basket-builder.selectors';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function receiptFor(input: PlacementInput): PlacedTicketReceipt {
  const totalStake = input.items.reduce((sum, item) => sum + item.totalStake, 0);
  return { code: 'LA-7K3M-Q9TX-2HBD', placedAt: FIXTURE_NOW, totalStake, balance: 10_000 - totalStake };
}

function start(items: readonly BasketItem[]) {
  const clock = new SimulatedClock();
  const saveBasket = vi.fn<(items: readonly BasketItem[]) => void>();
  const machine = basketMachine.provide({
    actions: { persist: (_, params) => saveBasket(params.items) },
    actors: { placeBets: fromPromise(async ({ input }) => receiptFor(input)) },
  });
  const actor = createActor(machine, { clock, input: { storedText: serializeBasket(items), now: FIXTURE_NOW } });
  actor.start();
  const send = (event: BasketEvent) => actor.send(event);
  const ids = () => actor.getSnapshot().context.items.map((item) => item.id);
  const selected = () => actor.getSnapshot().context.selectedIds;
  const undo = () => selectUndo(actor.getSnapshot());
  const lastSaved = () => saveBasket.mock.lastCall?.[0].map((item) => item.id);
  return { actor, clock, send, ids, selected, undo, saveBasket, lastSaved };
}

const THREE = [soloTogo, duoBenin, permIvoryCoast];

describe("basket machine: 'Annuler' after a removal or 'Vider' (issue 38)", () => {
  it('offers nothing to undo at first', () => {
    const { undo, actor } = start(THREE);
    expect(undo()).toBeNull();
    expect(actor.getSnapshot().can({ type: 'removal.undo' })).toBe(false);
  });

  it('item.remove keeps what it took; removal.undo puts it back at its place, selected as it was, and stores it again', () => {
    const { send, ids, selected, undo, lastSaved, actor } = start(THREE);
    send({ type: 'basket.review' });
    send({ type: 'item.toggle', id: duoBenin.id });
    send({ type: 'item.remove', id: duoBenin.id });
    expect(ids()).toEqual([soloTogo.id, permIvoryCoast.id]);
    // the basket without it is stored at once: a reload while 'Annuler' is offered keeps the removal
    expect(lastSaved()).toEqual([soloTogo.id, permIvoryCoast.id]);
    expect(undo()).toEqual({ kind: 'item', count: 1, ids: [duoBenin.id] });
    expect(actor.getSnapshot().can({ type: 'removal.undo' })).toBe(true);

    send({ type: 'removal.undo' });
    expect(ids()).toEqual([soloTogo.id, duoBenin.id, permIvoryCoast.id]);
    // it was unselected before its removal: it comes back unselected
    expect(selected()).toEqual([soloTogo.id, permIvoryCoast.id]);
    expect(lastSaved()).toEqual([soloTogo.id, duoBenin.id, permIvoryCoast.id]);
    expect(undo()).toBeNull();
  });

  it("basket.clear keeps every item; removal.undo brings the whole basket back in its order and selection", () => {
    const { send, ids, selected, undo, lastSaved, saveBasket } = start(THREE);
    send({ type: 'basket.review' });
    send({ type: 'item.toggle', id: soloTogo.id });
    send({ type: 'basket.clear' });
    expect(ids()).toEqual([]);
    expect(saveBasket).toHaveBeenLastCalledWith([]);
    expect(undo()).toEqual({ kind: 'all', count: 3, ids: [soloTogo.id, duoBenin.id, permIvoryCoast.id] });

    send({ type: 'removal.undo' });
    expect(ids()).toEqual([soloTogo.id, duoBenin.id, permIvoryCoast.id]);
    expect(selected()).toEqual([duoBenin.id, permIvoryCoast.id]);
    expect(lastSaved()).toEqual([soloTogo.id, duoBenin.id, permIvoryCoast.id]);
    expect(undo()).toBeNull();
  });

  it('removal.expire, sent by the machine to itself UNDO_DELAY after the removal, withdraws the offer', () => {
    const { send, clock, undo, ids } = start(THREE);
    send({ type: 'item.remove', id: soloTogo.id });
    clock.increment(UNDO_DELAY_MS - 1);
    expect(undo()).toMatchObject({ kind: 'item', count: 1 });
    clock.increment(1);
    expect(undo()).toBeNull();
    send({ type: 'removal.undo' });
    expect(ids()).toEqual([duoBenin.id, permIvoryCoast.id]);
  });

  it('a second removal replaces the offer and restarts its delay: only the last removal comes back', () => {
    const { send, clock, undo, ids } = start(THREE);
    send({ type: 'item.remove', id: soloTogo.id });
    clock.increment(UNDO_DELAY_MS - 1000);
    send({ type: 'item.remove', id: permIvoryCoast.id });
    clock.increment(1000);
    expect(undo()).toEqual({ kind: 'item', count: 1, ids: [permIvoryCoast.id] });
    send({ type: 'removal.undo' });
    expect(ids()).toEqual([duoBenin.id, permIvoryCoast.id]);
  });

  it("'Vider' after a removal offers back what 'Vider' took", () => {
    const { send, undo, ids } = start(THREE);
    send({ type: 'item.remove', id: soloTogo.id });
    send({ type: 'basket.clear' });
    expect(undo()).toEqual({ kind: 'all', count: 2, ids: [duoBenin.id, permIvoryCoast.id] });
    send({ type: 'removal.undo' });
    expect(ids()).toEqual([duoBenin.id, permIvoryCoast.id]);
  });

  it('removing an unknown id, or emptying an empty basket, keeps the offer already made', () => {
    const { send, undo } = start(THREE);
    send({ type: 'item.remove', id: duoBenin.id });
    send({ type: 'item.remove', id: 'not-in-the-basket' });
    expect(undo()).toMatchObject({ kind: 'item', count: 1 });
  });

  it('an item added meanwhile stays; the removed one goes back before it', () => {
    const { send, undo, ids } = start([soloTogo, duoBenin]);
    send({ type: 'item.remove', id: duoBenin.id });
    send({ type: 'item.add', item: permIvoryCoast });
    expect(undo()).toMatchObject({ kind: 'item', count: 1 });
    send({ type: 'removal.undo' });
    expect(ids()).toEqual([soloTogo.id, duoBenin.id, permIvoryCoast.id]);
  });

  it("'Valider' fixes the set validated: what was removed before it can no longer come back", async () => {
    const { send, undo, actor, clock } = start(THREE);
    send({ type: 'basket.review' });
    send({ type: 'item.remove', id: soloTogo.id });
    send({ type: 'basket.validate', idempotencyKey: 'key-1' });
    expect(undo()).toBeNull();
    expect(actor.getSnapshot().can({ type: 'removal.undo' })).toBe(false);
    await flush();
    clock.increment(VALIDATION_DELAY_MS);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
  });

  it("a removal during 'Succès!' can be undone without ending the message", async () => {
    const { send, undo, actor, clock, ids } = start(THREE);
    send({ type: 'basket.review' });
    send({ type: 'item.toggle', id: soloTogo.id });
    send({ type: 'item.toggle', id: duoBenin.id });
    send({ type: 'basket.validate', idempotencyKey: 'key-1' });
    await flush();
    clock.increment(VALIDATION_DELAY_MS);
    expect(ids()).toEqual([soloTogo.id, duoBenin.id]);
    send({ type: 'item.remove', id: duoBenin.id });
    expect(undo()).toMatchObject({ kind: 'item', count: 1 });
    send({ type: 'removal.undo' });
    expect(ids()).toEqual([soloTogo.id, duoBenin.id]);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
  });

  it('the projection replays shows the offer and the whole basket stake', () => {
    const { send, actor } = start(THREE);
    const stake = THREE.reduce((sum, item) => sum + item.totalStake, 0);
    expect(selectBasketStake(actor.getSnapshot())).toBe(stake);
    send({ type: 'item.remove', id: soloTogo.id });
    expect(basketProjection(actor.getSnapshot())).toMatchObject({ undo: { kind: 'item', count: 1, ids: [soloTogo.id] }, basketStake: stake - soloTogo.totalStake, itemCount: 2 });
  });

  it('a snapshot recorded before issue 38 (no lastRemoved) projects no offer', () => {
    const { actor } = start(THREE);
    const { lastRemoved: _, ...older } = actor.getSnapshot().context;
    const snapshot = basketMachine.resolveState({ value: { ready: 'idle' }, context: older as never });
    expect(selectUndo(snapshot)).toBeNull();
  });
});
