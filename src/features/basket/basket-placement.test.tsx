import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { duoBenin, permIvoryCoast, soloTogo } from '../../../tests/fixtures/basket-items';
import { AWA, KOFI, type PlayerFixture, storedSession } from '../../../tests/msw/fixtures';
import { server } from '../../../tests/msw/server';
import { signedInHandlers } from '../../../tests/msw/supabase-handlers';
import { RECEIPT, placeBets } from '../../../tests/msw/ticket-handlers';
import { renderPage } from '../../../tests/kit/render';
import { BASKET_STORAGE_KEY, type BasketItem, parseStoredBasket, serializeBasket } from '../../game/basket-item';
import { formatAmount } from '../../game/format';
import { Component as BasketPage } from './basket-page';

const SOLO = 'Solo Direct, Togo, Lundi 9h';
const PERM = "Perm Turbo 2, Côte d'Ivoire, Lundi 16h";

/** Testing Library folds the narrow no-break space of French grouping into a plain space. */
const amount = (value: number) => formatAmount(value).replace(/\s+/g, ' ');
const summary = () => within(screen.getByRole('region', { name: 'Total de la sélection' }));
/** the page shows once the session has read the profile */
const loaded = () => screen.findByRole('region', { name: 'Total de la sélection' });
const stored = () => parseStoredBasket(sessionStorage.getItem(BASKET_STORAGE_KEY)).items.map((item) => item.id);
const checkboxes = () => screen.getAllByRole('checkbox', { name: /^Sélectionner / }) as HTMLInputElement[];

/** The placement requests the server received: the items (as bet rows) and the idempotency key. */
let requests: { items: { bet_type: string }[]; idempotency_key: string }[] = [];

beforeEach(() => {
  requests = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/rest/v1/rpc/place_bets')) requests.push((await request.clone().json()) as (typeof requests)[number]);
  });
});

afterEach(() => {
  server.events.removeAllListeners();
  localStorage.clear();
});

/** /basket signed in as `player`, the validation delay shortened: what comes after it is the point here. */
function open(player: PlayerFixture, items: readonly BasketItem[], ...handlers: Parameters<typeof server.use>) {
  for (const [key, value] of Object.entries(storedSession(player))) localStorage.setItem(key, value);
  server.use(...handlers, ...signedInHandlers(player));
  sessionStorage.setItem(BASKET_STORAGE_KEY, serializeBasket(items));
  return renderPage(BasketPage, { path: '/basket', url: '/basket', session: true, basket: { delays: { VALIDATION_DELAY: 10, MESSAGE_DELAY: 60_000 } } });
}

describe('basket screen: the play balance before validating', () => {
  it('shows the play balance beside the total of the selection', async () => {
    open(AWA, [soloTogo, duoBenin]);
    await loaded();
    expect(await summary().findByText('Solde de jeu')).toBeVisible();
    expect(summary().getByText('Solde de jeu').nextSibling).toHaveTextContent(amount(12_500));
    expect(summary().getByText('Mise totale').nextSibling).toHaveTextContent(amount(1_100));
    expect(summary().queryByText(/Solde insuffisant/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Valider' })).not.toHaveAttribute('aria-describedby');
  });

  it("says on 'Valider' how much is missing, with a way to recharge", async () => {
    const { user } = open(KOFI, [soloTogo, duoBenin]);
    await loaded();
    const shortfall = await summary().findByText(/Solde insuffisant/);
    expect(shortfall).toHaveTextContent(`Solde insuffisant : il vous manque ${amount(1_100)}.`);
    expect(screen.getByRole('button', { name: 'Valider' })).toHaveAccessibleDescription(`Solde insuffisant : il vous manque ${formatAmount(1_100)}. Recharger`);
    expect(within(shortfall).getByRole('link', { name: 'Recharger' })).toHaveAttribute('href', '/recharge');
    // the shortfall follows the selection
    await user.click(screen.getByRole('checkbox', { name: `Sélectionner ${SOLO}` }));
    expect(summary().getByText(/Solde insuffisant/)).toHaveTextContent(`il vous manque ${amount(500)}.`);
  });
});

describe('basket screen: placing the bets', () => {
  it('sends the selected items with a new key, then shows the ticket code as a link and the new balance', async () => {
    const { user } = open(AWA, [soloTogo, duoBenin, permIvoryCoast], placeBets.succeeds());
    await user.click(await screen.findByRole('checkbox', { name: `Sélectionner ${PERM}` }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    const success = await screen.findByRole('alert');
    expect(success).toHaveTextContent('Succès!');
    expect(success).toHaveTextContent('Vos paris ont été validés avec succès!');
    expect(within(success).getByRole('link', { name: RECEIPT.code })).toHaveAttribute('href', `/ticket/${RECEIPT.code}`);
    expect(success).toHaveTextContent(`Nouveau solde : ${amount(RECEIPT.balance)}`);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.items.map((item) => item.bet_type)).toEqual(['solo', 'duo']);
    expect(requests[0]!.idempotency_key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stored()).toEqual(['perm-ci']);
  });

  it('a second validation is a new attempt with a new key', async () => {
    const { user } = open(AWA, [soloTogo, duoBenin], placeBets.succeeds());
    await user.click(await screen.findByRole('checkbox', { name: `Sélectionner ${SOLO}` }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await screen.findByText('Succès!');
    await user.click(screen.getByRole('checkbox', { name: `Sélectionner ${SOLO}` }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await screen.findByText('Votre panier est vide');
    expect(requests).toHaveLength(2);
    expect(requests[1]!.idempotency_key).not.toBe(requests[0]!.idempotency_key);
  });

  it("insufficient funds: the French message and 'Recharger'; every item kept, selected", async () => {
    const { user } = open(AWA, [soloTogo, duoBenin], placeBets.refuses('insufficient_funds', { missing: 1200, account: 'play', available: 0 }));
    await user.click(await screen.findByRole('button', { name: 'Valider' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Vos paris n'ont pas été validés");
    expect(alert).toHaveTextContent(`Solde insuffisant : il vous manque ${amount(1_200)}.`);
    expect(within(alert).getByRole('link', { name: 'Recharger' })).toHaveAttribute('href', '/recharge');
    expect(within(alert).queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(checkboxes().map((box) => box.checked)).toEqual([true, true]);
    expect(stored()).toEqual(['solo-tg', 'duo-bj']);
    expect(screen.getByRole('button', { name: 'Valider' })).toBeEnabled();
  });

  it('a closed draw: the message names the bet, which is marked', async () => {
    const { user } = open(AWA, [soloTogo, duoBenin], placeBets.refuses('draw_closed', { index: 0, country: 'TG', draw_day: 'lundi', draw_time: '9h', status: 'closed' }));
    await user.click(await screen.findByRole('button', { name: 'Valider' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ce tirage est clos.');
    expect(alert).toHaveTextContent(`Pari concerné : ${SOLO}. Retirez-le ou désélectionnez-le, puis validez à nouveau.`);
    expect(within(screen.getByRole('article', { name: SOLO })).getByText('Refusé : Ce tirage est clos.')).toBeVisible();
    expect(checkboxes().map((box) => box.checked)).toEqual([true, true]);
    // deselecting it dismisses the message
    await user.click(screen.getByRole('checkbox', { name: `Sélectionner ${SOLO}` }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("no answer: items locked and kept; 'Réessayer' sends the same key, and the ticket comes once", async () => {
    const keys: string[] = [];
    const { user } = open(AWA, [soloTogo, duoBenin], placeBets.offlineOnce(RECEIPT, keys));
    await user.click(await screen.findByRole('button', { name: 'Valider' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    expect(alert).toHaveTextContent('Vos paris sont gardés. « Réessayer » ne vous débitera jamais deux fois.');
    expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vider' })).toBeDisabled();
    expect(checkboxes().every((box) => box.checked && box.disabled)).toBe(true);
    expect(stored()).toEqual(['solo-tg', 'duo-bj']);

    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Succès!')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(stored()).toEqual([]);
  });

  it("too many requests (429, issue 36): the French message, items kept; 'Réessayer' later is sold once", async () => {
    const keys: string[] = [];
    const { user } = open(AWA, [soloTogo, duoBenin], placeBets.rateLimitedOnce(RECEIPT, keys));
    await user.click(await screen.findByRole('button', { name: 'Valider' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Vos paris n'ont pas été validés");
    expect(alert).toHaveTextContent('Trop de demandes : réessayez dans quelques secondes.');
    expect(screen.queryByText('Succès!')).toBeNull();
    expect(checkboxes().map((box) => box.checked)).toEqual([true, true]);
    expect(stored()).toEqual(['solo-tg', 'duo-bj']);
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Succès!')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("the same key with another basket (idempotency_key_reused): never 'Succès!', the French message, every item kept", async () => {
    const { user } = open(AWA, [soloTogo, duoBenin], placeBets.refuses('idempotency_key_reused', {}));
    await user.click(await screen.findByRole('button', { name: 'Valider' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Cette demande a déjà été traitée avec d'autres informations. Veuillez recommencer.");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Succès!')).toBeNull();
    expect(checkboxes().map((box) => box.checked)).toEqual([true, true]);
    expect(stored()).toEqual(['solo-tg', 'duo-bj']);
    expect(screen.getByRole('button', { name: 'Valider' })).toBeEnabled();
  });

  it('a ticket the database finds too large (ticket_too_large): its French message, every item kept', async () => {
    const { user } = open(AWA, [soloTogo, duoBenin], placeBets.refuses('ticket_too_large', { items: 101, lines: 101, max_items: 100, max_lines: 2520 }));
    await user.click(await screen.findByRole('button', { name: 'Valider' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Un ticket compte au plus 100 paris et 2 520 lignes.');
    expect(stored()).toEqual(['solo-tg', 'duo-bj']);
  });

  it('while the server has not answered, the loading state stays', async () => {
    const { user } = open(AWA, [soloTogo], placeBets.pending());
    await user.click(await screen.findByRole('button', { name: 'Valider' }));
    expect(screen.getByRole('status')).toHaveTextContent('Validation de vos paris en cours…');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('status')).toHaveTextContent('Validation de vos paris en cours…');
    expect(screen.queryByText('Succès!')).toBeNull();
    expect(stored()).toEqual(['solo-tg']);
  });
});
