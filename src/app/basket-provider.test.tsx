import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { duoBenin, soloTogo, storedBasket } from '../../tests/fixtures/basket-items';
import { HttpResponse, http } from 'msw';
import { AWA, SUPABASE_URL, profileRow, storedSession } from '../../tests/msw/fixtures';
import { server } from '../../tests/msw/server';
import { signedInHandlers } from '../../tests/msw/supabase-handlers';
import { placeBets } from '../../tests/msw/ticket-handlers';
import { renderRoutes } from '../../tests/kit/render';
import { BASKET_STORAGE_KEY, parseStoredBasket } from '../game/basket-item';
import { Component as BasketPage } from '../features/basket/basket-page';
import { Component as BettingPage } from '../features/betting/betting-page';
import { BASKET_LOG_PREFIX, sessionBasketStorage } from './basket-storage';

const ROUTES = [
  { path: '/betting/:country/:day/:time', element: <BettingPage /> },
  { path: '/basket', element: <BasketPage /> },
];
const stored = () => parseStoredBasket(sessionStorage.getItem(BASKET_STORAGE_KEY)).items.map((item) => `${item.betType} ${item.combinations.join(' ')}`);

describe('one basket for the whole app', () => {
  it('a bet added on the builder is counted by its badge, stored at once and listed on /basket', async () => {
    const { user, router } = renderRoutes(ROUTES, { url: '/betting/TG/lundi/9h' });
    await user.click(screen.getByLabelText('Numéro 7', { selector: 'button' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(screen.getByRole('link', { name: 'Panier (1 pari)' })).toBeInTheDocument();
    expect(stored()).toEqual(['solo 7']);

    await user.click(screen.getByRole('link', { name: 'Panier (1 pari)' }));
    expect(router.state.location.pathname).toBe('/basket');
    expect(screen.getByRole('article', { name: 'Solo Direct, Togo, Lundi 9h' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Sélectionner Solo Direct, Togo, Lundi 9h' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Vider' }));
    await act(() => router.navigate('/betting/TG/lundi/9h'));
    expect(screen.getByRole('link', { name: 'Panier (0 pari)' })).toBeInTheDocument();
    // SPEC §3 storage: an empty basket removes the key
    expect(sessionStorage.getItem(BASKET_STORAGE_KEY)).toBeNull();
  });

  it('reads the stored basket once, at start, and logs a problem with one prefix', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify([duoBenin, { ...duoBenin, id: 'forged', totalStake: 1 }]));
    renderRoutes(ROUTES, { url: '/basket' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(error).toHaveBeenCalledExactlyOnceWith('Panier : 1 pari(s) invalide(s) ignoré(s)');
    expect(BASKET_LOG_PREFIX).toBe('Panier : ');
    error.mockRestore();
  });
});

describe('a ticket bought changes the balance the app shows', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    localStorage.clear();
  });

  it('the play balance shown follows the server once the ticket is bought', async () => {
    for (const [key, value] of Object.entries(storedSession(AWA))) localStorage.setItem(key, value);
    let sold = false;
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.endsWith('/rpc/place_bets')) sold = true;
    });
    // the profile the server holds: 12 500 CFA, then 600 less once the solo is sold
    server.use(
      placeBets.succeeds(),
      http.get(`${SUPABASE_URL}/rest/v1/profiles`, () => HttpResponse.json(profileRow({ ...AWA, balance: sold ? AWA.balance - soloTogo.totalStake : AWA.balance }))),
      ...signedInHandlers(AWA),
    );
    sessionStorage.setItem(BASKET_STORAGE_KEY, storedBasket(soloTogo, duoBenin)[BASKET_STORAGE_KEY]!);
    const { user } = renderRoutes(ROUTES, { url: '/basket', session: true, basket: { delays: { VALIDATION_DELAY: 10, MESSAGE_DELAY: 60_000 } } });
    const balance = async () => (await screen.findByText('Solde de jeu')).nextSibling;
    expect(await balance()).toHaveTextContent(/^12\s500 CFA$/);
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Duo Direct, Bénin, Lundi 14h' }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(within(await screen.findByRole('alert')).getByText('Succès!')).toBeVisible();
    await vi.waitFor(async () => expect(await balance()).toHaveTextContent(/^11\s900 CFA$/));
  });
});

describe('the session-storage adapter (SPEC §3)', () => {
  it('writes basketItems as JSON without the selected flag, and removes the key for an empty basket', () => {
    const storage = new Map<string, string>();
    const adapter = sessionBasketStorage({
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    });
    expect(adapter.read()).toBeNull();
    adapter.write([{ ...duoBenin, selected: true } as typeof duoBenin]);
    expect(storage.get('basketItems')).toBe(storedBasket(duoBenin).basketItems);
    expect(storage.get('basketItems')).not.toContain('selected');
    expect(adapter.read()).toBe(storage.get('basketItems'));
    adapter.write([]);
    expect(storage.has('basketItems')).toBe(false);
  });

  it('keeps whose basket it is and which items the server has not yet, and reads a tampered list as none (issue 38)', () => {
    const storage = new Map<string, string>();
    const adapter = sessionBasketStorage({
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    });
    expect(adapter.readOwner()).toBeNull();
    expect(adapter.readUnsent()).toEqual([]);
    adapter.writeOwner('player-1');
    adapter.writeUnsent(['solo-tg']);
    expect(storage.get('basketOwner')).toBe('player-1');
    expect(storage.get('basketUnsent')).toBe('["solo-tg"]');
    expect(adapter.readUnsent()).toEqual(['solo-tg']);
    storage.set('basketUnsent', '{pas du json');
    expect(adapter.readUnsent()).toEqual([]);
    storage.set('basketUnsent', '["duo-bj", 7, null]');
    expect(adapter.readUnsent()).toEqual(['duo-bj']);
    adapter.writeOwner(null);
    adapter.writeUnsent([]);
    expect([...storage.keys()]).toEqual([]);
  });
});
