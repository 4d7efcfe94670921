import type { Meta, StoryObj } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BasketPage } from '../../src/features/basket/basket-page';
import { duoBenin, soloTogo, storedBasket, trioGhana } from '../../tests/fixtures/basket-items';

/** 'Annuler' after the bin and after 'Vider' (issue 38), on a phone (iPhone 12, 390 px). */
const meta = {
  title: 'Pages/Basket/Undo',
  component: BasketPage,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: INITIAL_VIEWPORTS },
    route: { path: '/basket', url: '/basket' },
    sessionStorage: storedBasket(soloTogo, duoBenin, trioGhana),
  },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
} satisfies Meta<typeof BasketPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const DUO = 'Duo Direct, Bénin, Lundi 14h';

/** The bin pressed: 'Pari retiré du panier' and 'Annuler', focused (8 s in the app). */
export const AfterRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Retirer ${DUO}` }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Pari retiré du panier');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Annuler' })).toHaveFocus());
    await expect(canvas.queryByRole('article', { name: DUO })).toBeNull();
  },
};

/** 'Annuler' after the bin: the bet is back at its place, and the focus on the title. */
export const UndoneRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Retirer ${DUO}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    const articles = canvas.getAllByRole('article');
    await expect(articles).toHaveLength(3);
    await expect(articles[1]).toHaveAccessibleName(DUO);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Récapitulatif de votre panier' })).toHaveFocus();
  },
};

/** 'Vider' pressed: the empty basket, 'Panier vidé : 3 paris retirés' and 'Annuler'. */
export const AfterEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Vider' }));
    await expect(canvas.getByText('Votre panier est vide')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Panier vidé : 3 paris retirés');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Annuler' })).toHaveFocus());
  },
};

/** 'Annuler' after 'Vider': the three bets are back. */
export const UndoneEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Vider' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryByText('Votre panier est vide')).toBeNull();
  },
};

/** The offer expires: after the delay (shortened to 300 ms here) 'Annuler' is gone, the removal stays. */
export const UndoExpired: Story = {
  parameters: { basketDelays: { UNDO_DELAY: 300 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Retirer ${DUO}` }));
    await expect(canvas.getByRole('button', { name: 'Annuler' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Annuler' })).toBeNull(), { timeout: 2000 });
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};
