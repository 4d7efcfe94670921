import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { basketMachine } from '../../machines/basket/basket.machine';

/** The app's one basket actor (src/app/basket-provider.tsx); screens read it with the basket selectors. */
export type BasketActor = ActorRefFrom<typeof basketMachine>;

export const BasketContext = createContext<BasketActor | null>(null);

export function useBasket(): BasketActor {
  const basket = useContext(BasketContext);
  if (!basket) throw new Error('useBasket needs a BasketProvider');
  return basket;
}
