import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AuthApi from '../../src/api/auth';
import type * as ProfileApi from '../../src/api/profile';
import { ADULT, type TestStack, startTestStack } from './support/test-stack';

/**
 * Issue 38: the recovery round trip through src/api against the local stack's GoTrue subset (recover,
 * verify, the session in the redirect's fragment, PUT /user), and the e-mail change's re-authentication.
 */
let env: TestStack;
let auth: typeof AuthApi;
let profile: typeof ProfileApi;
const logs: string[] = [];
const password = 'secret-123';
const newPassword = 'nouveau-456';
const email = `recup.${Date.now()}@lotoafrik.test`;

beforeAll(async () => {
  env = await startTestStack((line) => logs.push(line));
  vi.stubEnv('VITE_SUPABASE_URL', env.url);
  vi.resetModules();
  auth = await import('../../src/api/auth');
  profile = await import('../../src/api/profile');
  await auth.register(email, password, 'Recup', ADULT);
  await auth.logout();
});
afterAll(async () => {
  await auth?.logout().catch(() => undefined);
  vi.unstubAllEnvs();
  await env?.close();
});

/** The recovery link the stack logged for `address`, followed as a browser does: where it redirects. */
async function followRecoveryLink(address: string, previous = 0): Promise<{ link: string; location: URL }> {
  await vi.waitFor(() => expect(logs.filter((line) => line.includes(`password recovery for ${address}`)).length).toBeGreaterThan(previous));
  const line = logs.filter((entry) => entry.includes(`password recovery for ${address}`)).at(-1)!;
  const link = /(http:\/\/\S+)/.exec(line)![1]!;
  return { link, location: await redirectOf(link) };
}

async function redirectOf(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

describe('password recovery', () => {
  it('opens the link, sets the new password with its session, and the link cannot be used twice', async () => {
    await auth.resetPassword(email);
    const { link, location } = await followRecoveryLink(email);
    expect(location.hash).toMatch(/^#access_token=.+&type=recovery$/);

    expect(await auth.openRecoveryLink({ hash: location.hash, search: location.search })).toEqual({ valid: true, email });
    await auth.setRecoveredPassword(newPassword);

    await auth.logout();
    await expect(auth.login(email, password)).rejects.toThrow('Email ou mot de passe incorrect');
    await auth.login(email, newPassword);

    const again = await redirectOf(link);
    expect(again.hash).toContain('error_code=otp_expired');
    // signed in: the player's address is known for a new request
    expect(await auth.openRecoveryLink({ hash: again.hash, search: again.search })).toEqual({ valid: false, email });
    await auth.logout();
  });

  it('refuses a tampered link, a link without a session, and a page opened without any link', async () => {
    const tampered = await redirectOf(`${env.url}/auth/v1/verify?token=pas-un-jeton&type=recovery`);
    expect(tampered.hash).toContain('error=access_denied');
    expect(await auth.openRecoveryLink({ hash: tampered.hash, search: '' })).toMatchObject({ valid: false });
    expect(await auth.openRecoveryLink({ hash: '#access_token=abc&refresh_token=def&type=recovery', search: '' })).toMatchObject({ valid: false });
    expect(await auth.openRecoveryLink({ hash: '', search: '' })).toMatchObject({ valid: false });
  });

  it('a link of another kind than recovery does not open the form', async () => {
    await auth.resetPassword(email);
    const { location } = await followRecoveryLink(email, 1);
    const signup = location.hash.replace('type=recovery', 'type=signup');
    expect(await auth.openRecoveryLink({ hash: signup, search: '' })).toEqual({ valid: false, email: null });
    await auth.logout();
  });

  it('setRecoveredPassword needs the session: "Aucun utilisateur connecté"', async () => {
    await expect(auth.setRecoveredPassword('autre-789')).rejects.toThrow('Aucun utilisateur connecté');
  });
});

describe('e-mail change', () => {
  it('re-authenticates with the current password first: a wrong one changes nothing', async () => {
    await auth.login(email, newPassword);
    const next = `recup.nouveau.${Date.now()}@lotoafrik.test`;
    await expect(profile.updateEmail('pas-le-bon', next)).rejects.toThrow('Le mot de passe actuel est incorrect');
    await auth.logout();
    await expect(auth.login(next, newPassword)).rejects.toThrow('Email ou mot de passe incorrect');
    await auth.login(email, newPassword);
    await profile.updateEmail(newPassword, next);
    await auth.logout();
    await auth.login(next, newPassword);
  });
});
