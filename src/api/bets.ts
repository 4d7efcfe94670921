import type { RealtimeChannel } from '@supabase/supabase-js';
import type { BasketItem } from '../game/basket-item';
import type { BetTypeId } from '../game/bet-types';
import type { CountryCode, DrawHour, Weekday } from '../game/countries';
import type { BetOptionId, GameModeId } from '../game/options';
import { supabase } from './client';
import type { Tables, TablesInsert } from './database.types';
import { toApiError } from './errors';
import { sessionUser } from './session';

/** A pending bet as the server stores it. */
export interface StoredBet extends BasketItem {
  userId: string;
  status: string;
  createdAt: Date;
}

export interface ServerBasket {
  bets: StoredBet[];
  totalStake: number;
  totalPotentialWin: number;
}

const BET_COLUMNS =
  'id, user_id, status, created_at, bet_type, bet_option, game_mode, country, draw_day, draw_time, draw_at, combinations, base_stake, total_stake, potential_win, potential_mac_win';

/** The columns of BET_COLUMNS: a basket bet, before it is placed on a ticket. */
type BetRow = Omit<Tables<'bets'>, 'ticket_id' | 'ticket_position' | 'draw_id' | 'payout'>;

function toStoredBet(row: BetRow): StoredBet {
  return {
    id: row.id,
    userId: row.user_id,
    status: row.status,
    createdAt: new Date(row.created_at),
    betType: row.bet_type as BetTypeId,
    betOption: row.bet_option as BetOptionId,
    gameMode: row.game_mode as GameModeId,
    country: row.country as CountryCode,
    day: row.draw_day as Weekday,
    time: row.draw_time as DrawHour,
    drawAt: row.draw_at,
    combinations: row.combinations as number[][],
    baseStake: Number(row.base_stake),
    totalStake: Number(row.total_stake),
    potentialWin: Number(row.potential_win),
    potentialMacWin: row.potential_mac_win === null ? null : Number(row.potential_mac_win),
  };
}

/** SPEC §8: basket-data failures are logged, then rethrown to the caller. */
function fail(action: string, error: unknown): never {
  console.error(`[bets] ${action} a échoué`, error);
  throw toApiError(error);
}

/** Open baskets of this tab, refreshed at once after this tab's own changes. */
const localRefreshers = new Set<() => void>();
const refreshLocalBaskets = () => localRefreshers.forEach((refresh) => refresh());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The row a client inserts for a basket item, or place_bets places: under the item's own id (the builder's
 * UUID), so the pending bet, the tab's item and the placed bet are one; an id that is no UUID (a basket
 * stored before, a test's) is left to the database. The database adds the user, the status and the time.
 */
export function betRowOf(item: BasketItem): TablesInsert<'bets'> {
  return {
    ...(UUID.test(item.id) ? { id: item.id } : {}),
    bet_type: item.betType,
    bet_option: item.betOption,
    game_mode: item.gameMode,
    country: item.country,
    draw_day: item.day,
    draw_time: item.time,
    draw_at: item.drawAt,
    combinations: item.combinations,
    base_stake: item.baseStake,
    total_stake: item.totalStake,
    potential_win: item.potentialWin,
    potential_mac_win: item.potentialMacWin,
  };
}

/**
 * Stores the bet as pending for the signed-in player and returns its id, the item's own (betRowOf); '' (nothing
 * stored) when signed out. Sent twice, it is stored once: the second insert meets the first's id.
 */
export async function addBet(item: BasketItem): Promise<string> {
  const user = await sessionUser();
  if (!user) return '';
  const row = betRowOf(item);
  if (row.id) {
    const { error } = await supabase.from('bets').insert(row);
    if (error && error.code !== UNIQUE_VIOLATION) fail("L'ajout du pari", error);
    refreshLocalBaskets();
    return row.id;
  }
  const { data, error } = await supabase.from('bets').insert(row).select('id').single();
  if (error) fail("L'ajout du pari", error);
  refreshLocalBaskets();
  return data.id;
}

const UNIQUE_VIOLATION = '23505';

export async function removeBet(id: string): Promise<void> {
  await removeBets([id]);
}

/** Deletes these pending bets of the player in one statement (RLS: a placed bet, or another player's, stays). */
export async function removeBets(ids: readonly string[]): Promise<void> {
  const { error } = await supabase.from('bets').delete().in('id', [...ids]);
  if (error) fail('La suppression du pari', error);
  refreshLocalBaskets();
}

/** Deletes every pending bet of the signed-in player in one statement; nothing when signed out. */
export async function clearBasket(): Promise<void> {
  const user = await sessionUser();
  if (!user) return;
  const { error } = await supabase.from('bets').delete().eq('user_id', user.id).eq('status', 'pending');
  if (error) fail('Le vidage du panier', error);
  refreshLocalBaskets();
}

function summarize(bets: StoredBet[]): ServerBasket {
  return {
    bets,
    totalStake: bets.reduce((sum, bet) => sum + bet.totalStake, 0),
    totalPotentialWin: bets.reduce((sum, bet) => sum + bet.potentialWin, 0),
  };
}

/**
 * The live server-side basket: the signed-in player's pending bets with their totals. It calls
 * back once loaded and again whenever a bet is added or removed, here or in another tab or device, with
 * the player whose basket it is (null: nobody is signed in, the basket is empty).
 * Only inserts and deletes are heard: a pending bet never changes, and settlement's updates of a draw's
 * bets (issue 36: a million of them) must not reach every open tab. Returns the unsubscribe function.
 */
export function subscribeBasket(callback: (basket: ServerBasket, playerId: string | null) => void): () => void {
  let active = true;
  let userId: string | null = null;
  let channel: RealtimeChannel | null = null;
  let shownIds = new Set<string>();
  let generation = 0;

  async function refresh() {
    const run = ++generation;
    const owner = userId;
    if (!owner) {
      shownIds = new Set();
      if (active) callback(summarize([]), null);
      return;
    }
    const { data, error } = await supabase
      .from('bets')
      .select(BET_COLUMNS)
      .eq('user_id', owner)
      .eq('status', 'pending')
      .order('created_at', { ascending: true });
    if (error) {
      console.error('[bets] La lecture du panier a échoué', error);
      return;
    }
    if (!active || run !== generation) return;
    const bets = data.map(toStoredBet);
    shownIds = new Set(bets.map((bet) => bet.id));
    callback(summarize(bets), owner);
  }
  const refreshSoon = () => void refresh();

  function follow(nextUserId: string | null) {
    if (channel) void supabase.removeChannel(channel);
    channel = null;
    userId = nextUserId;
    if (!nextUserId) return refreshSoon();
    const filter = `user_id=eq.${nextUserId}`;
    channel = supabase
      .channel(`basket:${nextUserId}:${Math.random().toString(36).slice(2)}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'bets', filter }, refreshSoon)
      // Deletes carry only the primary key on Supabase, so they cannot be filtered by user.
      .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'bets' }, (payload) => {
        const id = (payload.old as { id?: string }).id;
        if (id && shownIds.has(id)) refreshSoon();
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') refreshSoon();
      });
    refreshSoon();
  }

  localRefreshers.add(refreshSoon);
  let wanted: string | null | undefined;
  const {
    data: { subscription },
  } = supabase.auth.onAuthStateChange((_event, session) => {
    const next = session?.user.id ?? null;
    if (next === wanted) return;
    wanted = next;
    // Deferred: supabase-js holds its auth lock while notifying.
    setTimeout(() => {
      if (active) follow(next);
    }, 0);
  });

  return () => {
    active = false;
    localRefreshers.delete(refreshSoon);
    subscription.unsubscribe();
    if (channel) void supabase.removeChannel(channel);
  };
}
