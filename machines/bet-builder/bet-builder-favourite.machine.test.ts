import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { BasketItem } from '../../src/game/basket-item';
import { type FavouriteDraft, favouriteDraftOf } from '../../src/game/favourites';
import { DEFAULT_SUM } from '../../src/game/combinations';
import { type BetBuilderEvent, betBuilderMachine } from './bet-builder.machine';
import { selectCanAdd, selectSumError } from './bet-builder.selectors';

const DRAW = { country: 'TG', day: 'lundi', time: '18h', drawAt: '2026-11-23T18:00:00.000+00:00' } as const;
const add: BetBuilderEvent = { type: 'basket.add', id: 'bet-1', now: '2026-11-23T08:00:00.000Z' };

function start() {
  const itemAdded = vi.fn<(item: BasketItem) => void>();
  const actor = createActor(betBuilderMachine.provide({ actions: { itemAdded: (_, { item }) => itemAdded(item) } }), { input: { draw: DRAW } }).start();
  const send = (...events: BetBuilderEvent[]) => {
    for (const event of events) actor.send(event);
    return actor.getSnapshot();
  };
  return { send, itemAdded, snapshot: () => actor.getSnapshot() };
}

const selection = (over: Partial<FavouriteDraft['selection']> = {}): FavouriteDraft['selection'] => ({
  numbers: [],
  banker: null,
  base: [],
  pairs: [],
  additionPair: null,
  baseSize: 'total',
  anagramKind: 'simple',
  targetSum: DEFAULT_SUM,
  ...over,
});
const load = (favourite: Omit<FavouriteDraft, 'name'>): BetBuilderEvent => ({ type: 'favourite.load', favourite });

describe('bet builder: loading a favourite (issue 41)', () => {
  it('replaces the type, mode, option and balls in one event, complete and ready to add', () => {
    const { send, itemAdded } = start();
    send({ type: 'number.toggle', number: 3 });
    const s = send(load({ type: 'jackpot', mode: 'normal', option: 'turbo', selection: selection({ numbers: [45, 5, 12, 80, 33] }) }));
    expect(s.context).toMatchObject({ type: 'jackpot', mode: 'normal', option: 'turbo', numbers: [5, 12, 33, 45, 80] });
    expect(s.matches({ building: { selection: 'complete' } })).toBe(true);
    expect(selectCanAdd(s)).toBe(true);
    send(add);
    expect(itemAdded.mock.calls[0]![0]).toMatchObject({ betType: 'jackpot', betOption: 'turbo', gameMode: 'normal', combinations: [[5, 12, 33, 45, 80]] });
  });

  it('restores a banker: its banker, its base and base size', () => {
    const { send } = start();
    const s = send(load({ type: 'banker', mode: 'normal', option: 'direct', selection: selection({ banker: 7, base: [8, 9, 10], baseSize: 5 }) }));
    expect(s.context).toMatchObject({ type: 'banker', banker: 7, base: [8, 9, 10], baseSize: 5 });
    expect(selectCanAdd(s)).toBe(true);
  });

  it('restores turning couples of the complete anagram kind, and a double-chance mode', () => {
    const { send } = start();
    const s = send(
      load({ type: 'turning', mode: 'double_chance', option: 'direct', selection: selection({ anagramKind: 'complete', pairs: [[12, 21], [34, 43]] }) }),
    );
    expect(s.context).toMatchObject({ type: 'turning', mode: 'double_chance', anagramKind: 'complete', pairs: [[12, 21], [34, 43]] });
    expect(selectCanAdd(s)).toBe(true);
  });

  it('restores an addition with its target, and forgets a mistyped target', () => {
    const { send } = start();
    send({ type: 'type.change', betType: 'addition' }, { type: 'sum.change', value: '500' });
    expect(selectSumError(send())).not.toBeNull();
    const s = send(load({ type: 'addition', mode: 'normal', option: 'direct', selection: selection({ targetSum: 100, additionPair: [40, 60] }) }));
    expect(s.context).toMatchObject({ type: 'addition', targetSum: 100, sumInput: '100', additionPair: [40, 60] });
    expect(selectSumError(s)).toBeNull();
    expect(selectCanAdd(s)).toBe(true);
  });

  it('drops what the rules refuse (a ball off the grid, too many numbers, an option the type lacks)', () => {
    const { send } = start();
    const s = send(load({ type: 'duo', mode: 'normal', option: 'turbo', selection: selection({ numbers: [0, 12, 91, 45, 60] }) }));
    expect(s.context.numbers).toEqual([12, 45]);
    expect(s.context.option).toBe('direct');
  });

  it('round-trips what the builder holds through favouriteDraftOf', () => {
    const first = start();
    first.send({ type: 'type.change', betType: 'perm' }, { type: 'number.toggle', number: 3 }, { type: 'number.toggle', number: 17 }, { type: 'number.toggle', number: 42 });
    const draft = favouriteDraftOf(first.snapshot().context, '  Mes trois  ');
    expect(draft.name).toBe('Mes trois');
    const second = start();
    const s = second.send(load(draft));
    expect(s.context).toMatchObject({ type: 'perm', numbers: [3, 17, 42], option: first.snapshot().context.option });
  });

  it('changes nothing once the draw has closed', () => {
    const { send } = start();
    send({ type: 'draw.close', reason: 'closed' });
    const s = send(load({ type: 'solo', mode: 'normal', option: 'direct', selection: selection({ numbers: [7] }) }));
    expect(s.context.numbers).toEqual([]);
  });
});
