import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ForgotPasswordPage } from '../../src/features/auth/forgot-password-page';
import { recover } from '../../tests/msw/supabase-handlers';

const meta = {
  title: 'Auth/ForgotPassword',
  component: ForgotPasswordPage,
  parameters: { route: { path: '/forgot-password', url: '/forgot-password' } },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'awa@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le lien' }));
  return canvas;
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register');
  },
};

export const Sending: Story = {
  parameters: { msw: [recover.pending()] },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Envoyer le lien' })).toHaveAttribute('data-loading');
  },
};

export const Sent: Story = {
  parameters: { msw: [recover.ok()] },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Un email de réinitialisation a été envoyé à votre adresse.');
  },
};

export const Failed: Story = {
  parameters: { msw: [recover.unknownError()] },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Une erreur est survenue lors de l'envoi de l'email");
  },
};
