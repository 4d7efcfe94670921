import { randomUUID } from 'node:crypto';
import { getExampleNumber } from 'libphonenumber-js/max';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../src/game/countries';
import { CONVERSION_MIN, PROVIDER_IDS, RECHARGE_MAX, RECHARGE_MIN, WITHDRAWAL_MAX, WITHDRAWAL_MIN, isProviderOf } from '../../src/game/payments';
import { expectLedgerBalanced } from './support/ledger';
import { PHONES, balancesOf, expectMoneyError, giveWinnings, rechargeFrom } from './support/money';
import { runPaymentsJob } from './support/sandbox';
import { type Client, type Player, type TestStack, anonClient, newPlayer, serviceClient, startTestStack } from './support/test-stack';

let env: TestStack;
let anon: Client;
let service: Client;
let owner: Player;
let other: Player;

beforeAll(async () => {
  // The races below send up to 1 000 requests at once: every one must reach the database (the
  // stack's default queue answers 503 past 100 waiting transactions, which would race nothing).
  env = await startTestStack(undefined, { databaseLimits: { maxQueue: 2000 } });
  anon = anonClient(env.url);
  service = serviceClient(env.url);
  owner = await newPlayer(env.url, 'proprio');
  other = await newPlayer(env.url, 'voisin');
});
afterAll(() => env?.close());

const key = () => randomUUID();

async function recharge(player: Player, amount = 5000, provider = 'tmoney', phone: string = PHONES.TG) {
  return player.client.rpc('start_recharge', { amount, provider, phone, idempotency_key: key() });
}

async function settle(paymentId: string, reference: string, outcome: string) {
  return service.rpc('settle_payment', { payment_id: paymentId, provider_reference: reference, outcome });
}

async function ownerSql<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return env.stack.db.transaction((q) => q.query<T>(sql, params));
}

describe('the seed', () => {
  it('gives the demo its 25 000 CFA through a settled recharge, so its ledger balances from the first start', async () => {
    const [demo] = await ownerSql<{ balance: string; kinds: string[] }>(
      `select p.balance::text, array(select t.kind from public.ledger_transactions t where t.player_id = p.id) as kinds
       from public.profiles p where p.id = 'd0d0d0d0-0000-4000-8000-000000000001'`,
    );
    expect(demo).toEqual({ balance: '25000', kinds: ['recharge'] });
    await expectLedgerBalanced(env);
  });
});

describe('start_recharge and settle_payment', () => {
  it('a recharge is pending and credits nothing until the provider confirms; then it credits once', async () => {
    const started = await recharge(owner, 5000);
    expect(started.error).toBeNull();
    const payment = started.data as { id: string; status: string; direction: string; amount: number; player_id: string };
    expect(payment).toMatchObject({ status: 'pending', direction: 'in', amount: 5000, player_id: owner.id });
    expect(payment).not.toHaveProperty('idempotency_key');
    expect((await balancesOf(env, owner.id)).balance).toBe(0);

    const settled = await settle(payment.id, 'ref-credit-1', 'succeeded');
    expect(settled.error).toBeNull();
    expect(settled.data).toMatchObject({ replayed: false, payment: { status: 'succeeded', provider_reference: 'ref-credit-1' } });
    expect(await balancesOf(env, owner.id)).toEqual({ balance: 5000, winnings: 0 });
    await expectLedgerBalanced(env);
  });

  it('the webhook settles exactly once per provider reference, even when it is delivered ten times at once', async () => {
    const before = (await balancesOf(env, owner.id)).balance;
    const { data } = await recharge(owner, 2500);
    const id = (data as { id: string }).id;
    const answers = await Promise.all(Array.from({ length: 10 }, () => settle(id, 'ref-once', 'succeeded')));
    expect(answers.map((answer) => answer.error)).toEqual(Array(10).fill(null));
    expect(answers.filter((answer) => (answer.data as { replayed: boolean }).replayed === false)).toHaveLength(1);
    expect((await balancesOf(env, owner.id)).balance).toBe(before + 2500);

    expectMoneyError((await settle(id, 'ref-once', 'failed')).error, 'invalid_state', { status: 'succeeded' });
    expectMoneyError((await settle(id, 'ref-autre', 'succeeded')).error, 'invalid_state');
    const [credits] = await ownerSql<{ n: number }>(`select count(*)::int as n from public.ledger_transactions where reference = $1`, [`payment:${id}`]);
    expect(credits!.n).toBe(1);
    expect((await balancesOf(env, owner.id)).balance).toBe(before + 2500);
    await expectLedgerBalanced(env);
  });

  it("one provider reference cannot settle two payments; a declined recharge credits nothing", async () => {
    const first = await recharge(owner, 1000);
    const second = await recharge(owner, 1000);
    const before = (await balancesOf(env, owner.id)).balance;
    expect((await settle((first.data as { id: string }).id, 'ref-shared', 'failed')).error).toBeNull();
    expectMoneyError((await settle((second.data as { id: string }).id, 'ref-shared', 'succeeded')).error, 'invalid_state', {
      reason: 'provider_reference_in_use',
    });
    expect((await balancesOf(env, owner.id)).balance).toBe(before);
    expectMoneyError((await settle(randomUUID(), 'ref-x', 'succeeded')).error, 'not_found');
    expectMoneyError((await settle((second.data as { id: string }).id, 'ref-y', 'approved')).error, 'invalid_request', { field: 'outcome' });
    expectMoneyError((await settle((second.data as { id: string }).id, '', 'succeeded')).error, 'invalid_request', { field: 'provider_reference' });
    await expectLedgerBalanced(env);
  });

  it('the same idempotency key returns the first payment; with other terms it is refused', async () => {
    const idempotencyKey = key();
    const args = { amount: 3000, provider: 'flooz', phone: PHONES.TG, idempotency_key: idempotencyKey };
    const [a, b] = await Promise.all([owner.client.rpc('start_recharge', args), owner.client.rpc('start_recharge', args)]);
    expect(a.error).toBeNull();
    expect(b.data).toEqual(a.data);
    const [count] = await ownerSql<{ n: number }>('select count(*)::int as n from public.payments where idempotency_key = $1', [idempotencyKey]);
    expect(count!.n).toBe(1);
    expectMoneyError((await owner.client.rpc('start_recharge', { ...args, amount: 4000 })).error, 'idempotency_key_reused');
    expectMoneyError((await owner.client.rpc('convert_winnings', { amount: 100, idempotency_key: idempotencyKey })).error, 'idempotency_key_reused');
    // Another player's key space is their own.
    expect((await other.client.rpc('start_recharge', args)).error).toBeNull();
    await expectLedgerBalanced(env);
  });

  it.each([
    ['under 100 CFA', 99, { min: RECHARGE_MIN, max: RECHARGE_MAX }],
    ['over 1 000 000 CFA', 1_000_001, { min: RECHARGE_MIN, max: RECHARGE_MAX }],
    ['zero', 0, { min: RECHARGE_MIN }],
    ['negative', -500, { min: RECHARGE_MIN }],
  ])('refuses a recharge %s with amount_out_of_range', async (_name, amount, detail) => {
    expectMoneyError((await recharge(owner, amount)).error, 'amount_out_of_range', detail);
  });

  it.each([
    ['an unknown provider', 'paypal', PHONES.TG, 'invalid_provider'],
    ['a Ghanaian number for a Togolese provider', 'tmoney', PHONES.GH, 'invalid_phone'],
    ['a number without its country code', 'tmoney', '90112345', 'invalid_phone'],
    ['a number one digit short', 'orange_money', '+225012345678', 'invalid_phone'],
    ['a Beninese number in the old 8-digit plan', 'mtn_momo', '+22990112345', 'invalid_phone'],
    ['spaces inside the number', 'tmoney', '+228 90 11 23 45', 'invalid_phone'],
  ])('refuses %s', async (_name, provider, phone, code) => {
    expectMoneyError((await recharge(owner, 1000, provider, phone)).error, code);
  });

  it('accepts exactly the providers src/game offers in each country (DESIGN §8), with that country’s example mobile number', async () => {
    for (const provider of PROVIDER_IDS) {
      for (const { code: country } of COUNTRIES) {
        const phone = getExampleNumber(country, mobileExamples)!.number;
        const { error } = await recharge(owner, 100, provider, phone);
        if (isProviderOf(country, provider)) expect(error, `${provider} in ${country}`).toBeNull();
        else expectMoneyError(error, 'invalid_phone');
      }
    }
  });

  it('needs an idempotency key', async () => {
    const { error } = await owner.client.rpc('start_recharge', { amount: 1000, provider: 'tmoney', phone: PHONES.TG, idempotency_key: null as unknown as string });
    expectMoneyError(error, 'invalid_request', { field: 'idempotency_key' });
  });
});

describe('request_withdrawal', () => {
  it('debits winnings at once; a success keeps it paid; a failure reverses it, once', async () => {
    await giveWinnings(env, other.id, 10_000);
    // Withdrawals go only to numbers the player has recharged from.
    await rechargeFrom(env, other, PHONES.GH, 'mtn_momo');
    await rechargeFrom(env, other, PHONES.CI, 'wave');
    expect(await balancesOf(env, other.id)).toEqual({ balance: 200, winnings: 10_000 });
    const asked = await other.client.rpc('request_withdrawal', { amount: 4000, provider: 'mtn_momo', phone: PHONES.GH, idempotency_key: key() });
    expect(asked.error).toBeNull();
    expect(asked.data).toMatchObject({ balance: 200, winnings: 6000, payment: { direction: 'out', status: 'pending', amount: 4000, phone: PHONES.GH } });
    expect(await balancesOf(env, other.id)).toEqual({ balance: 200, winnings: 6000 });
    const paid = (asked.data as { payment: { id: string } }).payment.id;
    expect((await settle(paid, 'ref-out-ok', 'succeeded')).error).toBeNull();
    expect((await balancesOf(env, other.id)).winnings).toBe(6000);

    const second = await other.client.rpc('request_withdrawal', { amount: 1500, provider: 'wave', phone: PHONES.CI, idempotency_key: key() });
    const failed = (second.data as { payment: { id: string } }).payment.id;
    expect((await balancesOf(env, other.id)).winnings).toBe(4500);
    const reversals = await Promise.all([settle(failed, 'ref-out-ko', 'failed'), settle(failed, 'ref-out-ko', 'failed')]);
    expect(reversals.map((r) => r.error)).toEqual([null, null]);
    expect(await balancesOf(env, other.id)).toEqual({ balance: 200, winnings: 6000 });
    const [kinds] = await ownerSql<{ kinds: string[] }>(
      `select array_agg(kind order by seq) as kinds from public.ledger_transactions where reference = $1`,
      [`payment:${failed}`],
    );
    expect(kinds!.kinds).toEqual(['withdrawal', 'withdrawal_reversal']);
    await expectLedgerBalanced(env);
  });

  it('refuses more than the winnings, and amounts outside 500–1 000 000', async () => {
    await rechargeFrom(env, other, PHONES.TG, 'tmoney');
    expect(await balancesOf(env, other.id)).toEqual({ balance: 300, winnings: 6000 });
    const tooMuch = await other.client.rpc('request_withdrawal', { amount: 6700, provider: 'tmoney', phone: PHONES.TG, idempotency_key: key() });
    expectMoneyError(tooMuch.error, 'insufficient_funds', { missing: 700, account: 'winnings' });
    const small = await other.client.rpc('request_withdrawal', { amount: 499, provider: 'tmoney', phone: PHONES.TG, idempotency_key: key() });
    expectMoneyError(small.error, 'amount_out_of_range', { min: WITHDRAWAL_MIN, max: WITHDRAWAL_MAX });
    const big = await other.client.rpc('request_withdrawal', { amount: 1_000_001, provider: 'tmoney', phone: PHONES.TG, idempotency_key: key() });
    expectMoneyError(big.error, 'amount_out_of_range');
    const phone = await other.client.rpc('request_withdrawal', { amount: 500, provider: 'tmoney', phone: PHONES.CI, idempotency_key: key() });
    expectMoneyError(phone.error, 'invalid_phone', { provider: 'tmoney', countries: ['TG'] });
    expect(await balancesOf(env, other.id)).toEqual({ balance: 300, winnings: 6000 });
    await expectLedgerBalanced(env);
  });

  it('refuses a number the player never recharged from successfully (unknown_withdrawal_phone), whoever else did', async () => {
    const player = await newPlayer(env.url, 'retrait');
    await giveWinnings(env, player.id, 5000);
    const withdraw = (phone: string, provider = 'tmoney') => player.client.rpc('request_withdrawal', { amount: 1000, provider, phone, idempotency_key: key() });
    // Never used by this player (another player recharged from it: that counts for them only).
    await rechargeFrom(env, owner, '+22890220001', 'tmoney');
    expectMoneyError((await withdraw('+22890220001')).error, 'unknown_withdrawal_phone', { phone: '+22890220001' });
    // A recharge still pending, one declined, one expired: none was a successful recharge.
    const pending = (await recharge(player, 1000, 'tmoney', '+22890220002')).data as { id: string };
    expectMoneyError((await withdraw('+22890220002')).error, 'unknown_withdrawal_phone', { phone: '+22890220002' });
    const declined = (await recharge(player, 1000, 'tmoney', '+22890220003')).data as { id: string };
    expect((await settle(declined.id, 'ref-declined-phone', 'failed')).error).toBeNull();
    expectMoneyError((await withdraw('+22890220003')).error, 'unknown_withdrawal_phone', { phone: '+22890220003' });
    const expired = (await recharge(player, 1000, 'tmoney', '+22890220004')).data as { id: string };
    expect((await service.rpc('settle_payment', { payment_id: expired.id, provider_reference: null, outcome: 'expired', failure_reason: 'not_confirmed' })).error).toBeNull();
    expectMoneyError((await withdraw('+22890220004')).error, 'unknown_withdrawal_phone', { phone: '+22890220004' });
    expect(await balancesOf(env, player.id)).toEqual({ balance: 0, winnings: 5000 });

    // Once the pending recharge succeeds, its number takes withdrawals, whichever provider of its country pays out.
    expect((await settle(pending.id, 'ref-pending-phone', 'succeeded')).error).toBeNull();
    const accepted = await withdraw('+22890220002', 'flooz');
    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({ balance: 1000, winnings: 4000, payment: { direction: 'out', provider: 'flooz', phone: '+22890220002' } });
    expect(await balancesOf(env, player.id)).toEqual({ balance: 1000, winnings: 4000 });
    await expectLedgerBalanced(env);
  });
});

describe('convert_winnings', () => {
  it('moves winnings into the play balance at once; the same key again moves nothing and answers the same', async () => {
    const player = await newPlayer(env.url, 'convertit');
    await giveWinnings(env, player.id, 1000);
    const idempotencyKey = key();
    const first = await player.client.rpc('convert_winnings', { amount: 600, idempotency_key: idempotencyKey });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ amount: 600, balance: 600, winnings: 400 });
    await player.client.rpc('convert_winnings', { amount: 100, idempotency_key: key() });
    const again = await player.client.rpc('convert_winnings', { amount: 600, idempotency_key: idempotencyKey });
    expect(again.data).toEqual(first.data);
    expect(await balancesOf(env, player.id)).toEqual({ balance: 700, winnings: 300 });
    expectMoneyError((await player.client.rpc('convert_winnings', { amount: 500, idempotency_key: idempotencyKey })).error, 'idempotency_key_reused');
    await expectLedgerBalanced(env);
  });

  it('refuses under 100 CFA and more than the winnings', async () => {
    const player = await newPlayer(env.url, 'convertit');
    await giveWinnings(env, player.id, 300);
    expectMoneyError((await player.client.rpc('convert_winnings', { amount: 99, idempotency_key: key() })).error, 'amount_out_of_range', { min: CONVERSION_MIN, max: null });
    expectMoneyError((await player.client.rpc('convert_winnings', { amount: 301, idempotency_key: key() })).error, 'insufficient_funds', {
      missing: 1,
      account: 'winnings',
      available: 300,
    });
    expect(await balancesOf(env, player.id)).toEqual({ balance: 0, winnings: 300 });
    await expectLedgerBalanced(env);
  });

  it('200 conversions and withdrawals racing on one player (each sent twice) never overdraw and never move twice', async () => {
    const player = await newPlayer(env.url, 'course');
    await giveWinnings(env, player.id, 40_000);
    await rechargeFrom(env, player, PHONES.TG, 'flooz');
    const operations = Array.from({ length: 100 }, (_, i) =>
      i % 2 === 0
        ? { fn: 'convert_winnings' as const, args: { amount: 300, idempotency_key: key() } }
        : { fn: 'request_withdrawal' as const, args: { amount: 1000, provider: 'flooz', phone: PHONES.TG, idempotency_key: key() } },
    );
    const calls = operations.flatMap((operation) => [operation, operation]);
    const answers = await Promise.all(calls.map(({ fn, args }) => player.client.rpc(fn, args as never)));
    // Anything but 'insufficient_funds' is listed whole, so a failure says what it was.
    const unexpected = answers.filter(({ error }) => error && (error.code !== 'P0001' || error.message !== 'insufficient_funds'));
    expect(unexpected.map(({ status, error }) => ({ status, ...error }))).toEqual([]);

    const succeeded = new Map<string, number>();
    let converted = 0;
    let withdrawn = 0;
    answers.forEach((answer, i) => {
      const { args, fn } = calls[i]!;
      if (answer.error) {
        expectMoneyError(answer.error, 'insufficient_funds');
        return;
      }
      const txn = (answer.data as { transaction_id: string }).transaction_id;
      const seen = succeeded.get(args.idempotency_key);
      if (seen === undefined) {
        succeeded.set(args.idempotency_key, 1);
        if (fn === 'convert_winnings') converted += args.amount;
        else withdrawn += args.amount;
      }
      // Both deliveries of one key answer with the same transaction.
      const twin = answers[i % 2 === 0 ? i + 1 : i - 1]!;
      expect(twin.error).toBeNull();
      expect((twin.data as { transaction_id: string }).transaction_id).toBe(txn);
    });
    expect(converted + withdrawn).toBeLessThanOrEqual(40_000);
    expect(converted + withdrawn).toBeGreaterThan(40_000 - 1000);
    // The play balance: the 100 CFA recharge, then what the conversions moved.
    expect(await balancesOf(env, player.id)).toEqual({ balance: 100 + converted, winnings: 40_000 - converted - withdrawn });
    const [moves] = await ownerSql<{ n: number }>(
      `select count(*)::int as n from public.ledger_transactions where player_id = $1 and kind in ('conversion', 'withdrawal')`,
      [player.id],
    );
    expect(moves!.n).toBe(succeeded.size);
    await expectLedgerBalanced(env);
  });
});

describe('reconciliation: recharges unconfirmed past their window expire', () => {
  // A stack of its own whose recharges have 2 s to be confirmed instead of 2 minutes, and whose sandbox
  // phone never answers (its auto-approval is an hour away): the payments job is run by the test.
  let short: TestStack;
  beforeAll(async () => {
    short = await startTestStack(undefined, {
      databaseLimits: { settings: { 'lotoafrik.recharge_window_seconds': '2' } },
      payments: { sandbox: { approveAfterMs: 3_600_000 } },
    });
  });
  afterAll(() => short?.close());

  it('expires recharges unconfirmed past the window, credits nothing, and refuses a late confirmation', async () => {
    const player = await newPlayer(short.url, 'lent');
    const start = async () => {
      const { data, error } = await player.client.rpc('start_recharge', { amount: 1500, provider: 'tmoney', phone: PHONES.TG, idempotency_key: key() });
      expect(error).toBeNull();
      return data as { id: string };
    };
    const stale = await start();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const fresh = await start();

    // Nothing dispatched them (this stack plays no Database Webhook): the job sends both, then asks the
    // provider about the one past its window, which still waits for the phone, so it expires.
    expect(await runPaymentsJob(short)).toEqual({ status: 200, body: { dispatches: { dispatched: 2 }, reconciled: { expired: 1 } } });
    const rows = await short.stack.db.transaction((q) =>
      q.query<{ id: string; status: string; failure_reason: string | null }>(
        'select id, status, failure_reason from public.payments where id = any($1::uuid[]) order by created_at',
        [[stale.id, fresh.id]],
      ),
    );
    expect(rows).toEqual([
      { id: stale.id, status: 'expired', failure_reason: 'not_confirmed' },
      { id: fresh.id, status: 'pending', failure_reason: null },
    ]);
    const late = await serviceClient(short.url).rpc('settle_payment', { payment_id: stale.id, provider_reference: 'ref-late', outcome: 'succeeded' });
    expectMoneyError(late.error, 'invalid_state', { status: 'expired' });
    expect(await balancesOf(short, player.id)).toEqual({ balance: 0, winnings: 0 });

    await expectLedgerBalanced(short);
  });
});

describe('who may call what', () => {
  const recharging = { amount: 1000, provider: 'tmoney', phone: PHONES.TG };
  it.each([
    ['start_recharge', () => ({ ...recharging, idempotency_key: key() })],
    ['request_withdrawal', () => ({ ...recharging, idempotency_key: key() })],
    ['convert_winnings', () => ({ amount: 100, idempotency_key: key() })],
  ] as const)('%s: a player only; anonymous and the service role are refused', async (fn, args) => {
    expect((await anon.rpc(fn, args() as never)).status).toBe(401);
    expect((await service.rpc(fn, args() as never)).status).toBe(403);
  });

  it.each([
    ['settle_payment', { payment_id: '00000000-0000-4000-8000-000000000000', provider_reference: 'x', outcome: 'succeeded' }],
    ['claim_payment_dispatch', { payment_id: '00000000-0000-4000-8000-000000000000' }],
    ['payments_to_reconcile', { p_limit: 1 }],
    ['record_payment_discrepancy', { payment_id: '00000000-0000-4000-8000-000000000000', provider_reference: 'ref-who-may', kind: 'unknown_payment', details: {} }],
    ['ledger_problems', {}],
    ['create_scheduled_draws', {}],
  ] as const)('%s: the service role only', async (fn, args) => {
    expect((await anon.rpc(fn as never, args as never)).status).toBe(401);
    expect((await owner.client.rpc(fn as never, args as never)).status).toBe(403);
    const asService = await service.rpc(fn as never, args as never);
    expect(asService.status === 200 || asService.error?.code === 'P0001').toBe(true);
  });

  it.each([
    ['post_ledger_transaction', { p_player_id: randomUUID(), p_kind: 'payout', p_reference: 'x', p_idempotency_key: randomUUID(), p_entries: { player_winnings: 1000000, house: -1000000 } }],
    ['check_play_allowed', { p_player_id: randomUUID(), p_action: 'stake', p_amount: 1 }],
    ['lock_player', {}],
    ['balances_after', { p_txn_id: randomUUID() }],
  ] as const)('%s: internal, refused to every API role', async (fn, args) => {
    expect((await anon.rpc(fn as never, args as never)).status).toBe(401);
    expect((await owner.client.rpc(fn as never, args as never)).status).toBe(403);
    expect((await service.rpc(fn as never, args as never)).status).toBe(403);
  });

  it('ledger_problems (service) reports nothing on a balanced ledger and names a player whose balance was tampered with', async () => {
    const clean = await service.rpc('ledger_problems');
    expect(clean.data).toEqual([]);
    const tampered = await env.stack.db
      .transaction(async (q) => {
        await q.query('update public.profiles set balance = balance + 1 where id = $1', [owner.id]);
        const [row] = await q.query<{ problems: { player_id: string }[] }>('select public.ledger_problems() as problems');
        throw Object.assign(new Error('rollback'), { problems: row!.problems });
      })
      .catch((error: { problems: { player_id: string }[] }) => error.problems);
    expect(tampered.map((problem) => problem.player_id)).toEqual([owner.id]);
    await expectLedgerBalanced(env);
  });
});

describe('tables: row-level security and grants', () => {
  it('ledger_transactions, ledger_entries and ledger_history: a player reads only their own; anonymous nothing; the service role all', async () => {
    for (const name of ['ledger_transactions', 'ledger_history']) {
      // Both have player_id; one static type keeps supabase-js's column inference simple.
      const table = name as 'ledger_transactions';
      const mine = await owner.client.from(table).select('player_id');
      expect(mine.error).toBeNull();
      expect(mine.data!.length).toBeGreaterThan(0);
      expect(new Set(mine.data!.map((row) => row.player_id))).toEqual(new Set([owner.id]));
      expect((await anon.from(table).select('*')).status).toBe(401);
      const all = await service.from(table).select('player_id');
      expect(all.data!.some((row) => row.player_id === owner.id) && all.data!.some((row) => row.player_id === other.id)).toBe(true);
      expect((await other.client.from(table).select('player_id').eq('player_id', owner.id)).data).toEqual([]);
    }
    const ownTxns = (await owner.client.from('ledger_transactions').select('id')).data!.map((row) => row.id);
    const entries = await owner.client.from('ledger_entries').select('txn_id');
    expect(entries.data!.length).toBeGreaterThanOrEqual(ownTxns.length * 2);
    expect(entries.data!.every((row) => ownTxns.includes(row.txn_id))).toBe(true);
    expect((await anon.from('ledger_entries').select('*')).status).toBe(401);
    const otherTxns = (await service.from('ledger_transactions').select('id').eq('player_id', other.id)).data!.map((row) => row.id);
    expect((await owner.client.from('ledger_entries').select('txn_id').in('txn_id', otherTxns)).data).toEqual([]);
  });

  it('ledger_history gives each transaction its signed amounts and the balances right after it', async () => {
    const { data } = await owner.client.from('ledger_history').select('kind, play_amount, winnings_amount, balance_after').order('seq');
    let running = 0;
    for (const row of data!) {
      running += row.play_amount!;
      expect(row.balance_after).toBe(running);
    }
    expect(running).toBe((await balancesOf(env, owner.id)).balance);
  });

  it('nobody writes the ledger through the API, whatever the role', async () => {
    const { data } = await service.from('ledger_transactions').select('id').eq('player_id', owner.id).limit(1).single();
    const txn = { player_id: owner.id, kind: 'payout', reference: 'forged', idempotency_key: randomUUID() };
    for (const [client, status] of [
      [anon, 401],
      [owner.client, 403],
      [service, 403],
    ] as const) {
      expect((await client.from('ledger_transactions').insert(txn)).status).toBe(status);
      expect((await client.from('ledger_entries').insert({ txn_id: data!.id, account: 'player_play', amount: 1_000_000 })).status).toBe(status);
      expect((await client.from('ledger_transactions').update({ kind: 'payout' }).eq('id', data!.id)).status).toBe(status);
      expect((await client.from('ledger_entries').update({ amount: 1 }).eq('txn_id', data!.id)).status).toBe(status);
      expect((await client.from('ledger_transactions').delete().eq('id', data!.id)).status).toBe(status);
      expect((await client.from('ledger_entries').delete().eq('txn_id', data!.id)).status).toBe(status);
    }
    await expectLedgerBalanced(env);
  });

  it('ledger rows cannot be updated, deleted or truncated even by the table owner', async () => {
    const [txn] = await ownerSql<{ id: string }>('select id from public.ledger_transactions limit 1');
    for (const sql of [
      `update public.ledger_transactions set kind = 'payout' where id = '${txn!.id}'`,
      `update public.ledger_entries set amount = amount * 2 where txn_id = '${txn!.id}'`,
      `delete from public.ledger_entries where txn_id = '${txn!.id}'`,
      `delete from public.ledger_transactions where id = '${txn!.id}'`,
      'truncate public.ledger_entries',
      'truncate public.ledger_transactions cascade',
    ]) {
      await expect(ownerSql(sql), sql).rejects.toMatchObject({ code: '42501' });
    }
    await expectLedgerBalanced(env);
  });

  it('a transaction whose entries do not sum to zero is refused at commit, even for the owner', async () => {
    const attempt = env.stack.db.transaction(async (q) => {
      const [txn] = await q.query<{ id: string }>(`insert into public.ledger_transactions (player_id, kind) values ($1, 'payout') returning id`, [owner.id]);
      await q.query(`insert into public.ledger_entries (txn_id, account, amount) values ($1, 'house', -100), ($1, 'player_winnings', 99)`, [txn!.id]);
    });
    await expect(attempt).rejects.toMatchObject({ code: '23514' });
    const lonely = env.stack.db.transaction((q) => q.query(`insert into public.ledger_transactions (player_id, kind) values ($1, 'payout')`, [owner.id]));
    await expect(lonely).rejects.toMatchObject({ code: '23514' });
    await expectLedgerBalanced(env);
  });

  it('payments: a player reads only their own; anonymous nothing; nobody writes them through the API', async () => {
    const mine = await owner.client.from('payments').select('player_id');
    expect(mine.data!.length).toBeGreaterThan(0);
    expect(new Set(mine.data!.map((row) => row.player_id))).toEqual(new Set([owner.id]));
    expect((await anon.from('payments').select('*')).status).toBe(401);
    expect((await service.from('payments').select('player_id')).data!.some((row) => row.player_id === other.id)).toBe(true);
    const { data } = await service.from('payments').select('id').eq('player_id', owner.id).eq('status', 'pending').limit(1).single();
    const forged = { player_id: owner.id, direction: 'in', provider: 'tmoney', phone: PHONES.TG, amount: 100, idempotency_key: randomUUID() };
    for (const [client, status] of [
      [anon, 401],
      [owner.client, 403],
      [service, 403],
    ] as const) {
      expect((await client.from('payments').insert(forged)).status).toBe(status);
      expect((await client.from('payments').update({ status: 'succeeded', provider_reference: 'forged' }).eq('id', data!.id)).status).toBe(status);
      expect((await client.from('payments').delete().eq('id', data!.id)).status).toBe(status);
    }
    expect((await service.from('payments').select('status').eq('id', data!.id).single()).data).toEqual({ status: 'pending' });
  });

  it("payments: the status machine holds for the owner too (no going back, no changing a payment's terms, no delete)", async () => {
    const { data } = await recharge(owner, 700);
    const id = (data as { id: string }).id;
    await settle(id, 'ref-machine', 'failed');
    for (const sql of [
      `update public.payments set status = 'succeeded' where id = '${id}'`,
      `update public.payments set status = 'pending' where id = '${id}'`,
      `update public.payments set amount = 70000 where id = '${id}'`,
      `update public.payments set provider_reference = 'autre' where id = '${id}'`,
    ]) {
      await expect(ownerSql(sql), sql).rejects.toMatchObject({ code: '23514' });
    }
    await expect(ownerSql(`delete from public.payments where id = '${id}'`)).rejects.toMatchObject({ code: '42501' });
    await expect(ownerSql(`insert into public.payments (player_id, direction, provider, phone, amount, idempotency_key, status) values ($1, 'in', 'tmoney', $2, 100, gen_random_uuid(), 'succeeded')`, [owner.id, PHONES.TG])).rejects.toMatchObject({ code: '23514' });
  });

  it('profiles: winnings is readable by its player and written by nobody through the API, the service role included', async () => {
    const mine = await owner.client.from('profiles').select('balance, winnings').eq('id', owner.id).single();
    expect(mine.data).toEqual(await balancesOf(env, owner.id));
    expect((await owner.client.from('profiles').update({ winnings: 1_000_000 }).eq('id', owner.id)).status).toBe(403);
    expect((await service.from('profiles').update({ winnings: 1_000_000 }).eq('id', owner.id)).status).toBe(403);
    expect((await service.from('profiles').update({ balance: 1_000_000 }).eq('id', owner.id)).status).toBe(403);
    expect((await service.from('profiles').delete().eq('id', owner.id)).status).toBe(403);
    expect((await service.from('profiles').update({ username: 'renomme' }).eq('id', other.id)).error).toBeNull();
    await expectLedgerBalanced(env);
  });
});
