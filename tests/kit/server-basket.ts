import type { ServerBasketPort } from '../../src/app/basket-sync';
import type { BasketItem } from '../../src/game/basket-item';

/**
 * One player's server basket in memory: `push` sends its list as the live subscription would; `state.failing`
 * makes the calls throw (offline), `state.gate` holds them until it resolves (a slow network).
 */
export function fakeServerBasket(initial: BasketItem[] = []) {
  const stored = new Map(initial.map((item) => [item.id, item]));
  let listener: ((items: BasketItem[]) => void) | null = null;
  const state: { failing: boolean; gate: Promise<void> | null } = { failing: false, gate: null };
  const calls: string[] = [];
  const port: ServerBasketPort = {
    subscribe(playerId, onItems) {
      calls.push(`subscribe ${playerId}`);
      listener = onItems;
      return () => {
        listener = null;
        calls.push('unsubscribe');
      };
    },
    async add(item) {
      calls.push(`add ${item.id}`);
      await state.gate;
      if (state.failing) throw new Error('réseau');
      stored.set(item.id, item);
    },
    async remove(ids) {
      calls.push(`remove ${ids.join(',')}`);
      if (state.failing) throw new Error('réseau');
      ids.forEach((id) => stored.delete(id));
    },
  };
  const push = () => listener?.([...stored.values()]);
  const ids = () => [...stored.keys()];
  return { port, push, ids, calls, state };
}


export type FakeServerBasket = ReturnType<typeof fakeServerBasket>;
