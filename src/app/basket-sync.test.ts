import { describe, expect, it, vi } from 'vitest';
import type { BasketItem } from '../game/basket-item';
import { duoBenin, permIvoryCoast, soloTogo, trioGhana } from '../../tests/fixtures/basket-items';
import { type FakeServerBasket, fakeServerBasket as fakeServer } from '../../tests/kit/server-basket';
import { BasketSyncSlot, startBasketSync } from './basket-sync';

const PLAYER = 'player-1';
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start(server: FakeServerBasket, shown: BasketItem[], unsent: string[] = []) {
  const lists: string[][] = [];
  const unsentLists: string[][] = [];
  const sync = startBasketSync({
    port: server.port,
    playerId: PLAYER,
    shown,
    unsent,
    onItems: (items) => lists.push(items.map((item) => item.id)),
    onUnsent: (ids) => unsentLists.push(ids),
  });
  return { sync, lists, last: () => lists.at(-1), lastUnsent: () => unsentLists.at(-1) };
}

describe('the server basket and the tab (issue 38)', () => {
  it("subscribes to the player's basket; the server's first list replaces the tab's cache", () => {
    const server = fakeServer([duoBenin, permIvoryCoast]);
    const { last } = start(server, [soloTogo, duoBenin]);
    expect(server.calls).toEqual([`subscribe ${PLAYER}`]);
    server.push();
    // solo-tg was only in this tab's cache (removed on another device): the server wins
    expect(last()).toEqual(['duo-bj', 'perm-ci']);
  });

  it('an item added in the tab is stored on the server once, and stays shown while on its way', async () => {
    const server = fakeServer([duoBenin]);
    const { sync, last } = start(server, [duoBenin]);
    server.push();
    sync.write([duoBenin, soloTogo]);
    // a list the server sent before the add was stored still shows it
    server.push();
    expect(last()).toEqual(['duo-bj', 'solo-tg']);
    await flush();
    expect(server.ids()).toEqual(['duo-bj', 'solo-tg']);
    expect(server.calls.filter((call) => call.startsWith('add'))).toEqual(['add solo-tg']);
  });

  it('an item removed in the tab is deleted on the server, and stays hidden meanwhile', async () => {
    const server = fakeServer([duoBenin, soloTogo]);
    const { sync, last } = start(server, [duoBenin, soloTogo]);
    server.push();
    sync.write([duoBenin]);
    server.push();
    expect(last()).toEqual(['duo-bj']);
    await flush();
    expect(server.ids()).toEqual(['duo-bj']);
  });

  it("'Vider' deletes the whole basket in one call", async () => {
    const server = fakeServer([duoBenin, soloTogo, permIvoryCoast]);
    const { sync } = start(server, [duoBenin, soloTogo, permIvoryCoast]);
    server.push();
    sync.write([]);
    await flush();
    expect(server.calls.filter((call) => call.startsWith('remove'))).toEqual(['remove duo-bj,solo-tg,perm-ci']);
    expect(server.ids()).toEqual([]);
  });

  it('a removal waits for the add of the same item on its way: it is not left on the server', async () => {
    const server = fakeServer();
    const { sync, last } = start(server, []);
    server.push();
    let open = () => {};
    server.state.gate = new Promise((resolve) => (open = resolve));
    sync.write([soloTogo]);
    await flush();
    expect(server.calls.slice(1)).toEqual(['add solo-tg']);
    sync.write([]);
    await flush();
    expect(server.calls.slice(1)).toEqual(['add solo-tg']);
    open();
    await flush();
    expect(server.calls.slice(1)).toEqual(['add solo-tg', 'remove solo-tg']);
    expect(server.ids()).toEqual([]);
    server.push();
    expect(last()).toEqual([]);
  });

  it('an item added then removed before its add was sent is not added at all', async () => {
    const server = fakeServer();
    const { sync } = start(server, []);
    server.push();
    sync.write([soloTogo]);
    sync.write([]);
    await flush();
    expect(server.calls.some((call) => call.startsWith('add'))).toBe(false);
    expect(server.ids()).toEqual([]);
  });

  it("'Annuler' after a removal stores the item again, at its place in the tab", async () => {
    const server = fakeServer([soloTogo, duoBenin, permIvoryCoast]);
    const { sync, last } = start(server, [soloTogo, duoBenin, permIvoryCoast]);
    server.push();
    sync.write([soloTogo, permIvoryCoast]);
    await flush();
    sync.write([soloTogo, duoBenin, permIvoryCoast]);
    await flush();
    // the server now lists it last (stored again), the tab keeps its place
    server.push();
    expect(server.ids()).toEqual(['solo-tg', 'perm-ci', 'duo-bj']);
    expect(last()).toEqual(['solo-tg', 'duo-bj', 'perm-ci']);
  });

  it("an item added on another device comes after the tab's", async () => {
    const server = fakeServer([duoBenin]);
    const { last } = start(server, [duoBenin]);
    server.push();
    await server.port.add(trioGhana);
    server.push();
    expect(last()).toEqual(['duo-bj', 'trio-gh']);
  });

  it('an add that failed (offline) stays shown, and is sent again with the next list the server sends', async () => {
    const server = fakeServer();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { sync, last } = start(server, []);
    server.push();
    server.state.failing = true;
    sync.write([soloTogo]);
    await flush();
    expect(errors).toHaveBeenCalledWith('Panier : la synchronisation a échoué', expect.any(Error));
    expect(server.ids()).toEqual([]);
    server.state.failing = false;
    // the connection is back: the subscription reads the basket again
    server.push();
    expect(last()).toEqual(['solo-tg']);
    await flush();
    expect(server.ids()).toEqual(['solo-tg']);
    errors.mockRestore();
  });

  it('an add not yet stored is kept as unsent, for the cache; stored, it is no longer', async () => {
    const server = fakeServer();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { sync, lastUnsent } = start(server, []);
    server.push();
    server.state.failing = true;
    sync.write([soloTogo]);
    expect(lastUnsent()).toEqual(['solo-tg']);
    await flush();
    expect(lastUnsent()).toEqual(['solo-tg']);
    server.state.failing = false;
    server.push();
    await flush();
    expect(lastUnsent()).toEqual([]);
    errors.mockRestore();
  });

  it('after a reload, the unsent items of the cache are sent again and stay shown over the server’s first list; the others follow the server', async () => {
    const server = fakeServer([duoBenin]);
    const { last } = start(server, [soloTogo, duoBenin, permIvoryCoast], ['solo-tg']);
    server.push();
    // perm-ci was removed on another device meanwhile; solo-tg was never stored
    expect(last()).toEqual(['solo-tg', 'duo-bj']);
    await flush();
    expect(server.ids()).toEqual(['duo-bj', 'solo-tg']);
  });

  it('stopped, it unsubscribes, and what the tab writes afterwards stays in the tab', async () => {
    const server = fakeServer([duoBenin]);
    const slot = new BasketSyncSlot();
    const { sync } = start(server, [duoBenin]);
    slot.hold(sync);
    server.push();
    slot.release(sync);
    slot.write([]);
    await flush();
    expect(server.calls).toEqual([`subscribe ${PLAYER}`, 'unsubscribe']);
    expect(server.ids()).toEqual(['duo-bj']);
  });
});
