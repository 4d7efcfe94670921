import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { STACK_URL } from './ports';
import type { Player } from './test';

/** The Supabase CLI's well-known local anon key (the same default as src/config.ts). */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** Creates the account straight through the stack's GoTrue API, for tests about something else. */
export async function createAccount(request: APIRequestContext, player: Player): Promise<void> {
  const res = await request.post(`${STACK_URL}/auth/v1/signup`, {
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    data: { email: player.email, password: player.password, data: { username: player.username } },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^mot de passe/i).fill(password);
  await page.getByRole('button', { name: /se connecter|connexion/i }).click();
}

/** Signs in through /login and waits for the player home. */
export async function signIn(page: Page, player: Pick<Player, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, player.email, player.password);
  await expect(page).toHaveURL(/\/player$/);
}

/** Creates the account, then signs in through the UI. */
export async function signedInPlayer(page: Page, request: APIRequestContext, player: Player): Promise<void> {
  await createAccount(request, player);
  await signIn(page, player);
}
