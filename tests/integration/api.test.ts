import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AuthApi from '../../src/api/auth';
import type * as BetsApi from '../../src/api/bets';
import type * as ProfileApi from '../../src/api/profile';
import { signAccessToken } from '../../supabase/local';
import { ADULT, type TestStack, anonClient, serviceClient, startTestStack } from './support/test-stack';
import { validItem } from './support/bets';
import { freePort } from './support/free-port';

let env: TestStack;
let auth: typeof AuthApi;
let profile: typeof ProfileApi;
let bets: typeof BetsApi;
const logs: string[] = [];
const password = 'secret-123';
const email = `awa.${Date.now()}@lotoafrik.test`;

beforeAll(async () => {
  env = await startTestStack((line) => logs.push(line));
  // src/config reads VITE_SUPABASE_URL when first imported: point the app's client at this stack.
  vi.stubEnv('VITE_SUPABASE_URL', env.url);
  vi.resetModules();
  auth = await import('../../src/api/auth');
  profile = await import('../../src/api/profile');
  bets = await import('../../src/api/bets');
});
afterAll(async () => {
  await auth?.logout().catch(() => undefined);
  vi.unstubAllEnvs();
  await env?.close();
});

async function currentUser(): Promise<AuthApi.AuthUser | null> {
  return new Promise((resolve) => {
    const stop = auth.onAuthUserChange((user) => {
      stop();
      resolve(user);
    });
  });
}

describe('auth', () => {
  it('register creates the account and its profile from the username, and signs in', async () => {
    await auth.register(email, password, 'Awa', ADULT);
    const user = await currentUser();
    expect(user).toEqual({ id: expect.any(String), email, username: 'Awa' });
    const mine = await profile.getProfile(user!.id);
    expect(mine).toMatchObject({ uid: user!.id, username: 'Awa', email, balance: 0 });
    expect(mine!.createdAt).toBeInstanceOf(Date);
    expect(mine!.updatedAt).toBeInstanceOf(Date);
  });

  it('register refuses a taken e-mail and a short password, in French', async () => {
    await expect(auth.register(email, password, 'Awa bis', ADULT)).rejects.toThrow('Un compte existe déjà avec cet email');
    await expect(auth.register(`autre.${Date.now()}@lotoafrik.test`, '123', 'Kofi', ADULT)).rejects.toThrow(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
  });

  it('onAuthUserChange follows logout and login, and stops after unsubscribe', async () => {
    const seen: (AuthApi.AuthUser | null)[] = [];
    const stop = auth.onAuthUserChange((user) => seen.push(user));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.email).toBe(email);

    await auth.logout();
    await vi.waitFor(() => expect(seen.at(-1)).toBeNull());
    await expect(auth.login(email, 'mauvais-mot')).rejects.toThrow('Email ou mot de passe incorrect');
    await auth.login(email, password);
    await vi.waitFor(() => expect(seen.at(-1)?.email).toBe(email));

    stop();
    const count = seen.length;
    await auth.logout();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(count);
    await auth.login(email, password);
  });

  it('resetPassword asks for a recovery e-mail; the local stack logs a link that signs the player in', async () => {
    await auth.resetPassword(email);
    const line = logs.find((entry) => entry.includes(`password recovery for ${email}`));
    expect(line).toBeDefined();
    const link = /(http:\/\/\S+)/.exec(line!)![1]!;
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/#access_token=.+&type=recovery$/);
    await expect(auth.resetPassword('pas-une-adresse')).rejects.toThrow("L'adresse email n'est pas valide");
    // An unknown address is not revealed.
    await expect(auth.resetPassword(`inconnu.${Date.now()}@lotoafrik.test`)).resolves.toBeUndefined();
  });
});

describe('profile', () => {
  it('getProfile gives null for an account without a visible profile', async () => {
    expect(await profile.getProfile(randomUUID())).toBeNull();
  });

  it('updateEmail changes the sign-in e-mail, then the profile e-mail and updatedAt', async () => {
    const user = (await currentUser())!;
    const before = (await profile.getProfile(user.id))!;
    const next = `awa.nouveau.${Date.now()}@lotoafrik.test`;
    await profile.updateEmail(password, next);
    const after = (await profile.getProfile(user.id))!;
    expect(after.email).toBe(next);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    await vi.waitFor(async () => expect((await currentUser())?.email).toBe(next));
    await auth.logout();
    await auth.login(next, password);
    await profile.updateEmail(password, email);
  });

  it('updatePassword re-authenticates with the current password, then sets the new one', async () => {
    await expect(profile.updatePassword('pas-le-bon', 'nouveau-456')).rejects.toThrow('Le mot de passe actuel est incorrect');
    await profile.updatePassword(password, 'nouveau-456');
    await auth.logout();
    await expect(auth.login(email, password)).rejects.toThrow('Email ou mot de passe incorrect');
    await auth.login(email, 'nouveau-456');
    await profile.updatePassword('nouveau-456', password);
  });

  it('updateEmail and updatePassword need a signed-in user', async () => {
    await auth.logout();
    await expect(profile.updateEmail(password, 'x@lotoafrik.test')).rejects.toThrow('Aucun utilisateur connecté');
    await expect(profile.updatePassword(password, 'autre-789')).rejects.toThrow('Aucun utilisateur connecté');
    await auth.login(email, password);
  });

  it("updatePassword refuses an account without an e-mail: 'Aucun email associé à l'utilisateur'", async () => {
    const { supabase } = await import('../../src/api/client');
    const id = randomUUID();
    const sessionId = randomUUID();
    await env.stack.db.transaction(async (q) => {
      await q.query(`insert into auth.users (id, aud, role, raw_user_meta_data) values ($1::uuid, 'authenticated', 'authenticated', '{"username": "tel"}')`, [id]);
      await q.query('insert into auth.sessions (id, user_id) values ($1::uuid, $2::uuid)', [sessionId, id]);
      await q.query(`insert into auth.refresh_tokens (token, user_id, session_id) values ('sans-email', $1, $2::uuid)`, [id, sessionId]);
    });
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await signAccessToken({ sub: id, role: 'authenticated', aud: 'authenticated', session_id: sessionId }, now);
    const { error } = await supabase.auth.setSession({ access_token: accessToken, refresh_token: 'sans-email' });
    expect(error).toBeNull();
    await expect(profile.updatePassword(password, 'autre-789')).rejects.toThrow("Aucun email associé à l'utilisateur");
    await auth.logout();
    await auth.login(email, password);
  });
});

describe('bets and the live basket', () => {
  it('adds, lists live, removes and clears pending bets with their totals', async () => {
    const baskets: BetsApi.ServerBasket[] = [];
    const stop = bets.subscribeBasket((basket) => baskets.push(basket));
    await vi.waitFor(() => expect(baskets.length).toBeGreaterThan(0));
    expect(baskets.at(-1)).toEqual({ bets: [], totalStake: 0, totalPotentialWin: 0 });

    const first = validItem();
    const second = validItem({ betType: 'duo', betOption: 'turbo2', gameMode: 'normal', combinations: [[12, 21]], baseStake: 200, totalStake: 200, potentialWin: 600000, potentialMacWin: null });
    const firstId = await bets.addBet(first);
    const secondId = await bets.addBet(second);
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect(baskets.at(-1)?.bets.map((bet) => bet.id)).toEqual([firstId, secondId]));
    const basket = baskets.at(-1)!;
    expect(basket.totalStake).toBe(first.totalStake + 200);
    expect(basket.totalPotentialWin).toBe(first.potentialWin + 600000);
    expect(basket.bets[0]).toMatchObject({ betType: 'solo', day: first.day, time: '18h', combinations: [[7], [42]], status: 'pending', potentialMacWin: first.potentialMacWin });
    expect(basket.bets[0]!.createdAt).toBeInstanceOf(Date);

    await bets.removeBet(firstId);
    await vi.waitFor(() => expect(baskets.at(-1)?.bets.map((bet) => bet.id)).toEqual([secondId]));
    await bets.addBet(first);
    await bets.clearBasket();
    await vi.waitFor(() => expect(baskets.at(-1)).toEqual({ bets: [], totalStake: 0, totalPotentialWin: 0 }));
    stop();
  });

  it('updates when another device of the same player adds or removes a bet', async () => {
    const baskets: BetsApi.ServerBasket[] = [];
    const stop = bets.subscribeBasket((basket) => baskets.push(basket));
    await vi.waitFor(() => expect(baskets.length).toBeGreaterThan(0));
    const phone = anonClient(env.url);
    await phone.auth.signInWithPassword({ email, password });
    // Give the realtime join a moment, then write from the other device.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { data, error } = await phone.from('bets').insert(bets.betRowOf(validItem())).select('id').single();
    expect(error).toBeNull();
    await vi.waitFor(() => expect(baskets.at(-1)?.bets.map((bet) => bet.id)).toEqual([data!.id]), { timeout: 5000 });
    await phone.from('bets').delete().eq('id', data!.id);
    await vi.waitFor(() => expect(baskets.at(-1)?.bets).toEqual([]), { timeout: 5000 });
    stop();
  });

  it('a forged bet is logged and rethrown', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(bets.addBet(validItem({ potentialWin: 1 }))).rejects.toThrow("Ce pari n'est pas valide");
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('adding or clearing does nothing when signed out', async () => {
    await auth.logout();
    expect(await bets.addBet(validItem())).toBe('');
    await expect(bets.clearBasket()).resolves.toBeUndefined();
    const { data } = await serviceClient(env.url).from('bets').select('id');
    expect(data).toEqual([]);
    await auth.login(email, password);
  });
});

describe('errors', () => {
  it('a server that cannot be reached gives the French network message', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', `http://127.0.0.1:${await freePort()}`);
    vi.resetModules();
    const offline = await import('../../src/api/auth');
    await expect(offline.login(email, password)).rejects.toThrow('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    vi.stubEnv('VITE_SUPABASE_URL', env.url);
  });

  it('logout forgets the session on this device even when the server cannot be reached', async () => {
    await auth.login(email, password);
    const realFetch = globalThis.fetch;
    const offline = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).includes('/auth/v1/logout')
        ? Promise.reject(new TypeError('fetch failed'))
        : realFetch(input, init),
    );
    try {
      await auth.logout();
      expect(offline).toHaveBeenCalled();
    } finally {
      offline.mockRestore();
    }
    expect(await currentUser()).toBeNull();
  });

  it('an unknown error gives an empty message, for the screen fallback', async () => {
    const { frenchMessage, toApiError } = await import('../../src/api/errors');
    expect(frenchMessage({ code: 'something_new', message: 'Nope' })).toBe('');
    expect(toApiError(new Error('boom')).message).toBe('');
  });
});
