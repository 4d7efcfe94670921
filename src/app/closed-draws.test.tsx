import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_NOW, duoBenin, soloTogo } from '../../tests/fixtures/basket-items';
import { renderPage } from '../../tests/kit/render';
import type { LoadDrawStatuses } from './draw-sales-provider';
import { BASKET_STORAGE_KEY, serializeBasket } from '../game/basket-item';
import type { DrawStatusRow } from '../game/draw-sales';
import { Component as BasketPage } from '../features/basket/basket-page';
import { Component as BettingPage } from '../features/betting/betting-page';
import { Component as CataloguePage } from '../features/games/catalogue-page';
import { Component as DayPickerPage } from '../features/games/day-picker-page';
import { Component as HourPickerPage } from '../features/games/hour-picker-page';

/** Issue 38: the pickers, the builder and the basket show what the database no longer sells, in French. */

/** A source of statuses the test changes; a window focus makes the app read it again. */
function statuses(...initial: DrawStatusRow[]) {
  let rows = initial;
  const load = vi.fn<LoadDrawStatuses>(async () => rows);
  return {
    load,
    set: async (...next: DrawStatusRow[]) => {
      rows = next;
      await act(async () => {
        fireEvent.focus(window);
      });
    },
  };
}

const TG_13H = '2026-11-23T13:00:00+00:00';
const TG_18H = '2026-11-23T18:00:00+00:00';
/** Lomé 10:48 on Monday 23 Nov 2026: 9h is past, 13h closes in 2 h 12. */
const AT_10_48 = '2026-11-23T10:48:00Z';

/** The hours in screen order, each with its label and note ('✗' when it cannot be chosen). */
function hours() {
  return screen.getAllByRole('radio').map((radio) => {
    const label = document.querySelector(`label[for="${radio.id}"]`)?.textContent;
    const note = radio.getAttribute('aria-describedby') ? document.getElementById(radio.getAttribute('aria-describedby')!)?.textContent : undefined;
    return `${(radio as HTMLInputElement).disabled ? '✗ ' : ''}${label}${note ? ` · ${note}` : ''}`;
  });
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('hour picker', () => {
  it("today's hours count down to their close; a draw closed early says 'Ventes closes' and cannot be chosen", async () => {
    const draws = statuses({ country: 'TG', drawAt: TG_13H, status: 'closed' });
    renderPage(HourPickerPage, { path: '/games/:countryCode/:day', url: '/games/TG/lundi', now: AT_10_48, draws: draws.load });
    expect(await screen.findByText('Ventes closes')).toBeVisible();
    expect(hours()).toEqual(['✗ 13h · Ventes closes', '18h · Clôture dans 7 h 12', '✗ 9h (passé)']);
    expect(draws.load).toHaveBeenCalledWith('2026-11-23T10:48:00.000Z', '2026-12-01T10:48:00.000Z');
  });

  it("drawn and cancelled draws: 'Tiré', 'Annulé'; a chosen hour closed meanwhile is dropped", async () => {
    const draws = statuses();
    renderPage(HourPickerPage, { path: '/games/:countryCode/:day', url: '/games/TG/lundi', now: AT_10_48, draws: draws.load });
    await act(async () => {});
    fireEvent.click(screen.getByRole('radio', { name: '13h' }));
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeEnabled();
    await draws.set({ country: 'TG', drawAt: TG_13H, status: 'drawn' }, { country: 'TG', drawAt: TG_18H, status: 'cancelled' });
    expect(hours()).toEqual(['✗ 13h · Tiré', '✗ 18h · Annulé', '✗ 9h (passé)']);
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeDisabled();
    expect(screen.getByText('Plus aucun tirage en vente ce jour. Choisissez un autre jour.')).toBeVisible();
  });
});

describe('catalogue and day picker', () => {
  it("the next draw today still on sale, with 'Clôture dans …'", async () => {
    const draws = statuses();
    renderPage(CataloguePage, { path: '/games', url: '/games', now: '2026-11-23T12:48:00Z', draws: draws.load });
    const togo = within(screen.getByRole('article', { name: 'Togo' }));
    expect(togo.getByText("Prochain tirage aujourd'hui : 13h")).toBeVisible();
    expect(togo.getByText('Clôture dans 12 min')).toBeVisible();
    await draws.set({ country: 'TG', drawAt: TG_13H, status: 'closed' });
    expect(togo.getByText("Prochain tirage aujourd'hui : 18h")).toBeVisible();
    expect(togo.getByText('Clôture dans 5 h 12')).toBeVisible();
  });

  it("today's card: the next draw's countdown, or 'Plus aucun tirage en vente ce jour.'", async () => {
    const draws = statuses();
    renderPage(DayPickerPage, { path: '/games/:countryCode', url: '/games/TG', now: AT_10_48, draws: draws.load });
    const today = within(screen.getByRole('article', { name: 'Lundi' }));
    expect(today.getByText('Prochain tirage : 13h · Clôture dans 2 h 12')).toBeVisible();
    await draws.set({ country: 'TG', drawAt: TG_13H, status: 'drawn' }, { country: 'TG', drawAt: TG_18H, status: 'closed' });
    expect(today.getByText('Plus aucun tirage en vente ce jour.')).toBeVisible();
  });
});

describe('bet builder', () => {
  it("says at once that the draw is closed, with why, and offers another draw (not at 'Valider')", async () => {
    const draws = statuses();
    renderPage(BettingPage, { path: '/betting/:country/:day/:time', url: '/betting/TG/lundi/13h', now: AT_10_48, draws: draws.load });
    expect(await screen.findByRole('heading', { name: 'Créer un pari' })).toBeVisible();
    await draws.set({ country: 'TG', drawAt: TG_13H, status: 'closed' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Ce tirage est clos.');
    expect(alert).toHaveTextContent("Les ventes de ce tirage ont été closes par l'opérateur.");
    expect(screen.getByRole('link', { name: 'Choisir un autre tirage' })).toHaveAttribute('href', '/games/TG/lundi');
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
  });

  it.each([
    ['drawn', 'Ce tirage a déjà eu lieu.'],
    ['cancelled', 'Ce tirage a été annulé.'],
  ] as const)('a %s draw: %s', async (status, text) => {
    const draws = statuses({ country: 'TG', drawAt: TG_13H, status });
    renderPage(BettingPage, { path: '/betting/:country/:day/:time', url: '/betting/TG/lundi/13h', now: AT_10_48, draws: draws.load });
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('the draw instant reached while on the page: closed at the turn of the minute', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:59:30Z'), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    try {
      const draws = statuses();
      renderPage(BettingPage, { path: '/betting/:country/:day/:time', url: '/betting/TG/lundi/13h', now: () => new Date(), draws: draws.load });
      expect(screen.getByRole('heading', { name: 'Créer un pari' })).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(31_000);
      });
      expect(screen.getByRole('alert')).toHaveTextContent("L'heure du tirage est atteinte : ses ventes sont closes.");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('basket', () => {
  it("an item whose draw the operators close shows 'Tirage clos' at once, unselected", async () => {
    sessionStorage.setItem(BASKET_STORAGE_KEY, serializeBasket([soloTogo, duoBenin]));
    const draws = statuses();
    renderPage(BasketPage, { path: '/basket', url: '/basket', now: FIXTURE_NOW, draws: draws.load });
    const solo = within(screen.getByRole('article', { name: 'Solo Direct, Togo, Lundi 9h' }));
    expect(solo.queryByText('Tirage clos')).toBeNull();
    expect(solo.getByRole('checkbox')).toBeChecked();
    await draws.set({ country: 'TG', drawAt: soloTogo.drawAt, status: 'closed' });
    expect(solo.getByText('Tirage clos')).toBeVisible();
    expect(solo.getByRole('checkbox')).not.toBeChecked();
    expect(solo.getByRole('checkbox')).toBeDisabled();
    expect(within(screen.getByRole('article', { name: 'Duo Direct, Bénin, Lundi 14h' })).queryByText('Tirage clos')).toBeNull();
  });

  it("'Continuer à parier' passes over a draw the operators closed, for the one added before it", async () => {
    sessionStorage.setItem(BASKET_STORAGE_KEY, serializeBasket([duoBenin, soloTogo]));
    const draws = statuses();
    renderPage(BasketPage, { path: '/basket', url: '/basket', now: FIXTURE_NOW, draws: draws.load });
    const link = screen.getByRole('link', { name: 'Continuer à parier' });
    expect(link).toHaveAttribute('href', '/betting/TG/lundi/9h');
    await draws.set({ country: 'TG', drawAt: soloTogo.drawAt, status: 'closed' });
    expect(link).toHaveAttribute('href', '/betting/BJ/lundi/14h');
  });
});
