import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { BasketItem } from '../../src/game/basket-item';
import { type BetBuilderEvent, betBuilderMachine } from './bet-builder.machine';
import { selectBallStates, selectCanAdd, selectUnavailableLine } from './bet-builder.selectors';

const DRAW = { country: 'TG', day: 'lundi', time: '18h', drawAt: '2026-11-23T18:00:00.000+00:00' } as const;
const add: BetBuilderEvent = { type: 'basket.add', id: 'bet-1', now: '2026-11-23T08:00:00.000Z' };

function start() {
  const itemAdded = vi.fn<(item: BasketItem) => void>();
  const actor = createActor(betBuilderMachine.provide({ actions: { itemAdded: (_, { item }) => itemAdded(item) } }), { input: { draw: DRAW } }).start();
  const send = (...events: BetBuilderEvent[]) => {
    for (const event of events) actor.send(event);
    return actor.getSnapshot();
  };
  return { send, itemAdded };
}

describe('bet builder: lines past their liability limit (issue 40)', () => {
  it('shows a number no longer sold as unavailable on the grid of a single-number type', () => {
    const { send } = start();
    const states = selectBallStates(send({ type: 'lines.unavailable', lines: ['27', '12-30'] }));
    expect(states[26]).toBe('unavailable');
    expect(states[11]).toBe('idle');
    expect(states.filter((state) => state === 'unavailable')).toHaveLength(1);
  });

  it("refuses 'Ajouter au panier' for that number, naming it in French, and adds nothing", () => {
    const { send, itemAdded } = start();
    const s = send({ type: 'number.toggle', number: 27 }, { type: 'lines.unavailable', lines: ['27'] });
    expect(selectUnavailableLine(s)).toBe("Le 27 n'est plus disponible pour le tirage de 18h.");
    expect(selectCanAdd(s)).toBe(false);
    send(add);
    expect(itemAdded).not.toHaveBeenCalled();
  });

  it('names a pair of a couple type, and leaves the grid alone there', () => {
    const { send } = start();
    const s = send(
      { type: 'type.change', betType: 'duo' },
      { type: 'lines.unavailable', lines: ['12-27'] },
      { type: 'number.toggle', number: 27 },
      { type: 'number.toggle', number: 12 },
    );
    expect(selectUnavailableLine(s)).toBe("La paire 12-27 n'est plus disponible pour le tirage de 18h.");
    expect(selectBallStates(s).includes('unavailable')).toBe(false);
  });

  it('follows the live set: a line available again can be played', () => {
    const { send, itemAdded } = start();
    send({ type: 'number.toggle', number: 27 }, { type: 'lines.unavailable', lines: ['27'] });
    const s = send({ type: 'lines.unavailable', lines: [] });
    expect(selectUnavailableLine(s)).toBeNull();
    expect(selectCanAdd(s)).toBe(true);
    send(add);
    expect(itemAdded).toHaveBeenCalledTimes(1);
  });
});
