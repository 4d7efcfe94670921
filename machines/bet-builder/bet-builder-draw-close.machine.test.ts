import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { BasketItem } from '../../src/game/basket-item';
import { type BetBuilderEvent, betBuilderMachine } from './bet-builder.machine';
import { selectCanAdd, selectClosedReason, selectDrawClosed } from './bet-builder.selectors';

const DRAW = { country: 'TG', day: 'lundi', time: '9h', drawAt: '2026-11-23T09:00:00.000+00:00' } as const;

function start() {
  const itemAdded = vi.fn<(item: BasketItem) => void>();
  const actor = createActor(betBuilderMachine.provide({ actions: { itemAdded: (_, { item }) => itemAdded(item) } }), { input: { draw: DRAW } }).start();
  const send = (...events: BetBuilderEvent[]) => {
    for (const event of events) actor.send(event);
    return actor.getSnapshot();
  };
  return { send, itemAdded };
}

describe('bet builder: the draw stops being sold while the player is on it (issue 38)', () => {
  it.each(['past', 'closed', 'drawn', 'cancelled'] as const)('draw.close (%s) closes the builder at once, with the reason', (reason) => {
    const { send, itemAdded } = start();
    expect(selectClosedReason(send())).toBeNull();
    const s = send({ type: 'number.toggle', number: 7 }, { type: 'draw.close', reason });
    expect(selectDrawClosed(s)).toBe(true);
    expect(selectClosedReason(s)).toBe(reason);
    expect(s.status).toBe('done');
    expect(selectCanAdd(s)).toBe(false);
    send({ type: 'basket.add', id: 'bet-1', now: '2026-11-23T08:00:00.000Z' });
    expect(itemAdded).not.toHaveBeenCalled();
  });

  it("'Ajouter au panier' after the draw's instant closes it with the reason 'past'", () => {
    const { send } = start();
    const s = send({ type: 'number.toggle', number: 7 }, { type: 'basket.add', id: 'bet-1', now: '2026-11-23T09:00:00.000Z' });
    expect(selectClosedReason(s)).toBe('past');
  });
});
