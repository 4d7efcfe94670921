import { HttpResponse, delay, http } from 'msw';
import type { CountryCode, DrawHour, Weekday } from '../../src/game/countries';
import { SUPABASE_URL } from './fixtures';
import { moneyRefusal } from './ticket-handlers';

/**
 * MSW handlers for /operateur/exposition (issue 40), speaking PostgREST as src/api/liability calls it: the functions
 * open_draws_exposure, draw_exposure and set_liability_limit, and the table liability_country_limits. The server keeps
 * its own copy of the draws' exposure and limits and changes them as set_liability_limit would (the most specific
 * limit applies; a line whose headroom is below the smallest bet's worst case is unavailable), refusing what the
 * database refuses: a malformed line (invalid_request), an amount out of bounds (amount_out_of_range), a draw whose
 * sales are over (invalid_state).
 */
const rest = (path: string) => `${SUPABASE_URL}/rest/v1${path}`;

/** liability_limit_bounds() */
export const LIMIT_BOUNDS = { line_min: 0, draw_min: 1_000_000, max: 1_000_000_000_000 };
/** liability_floors(): the smallest worst case one bet adds to a line of 1 to 5 numbers (100 CFA × the smallest multiplier) */
const FLOORS: Record<number, number> = { 1: 800, 2: 18_000, 3: 180_000, 4: 500_000, 5: 1_000_000 };

export interface ExposureDrawFixture {
  id: string;
  country: CountryCode;
  day: Weekday;
  time: DrawHour;
  drawAt: string;
  /** 'open' unless told (a draw whose sales are over is not listed, and its limits cannot change) */
  status?: string;
  stakes: number;
  bets: number;
  tickets: number;
  players: number;
  /** each line's worst case so far */
  exposure: Record<string, number>;
  drawLimit?: number | null;
  /** lines with a limit of their own */
  lineLimits?: Record<string, number>;
}

export interface ExposureFixture {
  draws: ExposureDrawFixture[];
  countries: Record<CountryCode, number>;
}

const DEFAULT = 25_000_000_000;
export const DEFAULT_COUNTRY_LIMITS: Record<CountryCode, number> = { TG: DEFAULT, BJ: DEFAULT, CI: DEFAULT, GH: DEFAULT };

/** Togo's 18h of Monday 23 Nov 2026: sold well; the pair 12-27 near its own limit, the set 3-12-27 at it. */
export const TOGO_18H: ExposureDrawFixture = {
  id: 'e0000000-0000-4000-8000-000000000018',
  country: 'TG',
  day: 'lundi',
  time: '18h',
  drawAt: '2026-11-23T18:00:00Z',
  stakes: 152_000,
  bets: 46,
  tickets: 31,
  players: 12,
  exposure: { '27': 2_400_000, '45': 1_600_000, '12-27': 1_800_000, '7': 800_000, '3-12-27': 540_000, '12-45': 360_000 },
  lineLimits: { '12-27': 2_000_000, '3-12-27': 540_000 },
};
/** Bénin's 14h of Monday (13:00 UTC), with its own draw limit. */
export const BENIN_14H: ExposureDrawFixture = {
  id: 'e0000000-0000-4000-8000-000000000014',
  country: 'BJ',
  day: 'lundi',
  time: '14h',
  drawAt: '2026-11-23T13:00:00Z',
  stakes: 48_000,
  bets: 12,
  tickets: 9,
  players: 7,
  exposure: { '9': 960_000, '9-18': 720_000 },
  drawLimit: 1_000_000,
};
/** Côte d'Ivoire's 16h of Monday: nothing sold yet. */
export const CI_16H: ExposureDrawFixture = {
  id: 'e0000000-0000-4000-8000-000000000016',
  country: 'CI',
  day: 'lundi',
  time: '16h',
  drawAt: '2026-11-23T16:00:00Z',
  stakes: 0,
  bets: 0,
  tickets: 0,
  players: 0,
  exposure: {},
};
/** Ghana's 19h of Tuesday: another date. */
export const GHANA_TUESDAY: ExposureDrawFixture = {
  id: 'e0000000-0000-4000-8000-000000000019',
  country: 'GH',
  day: 'mardi',
  time: '19h',
  drawAt: '2026-11-24T19:00:00Z',
  stakes: 3_000,
  bets: 2,
  tickets: 2,
  players: 2,
  exposure: { '90': 120_000 },
};

export const EXPOSURE: ExposureFixture = { draws: [BENIN_14H, CI_16H, TOGO_18H, GHANA_TUESDAY], countries: DEFAULT_COUNTRY_LIMITS };
export const NO_OPEN_DRAW: ExposureFixture = { draws: [], countries: DEFAULT_COUNTRY_LIMITS };

const never = async () => {
  await delay('infinite');
  return new HttpResponse(null, { status: 504 });
};
const serverError = () => HttpResponse.json({ code: 'XX000', message: 'internal error', details: null, hint: null }, { status: 500 });

type Refusal = [code: string, detail: Record<string, unknown>];

export interface ExposureServerOptions {
  /** set_liability_limit refuses, whatever it is asked */
  refuse?: Refusal;
  /** set_liability_limit answers after this long (ms), or never */
  saveDelay?: number | 'infinite';
  /** open_draws_exposure answers once, then fails (a server error) */
  failAfterFirstRead?: boolean;
  /** draw_exposure fails (a server error) */
  drawFails?: boolean;
}

/** normalized_line_key: the canonical key of a line as typed, or null. */
function normalizedLine(text: string): string | null {
  if (!/^\s*[0-9]{1,2}(\s*[-,; ]\s*[0-9]{1,2}){0,4}\s*$/.test(text)) return null;
  const parts = text.trim().split(/\s*[-,; ]\s*/).map(Number);
  const balls = [...new Set(parts)].sort((a, b) => a - b);
  if (balls.length !== parts.length || balls[0]! < 1 || balls.at(-1)! > 90) return null;
  return balls.join('-');
}

/** A working exposure server, starting from `fixture` (copied: each story or test gets its own). */
export function exposureServer(fixture: ExposureFixture = EXPOSURE, { refuse, saveDelay, failAfterFirstRead, drawFails }: ExposureServerOptions = {}) {
  const state: ExposureFixture = structuredClone(fixture);
  let reads = 0;
  const open = () => state.draws.filter((draw) => (draw.status ?? 'open') === 'open');
  const drawLimit = (draw: ExposureDrawFixture) => draw.drawLimit ?? state.countries[draw.country];
  const lineLimit = (draw: ExposureDrawFixture, line: string) => draw.lineLimits?.[line] ?? drawLimit(draw);
  const available = (draw: ExposureDrawFixture, line: string) => lineLimit(draw, line) - (draw.exposure[line] ?? 0) >= FLOORS[line.split('-').length]!;
  const unavailable = (draw: ExposureDrawFixture) =>
    [...new Set([...Object.keys(draw.exposure), ...Object.keys(draw.lineLimits ?? {})])].filter((line) => !available(draw, line)).length;
  const byWorst = (draw: ExposureDrawFixture) => Object.entries(draw.exposure).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));

  const exposureOf = (draw: ExposureDrawFixture, top: number) => ({
    draw_id: draw.id,
    country: draw.country,
    draw_day: draw.day,
    draw_time: draw.time,
    draw_at: draw.drawAt,
    status: draw.status ?? 'open',
    stakes: draw.stakes,
    bets: draw.bets,
    tickets: draw.tickets,
    players: draw.players,
    country_max_payout: state.countries[draw.country],
    draw_max_payout: draw.drawLimit ?? null,
    max_payout: drawLimit(draw),
    bounds: LIMIT_BOUNDS,
    lines: byWorst(draw)
      .slice(0, top)
      .map(([line, worst]) => ({
        line,
        worst_payout: worst,
        max_payout: lineLimit(draw, line),
        source: draw.lineLimits?.[line] !== undefined ? 'line' : draw.drawLimit != null ? 'draw' : 'country',
        headroom: lineLimit(draw, line) - worst,
        available: available(draw, line),
      })),
    line_limits: Object.entries(draw.lineLimits ?? {})
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([line, max]) => ({ line, max_payout: max, worst_payout: draw.exposure[line] ?? 0, available: available(draw, line), updated_at: '2026-11-23T07:30:00Z' })),
    unavailable_lines: unavailable(draw),
  });

  const setLimit = (body: { p_country?: string; p_draw_id?: string; p_line?: string; p_max_payout?: number }) => {
    const amount = body.p_max_payout ?? null;
    const outOfRange = (min: number) => amount !== null && (amount < min || amount > LIMIT_BOUNDS.max);
    if (!body.p_draw_id) {
      const country = body.p_country as CountryCode | undefined;
      if (!country || !(country in state.countries)) return moneyRefusal('invalid_request', { field: 'country' });
      if (amount === null) return moneyRefusal('invalid_request', { field: 'max_payout', reason: 'default_required' });
      if (outOfRange(LIMIT_BOUNDS.draw_min)) return moneyRefusal('amount_out_of_range', { min: LIMIT_BOUNDS.draw_min, max: LIMIT_BOUNDS.max });
      const previous = state.countries[country];
      state.countries[country] = amount;
      return HttpResponse.json({ scope: 'country', country, draw_id: null, line: null, max_payout: amount, previous, effective: amount, unavailable: null });
    }
    const draw = state.draws.find((d) => d.id === body.p_draw_id);
    if (!draw) return moneyRefusal('not_found', { draw_id: body.p_draw_id });
    const line = body.p_line === undefined ? null : normalizedLine(body.p_line);
    if (body.p_line !== undefined && line === null) return moneyRefusal('invalid_request', { field: 'line' });
    if (outOfRange(line === null ? LIMIT_BOUNDS.draw_min : LIMIT_BOUNDS.line_min)) return moneyRefusal('amount_out_of_range', { min: line === null ? LIMIT_BOUNDS.draw_min : LIMIT_BOUNDS.line_min, max: LIMIT_BOUNDS.max });
    if ((draw.status ?? 'open') !== 'open') return moneyRefusal('invalid_state', { draw_id: draw.id, status: draw.status, reason: 'not_open' });
    if (line === null) {
      const previous = draw.drawLimit ?? null;
      draw.drawLimit = amount;
      return HttpResponse.json({ scope: 'draw', country: draw.country, draw_id: draw.id, line: null, max_payout: amount, previous, effective: drawLimit(draw), unavailable: null });
    }
    const limits = (draw.lineLimits ??= {});
    const previous = limits[line] ?? null;
    if (amount === null) delete limits[line];
    else limits[line] = amount;
    return HttpResponse.json({
      scope: 'line',
      country: draw.country,
      draw_id: draw.id,
      line,
      max_payout: amount,
      previous,
      effective: lineLimit(draw, line),
      unavailable: !available(draw, line),
    });
  };

  return [
    http.post(rest('/rpc/open_draws_exposure'), () => {
      if (failAfterFirstRead && reads++ > 0) return serverError();
      return HttpResponse.json(
        open()
          .sort((a, b) => Date.parse(a.drawAt) - Date.parse(b.drawAt) || a.country.localeCompare(b.country))
          .map((draw) => {
            const [top] = byWorst(draw);
            return {
              draw_id: draw.id,
              country: draw.country,
              draw_day: draw.day,
              draw_time: draw.time,
              draw_at: draw.drawAt,
              stakes: draw.stakes,
              bets: draw.bets,
              tickets: draw.tickets,
              players: draw.players,
              max_payout: drawLimit(draw),
              limit_source: draw.drawLimit != null ? 'draw' : 'country',
              top_line: top ? top[0] : null,
              top_worst_payout: top ? top[1] : null,
              top_max_payout: top ? lineLimit(draw, top[0]) : null,
              unavailable_lines: unavailable(draw),
              line_limits: Object.keys(draw.lineLimits ?? {}).length,
            };
          }),
      );
    }),
    http.post(rest('/rpc/draw_exposure'), async ({ request }) => {
      if (drawFails) return serverError();
      const { p_draw_id, p_top } = (await request.json()) as { p_draw_id: string; p_top?: number };
      const draw = state.draws.find((d) => d.id === p_draw_id);
      if (!draw) return moneyRefusal('not_found', { draw_id: p_draw_id });
      return HttpResponse.json(exposureOf(draw, Math.min(Math.max(p_top ?? 10, 1), 100)));
    }),
    http.get(rest('/liability_country_limits'), () =>
      HttpResponse.json(
        Object.entries(state.countries)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([country, max]) => ({ country, max_payout: max })),
      ),
    ),
    http.post(rest('/rpc/set_liability_limit'), async ({ request }) => {
      const body = (await request.json()) as Parameters<typeof setLimit>[0];
      if (saveDelay !== undefined) await delay(saveDelay);
      if (refuse) return moneyRefusal(...refuse);
      return setLimit(body);
    }),
  ];
}

/** The exposure never arrives. */
export const exposurePending = () => [http.post(rest('/rpc/open_draws_exposure'), never), http.get(rest('/liability_country_limits'), never)];

/** The exposure cannot be read (a server error). */
export const exposureFailing = () => [http.post(rest('/rpc/open_draws_exposure'), serverError), http.get(rest('/liability_country_limits'), () => HttpResponse.json([]))];
