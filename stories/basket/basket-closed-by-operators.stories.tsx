import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BasketPage } from '../../src/features/basket/basket-page';
import { duoBenin, soloTogo, storedBasket } from '../../tests/fixtures/basket-items';
import { drawStatuses } from '../../tests/msw/draw-status-handlers';

/** Issue 38: Togo's 9h closed early by the operators, before its time: its item shows 'Tirage clos'. */
const meta = {
  title: 'Pages/Basket/Closed by the operators',
  component: BasketPage,
  parameters: {
    drawSales: true,
    route: { path: '/basket', url: '/basket' },
    sessionStorage: storedBasket(soloTogo, duoBenin),
    msw: [drawStatuses.serve({ country: 'TG', drawAt: soloTogo.drawAt, status: 'closed' })],
  },
} satisfies Meta<typeof BasketPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ItemClosedByOperators: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const solo = within(canvas.getByRole('article', { name: 'Solo Direct, Togo, Lundi 9h' }));
    await expect(await solo.findByText('Tirage clos')).toBeVisible();
    await expect(solo.getByRole('checkbox')).toBeDisabled();
    await expect(solo.getByRole('checkbox')).not.toBeChecked();
    await expect(within(canvas.getByRole('article', { name: 'Duo Direct, Bénin, Lundi 14h' })).getByRole('checkbox')).toBeChecked();
  },
};
