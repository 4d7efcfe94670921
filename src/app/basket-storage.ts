import { BASKET_STORAGE_KEY, type BasketItem, serializeBasket } from '../game/basket-item';

/** Where the basket lives between page loads: read once when the app starts, written after every change. */
export interface BasketStorage {
  /** the stored text, parsed by the basket machine (parseStoredBasket); null when nothing is stored */
  read(): string | null;
  write(items: readonly BasketItem[]): void;
  /** the player whose basket is stored (issue 38); null when it names none (stored before, or nobody signed in) */
  readOwner(): string | null;
  writeOwner(playerId: string | null): void;
  /** the ids of stored items added in this tab and not yet on the server (src/app/basket-sync.ts) */
  readUnsent(): string[];
  writeUnsent(ids: readonly string[]): void;
}

/** Beside SPEC §3's `basketItems`: whose basket the tab keeps, and which of its items the server has not yet. */
export const BASKET_OWNER_KEY = 'basketOwner';
export const BASKET_UNSENT_KEY = 'basketUnsent';

/** Every message about the stored basket starts with this. */
export const BASKET_LOG_PREFIX = 'Panier : ';

/** At prerender (Node, no sessionStorage) the basket starts empty and is kept nowhere. */
export const NO_BASKET_STORAGE: BasketStorage = {
  read: () => null,
  write: () => {},
  readOwner: () => null,
  writeOwner: () => {},
  readUnsent: () => [],
  writeUnsent: () => {},
};

/**
 * SPEC §3: sessionStorage `basketItems`, JSON, without the UI-only `selected` flag. An empty basket
 * removes the key. Each tab has its own sessionStorage; for a signed-in player it is the cache of the server's
 * basket (src/app/basket-sync.ts), bound to that player by `basketOwner`.
 */
export function sessionBasketStorage(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = sessionStorage): BasketStorage {
  return {
    read: () => storage.getItem(BASKET_STORAGE_KEY),
    write(items) {
      if (items.length === 0) storage.removeItem(BASKET_STORAGE_KEY);
      else storage.setItem(BASKET_STORAGE_KEY, serializeBasket(items));
    },
    readOwner: () => storage.getItem(BASKET_OWNER_KEY),
    writeOwner(playerId) {
      if (playerId === null) storage.removeItem(BASKET_OWNER_KEY);
      else storage.setItem(BASKET_OWNER_KEY, playerId);
    },
    readUnsent() {
      try {
        const ids: unknown = JSON.parse(storage.getItem(BASKET_UNSENT_KEY) ?? '[]');
        return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
      } catch {
        return [];
      }
    },
    writeUnsent(ids) {
      if (ids.length === 0) storage.removeItem(BASKET_UNSENT_KEY);
      else storage.setItem(BASKET_UNSENT_KEY, JSON.stringify(ids));
    },
  };
}
