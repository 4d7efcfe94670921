import { signIn, signedInPlayer } from './support/accounts';
import { emailSection, passwordSection, submitEmailChange, submitPasswordChange } from './support/profile';
import { logout } from './support/shell';
import { expect, test } from './support/test';

test('the player changes e-mail and password, logs out, and signs in with the new ones', async ({ page, request, player }) => {
  await signedInPlayer(page, request, player);
  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main.getByText(player.username, { exact: true })).toBeVisible();
  await expect(main.getByText(player.email, { exact: true })).toBeVisible();
  const newEmail = player.email.replace('@', '.new@');
  const newPassword = 'nouveau-Cd34';

  await test.step('e-mail change', async () => {
    await submitEmailChange(page, newEmail, player.password);
    await expect(emailSection(page).getByRole('status')).toHaveText('Email mis à jour avec succès');
    await expect(main.getByText(newEmail, { exact: true })).toBeVisible();
  });

  await test.step('password change with a wrong current password, then the right one', async () => {
    await submitPasswordChange(page, 'wrong-password', newPassword);
    const alert = passwordSection(page).getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/mot de passe/i);
    await expect(alert).not.toContainText(/Mot de passe mis à jour avec succès|invalid|credentials/i);

    await submitPasswordChange(page, player.password, newPassword);
    await expect(passwordSection(page).getByRole('status')).toHaveText('Mot de passe mis à jour avec succès');
    // a successful change closes and clears its form (SPEC §4)
    await expect(passwordSection(page).getByRole('textbox', { name: 'Mot de passe actuel' })).toBeHidden();
  });

  await test.step('logout, then sign in with the new e-mail and password', async () => {
    await logout(page);
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, { email: newEmail, password: newPassword });
  });

  await test.step('the old password no longer works', async () => {
    await logout(page);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'Se connecter' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel(/^e-?mail/i).fill(newEmail);
    await page.getByLabel(/^mot de passe/i).fill(player.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toContainText(/incorrect/i);
  });
});
