import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BasketPage } from '../../src/features/basket/basket-page';
import { AFTER_TOGO_DRAW, basketItem, duoBenin, permIvoryCoast, soloTogo, storedBasket, trioGhana } from '../../tests/fixtures/basket-items';
import { AWA, KOFI } from '../../tests/msw/fixtures';
import { RECEIPT, placeBets } from '../../tests/msw/ticket-handlers';
import { signedInWithStatus, withPlayStatus } from '../session/play-status';
import { signedInAs } from '../session/signed-in';
import { offline } from '../session/offline';

const HOUR = 3_600_000;
/** Parameters merge deeply, so each story seeds its own basket rather than overriding a shared one. */
const basket = (...items: Parameters<typeof storedBasket>) => ({ sessionStorage: storedBasket(...items) });
const THREE_ITEMS = basket(soloTogo, duoBenin, trioGhana);

const meta = {
  title: 'Pages/Basket',
  component: BasketPage,
  parameters: {
    route: { path: '/basket', url: '/basket' },
  },
} satisfies Meta<typeof BasketPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const SOLO = 'Solo Direct, Togo, Lundi 9h';
const PERM_OF_SIX = basketItem({ id: 'perm-6', type: 'perm', option: 'direct', mode: 'normal', country: 'TG', day: 'lundi', time: '9h', selection: { numbers: [3, 17, 42, 55, 71, 88] }, stake: 100 });
const BANKER_OF_TEN = basketItem({
  id: 'banker-10',
  type: 'banker',
  option: 'direct',
  mode: 'normal',
  country: 'TG',
  day: 'lundi',
  time: '9h',
  selection: { banker: 45, base: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
  stake: 100,
});
const DUO = 'Duo Direct, Bénin, Lundi 14h';

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Récapitulatif de votre panier' })).toBeVisible();
    await expect(canvas.getByText('Votre panier est vide')).toBeVisible();
    await expect(canvas.getByText('Ajoutez des paris pour commencer')).toBeVisible();
  },
};

export const WithItems: Story = {
  parameters: THREE_ITEMS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('checkbox', { name: 'Tout sélectionner' })).toBeChecked();
    await expect(canvas.getByText('3 sur 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Valider' })).toBeEnabled();
  },
};

export const PartiallySelected: Story = {
  parameters: THREE_ITEMS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: `Sélectionner ${DUO}` }));
    await expect(canvas.getByText('2 sur 3')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Tout sélectionner' })).not.toBeChecked();
  },
};

/** The server never answers here, so the loading state stays on screen. */
export const Validating: Story = {
  parameters: { ...THREE_ITEMS, msw: [placeBets.pending()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Valider' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Validation de vos paris en cours…');
    await expect(canvas.getByRole('button', { name: 'Vider' })).toBeDisabled();
  },
};

/** Two of three items validated: the message stays, the third item is left in the basket. */
export const Success: Story = {
  parameters: { ...THREE_ITEMS, msw: [placeBets.succeeds()], basketDelays: { VALIDATION_DELAY: 50, MESSAGE_DELAY: HOUR } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: `Sélectionner ${DUO}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Valider' }));
    await expect(await canvas.findByText('Succès!')).toBeVisible();
    await expect(canvas.getByText('Vos paris ont été validés avec succès!')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('article', { name: DUO })).toBeVisible();
  },
};

/** Every item validated: after the message the player is sent to /player (delays shortened for the story). */
export const SuccessAllSelected: Story = {
  parameters: { ...THREE_ITEMS, msw: [placeBets.succeeds()], basketDelays: { VALIDATION_DELAY: 50, MESSAGE_DELAY: 400 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Valider' }));
    await expect(await canvas.findByText('Succès!')).toBeVisible();
    await expect(canvas.getByText('Votre panier est vide')).toBeVisible();
    await expect(await canvas.findByText('Redirigé vers /player', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** Unreadable sessionStorage: the problem is logged (console) and the basket shows empty. */
export const CorruptStorage: Story = {
  parameters: { sessionStorage: { basketItems: '[{"id":' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Votre panier est vide')).toBeVisible();
  },
};

/** Togo's 9h draw has passed since the item was added. */
export const ClosedDraw: Story = {
  parameters: { now: AFTER_TOGO_DRAW, ...basket(soloTogo, duoBenin) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const solo = within(canvas.getByRole('article', { name: SOLO }));
    await expect(solo.getByText('Tirage clos')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: `Sélectionner ${SOLO}` })).toBeDisabled();
    await expect(canvas.getByText('1 sur 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Retirer ${SOLO}` })).toBeEnabled();
  },
};

/** A jackpot of 10 numbers on Côte d'Ivoire's Monday 16h: 252 lines. */
const jackpot = (n: number) =>
  basketItem({ id: `jackpot-${n}`, type: 'jackpot', option: 'direct', mode: 'normal', country: 'CI', day: 'lundi', time: '16h', selection: { numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, stake: 100 });

/** Ten jackpots of 252 lines and a solo: 2 523 lines, more than one ticket holds (issue 36). 'Valider' waits until the solo is deselected. */
export const OverTicketBound: Story = {
  parameters: basket(...Array.from({ length: 10 }, (_, n) => jackpot(n)), soloTogo),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const valider = canvas.getByRole('button', { name: 'Valider' });
    await expect(valider).toBeDisabled();
    const bound = canvas.getByText('Un ticket compte au plus 100 paris et 2 520 lignes.');
    await expect(bound).toBeVisible();
    await expect(bound.parentElement).toHaveTextContent(/Votre sélection : 11 paris, 2\s523 lignes\. Désélectionnez des paris pour les valider en plusieurs tickets\.$/);
    await expect(valider).toHaveAccessibleDescription(/^Un ticket compte au plus 100 paris et 2 520 lignes\./);
    await userEvent.click(canvas.getByRole('checkbox', { name: `Sélectionner ${SOLO}` }));
    await expect(canvas.queryByText('Un ticket compte au plus 100 paris et 2 520 lignes.')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Valider' })).toBeEnabled();
  },
};

export const ManyCombinations: Story = {
  parameters: basket(permIvoryCoast, soloTogo),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const perm = within(canvas.getByRole('article', { name: "Perm Turbo 2, Côte d'Ivoire, Lundi 16h" }));
    await expect(perm.getByText('10 combinaisons :')).toBeVisible();
    await expect(perm.getByText('+8 autres...')).toBeVisible();
  },
};

/** A perm of 6 and a banker against 10 (sharing 3) on one draw: 'Gain maximal possible' (what that draw can really pay them) totalled beside 'Gain potentiel', and why they differ. */
export const PotentialAboveMaximum: Story = {
  parameters: basket(PERM_OF_SIX, BANKER_OF_TEN),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(canvas.getByRole('region', { name: 'Total de la sélection' }));
    // 15 × 300 × 100 + 10 × 300 × 100
    await expect(summary.getByText('Gain potentiel').nextSibling).toHaveTextContent(/^750\s000 CFA$/);
    // one draw of 5 numbers: 5 of the perm's (10 couples × 300 × 100) beats 45 with 3 and 3 more of the perm
    // (6 + 1 couples) or 45 with 4 of its base (4): not the 300 000 + 120 000 of their own maxima
    await expect(summary.getByText('Gain maximal possible').nextSibling).toHaveTextContent(/^300\s000 CFA$/);
    await expect(
      summary.getByText("Gain potentiel : toutes les combinaisons gagnantes à la fois, ce qu'aucun tirage ne permet ; le gain maximal possible est ce que ces paris peuvent réellement rapporter."),
    ).toBeVisible();
    const banker = within(canvas.getByRole('article', { name: 'Banker Direct, Togo, Lundi 9h' }));
    await expect(within(banker.getByRole('list', { name: 'Banker' })).getByRole('listitem')).toHaveTextContent('45');
  },
};

/** Each selected item on its own draw and able to pay its potential: the totals agree, no line. */
export const PotentialIsMaximum: Story = {
  parameters: basket(soloTogo, duoBenin),
  play: async ({ canvasElement }) => {
    const summary = within(within(canvasElement).getByRole('region', { name: 'Total de la sélection' }));
    // 3 × 200 × 13 + 500 × 180: the solo's three numbers can all come out, the duo's one couple win
    await expect(summary.getByText('Gain potentiel').nextSibling).toHaveTextContent(/^97\s800 CFA$/);
    await expect(summary.getByText('Gain maximal possible').nextSibling).toHaveTextContent(/^97\s800 CFA$/);
    await expect(summary.queryByText(/^Gain potentiel :/)).toBeNull();
  },
};

/** Signed in as Awa (12 500 CFA): the play balance shows beside the total of the selection. */
export const WithPlayBalance: Story = {
  parameters: { ...THREE_ITEMS, ...signedInAs(AWA) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Solde de jeu')).toBeVisible();
    await expect(canvas.queryByText(/Solde insuffisant/)).toBeNull();
  },
};

/** Kofi has 0 CFA: 'Valider' says how much is missing and offers to recharge. */
export const BalanceShort: Story = {
  parameters: { ...THREE_ITEMS, ...signedInAs(KOFI) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shortfall = await canvas.findByText(/Solde insuffisant : il vous manque/);
    await expect(shortfall).toBeVisible();
    await expect(within(shortfall).getByRole('link', { name: 'Recharger' })).toHaveAttribute('href', '/recharge');
    await expect(canvas.getByRole('button', { name: 'Valider' })).toHaveAttribute('aria-describedby', shortfall.id);
  },
};

/** Placing the ticket: the server has not answered yet. */
export const Placing: Story = {
  parameters: { ...THREE_ITEMS, ...signedInAs(AWA, placeBets.pending()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Valider' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Validation de vos paris en cours…');
    await expect(canvas.getByRole('checkbox', { name: `Sélectionner ${SOLO}` })).toBeDisabled();
  },
};

/** The ticket is bought: its code links to its verification page, and the new balance shows. */
export const PlacedWithCode: Story = {
  parameters: { ...THREE_ITEMS, ...signedInAs(AWA, placeBets.succeeds()), basketDelays: { VALIDATION_DELAY: 50, MESSAGE_DELAY: HOUR } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: `Sélectionner ${DUO}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Valider' }));
    await expect(await canvas.findByText('Succès!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: RECEIPT.code })).toHaveAttribute('href', `/ticket/${RECEIPT.code}`);
    await expect(canvas.getByText(/Nouveau solde/)).toBeVisible();
  },
};

/** The server refuses: not enough play balance. Every bet stays, selected; 'Recharger' shows the way. */
export const InsufficientFunds: Story = {
  parameters: { ...THREE_ITEMS, ...signedInAs(AWA, placeBets.refuses('insufficient_funds', { missing: 1200, account: 'play', available: 0 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Valider' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/Solde insuffisant : il vous manque 1.200 CFA\./);
    await expect(within(alert).getByRole('link', { name: 'Recharger' })).toHaveAttribute('href', '/recharge');
    await expect(canvas.getByRole('checkbox', { name: 'Tout sélectionner' })).toBeChecked();
  },
};

/** The Togo draw closed before the server took the ticket: the message names the bet. */
export const DrawClosed: Story = {
  parameters: { ...THREE_ITEMS, ...signedInAs(AWA, placeBets.refuses('draw_closed', { index: 0, country: 'TG', draw_day: 'lundi', draw_time: '9h', status: 'closed' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Valider' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Ce tirage est clos.');
    await expect(alert).toHaveTextContent(`Pari concerné : ${SOLO}.`);
    await expect(within(canvas.getByRole('article', { name: SOLO })).getByText('Refusé : Ce tirage est clos.')).toBeVisible();
  },
};

/** No answer (the network dropped): the bets are locked until 'Réessayer', which sends the same key and buys the ticket once. */
export const NetworkErrorThenRetry: Story = {
  parameters: { ...THREE_ITEMS, ...signedInAs(AWA, placeBets.offlineOnce()), basketDelays: { VALIDATION_DELAY: 50, MESSAGE_DELAY: HOUR } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Valider' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    await expect(canvas.getByRole('button', { name: 'Vider' })).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await expect(await canvas.findByText('Succès!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: RECEIPT.code })).toBeVisible();
  },
};

/** The same story stopped before 'Réessayer': what the player sees while the outcome is unknown. */
export const NetworkError: Story = {
  parameters: { ...THREE_ITEMS, ...signedInAs(AWA, placeBets.offlineOnce()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Valider' }));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Valider' })).toBeDisabled();
  },
};

/** Issue 38: an excluded player is told before 'Valider', which stays disabled; the bets stay in the basket. */
export const Excluded: Story = {
  decorators: [withPlayStatus],
  parameters: { ...signedInWithStatus(AWA, { exclusion: { until: '2026-11-24T11:55:00.000Z' } }), ...basket(soloTogo) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('status', { name: 'Exclusion en cours' }, { timeout: 30_000 });
    await expect(banner).toHaveTextContent(
      "Vous vous êtes exclu du jeu jusqu'au 24 nov. 2026 à 11:55 (heure de Lomé). D'ici là, vous ne pouvez pas valider de ticket ; vos paris restent dans votre panier.",
    );
    await expect(canvas.getByRole('button', { name: 'Valider' })).toBeDisabled();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

/** Offline (issue 41): the basket is kept, and 'Valider' is refused with the reason until the network returns. */
export const Offline: Story = {
  parameters: THREE_ITEMS,
  decorators: [offline],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByText('Sans connexion, vos paris ne peuvent pas être validés. Votre panier est conservé : validez-le dès le retour du réseau.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Valider' })).toBeDisabled();
  },
};
