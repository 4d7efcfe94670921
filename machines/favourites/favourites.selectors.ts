import type { SnapshotFrom } from 'xstate';
import type { Favourite } from '../../src/game/favourites';
import type { favouritesMachine } from './favourites.machine';

export type FavouritesSnapshot = SnapshotFrom<typeof favouritesMachine>;

/** 'Mes favoris' is unfolded: being read, failed, or shown. */
export const selectListOpen = (s: FavouritesSnapshot) => !s.matches({ list: 'idle' }) && !s.matches({ list: 'hidden' });
export const selectIsLoading = (s: FavouritesSnapshot) => s.hasTag('loading');
export const selectLoadError = (s: FavouritesSnapshot) => (s.matches({ list: 'failed' }) ? s.context.loadError : null);
export const selectFavourites = (s: FavouritesSnapshot): Favourite[] => (s.matches({ list: 'loaded' }) ? s.context.favourites : []);
/** Read, and none saved yet. */
export const selectIsEmpty = (s: FavouritesSnapshot) => s.matches({ list: 'loaded' }) && s.context.favourites.length === 0;
export const selectDeletingId = (s: FavouritesSnapshot) => (s.hasTag('deleting') ? s.context.deleting : null);
export const selectDeleteError = (s: FavouritesSnapshot) => s.context.deleteError;
export const selectPickedName = (s: FavouritesSnapshot) => s.context.favourites.find((f) => f.id === s.context.picked)?.name ?? null;

/** The naming form is open (also while it saves). */
export const selectNaming = (s: FavouritesSnapshot) => s.matches({ save: 'naming' }) || s.matches({ save: 'saving' });
export const selectName = (s: FavouritesSnapshot) => s.context.name;
export const selectIsSaving = (s: FavouritesSnapshot) => s.hasTag('saving');
export const selectSaveError = (s: FavouritesSnapshot) => (s.matches({ save: 'naming' }) ? s.context.saveError : null);
export const selectSavedName = (s: FavouritesSnapshot) => (s.matches({ save: 'saved' }) ? (s.context.saved?.name ?? null) : null);

/** What the favourites panel shows: replays compare this (and the state value), not the whole context. */
export const favouritesProjection = (s: FavouritesSnapshot) => ({
  listOpen: selectListOpen(s),
  loading: selectIsLoading(s),
  loadError: selectLoadError(s),
  names: selectFavourites(s).map((f) => f.name),
  empty: selectIsEmpty(s),
  deleting: selectDeletingId(s),
  deleteError: selectDeleteError(s),
  picked: selectPickedName(s),
  naming: selectNaming(s),
  name: selectName(s),
  saving: selectIsSaving(s),
  saveError: selectSaveError(s),
  saved: selectSavedName(s),
});
