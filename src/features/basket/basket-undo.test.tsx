import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { duoBenin, permIvoryCoast, soloTogo } from '../../../tests/fixtures/basket-items';
import { renderPage } from '../../../tests/kit/render';
import { UNDO_DELAY_MS } from '../../../machines/basket/basket.machine';
import { BASKET_STORAGE_KEY, parseStoredBasket, serializeBasket, type BasketItem } from '../../game/basket-item';
import { Component as BasketPage } from './basket-page';

const SOLO = 'Solo Direct, Togo, Lundi 9h';
const DUO = 'Duo Direct, Bénin, Lundi 14h';
const PERM = "Perm Turbo 2, Côte d'Ivoire, Lundi 16h";

function open(items: readonly BasketItem[], options: { undoDelay?: number } = {}) {
  sessionStorage.setItem(BASKET_STORAGE_KEY, serializeBasket(items));
  return renderPage(BasketPage, { path: '/basket', url: '/basket', ...(options.undoDelay ? { basket: { delays: { UNDO_DELAY: options.undoDelay } } } : {}) });
}

const stored = () => parseStoredBasket(sessionStorage.getItem(BASKET_STORAGE_KEY)).items.map((item) => item.id);

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe("basket screen: 'Annuler' after the bin and 'Vider' (issue 38)", () => {
  it('the bin: says it, offers Annuler (focused), which puts the bet back at its place', async () => {
    const { user } = open([soloTogo, duoBenin, permIvoryCoast]);
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(screen.getByRole('button', { name: `Retirer ${DUO}` }));
    expect(screen.queryByRole('article', { name: DUO })).toBeNull();
    expect(stored()).toEqual([soloTogo.id, permIvoryCoast.id]);
    expect(screen.getByRole('status')).toHaveTextContent('Pari retiré du panier');
    const annuler = screen.getByRole('button', { name: 'Annuler' });
    expect(annuler).toHaveFocus();
    expect(annuler).toHaveAccessibleDescription('Pari retiré du panier');

    await user.click(annuler);
    expect(screen.getAllByRole('article').map((card) => within(card).queryByRole('button', { name: /^Retirer / })?.getAttribute('aria-label'))).toEqual([
      `Retirer ${SOLO}`,
      `Retirer ${DUO}`,
      `Retirer ${PERM}`,
    ]);
    expect(stored()).toEqual([soloTogo.id, duoBenin.id, permIvoryCoast.id]);
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Récapitulatif de votre panier' })).toHaveFocus();
  });

  it("'Vider': says how many, and Annuler brings the whole basket back, selected as it was", async () => {
    const { user } = open([soloTogo, duoBenin]);
    await user.click(screen.getByRole('checkbox', { name: `Sélectionner ${SOLO}` }));
    await user.click(screen.getByRole('button', { name: 'Vider' }));
    expect(screen.getByText('Votre panier est vide')).toBeVisible();
    expect(sessionStorage.getItem(BASKET_STORAGE_KEY)).toBeNull();
    expect(within(screen.getByRole('status')).getByText('Panier vidé : 2 paris retirés')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('checkbox', { name: `Sélectionner ${SOLO}` })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: `Sélectionner ${DUO}` })).toBeChecked();
    expect(stored()).toEqual([soloTogo.id, duoBenin.id]);
  });

  it("'Annuler' goes away after the machine's delay (8 s in the app)", async () => {
    expect(UNDO_DELAY_MS).toBe(8000);
    // long enough for the click to return on a loaded machine (50 ms was not: the status was gone already)
    const { user } = open([soloTogo], { undoDelay: 1000 });
    await user.click(screen.getByRole('button', { name: `Retirer ${SOLO}` }));
    expect(within(screen.getByRole('status')).getByText('Pari retiré du panier')).toBeVisible();
    await waitForElementToBeRemoved(() => screen.queryByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Votre panier est vide')).toBeVisible();
  });
});

