import { BASKET_STORAGE_KEY, type BasketItem, serializeBasket } from '../game/basket-item';

/** Where the basket lives between page loads: read once when the app starts, written after every change. */
export interface BasketStorage {
  /** the stored text, parsed by the basket machine (parseStoredBasket); null when nothing is stored */
  read(): string | null;
  write(items: readonly BasketItem[]): void;
}

/** Every message about the stored basket starts with this. */
export const BASKET_LOG_PREFIX = 'Panier : ';

/** At prerender (Node, no sessionStorage) the basket starts empty and is kept nowhere. */
export const NO_BASKET_STORAGE: BasketStorage = { read: () => null, write: () => {} };

/**
 * SPEC §3: sessionStorage `basketItems`, JSON, without the UI-only `selected` flag. An empty basket
 * removes the key. Each tab has its own sessionStorage, so a second tab has its own basket.
 */
export function sessionBasketStorage(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = sessionStorage): BasketStorage {
  return {
    read: () => storage.getItem(BASKET_STORAGE_KEY),
    write(items) {
      if (items.length === 0) storage.removeItem(BASKET_STORAGE_KEY);
      else storage.setItem(BASKET_STORAGE_KEY, serializeBasket(items));
    },
  };
}
