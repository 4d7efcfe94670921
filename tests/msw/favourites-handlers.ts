import { HttpResponse, delay, http } from 'msw';
import { DEFAULT_SUM } from '../../src/game/combinations';
import { SUPABASE_URL } from './fixtures';

/**
 * MSW handlers for favourite numbers (issue 41, src/api/favourites.ts), speaking PostgREST as supabase-js calls
 * it: the list (`favourites?select=…&order=name.asc`), a save (POST, the row back as one object), a delete.
 * The refusals are the database's: a name already used (23505) and the cap (P0001 favourites_full).
 */
const url = `${SUPABASE_URL}/rest/v1/favourites`;

export interface FavouriteRowJson {
  id: string;
  name: string;
  bet_type: string;
  bet_option: string;
  game_mode: string;
  selection: Record<string, unknown>;
  created_at: string;
}

const selection = (over: Record<string, unknown>) => ({
  numbers: [],
  banker: null,
  base: [],
  pairs: [],
  additionPair: null,
  baseSize: 'total',
  anagramKind: 'simple',
  targetSum: DEFAULT_SUM,
  ...over,
});

/** Awa's favourites, as the table keeps them. */
export const FAVOURITE_ROWS: FavouriteRowJson[] = [
  {
    id: 'f0000000-0000-4000-8000-000000000001',
    name: 'Anniversaires',
    bet_type: 'trio',
    bet_option: 'direct',
    game_mode: 'normal',
    selection: selection({ numbers: [5, 14, 72] }),
    created_at: '2026-11-20T08:00:00Z',
  },
  {
    id: 'f0000000-0000-4000-8000-000000000002',
    name: 'Banker du lundi',
    bet_type: 'banker',
    bet_option: 'turbo2',
    game_mode: 'normal',
    selection: selection({ banker: 7, base: [18, 36, 54], baseSize: 5 }),
    created_at: '2026-11-21T08:00:00Z',
  },
];

const never = async () => {
  await delay('infinite');
  return new HttpResponse(null, { status: 504 });
};

let counter = 0;

export const favourites = {
  /** the list as stored */
  list: (rows: FavouriteRowJson[] = FAVOURITE_ROWS) => http.get(url, () => HttpResponse.json(rows)),
  /** the list never comes */
  listPending: () => http.get(url, never),
  /** the list cannot be read (network) */
  listFails: () => http.get(url, () => HttpResponse.error()),
  /** a save stored: the row back, as one object */
  saves: () =>
    http.post(url, async ({ request }) => {
      const body = (await request.json()) as Omit<FavouriteRowJson, 'id' | 'created_at'>;
      return HttpResponse.json(
        { ...body, id: `f0000000-0000-4000-8000-1000000000${String(++counter % 100).padStart(2, '0')}`, created_at: '2026-11-23T08:00:00Z' },
        { status: 201 },
      );
    }),
  /** a save that never answers */
  savePending: () => http.post(url, never),
  /** the player already has a favourite of that name */
  saveNameTaken: () =>
    http.post(url, () =>
      HttpResponse.json(
        { code: '23505', message: 'duplicate key value violates unique constraint "favourites_player_name_unique"', details: null, hint: null },
        { status: 409 },
      ),
    ),
  /** the player already has 50 favourites */
  saveFull: () => http.post(url, () => HttpResponse.json({ code: 'P0001', message: 'favourites_full', details: '{"max": 50}', hint: null }, { status: 400 })),
  /** a delete done */
  deletes: () => http.delete(url, () => new HttpResponse(null, { status: 204 })),
  /** a delete that never answers */
  deletePending: () => http.delete(url, never),
};
