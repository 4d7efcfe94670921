import type { Page } from '@playwright/test';
import { createAccount, fillLogin } from './support/accounts';
import { STACK_PORT } from './support/ports';
import { logout } from './support/shell';
import { loggedRecoveryLinks } from './support/stack-log';
import { expect, expectAccessible, screenshot, test } from './support/test';

const LINK_INVALID = "Ce lien de réinitialisation est invalide ou a expiré. Un lien ne sert qu'une seule fois : demandez-en un nouveau.";

// A phone (issue 38): one pass, at 390 px, whatever the project's own viewport.
test.use({ viewport: { width: 390, height: 844 } });

/** The link the stack would have e-mailed (it logs it: tests/e2e/support/stack-log.ts). */
async function recoveryLink(email: string): Promise<string> {
  await expect.poll(async () => (await loggedRecoveryLinks(STACK_PORT, email)).length, { message: 'recovery link in the stack log' }).toBe(1);
  return (await loggedRecoveryLinks(STACK_PORT, email))[0]!;
}

async function expectInvalidLink(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/reset-password#/);
  await expect(page.getByRole('alert')).toHaveText(LINK_INVALID);
  await expect(page.getByLabel(/^Nouveau mot de passe/)).toHaveCount(0);
}

test('a player recovers the account: link from the stack, new password, signed in; the old password and the used link are refused', async ({ page, request, player }, testInfo) => {
  await createAccount(request, player);
  const newPassword = 'recupere-Ef56';

  await test.step('asks for a recovery link from the login page', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('textbox', { name: /Email/ }).fill(player.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByRole('status')).toHaveText('Un email de réinitialisation a été envoyé à votre adresse.');
  });
  const link = await recoveryLink(player.email);
  expect(link).toMatch(/\/auth\/v1\/verify\?token=.+&type=recovery&redirect_to=.+%2Freset-password$/);

  await test.step('a tampered link is refused and offers a new one, the address prefilled', async () => {
    await page.goto(link.replace(/token=[^&]+/, 'token=pas-le-bon-jeton'));
    await expectInvalidLink(page);
    await expectAccessible(page, 'reset-password, invalid link');
    await screenshot(page, testInfo, 'reset-password-invalid');
    await page.getByRole('link', { name: 'Recevoir un nouveau lien' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('textbox', { name: /Email/ })).toHaveValue(player.email);
  });

  await test.step('the link opens the new-password form for the account, the tokens out of the address bar', async () => {
    await page.goto(link);
    await expect(page.getByText(`Choisissez un nouveau mot de passe pour ${player.email}.`)).toBeVisible();
    await expect.poll(() => page.url()).not.toContain('access_token');
    await expectAccessible(page, 'reset-password, form');
    await screenshot(page, testInfo, 'reset-password');
  });

  await test.step('the register form’s rules, then the new password: signed in, on the home page', async () => {
    await page.getByLabel(/^Nouveau mot de passe/).fill(newPassword);
    await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill('autre-chose1');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByRole('alert')).toHaveText('Les mots de passe ne correspondent pas');
    await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill(newPassword);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByRole('status')).toHaveText('Mot de passe mis à jour avec succès');
    await expect(page.getByRole('link', { name: 'Continuer' })).toBeVisible();
    // on its own after the message's 3 s
    await expect(page).toHaveURL(/\/player$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(player.username);
  });

  await test.step('logout; the old password is refused, the new one signs in', async () => {
    await logout(page);
    await page.goto('/login');
    await fillLogin(page, player.email, player.password);
    await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, player.email, newPassword);
    await expect(page).toHaveURL(/\/player$/);
  });

  await test.step('the same link, opened again, is used: it says so and offers a new one for the account', async () => {
    await page.goto(link);
    await expectInvalidLink(page);
    await page.getByRole('link', { name: 'Recevoir un nouveau lien' }).click();
    await expect(page.getByRole('textbox', { name: /Email/ })).toHaveValue(player.email);
  });
});
