import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { soloTogo } from '../../../tests/fixtures/basket-items';
import { renderPage } from '../../../tests/kit/render';
import { BASKET_STORAGE_KEY, serializeBasket } from '../../game/basket-item';
import { BasketAddedBar } from './basket-added-bar';
import { Component as BettingPage } from './betting-page';

/** Testing Library folds the narrow no-break space of French grouping into a plain space. */
const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ');
const ball = (n: number) => screen.getByLabelText(`Numéro ${n}`, { selector: 'button' });

describe("the confirmation after 'Ajouter au panier' (issue 38)", () => {
  it('is an empty live region until a bet is added, then says the count and stake and takes the focus', async () => {
    sessionStorage.setItem(BASKET_STORAGE_KEY, serializeBasket([soloTogo]));
    const { user } = renderPage(BettingPage, { path: '/betting/:country/:day/:time', url: '/betting/TG/lundi/9h' });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByRole('link', { name: 'Voir le panier' })).toBeNull();

    await user.click(ball(7));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(within(status).getByText('Pari ajouté au panier')).toBeVisible();
    // the stored solo (3 × 200) and this one (100)
    expect(text(status)).toBe('Pari ajouté au panier' + 'Panier : 2 paris · 700 CFA');
    const link = screen.getByRole('link', { name: 'Voir le panier' });
    expect(link).toHaveAttribute('href', '/basket');
    // the button pressed is disabled now (the selection was cleared): the focus is on the link, not <body>
    expect(link).toHaveFocus();

    await user.click(ball(8));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(text(screen.getByRole('status'))).toBe('Pari ajouté au panier' + 'Panier : 3 paris · 800 CFA');
    expect(screen.getByRole('link', { name: 'Voir le panier' })).toHaveFocus();
  });

  it('adds the play balance once it is known', async () => {
    function Harness() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            plus
          </button>
          <BasketAddedBar count={count} stake={count * 1_000} balance={12_500} />
        </>
      );
    }
    const { user } = renderPage(Harness, { path: '/', url: '/' });
    await user.click(screen.getByRole('button', { name: 'plus' }));
    expect(text(screen.getByRole('status'))).toBe('Pari ajouté au panier' + 'Panier : 1 pari · 1 000 CFA · Solde de jeu : 12 500 CFA');
  });
});
