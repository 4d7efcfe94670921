import type { Locator, Page } from '@playwright/test';

export function emailSection(page: Page): Locator {
  return page.getByRole('region', { name: "Changer d'email" });
}

export function passwordSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Changer de mot de passe' });
}

/** `currentPassword`: the e-mail form re-authenticates the player first (issue 38). */
export async function submitEmailChange(page: Page, email: string, currentPassword: string): Promise<void> {
  const section = emailSection(page);
  const field = section.getByRole('textbox', { name: 'Nouvel email' });
  if (!(await field.isVisible())) await section.getByRole('button', { name: 'Modifier' }).click();
  await field.fill(email);
  await section.getByRole('textbox', { name: 'Mot de passe actuel' }).fill(currentPassword);
  await section.getByRole('button', { name: "Mettre à jour l'email" }).click();
}

export async function submitPasswordChange(page: Page, current: string, next: string): Promise<void> {
  const section = passwordSection(page);
  const field = section.getByRole('textbox', { name: 'Mot de passe actuel' });
  if (!(await field.isVisible())) await section.getByRole('button', { name: 'Modifier' }).click();
  await field.fill(current);
  await section.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(next);
  await section.getByRole('textbox', { name: 'Confirmer le nouveau mot de passe' }).fill(next);
  await section.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
}
