import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AWA, type PlayerFixture, profileRow, storedSession } from '../../../tests/msw/fixtures';
import { realtime } from '../../../tests/msw/realtime-handlers';
import { server } from '../../../tests/msw/server';
import { signedInHandlers } from '../../../tests/msw/supabase-handlers';
import { type KeyLog, paymentRow, payments, requestWithdrawal } from '../../../tests/msw/wallet-handlers';
import { renderPage } from '../../../tests/utils/render';
import { WithdrawPage } from './withdraw-page';

const LONG = { timeout: 5000 };

function signedInAs(player: PlayerFixture) {
  for (const [key, value] of Object.entries(storedSession(player))) localStorage.setItem(key, value);
  server.use(...signedInHandlers(player));
  return renderPage(WithdrawPage, { path: '/withdraw', url: '/withdraw', session: true });
}

async function withdraw(user: ReturnType<typeof signedInAs>['user'], amount: string) {
  await user.click(await screen.findByRole('textbox', { name: 'Montant à retirer (CFA)' }, LONG));
  await user.paste(amount);
  await user.click(screen.getByRole('radio', { name: 'Flooz' }));
  await user.click(screen.getByRole('textbox', { name: /Numéro de téléphone/ }));
  await user.paste('90 12 34 56');
  await user.click(screen.getByRole('button', { name: 'Retirer' }));
}

describe('withdraw page', () => {
  it('checks the amount against the winnings the session follows live', async () => {
    const kossi: PlayerFixture = { id: '1e3c5a7b-9d2f-4b6a-8c0e-2f4a6c8e0b44', email: 'kossi@example.com', username: 'kossi', balance: 0, winnings: 1_000 };
    server.use(payments.list([]), realtime.changes({ table: 'profiles', record: { ...profileRow(kossi), winnings: 8_000 }, afterMs: 4000 }));
    const { user } = signedInAs(kossi);
    expect(await screen.findByLabelText(/^Gains disponibles : 1\s000 CFA$/, {}, LONG)).toBeInTheDocument();
    await withdraw(user, '5000');
    expect(screen.getByText('Le montant dépasse vos gains disponibles (1 000 CFA).')).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Gains disponibles : 8\s000 CFA$/, {}, LONG)).toBeInTheDocument();
    server.use(requestWithdrawal.answers(paymentRow(kossi, { direction: 'out', provider: 'flooz' }), { balance: 0, winnings: 3_000 }));
    await user.click(screen.getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByRole('heading', { name: 'Retrait en cours' }, LONG)).toBeInTheDocument();
  });

  it("after a network drop, 'Réessayer' withdraws with the same key: debited once", async () => {
    const keys: KeyLog = [];
    server.use(payments.list([]), requestWithdrawal.offlineOnce(paymentRow(AWA, { direction: 'out', provider: 'flooz' }), { balance: AWA.balance, winnings: 7_500 }, keys));
    const { user } = signedInAs({ ...AWA, winnings: 12_500 });
    await withdraw(user, '5000');
    await user.click(within(await screen.findByRole('alert', {}, LONG)).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Retrait en cours' }, LONG)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
