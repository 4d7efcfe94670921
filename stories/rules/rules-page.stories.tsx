import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { config } from '../../src/config';
import { Component as RulesPage } from '../../src/features/rules/rules-page';

const meta = {
  title: 'Pages/Rules',
  component: RulesPage,
  parameters: { route: { path: '/rules', url: '/rules' } },
} satisfies Meta<typeof RulesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Règles du jeu' })).toBeVisible();
    await expect(canvas.getAllByRole('table')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'Jeu responsable' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: config.supportEmail })[0]).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}`,
    );
  },
};
