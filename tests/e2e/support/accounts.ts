import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { STACK_URL } from './ports';
import { ANON_KEY } from './stack-keys';
import type { Player } from './test';


/** An adult of Togo: what the register form asks besides the username (issue 17). */
export const ADULT_SIGN_UP = { birth_date: '1990-05-14', country: 'TG' } as const;

/**
 * Creates the account straight through the stack's GoTrue API, for tests about something else.
 * `signUpData`: the rest of the sign-up metadata (`{}`: an account without a date of birth).
 */
export async function createAccount(request: APIRequestContext, player: Player, signUpData: Record<string, unknown> = ADULT_SIGN_UP): Promise<void> {
  const res = await request.post(`${STACK_URL}/auth/v1/signup`, {
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    data: { email: player.email, password: player.password, data: { username: player.username, ...signUpData } },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^mot de passe/i).fill(password);
  await page.getByRole('button', { name: /se connecter|connexion/i }).click();
}

/** Fills /register (an adult of Togo unless `birthDate` says otherwise, typed JJ/MM/AAAA) and presses 'S'inscrire'. */
export async function fillRegister(page: Page, player: Player, birthDate = '14/05/1990'): Promise<void> {
  await page.getByLabel(/nom d'utilisateur/i).fill(player.username);
  await page.getByLabel(/^e-?mail/i).fill(player.email);
  await page.getByRole('textbox', { name: /Date de naissance/ }).fill(birthDate);
  await page.getByRole('combobox', { name: /Pays de résidence/ }).selectOption('Togo');
  await page.getByLabel(/^mot de passe/i).fill(player.password);
  await page.getByLabel(/^confirmer le mot de passe/i).fill(player.password);
  await page.getByRole('button', { name: "S'inscrire" }).click();
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
