import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type BasketSnapshot,
  selectCanValidate,
  selectItemCount,
  selectIsValidating,
  selectLines,
  selectShowsSuccess,
  selectTotals,
} from '../../../machines/basket/basket.selectors';
import { MESSAGE_DONE, VALIDATION_DONE, basketTestModel, describePath } from '../../../machines/basket/basket.test-model';
import { AFTER_TOGO_DRAW, duoBenin, permIvoryCoast, soloTogo } from '../../../tests/fixtures/basket-items';
import { BASKET_STORAGE_KEY, type BasketItem, serializeBasket } from '../../game/basket-item';
import { formatAmount } from '../../game/format';
import { renderPage } from '../../../tests/utils/render';
import { describeItem } from './basket-item-card';
import { Component as BasketPage } from './basket-page';

// Togo's draw has closed: one item shows 'Tirage clos' from the start, the two others can be validated.
const ITEMS = [soloTogo, duoBenin, permIvoryCoast];
const storedText = serializeBasket(ITEMS);
const byId = new Map<string, BasketItem>(ITEMS.map((item) => [item.id, item]));
const label = (id: string) => describeItem(byId.get(id)!);
const idOf = (event: object) => (event as { id: string }).id;

// States differ by what is on screen (machine state, items, selection), not by the instant inside them.
const model = basketTestModel({
  input: { storedText, now: AFTER_TOGO_DRAW },
  serializeState: (s) => JSON.stringify([s.value, s.context.items.map((i) => i.id), [...s.context.selectedIds].sort()]),
});

interface View {
  redirected: boolean;
  cards: string[];
  summary: string[] | null;
  validate: 'enabled' | 'disabled' | null;
  loading: boolean;
  success: boolean;
  empty: boolean;
}

function expectedView(snapshot: BasketSnapshot): View {
  const lines = selectLines(snapshot);
  const totals = selectTotals(snapshot);
  const empty = selectItemCount(snapshot) === 0;
  return {
    redirected: snapshot.matches({ ready: 'emptied' }),
    cards: lines.map(({ item, selected, closed }) => `${selected ? '☑' : '☐'} ${describeItem(item)}${closed ? ' Tirage clos' : ''}`),
    summary: empty
      ? null
      : [
          `${totals.selectedCount} sur ${lines.length}`,
          formatAmount(totals.totalStake),
          formatAmount(totals.potentialWin),
          ...(totals.potentialMacWin === null ? [] : [formatAmount(totals.potentialMacWin)]),
        ],
    validate: empty ? null : selectCanValidate(snapshot) ? 'enabled' : 'disabled',
    loading: selectIsValidating(snapshot),
    success: selectShowsSuccess(snapshot),
    empty,
  };
}

function seenView(): View {
  const region = screen.queryByRole('region', { name: 'Total de la sélection' });
  const value = (name: string) => within(region!).queryByText(name)?.nextSibling?.textContent;
  const valider = screen.queryByRole('button', { name: 'Valider' });
  return {
    redirected: screen.queryByText('Redirigé vers /player') !== null,
    cards: screen.queryAllByRole('article').map((card) => {
      const checked = (within(card).getByRole('checkbox') as HTMLInputElement).checked;
      const closed = within(card).queryByText('Tirage clos') !== null;
      return `${checked ? '☑' : '☐'} ${card.getAttribute('aria-label')}${closed ? ' Tirage clos' : ''}`;
    }),
    summary: region
      ? [value('Paris sélectionnés'), value('Mise totale'), value('Gain potentiel'), value('Gain MAC potentiel')].filter(
          (text): text is string => text !== undefined && text !== null,
        )
      : null,
    validate: valider ? ((valider as HTMLButtonElement).disabled ? 'disabled' : 'enabled') : null,
    loading: screen.queryByText('Validation de vos paris en cours…') !== null,
    success: screen.queryByText('Succès!') !== null && screen.queryByText('Vos paris ont été validés avec succès!') !== null,
    empty: screen.queryByText('Votre panier est vide') !== null && screen.queryByText('Ajoutez des paris pour commencer') !== null,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('basket page: model-based paths through the UI (@xstate/graph)', () => {
  const paths = model.getShortestPaths();

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_description, path) => {
    vi.useFakeTimers({ now: new Date(AFTER_TOGO_DRAW) });
    sessionStorage.setItem(BASKET_STORAGE_KEY, storedText);
    const { router } = renderPage(BasketPage, { path: '/basket', url: '/basket', now: () => new Date() });
    const click = (name: string) => fireEvent.click(screen.getByRole(name.startsWith('Sélectionner') || name === 'Tout sélectionner' ? 'checkbox' : 'button', { name }));
    const sees = (expected: BasketSnapshot) => {
      const view = seenView();
      // after the redirect only the router's page is left to see
      expect(view.redirected ? { redirected: true } : view).toEqual(expected.matches({ ready: 'emptied' }) ? { redirected: true } : expectedView(expected));
    };
    await path.test({
      events: {
        'item.toggle': ({ event }) => {
          click(`Sélectionner ${label(idOf(event))}`);
        },
        'item.remove': ({ event }) => {
          click(`Retirer ${label(idOf(event))}`);
        },
        'items.selectAll': () => {
          click('Tout sélectionner');
        },
        'basket.clear': () => {
          click('Vider');
        },
        'basket.validate': () => {
          click('Valider');
        },
        // the player leaves and comes back: the app's basket is reviewed again (every open item selected)
        'basket.review': async () => {
          await act(() => router.navigate('/player'));
          await act(() => router.navigate('/basket'));
        },
        // SPEC §9, pinned: 1.5 s of validation, then 3 s of message
        [VALIDATION_DONE]: () => act(() => void vi.advanceTimersByTime(1_500)),
        [MESSAGE_DONE]: () => act(() => void vi.advanceTimersByTime(3_000)),
      },
      states: { '*': sees },
    });
  });
});
