import { randomUUID } from 'node:crypto';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AuthApi from '../../src/api/auth';
import type * as BetsApi from '../../src/api/bets';
import type * as ErrorsApi from '../../src/api/errors';
import type * as TicketsApi from '../../src/api/tickets';
import type * as WalletApi from '../../src/api/wallet';
import type { ProviderId } from '../../src/game/payments';
import { validItem } from './support/bets';
import { expectLedgerBalanced } from './support/ledger';
import { PHONES, giveWinnings } from './support/money';
import { ADULT, type Client, type TestStack, anonClient, newPlayer, serviceClient, startTestStack } from './support/test-stack';
import { cfa } from '../kit/amounts';

let env: TestStack;
let service: Client;
let auth: typeof AuthApi;
let wallet: typeof WalletApi;
let tickets: typeof TicketsApi;
let bets: typeof BetsApi;
let errors: typeof ErrorsApi;
let userId = '';
const email = `kofi.${Date.now()}@lotoafrik.test`;
const password = 'secret-123';
const channels: [Client, RealtimeChannel][] = [];
/** fr-FR groups thousands with U+202F (docs/decisions.md). */

beforeAll(async () => {
  env = await startTestStack();
  service = serviceClient(env.url);
  vi.stubEnv('VITE_SUPABASE_URL', env.url);
  vi.resetModules();
  auth = await import('../../src/api/auth');
  wallet = await import('../../src/api/wallet');
  tickets = await import('../../src/api/tickets');
  bets = await import('../../src/api/bets');
  errors = await import('../../src/api/errors');
  await auth.register(email, password, 'Kofi', ADULT);
  const { sessionUser } = await import('../../src/api/session');
  userId = (await sessionUser())!.id;
});
afterAll(async () => {
  for (const [client, channel] of channels) await client.removeChannel(channel);
  await auth?.logout().catch(() => undefined);
  vi.unstubAllEnvs();
  await env?.close();
});

async function confirm(paymentId: string, outcome = 'succeeded') {
  const { error } = await service.rpc('settle_payment', { payment_id: paymentId, provider_reference: `api-${randomUUID()}`, outcome });
  expect(error).toBeNull();
}

async function refusal(promise: Promise<unknown>): Promise<ErrorsApi.MoneyError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(errors.MoneyError);
  return error as ErrorsApi.MoneyError;
}

describe('wallet', () => {
  it('a new player has nothing; a recharge is pending, then credited live once the provider confirms', async () => {
    expect(await wallet.getBalances()).toEqual({ balance: 0, winnings: 0 });
    const seen: WalletApi.Balances[] = [];
    const stop = wallet.subscribeBalances(userId, (balances) => seen.push(balances));
    await vi.waitFor(() => expect(seen).toEqual([{ balance: 0, winnings: 0 }]));

    const payment = await wallet.startRecharge({ amount: 5000, provider: 'tmoney', phone: PHONES.TG, idempotencyKey: randomUUID() });
    expect(payment).toMatchObject({ direction: 'in', provider: 'tmoney', phone: PHONES.TG, amount: 5000, status: 'pending', providerReference: null });
    expect(payment.createdAt).toBeInstanceOf(Date);
    expect((await wallet.pendingPayments()).map((pending) => pending.id)).toEqual([payment.id]);
    const statuses: WalletApi.PaymentStatus[] = [];
    const stopPayment = wallet.subscribePayment(payment.id, (next) => statuses.push(next.status));
    await vi.waitFor(() => expect(statuses).toEqual(['pending']));

    await confirm(payment.id);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ balance: 5000, winnings: 0 }));
    await vi.waitFor(() => expect(statuses).toEqual(['pending', 'succeeded']));
    expect((await wallet.paymentStatus(payment.id))?.status).toBe('succeeded');
    expect(await wallet.pendingPayments()).toEqual([]);
    stop();
    stopPayment();
    await expectLedgerBalanced(env);
  });

  it("another player's subscription receives nothing of this player's balance", async () => {
    const spy = await newPlayer(env.url, 'curieux');
    const received: unknown[] = [];
    let status = '';
    const channel = spy.client
      .channel('espion')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'profiles' }, (payload) => received.push(payload))
      .subscribe((next) => {
        status = next;
      });
    channels.push([spy.client, channel]);
    await vi.waitFor(() => expect(status).toBe('SUBSCRIBED'));
    const payment = await wallet.startRecharge({ amount: 1000, provider: 'flooz', phone: PHONES.TG, idempotencyKey: randomUUID() });
    await confirm(payment.id);
    await vi.waitFor(async () => expect((await wallet.getBalances()).balance).toBe(6000));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([]);
  });

  it('the same key retried returns the first payment, never a second one', async () => {
    const request = { amount: 2000, provider: 'tmoney' as const, phone: PHONES.TG, idempotencyKey: randomUUID() };
    const first = await wallet.startRecharge(request);
    const again = await wallet.startRecharge(request);
    expect(again).toEqual(first);
    await confirm(first.id, 'failed');
    expect((await wallet.getBalances()).balance).toBe(6000);
  });

  it('refusals are MoneyErrors with a French message, the stable code and its detail', async () => {
    const low = await refusal(wallet.startRecharge({ amount: 50, provider: 'tmoney', phone: PHONES.TG, idempotencyKey: randomUUID() }));
    expect(low.message).toBe(cfa('Le montant doit être entre 100 CFA et 1 000 000 CFA.'));
    expect(low.code).toBe('amount_out_of_range');
    expect(low.detail).toEqual({ min: 100, max: 1_000_000 });

    const phone = await refusal(wallet.startRecharge({ amount: 1000, provider: 'wave', phone: PHONES.TG, idempotencyKey: randomUUID() }));
    expect(phone.message).toBe("Ce numéro n'est pas un numéro mobile valide pour ce moyen de paiement.");
    expect(phone.detail).toEqual({ provider: 'wave', countries: ['CI'] });

    // A client that bypasses the types (an old build, a forged request) meets the database's refusal.
    const provider = await refusal(wallet.startRecharge({ amount: 1000, provider: 'cash' as ProviderId, phone: PHONES.TG, idempotencyKey: randomUUID() }));
    expect(provider.message).toBe("Ce moyen de paiement n'est pas disponible.");

    const tooSmall = await refusal(wallet.convertWinnings(50, randomUUID()));
    expect(tooSmall.message).toBe(cfa('Le montant minimum est de 100 CFA.'));

    // A withdrawal to a number the player never recharged from, whatever the winnings.
    const unknownPhone = await refusal(wallet.requestWithdrawal({ amount: 500, provider: 'wave', phone: PHONES.CI, idempotencyKey: randomUUID() }));
    expect(unknownPhone.code).toBe('unknown_withdrawal_phone');
    expect(unknownPhone.detail).toEqual({ phone: PHONES.CI });
    expect(unknownPhone.message).toBe(
      "Ce numéro n'a jamais servi à une recharge réussie : les retraits ne sont envoyés qu'aux numéros depuis lesquels vous avez rechargé.",
    );
  });

  it('converts winnings and withdraws them; the history pages newest first with the balances after each movement', async () => {
    await giveWinnings(env, userId, 3000);
    const short = await refusal(wallet.convertWinnings(4200, randomUUID()));
    expect(short.message).toBe(cfa('Gains insuffisants : il vous manque 1 200 CFA.'));
    expect(short.detail).toMatchObject({ missing: 1200, account: 'winnings' });

    const converted = await wallet.convertWinnings(1000, randomUUID());
    expect(converted).toMatchObject({ balance: 7000, winnings: 2000, transactionId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // To the number of the recharges above (withdrawals go only to a number the player recharged from).
    const withdrawal = await wallet.requestWithdrawal({ amount: 1500, provider: 'flooz', phone: PHONES.TG, idempotencyKey: randomUUID() });
    expect(withdrawal).toMatchObject({ balance: 7000, winnings: 500, payment: { direction: 'out', status: 'pending', amount: 1500, phone: PHONES.TG } });
    await confirm(withdrawal.payment.id, 'failed');
    expect(await wallet.getBalances()).toEqual({ balance: 7000, winnings: 2000 });

    // Every movement, and the recharge that moved nothing (the one refused above), newest first.
    const lines = (page: { items: WalletApi.WalletHistoryItem[] }) => page.items.map((item) => [item.kind, item.movement, item.payment && item.payment.status]);
    const first = await wallet.walletHistory(0, 3);
    expect(first.total).toBe(7);
    expect(lines(first)).toEqual([
      ['withdrawal_reversal', { playAmount: 0, winningsAmount: 1500, balanceAfter: 7000, winningsAfter: 2000 }, 'failed'],
      ['withdrawal', { playAmount: 0, winningsAmount: -1500, balanceAfter: 7000, winningsAfter: 500 }, 'failed'],
      ['conversion', { playAmount: 1000, winningsAmount: -1000, balanceAfter: 7000, winningsAfter: 2000 }, null],
    ]);
    expect(first.items[0]!.payment).toEqual({
      id: withdrawal.payment.id,
      amount: 1500,
      status: 'failed',
      failureReason: null,
      provider: 'flooz',
      phone: PHONES.TG,
      providerReference: expect.stringMatching(/^api-/),
    });
    const second = await wallet.walletHistory(1, 3);
    expect(lines(second)).toEqual([
      ['payout', { playAmount: 0, winningsAmount: 3000, balanceAfter: 6000, winningsAfter: 3000 }, null],
      ['recharge', null, 'failed'],
      ['recharge', { playAmount: 1000, winningsAmount: 0, balanceAfter: 6000, winningsAfter: 0 }, 'succeeded'],
    ]);
    expect(second.items[1]!.payment).toMatchObject({ amount: 2000, provider: 'tmoney', phone: PHONES.TG });
    const third = await wallet.walletHistory(2, 3);
    expect(lines(third)).toEqual([['recharge', { playAmount: 5000, winningsAmount: 0, balanceAfter: 5000, winningsAfter: 0 }, 'succeeded']]);
    expect(third.items[0]!.createdAt).toBeInstanceOf(Date);
    expect((await wallet.walletHistory(3, 3)).items).toEqual([]);
    await expectLedgerBalanced(env);
  });

  it('latestPayment gives the newest payment whatever its status (the forms start from it); the profile carries the winnings', async () => {
    const { getProfile } = await import('../../src/api/profile');
    const before = await wallet.getBalances();
    expect(await getProfile(userId)).toMatchObject({ balance: before.balance, winnings: before.winnings });
    const withdrawal = await wallet.requestWithdrawal({ amount: 500, provider: 'tmoney', phone: PHONES.TG, idempotencyKey: randomUUID() });
    await confirm(withdrawal.payment.id, 'succeeded');
    expect(await wallet.latestPayment()).toMatchObject({ id: withdrawal.payment.id, direction: 'out', provider: 'tmoney', phone: PHONES.TG, status: 'succeeded' });
    const recharge = await wallet.startRecharge({ amount: 700, provider: 'celtiis', phone: PHONES.BJ, idempotencyKey: randomUUID() });
    expect(await wallet.latestPayment()).toMatchObject({ id: recharge.id, provider: 'celtiis', status: 'pending' });
    expect(await getProfile(userId)).toMatchObject({ balance: before.balance, winnings: before.winnings - 500 });
    await expectLedgerBalanced(env);
  });
});

describe('tickets', () => {
  let placed: TicketsApi.PlacedTicket;

  it('placeBets buys the items as one ticket; the same key again gives the same ticket, charged once', async () => {
    const key = randomUUID();
    const items = [validItem(), validItem({ combinations: [[11], [12], [13]], totalStake: 1500, potentialWin: 12_000, potentialMacWin: 6000 })];
    placed = await tickets.placeBets(items, key);
    expect(placed.code).toMatch(/^LA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(placed).toMatchObject({ totalStake: 2500, balance: 4500 });
    expect(placed.placedAt).toBeInstanceOf(Date);
    expect(await tickets.placeBets(items, key)).toEqual(placed);
    expect(await wallet.getBalances()).toEqual({ balance: 4500, winnings: 1500 });
    await expectLedgerBalanced(env);
  });

  it("placeBets refusals: 'Solde insuffisant : il vous manque …', 'Ce tirage est clos.' naming the item, an invalid bet", async () => {
    const expensive = validItem({ baseStake: 2850, totalStake: 5700, potentialWin: 45_600, potentialMacWin: 22_800 });
    const poor = await refusal(tickets.placeBets([expensive], randomUUID()));
    expect(poor.message).toBe(cfa('Solde insuffisant : il vous manque 1 200 CFA.'));
    expect(poor.code).toBe('insufficient_funds');
    expect(poor.detail).toMatchObject({ missing: 1200, account: 'play' });

    const closing = validItem({ country: 'BJ', time: '14h' });
    const { findCountry } = await import('../../src/game/countries');
    const { drawInstant } = await import('../../src/game/schedule');
    closing.drawAt = drawInstant(findCountry('BJ')!, closing.day, '14h', new Date()).toISOString();
    await env.stack.db.transaction((q) => q.query(`update public.draws set status = 'closed' where country = 'BJ' and draw_at = $1`, [closing.drawAt]));
    const closed = await refusal(tickets.placeBets([validItem(), closing], randomUUID()));
    expect(closed.message).toBe('Ce tirage est clos.');
    expect(closed.detail).toMatchObject({ index: 1, country: 'BJ', draw_time: '14h' });

    const forged = await refusal(tickets.placeBets([validItem({ potentialWin: 1 })], randomUUID()));
    expect(forged.message).toBe("Ce pari n'est pas valide.");
    expect(forged.detail).toMatchObject({ index: 0 });
    expect(await wallet.getBalances()).toEqual({ balance: 4500, winnings: 1500 });
    await expectLedgerBalanced(env);
  });

  it('myTickets pages the player’s tickets newest first, each with its bets and draws', async () => {
    const second = await tickets.placeBets([validItem()], randomUUID());
    const page = await tickets.myTickets(0, 1);
    expect(page).toMatchObject({ page: 0, pageSize: 1, total: 2 });
    expect(page.items.map((ticket) => ticket.code)).toEqual([second.code]);
    const older = await tickets.myTickets(1, 1);
    const ticket = older.items[0]!;
    expect(ticket).toMatchObject({ id: placed.ticketId, code: placed.code, totalStake: 2500, status: 'pending', totalPayout: null });
    expect(ticket.bets.map((bet) => [bet.betType, bet.combinations, bet.totalStake, bet.status, bet.payout])).toEqual([
      ['solo', [[7], [42]], 1000, 'validated', null],
      ['solo', [[11], [12], [13]], 1500, 'validated', null],
    ]);
    expect(ticket.bets[0]!.draw).toMatchObject({ country: 'CI', time: '18h', status: 'open', winningNumbers: null });
    expect(Date.parse(ticket.bets[0]!.draw.drawAt)).toBe(Date.parse(validItem().drawAt));
    expect((await tickets.myTickets(2, 1)).items).toEqual([]);
  });

  it('verifyTicket shows the ticket to a visitor who is signed out, and null for an unknown code', async () => {
    await auth.logout();
    const ticket = await tickets.verifyTicket(placed.code.toLowerCase());
    expect(ticket).toMatchObject({ code: placed.code, totalStake: 2500, status: 'pending', totalPayout: null });
    expect(ticket!.bets.map((bet) => [bet.combinations, bet.draw.country, bet.draw.time])).toEqual([
      [[[7], [42]], 'CI', '18h'],
      [[[11], [12], [13]], 'CI', '18h'],
    ]);
    expect(await tickets.verifyTicket('LA-0000-0000-0000')).toBeNull();
    expect(await tickets.verifyTicket('pas un code')).toBeNull();
    await expect(wallet.getBalances()).rejects.toThrow('Aucun utilisateur connecté');
    await auth.login(email, password);
  });

  it('the stored basket still works beside placed tickets', async () => {
    const id = await bets.addBet(validItem());
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await bets.removeBet(id);
    await expectLedgerBalanced(env);
  });
});

describe('French messages of the codes the screens meet', () => {
  it.each([
    [{ limit: 'stake', period: 'day', remaining: 500 }, 'limit_reached', cfa('Limite de mise journalière atteinte : il vous reste 500 CFA.')],
    [{ limit: 'deposit', period: 'month', remaining: 12_000 }, 'limit_reached', cfa('Limite de dépôt mensuelle atteinte : il vous reste 12 000 CFA.')],
    [{ until: null }, 'self_excluded', 'Vous vous êtes exclu du jeu définitivement.'],
    [{}, 'idempotency_key_reused', "Cette demande a déjà été traitée avec d'autres informations. Veuillez recommencer."],
    [{}, 'invalid_state', "Cette opération n'est plus possible."],
  ])('%j %s', (detail, code, message) => {
    const error = errors.toApiError({ code: 'P0001', message: code, details: JSON.stringify(detail), hint: null });
    expect(error).toBeInstanceOf(errors.MoneyError);
    expect(error.message).toBe(message);
    expect((error as ErrorsApi.MoneyError).detail).toEqual(detail);
  });

  it('self-exclusion until a date names it; an unknown P0001 message is not a money code', () => {
    const until = errors.toApiError({ code: 'P0001', message: 'self_excluded', details: '{"until": "2026-12-24T10:00:00Z"}' });
    // in the player's zone, named (issue 38): the zone responsible_gaming_status() last reported, else UTC+0's
    expect(until.message).toMatch(/^Vous vous êtes exclu du jeu jusqu'au 24 déc\. 2026 à \d{2}:00 \(heure d.+\)\.$/);
    const other = errors.toApiError({ code: 'P0001', message: 'autre_chose', details: '{}' });
    expect(other).not.toBeInstanceOf(errors.MoneyError);
    expect(other.message).toBe('');
  });

  it('anonymous clients see the refusal of a signed-in-only function as such', async () => {
    const visitor = anonClient(env.url);
    const { error, status } = await visitor.rpc('convert_winnings', { amount: 100, idempotency_key: randomUUID() });
    expect(status).toBe(401);
    expect(errors.toApiError(error).message).toBe("Vous n'avez pas le droit d'effectuer cette action");
  });
});
