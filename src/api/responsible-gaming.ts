import { findCountry } from '../game/countries';
import type { ExclusionDuration, LimitKind, LimitPeriod } from '../game/limits';
import { netSpend } from '../game/reality-check';
import type { PlayLimit, PlayerDeclaration, ResponsibleGamingStatus } from '../game/responsible-gaming';
import { supabase } from './client';
import { jsonObject } from './database';
import type { Json } from './database.types';
import { toApiError } from './errors';
import { rememberPlayerTimeZone } from './player-time-zone';

/** A limit as responsible_gaming_status() and the support look-ups write it. */
export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  next_amount: number | null;
  next_at: string | null;
  used: number;
  remaining: number | null;
  window_start: string;
  window_end: string;
}

interface StatusRow {
  now: string;
  birth_date: string | null;
  country: string | null;
  time_zone: string;
  limits: LimitRow[];
  exclusion: { until: string | null } | null;
}

const amountOrNull = (value: number | null) => (value === null ? null : Number(value));
/** PostgREST writes instants as '2026-11-23T10:00:00.123+00:00': the machines keep ISO strings in UTC. */
const iso = (value: string) => new Date(value).toISOString();

export function toLimit(row: LimitRow): PlayLimit {
  return {
    kind: row.kind,
    period: row.period,
    amount: amountOrNull(row.amount),
    nextAmount: amountOrNull(row.next_amount),
    nextAt: row.next_at === null ? null : iso(row.next_at),
    used: Number(row.used),
    remaining: amountOrNull(row.remaining),
    windowStart: iso(row.window_start),
    windowEnd: iso(row.window_end),
  };
}

function toStatus(data: Json): ResponsibleGamingStatus {
  const row = jsonObject<StatusRow>(data, 'responsible_gaming_status');
  rememberPlayerTimeZone(row.time_zone);
  return {
    now: iso(row.now),
    birthDate: row.birth_date,
    country: findCountry(row.country ?? undefined)?.code ?? null,
    timeZone: row.time_zone,
    limits: row.limits.map(toLimit),
    exclusion: row.exclusion === null ? null : { until: row.exclusion.until === null ? null : iso(row.exclusion.until) },
  };
}

/** The signed-in player's date of birth, country, six limits and running exclusion. */
export async function responsibleGamingStatus(): Promise<ResponsibleGamingStatus> {
  const { data, error } = await supabase.rpc('responsible_gaming_status');
  if (error) throw toApiError(error);
  return toStatus(data);
}

/** Sets, lowers, raises or removes (null) a limit; raising or removing waits 24 h (the database decides). */
export async function setPlayLimit(kind: LimitKind, period: LimitPeriod, amount: number | null): Promise<ResponsibleGamingStatus> {
  const { data, error } = await supabase.rpc('set_play_limit', { kind, period, amount });
  if (error) throw toApiError(error);
  return toStatus(data);
}

/** Starts a cool-off or self-exclusion now; nothing lifts or shortens it. */
export async function startSelfExclusion(duration: ExclusionDuration): Promise<ResponsibleGamingStatus> {
  const { data, error } = await supabase.rpc('start_self_exclusion', { duration });
  if (error) throw toApiError(error);
  return toStatus(data);
}

/** Gives the date of birth and country an account created before issue 17 lacks (once). */
export async function completePlayerProfile({ birthDate, country }: PlayerDeclaration): Promise<void> {
  const { error } = await supabase.rpc('complete_player_profile', { birth_date: birthDate, country });
  if (error) throw toApiError(error);
}

/** The net spend of the player's money movements since an instant (src/game/reality-check.ts, netSpend). */
export async function netSpendSince(since: Date): Promise<number> {
  const { data, error } = await supabase
    .from('ledger_history')
    .select('kind, play_amount, winnings_amount')
    .in('kind', ['stake', 'payout', 'refund'])
    .gte('created_at', since.toISOString());
  if (error) throw toApiError(error);
  return netSpend(data.map((row) => ({ kind: row.kind ?? '', playAmount: Number(row.play_amount), winningsAmount: Number(row.winnings_amount) })));
}
