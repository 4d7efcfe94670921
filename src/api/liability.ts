import type { RealtimeChannel } from '@supabase/supabase-js';
import type { CountryCode, DrawHour, Weekday } from '../game/countries';
import { supabase } from './client';
import { type Database, jsonObject } from './database';
import { toApiError } from './errors';
import type { DrawExposure, LimitChange, LimitSource, LimitTarget, OpenDrawExposure } from '../game/liability';
import type { CountryLimit } from '../game/liability-lines';

/**
 * Liability limits (issue 40, DESIGN §12). Per draw, the house's worst case on each line (a number '27', a pair
 * '12-27', a set '3-12-27') grows with every sale; place_bets refuses a ticket that would take a line past its
 * limit (MoneyError `liability_limit`, 'Le 27 n'est plus disponible pour le tirage de 18h.'). Players read the
 * countries' default limits (the rules page) and, live, the lines of a draw no bet can be added to (the builder);
 * operators set the limits and read the exposure. Details: docs/decisions.md, 'Liability limits'.
 */

/** A draw as the builder knows it: its country and instant. */
export interface DrawRef {
  country: CountryCode;
  /** ISO 8601 */
  drawAt: string;
}

/** The id of the draw of that country at that instant, or null when there is none (not scheduled, not yet created). */
export async function drawIdOf(draw: DrawRef): Promise<string | null> {
  const { data, error } = await supabase.from('draws').select('id').eq('country', draw.country).eq('draw_at', draw.drawAt).maybeSingle();
  if (error) throw toApiError(error);
  return data?.id ?? null;
}

/** A hosted project answers at most 1 000 rows a request: the lines are read page by page. */
const PAGE = 1000;

/** The lines of a draw no bet can be added to any more, in key order (empty for a draw with none). */
export async function unavailableLines(drawId: string): Promise<string[]> {
  const lines: string[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await supabase
      .from('draw_unavailable_lines')
      .select('line_key')
      .eq('draw_id', drawId)
      .order('line_key', { ascending: true })
      .range(from, from + PAGE - 1);
    if (error) throw toApiError(error);
    lines.push(...data.map((row) => row.line_key));
    if (data.length < PAGE) return lines;
  }
}

type UnavailableRow = Database['public']['Tables']['draw_unavailable_lines']['Row'];

/**
 * The unavailable lines of a draw, live: calls back with the whole set once read, then after each change (a sale
 * filling a line, an operator's limit change). Inserts are heard filtered by the draw; deletes unfiltered (with
 * row-level security a delete carries the key only: docs/decisions.md, 'Realtime deletes and the server-side
 * basket') and kept when they are the draw's. Changes heard before the first read are applied after it, in order.
 * `onError` hears a failed read. Returns the unsubscribe function.
 */
export function subscribeUnavailableLines(
  draw: DrawRef,
  callback: (lines: ReadonlySet<string>) => void,
  onError: (error: Error) => void = (error) => console.error('[liability] La lecture des lignes indisponibles a échoué', error),
): () => void {
  let active = true;
  let channel: RealtimeChannel | null = null;
  let lines: Set<string> | null = null;
  const early: { added: boolean; line: string }[] = [];

  const apply = (added: boolean, line: string) => {
    if (!lines) {
      early.push({ added, line });
      return;
    }
    const had = lines.has(line);
    if (added === had) return;
    if (added) lines.add(line);
    else lines.delete(line);
    if (active) callback(new Set(lines));
  };

  void drawIdOf(draw).then(
    (drawId) => {
      if (!active) return;
      if (!drawId) {
        lines = new Set();
        callback(new Set());
        return;
      }
      channel = supabase
        .channel(`unavailable:${drawId}:${Math.random().toString(36).slice(2)}`)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'draw_unavailable_lines', filter: `draw_id=eq.${drawId}` }, (change) =>
          apply(true, (change.new as UnavailableRow).line_key),
        )
        .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'draw_unavailable_lines' }, (change) => {
          const old = change.old as Partial<UnavailableRow>;
          if (old.draw_id === drawId && typeof old.line_key === 'string') apply(false, old.line_key);
        })
        .subscribe((status) => {
          // Read once joined, so no change between the read and the subscription is missed.
          if (status !== 'SUBSCRIBED' || lines) return;
          unavailableLines(drawId).then(
            (read) => {
              if (!active) return;
              lines = new Set(read);
              for (const change of early.splice(0)) {
                if (change.added) lines.add(change.line);
                else lines.delete(change.line);
              }
              callback(new Set(lines));
            },
            (error: unknown) => onError(error instanceof Error ? error : new Error(String(error))),
          );
        });
      if (!active) void supabase.removeChannel(channel);
    },
    (error: unknown) => onError(error instanceof Error ? error : new Error(String(error))),
  );

  return () => {
    active = false;
    if (channel) void supabase.removeChannel(channel);
  };
}


/** The countries' default limits, for the rules page (readable by every signed-in player). */
export async function countryLiabilityLimits(): Promise<CountryLimit[]> {
  const { data, error } = await supabase.from('liability_country_limits').select('country, max_payout').order('country', { ascending: true });
  if (error) throw toApiError(error);
  return data.map((row) => ({ country: row.country as CountryCode, maxPayout: Number(row.max_payout) }));
}

// ——— Operators ———



const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * Sets a liability limit (operators only; audited): a country's default (`maxPayout` required), or a draw's or a
 * line's override, which `null` removes. Refusals: not_operator, invalid_request (field country, line or
 * max_payout), amount_out_of_range (a draw's or country's at least 1 000 000 CFA, a line's at least 0),
 * invalid_state (the draw's sales are over), not_found.
 */
export async function setLiabilityLimit(target: LimitTarget, maxPayout: number | null): Promise<LimitChange> {
  const args: Database['public']['Functions']['set_liability_limit']['Args'] =
    'country' in target ? { p_country: target.country } : { p_draw_id: target.drawId, ...(target.line === undefined ? {} : { p_line: target.line }) };
  if (maxPayout !== null) args.p_max_payout = maxPayout;
  const { data, error } = await supabase.rpc('set_liability_limit', args);
  if (error) throw toApiError(error);
  const row = jsonObject<{ scope: LimitSource; country: string; draw_id: string | null; line: string | null; max_payout: unknown; previous: unknown; effective: unknown; unavailable: boolean | null }>(
    data,
    'set_liability_limit',
  );
  return {
    scope: row.scope,
    country: row.country as CountryCode,
    drawId: row.draw_id,
    line: row.line,
    maxPayout: numberOrNull(row.max_payout),
    previous: numberOrNull(row.previous),
    effective: Number(row.effective),
    unavailable: row.unavailable,
  };
}





interface ExposureRow {
  draw_id: string;
  country: string;
  draw_day: string;
  draw_time: string;
  draw_at: string;
  status: string;
  stakes: unknown;
  bets: unknown;
  tickets: unknown;
  players: unknown;
  country_max_payout: unknown;
  draw_max_payout: unknown;
  max_payout: unknown;
  bounds: { line_min: unknown; draw_min: unknown; max: unknown };
  lines: { line: string; worst_payout: unknown; max_payout: unknown; source: LimitSource; headroom: unknown; available: boolean }[];
  line_limits: { line: string; max_payout: unknown; worst_payout: unknown; available: boolean; updated_at: string }[];
  unavailable_lines: unknown;
}

/** A draw's sales and exposure (operators only): its `top` lines (1–100) by worst case, and the lines with a limit of their own. */
export async function drawExposure(drawId: string, top = 10): Promise<DrawExposure> {
  const { data, error } = await supabase.rpc('draw_exposure', { p_draw_id: drawId, p_top: top });
  if (error) throw toApiError(error);
  const row = jsonObject<ExposureRow>(data, 'draw_exposure');
  return {
    drawId: row.draw_id,
    country: row.country as CountryCode,
    day: row.draw_day as Weekday,
    time: row.draw_time as DrawHour,
    drawAt: row.draw_at,
    status: row.status,
    stakes: Number(row.stakes),
    bets: Number(row.bets),
    tickets: Number(row.tickets),
    players: Number(row.players),
    countryMaxPayout: Number(row.country_max_payout),
    drawMaxPayout: numberOrNull(row.draw_max_payout),
    maxPayout: Number(row.max_payout),
    bounds: { lineMin: Number(row.bounds.line_min), drawMin: Number(row.bounds.draw_min), max: Number(row.bounds.max) },
    lines: row.lines.map((line) => ({
      line: line.line,
      worstPayout: Number(line.worst_payout),
      maxPayout: Number(line.max_payout),
      source: line.source,
      headroom: Number(line.headroom),
      available: line.available,
    })),
    lineLimits: row.line_limits.map((limit) => ({
      line: limit.line,
      maxPayout: Number(limit.max_payout),
      worstPayout: Number(limit.worst_payout),
      available: limit.available,
      updatedAt: limit.updated_at,
    })),
    unavailableLines: Number(row.unavailable_lines),
  };
}


type OpenDrawRow = Database['public']['Functions']['open_draws_exposure']['Returns'][number];

/** Every open draw's exposure, soonest first (operators only). */
export async function openDrawsExposure(): Promise<OpenDrawExposure[]> {
  const { data, error } = await supabase.rpc('open_draws_exposure');
  if (error) throw toApiError(error);
  return (data as OpenDrawRow[]).map((row) => {
    // null before the draw's first sale, whatever the generated type says
    const top = row.top_line as string | null;
    return {
      drawId: row.draw_id,
      country: row.country as CountryCode,
      day: row.draw_day as Weekday,
      time: row.draw_time as DrawHour,
      drawAt: row.draw_at,
      stakes: Number(row.stakes),
      bets: Number(row.bets),
      tickets: Number(row.tickets),
      players: Number(row.players),
      maxPayout: Number(row.max_payout),
      limitSource: row.limit_source === 'draw' ? 'draw' : 'country',
      topLine: top === null ? null : { line: top, worstPayout: Number(row.top_worst_payout), maxPayout: Number(row.top_max_payout) },
      unavailableLines: Number(row.unavailable_lines),
      lineLimits: Number(row.line_limits),
    };
  });
}
