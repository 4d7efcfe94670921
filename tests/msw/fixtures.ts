import { config } from '../../src/config';

/** Supabase HTTP fixtures shared by Vitest and Storybook: GoTrue users/sessions and profile rows. */
export const SUPABASE_URL = config.supabaseUrl;

/** supabase-js's storage key for the session: `sb-<first label of the API host>-auth-token`. */
export const SESSION_STORAGE_KEY = `sb-${new URL(SUPABASE_URL).hostname.split('.')[0]}-auth-token`;

/** 2100-01-01: sessions in fixtures never expire, so supabase-js never tries to refresh them. */
const FAR_FUTURE = 4_102_444_800;

export interface PlayerFixture {
  id: string;
  email: string;
  username: string;
  balance: number;
  /** 'Mes gains' (0 when left out) */
  winnings?: number;
  /** issue 17: an adult of Togo when left out; null for an account created before dates of birth were asked */
  birthDate?: string | null;
  country?: string | null;
  /** issue 16: an operator (app_metadata.role 'operator', which only the service role sets) */
  operator?: boolean;
}

export const AWA: PlayerFixture = { id: '6f1c2c1e-0b7a-4d58-9a7e-2f0c9d1b3a11', email: 'awa@example.com', username: 'awa', balance: 12_500 };
/** An account opened before issue 17: no date of birth nor country yet (asked once, before the next ticket or recharge). */
export const YAW: PlayerFixture = {
  id: '3c5d7e9f-1a2b-4c3d-8e4f-5a6b7c8d9e33',
  email: 'yaw@example.com',
  username: 'yaw',
  balance: 4000,
  birthDate: null,
  country: null,
};
export const KOFI: PlayerFixture = { id: '0b9e4d2a-5c3f-4e1b-8a6d-7f2e1c0b9a22', email: 'kofi@example.com', username: 'kofi', balance: 0 };

function base64url(value: object | string): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An HS256-shaped access token: the client decodes it but never checks the signature. */
export function accessTokenFor(player: PlayerFixture): string {
  const claims = { sub: player.id, email: player.email, role: 'authenticated', aud: 'authenticated', exp: FAR_FUTURE, iat: 1_700_000_000 };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.${base64url('fixture-signature')}`;
}

/** The user object GoTrue returns (GET/PUT /auth/v1/user, and inside sessions). */
export function gotrueUser(player: PlayerFixture) {
  return {
    id: player.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: player.email,
    email_confirmed_at: '2026-11-01T10:00:00Z',
    phone: '',
    confirmed_at: '2026-11-01T10:00:00Z',
    last_sign_in_at: '2026-11-23T07:55:00Z',
    app_metadata: { provider: 'email', providers: ['email'], ...(player.operator ? { role: 'operator' } : {}) },
    user_metadata: { username: player.username },
    identities: [],
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-23T07:55:00Z',
    is_anonymous: false,
  };
}

/** The body of POST /auth/v1/token (password grant) and of an auto-confirmed POST /auth/v1/signup. */
export function gotrueSession(player: PlayerFixture) {
  return {
    access_token: accessTokenFor(player),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: FAR_FUTURE,
    refresh_token: `refresh-${player.username}`,
    user: gotrueUser(player),
  };
}

/** localStorage content that makes supabase-js start signed in as `player`. */
export function storedSession(player: PlayerFixture): Record<string, string> {
  return { [SESSION_STORAGE_KEY]: JSON.stringify(gotrueSession(player)) };
}

/** A row of public.profiles as PostgREST returns it. */
export function profileRow(player: PlayerFixture) {
  return {
    id: player.id,
    username: player.username,
    email: player.email,
    balance: player.balance,
    winnings: player.winnings ?? 0,
    birth_date: player.birthDate === undefined ? '1998-04-12' : player.birthDate,
    country: player.country === undefined ? 'TG' : player.country,
    created_at: '2026-11-01T10:00:00+00:00',
    updated_at: '2026-11-23T07:55:00+00:00',
  };
}
