import {
  FAVOURITES_FULL,
  FAVOURITE_NAME_TAKEN,
  type Favourite,
  type FavouriteDraft,
  readFavouriteSelection,
  readFavouriteTerms,
} from '../game/favourites';
import { supabase } from './client';
import type { Json } from './database.types';
import { toApiError } from './errors';

export type { Favourite, FavouriteDraft } from '../game/favourites';

const COLUMNS = 'id, name, bet_type, bet_option, game_mode, selection, created_at';

interface FavouriteRow {
  id: string;
  name: string;
  bet_type: string;
  bet_option: string;
  game_mode: string;
  selection: Json;
  created_at: string;
}

/** A row as the builder reads it, or null for a type, mode or option the game no longer offers. */
function toFavourite(row: FavouriteRow): Favourite | null {
  const terms = readFavouriteTerms(row.bet_type, row.game_mode, row.bet_option);
  if (!terms) return null;
  return { id: row.id, name: row.name, ...terms, selection: readFavouriteSelection(row.selection), createdAt: row.created_at };
}

/** The unique name and the cap in French; the rest as every src/api error. */
function favouriteError(error: { code?: string; message?: string }): Error {
  if (error.code === '23505') return new Error(FAVOURITE_NAME_TAKEN, { cause: error });
  if (error.code === 'P0001' && error.message === 'favourites_full') return new Error(FAVOURITES_FULL, { cause: error });
  return toApiError(error);
}

/** The signed-in player's favourites (RLS: their own only), by name. */
export async function myFavourites(): Promise<Favourite[]> {
  const { data, error } = await supabase.from('favourites').select(COLUMNS).order('name', { ascending: true });
  if (error) throw toApiError(error);
  return data.map(toFavourite).filter((f): f is Favourite => f !== null);
}

/** Saves the builder's selection under a name (trimmed); the player is the signed-in one (the column's default). */
export async function saveFavourite(draft: FavouriteDraft): Promise<Favourite> {
  const { data, error } = await supabase
    .from('favourites')
    .insert({
      name: draft.name.trim(),
      bet_type: draft.type,
      bet_option: draft.option,
      game_mode: draft.mode,
      selection: draft.selection as unknown as Json,
    })
    .select(COLUMNS)
    .single();
  if (error) throw favouriteError(error);
  const saved = toFavourite(data);
  if (!saved) throw toApiError(null);
  return saved;
}

/** Deletes one of the player's favourites; another player's id deletes nothing (RLS) and is not an error. */
export async function deleteFavourite(id: string): Promise<void> {
  const { error } = await supabase.from('favourites').delete().eq('id', id);
  if (error) throw toApiError(error);
}
