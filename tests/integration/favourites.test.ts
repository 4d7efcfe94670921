/**
 * Favourite numbers (issue 41) on the local stack: src/api/favourites as a signed-in tab, and the table's
 * row-level security as any client meets it through the API (supabase-js): a player reads, adds and deletes
 * their own favourites only; anon nothing; a name is unique per player; 50 at most.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AuthApi from '../../src/api/auth';
import type * as FavouritesApi from '../../src/api/favourites';
import { DEFAULT_SUM } from '../../src/game/combinations';
import { FAVOURITES_FULL, FAVOURITE_NAME_TAKEN, type FavouriteDraft } from '../../src/game/favourites';
import { type Player, type TestStack, anonClient, newPlayer, startTestStack } from './support/test-stack';

let env: TestStack;
let awa: Player;
let kofi: Player;
let tab: { auth: typeof AuthApi; favourites: typeof FavouritesApi };

const draft = (name: string, over: Partial<FavouriteDraft> = {}): FavouriteDraft => ({
  name,
  type: 'duo',
  mode: 'normal',
  option: 'direct',
  selection: { numbers: [7, 21], banker: null, base: [], pairs: [], additionPair: null, baseSize: 'total', anagramKind: 'simple', targetSum: DEFAULT_SUM },
  ...over,
});
const row = (name: string) => ({ name, bet_type: 'solo', bet_option: 'direct', game_mode: 'normal', selection: { numbers: [5] } });

beforeAll(async () => {
  env = await startTestStack();
  vi.stubEnv('VITE_SUPABASE_URL', env.url);
  vi.resetModules();
  tab = { auth: await import('../../src/api/auth'), favourites: await import('../../src/api/favourites') };
  awa = await newPlayer(env.url, 'awa');
  kofi = await newPlayer(env.url, 'kofi');
  await tab.auth.login(awa.email, awa.password);
});
afterAll(async () => {
  await tab?.auth.logout().catch(() => undefined);
  vi.unstubAllEnvs();
  await env?.close();
});

describe('favourites (issue 41): src/api/favourites', () => {
  it('saves a selection under a trimmed name and lists it back, by name, as the builder restores it', async () => {
    const banker = draft('  Banker du lundi ', {
      type: 'banker',
      option: 'turbo2',
      mode: 'double_chance',
      selection: { ...draft('').selection, numbers: [], banker: 7, base: [8, 9], baseSize: 5 },
    });
    const saved = await tab.favourites.saveFavourite(banker);
    expect(saved).toMatchObject({ name: 'Banker du lundi', type: 'banker', option: 'turbo2', mode: 'double_chance' });
    expect(saved.selection).toMatchObject({ banker: 7, base: [8, 9], baseSize: 5 });
    await tab.favourites.saveFavourite(draft('Anniversaires'));
    const list = await tab.favourites.myFavourites();
    expect(list.map((f) => f.name)).toEqual(['Anniversaires', 'Banker du lundi']);
    expect(list[1]).toEqual(saved);
  });

  it('refuses a second favourite of the same name, in French; another player may use it', async () => {
    await expect(tab.favourites.saveFavourite(draft('Anniversaires'))).rejects.toThrow(FAVOURITE_NAME_TAKEN);
    expect((await kofi.client.from('favourites').insert(row('Anniversaires'))).error).toBeNull();
  });

  it('deletes one of its own; the id of another player deletes nothing', async () => {
    const kofis = await kofi.client.from('favourites').select('id');
    const target = (await tab.favourites.myFavourites()).find((f) => f.name === 'Anniversaires')!;
    await tab.favourites.deleteFavourite(target.id);
    await tab.favourites.deleteFavourite(kofis.data![0]!.id);
    expect((await tab.favourites.myFavourites()).map((f) => f.name)).toEqual(['Banker du lundi']);
    expect((await kofi.client.from('favourites').select('name')).data).toEqual([{ name: 'Anniversaires' }]);
  });
});

describe('favourites (issue 41): row-level security through the API', () => {
  it("a player reads their own favourites only, not another's even by its id", async () => {
    const kofis = await kofi.client.from('favourites').select('id, name');
    expect(kofis.data).toEqual([{ id: expect.any(String), name: 'Anniversaires' }]);
    const seen = await awa.client.from('favourites').select('id').eq('id', kofis.data![0]!.id);
    expect(seen.error).toBeNull();
    expect(seen.data).toEqual([]);
    expect((await awa.client.from('favourites').select('name')).data!.map((r) => r.name)).toEqual(['Banker du lundi']);
  });

  it('a player cannot delete, change or add a favourite in the name of another', async () => {
    const kofis = await kofi.client.from('favourites').select('id');
    const deleted = await awa.client.from('favourites').delete().eq('id', kofis.data![0]!.id).select('id');
    expect(deleted.data ?? []).toEqual([]);
    expect((await kofi.client.from('favourites').select('id')).data).toHaveLength(1);
    const forged = await awa.client.from('favourites').insert({ ...row('Intrus'), player_id: kofi.id });
    expect(forged.error?.code).toBe('42501');
    const renamed = await awa.client.from('favourites').update({ name: 'Renommé' }).eq('id', kofis.data![0]!.id);
    expect(renamed.error?.code).toBe('42501');
    expect((await kofi.client.from('favourites').select('name')).data).toEqual([{ name: 'Anniversaires' }]);
  });

  it('anon reads, adds and deletes nothing', async () => {
    const anon = anonClient(env.url);
    expect((await anon.from('favourites').select('id')).error?.code).toBe('42501');
    expect((await anon.from('favourites').insert(row('Anonyme'))).error?.code).toBe('42501');
    expect((await anon.from('favourites').delete().eq('name', 'Anniversaires')).error?.code).toBe('42501');
    expect((await kofi.client.from('favourites').select('id')).data).toHaveLength(1);
  });

  it('the names are checked by the database: trimmed, 1 to 40 characters', async () => {
    for (const name of ['', ' espace', 'x'.repeat(41)]) {
      expect((await kofi.client.from('favourites').insert(row(name))).error?.code).toBe('23514');
    }
  });

  it('a player keeps 50 favourites at most: the 51st is refused, in French; deleting one makes room', async () => {
    const rows = Array.from({ length: 49 }, (_, i) => row(`Favori ${i + 1}`));
    expect((await awa.client.from('favourites').insert(rows)).error).toBeNull();
    expect(await tab.favourites.myFavourites()).toHaveLength(50);
    await expect(tab.favourites.saveFavourite(draft('Un de trop'))).rejects.toThrow(FAVOURITES_FULL);
    const refused = await awa.client.from('favourites').insert(row('Encore un'));
    expect(refused.error).toMatchObject({ code: 'P0001', message: 'favourites_full' });
    // another player's list is their own
    expect((await kofi.client.from('favourites').insert(row('Kofi 2'))).error).toBeNull();
    const one = (await tab.favourites.myFavourites()).find((f) => f.name === 'Favori 1')!;
    await tab.favourites.deleteFavourite(one.id);
    expect((await tab.favourites.saveFavourite(draft('Un de trop'))).name).toBe('Un de trop');
  });
});
