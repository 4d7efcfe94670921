import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { liability } from '../../tests/msw/liability-handlers';
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
    // the schedule, the bet types, and the countries' liability limits (issue 40) once read
    await expect(await canvas.findAllByText(/^25\s000\s000\s000 CFA$/, {}, { timeout: 30_000 })).toHaveLength(4);
    await expect(canvas.getAllByRole('table')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: 'Jeu responsable' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: config.supportEmail })[0]).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}`,
    );
  },
};

/** Issue 40: the limits cannot be read: the rules still say how they work, and offer to read them again. */
export const LimitsUnavailable: Story = {
  parameters: { msw: [liability.countryLimitsFail()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 30_000 });
    await expect(alert).toHaveTextContent("Les limites n'ont pas pu être chargées");
    await expect(canvas.getByText(/par exemple : « Le 27 n'est plus disponible pour le tirage de 18h\. »/)).toBeVisible();
  },
};
