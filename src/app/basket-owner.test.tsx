import { act, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { afterEach, describe, expect, it } from 'vitest';
import { selectItemCount } from '../../machines/basket/basket-builder.selectors';
import { type FakeServerBasket, fakeServerBasket } from '../../tests/kit/server-basket';
import { FIXTURE_NOW, duoBenin, permIvoryCoast, soloTogo, storedBasket } from '../../tests/fixtures/basket-items';
import { useBasket } from '../components/basket-context';
import { ClockProvider } from '../components/clock';
import { SessionContext, type SessionValue } from '../components/session-context';
import { BASKET_STORAGE_KEY } from '../game/basket-item';
import { BasketProvider } from './basket-provider';
import { BASKET_OWNER_KEY } from './basket-storage';
import type { ServerBasketPort } from './basket-sync';

const AWA = { id: '6b0c1f0e-0000-4000-8000-00000000a0a0', email: 'awa@example.com' };
const KOFI = { id: '6b0c1f0e-0000-4000-8000-00000000c0f1', email: 'kofi@example.com' };
const PINNED_CLOCK = () => new Date(FIXTURE_NOW);

function session(status: SessionValue['status'], user: SessionValue['user']): SessionValue {
  return { status, user, userConfirmed: status === 'signedIn', profile: null, logout: () => {}, signingOut: false, endedByLogout: false, connectionNotice: null, reloadProfile: () => {} };
}

function BasketIds() {
  const basket = useBasket();
  const ids = useSelector(basket, (state) => state.context.items.map((item) => item.id).join(' '));
  const count = useSelector(basket, selectItemCount);
  return <output aria-label="panier">{count === 0 ? 'vide' : ids}</output>;
}

/** One server basket per player; adds and removals go to the player signed in, as src/api's do. */
function serverOf(baskets: Record<string, FakeServerBasket>, signedIn: () => string): ServerBasketPort {
  return {
    subscribe: (playerId, onItems) => baskets[playerId]!.port.subscribe(playerId, onItems),
    add: (item) => baskets[signedIn()]!.port.add(item),
    remove: (ids) => baskets[signedIn()]!.port.remove(ids),
  };
}

function renderTab(baskets: Record<string, FakeServerBasket>, first: SessionValue) {
  let current = first;
  const server = serverOf(baskets, () => current.user!.id);
  const tree = (value: SessionValue) => (
    <ClockProvider value={PINNED_CLOCK}>
      <SessionContext.Provider value={value}>
        <BasketProvider server={server}>
          <BasketIds />
        </BasketProvider>
      </SessionContext.Provider>
    </ClockProvider>
  );
  const view = render(tree(first));
  const shown = () => screen.getByRole('status', { name: 'panier' }).textContent;
  const become = (value: SessionValue) => {
    current = value;
    view.rerender(tree(value));
  };
  return { shown, become };
}

afterEach(() => {
  sessionStorage.clear();
});

describe('the basket is the signed-in player’s (issue 38)', () => {
  it('two players on one tab: the first one’s basket is gone at logout, not deleted on the server, and never shown to the second', async () => {
    const baskets = { [AWA.id]: fakeServerBasket([soloTogo, duoBenin]), [KOFI.id]: fakeServerBasket([permIvoryCoast]) };
    const { shown, become } = renderTab(baskets, session('signedIn', AWA));
    act(() => baskets[AWA.id]!.push());
    expect(shown()).toBe('solo-tg duo-bj');
    expect(sessionStorage.getItem(BASKET_OWNER_KEY)).toBe(AWA.id);

    become(session('signedOut', null));
    expect(shown()).toBe('vide');
    expect(sessionStorage.getItem(BASKET_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(BASKET_OWNER_KEY)).toBeNull();
    // her basket waits for her on the server
    expect(baskets[AWA.id]!.ids()).toEqual(['solo-tg', 'duo-bj']);
    expect(baskets[AWA.id]!.calls).toEqual([`subscribe ${AWA.id}`, 'unsubscribe']);

    become(session('signedIn', KOFI));
    expect(shown()).toBe('vide');
    act(() => baskets[KOFI.id]!.push());
    expect(shown()).toBe('perm-ci');
    expect(sessionStorage.getItem(BASKET_OWNER_KEY)).toBe(KOFI.id);
  });

  it('a stored basket of another player is not shown while the device’s session is being restored', () => {
    sessionStorage.setItem(BASKET_STORAGE_KEY, storedBasket(soloTogo)[BASKET_STORAGE_KEY]!);
    sessionStorage.setItem(BASKET_OWNER_KEY, AWA.id);
    const { shown } = renderTab({ [KOFI.id]: fakeServerBasket() }, session('loading', KOFI));
    expect(shown()).toBe('vide');
  });

  it('its own stored basket shows at once, before the server answers; then the server’s list replaces it', () => {
    sessionStorage.setItem(BASKET_STORAGE_KEY, storedBasket(soloTogo, duoBenin)[BASKET_STORAGE_KEY]!);
    sessionStorage.setItem(BASKET_OWNER_KEY, AWA.id);
    const baskets = { [AWA.id]: fakeServerBasket([duoBenin]) };
    const { shown, become } = renderTab(baskets, session('loading', AWA));
    expect(shown()).toBe('solo-tg duo-bj');
    become(session('signedIn', AWA));
    act(() => baskets[AWA.id]!.push());
    expect(shown()).toBe('duo-bj');
  });

  it('another player signing in over a stored basket forgets it, even one never shown', () => {
    sessionStorage.setItem(BASKET_STORAGE_KEY, storedBasket(soloTogo)[BASKET_STORAGE_KEY]!);
    sessionStorage.setItem(BASKET_OWNER_KEY, AWA.id);
    const baskets = { [KOFI.id]: fakeServerBasket() };
    const { shown } = renderTab(baskets, session('signedIn', KOFI));
    expect(shown()).toBe('vide');
    expect(sessionStorage.getItem(BASKET_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(BASKET_OWNER_KEY)).toBe(KOFI.id);
  });
});
