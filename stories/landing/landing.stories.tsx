import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingPage } from '../../src/features/landing/landing-page';

const meta = { title: 'Pages/Landing', component: LandingPage } satisfies Meta<typeof LandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Plateforme de paris interactifs en ligne')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', '/register');
    for (const name of ['Togo', 'Bénin', "Côte d'Ivoire", 'Ghana']) await expect(canvas.getByRole('article', { name })).toBeVisible();
    const carousel = within(canvas.getByRole('region', { name: 'Les dix types de paris' }));
    await expect(carousel.getAllByRole('group')).toHaveLength(10);
    await expect(canvasElement.querySelectorAll('[data-confetti]')).toHaveLength(20);
  },
};

export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-confetti]')).toHaveLength(0);
    await expect(within(canvasElement).getByRole('region', { name: 'Les dix types de paris' })).toBeVisible();
  },
};
