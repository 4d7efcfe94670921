import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';

/** The Supabase CLI's well-known local secret and keys (`supabase status`): local development only. */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const ACCESS_TOKEN_SECONDS = 3600;
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

const secret = new TextEncoder().encode(JWT_SECRET);

export interface Claims extends JWTPayload {
  role: ApiRole;
  email?: string;
  session_id?: string;
}

export type Verified = { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid' | 'role' };

export async function verifyToken(token: string): Promise<Verified> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (!(API_ROLES as readonly string[]).includes(payload.role as string)) return { ok: false, reason: 'role' };
    if (payload.role === 'authenticated' && typeof payload.sub !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, claims: payload as Claims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

export async function signAccessToken(claims: Omit<Claims, 'iat' | 'exp'>, issuedAt: number): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(secret);
}
