import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AnalyticsPage } from '../../src/features/analytics/analytics-page';

const meta = {
  title: 'Pages/Analytics',
  component: AnalyticsPage,
  // The frame shows a blank page rather than reaching for a server that is not there.
  args: { src: 'about:blank' },
  parameters: { route: { path: '/analytics', url: '/analytics' } },
} satisfies Meta<typeof AnalyticsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Analytics: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Analyses Statistiques' })).toBeVisible();
    await expect(canvas.getByTitle('Analyses Statistiques')).toHaveAttribute('src', 'about:blank');
  },
};
