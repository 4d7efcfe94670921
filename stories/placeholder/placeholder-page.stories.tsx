import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PLACEHOLDER_PAGES } from '../../src/app/routes';
import { PlaceholderView } from '../../src/features/placeholder/placeholder-view';

const meta = { title: 'Pages/Placeholder', component: PlaceholderView } satisfies Meta<typeof PlaceholderView>;
export default meta;
type Story = StoryObj<typeof meta>;

function placeholder(index: number): Story {
  const { title } = PLACEHOLDER_PAGES[index]!;
  return {
    args: { title },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
      await expect(canvas.getByText('Contenu en cours de développement')).toBeVisible();
    },
  };
}

export const Results = placeholder(0);
export const Wallet = placeholder(1);
export const Gains = placeholder(2);
export const Withdraw = placeholder(3);
export const Convert = placeholder(4);
export const Recharge = placeholder(5);
export const Vendors = placeholder(6);
