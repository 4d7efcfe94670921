import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AWAITING_CI, BUSY_CONSOLE, DRAFT_BY_OPERATEUR2, ON_SALE_CI_10H, OPERATEUR1 } from '../../tests/fixtures/operator';
import { AWA, type PlayerFixture, storedSession } from '../../tests/msw/fixtures';
import { consoleFailing, consoleServer } from '../../tests/msw/operator-handlers';
import { server } from '../../tests/msw/server';
import { signedInHandlers } from '../../tests/msw/supabase-handlers';
import { renderRoutes } from '../../tests/kit/render';
import { formatAmount } from '../game/format';
import { routes } from './routes';

const LONG = { timeout: 30_000 };
const amount = (value: number) => formatAmount(value).replace(/\s+/g, ' ');
const CI_7H = "Côte d'Ivoire · Lundi 23 nov. 2026 à 7h";
const TG_SATURDAY = 'Togo · Samedi 21 nov. 2026 à 18h';
const BJ_SUNDAY = 'Bénin · Dimanche 22 nov. 2026 à 21h';
const CI_10H = "Côte d'Ivoire · Lundi 23 nov. 2026 à 10h";

function signedIn(player: PlayerFixture) {
  localStorage.clear();
  for (const [key, value] of Object.entries(storedSession(player))) localStorage.setItem(key, value);
  server.use(...signedInHandlers(player));
}

const region = (name: string) => within(screen.getByRole('region', { name }));

async function openConsole(options: Partial<Parameters<typeof consoleServer>[1]> = {}) {
  signedIn(OPERATEUR1);
  server.use(...consoleServer(BUSY_CONSOLE, { me: OPERATEUR1, ...options }));
  const rendered = renderRoutes(routes, { url: '/operateur', session: true });
  expect(await screen.findByRole('heading', { level: 1, name: 'Résultats des tirages à saisir' }, LONG)).toBeVisible();
  await screen.findByRole('article', { name: CI_7H }, LONG);
  return rendered;
}

beforeEach(() => localStorage.clear());

describe('/operateur (issue 16)', () => {
  it('sends a player to /player, having read nothing of the console', async () => {
    signedIn(AWA);
    const { router } = renderRoutes(routes, { url: '/operateur', session: true });
    await expect.poll(() => router.state.location.pathname, LONG).toBe('/player');
    expect(screen.queryByText('Résultats des tirages à saisir')).toBeNull();
  });

  it('sends a visitor to /login, like every protected route', async () => {
    const { router } = renderRoutes(routes, { url: '/operateur', session: true });
    await expect.poll(() => router.state.location.pathname, LONG).toBe('/login');
  });

  it('lists the draws waiting for a result, the drafts (its own one not confirmable) and the draws on sale, outside the player shell', async () => {
    await openConsole();
    expect(screen.queryByRole('link', { name: 'Panier' })).toBeNull();
    const awaiting = region('Tirages en attente de résultat');
    expect(awaiting.getByRole('article', { name: CI_7H })).toHaveTextContent(`2 paris · ${amount(4_000)} misés`);
    const drafts = region('Résultats à confirmer');
    const others = within(drafts.getByRole('article', { name: TG_SATURDAY }));
    expect(others.getByText(/Saisi par operateur2@lotoafrik.test/)).toBeVisible();
    expect(others.getByRole('list', { name: 'Numéros gagnants' })).toHaveTextContent(DRAFT_BY_OPERATEUR2.winningNumbers.join(''));
    expect(others.getByRole('button', { name: 'Confirmer' })).toBeEnabled();
    const mine = within(drafts.getByRole('article', { name: BJ_SUNDAY }));
    expect(mine.getByText(/Saisi par vous/)).toBeVisible();
    expect(mine.getByText('Vous avez saisi ce résultat : un autre opérateur doit le confirmer.')).toBeVisible();
    expect(mine.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
    const sales = region('Tirages en vente');
    // the first date on sale, every country: Monday's three draws, soonest first
    expect(sales.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      CI_10H,
      'Togo · Lundi 23 nov. 2026 à 13h',
      'Ghana · Lundi 23 nov. 2026 à 19h',
    ]);
  });

  it("does not list on sale a draw the database has closed, whatever the device's clock says", async () => {
    signedIn(OPERATEUR1);
    const closedMeanwhile = { ...AWAITING_CI, id: ON_SALE_CI_10H.id, time: '10h' as const, drawAt: ON_SALE_CI_10H.drawAt };
    server.use(...consoleServer({ ...BUSY_CONSOLE, awaiting: [closedMeanwhile] }, { me: OPERATEUR1 }));
    renderRoutes(routes, { url: '/operateur', session: true });
    const awaiting = within(await screen.findByRole('region', { name: 'Tirages en attente de résultat' }, LONG));
    expect(awaiting.getByRole('article', { name: CI_10H })).toBeVisible();
    expect(region('Tirages en vente').queryByRole('article', { name: CI_10H })).toBeNull();
    expect(region('Tirages en vente').getByRole('article', { name: 'Togo · Lundi 23 nov. 2026 à 13h' })).toBeVisible();
  });

  it('checks the typed result in French before sending it, then records it as a draft of its own', async () => {
    const { user } = await openConsole();
    await user.click(within(screen.getByRole('article', { name: CI_7H })).getByRole('button', { name: 'Saisir le résultat' }));
    const form = within(screen.getByRole('form', { name: `Résultat du tirage ${CI_7H}` }));
    for (const [i, n] of ['12', '12', '95', '4', ''].entries()) if (n) await user.type(form.getByRole('textbox', { name: `Numéro gagnant ${i + 1}` }), n);
    for (const [i, n] of [1, 2, 3, 4, 5].entries()) await user.type(form.getByRole('textbox', { name: `Numéro machine ${i + 1}` }), String(n));
    await user.click(form.getByRole('button', { name: 'Enregistrer le résultat' }));
    expect(form.getByText('Les numéros gagnants doivent être 5 numéros différents de 1 à 90.')).toBeVisible();
    expect(form.getByText('Numéro gagnant 2 : Ce numéro est déjà saisi dans cette série.')).toBeVisible();
    expect(form.getByText('Numéro gagnant 3 : Saisissez un numéro de 1 à 90.')).toBeVisible();
    expect(form.getByText('Numéro gagnant 5 : Saisissez un numéro.')).toBeVisible();
    expect(form.queryByText(/Les numéros machine/)).toBeNull();

    await user.clear(form.getByRole('textbox', { name: 'Numéro gagnant 2' }));
    await user.type(form.getByRole('textbox', { name: 'Numéro gagnant 2' }), '45');
    await user.clear(form.getByRole('textbox', { name: 'Numéro gagnant 3' }));
    await user.type(form.getByRole('textbox', { name: 'Numéro gagnant 3' }), '90');
    await user.type(form.getByRole('textbox', { name: 'Numéro gagnant 5' }), '7');
    await user.click(form.getByRole('button', { name: 'Enregistrer le résultat' }));
    expect(await screen.findByText('Résultat enregistré. Un autre opérateur doit maintenant le confirmer.', {}, LONG)).toBeVisible();
    const draft = within(await region('Résultats à confirmer').findByRole('article', { name: CI_7H }, LONG));
    expect(draft.getByRole('list', { name: 'Numéros gagnants' })).toHaveTextContent('12459047');
    expect(draft.getByText(/Saisi par vous/)).toBeVisible();
    expect(draft.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
    expect(region('Tirages en attente de résultat').queryByRole('article', { name: CI_7H })).toBeNull();
  });

  it("confirms another operator's draft after a step that shows the numbers and says what it does", async () => {
    const { user } = await openConsole({ settles: { won: 1, totalPayout: 180_000 } });
    await user.click(within(screen.getByRole('article', { name: TG_SATURDAY })).getByRole('button', { name: 'Confirmer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirmer ce résultat ?' }));
    expect(dialog.getByRole('list', { name: 'Numéros machine' })).toHaveTextContent(DRAFT_BY_OPERATEUR2.machineNumbers.join(''));
    expect(dialog.getByText(/En confirmant, le tirage est réglé : les paris gagnants sont payés/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Confirmer et régler' }));
    expect(await screen.findByText(`Tirage réglé : 1 pari gagnant sur 3, ${amount(180_000)} versés.`, { normalizer: (t) => t.replace(/\s+/g, ' ') }, LONG)).toBeVisible();
    await expect.poll(() => screen.queryByRole('article', { name: TG_SATURDAY })).toBeNull();
  });

  it('a confirmation answered before its bets are settled: the settlement goes on, its progress read every 2 s until it ends (issue 36)', async () => {
    const { user } = await openConsole({ inBackground: { chunk: 2 } });
    expect(screen.queryByRole('region', { name: 'Règlements en cours' })).toBeNull();
    await user.click(within(screen.getByRole('article', { name: TG_SATURDAY })).getByRole('button', { name: 'Confirmer' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirmer ce résultat ?' })).getByRole('button', { name: 'Confirmer et régler' }));
    expect(await screen.findByText('Résultat confirmé : le règlement des paris est en cours.', {}, LONG)).toBeVisible();
    expect(screen.queryByText(/^Tirage réglé/)).toBeNull();
    // read with the lists after the confirmation, then every 2 s: 0, 2, then 3 of its 3 bets, and gone
    const running = within(await screen.findByRole('region', { name: 'Règlements en cours' }, LONG));
    const card = within(running.getByRole('article', { name: TG_SATURDAY }));
    expect(card.getByText('Règlement en cours : 0 / 3 paris')).toBeVisible();
    expect(card.getByRole('progressbar', { name: 'Règlement en cours : 0 / 3 paris' })).toHaveAttribute('aria-valuenow', '0');
    expect(await card.findByText('Règlement en cours : 2 / 3 paris', {}, LONG)).toBeVisible();
    await expect.poll(() => screen.queryByRole('region', { name: 'Règlements en cours' }), { timeout: 30_000 }).toBeNull();
    // the rest of the console stayed
    expect(region('Tirages en attente de résultat').getByRole('article', { name: CI_7H })).toBeVisible();
  }, 30_000);

  it('a cancellation whose bets are still being refunded says so and shows the refund running', async () => {
    const { user } = await openConsole({ inBackground: { chunk: 0 } });
    await user.click(within(screen.getByRole('article', { name: CI_7H })).getByRole('button', { name: 'Annuler le tirage' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Annuler ce tirage ?' })).getByRole('button', { name: 'Annuler le tirage' }));
    expect(await screen.findByText('Tirage annulé : le remboursement des paris est en cours.', {}, LONG)).toBeVisible();
    const running = within(await screen.findByRole('region', { name: 'Règlements en cours' }, LONG));
    expect(running.getByRole('article', { name: CI_7H })).toHaveTextContent('Remboursement en cours : 0 / 2 paris');
  });

  it("shows the database's refusal in the dialog and keeps it open", async () => {
    const { user } = await openConsole({ refuse: { confirm_draw_result: ['same_operator', { draw_id: DRAFT_BY_OPERATEUR2.id }] } });
    await user.click(within(screen.getByRole('article', { name: TG_SATURDAY })).getByRole('button', { name: 'Confirmer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirmer ce résultat ?' }));
    await user.click(dialog.getByRole('button', { name: 'Confirmer et régler' }));
    expect(await dialog.findByText("Un autre opérateur doit confirmer ce résultat : vous l'avez saisi vous-même.")).toBeVisible();
    expect(screen.getByRole('article', { name: TG_SATURDAY })).toBeInTheDocument();
  });

  it("closes sales early only once confirmed: 'Retour' sends nothing", async () => {
    const { user } = await openConsole();
    const card = () => within(region('Tirages en vente').getByRole('article', { name: CI_10H }));
    await user.click(card().getByRole('button', { name: 'Clore les ventes' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Clore les ventes ?' }));
    expect(dialog.getByText(new RegExp(`Les ventes du tirage ${CI_10H} seront closes maintenant, avant l'heure prévue.`))).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Retour' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(card().getByRole('button', { name: 'Clore les ventes' })).toBeEnabled();

    await user.click(card().getByRole('button', { name: 'Clore les ventes' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Clore les ventes ?' }));
    await user.click(dialog.getByRole('button', { name: 'Clore les ventes' }));
    expect(await screen.findByText('Ventes closes : le tirage attend maintenant son résultat.', {}, LONG)).toBeVisible();
    expect(await region('Tirages en attente de résultat').findByRole('article', { name: CI_10H }, LONG)).toBeVisible();
    expect(region('Tirages en vente').queryByRole('article', { name: CI_10H })).toBeNull();
  });

  it('cancels a draw with a reason, saying first that its bets will be refunded', async () => {
    const { user } = await openConsole();
    await user.click(within(screen.getByRole('article', { name: CI_7H })).getByRole('button', { name: 'Annuler le tirage' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Annuler ce tirage ?' }));
    expect(dialog.getByText(new RegExp(`ses 2 paris seront remboursés \\(${amount(AWAITING_CI.totalStake)}\\)`), { normalizer: (t) => t.replace(/\s+/g, ' ') })).toBeVisible();
    await user.type(dialog.getByRole('textbox', { name: 'Motif (facultatif)' }), 'Panne de la machine');
    await user.click(dialog.getByRole('button', { name: 'Annuler le tirage' }));
    expect(await screen.findByText(`Tirage annulé : 2 paris remboursés (${amount(4_000)}).`, { normalizer: (t) => t.replace(/\s+/g, ' ') }, LONG)).toBeVisible();
    await expect.poll(() => screen.queryByRole('article', { name: CI_7H })).toBeNull();
  });

  it("says when the lists cannot be read, and 'Réessayer' reads them again", async () => {
    signedIn(OPERATEUR1);
    server.use(...consoleFailing());
    const { user } = renderRoutes(routes, { url: '/operateur', session: true });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent("Les tirages n'ont pas pu être chargés");
    server.use(...consoleServer(BUSY_CONSOLE, { me: OPERATEUR1 }));
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: CI_7H }, LONG)).toBeVisible();
  }, 30_000);
});
