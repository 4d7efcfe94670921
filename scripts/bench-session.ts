import { COUNTRIES } from '../src/game/countries';
import { countryTime, findOpenDraw, hoursOfDay } from '../src/game/schedule';
import { ANON_KEY } from '../tests/e2e/support/stack-keys';

/** A supabase-js session as the app stores it in localStorage. */
export interface Session {
  key: string;
  value: string;
}

/** The first draw still open in real time (today's next hour in Côte d'Ivoire, else a later day's first). */
export function openBettingPath(now: Date): string {
  const country = COUNTRIES.find((c) => c.code === 'CI')!;
  for (let days = 0; days < 7; days++) {
    const { weekday } = countryTime(country, new Date(now.getTime() + days * 86_400_000));
    const hour = hoursOfDay(country, weekday, now).find((h) => !h.past)?.hour;
    if (hour && findOpenDraw(country.code, weekday, hour, now)) return `/betting/${country.code}/${weekday}/${hour}`;
  }
  throw new Error('no open draw in the coming week');
}

/** Creates a player on the local stack and signs it in, for pages behind the session guard. */
export async function signInSession(stackUrl: string): Promise<Session> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-Ab12';
  const headers = { apikey: ANON_KEY, 'content-type': 'application/json' };
  const signup = await fetch(`${stackUrl}/auth/v1/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, data: { username: 'bench' } }),
  });
  if (!signup.ok) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const token = await fetch(`${stackUrl}/auth/v1/token?grant_type=password`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  if (!token.ok) throw new Error(`sign-in failed: ${token.status} ${await token.text()}`);
  // supabase-js's default storage key: sb-<first label of the API host>-auth-token.
  return { key: `sb-${new URL(stackUrl).hostname.split('.')[0]}-auth-token`, value: await token.text() };
}
