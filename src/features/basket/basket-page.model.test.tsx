import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type BasketSnapshot,
  selectCanRetry,
  selectCanValidate,
  selectFailure,
  selectPlacedTicket,
  selectIsValidating,
  selectLines,
  selectShowsSuccess,
  selectTotals,
} from '../../../machines/basket/basket.selectors';
import {
  selectItemCount,
} from '../../../machines/basket/basket-builder.selectors';
import { HttpResponse, http } from 'msw';
import {
  MESSAGE_DONE,
  MODEL_TICKET,
  PLACED,
  PLACEMENT_FAILED,
  VALIDATION_DONE,
  basketTestModel,
  describePath,
} from '../../../tests/kit/basket-test-model';
import { SUPABASE_URL } from '../../../tests/msw/fixtures';
import { server } from '../../../tests/msw/server';
import { moneyRefusal } from '../../../tests/msw/ticket-handlers';
import { AFTER_TOGO_DRAW, duoBenin, permIvoryCoast, soloTogo } from '../../../tests/fixtures/basket-items';
import { BASKET_STORAGE_KEY, type BasketItem, serializeBasket } from '../../game/basket-item';
import { formatAmount } from '../../game/format';
import { loadTicketsApi } from '../../../tests/kit/api-loaded';
import { renderPage } from '../../../tests/kit/render';
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
  ticket: string | null;
  failure: string | null;
  retry: boolean;
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
    ticket: selectPlacedTicket(snapshot)?.code ?? null,
    failure: selectFailure(snapshot)?.message ?? null,
    retry: selectCanRetry(snapshot),
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
    ticket: screen.queryByRole('link', { name: /^LA-/ })?.textContent ?? null,
    failure: screen.queryByText("Vos paris n'ont pas été validés") ? (screen.getByRole('alert').querySelector('p')?.textContent ?? '') : null,
    retry: screen.queryByRole('button', { name: 'Réessayer' }) !== null,
    empty: screen.queryByText('Votre panier est vide') !== null && screen.queryByText('Ajoutez des paris pour commencer') !== null,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

/** The server answers when the path says: each placement request waits for the test's answer. */
let answer: ((response: Response) => void) | null = null;

/** The delays are faked; setImmediate stays real, so the request and its answer go on meanwhile. */
const FAKED: NonNullable<Parameters<typeof vi.useFakeTimers>[0]>['toFake'] = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'];

async function settleIo(until: () => boolean) {
  await act(async () => {
    for (let i = 0; i < 300 && !until(); i++) await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  });
}

/** The server answers the pending placement; the page hears of it. */
async function serverAnswers(response: () => Response) {
  const respond = answer!;
  answer = null;
  respond(response());
  await settleIo(() => false);
}

beforeAll(loadTicketsApi);

describe('basket page: model-based paths through the UI (@xstate/graph)', () => {
  const paths = model.getShortestPaths();

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_description, path) => {
    vi.useFakeTimers({ now: new Date(AFTER_TOGO_DRAW), toFake: FAKED });
    answer = null;
    server.use(http.post(`${SUPABASE_URL}/rest/v1/rpc/place_bets`, () => new Promise<Response>((resolve) => (answer = resolve))));
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
        'basket.validate': async () => {
          click('Valider');
          // the request reaches the server, which waits for the path's answer
          await settleIo(() => answer !== null);
        },
        'basket.retry': async () => {
          click('Réessayer');
          await settleIo(() => answer !== null);
        },
        [PLACED]: () =>
          serverAnswers(() => HttpResponse.json({ ticket_id: 't-1', code: MODEL_TICKET.code, placed_at: MODEL_TICKET.placedAt, total_stake: 0, balance: MODEL_TICKET.balance })),
        [PLACEMENT_FAILED]: ({ event }) =>
          serverAnswers(() =>
            'code' in (event as unknown as { error: object }).error ? moneyRefusal('insufficient_funds', { missing: 1200, account: 'play' }) : HttpResponse.error(),
          ),
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
