import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LoginPage } from '../../src/features/auth/login-page';
import { signIn } from '../../tests/msw/supabase-handlers';

const meta = {
  title: 'Auth/Login',
  component: LoginPage,
  parameters: { route: { path: '/login', url: '/login' } },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function signInWith(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'awa@example.com');
  await userEvent.type(canvas.getByLabelText(/^Mot de passe/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
  return canvas;
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(canvas.getByText('Plateforme de paris interactifs en ligne')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(/^Mot de passe/)).toBeRequired();
    await expect(canvas.getByRole('checkbox', { name: 'Se souvenir de moi' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', '/register');
  },
};

export const Submitting: Story = {
  parameters: { msw: [signIn.pending()] },
  play: async ({ canvasElement }) => {
    const canvas = await signInWith(canvasElement, 'secret1');
    const button = canvas.getByRole('button', { name: 'Se connecter' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-loading');
  },
};

export const Error: Story = {
  parameters: { msw: [signIn.invalidCredentials()] },
  play: async ({ canvasElement }) => {
    const canvas = await signInWith(canvasElement, 'wrong-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Email ou mot de passe incorrect');
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  },
};

export const FallbackError: Story = {
  parameters: { msw: [signIn.unknownError()] },
  play: async ({ canvasElement }) => {
    const canvas = await signInWith(canvasElement, 'secret1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Une erreur est survenue lors de la connexion');
  },
};
