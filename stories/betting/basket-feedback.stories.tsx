import type { Meta, StoryObj } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Component as BettingPage } from '../../src/features/betting/betting-page';
import { soloTogo, storedBasket } from '../../tests/fixtures/basket-items';
import { AWA } from '../../tests/msw/fixtures';
import { signedInAs } from '../session/signed-in';

/** The confirmation after 'Ajouter au panier' (issue 38), on a phone (iPhone 12, 390 px) and on a desktop. */
const meta = {
  title: 'Pages/Betting/Basket feedback',
  component: BettingPage,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: INITIAL_VIEWPORTS },
    route: { path: '/betting/:country/:day/:time', url: '/betting/TG/lundi/9h' },
    sessionStorage: storedBasket(soloTogo),
  },
} satisfies Meta<typeof BettingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'iphone12', isRotated: false } };

async function addSolo(canvasElement: HTMLElement, n: number) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Créer un pari' });
  await userEvent.click(canvas.getByLabelText(`Numéro ${n}`, { selector: 'button' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
  return canvas;
}

/** Nothing added on this page yet: no bar, an empty live region ready to speak. */
export const BeforeAdding: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Créer un pari' });
    await expect(canvas.getByRole('status', { name: '' })).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('link', { name: 'Voir le panier' })).toBeNull();
  },
};

/** On a phone, after 'Ajouter au panier': the bar with the count, the stake and the balance, its link focused. */
export const AddedOnPhone: Story = {
  globals: PHONE,
  parameters: signedInAs(AWA),
  play: async ({ canvasElement }) => {
    const canvas = await addSolo(canvasElement, 7);
    const status = canvas.getByRole('status', { name: '' });
    await waitFor(() => expect(status).toHaveTextContent(/^Pari ajouté au panierPanier : 2 paris · 700\sCFA · Solde de jeu : 12\s500\sCFA$/));
    await expect(canvas.getByRole('link', { name: 'Voir le panier' })).toHaveFocus();
  },
};

/** Added twice: the bar counts both, and the focus is back on its link. */
export const AddedTwice: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await addSolo(canvasElement, 7);
    const canvas = await addSolo(canvasElement, 8);
    await expect(canvas.getByRole('status', { name: '' })).toHaveTextContent(/Panier : 3 paris · 800\sCFA$/);
    await expect(canvas.getByRole('link', { name: 'Voir le panier' })).toHaveFocus();
  },
};

/** On a desktop the same bar, under the actions; the header's badge counts too. */
export const AddedOnDesktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await addSolo(canvasElement, 7);
    await expect(canvas.getByRole('status', { name: '' })).toHaveTextContent(/Panier : 2 paris · 700\sCFA$/);
    await expect(canvas.getByRole('link', { name: 'Panier (2 paris)' })).toBeVisible();
  },
};
