import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ResetPasswordPage } from '../../src/features/auth/reset-password-page';
import { AWA } from '../../tests/msw/fixtures';
import { currentUser, recoveryLink } from '../../tests/msw/supabase-handlers';

/** /reset-password as the recovery link opens it: GoTrue's session (or error) in the address's fragment. */
const opened = (hash: string) => ({ route: { path: '/reset-password', url: `/reset-password${hash}` } });
const VALID_LINK = { ...opened(recoveryLink.valid(AWA)), msw: [currentUser.as(AWA)] };

const meta = {
  title: 'Auth/ResetPassword',
  component: ResetPasswordPage,
  parameters: VALID_LINK,
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function theForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByText('Choisissez un nouveau mot de passe pour awa@example.com.');
  return canvas;
}

async function submit(canvasElement: HTMLElement, password: string, confirm = password) {
  const canvas = await theForm(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Nouveau mot de passe/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirmer le nouveau mot de passe/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  return canvas;
}

export const CheckingLink: Story = {
  parameters: { msw: [currentUser.pending()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Vérification du lien…');
    await expect(canvas.queryByLabelText(/^Nouveau mot de passe/)).toBeNull();
  },
};

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await theForm(canvasElement);
    await expect(canvas.getByLabelText(/^Nouveau mot de passe/)).toBeRequired();
    await expect(canvas.getByLabelText(/^Confirmer le nouveau mot de passe/)).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Submitting: Story = {
  parameters: { msw: [currentUser.updatePending(), currentUser.as(AWA)] },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'nouveau1');
    await expect(canvas.getByRole('button', { name: 'Enregistrer le mot de passe' })).toHaveAttribute('data-loading');
  },
};

export const PasswordTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, '12345');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Le mot de passe doit contenir au moins 6 caractères');
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'nouveau1', 'nouveau2');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Les mots de passe ne correspondent pas');
  },
};

export const Success: Story = {
  parameters: { msw: [currentUser.updates(AWA), currentUser.as(AWA)] },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'nouveau1');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Mot de passe mis à jour avec succès');
    await expect(canvas.getByText('Vous êtes connecté.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continuer' })).toHaveAttribute('href', '/player');
  },
};

export const NetworkError: Story = {
  parameters: { msw: [currentUser.updateOffline(), currentUser.as(AWA)] },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'nouveau1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    await expect(canvas.getByLabelText(/^Nouveau mot de passe/)).toHaveValue('nouveau1');
  },
};

export const LinkExpired: Story = {
  parameters: opened(recoveryLink.expired),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Ce lien de réinitialisation est invalide ou a expiré. Un lien ne sert qu'une seule fois : demandez-en un nouveau.",
    );
    await expect(canvas.getByRole('link', { name: 'Recevoir un nouveau lien' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByLabelText(/^Nouveau mot de passe/)).toBeNull();
  },
};

export const LinkUnreachable: Story = {
  parameters: { msw: [currentUser.offline()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};
