import { findCountry } from '../../src/game/countries';
import { countryTime, findOpenDraw } from '../../src/game/schedule';
import { ANON_KEY } from '../../tests/e2e/support/stack-keys';

/** A supabase-js session as the app stores it in localStorage. */
export interface Session {
  key: string;
  value: string;
}

/**
 * Tomorrow's 18h draw in Côte d'Ivoire (a draw every day): open whenever a bench starts and for at least
 * 18 hours after. Today's next hour could close while the bench runs, and the page then redirects.
 */
export function openBettingPath(now: Date): string {
  const country = findCountry('CI')!;
  const { weekday } = countryTime(country, new Date(now.getTime() + 86_400_000));
  if (!findOpenDraw(country.code, weekday, '18h', now)) throw new Error(`CI ${weekday} 18h is not open at ${now.toISOString()}`);
  return `/betting/${country.code}/${weekday}/18h`;
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
