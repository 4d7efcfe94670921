import { HttpResponse, delay, http } from 'msw';
import { type PlayerFixture, SUPABASE_URL, accessTokenFor, gotrueSession, gotrueUser, profileRow } from './fixtures';

/**
 * MSW handlers speaking the subset of the Supabase HTTP API the app uses, in the shapes
 * supabase-js expects: GoTrue (/auth/v1) errors are `{ code, error_code, msg }` with the API
 * version header, PostgREST errors `{ code, message, details, hint }`.
 */
const auth = (path: string) => `${SUPABASE_URL}/auth/v1${path}`;
const rest = (path: string) => `${SUPABASE_URL}/rest/v1${path}`;
const GOTRUE_HEADERS = { 'x-supabase-api-version': '2024-01-01' };

export function gotrueError(status: number, code: string, msg: string) {
  return HttpResponse.json({ code, error_code: code, msg }, { status, headers: GOTRUE_HEADERS });
}

/** A GoTrue error code the app has no French sentence for: screens show their SPEC §8 fallback. */
export const unknownGotrueError = () => gotrueError(422, 'unexpected_failure', 'Something unexpected happened');

const never = async () => {
  await delay('infinite');
  return new HttpResponse(null, { status: 504 });
};

export const signIn = {
  as: (player: PlayerFixture) =>
    http.post(auth('/token'), ({ request }) =>
      new URL(request.url).searchParams.get('grant_type') === 'password'
        ? HttpResponse.json(gotrueSession(player), { headers: GOTRUE_HEADERS })
        : gotrueError(400, 'validation_failed', 'Unsupported grant type'),
    ),
  invalidCredentials: () => http.post(auth('/token'), () => gotrueError(400, 'invalid_credentials', 'Invalid login credentials')),
  unknownError: () => http.post(auth('/token'), unknownGotrueError),
  pending: () => http.post(auth('/token'), never),
};

export const signUp = {
  as: (player: PlayerFixture) => http.post(auth('/signup'), () => HttpResponse.json(gotrueSession(player), { headers: GOTRUE_HEADERS })),
  /** a project with e-mail confirmation: the user comes back without a session */
  confirmationRequired: (player: PlayerFixture) =>
    http.post(auth('/signup'), () => HttpResponse.json(gotrueUser(player), { headers: GOTRUE_HEADERS })),
  alreadyRegistered: () => http.post(auth('/signup'), () => gotrueError(422, 'user_already_exists', 'User already registered')),
  /** the database refuses a minor whatever the form checked (issue 17) */
  underage: () => http.post(auth('/signup'), () => gotrueError(422, 'underage', 'Players must be 18 or older')),
  unknownError: () => http.post(auth('/signup'), unknownGotrueError),
  pending: () => http.post(auth('/signup'), never),
};

export const recover = {
  ok: () => http.post(auth('/recover'), () => HttpResponse.json({}, { headers: GOTRUE_HEADERS })),
  rateLimited: () =>
    http.post(auth('/recover'), () => gotrueError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded')),
  unknownError: () => http.post(auth('/recover'), unknownGotrueError),
  pending: () => http.post(auth('/recover'), never),
};

/**
 * What GoTrue appends to /reset-password when a recovery link is opened (implicit flow): the session in the
 * fragment, or the error of an expired, used or malformed link. supabase-js then asks GET /auth/v1/user.
 */
export const recoveryLink = {
  valid: (player: PlayerFixture) =>
    `#${new URLSearchParams({
      access_token: accessTokenFor(player),
      expires_at: '4102444800',
      expires_in: '3600',
      refresh_token: `recovery-${player.username}`,
      token_type: 'bearer',
      type: 'recovery',
    })}`,
  expired: `#${new URLSearchParams({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' })}`,
};

export const signOut = {
  ok: () => http.post(auth('/logout'), () => new HttpResponse(null, { status: 204 })),
};

export const currentUser = {
  as: (player: PlayerFixture) => http.get(auth('/user'), () => HttpResponse.json(gotrueUser(player), { headers: GOTRUE_HEADERS })),
  /** PUT /auth/v1/user: answers with the user, e-mail or password changed */
  updates: (player: PlayerFixture) =>
    http.put(auth('/user'), async ({ request }) => {
      const body = (await request.json()) as { email?: string };
      return HttpResponse.json(gotrueUser({ ...player, email: body.email ?? player.email }), { headers: GOTRUE_HEADERS });
    }),
  updateFails: () => http.put(auth('/user'), unknownGotrueError),
  updatePending: () => http.put(auth('/user'), never),
  /** the service refuses the password's strength (whatever the form checked) */
  updateWeakPassword: () =>
    http.put(auth('/user'), () =>
      HttpResponse.json(
        { code: 'weak_password', error_code: 'weak_password', msg: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } },
        { status: 422, headers: GOTRUE_HEADERS },
      ),
    ),
  /** the network drops the request */
  updateOffline: () => http.put(auth('/user'), () => HttpResponse.error()),
  /** GET /auth/v1/user never answers (a recovery link's session being read) */
  pending: () => http.get(auth('/user'), never),
  /** GET /auth/v1/user cannot be reached (a recovery link's session is read on a dead link) */
  offline: () => http.get(auth('/user'), () => HttpResponse.error()),
};

function wantsObject(request: Request) {
  return (request.headers.get('accept') ?? '').includes('application/vnd.pgrst.object+json');
}

export const profiles = {
  /** GET /rest/v1/profiles?id=eq.<uid>: the row of `player`, none for anyone else */
  of: (player: PlayerFixture) =>
    http.get(rest('/profiles'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      const rows = id === `eq.${player.id}` || id === null ? [profileRow(player)] : [];
      if (wantsObject(request)) {
        return rows.length === 1
          ? HttpResponse.json(rows[0])
          : HttpResponse.json({ code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned', details: 'The result contains 0 rows', hint: null }, { status: 406 });
      }
      return HttpResponse.json(rows);
    }),
  pending: () => http.get(rest('/profiles'), never),
  failing: () =>
    http.get(rest('/profiles'), () => HttpResponse.json({ code: 'XX000', message: 'internal error', details: null, hint: null }, { status: 500 })),
  /** PATCH /rest/v1/profiles: accepted (204, or the row with Prefer: return=representation) */
  updates: (player: PlayerFixture) =>
    http.patch(rest('/profiles'), async ({ request }) => {
      const changes = (await request.json()) as Record<string, unknown>;
      if (!(request.headers.get('prefer') ?? '').includes('return=representation')) return new HttpResponse(null, { status: 204 });
      return HttpResponse.json([{ ...profileRow(player), ...changes }]);
    }),
};

/** Everything a signed-in player's pages need: the profile read, sign-out. */
export function signedInHandlers(player: PlayerFixture) {
  return [profiles.of(player), signOut.ok(), currentUser.as(player)];
}
