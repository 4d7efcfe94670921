import { signIn, signedInPlayer } from './support/accounts';
import { expect, test } from './support/test';

test('the player changes e-mail and password, logs out, and signs in with the new ones', async ({ page, request, player }) => {
  await signedInPlayer(page, request, player);
  await page.goto('/profile');
  await expect(page.getByText(player.username)).toBeVisible();
  await expect(page.getByText(player.email)).toBeVisible();
  const newEmail = player.email.replace('@', '.new@');
  const newPassword = 'nouveau-Cd34';

  await test.step('e-mail change', async () => {
    const form = page.getByRole('form', { name: /e-?mail/i });
    await page.getByRole('button', { name: 'Modifier' }).first().click();
    await form.getByLabel(/e-?mail/i).fill(newEmail);
    await form.getByRole('button', { name: /enregistrer|mettre à jour|valider/i }).click();
    await expect(page.getByText('Email mis à jour avec succès')).toBeVisible();
    await expect(page.getByText(newEmail).first()).toBeVisible();
  });

  await test.step('password change with a wrong current password, then the right one', async () => {
    await page.getByRole('button', { name: 'Modifier' }).last().click();
    const form = page.getByRole('form', { name: /mot de passe/i });
    await form.getByLabel(/actuel/i).fill('wrong-password');
    await form.getByLabel(/^nouveau mot de passe/i).fill(newPassword);
    await form.getByLabel(/confirm/i).fill(newPassword);
    await form.getByRole('button', { name: /enregistrer|mettre à jour|valider/i }).click();
    await expect(page.getByRole('alert').filter({ hasText: /mot de passe|incorrect|identifiants/i })).toBeVisible();
    await expect(page.getByText('Mot de passe mis à jour avec succès')).toBeHidden();

    await form.getByLabel(/actuel/i).fill(player.password);
    await form.getByRole('button', { name: /enregistrer|mettre à jour|valider/i }).click();
    await expect(page.getByText('Mot de passe mis à jour avec succès')).toBeVisible();
  });

  await test.step('logout, then sign in with the new e-mail and password', async () => {
    await page.getByRole('button', { name: /déconnexion|se déconnecter/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, { email: newEmail, password: newPassword });
  });
});
