import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Queryable } from '../core/db';
import { HttpError, bearerToken, headerValue, parseJson, readBody, send, sendJson } from '../core/http';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyToken } from '../core/keys';
import type { PasswordPool } from './password-pool';
import { isPgError } from '../core/pg-errors';
import type { AuthAction, AuthLimiter } from '../core/rate-limit';
import { checkMergedMetadata, checkMetadata, readableMetadata, tokenMetadata } from './user-metadata';

/** What the GoTrue subset needs to know about where it runs. */
export interface AuthOptions {
  publicUrl: string;
  siteUrl: string;
  log: (line: string) => void;
  limiter: AuthLimiter;
  passwords: PasswordPool;
}

const API_VERSION_HEADERS = { 'X-Supabase-Api-Version': '2024-01-01' };
const MIN_PASSWORD_LENGTH = 6;
const REFRESH_REUSE_SECONDS = 10;
const RECOVERY_SECONDS = 3600;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Control, zero-width and bidi-control characters: never in an e-mail (nor in a username, see the migration). */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
/** What the profile trigger raises (SQLSTATE P0001) for a sign-up the database refuses. */
const SIGN_UP_REFUSALS: Readonly<Record<string, string>> = {
  username_invalid: 'Username must be 3 to 20 letters, digits, _ . or -',
  username_taken: 'Username already taken',
  underage: 'Players must be 18 or older',
  birth_date_invalid: 'Invalid date of birth',
  country_invalid: 'Unknown country',
};
const APP_METADATA_DEFAULT = { provider: 'email', providers: ['email'] };

interface UserRow {
  id: string;
  email: string | null;
  encrypted_password: string | null;
  app: Record<string, unknown> | null;
  meta: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
}

const USER_COLUMNS = `id::text as id, email, encrypted_password, raw_app_meta_data as app, raw_user_meta_data as meta,
  to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at,
  to_json(email_confirmed_at) #>> '{}' as email_confirmed_at, to_json(last_sign_in_at) #>> '{}' as last_sign_in_at`;

function userJson(row: UserRow) {
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email ?? '',
    email_confirmed_at: row.email_confirmed_at,
    phone: '',
    confirmed_at: row.email_confirmed_at,
    last_sign_in_at: row.last_sign_in_at,
    app_metadata: readableMetadata(row.app, APP_METADATA_DEFAULT),
    user_metadata: readableMetadata(row.meta),
    identities: [],
    created_at: row.created_at,
    updated_at: row.updated_at,
    is_anonymous: false,
  };
}

function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new HttpError(400, 'validation_failed', `${name} must be a string`);
  return value;
}

function requireEmail(value: string | undefined): string {
  const email = value?.trim().toLowerCase() ?? '';
  if (email === '') throw new HttpError(400, 'validation_failed', 'An email address is required');
  if (email.length > 255 || !EMAIL_PATTERN.test(email) || INVISIBLE.test(email)) {
    throw new HttpError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  }
  return email;
}

function checkPasswordStrength(password: string | undefined): string {
  if (password === undefined || password === '') throw new HttpError(400, 'validation_failed', 'A password is required');
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new HttpError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (password.length > 72) throw new HttpError(422, 'weak_password', 'Password cannot be longer than 72 characters', { weak_password: { reasons: ['length'] } });
  return password;
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req, 'validation_failed');
  const body = text.trim() === '' ? {} : parseJson(text, 'bad_json');
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'bad_json', 'Expected a JSON object');
  return body as Record<string, unknown>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newRefreshToken = () => randomBytes(18).toString('base64url');

async function findUser(q: Queryable, where: string, value: string): Promise<UserRow | undefined> {
  const [row] = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where ${where}`, [value]);
  return row;
}

async function sessionResponse(q: Queryable, user: UserRow, sessionId: string, refreshToken: string, publicUrl: string) {
  const issuedAt = Math.floor(Date.now() / 1000);
  const accessToken = await signAccessToken(
    {
      iss: `${publicUrl}/auth/v1`,
      aud: 'authenticated',
      sub: user.id,
      email: user.email ?? '',
      phone: '',
      app_metadata: readableMetadata(user.app),
      user_metadata: tokenMetadata(user.meta),
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: issuedAt }],
      session_id: sessionId,
      is_anonymous: false,
    },
    issuedAt,
  );
  const fresh = (await findUser(q, 'id = $1::uuid', user.id)) ?? user;
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: issuedAt + ACCESS_TOKEN_SECONDS,
    refresh_token: refreshToken,
    user: userJson(fresh),
  };
}

async function startSession(q: Queryable, user: UserRow, publicUrl: string) {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await q.query('insert into auth.sessions (id, user_id) values ($1::uuid, $2::uuid)', [sessionId, user.id]);
  await q.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3::uuid)', [refreshToken, user.id, sessionId]);
  await q.query('update auth.users set last_sign_in_at = now() where id = $1::uuid', [user.id]);
  return sessionResponse(q, user, sessionId, refreshToken, publicUrl);
}

/** The signed-in user of a request, from its bearer token, whose session must still exist. */
async function currentUser(req: IncomingMessage, db: Database): Promise<{ userId: string; sessionId: string | undefined }> {
  const token = bearerToken(req);
  if (!token) throw new HttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = await verifyToken(token);
  if (!verified.ok) {
    throw new HttpError(403, 'bad_jwt', verified.reason === 'expired' ? 'invalid JWT: token is expired' : 'invalid JWT: unable to parse or verify signature');
  }
  const { sub, role, session_id: sessionId } = verified.claims;
  if (role !== 'authenticated' || !sub) throw new HttpError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (sessionId) {
    const rows = await db.transaction((q) => q.query('select 1 from auth.sessions where id = $1::uuid', [sessionId]));
    if (rows.length === 0) throw new HttpError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { userId: sub, sessionId };
}

function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

function rateLimited(retryAfter: number): HttpError {
  return new HttpError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, { 'Retry-After': String(retryAfter) });
}

/** Refuses with a 429 (held a moment, see Tarpit) once this IP has used up its requests for the action. */
async function limitIp(req: IncomingMessage, action: AuthAction | 'verify', options: AuthOptions): Promise<void> {
  const wait = options.limiter.ip(action, clientIp(req));
  if (wait === 0) return;
  await options.limiter.tarpit.hold(clientIp(req));
  throw rateLimited(wait);
}

/** Refuses with a 429 (held a moment) once the account (e-mail or user id) has used up its requests for the action. */
async function limitAccount(req: IncomingMessage, action: AuthAction, account: string, options: AuthOptions): Promise<void> {
  const wait = options.limiter.account(action, account);
  if (wait === 0) return;
  await options.limiter.tarpit.hold(clientIp(req));
  throw rateLimited(wait);
}

/** The profile trigger's refusal of a sign-up (username, age, country), in GoTrue's error shape; anything else as it came. */
function signUpRefusal(error: unknown): unknown {
  if (isPgError(error) && error.code === 'P0001' && Object.hasOwn(SIGN_UP_REFUSALS, error.message)) {
    return new HttpError(422, error.message, SIGN_UP_REFUSALS[error.message]!);
  }
  return error;
}

async function signup(req: IncomingMessage, db: Database, options: AuthOptions) {
  await limitIp(req, 'signUp', options);
  const body = await jsonBody(req);
  const email = requireEmail(stringField(body, 'email'));
  await limitAccount(req, 'signUp', email, options);
  const password = checkPasswordStrength(stringField(body, 'password'));
  const data = checkMetadata(body.data);
  const hash = await options.passwords.hash(password);
  return db.transaction(async (q) => {
    if (await findUser(q, 'lower(email) = $1', email)) throw new HttpError(422, 'user_already_exists', 'User already registered');
    const id = randomUUID();
    await q.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ('00000000-0000-0000-0000-000000000000', $1::uuid, 'authenticated', 'authenticated', $2, $3, now(), $4::jsonb, $5::jsonb)`,
      [id, email, hash, JSON.stringify({ provider: 'email', providers: ['email'] }), JSON.stringify(data ?? {})],
    );
    await q.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at) values ($1, $2::uuid, $3::jsonb, 'email', now())`,
      [id, id, JSON.stringify({ sub: id, email, email_verified: true })],
    );
    return startSession(q, (await findUser(q, 'id = $1::uuid', id))!, options.publicUrl);
  }).catch((error: unknown) => {
    throw signUpRefusal(error);
  });
}

async function passwordGrant(req: IncomingMessage, body: Record<string, unknown>, db: Database, options: AuthOptions) {
  const email = stringField(body, 'email')?.trim().toLowerCase();
  const password = stringField(body, 'password');
  if (!email || !password) throw new HttpError(400, 'validation_failed', 'An email address and a password are required');
  await limitAccount(req, 'signIn', email, options);
  const user = await db.transaction((q) => findUser(q, 'lower(email) = $1', email));
  // An unknown e-mail is compared against a dummy hash: it takes as long as a wrong password.
  const valid = await options.passwords.compare(password, user?.encrypted_password);
  if (!user || !valid) throw new HttpError(400, 'invalid_credentials', 'Invalid login credentials');
  return db.transaction((q) => startSession(q, user, options.publicUrl));
}

async function refreshGrant(req: IncomingMessage, body: Record<string, unknown>, db: Database, options: AuthOptions) {
  const token = stringField(body, 'refresh_token');
  if (!token) throw new HttpError(400, 'validation_failed', 'refresh_token is required');
  const [owner] = await db.transaction((q) => q.query<{ user_id: string }>('select user_id from auth.refresh_tokens where token = $1', [token]));
  if (owner) await limitAccount(req, 'refresh', owner.user_id, options);
  const outcome = await db.transaction(async (q) => {
    const [row] = await q.query<{ id: string; revoked: boolean; session_id: string; user_id: string; recent: boolean }>(
      `select id::text as id, revoked, session_id::text as session_id, user_id,
              updated_at > now() - make_interval(secs => $2) as recent
       from auth.refresh_tokens where token = $1 for update`,
      [token, REFRESH_REUSE_SECONDS],
    );
    if (!row) return { error: new HttpError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    const user = await findUser(q, 'id = $1::uuid', row.user_id);
    if (!user) return { error: new HttpError(400, 'user_not_found', 'User from refresh token not found') };
    if (row.revoked) {
      const [child] = await q.query<{ token: string }>('select token from auth.refresh_tokens where parent = $1 and not revoked', [token]);
      if (row.recent && child) return { session: await sessionResponse(q, user, row.session_id, child.token, options.publicUrl) };
      // Reuse of a rotated token: the session is presumed stolen and ends.
      await q.query('delete from auth.sessions where id = $1::uuid', [row.session_id]);
      return { error: new HttpError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
    }
    const next = newRefreshToken();
    await q.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint', [row.id]);
    await q.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3::uuid, $4)', [
      next,
      row.user_id,
      row.session_id,
      token,
    ]);
    await q.query('update auth.sessions set updated_at = now() where id = $1::uuid', [row.session_id]);
    return { session: await sessionResponse(q, user, row.session_id, next, options.publicUrl) };
  });
  if (outcome.error) throw outcome.error;
  return outcome.session;
}

async function updateUser(req: IncomingMessage, db: Database, options: AuthOptions) {
  const { userId } = await currentUser(req, db);
  const body = await jsonBody(req);
  const email = body.email === undefined ? undefined : requireEmail(stringField(body, 'email'));
  const password = body.password === undefined ? undefined : checkPasswordStrength(stringField(body, 'password'));
  const data = checkMetadata(body.data);
  const user = await db.transaction((q) => findUser(q, 'id = $1::uuid', userId));
  if (!user) throw new HttpError(404, 'user_not_found', 'User not found');
  if (data !== undefined) checkMergedMetadata(readableMetadata(user.meta), data);
  let hash: string | undefined;
  if (password !== undefined) {
    if (user.encrypted_password && (await options.passwords.compare(password, user.encrypted_password))) {
      throw new HttpError(422, 'same_password', 'New password should be different from the old password.');
    }
    hash = await options.passwords.hash(password);
  }
  return db.transaction(async (q) => {
    if (email !== undefined && email !== user.email) {
      if (await findUser(q, 'lower(email) = $1', email)) {
        throw new HttpError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      // The local stack confirms e-mail changes at once (no mail server).
      await q.query('update auth.users set email = $2, updated_at = now() where id = $1::uuid', [userId, email]);
      await q.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
         where user_id = $1::uuid and provider = 'email'`,
        [userId, email],
      );
    }
    if (hash !== undefined) await q.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1::uuid', [userId, hash]);
    if (data !== undefined) {
      // Metadata beyond the limits that got stored anyway is replaced, not merged into.
      await q.query(`update auth.users set raw_user_meta_data = $3::jsonb || $2::jsonb, updated_at = now() where id = $1::uuid`, [
        userId,
        JSON.stringify(data),
        JSON.stringify(readableMetadata(user.meta)),
      ]);
    }
    return userJson((await findUser(q, 'id = $1::uuid', userId))!);
  });
}

async function logout(req: IncomingMessage, url: URL, db: Database) {
  const { userId, sessionId } = await currentUser(req, db);
  const scope = url.searchParams.get('scope') ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) throw new HttpError(400, 'validation_failed', 'scope must be global, local or others');
  await db.transaction(async (q) => {
    if (scope === 'global' || !sessionId) await q.query('delete from auth.sessions where user_id = $1::uuid', [userId]);
    else if (scope === 'local') await q.query('delete from auth.sessions where id = $1::uuid', [sessionId]);
    else await q.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [userId, sessionId]);
  });
}

function safeRedirect(candidate: string | null, options: AuthOptions): string {
  if (candidate && /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(candidate)) return candidate;
  return options.siteUrl;
}

async function recover(req: IncomingMessage, url: URL, db: Database, options: AuthOptions) {
  await limitIp(req, 'recover', options);
  const body = await jsonBody(req);
  const email = requireEmail(stringField(body, 'email'));
  await limitAccount(req, 'recover', email, options);
  const token = randomBytes(24).toString('base64url');
  const updated = await db.transaction((q) =>
    q.query(`update auth.users set recovery_token = $2, recovery_sent_at = now() where lower(email) = $1 returning id`, [email, sha256(token)]),
  );
  if (updated.length > 0) {
    const redirect = safeRedirect(url.searchParams.get('redirect_to'), options);
    const link = `${options.publicUrl}/auth/v1/verify?token=${token}&type=recovery&redirect_to=${encodeURIComponent(redirect)}`;
    options.log(`password recovery for ${email}: ${link}`);
  }
  // Like GoTrue, the answer does not reveal whether the address has an account.
  return {};
}

async function verify(url: URL, db: Database, options: AuthOptions): Promise<string> {
  const redirect = safeRedirect(url.searchParams.get('redirect_to'), options);
  const token = url.searchParams.get('token') ?? '';
  if (url.searchParams.get('type') !== 'recovery' || token === '') {
    return `${redirect}#error=access_denied&error_code=otp_expired&error_description=${encodeURIComponent('Email link is invalid or has expired')}`;
  }
  const session = await db.transaction(async (q) => {
    const [row] = await q.query<{ id: string }>(
      `update auth.users set recovery_token = '', recovery_sent_at = null, updated_at = now()
       where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2) returning id::text as id`,
      [sha256(token), RECOVERY_SECONDS],
    );
    if (!row) return null;
    return startSession(q, (await findUser(q, 'id = $1::uuid', row.id))!, options.publicUrl);
  });
  if (!session) {
    return `${redirect}#error=access_denied&error_code=otp_expired&error_description=${encodeURIComponent('Email link is invalid or has expired')}`;
  }
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type: 'recovery',
  });
  return `${redirect}#${fragment}`;
}

async function requireApiKey(req: IncomingMessage, url: URL): Promise<void> {
  const apikey = headerValue(req, 'apikey') ?? url.searchParams.get('apikey');
  if (!apikey) throw new HttpError(401, 'no_api_key', 'No API key found in request');
  const verified = await verifyToken(apikey);
  if (!verified.ok && verified.reason !== 'expired') throw new HttpError(401, 'bad_api_key', 'Invalid API key');
}

/** `/auth/v1/...`: the GoTrue endpoints supabase-js uses for e-mail and password accounts. */
export async function handleAuth(req: IncomingMessage, res: ServerResponse, url: URL, rest: string, db: Database, options: AuthOptions): Promise<void> {
  const route = `${req.method} /${rest.replace(/^\/+|\/+$/g, '')}`;
  const reply = (status: number, value: unknown) => sendJson(res, status, value, API_VERSION_HEADERS);
  if (route === 'GET /health') return reply(200, { name: 'GoTrue', description: 'LotoAfrik local stack' });
  if (route === 'GET /verify') {
    await limitIp(req, 'verify', options);
    send(res, 303, null, { Location: await verify(url, db, options) });
    return;
  }
  await requireApiKey(req, url);
  switch (route) {
    case 'GET /settings':
      return reply(200, { external: { email: true, phone: false }, disable_signup: false, mailer_autoconfirm: true, phone_autoconfirm: false });
    case 'POST /signup':
      return reply(200, await signup(req, db, options));
    case 'POST /token': {
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') await limitIp(req, 'signIn', options);
      if (grant === 'refresh_token') await limitIp(req, 'refresh', options);
      const body = await jsonBody(req);
      if (grant === 'password') return reply(200, await passwordGrant(req, body, db, options));
      if (grant === 'refresh_token') return reply(200, await refreshGrant(req, body, db, options));
      throw new HttpError(400, 'validation_failed', 'Unsupported grant type');
    }
    case 'GET /user': {
      const { userId } = await currentUser(req, db);
      const user = await db.transaction((q) => findUser(q, 'id = $1::uuid', userId));
      if (!user) throw new HttpError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
      return reply(200, userJson(user));
    }
    case 'PUT /user':
      return reply(200, await updateUser(req, db, options));
    case 'POST /logout':
      await logout(req, url, db);
      send(res, 204, null, API_VERSION_HEADERS);
      return;
    case 'POST /recover':
      return reply(200, await recover(req, url, db, options));
    default:
      throw new HttpError(404, 'not_found', `No such auth endpoint: ${route}`);
  }
}
