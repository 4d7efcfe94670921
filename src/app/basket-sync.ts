import type { BasketItem } from '../game/basket-item';
import { BASKET_LOG_PREFIX } from './basket-storage';

/** The signed-in player's basket on the server (SPEC §7: their pending bets, live). */
export interface ServerBasketPort {
  /** calls back with `playerId`'s whole list once read, then after every change, here or on another device; returns the unsubscribe */
  subscribe(playerId: string, onItems: (items: BasketItem[]) => void): () => void;
  /** stores the item as a pending bet under its own id; adding an id already stored changes nothing */
  add(item: BasketItem): Promise<void>;
  /** deletes these pending bets (those already placed on a ticket stay) */
  remove(ids: readonly string[]): Promise<void>;
}

export interface BasketSync {
  /** what the basket now holds, after a change in this tab: the difference with the last list is sent */
  write(items: readonly BasketItem[]): void;
  stop(): void;
}

/**
 * Keeps the server's basket and this tab's in step (issue 38, DESIGN §13). The server is the source: each
 * list it sends replaces the tab's (`onItems`), except this tab's changes still on their way (an add not
 * yet stored stays shown, a removal not yet done stays hidden). A change in the tab is the difference
 * between two lists written; the operations on one item run in order (a removal waits for its add), and
 * one that failed is sent again with the next list the server sends (it sends one when the connection
 * comes back). An add not yet stored is kept in the tab's cache (`onUnsent`), so a reload sends it again
 * rather than losing it; an item of the cache the server no longer lists was removed elsewhere.
 */
export interface BasketSyncOptions {
  port: ServerBasketPort;
  playerId: string;
  /** the tab's list when the sync starts (its cache), replaced by the server's first list */
  shown: readonly BasketItem[];
  /** ids of `shown` added in this tab and not yet stored (offline, or a page closed before): sent first */
  unsent: readonly string[];
  /** the server's list, with this tab's changes on their way */
  onItems: (items: BasketItem[]) => void;
  /** the ids added in this tab and not yet stored, after each change: the cache keeps them */
  onUnsent: (ids: string[]) => void;
}

export function startBasketSync({ port, playerId, shown, unsent, onItems, onUnsent }: BasketSyncOptions): BasketSync {
  let last: readonly BasketItem[] = shown;
  const adding = new Map<string, BasketItem>();
  const removing = new Set<string>();
  const failed = new Set<string>();
  const queues = new Map<string, Promise<void>>();
  let stopped = false;

  /** Runs `operation` after the operations already queued on these ids; on failure they are sent again later. */
  function enqueue(ids: readonly string[], operation: () => Promise<void>) {
    const before = Promise.all(ids.map((id) => queues.get(id)));
    const done = before.then(operation).then(
      () => ids.forEach((id) => failed.delete(id)),
      (error: unknown) => {
        console.error(`${BASKET_LOG_PREFIX}la synchronisation a échoué`, error);
        ids.forEach((id) => failed.add(id));
      },
    );
    for (const id of ids) queues.set(id, done);
    void done.then(() => ids.forEach((id) => queues.get(id) === done && queues.delete(id)));
  }

  const tellUnsent = () => {
    if (!stopped) onUnsent([...adding.keys()]);
  };

  function add(item: BasketItem) {
    removing.delete(item.id);
    adding.set(item.id, item);
    enqueue([item.id], async () => {
      if (stopped || !adding.has(item.id)) return;
      await port.add(item);
      adding.delete(item.id);
      tellUnsent();
    });
  }

  function remove(ids: readonly string[]) {
    for (const id of ids) {
      adding.delete(id);
      removing.add(id);
    }
    tellUnsent();
    enqueue(ids, async () => {
      const still = ids.filter((id) => removing.has(id));
      if (stopped || still.length === 0) return;
      await port.remove(still);
      still.forEach((id) => removing.delete(id));
    });
  }

  /** The server's list with this tab's changes on their way, in the tab's order, the server's new items after. */
  function merged(serverItems: readonly BasketItem[]): BasketItem[] {
    const byId = new Map(serverItems.map((item) => [item.id, item]));
    for (const [id, item] of adding) if (!byId.has(id)) byId.set(id, item);
    for (const id of removing) byId.delete(id);
    const inTabOrder = last.filter((item) => byId.has(item.id)).map((item) => byId.get(item.id)!);
    const known = new Set(inTabOrder.map((item) => item.id));
    return [...inTabOrder, ...[...byId.values()].filter((item) => !known.has(item.id))];
  }

  const unsubscribe = port.subscribe(playerId, (serverItems) => {
    if (stopped) return;
    for (const id of [...failed]) {
      if (queues.has(id)) continue;
      failed.delete(id);
      const item = adding.get(id);
      if (item) add(item);
      else if (removing.has(id)) remove([id]);
    }
    last = merged(serverItems);
    onItems([...last]);
  });

  for (const item of shown) if (unsent.includes(item.id)) add(item);

  return {
    write(items) {
      if (stopped) return;
      const before = new Map(last.map((item) => [item.id, item]));
      const now = new Set(items.map((item) => item.id));
      last = items;
      const added = items.filter((item) => !before.has(item.id));
      added.forEach(add);
      if (added.length > 0) tellUnsent();
      const gone = [...before.keys()].filter((id) => !now.has(id));
      if (gone.length > 0) remove(gone);
    },
    stop() {
      stopped = true;
      unsubscribe();
    },
  };
}

/** Where the running sync, if any, is found by the basket machine's `persist`, made once with it. */
export class BasketSyncSlot {
  private running: BasketSync | null = null;

  hold(sync: BasketSync) {
    this.running = sync;
  }

  /** stops the sync; after it, what the basket writes stays in the tab */
  release(sync: BasketSync) {
    if (this.running === sync) this.running = null;
    sync.stop();
  }

  write(items: readonly BasketItem[]) {
    this.running?.write(items);
  }
}
