import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DEFAULT_SUM } from '../../src/game/combinations';
import { FAVOURITES_FULL, FAVOURITE_NAME_EMPTY, FAVOURITE_NAME_TAKEN, FAVOURITE_NAME_TOO_LONG, type Favourite, type FavouriteDraft } from '../../src/game/favourites';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import { FAVOURITES_LOAD_FALLBACK, FAVOURITE_DELETE_FALLBACK, type FavouriteBet, type FavouritesEvent, favouritesMachine } from './favourites.machine';
import {
  favouritesProjection,
  selectDeleteError,
  selectDeletingId,
  selectFavourites,
  selectIsEmpty,
  selectIsLoading,
  selectIsSaving,
  selectListOpen,
  selectLoadError,
  selectNaming,
  selectPickedName,
  selectSaveError,
  selectSavedName,
} from './favourites.selectors';

const BET: FavouriteBet = {
  type: 'duo',
  mode: 'normal',
  option: 'direct',
  selection: { numbers: [7, 21], banker: null, base: [], pairs: [], additionPair: null, baseSize: 'total', anagramKind: 'simple', targetSum: DEFAULT_SUM },
};
const favourite = (id: string, name: string): Favourite => ({ ...BET, id, name, createdAt: '2026-11-23T08:00:00Z' });

function start() {
  const server = controllablePromises();
  const actor = createActor(
    favouritesMachine.provide({
      actors: {
        loadFavourites: server.logic<Favourite[]>(),
        saveFavourite: server.logic<Favourite, FavouriteDraft>(),
        deleteFavourite: server.logic<void, { id: string }>(),
      },
    }),
  ).start();
  const send = (...events: FavouritesEvent[]) => {
    for (const event of events) actor.send(event);
    return actor.getSnapshot();
  };
  return { actor, server, send, snapshot: () => actor.getSnapshot(), asked: () => server.calls.map((call) => call.id) };
}

describe('favourites machine (issue 41)', () => {
  it('reads nothing until the list is opened', () => {
    const { snapshot, asked } = start();
    expect(asked()).toEqual([]);
    expect(snapshot().matches({ list: 'idle', save: 'closed' })).toBe(true);
    expect(selectListOpen(snapshot())).toBe(false);
  });

  it('loads the list, by name, once; folding and unfolding it reads nothing again', async () => {
    const { server, send, snapshot, asked } = start();
    expect(selectIsLoading(send({ type: 'list.open' }))).toBe(true);
    await server.settle('loadFavourites', { output: [favourite('b', 'Zéro'), favourite('a', 'Anniversaires')] });
    expect(selectFavourites(snapshot()).map((f) => f.name)).toEqual(['Anniversaires', 'Zéro']);
    expect(selectIsEmpty(snapshot())).toBe(false);
    expect(selectListOpen(send({ type: 'list.close' }))).toBe(false);
    expect(selectFavourites(send({ type: 'list.open' }))).toHaveLength(2);
    expect(asked()).toEqual(['loadFavourites']);
  });

  it('an empty list is the empty state, not an error', async () => {
    const { server, send, snapshot } = start();
    send({ type: 'list.open' });
    await server.settle('loadFavourites', { output: [] });
    expect(selectIsEmpty(snapshot())).toBe(true);
    expect(selectLoadError(snapshot())).toBeNull();
  });

  it('a failed read shows the French error (or the fallback) and retries', async () => {
    const { server, send, snapshot } = start();
    send({ type: 'list.open' });
    await server.settle('loadFavourites', { error: new Error('') });
    expect(selectLoadError(snapshot())).toBe(FAVOURITES_LOAD_FALLBACK);
    send({ type: 'retry' });
    expect(selectIsLoading(snapshot())).toBe(true);
    await server.settle('loadFavourites', { error: new Error('Impossible de joindre le serveur.') });
    expect(selectLoadError(snapshot())).toBe('Impossible de joindre le serveur.');
    send({ type: 'retry' });
    await server.settle('loadFavourites', { output: [favourite('a', 'Anniversaires')] });
    expect(selectLoadError(snapshot())).toBeNull();
    expect(selectFavourites(snapshot())).toHaveLength(1);
  });

  it('checks the name on submit: empty, then too long, sending nothing', () => {
    const { send, asked } = start();
    expect(selectNaming(send({ type: 'save.open', bet: BET }))).toBe(true);
    expect(selectSaveError(send({ type: 'save.submit' }))).toBe(FAVOURITE_NAME_EMPTY);
    expect(selectSaveError(send({ type: 'name.change', value: '   ' }, { type: 'save.submit' }))).toBe(FAVOURITE_NAME_EMPTY);
    expect(selectSaveError(send({ type: 'name.change', value: 'x'.repeat(41) }, { type: 'save.submit' }))).toBe(FAVOURITE_NAME_TOO_LONG);
    expect(selectSaveError(send({ type: 'name.change', value: 'x'.repeat(40) }))).toBeNull();
    expect(asked()).toEqual([]);
  });

  it('saves the bet under the trimmed name, shows the notice, and adds it to the list read', async () => {
    const { server, send, snapshot } = start();
    send({ type: 'list.open' });
    await server.settle('loadFavourites', { output: [favourite('z', 'Zéro')] });
    send({ type: 'save.open', bet: BET }, { type: 'name.change', value: '  Anniversaires ' });
    expect(selectIsSaving(send({ type: 'save.submit' }))).toBe(true);
    expect(server.calls.at(-1)).toEqual({ id: 'saveFavourite', input: { ...BET, name: 'Anniversaires' } });
    await server.settle('saveFavourite', { output: favourite('a', 'Anniversaires') });
    expect(selectSavedName(snapshot())).toBe('Anniversaires');
    expect(selectNaming(snapshot())).toBe(false);
    expect(selectFavourites(snapshot()).map((f) => f.name)).toEqual(['Anniversaires', 'Zéro']);
    expect(snapshot().matches({ save: 'closed' })).toBe(false);
    expect(send({ type: 'notice.dismiss' }).matches({ save: 'closed' })).toBe(true);
  });

  it("keeps the form open with the server's French refusal (a name used, a full list), then saves another name", async () => {
    const { server, send, snapshot } = start();
    send({ type: 'save.open', bet: BET }, { type: 'name.change', value: 'Anniversaires' }, { type: 'save.submit' });
    await server.settle('saveFavourite', { error: new Error(FAVOURITE_NAME_TAKEN) });
    expect(selectSaveError(snapshot())).toBe(FAVOURITE_NAME_TAKEN);
    expect(selectNaming(snapshot())).toBe(true);
    send({ type: 'name.change', value: 'Autre' });
    expect(selectSaveError(snapshot())).toBeNull();
    send({ type: 'save.submit' });
    await server.settle('saveFavourite', { error: new Error(FAVOURITES_FULL) });
    expect(selectSaveError(snapshot())).toBe(FAVOURITES_FULL);
    send({ type: 'save.submit' });
    await server.settle('saveFavourite', { output: favourite('b', 'Autre') });
    expect(selectSavedName(snapshot())).toBe('Autre');
  });

  it('cancelling the form forgets the bet and the name', () => {
    const { send } = start();
    const s = send({ type: 'save.open', bet: BET }, { type: 'name.change', value: 'x' }, { type: 'save.cancel' });
    expect(s.matches({ save: 'closed' })).toBe(true);
    expect(s.context).toMatchObject({ bet: null, name: '' });
  });

  it('a tap picks a listed favourite (its notice); an unknown id changes nothing', async () => {
    const { server, send, snapshot } = start();
    send({ type: 'list.open' });
    await server.settle('loadFavourites', { output: [favourite('a', 'Anniversaires')] });
    expect(selectPickedName(send({ type: 'favourite.pick', id: 'nope' }))).toBeNull();
    expect(selectPickedName(send({ type: 'favourite.pick', id: 'a' }))).toBe('Anniversaires');
    expect(snapshot().matches({ list: { loaded: 'shown' } })).toBe(true);
  });

  it('deletes a favourite: out of the list when the server agrees, kept with the error when it refuses', async () => {
    const { server, send, snapshot } = start();
    send({ type: 'list.open' });
    await server.settle('loadFavourites', { output: [favourite('a', 'Anniversaires'), favourite('b', 'Bureau')] });
    expect(selectDeletingId(send({ type: 'favourite.delete', id: 'a' }))).toBe('a');
    expect(server.calls.at(-1)).toEqual({ id: 'deleteFavourite', input: { id: 'a' } });
    await server.settle('deleteFavourite', { error: new Error('') });
    expect(selectDeleteError(snapshot())).toBe(FAVOURITE_DELETE_FALLBACK);
    expect(selectFavourites(snapshot())).toHaveLength(2);
    send({ type: 'favourite.delete', id: 'a' });
    expect(selectDeleteError(snapshot())).toBeNull();
    await server.settle('deleteFavourite', { output: undefined });
    expect(selectFavourites(snapshot()).map((f) => f.name)).toEqual(['Bureau']);
    expect(selectDeletingId(snapshot())).toBeNull();
  });

  it('the projection says what the panel shows', async () => {
    const { server, send, snapshot } = start();
    send({ type: 'list.open' });
    await server.settle('loadFavourites', { output: [favourite('a', 'Anniversaires')] });
    send({ type: 'save.open', bet: BET }, { type: 'name.change', value: 'Bis' });
    expect(favouritesProjection(snapshot())).toEqual({
      listOpen: true,
      loading: false,
      loadError: null,
      names: ['Anniversaires'],
      empty: false,
      deleting: null,
      deleteError: null,
      picked: null,
      naming: true,
      name: 'Bis',
      saving: false,
      saveError: null,
      saved: null,
    });
  });
});
