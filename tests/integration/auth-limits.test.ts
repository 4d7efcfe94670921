/**
 * Issue 13, finding 4: 20 parallel wrong-password sign-ins on one account made 214 guesses in 15 s
 * with no 429, slowed everyone (bcrypt on the event loop), and an unknown e-mail answered in 11 ms
 * against 205 ms for a wrong password. Sign-in, sign-up, recovery and refresh are now rate-limited
 * per IP and per account (429 with Retry-After, GoTrue's error shape, each held a second so that a
 * flood of refusals costs the server little), hashing runs in worker threads
 * (supabase/local/auth/password-pool.test.ts shows the event loop stays free), and an unknown e-mail is
 * compared against a dummy hash. This stack runs the real limits (DEFAULT_AUTH_RATE_LIMITS), each refusal
 * held a tenth of a second instead of a second: this file waits for a dozen refusals one after another
 * (the hold itself: supabase/local/core/rate-limit.test.ts, and here that the server applies it).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { frenchMessage } from '../../src/api/errors';
import { ANON_KEY, DUMMY_HASH, PasswordPool, DEFAULT_AUTH_RATE_LIMITS } from '../../supabase/local';
import { type RawResponse, requestFrom } from './support/from-address';
import { anonClient, type TestStack, startTestStack } from './support/test-stack';

const LIMITS = { ...DEFAULT_AUTH_RATE_LIMITS, refusalDelayMs: 100 };
const PASSWORD = 'secret-123';
let env: TestStack;
let address = 10;
/** A fresh source address per test, so each test meets the per-IP limits from zero. */
const nextAddress = () => `127.0.0.${++address}`;

beforeAll(async () => {
  // GoTrue's bcrypt cost, the dummy hash's: an unknown e-mail must cost what a wrong password does
  env = await startTestStack(() => {}, { rateLimits: LIMITS, passwords: {} });
});
afterAll(() => env?.close());

const auth = (from: string, path: string, body: unknown) => requestFrom(from, `${env.url}/auth/v1${path}`, { headers: { apikey: ANON_KEY }, body });
const signIn = (from: string, email: string, password: string) => auth(from, '/token?grant_type=password', { email, password });

async function account(from: string): Promise<string> {
  const email = `cible.${Date.now()}.${address}@lotoafrik.test`;
  expect((await auth(from, '/signup', { email, password: PASSWORD })).status).toBe(200);
  return email;
}

function expectLimited(response: RawResponse) {
  expect(response.status).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(response.json).toMatchObject({ error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' });
}

/** `count` calls one after another; resolves with every answer. */
async function repeat(count: number, call: (i: number) => Promise<RawResponse>): Promise<RawResponse[]> {
  const answers: RawResponse[] = [];
  for (let i = 0; i < count; i++) answers.push(await call(i));
  return answers;
}

describe('sign-in', () => {
  it(`an account takes ${LIMITS.signIn.perAccount} guesses per ${LIMITS.windowSeconds / 60} minutes, from any number of addresses, then 429 even for the right password`, async () => {
    const email = await account(nextAddress());
    const guesses = await repeat(LIMITS.signIn.perAccount, (i) => signIn(nextAddress(), email, `devine-${i}`));
    expect(guesses.map((answer) => answer.status)).toEqual(Array(LIMITS.signIn.perAccount).fill(400));
    expectLimited(await signIn(nextAddress(), email, 'devine-encore'));
    expectLimited(await signIn(nextAddress(), email, PASSWORD));
    // supabase-js reports the refusal with its code, which the app says in French.
    const { error } = await anonClient(env.url).auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(frenchMessage(error)).toBe('Trop de tentatives. Veuillez réessayer dans quelques minutes.');
  });

  it(`an address takes ${LIMITS.signIn.perIp} sign-ins, whatever the accounts, then 429`, async () => {
    const from = nextAddress();
    // Requests count before any work: even those refused for a missing password.
    const answers = await repeat(LIMITS.signIn.perIp, (i) => auth(from, '/token?grant_type=password', { email: `inconnu.${i}@lotoafrik.test` }));
    expect(answers.every((answer) => answer.json.error_code === 'validation_failed')).toBe(true);
    expectLimited(await signIn(from, `inconnu.fin@lotoafrik.test`, 'devine'));
    // A client that keeps asking gets every refusal (each held a moment: supabase/local/core/rate-limit.ts Tarpit).
    const started = performance.now();
    const burst = await Promise.all(Array.from({ length: 20 }, () => signIn(from, 'inconnu.fin@lotoafrik.test', 'devine')));
    expect(performance.now() - started).toBeGreaterThanOrEqual(LIMITS.refusalDelayMs);
    for (const answer of burst) expectLimited(answer);
    // Another address is not affected.
    expect((await signIn(nextAddress(), 'inconnu.fin@lotoafrik.test', 'devine')).status).toBe(400);
  });

  it('an unknown e-mail is compared against the dummy hash, like a wrong password against the real one', async () => {
    const compare = vi.spyOn(PasswordPool.prototype, 'compare');
    const submit = vi.spyOn(PasswordPool.prototype as unknown as { submit: (...args: unknown[]) => Promise<unknown> }, 'submit');
    try {
      const from = nextAddress();
      const email = await account(from);
      submit.mockClear();
      expect((await signIn(from, `personne.${Date.now()}@lotoafrik.test`, 'devine')).json.error_code).toBe('invalid_credentials');
      expect(submit).toHaveBeenCalledTimes(1);
      expect(submit).toHaveBeenLastCalledWith('compare', 'devine', DUMMY_HASH);
      expect((await signIn(from, email, 'devine')).json.error_code).toBe('invalid_credentials');
      expect(submit).toHaveBeenCalledTimes(2);
      expect(submit.mock.calls[1]![2]).toMatch(/^\$2[aby]\$10\$/);
      expect(submit.mock.calls[1]![2]).not.toBe(DUMMY_HASH);
      expect(compare).toHaveBeenCalledTimes(2);
    } finally {
      compare.mockRestore();
      submit.mockRestore();
    }
  });
});

describe('sign-up, recovery and refresh', () => {
  it(`sign-up: ${LIMITS.signUp.perAccount} attempts per e-mail, ${LIMITS.signUp.perIp} per address`, async () => {
    const from = nextAddress();
    const email = await account(from);
    const again = await repeat(LIMITS.signUp.perAccount - 1, () => auth(nextAddress(), '/signup', { email, password: PASSWORD }));
    expect(again.map((answer) => answer.json.error_code)).toEqual(Array(LIMITS.signUp.perAccount - 1).fill('user_already_exists'));
    expectLimited(await auth(nextAddress(), '/signup', { email, password: PASSWORD }));

    const crowded = nextAddress();
    // Refused sign-ups (weak passwords) count too: the limit is on requests, before any work.
    const answers = await repeat(LIMITS.signUp.perIp, (i) => auth(crowded, '/signup', { email: `foule.${i}@lotoafrik.test`, password: '1' }));
    expect(answers.every((answer) => answer.status === 422)).toBe(true);
    expectLimited(await auth(crowded, '/signup', { email: `foule.fin@lotoafrik.test`, password: PASSWORD }));
  });

  it(`recovery: ${LIMITS.recover.perAccount} e-mails per account, ${LIMITS.recover.perIp} requests per address`, async () => {
    const email = await account(nextAddress());
    const sent = await repeat(LIMITS.recover.perAccount, () => auth(nextAddress(), '/recover', { email }));
    expect(sent.every((answer) => answer.status === 200)).toBe(true);
    expectLimited(await auth(nextAddress(), '/recover', { email }));

    const from = nextAddress();
    await repeat(LIMITS.recover.perIp, (i) => auth(from, '/recover', { email: `oubli.${i}@lotoafrik.test` }));
    expectLimited(await auth(from, '/recover', { email: 'oubli.fin@lotoafrik.test' }));
  });

  it(`refresh: ${LIMITS.refresh.perAccount} per account`, async () => {
    const from = nextAddress();
    const email = `rafraichi.${Date.now()}@lotoafrik.test`;
    const created = await auth(from, '/signup', { email, password: PASSWORD });
    let token = created.json.refresh_token as string;
    const refreshes = await repeat(LIMITS.refresh.perAccount, async () => {
      const answer = await auth(nextAddress(), '/token?grant_type=refresh_token', { refresh_token: token });
      token = (answer.json.refresh_token as string) ?? token;
      return answer;
    });
    expect(refreshes.every((answer) => answer.status === 200)).toBe(true);
    expectLimited(await auth(nextAddress(), '/token?grant_type=refresh_token', { refresh_token: token }));
  });
});
