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

export const Vendors = placeholder(0);
