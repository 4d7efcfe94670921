import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { AWA, type PlayerFixture, profileRow, storedSession } from '../../../tests/msw/fixtures';
import { realtime } from '../../../tests/msw/realtime-handlers';
import { server } from '../../../tests/msw/server';
import { signedInHandlers } from '../../../tests/msw/supabase-handlers';
import { type KeyLog, paymentRow, payments, requestWithdrawal, withdrawalPhoneRow, withdrawalPhones } from '../../../tests/msw/wallet-handlers';
import { renderPage } from '../../../tests/kit/render';
import { cfa } from '../../../tests/kit/amounts';
import { WithdrawPage } from './withdraw-page';

const LONG = { timeout: 30_000 };

function signedInAs(player: PlayerFixture) {
  for (const [key, value] of Object.entries(storedSession(player))) localStorage.setItem(key, value);
  server.use(...signedInHandlers(player));
  return renderPage(WithdrawPage, { path: '/withdraw', url: '/withdraw', session: true });
}

/** The amount, by Flooz, to the number offered first; then 'Retirer'. */
async function withdraw(user: ReturnType<typeof signedInAs>['user'], amount: string) {
  await user.click(await screen.findByRole('textbox', { name: 'Montant à retirer (CFA)' }, LONG));
  await user.paste(amount);
  await user.click(screen.getByRole('radio', { name: 'Flooz' }));
  await user.click(screen.getByRole('button', { name: 'Retirer' }));
}

const RULE = 'Les retraits sont envoyés uniquement vers un numéro depuis lequel vous avez déjà rechargé.';

describe('withdraw page', () => {
  it('checks the amount against the winnings the session follows live', async () => {
    const kossi: PlayerFixture = { id: '1e3c5a7b-9d2f-4b6a-8c0e-2f4a6c8e0b44', email: 'kossi@example.com', username: 'kossi', balance: 0, winnings: 1_000 };
    server.use(payments.list([]), withdrawalPhones.of([withdrawalPhoneRow(kossi, { provider: 'flooz' })]), realtime.changes({ table: 'profiles', record: { ...profileRow(kossi), winnings: 8_000 }, afterMs: 4000 }));
    const { user } = signedInAs(kossi);
    expect(await screen.findByLabelText(/^Gains disponibles : 1\s000 CFA$/, {}, LONG)).toBeInTheDocument();
    // the bounds as every amount is written: no line break inside '1 000 000 CFA'
    expect(screen.getByText(/^Retirez vos gains/).textContent).toBe(cfa('Retirez vos gains sur votre compte mobile money, de 500 CFA à 1 000 000 CFA par retrait.'));
    await withdraw(user, '5000');
    expect(screen.getByText('Le montant dépasse vos gains disponibles (1 000 CFA).')).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Gains disponibles : 8\s000 CFA$/, {}, LONG)).toBeInTheDocument();
    server.use(requestWithdrawal.answers(paymentRow(kossi, { direction: 'out', provider: 'flooz' }), { balance: 0, winnings: 3_000 }));
    await user.click(screen.getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByRole('heading', { name: 'Retrait en cours' }, LONG)).toBeInTheDocument();
  });

  it('a payout given back shows the winnings again, even when the session never heard the debit', async () => {
    const kossi: PlayerFixture = { id: '1e3c5a7b-9d2f-4b6a-8c0e-2f4a6c8e0b44', email: 'kossi@example.com', username: 'kossi', balance: 0, winnings: 500 };
    const payout = paymentRow(kossi, { direction: 'out', provider: 'flooz', amount: 500 });
    server.use(
      payments.list([]),
      withdrawalPhones.of([withdrawalPhoneRow(kossi, { provider: 'flooz' })]),
      requestWithdrawal.answers(payout, { balance: 0, winnings: 0 }),
      // the payout fails once its channel joins; the refund's profile change (500 again) is never heard here
      realtime.changes({ table: 'payments', record: { ...payout, status: 'failed', failure_reason: 'declined_by_payer' }, afterMs: 100 }),
    );
    const { user } = signedInAs(kossi);
    expect(await screen.findByLabelText(/^Gains disponibles : 500 CFA$/, {}, LONG)).toBeInTheDocument();
    await withdraw(user, '500');
    expect(await screen.findByRole('alert', { name: /Retrait échoué/ }, LONG)).toHaveTextContent(/remis sur vos gains/);
    expect(await screen.findByLabelText(/^Gains disponibles : 500 CFA$/, {}, LONG)).toBeInTheDocument();
  });

  it("after a network drop, 'Réessayer' withdraws with the same key: debited once", async () => {
    const keys: KeyLog = [];
    server.use(payments.list([]), withdrawalPhones.of([withdrawalPhoneRow(AWA, { provider: 'flooz' })]), requestWithdrawal.offlineOnce(paymentRow(AWA, { direction: 'out', provider: 'flooz' }), { balance: AWA.balance, winnings: 7_500 }, keys));
    const { user } = signedInAs({ ...AWA, winnings: 12_500 });
    await withdraw(user, '5000');
    await user.click(within(await screen.findByRole('alert', {}, LONG)).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Retrait en cours' }, LONG)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("offers the numbers the player recharged from, the latest first and chosen, and states the rule before 'Retirer'", async () => {
    const log: KeyLog = [];
    const bodies: unknown[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/rpc/request_withdrawal')) void request.clone().json().then((body) => bodies.push(body));
    };
    server.events.on('request:start', record);
    onTestFinished(() => {
      server.events.removeListener('request:start', record);
    });
    server.use(
      payments.list([]),
      withdrawalPhones.of([
        withdrawalPhoneRow(AWA, { phone: '+2250712345678', provider: 'wave', last_recharged_at: '2026-11-22T10:00:00+00:00' }),
        withdrawalPhoneRow(AWA, { phone: '+22890123456', provider: 'tmoney', last_recharged_at: '2026-11-20T10:00:00+00:00' }),
      ]),
      requestWithdrawal.answers(paymentRow(AWA, { direction: 'out', provider: 'tmoney' }), { balance: AWA.balance, winnings: 7_500 }, log),
    );
    const { user } = signedInAs({ ...AWA, winnings: 12_500 });
    const numbers = await screen.findByRole('radiogroup', { name: 'Numéro de téléphone' }, LONG);
    expect(numbers).toHaveAccessibleDescription(RULE);
    expect(within(numbers).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['+2250712345678', '+22890123456']);
    expect(within(numbers).getByRole('radio', { name: '+225 07 12 34 56 78' })).toBeChecked();
    expect(within(numbers).getByRole('radio', { name: '+225 07 12 34 56 78' })).toHaveAccessibleDescription('Rechargé avec Wave');
    expect(screen.getByRole('radio', { name: 'Wave' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Numéro de téléphone/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Pays' })).toBeNull();

    await user.click(within(numbers).getByRole('radio', { name: '+228 90 12 34 56' }));
    expect(screen.getByRole('radio', { name: 'T-Money' })).toBeChecked();
    expect(screen.getAllByRole('radio', { name: /^(T-Money|Flooz)$/ })).toHaveLength(2);
    await user.click(screen.getByRole('textbox', { name: 'Montant à retirer (CFA)' }));
    await user.paste('5000');
    await user.click(screen.getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByRole('heading', { name: 'Retrait en cours' }, LONG)).toBeInTheDocument();
    expect(bodies).toEqual([{ amount: 5000, provider: 'tmoney', phone: '+22890123456', idempotency_key: log[0] }]);
  });

  it('with no number recharged from, says so and leads to the recharge page instead of a form', async () => {
    server.use(payments.list([]), withdrawalPhones.of([]));
    signedInAs({ ...AWA, winnings: 12_500 });
    const notice = (await screen.findByText('Aucun numéro pour recevoir un retrait', {}, LONG)).closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent(RULE);
    expect(notice).toHaveTextContent(
      "Vous n'avez encore rechargé depuis aucun numéro : rechargez votre compte une première fois depuis votre numéro mobile money, il pourra ensuite recevoir vos retraits.",
    );
    expect(within(notice).getByRole('link', { name: 'Recharger mon compte' })).toHaveAttribute('href', '/recharge');
    expect(screen.queryByRole('textbox', { name: 'Montant à retirer (CFA)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retirer' })).toBeNull();
  });

  it('when the numbers cannot be read, says so and reads them again', async () => {
    server.use(payments.list([]), withdrawalPhones.failing());
    const { user } = signedInAs({ ...AWA, winnings: 12_500 });
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent("Vos numéros de retrait n'ont pas pu être chargés");
    expect(alert).toHaveTextContent('Impossible de charger vos numéros de retrait.');
    server.use(withdrawalPhones.of([withdrawalPhoneRow(AWA)]));
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('radio', { name: '+228 90 12 34 56' }, LONG)).toBeChecked();
  });

  it('a number the database refuses: its French reason on the number, and the form as typed', async () => {
    server.use(
      payments.list([]),
      withdrawalPhones.of([withdrawalPhoneRow(AWA, { provider: 'flooz' })]),
      requestWithdrawal.refuses('unknown_withdrawal_phone', { phone: '+22890123456' }),
    );
    const { user } = signedInAs({ ...AWA, winnings: 12_500 });
    await withdraw(user, '5000');
    const refusal = "Ce numéro n'a jamais servi à une recharge réussie : les retraits ne sont envoyés qu'aux numéros depuis lesquels vous avez rechargé.";
    expect(await screen.findByText(refusal, {}, LONG)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Numéro de téléphone' })).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(screen.getByRole('textbox', { name: 'Montant à retirer (CFA)' })).toHaveValue('5000');
    expect(screen.getByRole('radio', { name: 'Flooz' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '+228 90 12 34 56' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Retirer' })).toBeEnabled();
  });
});
