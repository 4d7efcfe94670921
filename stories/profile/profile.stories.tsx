import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProfilePage } from '../../src/features/profile/profile-page';
import { AWA } from '../../tests/msw/fixtures';
import { currentUser, profiles, signIn } from '../../tests/msw/supabase-handlers';
import { signedInAs } from '../session/signed-in';

const meta = {
  title: 'Pages/Profile',
  component: ProfilePage,
  // The page alone; in the app the player shell frames and pads it.
  parameters: { layout: 'padded', route: { path: '/profile', url: '/profile' }, ...signedInAs(AWA) },
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByText('awa');
  return canvas;
}

function section(canvas: ReturnType<typeof within>, name: string) {
  return within(canvas.getByRole('region', { name }));
}

async function openEmailForm(canvasElement: HTMLElement) {
  const canvas = await loaded(canvasElement);
  const email = section(canvas, "Changer d'email");
  await userEvent.click(email.getByRole('button', { name: 'Modifier' }));
  return { canvas, email };
}

async function changeEmail(canvasElement: HTMLElement, currentPassword = 'ancien1') {
  const { canvas, email } = await openEmailForm(canvasElement);
  await userEvent.type(email.getByRole('textbox', { name: /Nouvel email/ }), 'awa@new.example');
  await userEvent.type(email.getByLabelText(/^Mot de passe actuel/), currentPassword);
  await userEvent.click(email.getByRole('button', { name: "Mettre à jour l'email" }));
  return { canvas, email };
}

async function openPasswordForm(canvasElement: HTMLElement) {
  const canvas = await loaded(canvasElement);
  const password = section(canvas, 'Changer de mot de passe');
  await userEvent.click(password.getByRole('button', { name: 'Modifier' }));
  return { canvas, password };
}

async function changePassword(canvasElement: HTMLElement, confirm = 'nouveau1') {
  const { canvas, password } = await openPasswordForm(canvasElement);
  await userEvent.type(password.getByLabelText(/^Mot de passe actuel/), 'ancien1');
  await userEvent.type(password.getByLabelText(/^Nouveau mot de passe/), 'nouveau1');
  await userEvent.type(password.getByLabelText(/^Confirmer le nouveau mot de passe/), confirm);
  await userEvent.click(password.getByRole('button', { name: 'Mettre à jour le mot de passe' }));
  return { canvas, password };
}

export const View: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mon profil' })).toBeVisible();
    await expect(canvas.getByText('awa@example.com')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Modifier' })).toHaveLength(2);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const EditingEmail: Story = {
  play: async ({ canvasElement }) => {
    const { email } = await openEmailForm(canvasElement);
    await expect(email.getByRole('button', { name: 'Annuler' })).toBeVisible();
    await expect(email.getByRole('textbox', { name: /Nouvel email/ })).toHaveAttribute('type', 'email');
    // re-authentication for the change, as for a password change (issue 38)
    await expect(email.getByLabelText(/^Mot de passe actuel/)).toBeRequired();
    await expect(email.getByLabelText(/^Mot de passe actuel/)).toHaveAttribute('autocomplete', 'current-password');
  },
};

export const EmailSaved: Story = {
  parameters: signedInAs(AWA, signIn.as(AWA), currentUser.updates(AWA), profiles.updates(AWA)),
  play: async ({ canvasElement }) => {
    const { email } = await changeEmail(canvasElement);
    await expect(await email.findByRole('status')).toHaveTextContent('Email mis à jour avec succès');
    await expect(email.getByLabelText(/^Mot de passe actuel/)).toHaveValue('');
  },
};

export const EmailWrongCurrentPassword: Story = {
  parameters: signedInAs(AWA, signIn.invalidCredentials()),
  play: async ({ canvasElement }) => {
    const { email } = await changeEmail(canvasElement, 'pas-le-bon');
    await expect(await email.findByRole('alert')).toHaveTextContent('Le mot de passe actuel est incorrect');
    await expect(email.getByRole('textbox', { name: /Nouvel email/ })).toHaveValue('awa@new.example');
  },
};

export const EmailFailed: Story = {
  parameters: signedInAs(AWA, signIn.as(AWA), currentUser.updateFails()),
  play: async ({ canvasElement }) => {
    const { email } = await changeEmail(canvasElement);
    await expect(await email.findByRole('alert')).toHaveTextContent("Une erreur est survenue lors de la mise à jour de l'email");
  },
};

export const EditingPassword: Story = {
  play: async ({ canvasElement }) => {
    const { password } = await openPasswordForm(canvasElement);
    await expect(password.getByRole('button', { name: 'Annuler' })).toBeVisible();
    await expect(password.getByLabelText(/^Mot de passe actuel/)).toBeRequired();
    await expect(password.getByLabelText(/^Nouveau mot de passe/)).toBeRequired();
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const { password } = await changePassword(canvasElement, 'autre123');
    await expect(await password.findByRole('alert')).toHaveTextContent('Les mots de passe ne correspondent pas');
  },
};

export const PasswordSaved: Story = {
  parameters: signedInAs(AWA, signIn.as(AWA), currentUser.updates(AWA)),
  play: async ({ canvasElement }) => {
    const { password } = await changePassword(canvasElement);
    await expect(await password.findByRole('status')).toHaveTextContent('Mot de passe mis à jour avec succès');
    await expect(password.getByRole('button', { name: 'Modifier' })).toBeVisible();
    await expect(password.queryByLabelText(/^Mot de passe actuel/)).toBeNull();
  },
};

export const WrongCurrentPassword: Story = {
  parameters: signedInAs(AWA, signIn.invalidCredentials()),
  play: async ({ canvasElement }) => {
    const { password } = await changePassword(canvasElement);
    await expect(await password.findByRole('alert')).toHaveTextContent('Le mot de passe actuel est incorrect');
    await expect(password.getByLabelText(/^Mot de passe actuel/)).toBeVisible();
  },
};
