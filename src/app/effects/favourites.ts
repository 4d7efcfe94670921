import type { FavouritesEffects } from '../../components/effects';
import { loadAfterFirstRouteShown } from '../../components/first-route-shown';

// after the first page is on screen, on first use: supabase-js (src/api) must not delay the builder's first paint (perf-budget.json)
const favourites = () => loadAfterFirstRouteShown(() => import('../../api/favourites'));

/** The bet builder's favourite numbers, on Supabase through src/api. */
export const favouritesEffects: FavouritesEffects = {
  list: async () => (await favourites()).myFavourites(),
  save: async (draft) => (await favourites()).saveFavourite(draft),
  remove: async (id) => (await favourites()).deleteFavourite(id),
};
