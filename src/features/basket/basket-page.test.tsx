import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_TOGO_DRAW, FIXTURE_NOW, duoBenin, permIvoryCoast, soloTogo, trioGhana } from '../../../tests/fixtures/basket-items';
import { BASKET_STORAGE_KEY, type BasketItem, parseStoredBasket, serializeBasket } from '../../game/basket-item';
import { loadTicketsApi } from '../../../tests/kit/api-loaded';
import { renderPage } from '../../../tests/kit/render';
import { cfa } from '../../../tests/kit/amounts';
import { server } from '../../../tests/msw/server';
import { RECEIPT, placeBets } from '../../../tests/msw/ticket-handlers';
import { PlayStatusContext } from '../../components/play-status-context';
import { rgStatus } from '../../../tests/fixtures/responsible-gaming';
import { Component as BasketPage } from './basket-page';

const SOLO = 'Solo Direct, Togo, Lundi 9h';
const DUO = 'Duo Direct, Bénin, Lundi 14h';
const PERM = "Perm Turbo 2, Côte d'Ivoire, Lundi 16h";

function open(items: readonly BasketItem[] | string | null, now: string | (() => Date) = FIXTURE_NOW) {
  const text = typeof items === 'string' || items === null ? items : serializeBasket(items);
  if (text !== null) sessionStorage.setItem(BASKET_STORAGE_KEY, text);
  return renderPage(BasketPage, { path: '/basket', url: '/basket', now });
}

const card = (name: string) => within(screen.getByRole('article', { name }));
const summary = () => within(screen.getByRole('region', { name: 'Total de la sélection' }));
const stored = () => parseStoredBasket(sessionStorage.getItem(BASKET_STORAGE_KEY)).items.map((item) => item.id);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('basket screen: copy and display', () => {
  it('shows the title and the empty basket', () => {
    open(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Récapitulatif de votre panier' })).toBeVisible();
    expect(screen.getByText('Votre panier est vide')).toBeVisible();
    expect(screen.getByText('Ajoutez des paris pour commencer')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continuer à parier' })).toHaveAttribute('href', '/player');
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
  });

  it('shows each item with type, option, mode, flag, country, day and hour', () => {
    open([soloTogo, duoBenin]);
    const solo = card(SOLO);
    expect(solo.getByText('Solo')).toBeVisible();
    expect(solo.getByText('Direct')).toBeVisible();
    expect(solo.getByText('Normal')).toBeVisible();
    expect(solo.getByText('Togo')).toBeVisible();
    expect(solo.getByText('· Lundi 9h')).toBeVisible();
    expect(screen.getByRole('article', { name: SOLO }).querySelector('img')).not.toBeNull();
    expect(card(DUO).getByText('Double chance')).toBeVisible();
    expect(card(DUO).getByText('Bénin')).toBeVisible();
  });

  it('shows all combinations when there are 3 or fewer', () => {
    open([soloTogo, duoBenin]);
    expect(card(SOLO).getByText('3 combinaisons :')).toBeVisible();
    for (const ball of ['7', '21', '45']) expect(card(SOLO).getByText(ball)).toBeVisible();
    expect(card(SOLO).queryByText(/autres\.\.\./)).toBeNull();
    expect(card(DUO).getByText('1 combinaison :')).toBeVisible();
    expect(card(DUO).getByText('12 - 34')).toBeVisible();
  });

  it('shows 2 combinations and +N autres... beyond 3', () => {
    open([permIvoryCoast]);
    const perm = card(PERM);
    expect(perm.getByText('10 combinaisons :')).toBeVisible();
    expect(perm.getByText('3 - 14')).toBeVisible();
    expect(perm.getByText('3 - 25')).toBeVisible();
    expect(perm.queryByText('3 - 36')).toBeNull();
    expect(perm.getByText('+8 autres...')).toBeVisible();
  });

  it('shows stake per combination, total stake, potential win, and the MAC win only in double chance', () => {
    open([soloTogo, duoBenin]);
    const solo = card(SOLO);
    expect(solo.getByText('Mise par combinaison').nextSibling!.textContent).toBe(cfa('200 CFA'));
    expect(solo.getByText('Mise totale').nextSibling!.textContent).toBe(cfa('600 CFA'));
    expect(solo.getByText('Gain potentiel').nextSibling!.textContent).toBe(cfa('7 800 CFA'));
    expect(solo.queryByText('Gain MAC potentiel')).toBeNull();
    expect(card(DUO).getByText('Gain MAC potentiel').nextSibling!.textContent).toBe(cfa('60 000 CFA'));
  });

  it('starts with every item selected and totals them', () => {
    open([soloTogo, duoBenin, permIvoryCoast]);
    expect(screen.getByRole('checkbox', { name: `Sélectionner ${SOLO}` })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: `Sélectionner ${DUO}` })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tout sélectionner' })).toBeChecked();
    expect(summary().getByText('3 sur 3')).toBeVisible();
    expect(summary().getByText('2 100 CFA')).toBeVisible();
    expect(summary().getByText('3 097 800 CFA')).toBeVisible();
    expect(summary().getByText('60 000 CFA')).toBeVisible();
    // 'Gain maximal possible', three draws each at its best: all three solo numbers, the duo, one couple of the perm turbo 2 (100 × 3 000)
    expect(summary().getByText('Gain maximal possible').nextSibling!.textContent).toBe(cfa('397 800 CFA'));
    expect(summary().getByText(/^Gain potentiel :/)).toHaveTextContent(
      "Gain potentiel : toutes les combinaisons gagnantes à la fois, ce qu'aucun tirage ne permet ; le gain maximal possible est ce que ces paris peuvent réellement rapporter.",
    );
    expect(screen.getByRole('button', { name: 'Valider' })).toBeEnabled();
  });

  it('marks a closed draw Tirage clos: not selectable, still removable', async () => {
    open([soloTogo, duoBenin], AFTER_TOGO_DRAW);
    expect(card(SOLO).getByText('Tirage clos')).toBeVisible();
    expect(card(DUO).queryByText('Tirage clos')).toBeNull();
    const checkbox = screen.getByRole('checkbox', { name: `Sélectionner ${SOLO}` });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toBeDisabled();
    expect(summary().getByText('1 sur 2')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: `Retirer ${SOLO}` }));
    expect(screen.queryByRole('article', { name: SOLO })).toBeNull();
    expect(stored()).toEqual(['duo-bj']);
  });

  it('logs corrupt storage and shows an empty basket', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    open('{not json');
    expect(screen.getByText('Votre panier est vide')).toBeVisible();
    expect(error).toHaveBeenCalledWith('Panier : Panier illisible dans le stockage de session');
  });
});

describe('basket screen: controls', () => {
  it('select-one and select-all change the totals; nothing selected disables Valider', async () => {
    const user = userEvent.setup();
    open([soloTogo, duoBenin]);
    await user.click(screen.getByRole('checkbox', { name: `Sélectionner ${DUO}` }));
    expect(summary().getByText('1 sur 2')).toBeVisible();
    expect(summary().getByText('600 CFA')).toBeVisible();
    expect(summary().queryByText('Gain MAC potentiel')).toBeNull();
    const all = screen.getByRole('checkbox', { name: 'Tout sélectionner' });
    expect(all).not.toBeChecked();
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    expect(summary().getByText('2 sur 2')).toBeVisible();
    await user.click(all);
    expect(summary().getByText('0 sur 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
  });

  it('remove-one saves at once, without the selected flag, and a reload keeps the rest', async () => {
    const user = userEvent.setup();
    open([soloTogo, duoBenin, permIvoryCoast]);
    await user.click(screen.getByRole('checkbox', { name: `Sélectionner ${PERM}` }));
    await user.click(screen.getByRole('button', { name: `Retirer ${DUO}` }));
    expect(screen.queryByRole('article', { name: DUO })).toBeNull();
    expect(stored()).toEqual(['solo-tg', 'perm-ci']);
    expect(sessionStorage.getItem(BASKET_STORAGE_KEY)).not.toContain('selected');
    cleanup();
    open(sessionStorage.getItem(BASKET_STORAGE_KEY));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: `Sélectionner ${PERM}` })).toBeChecked();
  });

  it("'Vider' empties the basket and the storage", async () => {
    open([soloTogo, duoBenin]);
    await userEvent.click(screen.getByRole('button', { name: 'Vider' }));
    expect(screen.getByText('Votre panier est vide')).toBeVisible();
    expect(sessionStorage.getItem(BASKET_STORAGE_KEY)).toBeNull();
  });

  it("'Continuer à parier' goes back to the draw of the last item added", async () => {
    open([trioGhana, soloTogo]);
    await userEvent.click(screen.getByRole('link', { name: 'Continuer à parier' }));
    expect(screen.getByText('Redirigé vers /betting/TG/lundi/9h')).toBeVisible();
  });

  it("'Continuer à parier' skips the items whose draws have closed", () => {
    open([trioGhana, duoBenin, soloTogo], AFTER_TOGO_DRAW);
    expect(screen.getByRole('link', { name: 'Continuer à parier' })).toHaveAttribute('href', '/betting/BJ/lundi/14h');
  });

  it("'Continuer à parier' goes to /player when every draw in the basket has closed", async () => {
    open([soloTogo, duoBenin], '2026-11-23T13:00:00Z');
    await userEvent.click(screen.getByRole('link', { name: 'Continuer à parier' }));
    expect(screen.getByText('Redirigé vers /player')).toBeVisible();
  });
});

/** The delays are faked; setImmediate stays real, so the request and its answer go on meanwhile. */
const FAKED: NonNullable<Parameters<typeof vi.useFakeTimers>[0]>['toFake'] = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'];
let keys: string[] = [];

/** Lets the placement reach the MSW server and its answer reach the basket, the fake clock standing still. */
async function serverAnswers() {
  const asked = keys.length;
  await act(async () => {
    for (let i = 0; i < 200 && keys.length === asked; i++) await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  });
}

beforeAll(loadTicketsApi);

beforeEach(() => {
  keys = [];
});

describe('basket screen: validation (fake timers, SPEC §9 delays)', () => {
  function validateAt(items: readonly BasketItem[]) {
    server.use(placeBets.succeeds(RECEIPT, keys));
    vi.useFakeTimers({ now: new Date(FIXTURE_NOW), toFake: FAKED });
    open(items, () => new Date());
  }
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('loads 1.5 s, shows the success for 3 s, keeps what was not selected', async () => {
    validateAt([soloTogo, duoBenin]);
    fireEvent.click(screen.getByRole('checkbox', { name: `Sélectionner ${DUO}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(screen.getByRole('status')).toHaveTextContent('Validation de vos paris en cours…');
    await serverAnswers();
    expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vider' })).toBeDisabled();
    advance(1499);
    expect(screen.queryByText('Succès!')).toBeNull();
    advance(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Succès!');
    expect(screen.getByText('Vos paris ont été validés avec succès!')).toBeVisible();
    expect(screen.queryByRole('article', { name: SOLO })).toBeNull();
    expect(stored()).toEqual(['duo-bj']);
    advance(2999);
    expect(screen.getByText('Succès!')).toBeVisible();
    advance(1);
    expect(screen.queryByText('Succès!')).toBeNull();
    expect(screen.getByRole('article', { name: DUO })).toBeVisible();
    expect(screen.queryByText(/Redirigé vers/)).toBeNull();
  });

  it('goes to /player 3 s after validating every item', async () => {
    validateAt([soloTogo, duoBenin]);
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await serverAnswers();
    advance(1500);
    expect(screen.getByText('Succès!')).toBeVisible();
    expect(screen.getByText('Votre panier est vide')).toBeVisible();
    expect(sessionStorage.getItem(BASKET_STORAGE_KEY)).toBeNull();
    advance(3000);
    expect(screen.getByText('Redirigé vers /player')).toBeVisible();
  });

  it('a draw that closes while the page is open is no longer validated', async () => {
    server.use(placeBets.succeeds(RECEIPT, keys));
    vi.useFakeTimers({ now: new Date('2026-11-23T08:59:00Z'), toFake: FAKED });
    open([soloTogo, duoBenin], () => new Date());
    expect(screen.getByRole('checkbox', { name: `Sélectionner ${SOLO}` })).toBeChecked();
    advance(2 * 60_000);
    expect(card(SOLO).getByText('Tirage clos')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: `Sélectionner ${SOLO}` })).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await serverAnswers();
    advance(1500);
    expect(stored()).toEqual(['solo-tg']);
    advance(3000);
    expect(screen.queryByText(/Redirigé vers/)).toBeNull();
  });
});

describe('the basket tells an exclusion before Valider (issue 38)', () => {
  it("excluded: the banner in the player's zone, and 'Valider' disabled; the bets stay", async () => {
    const status = rgStatus({ exclusion: { until: '2026-11-24T11:55:00.000Z' }, country: 'BJ', timeZone: 'Africa/Porto-Novo' });
    sessionStorage.setItem(BASKET_STORAGE_KEY, serializeBasket([soloTogo]));
    const Page = () => (
      <PlayStatusContext.Provider value={{ status, refresh: () => {} }}>
        <BasketPage />
      </PlayStatusContext.Provider>
    );
    renderPage(Page, { path: '/basket', url: '/basket', now: FIXTURE_NOW });
    expect(await screen.findByRole('status', { name: 'Exclusion en cours' })).toHaveTextContent(
      "Vous vous êtes exclu du jeu jusqu'au 24 nov. 2026 à 12:55 (heure de Porto-Novo). D'ici là, vous ne pouvez pas valider de ticket ; vos paris restent dans votre panier.",
    );
    expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
    expect(stored()).toEqual([soloTogo.id]);
  });
});
