import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AWAITING_CI, BUSY_CONSOLE, DRAFT_BY_OPERATEUR2, EMPTY_CONSOLE, OPERATEUR1 } from '../../tests/fixtures/operator';
import { AWA } from '../../tests/msw/fixtures';
import { consoleFailing, consolePending, consoleServer } from '../../tests/msw/operator-handlers';
import { DISCREPANCIES } from '../../tests/msw/operator-payment-fixtures';
import { OperatorPage } from '../../src/features/operator/operator-page';
import { signedInAs } from '../session/signed-in';

const CI_7H = "Côte d'Ivoire · Lundi 23 nov. 2026 à 7h";
const TG_SATURDAY = 'Togo · Samedi 21 nov. 2026 à 18h';
const CI_10H = "Côte d'Ivoire · Lundi 23 nov. 2026 à 10h";

const meta = {
  title: 'Pages/Operator',
  component: OperatorPage,
  // no session here: Storybook merges a story's parameters deeply, so a player would inherit the operator's claim
  parameters: { layout: 'fullscreen', route: { path: '/operateur', url: '/operateur' } },
} satisfies Meta<typeof OperatorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** operateur1 signed in, the console's server holding `BUSY_CONSOLE` unless told otherwise. */
const asOperator1 = (options: Omit<Parameters<typeof consoleServer>[1], 'me'> = {}) => signedInAs(OPERATEUR1, ...consoleServer(BUSY_CONSOLE, { me: OPERATEUR1, ...options }));

const card = async (canvasElement: HTMLElement, name: string) => within(await within(canvasElement).findByRole('article', { name }, { timeout: 30_000 }));
const body = () => within(document.body);

/** The three lists are on their way. */
export const Loading: Story = {
  parameters: signedInAs(OPERATEUR1, ...consolePending()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement des tirages…')).toBeVisible();
  },
};

/** Nothing waits for the operators. */
export const Empty: Story = {
  parameters: signedInAs(OPERATEUR1, ...consoleServer(EMPTY_CONSOLE, { me: OPERATEUR1 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Aucun tirage n'attend de résultat.")).toBeVisible();
    await expect(canvas.getByText("Aucun résultat n'attend de confirmation.")).toBeVisible();
    await expect(canvas.getByText('Aucun tirage en vente pour ce choix.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Paiements à vérifier' })).toBeNull();
  },
};

/** A draw waiting for its result, a draft of operateur2 (confirmable) and one of ours (not), draws on sale. */
export const WithQueue: Story = {
  parameters: asOperator1(),
  play: async ({ canvasElement }) => {
    const others = await card(canvasElement, TG_SATURDAY);
    await expect(others.getByRole('button', { name: 'Confirmer' })).toBeEnabled();
    const mine = await card(canvasElement, 'Bénin · Dimanche 22 nov. 2026 à 21h');
    await expect(mine.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
    await expect(mine.getByText('Vous avez saisi ce résultat : un autre opérateur doit le confirmer.')).toBeVisible();
  },
};

/** The same on a phone. */
export const Mobile: Story = {
  parameters: asOperator1(),
  globals: { viewport: { value: 'mobile1' } },
  play: WithQueue.play,
};

/** A result typed with a repeated and a missing number: French messages per series and per field. */
export const ResultInvalid: Story = {
  parameters: asOperator1(),
  play: async ({ canvasElement }) => {
    await userEvent.click((await card(canvasElement, CI_7H)).getByRole('button', { name: 'Saisir le résultat' }));
    const form = within(within(canvasElement).getByRole('form', { name: `Résultat du tirage ${CI_7H}` }));
    await userEvent.type(form.getByRole('textbox', { name: 'Numéro gagnant 1' }), '12');
    await userEvent.type(form.getByRole('textbox', { name: 'Numéro gagnant 2' }), '12');
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer le résultat' }));
    await expect(form.getByText('Les numéros gagnants doivent être 5 numéros différents de 1 à 90.')).toBeVisible();
    await expect(form.getByText('Numéro gagnant 2 : Ce numéro est déjà saisi dans cette série.')).toBeVisible();
    await expect(form.getByText('Les numéros machine doivent être 5 numéros différents de 1 à 90.')).toBeVisible();
  },
};

/** A valid result sent: it waits for another operator's confirmation. */
export const Recorded: Story = {
  parameters: asOperator1(),
  play: async ({ canvasElement }) => {
    await userEvent.click((await card(canvasElement, CI_7H)).getByRole('button', { name: 'Saisir le résultat' }));
    const form = within(within(canvasElement).getByRole('form', { name: `Résultat du tirage ${CI_7H}` }));
    for (const [i, n] of [12, 45, 90, 4, 7].entries()) await userEvent.type(form.getByRole('textbox', { name: `Numéro gagnant ${i + 1}` }), String(n));
    for (const [i, n] of [1, 2, 3, 4, 5].entries()) await userEvent.type(form.getByRole('textbox', { name: `Numéro machine ${i + 1}` }), String(n));
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer le résultat' }));
    await expect(await within(canvasElement).findByText('Résultat enregistré. Un autre opérateur doit maintenant le confirmer.')).toBeVisible();
  },
};

/** Confirming operateur2's draft: the numbers again, and what confirming does. */
export const ConfirmStep: Story = {
  parameters: asOperator1(),
  play: async ({ canvasElement }) => {
    await userEvent.click((await card(canvasElement, TG_SATURDAY)).getByRole('button', { name: 'Confirmer' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Confirmer ce résultat ?' }));
    await expect(dialog.getByRole('list', { name: 'Numéros gagnants' })).toHaveTextContent(DRAFT_BY_OPERATEUR2.winningNumbers.join(''));
    // the dialog fades in: visible once its transition has run
    await waitFor(() => expect(dialog.getByText(/En confirmant, le tirage est réglé : les paris gagnants sont payés/)).toBeVisible());
  },
};

/** Confirmed: the draw is settled and what it paid is said. */
export const Settled: Story = {
  parameters: asOperator1({ settles: { won: 1, totalPayout: 180_000 } }),
  play: async ({ canvasElement }) => {
    await userEvent.click((await card(canvasElement, TG_SATURDAY)).getByRole('button', { name: 'Confirmer' }));
    await userEvent.click(within(await body().findByRole('dialog', { name: 'Confirmer ce résultat ?' })).getByRole('button', { name: 'Confirmer et régler' }));
    await expect(await within(canvasElement).findByText(/^Tirage réglé : 1 pari gagnant sur 3, 180\s000 CFA versés\.$/)).toBeVisible();
  },
};

const GH_MONDAY: Parameters<typeof consoleServer>[1]['settlements'] = [
  {
    draw: { id: 'd0000000-0000-4000-8000-0000000000f1', country: 'GH', day: 'dimanche', time: '19h', drawAt: '2026-11-22T19:00:00Z' },
    kind: 'settle',
    totalBets: 100_000,
    doneBets: 12_345,
  },
  { draw: AWAITING_CI, kind: 'refund', totalBets: 12, doneBets: 3 },
];

/** A big draw being settled and a cancelled one being refunded, chunk by chunk in the background (issue 36): their progress, read again every 2 s. */
export const SettlementRunning: Story = {
  parameters: asOperator1({ settlements: GH_MONDAY }),
  play: async ({ canvasElement }) => {
    const running = within(await within(canvasElement).findByRole('region', { name: 'Règlements en cours' }, { timeout: 30_000 }));
    const ghana = within(running.getByRole('article', { name: 'Ghana · Dimanche 22 nov. 2026 à 19h' }));
    await expect(ghana.getByText(/^Règlement en cours : 12\s345 \/ 100\s000 paris$/)).toBeVisible();
    await expect(ghana.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12.345');
    const refund = within(running.getByRole('article', { name: CI_7H }));
    await expect(refund.getByText('Remboursement en cours : 3 / 12 paris')).toBeVisible();
    await expect(refund.getByRole('progressbar', { name: 'Remboursement en cours : 3 / 12 paris' })).toHaveAttribute('aria-valuenow', '25');
  },
};

/** Confirmed, its bets settled after the answer: the notice says the settlement goes on, and its progress follows until it ends. */
export const ConfirmedSettling: Story = {
  parameters: asOperator1({ inBackground: { chunk: 2 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await card(canvasElement, TG_SATURDAY)).getByRole('button', { name: 'Confirmer' }));
    await userEvent.click(within(await body().findByRole('dialog', { name: 'Confirmer ce résultat ?' })).getByRole('button', { name: 'Confirmer et régler' }));
    await expect(await canvas.findByText('Résultat confirmé : le règlement des paris est en cours.')).toBeVisible();
    const running = within(await canvas.findByRole('region', { name: 'Règlements en cours' }, { timeout: 30_000 }));
    await expect(await running.findByText('Règlement en cours : 2 / 3 paris', {}, { timeout: 30_000 })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Règlements en cours' })).toBeNull(), { timeout: 30_000 });
  },
};

/** Payments the provider and we disagree on (issue 37), the last reported first: what, our payment, the provider's reference, how often. */
export const PaymentsToCheck: Story = {
  name: 'Paiements à vérifier',
  parameters: asOperator1({ discrepancies: DISCREPANCIES }),
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: 'Paiements à vérifier' }, { timeout: 30_000 }));
    await expect(section.getAllByRole('article').map((item) => item.getAttribute('aria-label'))).toEqual([
      "Payé chez l'opérateur après expiration",
      'Montant différent',
      'Paiement inconnu chez nous',
    ]);
    const paidLate = within(section.getByRole('article', { name: "Payé chez l'opérateur après expiration" }));
    await expect(paidLate.getByText('Recharge · T-Money · +228 90 12 34 56 · 5 000 CFA')).toBeVisible();
    await expect(paidLate.getByText('Notre statut : Expiré · Référence opérateur : SBX-7F3A-21')).toBeVisible();
    await expect(paidLate.getByText(/^Signalé 3 fois, la dernière le 23 nov\. 2026/)).toBeVisible();
    const amount = within(section.getByRole('article', { name: 'Montant différent' }));
    await expect(amount.getByText('Retrait · Orange Money · +225 07 12 34 56 78 · 25 000 CFA')).toBeVisible();
    await expect(amount.getByText("Montant annoncé par l'opérateur : 24 500 CFA")).toBeVisible();
    await expect(amount.getByText('Notre statut : En attente · Référence opérateur : SBX-90C2-07')).toBeVisible();
    const unknown = within(section.getByRole('article', { name: 'Paiement inconnu chez nous' }));
    await expect(unknown.getByText('Référence opérateur : SBX-0000-99')).toBeVisible();
    await expect(unknown.getByText(/^Signalé une fois, le 2[23] nov\. 2026/)).toBeVisible();
  },
};

/** The database refused (here: the draft is the operator's own): the dialog stays with the French reason. */
export const Refused: Story = {
  parameters: asOperator1({ refuse: { confirm_draw_result: ['same_operator', {}] } }),
  play: async ({ canvasElement }) => {
    await userEvent.click((await card(canvasElement, TG_SATURDAY)).getByRole('button', { name: 'Confirmer' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Confirmer ce résultat ?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer et régler' }));
    await expect(await dialog.findByText("Un autre opérateur doit confirmer ce résultat : vous l'avez saisi vous-même.")).toBeVisible();
  },
};

/** Closing sales early: what it does, before anything is sent. */
export const CloseStep: Story = {
  parameters: asOperator1(),
  play: async ({ canvasElement }) => {
    await userEvent.click((await card(canvasElement, CI_10H)).getByRole('button', { name: 'Clore les ventes' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Clore les ventes ?' }));
    // the dialog fades in: visible once its transition has run
    await waitFor(() => expect(dialog.getByText(/seront closes maintenant, avant l'heure prévue/)).toBeVisible());
  },
};

/** Cancelling: its bets refunded, for good; an optional reason. */
export const CancelStep: Story = {
  parameters: asOperator1(),
  play: async ({ canvasElement }) => {
    await userEvent.click((await card(canvasElement, CI_7H)).getByRole('button', { name: 'Annuler le tirage' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Annuler ce tirage ?' }));
    // the dialog fades in: visible once its transition has run
    await waitFor(() => expect(dialog.getByText(/ses 2 paris seront remboursés/)).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: 'Motif (facultatif)' })).toBeEnabled();
  },
};

export const LoadError: Story = {
  parameters: signedInAs(OPERATEUR1, ...consoleFailing()),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent("Les tirages n'ont pas pu être chargés");
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};

/** A player is not an operator: sent to /player before anything is read. */
export const NotAnOperator: Story = {
  parameters: signedInAs(AWA),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Redirigé vers /player')).toBeVisible();
  },
};
