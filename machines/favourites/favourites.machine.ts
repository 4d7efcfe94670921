import { assign, fromPromise, setup } from 'xstate';
import { type Favourite, type FavouriteDraft, checkFavouriteName } from '../../src/game/favourites';

/** The bet to save, as the builder holds it when the player asks to save it (everything but the name). */
export type FavouriteBet = Omit<FavouriteDraft, 'name'>;

/** Shown when the list could not be read and the error has no French message. */
export const FAVOURITES_LOAD_FALLBACK = 'Impossible de charger vos favoris. Veuillez réessayer.';
/** Shown when a save failed and the error has no French message. */
export const FAVOURITE_SAVE_FALLBACK = "Le favori n'a pas pu être enregistré. Veuillez réessayer.";
/** Shown when a delete failed and the error has no French message. */
export const FAVOURITE_DELETE_FALLBACK = "Le favori n'a pas pu être supprimé. Veuillez réessayer.";

export interface FavouritesContext {
  /** the player's favourites, by name (empty until read) */
  favourites: Favourite[];
  /** why the list could not be read */
  loadError: string | null;
  /** the bet the naming form saves (null while the form is closed) */
  bet: FavouriteBet | null;
  /** what is typed as the name */
  name: string;
  /** why the name cannot be saved: the form's check, or the server's refusal (French) */
  saveError: string | null;
  /** the favourite just saved (its notice) */
  saved: Favourite | null;
  /** the favourite being deleted */
  deleting: string | null;
  deleteError: string | null;
  /** the favourite last loaded into the builder (its notice) */
  picked: string | null;
}

export type FavouritesEvent =
  /** 'Mes favoris': reads the list the first time */
  | { type: 'list.open' }
  | { type: 'list.close' }
  | { type: 'retry' }
  /** 'Enregistrer en favori': opens the naming form for the builder's bet */
  | { type: 'save.open'; bet: FavouriteBet }
  | { type: 'name.change'; value: string }
  | { type: 'save.submit' }
  | { type: 'save.cancel' }
  /** the saved notice read */
  | { type: 'notice.dismiss' }
  /** one tap on a favourite: the screen loads it into the builder */
  | { type: 'favourite.pick'; id: string }
  | { type: 'favourite.delete'; id: string };

export type FavouritesTag = 'loading' | 'saving' | 'deleting';

const messageOf = (fallback: string) => (error: unknown) => (error instanceof Error && error.message !== '' ? error.message : fallback);

const byName = (a: Favourite, b: Favourite) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * The bet builder's favourite numbers (issue 41), for a signed-in player: the list (read when first opened,
 * retried after a failure, one tap loads one, each may be deleted) and the naming form that saves the builder's
 * bet (the name checked here, 1–40 characters trimmed; the server refuses a name already used and a 51st
 * favourite, in French). Two regions, so the list stays on screen while a favourite is saved. Effects, provided
 * by the screen: `loadFavourites`, `saveFavourite` (draft → the saved favourite), `deleteFavourite` (id).
 */
export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    tags: {} as FavouritesTag,
  },
  actors: {
    loadFavourites: fromPromise<Favourite[]>(async () => {
      throw new Error('loadFavourites must be provided');
    }),
    saveFavourite: fromPromise<Favourite, FavouriteDraft>(async () => {
      throw new Error('saveFavourite must be provided');
    }),
    deleteFavourite: fromPromise<void, { id: string }>(async () => {
      throw new Error('deleteFavourite must be provided');
    }),
  },
  guards: {
    nameIsValid: ({ context }) => checkFavouriteName(context.name).ok,
    isListed: ({ context }, params: { id: string }) => context.favourites.some((f) => f.id === params.id),
  },
  actions: {
    refuseName: assign(({ context }) => {
      const checked = checkFavouriteName(context.name);
      return { saveError: checked.ok ? null : checked.error };
    }),
  },
}).createMachine({
  id: 'favourites',
  type: 'parallel',
  context: { favourites: [], loadError: null, bet: null, name: '', saveError: null, saved: null, deleting: null, deleteError: null, picked: null },
  states: {
    list: {
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing read: the panel is closed or only saving (the page asked nothing of the server).',
          on: { 'list.open': 'loading' },
        },
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadFavourites',
            src: 'loadFavourites',
            onDone: { target: 'loaded', actions: assign({ favourites: ({ event }) => [...event.output].sort(byName), loadError: null }) },
            onError: { target: 'failed', actions: assign({ loadError: ({ event }) => messageOf(FAVOURITES_LOAD_FALLBACK)(event.error) }) },
          },
        },
        failed: {
          description: 'The list could not be read: the error, and "Réessayer".',
          on: { retry: 'loading', 'list.close': 'idle' },
        },
        loaded: {
          initial: 'shown',
          on: { 'list.close': { target: 'hidden' } },
          states: {
            shown: {
              description: 'The list (or that there is none yet); a tap loads one into the builder.',
              on: {
                'favourite.pick': {
                  guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
                  actions: assign({ picked: ({ event }) => event.id, deleteError: null }),
                },
                'favourite.delete': {
                  guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
                  target: 'deleting',
                  actions: assign({ deleting: ({ event }) => event.id, deleteError: null }),
                },
              },
            },
            deleting: {
              tags: ['deleting'],
              invoke: {
                id: 'deleteFavourite',
            src: 'deleteFavourite',
                input: ({ context }) => ({ id: context.deleting! }),
                onDone: {
                  target: 'shown',
                  actions: assign(({ context }) => ({
                    favourites: context.favourites.filter((f) => f.id !== context.deleting),
                    picked: context.picked === context.deleting ? null : context.picked,
                    deleting: null,
                  })),
                },
                onError: {
                  target: 'shown',
                  actions: assign({ deleting: null, deleteError: ({ event }) => messageOf(FAVOURITE_DELETE_FALLBACK)(event.error) }),
                },
              },
            },
          },
        },
        hidden: {
          description: 'Read once and folded away: opening it again shows the same list, without reading it again.',
          on: { 'list.open': 'loaded' },
        },
      },
    },
    save: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'save.open': { target: 'naming', actions: assign({ bet: ({ event }) => event.bet, name: '', saveError: null, saved: null }) } },
        },
        naming: {
          description: 'The naming form: the name is checked on submit (empty, over 40 characters), or the server refused it.',
          on: {
            'name.change': { actions: assign({ name: ({ event }) => event.value, saveError: null }) },
            'save.submit': [{ guard: 'nameIsValid', target: 'saving', actions: assign({ saveError: null }) }, { actions: 'refuseName' }],
            'save.cancel': { target: 'closed', actions: assign({ bet: null, name: '', saveError: null }) },
            'save.open': { actions: assign({ bet: ({ event }) => event.bet }) },
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            id: 'saveFavourite',
            src: 'saveFavourite',
            input: ({ context }) => ({ ...context.bet!, name: context.name.trim() }),
            onDone: {
              target: 'saved',
              actions: assign(({ context, event }) => ({
                saved: event.output,
                bet: null,
                name: '',
                // the list, when read, shows it at once; unread, it will come with the list
                favourites: [...context.favourites.filter((f) => f.id !== event.output.id), event.output].sort(byName),
              })),
            },
            onError: { target: 'naming', actions: assign({ saveError: ({ event }) => messageOf(FAVOURITE_SAVE_FALLBACK)(event.error) }) },
          },
        },
        saved: {
          description: 'The notice: « name » enregistré.',
          on: {
            'notice.dismiss': { target: 'closed', actions: assign({ saved: null }) },
            'save.open': { target: 'naming', actions: assign({ bet: ({ event }) => event.bet, name: '', saveError: null, saved: null }) },
          },
        },
      },
    },
  },
});
