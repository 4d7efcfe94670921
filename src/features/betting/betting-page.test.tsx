import { act, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { soloTogo, storedBasket, trioGhana } from '../../../tests/fixtures/basket-items';
import { rgStatus } from '../../../tests/fixtures/responsible-gaming';
import { MONDAY_8AM, renderPage } from '../../../tests/kit/render';
import { PlayStatusContext } from '../../components/play-status-context';
import { BASKET_STORAGE_KEY, type BasketItem } from '../../game/basket-item';
import type { ResponsibleGamingStatus } from '../../game/responsible-gaming';
import { Component as BettingPage } from './betting-page';
import { cfa } from '../../../tests/kit/amounts';

function renderAt(url: string, now: string = MONDAY_8AM) {
  return renderPage(BettingPage, { path: '/betting/:country/:day/:time', url, now });
}

const redirectedTo = () => screen.getByTestId('redirected-to');

const ball = (n: number) => screen.getByLabelText(`Numéro ${n}`, { selector: 'button' });
const chooseType = (user: ReturnType<typeof userEvent.setup>, name: RegExp) => user.click(screen.getByRole('radio', { name }));
const stored = (): BasketItem[] => JSON.parse(sessionStorage.getItem(BASKET_STORAGE_KEY) ?? '[]');

afterEach(() => vi.restoreAllMocks());

describe('the betting screen', () => {
  it('shows the title, the flag, the draw and 90 balls', async () => {
    renderAt('/betting/TG/lundi/9h');
    expect(screen.getByRole('heading', { name: 'Créer un pari' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Togo' })).toBeInTheDocument();
    expect(screen.getByText(/Lundi 23 nov\. 2026 à 9h/)).toBeInTheDocument();
    const grid = screen.getByRole('group', { name: 'Grille des numéros de 1 à 90' });
    expect(within(grid).getAllByRole('button')).toHaveLength(90);
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Réinitialiser' })).toBeDisabled();
  });

  it.each([
    ['/betting/XX/lundi/9h'],
    ['/betting/TG/dimanche/9h'],
    ['/betting/TG/lundi/10h'],
  ])('%s is not a draw: silently goes to /player', (url) => {
    renderAt(url);
    expect(redirectedTo()).toHaveTextContent('Redirigé vers /player');
  });

  it("today's past hour goes to /player", () => {
    renderAt('/betting/TG/lundi/9h', '2026-11-23T09:00:00Z');
    expect(redirectedTo()).toHaveTextContent('Redirigé vers /player');
  });

  it('a solo ball is pressed, priced and added to the basket, which is saved at once', async () => {
    const { user } = renderAt('/betting/TG/lundi/9h');
    await user.click(ball(7));
    expect(ball(7)).toHaveAttribute('aria-pressed', 'true');
    expect(ball(7)).toHaveAttribute('data-state', 'selected');
    expect(screen.getByText('Gain potentiel').nextSibling).toHaveTextContent(/1\s300 CFA/);
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(ball(7)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Panier (1 pari)' })).toBeInTheDocument();
    expect(stored()).toMatchObject([{ betType: 'solo', combinations: [[7]], totalStake: 100, potentialWin: 1300, country: 'TG', day: 'lundi', time: '9h' }]);
  });

  it('the basket button counts the stored items and goes to /basket', async () => {
    for (const [key, value] of Object.entries(storedBasket(soloTogo, trioGhana))) sessionStorage.setItem(key, value);
    const { user } = renderAt('/betting/TG/lundi/9h');
    await user.click(screen.getByRole('link', { name: 'Panier (2 paris)' }));
    expect(redirectedTo()).toHaveTextContent('Redirigé vers /basket');
    expect(stored().map((i) => i.id)).toEqual(['solo-tg', 'trio-gh']);
  });

  it("a 24h draw shows its own day in the header: Monday's 24h is on Monday 23, not the 24th", () => {
    renderAt('/betting/BJ/lundi/24h');
    expect(screen.getByText('Bénin · Lundi 23 nov. 2026 à 24h')).toBeInTheDocument();
  });

  it('a corrupt stored basket starts empty and is logged', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(BASKET_STORAGE_KEY, '{oops');
    renderAt('/betting/TG/lundi/9h');
    expect(screen.getByRole('link', { name: 'Panier (0 pari)' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Panier : Panier illisible dans le stockage de session');
  });

  it('back goes to the hour picker of that day', async () => {
    const { user } = renderAt('/betting/TG/lundi/9h');
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(redirectedTo()).toHaveTextContent('Redirigé vers /games/TG/lundi');
  });

  it('banker: first ball blue banker, then red base; base size shown only for banker', async () => {
    const { user } = renderAt('/betting/TG/lundi/9h');
    expect(screen.queryByLabelText('Taille de la base')).not.toBeInTheDocument();
    await chooseType(user, /Banker/);
    expect(screen.getByLabelText('Taille de la base')).toHaveValue('total');
    await user.click(ball(10));
    await user.click(ball(20));
    expect(ball(10)).toHaveAttribute('data-state', 'banker');
    expect(ball(20)).toHaveAttribute('data-state', 'base');
    expect(screen.getByText('10 – 20')).toBeInTheDocument();
  });

  it('the stake error shows and blocks adding; a quick amount fixes it', async () => {
    const { user } = renderAt('/betting/TG/lundi/9h');
    await user.click(ball(3));
    const stake = screen.getByLabelText('Mise par combinaison (CFA)');
    expect(stake).toHaveAttribute('inputmode', 'numeric');
    await user.clear(stake);
    await user.type(stake, '50');
    expect(screen.getByText('La mise doit être entre 100 et 500 000 CFA')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: cfa('5 000 CFA') }));
    expect(screen.queryByText('La mise doit être entre 100 et 500 000 CFA')).not.toBeInTheDocument();
    expect(screen.getByText('Mise totale').nextSibling).toHaveTextContent(/5\s000 CFA/);
  });

  it('addition: the target sum error, and a couple picked from the list', async () => {
    const { user } = renderAt('/betting/TG/lundi/9h');
    await chooseType(user, /Addition/);
    const sum = screen.getByLabelText('Somme visée (3 à 179)');
    await user.clear(sum);
    await user.type(sum, '2');
    expect(screen.getByText('La somme doit être entre 3 et 179')).toBeInTheDocument();
    await user.type(sum, '0');
    await user.click(screen.getByRole('button', { name: 'Couple 5–15' }));
    expect(ball(5)).toHaveAttribute('aria-pressed', 'true');
    expect(ball(15)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  });

  it('closing: select-all previews 50 couples and counts the 39 others', async () => {
    const { user } = renderAt('/betting/TG/lundi/9h');
    await chooseType(user, /Fermeture/);
    await user.click(screen.getByRole('button', { name: 'Tout sélectionner' }));
    expect(within(screen.getByRole('list', { name: 'Combinaisons' })).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('+39 autres combinaisons...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout désélectionner' })).toBeInTheDocument();
  });

  it("'Gain maximal possible' beside 'Gain potentiel': a perm of 6 has 15 couples but at most 10 can win", async () => {
    const { user } = renderAt('/betting/TG/lundi/9h');
    expect(screen.getByText('Gain maximal possible').nextSibling).toHaveTextContent(/^0 CFA$/);
    await chooseType(user, /Perm/);
    for (const n of [3, 14, 25, 36, 47, 58]) await user.click(ball(n));
    // 15 couples × 100 CFA × 300, but 5 drawn balls make at most C(5, 2) = 10 winning couples
    expect(screen.getByText('Gain potentiel').nextSibling).toHaveTextContent(/^450\s000 CFA$/);
    expect(screen.getByText('Gain maximal possible').nextSibling).toHaveTextContent(/^300\s000 CFA$/);
  });

  it('double chance shows the MAC win', async () => {
    const { user } = renderAt('/betting/TG/lundi/9h');
    expect(screen.queryByText('Gain MAC')).not.toBeInTheDocument();
    await user.click(screen.getByText('Double chance'));
    await user.click(ball(9));
    expect(screen.getByText('Gain MAC').nextSibling).toHaveTextContent('400 CFA');
    expect(screen.getByText('Gain potentiel').nextSibling).toHaveTextContent('800 CFA');
  });

  it('Réinitialiser clears the grid; the keyboard moves between balls and toggles them', async () => {
    const { user } = renderAt('/betting/TG/lundi/9h');
    ball(1).focus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(ball(12)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(ball(12)).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(ball(12)).toHaveAttribute('aria-pressed', 'false');
  });

  it('Flash fills a valid selection', async () => {
    const { user } = renderAt('/betting/TG/lundi/9h');
    await chooseType(user, /Jackpot/);
    await user.click(screen.getByRole('button', { name: 'Flash' }));
    const pressed = within(screen.getByRole('group', { name: 'Grille des numéros de 1 à 90' }))
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-pressed') === 'true');
    expect(pressed).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  });
});

describe('radio groups from the keyboard', () => {
  it('bet types share one radio group: arrows move the choice', async () => {
    const { user } = renderAt('/betting/TG/lundi/9h');
    const solo = screen.getByRole('radio', { name: 'Solo' });
    expect(solo).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Duo' })).toHaveAttribute('name', solo.getAttribute('name'));
    solo.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Duo' })).toBeChecked();
    expect(screen.getByText('Choisissez 2 numéros (0 / 2).')).toBeInTheDocument();
  });
});

describe('the betting screen tells the player’s exclusion and stake limits before they try (issue 38)', () => {
  function renderWithStatus(status: ResponsibleGamingStatus) {
    const refresh = vi.fn();
    const Page = () => (
      <PlayStatusContext.Provider value={{ status, refresh }}>
        <BettingPage />
      </PlayStatusContext.Provider>
    );
    return { refresh, ...renderPage(Page, { path: '/betting/:country/:day/:time', url: '/betting/TG/lundi/9h', now: MONDAY_8AM }) };
  }

  it("excluded: the banner says until when, in the player's zone, and 'Ajouter au panier' stays disabled, saying why", async () => {
    const { user, refresh } = renderWithStatus(rgStatus({ exclusion: { until: '2026-11-24T11:55:00.000Z' }, country: 'BJ', timeZone: 'Africa/Porto-Novo' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    const banner = await screen.findByRole('status', { name: 'Exclusion en cours' });
    expect(banner).toHaveTextContent(
      "Vous vous êtes exclu du jeu jusqu'au 24 nov. 2026 à 12:55 (heure de Porto-Novo). D'ici là, vous ne pouvez ni ajouter de pari au panier ni valider de ticket.",
    );
    await user.click(ball(7));
    const add = screen.getByRole('button', { name: 'Ajouter au panier' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(/^Vous vous êtes exclu du jeu jusqu'au 24 nov\. 2026 à 12:55 \(heure de Porto-Novo\)\./);
    expect(stored()).toEqual([]);
  });

  it('a stake limit: what is left until it renews; bets may still be added', async () => {
    const { user } = renderWithStatus(rgStatus({ limits: { 'stake/day': { amount: 5000, used: 3500 } } }));
    expect(await screen.findByRole('status', { name: 'Limite en vigueur' })).toHaveTextContent(
      "Limite de mise journalière : il vous reste 1 500 CFA jusqu'au 24 nov. 2026 à 00:00 (heure de Lomé).",
    );
    await user.click(ball(7));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(stored()).toHaveLength(1);
  });

  it('a stake limit reached: what is left and when it renews', async () => {
    renderWithStatus(rgStatus({ limits: { 'stake/week': { amount: 5000, used: 5000 } } }));
    expect(await screen.findByRole('status', { name: 'Limite atteinte' })).toHaveTextContent(
      "Limite de mise hebdomadaire atteinte : il vous reste 0 CFA. Elle se renouvelle le 30 nov. 2026 à 00:00 (heure de Lomé) ; d'ici là, vous ne pouvez pas valider de ticket.",
    );
  });

  it('nothing to say: no banner', async () => {
    renderWithStatus(rgStatus());
    // the banner's module, loaded with the status, is in: still nothing
    await act(() => import('../../components/play-status-banner'));
    expect(screen.queryByRole('status', { name: /Exclusion|Limite/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Créer un pari' })).toBeInTheDocument();
  });
});
