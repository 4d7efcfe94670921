import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GainsPage } from '../../src/features/wallet/gains-page';
import { AWA } from '../../tests/msw/fixtures';
import { signedInAs } from '../session/signed-in';

const meta = {
  title: 'Pages/Wallet/Gains',
  component: GainsPage,
  parameters: { layout: 'padded', route: { path: '/gains', url: '/gains' }, ...signedInAs({ ...AWA, winnings: 45_000 }) },
} satisfies Meta<typeof GainsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithWinnings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mes gains' })).toBeVisible();
    await expect(await canvas.findByText(/^45\s000 CFA$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retirer' })).toHaveAttribute('href', '/withdraw');
    await expect(canvas.getByRole('link', { name: 'Convertir' })).toHaveAttribute('href', '/convert');
    await expect(canvas.getByRole('heading', { name: 'Paris gagnants' })).toBeVisible();
  },
};

export const NoWinnings: Story = {
  parameters: signedInAs(AWA),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^0 CFA$/)).toBeVisible();
    await expect(canvas.getByText('Vos paris gagnants apparaîtront ici après leur tirage.')).toBeVisible();
  },
};
