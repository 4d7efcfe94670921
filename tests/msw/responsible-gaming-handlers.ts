import { HttpResponse, delay, http } from 'msw';
import { EXCLUSION_DURATIONS, type ExclusionDuration, exclusionEnd, limitChangeTakesEffect } from '../../src/game/limits';
import type { ResponsibleGamingStatus } from '../../src/game/responsible-gaming';
import { rgStatusRow } from '../fixtures/responsible-gaming';
import { SUPABASE_URL } from './fixtures';

/**
 * MSW handlers for the responsible-gaming RPCs (issue 17), answering as the database does: a
 * lowering or a first limit applies at once, a raise or removal waits 24 h (src/game/limits.ts), an
 * exclusion ends when exclusionEnd() says. They keep their state, so a story can change a limit and
 * see the page follow.
 */
const rpc = (name: string) => `${SUPABASE_URL}/rest/v1/rpc/${name}`;

const moneyError = (code: string, detail: Record<string, unknown>) =>
  HttpResponse.json({ code: 'P0001', message: code, details: JSON.stringify(detail), hint: null }, { status: 400 });

export function responsibleGamingHandlers(initial: ResponsibleGamingStatus) {
  let status = structuredClone(initial);
  return [
    http.post(rpc('responsible_gaming_status'), () => HttpResponse.json(rgStatusRow(status))),
    http.post(rpc('set_play_limit'), async ({ request }) => {
      const { kind, period, amount } = (await request.json()) as { kind: string; period: string; amount: number | null };
      if (amount !== null && (amount < 100 || amount > 100_000_000)) return moneyError('amount_out_of_range', { min: 100, max: 100_000_000 });
      status = {
        ...status,
        limits: status.limits.map((limit) => {
          if (limit.kind !== kind || limit.period !== period) return limit;
          const at = limitChangeTakesEffect(limit.amount, amount, new Date(status.now));
          if (at.getTime() === Date.parse(status.now)) {
            return { ...limit, amount, nextAmount: null, nextAt: null, remaining: amount === null ? null : Math.max(amount - limit.used, 0) };
          }
          return { ...limit, nextAmount: amount, nextAt: at.toISOString() };
        }),
      };
      return HttpResponse.json(rgStatusRow(status));
    }),
    http.post(rpc('start_self_exclusion'), async ({ request }) => {
      const { duration } = (await request.json()) as { duration: ExclusionDuration };
      if (!EXCLUSION_DURATIONS.includes(duration)) return moneyError('invalid_request', { field: 'duration' });
      const end = exclusionEnd(duration, new Date(status.now), status.timeZone);
      status = { ...status, exclusion: { until: end === null ? null : end.toISOString() } };
      return HttpResponse.json(rgStatusRow(status));
    }),
    http.post(rpc('complete_player_profile'), async ({ request }) => {
      const { birth_date, country } = (await request.json()) as { birth_date: string; country: ResponsibleGamingStatus['country'] };
      status = { ...status, birthDate: birth_date, country };
      return HttpResponse.json({ birth_date, country });
    }),
  ];
}

export const responsibleGaming = {
  /** the status never comes */
  pending: () =>
    http.post(rpc('responsible_gaming_status'), async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 504 });
    }),
  /** the network is down */
  offline: () => http.post(rpc('responsible_gaming_status'), () => HttpResponse.error()),
  /** saving a limit fails with a server error the app has no French sentence for */
  limitFails: () =>
    http.post(rpc('set_play_limit'), () => HttpResponse.json({ code: 'XX000', message: 'internal error', details: null, hint: null }, { status: 500 })),
  /** the database refuses a minor's date of birth */
  completeUnderage: () => http.post(rpc('complete_player_profile'), () => moneyError('underage', { min_age: 18 })),
  /** ledger_history rows for the reality check's net spend */
  history: (rows: { kind: string; play_amount: number; winnings_amount: number }[]) =>
    http.get(`${SUPABASE_URL}/rest/v1/ledger_history`, () => HttpResponse.json(rows)),
  historyPending: () =>
    http.get(`${SUPABASE_URL}/rest/v1/ledger_history`, async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 504 });
    }),
  historyFails: () =>
    http.get(`${SUPABASE_URL}/rest/v1/ledger_history`, () => HttpResponse.json({ code: 'XX000', message: 'internal error', details: null, hint: null }, { status: 500 })),
};
