import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConvertPage } from '../../src/features/wallet/convert-page';
import { AWA } from '../../tests/msw/fixtures';
import { convertWinnings } from '../../tests/msw/wallet-handlers';
import { signedInAs } from '../session/signed-in';
import { offline } from '../session/offline';

const WINNER = { ...AWA, winnings: 12_500 };

const meta = {
  title: 'Pages/Wallet/Convert',
  component: ConvertPage,
  parameters: { layout: 'padded', route: { path: '/convert', url: '/convert' }, ...signedInAs(WINNER) },
} satisfies Meta<typeof ConvertPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function convert(canvasElement: HTMLElement, amount: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByRole('textbox', { name: 'Montant à convertir (CFA)' }, { timeout: 30_000 });
  await canvas.findByLabelText(/^Gains disponibles : 12\s500 CFA$/);
  if (amount) await userEvent.type(field, amount);
  await userEvent.click(canvas.getByRole('button', { name: 'Convertir' }));
  return canvas;
}

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Convertir gain en solde' })).toBeVisible();
    await expect(await canvas.findByLabelText(/^Gains disponibles : 12\s500 CFA$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tout convertir' }));
    await expect(canvas.getByRole('textbox', { name: 'Montant à convertir (CFA)' })).toHaveValue('12500');
  },
};

export const NoWinnings: Story = {
  parameters: signedInAs(AWA),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^Gains disponibles : 0 CFA$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tout convertir' })).toBeDisabled();
  },
};

export const InvalidAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await convert(canvasElement, '50');
    await expect(canvas.getByText("Le montant à convertir doit être d'au moins 100 CFA.")).toBeVisible();
  },
};

/** The database has not answered yet: 'Convertir' waits and the amount cannot change. */
export const Converting: Story = {
  parameters: signedInAs(WINNER, convertWinnings.pending()),
  play: async ({ canvasElement }) => {
    const canvas = await convert(canvasElement, '2500');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Convertir' })).toHaveAttribute('data-loading'));
    await expect(canvas.getByRole('textbox', { name: 'Montant à convertir (CFA)' })).toBeDisabled();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Converted: Story = {
  parameters: signedInAs(WINNER, convertWinnings.answers({ balance: 15_000, winnings: 10_000 })),
  play: async ({ canvasElement }) => {
    const canvas = await convert(canvasElement, '2500');
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Conversion effectuée');
    await expect(status).toHaveTextContent('2 500 CFA ont été ajoutés à votre solde. Solde : 15 000 CFA · Gains : 10 000 CFA.');
    await expect(within(status).getByRole('button', { name: 'Nouvelle conversion' })).toBeVisible();
  },
};

export const NetworkError: Story = {
  parameters: signedInAs(WINNER, convertWinnings.offline()),
  play: async ({ canvasElement }) => {
    const canvas = await convert(canvasElement, '2500');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

export const RefusedByTheDatabase: Story = {
  parameters: signedInAs(WINNER, convertWinnings.refuses('insufficient_funds', { missing: 1200, account: 'winnings', available: 1300 })),
  play: async ({ canvasElement }) => {
    const canvas = await convert(canvasElement, '2500');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Gains insuffisants : il vous manque 1 200 CFA.');
    await expect(within(alert).queryByRole('button', { name: 'Réessayer' })).toBeNull();
  },
};

/** Offline (issue 41): 'Convertir' is disabled, and why. */
export const Offline: Story = {
  decorators: [offline],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sans connexion, vos gains ne peuvent pas être convertis. Réessayez dès le retour du réseau.', {}, { timeout: 30_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Convertir' })).toBeDisabled();
  },
};
