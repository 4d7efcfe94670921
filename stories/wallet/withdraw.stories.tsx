import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WithdrawPage } from '../../src/features/wallet/withdraw-page';
import { AWA } from '../../tests/msw/fixtures';
import { realtime } from '../../tests/msw/realtime-handlers';
import { paymentRow, payments, requestWithdrawal, withdrawalPhoneRow, withdrawalPhones } from '../../tests/msw/wallet-handlers';
import { signedInAs } from '../session/signed-in';
import { offline } from '../session/offline';

/** Awa has 12 500 CFA of winnings and was paid by Flooz before, to the Togo number she recharges from; she also recharged from a Wave number in Côte d'Ivoire. */
const WINNER = { ...AWA, winnings: 12_500 };
const EARLIER = paymentRow(AWA, { id: 'earlier-out', direction: 'out', provider: 'flooz', status: 'succeeded', provider_reference: 'sbx-1', created_at: '2026-11-20T10:00:00+00:00' });
const HER_PHONES = withdrawalPhones.of([
  withdrawalPhoneRow(AWA, { phone: '+22890123456', provider: 'flooz', last_recharged_at: '2026-11-22T10:00:00+00:00' }),
  withdrawalPhoneRow(AWA, { phone: '+2250712345678', provider: 'wave', last_recharged_at: '2026-11-18T10:00:00+00:00' }),
]);
const RULE = 'Les retraits sont envoyés uniquement vers un numéro depuis lequel vous avez déjà rechargé.';

/** A withdrawal of 5 000 CFA of its own story (realtime scripts are per row), and what the provider then says. */
function withdrawal(id: string, outcome?: 'succeeded' | 'failed') {
  const payment = paymentRow(AWA, { id, direction: 'out', provider: 'flooz' });
  const answer = requestWithdrawal.answers(payment, { balance: AWA.balance, winnings: 7_500 });
  if (!outcome) return [answer];
  return [answer, realtime.changes({ table: 'payments', record: { ...payment, status: outcome, provider_reference: 'sbx-9' }, afterMs: 300 })];
}

const meta = {
  title: 'Pages/Wallet/Withdraw',
  component: WithdrawPage,
  parameters: { layout: 'padded', route: { path: '/withdraw', url: '/withdraw' }, ...signedInAs(WINNER, payments.list([EARLIER]), HER_PHONES) },
} satisfies Meta<typeof WithdrawPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('textbox', { name: 'Montant à retirer (CFA)' }, { timeout: 30_000 });
  return canvas;
}

async function withdraw(canvasElement: HTMLElement, amount = '5000') {
  const canvas = await form(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Montant à retirer (CFA)' }), amount);
  await userEvent.click(canvas.getByRole('button', { name: 'Retirer' }));
  return canvas;
}

/** Her numbers, the one she was last paid on chosen, and the rule stated before 'Retirer'. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Retrait' })).toBeVisible();
    await expect(await canvas.findByLabelText(/^Gains disponibles : 12\s500 CFA$/)).toBeVisible();
    const numbers = canvas.getByRole('radiogroup', { name: 'Numéro de téléphone' });
    await expect(numbers).toHaveAccessibleDescription(RULE);
    await expect(canvas.getByText(RULE)).toBeVisible();
    await expect(within(numbers).getByRole('radio', { name: '+228 90 12 34 56' })).toBeChecked();
    await expect(within(numbers).getByRole('radio', { name: '+228 90 12 34 56' })).toHaveAccessibleDescription('Rechargé avec Flooz');
    await expect(within(numbers).getByRole('radio', { name: '+225 07 12 34 56 78' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Flooz' })).toBeChecked();
  },
};

/** Another of her numbers: its country's operators, the one she recharged it with chosen. */
export const AnotherNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '+225 07 12 34 56 78' }));
    await expect(canvas.getByRole('radio', { name: 'Wave' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Orange Money' })).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'Flooz' })).toBeNull();
  },
};

/** She never recharged successfully: no number may receive a withdrawal, so no form, the rule and the way to /recharge. */
export const WithoutPhones: Story = {
  parameters: signedInAs(WINNER, payments.list([]), withdrawalPhones.of([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = (await canvas.findByText('Aucun numéro pour recevoir un retrait', {}, { timeout: 30_000 })).closest<HTMLElement>('[role="status"]')!;
    await expect(notice).toHaveTextContent(RULE);
    await expect(within(notice).getByRole('link', { name: 'Recharger mon compte' })).toHaveAttribute('href', '/recharge');
    await expect(canvas.queryByRole('button', { name: 'Retirer' })).toBeNull();
  },
};

/** Her numbers could not be read: said so, with 'Réessayer', rather than a form that could only guess them. */
export const PhonesUnavailable: Story = {
  parameters: signedInAs(WINNER, payments.list([EARLIER]), withdrawalPhones.failing()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 30_000 });
    await expect(alert).toHaveTextContent("Vos numéros de retrait n'ont pas pu être chargés");
    await expect(alert).toHaveTextContent('Impossible de charger vos numéros de retrait.');
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** The database refuses the number (never recharged from): the reason on the number, the form as typed. */
export const RefusedNumber: Story = {
  parameters: signedInAs(WINNER, payments.list([EARLIER]), HER_PHONES, requestWithdrawal.refuses('unknown_withdrawal_phone', { phone: '+22890123456' })),
  play: async ({ canvasElement }) => {
    const canvas = await withdraw(canvasElement);
    const refusal = "Ce numéro n'a jamais servi à une recharge réussie : les retraits ne sont envoyés qu'aux numéros depuis lesquels vous avez rechargé.";
    await expect(await canvas.findByText(refusal)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Montant à retirer (CFA)' })).toHaveValue('5000');
    await expect(canvas.getByRole('radio', { name: '+228 90 12 34 56' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Retirer' })).toBeEnabled();
  },
};

export const MoreThanTheWinnings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await withdraw(canvasElement, '20000');
    await expect(await canvas.findByText('Le montant dépasse vos gains disponibles (12 500 CFA).')).toBeVisible();
  },
};

export const BelowTheMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await withdraw(canvasElement, '400');
    await expect(await canvas.findByText('Le montant du retrait doit être entre 500 CFA et 1 000 000 CFA.')).toBeVisible();
  },
};

export const Pending: Story = {
  parameters: signedInAs(WINNER, payments.list([EARLIER]), HER_PHONES, ...withdrawal('6a1d0e9f-0000-4000-8000-0000000000a1')),
  play: async ({ canvasElement }) => {
    const canvas = await withdraw(canvasElement);
    const status = within(await canvas.findByRole('status'));
    await expect(status.getByRole('heading', { name: 'Retrait en cours' })).toBeVisible();
    await expect(status.getByText(/attend la confirmation/)).toHaveTextContent(
      "Votre retrait de 5 000 CFA vers le +228 90 12 34 56 (Flooz) attend la confirmation de l'opérateur.",
    );
    await expect(canvas.getByLabelText(/^Gains disponibles : 7\s500 CFA$/)).toBeVisible();
  },
};

export const PendingAfterReload: Story = {
  parameters: signedInAs(WINNER, payments.list([paymentRow(AWA, { id: 'pending-out', direction: 'out', provider: 'flooz', amount: 2000 }), EARLIER]), HER_PHONES),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Retrait en cours' }, { timeout: 30_000 })).toBeVisible();
    await expect(canvas.getByText(/attend la confirmation/)).toHaveTextContent(/^Votre retrait de 2 000 CFA vers le/);
  },
};

export const Paid: Story = {
  parameters: signedInAs(WINNER, payments.list([EARLIER]), HER_PHONES, ...withdrawal('6a1d0e9f-0000-4000-8000-0000000000a2', 'succeeded')),
  play: async ({ canvasElement }) => {
    const canvas = await withdraw(canvasElement);
    await expect(await canvas.findByText('5 000 CFA ont été envoyés au +228 90 12 34 56 (Flooz).', {}, { timeout: 30_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nouveau retrait' })).toBeVisible();
  },
};

export const Reversed: Story = {
  parameters: signedInAs(WINNER, payments.list([EARLIER]), HER_PHONES, ...withdrawal('6a1d0e9f-0000-4000-8000-0000000000a3', 'failed')),
  play: async ({ canvasElement }) => {
    const canvas = await withdraw(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 30_000 });
    await expect(alert).toHaveTextContent('Retrait échoué');
    await expect(alert).toHaveTextContent("Flooz n'a pas pu effectuer le retrait. Les 5 000 CFA ont été remis sur vos gains.");
  },
};

/** Sent, the database has not answered yet: 'Retirer' waits and the fields cannot change. */
export const Requesting: Story = {
  parameters: signedInAs(WINNER, payments.list([EARLIER]), HER_PHONES, requestWithdrawal.pending()),
  play: async ({ canvasElement }) => {
    const canvas = await withdraw(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Retirer' })).toHaveAttribute('data-loading'));
    await expect(canvas.getByRole('textbox', { name: 'Montant à retirer (CFA)' })).toBeDisabled();
    await expect(canvas.queryByText('Retrait en cours')).toBeNull();
  },
};

export const NetworkError: Story = {
  parameters: signedInAs(WINNER, payments.list([EARLIER]), HER_PHONES, requestWithdrawal.offline()),
  play: async ({ canvasElement }) => {
    const canvas = await withdraw(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

export const RefusedByTheDatabase: Story = {
  parameters: signedInAs(WINNER, payments.list([EARLIER]), HER_PHONES, requestWithdrawal.refuses('insufficient_funds', { missing: 500, account: 'winnings', available: 4500 })),
  play: async ({ canvasElement }) => {
    const canvas = await withdraw(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Gains insuffisants : il vous manque 500 CFA.');
    await expect(within(alert).queryByRole('button', { name: 'Réessayer' })).toBeNull();
  },
};

/** Offline (issue 41): the form stays, 'Retirer' is disabled, and why. */
export const Offline: Story = {
  decorators: [offline],
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByText('Sans connexion, aucun retrait ne peut être demandé. Réessayez dès le retour du réseau.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retirer' })).toBeDisabled();
  },
};
