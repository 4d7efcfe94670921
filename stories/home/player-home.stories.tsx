import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlayerHomePage } from '../../src/features/home/player-home-page';
import { AWA } from '../../tests/msw/fixtures';
import { signedInAs } from '../session/signed-in';

const meta = {
  title: 'Pages/PlayerHome',
  component: PlayerHomePage,
  parameters: { layout: 'padded', route: { path: '/player', url: '/player' }, ...signedInAs(AWA) },
} satisfies Meta<typeof PlayerHomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PlayerHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Bonjour awa !' })).toBeVisible();
    const targets = canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(targets).toEqual(['/wallet', '/games', '/gains', '/results', '/withdraw', '/convert', '/recharge', '/vendors', '/tickets']);
  },
};
