import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RegisterPage } from '../../src/features/auth/register-page';
import { AWA } from '../../tests/msw/fixtures';
import { signUp } from '../../tests/msw/supabase-handlers';

const meta = {
  title: 'Auth/Register',
  component: RegisterPage,
  parameters: { route: { path: '/register', url: '/register' } },
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function registerWith(canvasElement: HTMLElement, password: string, confirm: string, { username = 'awa', birthDate = '12/04/1998' } = {}) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Nom d'utilisateur/ }), username);
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'awa@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: /Date de naissance/ }), birthDate);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Pays de résidence/ }), 'TG');
  await userEvent.type(canvas.getByLabelText(/^Mot de passe/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirmer le mot de passe/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: "S'inscrire" }));
  return canvas;
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Inscription' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
    for (const label of [/^Nom d'utilisateur/, /^Email/, /^Date de naissance/, /^Pays de résidence/, /^Mot de passe/, /^Confirmer le mot de passe/]) {
      await expect(canvas.getByLabelText(label)).toBeRequired();
    }
    await expect(canvas.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await registerWith(canvasElement, 'secret1', 'secret2');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Les mots de passe ne correspondent pas');
  },
};

export const PasswordTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await registerWith(canvasElement, '12345', '12345');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Le mot de passe doit contenir au moins 6 caractères');
  },
};

/** Issue 13: the database's username rule, said before any call. */
export const UsernameInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await registerWith(canvasElement, 'secret1', 'secret1', { username: 'Awa Diop' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Le nom d'utilisateur ne peut contenir que des lettres (accents compris), des chiffres et les signes _ . ou -",
    );
  },
};

/** Issue 17: 17 years old on the story's day (Monday 23 Nov 2026). */
export const Underage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await registerWith(canvasElement, 'secret1', 'secret1', { birthDate: '24/11/2008' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Vous devez avoir 18 ans ou plus pour jouer.');
  },
};

/** A client that skipped its own check: the database refuses the minor, and the form says so. */
export const RefusedByTheDatabase: Story = {
  parameters: { msw: [signUp.underage()] },
  play: async ({ canvasElement }) => {
    const canvas = await registerWith(canvasElement, 'secret1', 'secret1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Vous devez avoir 18 ans ou plus pour jouer.');
  },
};

export const Submitting: Story = {
  parameters: { msw: [signUp.pending()] },
  play: async ({ canvasElement }) => {
    const canvas = await registerWith(canvasElement, 'secret1', 'secret1');
    await expect(canvas.getByRole('button', { name: "S'inscrire" })).toHaveAttribute('data-loading');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { msw: [signUp.alreadyRegistered()] },
  play: async ({ canvasElement }) => {
    const canvas = await registerWith(canvasElement, 'secret1', 'secret1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Un compte existe déjà avec cet email');
    await expect(canvas.getByRole('button', { name: "S'inscrire" })).toBeEnabled();
  },
};

export const FallbackError: Story = {
  parameters: { msw: [signUp.unknownError()] },
  play: async ({ canvasElement }) => {
    const canvas = await registerWith(canvasElement, 'secret1', 'secret1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Une erreur est survenue lors de l'inscription");
  },
};

/** A hosted project that confirms addresses: the account exists, the player must confirm before signing in. */
export const AwaitingConfirmation: Story = {
  parameters: { msw: [signUp.confirmationRequired(AWA)] },
  play: async ({ canvasElement }) => {
    const canvas = await registerWith(canvasElement, 'secret1', 'secret1');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Un email de confirmation vous a été envoyé. Confirmez votre adresse, puis connectez-vous.',
    );
  },
};
