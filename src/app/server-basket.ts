import type { BasketItem } from '../game/basket-item';
import { BASKET_LOG_PREFIX } from './basket-storage';
import type { ServerBasketPort } from './basket-sync';
import { loadAfterFirstRouteShown } from '../components/first-route-shown';

// src/api (and supabase-js with it) loads on first use, after the first page is on screen (perf-budget.json).
const loadBets = () => import('../api/bets');

/** The basket's plain items: what the basket machine holds and its traces replay. */
function basketItemOf({ userId: _user, status: _status, createdAt: _created, ...item }: BasketItem & { userId: string; status: string; createdAt: Date }): BasketItem {
  return item;
}

/** SPEC §7's server-side basket through src/api: the signed-in player's pending bets, live. */
export const serverBasket: ServerBasketPort = {
  subscribe(playerId, onItems) {
    let stop: (() => void) | undefined;
    let stopped = false;
    void loadAfterFirstRouteShown(loadBets)
      .then(({ subscribeBasket }) => {
        if (stopped) return;
        // the auth service may name another player for a moment (a sign-in under way): only this player's list counts
        stop = subscribeBasket((basket, owner) => {
          if (owner === playerId) onItems(basket.bets.map(basketItemOf));
        });
      })
      .catch((error: unknown) => console.error(`${BASKET_LOG_PREFIX}la lecture du panier a échoué`, error));
    return () => {
      stopped = true;
      stop?.();
    };
  },
  add: async (item) => void (await (await loadBets()).addBet(item)),
  remove: async (ids) => (await loadBets()).removeBets(ids),
};
