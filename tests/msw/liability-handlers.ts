import { HttpResponse, http } from 'msw';
import type { CountryLimit } from '../../src/game/liability-lines';
import { SUPABASE_URL } from './fixtures';

/** The defaults the migration seeds (supabase/migrations/20261126150100_liability_limits.sql). */
export const SEEDED_COUNTRY_LIMITS: CountryLimit[] = (['BJ', 'CI', 'GH', 'TG'] as const).map((country) => ({ country, maxPayout: 25_000_000_000 }));

/**
 * MSW handlers for the bet builder's liability reads (issue 40, src/api/liability.ts): the draw's id
 * (`draws?select=id&country=eq.…&draw_at=eq.…`), then its unavailable lines.
 */
export const liability = {
  /** no such draw in the database yet: the builder hears an empty set and opens no channel */
  noDraw: () =>
    http.get(`${SUPABASE_URL}/rest/v1/draws`, ({ request }) =>
      new URL(request.url).searchParams.get('select') === 'id' ? HttpResponse.json([]) : undefined,
    ),
  /** the countries' default limits (the rules page) */
  countryLimits: (limits: CountryLimit[] = SEEDED_COUNTRY_LIMITS) =>
    http.get(`${SUPABASE_URL}/rest/v1/liability_country_limits`, () =>
      HttpResponse.json(limits.map((limit) => ({ country: limit.country, max_payout: limit.maxPayout }))),
    ),
  /** the limits cannot be read (network or server) */
  countryLimitsFail: () => http.get(`${SUPABASE_URL}/rest/v1/liability_country_limits`, () => HttpResponse.error()),
};
