import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRowOf } from '../../src/api/bets';
import { calendarDateAt } from '../../src/game/age';
import { type Country, findCountry } from '../../src/game/countries';
import { validItem } from './support/bets';
import { expectLedgerBalanced } from './support/ledger';
import { PHONES, balancesOf, expectMoneyError, fund, giveWinnings } from './support/money';
import { type Client, type Player, type TestStack, anonClient, newPlayer, serviceClient, startTestStack } from './support/test-stack';

let env: TestStack;
let anon: Client;
let service: Client;

beforeAll(async () => {
  env = await startTestStack();
  anon = anonClient(env.url);
  service = serviceClient(env.url);
});
afterAll(() => env?.close());

const TOGO = findCountry('TG')!;
const BENIN = findCountry('BJ')!;
const HOUR = 3_600_000;

async function ownerSql<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return env.stack.db.transaction((q) => q.query<T>(sql, params));
}

/** The date `years` years before today in the country's zone, moved by `days` ('yyyy-mm-dd'). */
function bornYearsAgo(years: number, country: Country = TOGO, days = 0): string {
  const today = calendarDateAt(new Date(), country.timeZone);
  const date = new Date(Date.UTC(today.year - years, today.month - 1, today.day + days));
  return date.toISOString().slice(0, 10);
}

async function signUp(signUpData: Record<string, unknown>) {
  const email = `rg.${randomUUID()}@lotoafrik.test`;
  return anonClient(env.url).auth.signUp({ email, password: 'secret-123', options: { data: { username: `rg${randomUUID().slice(0, 8)}`, ...signUpData } } });
}

const recharge = (player: Player, amount: number) =>
  player.client.rpc('start_recharge', { amount, provider: 'tmoney', phone: PHONES.TG, idempotency_key: randomUUID() });
const place = (player: Player, items: unknown[], idempotencyKey: string = randomUUID()) =>
  player.client.rpc('place_bets', { items: items as never, idempotency_key: idempotencyKey });
const withdraw = (player: Player, amount: number) =>
  player.client.rpc('request_withdrawal', { amount, provider: 'tmoney', phone: PHONES.TG, idempotency_key: randomUUID() });
/** A one-bet ticket of `stake` CFA (one solo combination). */
const ticketOf = (stake: number) => [betRowOf(validItem({ combinations: [[7]], baseStake: stake, totalStake: stake, potentialWin: stake * 8, potentialMacWin: stake * 4 }))];

interface LimitStatus {
  kind: string;
  period: string;
  amount: number | null;
  next_amount: number | null;
  next_at: string | null;
  used: number;
  remaining: number | null;
  window_start: string;
  window_end: string;
}
interface Status {
  now: string;
  birth_date: string | null;
  country: string | null;
  time_zone: string;
  limits: LimitStatus[];
  exclusion: { until: string | null; started_at: string } | null;
}

async function statusOf(player: Player): Promise<Status> {
  const { data, error } = await player.client.rpc('responsible_gaming_status');
  expect(error).toBeNull();
  return data as unknown as Status;
}
const limitOf = (status: Status, kind: string, period: string) => status.limits.find((l) => l.kind === kind && l.period === period)!;

/** Moves a waiting limit change (or an exclusion's end) into the past, as 24 h passing would: the owner lifts the guard for one transaction. */
async function letTimePass(table: 'play_limits' | 'self_exclusions', playerId: string) {
  await env.stack.db.transaction(async (q) => {
    if (table === 'play_limits') {
      await q.query('alter table public.play_limits disable trigger play_limits_changes');
      await q.query(`update public.play_limits set next_at = now() - interval '1 second' where player_id = $1 and next_at is not null`, [playerId]);
      await q.query('alter table public.play_limits enable trigger play_limits_changes');
    } else {
      await q.query('alter table public.self_exclusions disable trigger self_exclusions_append_only');
      await q.query(`update public.self_exclusions set started_at = now() - interval '2 days', ends_at = now() - interval '1 second' where player_id = $1`, [playerId]);
      await q.query('alter table public.self_exclusions enable trigger self_exclusions_append_only');
    }
  });
}

describe('18 or more, decided by the database at sign-up', () => {
  it('refuses a sign-up of someone 17 (underage), whatever the client checked, and creates no account', async () => {
    const { data, error } = await signUp({ birth_date: bornYearsAgo(17), country: 'TG' });
    expect(error).toMatchObject({ status: 422, code: 'underage' });
    expect(data.user).toBeNull();
    const [count] = await ownerSql<{ n: number }>(`select count(*)::int as n from auth.users where email like 'rg.%' and raw_user_meta_data ->> 'birth_date' = $1`, [bornYearsAgo(17)]);
    expect(count!.n).toBe(0);
  });

  it('accepts someone whose 18th birthday is today in their country, and refuses them the day before', async () => {
    const eighteenToday = await signUp({ birth_date: bornYearsAgo(18), country: 'TG' });
    expect(eighteenToday.error).toBeNull();
    const [profile] = await ownerSql<{ birth_date: string; country: string }>(
      `select to_char(birth_date, 'YYYY-MM-DD') as birth_date, country from public.profiles where id = $1`,
      [eighteenToday.data.user!.id],
    );
    expect(profile).toEqual({ birth_date: bornYearsAgo(18), country: 'TG' });
    expect((await signUp({ birth_date: bornYearsAgo(18, TOGO, 1), country: 'TG' })).error).toMatchObject({ code: 'underage' });
  });

  it('checks the age on the date of the player’s own country (Bénin is an hour ahead of Togo)', async () => {
    const [row] = await ownerSql<{ bj: boolean; tg: boolean }>(
      `select public.is_adult(date '2008-11-23', date '2026-11-23') as bj, public.is_adult(date '2008-11-23', date '2026-11-22') as tg`,
    );
    expect(row).toEqual({ bj: true, tg: false });
    const [zones] = await ownerSql<{ bj: string; tg: string }>(
      `select to_char((timestamptz '2026-11-22T23:30:00Z' at time zone public.player_time_zone('BJ'))::date, 'YYYY-MM-DD') as bj,
              to_char((timestamptz '2026-11-22T23:30:00Z' at time zone public.player_time_zone('TG'))::date, 'YYYY-MM-DD') as tg`,
    );
    expect(zones).toEqual({ bj: '2026-11-23', tg: '2026-11-22' });
    expect(BENIN.timeZone).toBe('Africa/Porto-Novo');
  });

  it('refuses a date that does not exist, lies in the future or before 1900, and an unknown country', async () => {
    for (const birth of ['2000-02-30', '2000-13-01', '1899-12-31', bornYearsAgo(0, TOGO, 1), '14/03/2000', '2000-1-1']) {
      expect((await signUp({ birth_date: birth, country: 'TG' })).error, birth).toMatchObject({ status: 422, code: 'birth_date_invalid' });
    }
    expect((await signUp({ birth_date: '1990-05-14', country: 'FR' })).error).toMatchObject({ status: 422, code: 'country_invalid' });
    expect((await signUp({ birth_date: '1990-05-14', country: 'tg' })).error).toMatchObject({ status: 422, code: 'country_invalid' });
  });

  it('keeps no date of birth nor country a player may write through the API afterwards', async () => {
    const player = await newPlayer(env.url, 'fige');
    for (const client of [player.client, service]) {
      const { status } = await client.from('profiles').update({ birth_date: '2015-01-01', country: 'BJ' } as never).eq('id', player.id);
      expect(status).toBe(403);
    }
    const update = await player.client.auth.updateUser({ data: { birth_date: '2015-01-01' } });
    expect(update.error).toBeNull();
    expect((await statusOf(player)).birth_date).toBe('1990-05-14');
  });
});

describe('accounts without a date of birth', () => {
  it('cannot recharge nor place a ticket until they give one, once (birth_date_required, then underage, then done)', async () => {
    const legacy = await newPlayer(env.url, 'ancien', {});
    expect(await statusOf(legacy)).toMatchObject({ birth_date: null, country: null, time_zone: 'Africa/Abidjan' });
    expectMoneyError((await recharge(legacy, 1000)).error, 'birth_date_required', { missing: ['birth_date', 'country'] });
    expectMoneyError((await place(legacy, ticketOf(500))).error, 'birth_date_required');
    await giveWinnings(env, legacy.id, 2000);
    // Withdrawals go only to a number the player recharged from: this account recharged 1 000 CFA from its
    // number before dates of birth were asked (the payment written as the database owner, then confirmed by the provider).
    expectMoneyError((await withdraw(legacy, 1000)).error, 'unknown_withdrawal_phone', { phone: PHONES.TG });
    const [old] = await ownerSql<{ id: string }>(
      `insert into public.payments (player_id, direction, provider, phone, amount, idempotency_key) values ($1, 'in', 'tmoney', $2, 1000, gen_random_uuid()) returning id`,
      [legacy.id, PHONES.TG],
    );
    expect((await service.rpc('settle_payment', { payment_id: old!.id, provider_reference: `rg-${randomUUID()}`, outcome: 'succeeded' })).error).toBeNull();
    expect((await withdraw(legacy, 1000)).error).toBeNull();
    expect(await balancesOf(env, legacy.id)).toEqual({ balance: 1000, winnings: 1000 });

    const minor = await legacy.client.rpc('complete_player_profile', { birth_date: bornYearsAgo(16), country: 'TG' });
    expectMoneyError(minor.error, 'underage', { min_age: 18 });
    expect((await statusOf(legacy)).birth_date).toBeNull();
    expectMoneyError((await legacy.client.rpc('complete_player_profile', { birth_date: '1990-02-30', country: 'TG' })).error, 'birth_date_invalid');
    expectMoneyError((await legacy.client.rpc('complete_player_profile', { birth_date: '1990-02-10', country: 'XX' })).error, 'country_invalid');

    const given = await legacy.client.rpc('complete_player_profile', { birth_date: '1988-07-01', country: 'BJ' });
    expect(given.error).toBeNull();
    expect(given.data).toEqual({ birth_date: '1988-07-01', country: 'BJ' });
    expect(await statusOf(legacy)).toMatchObject({ birth_date: '1988-07-01', country: 'BJ', time_zone: 'Africa/Porto-Novo' });
    const again = await legacy.client.rpc('complete_player_profile', { birth_date: '1970-01-01', country: 'BJ' });
    expectMoneyError(again.error, 'invalid_state', { reason: 'profile_already_complete' });
    expect((await legacy.client.rpc('complete_player_profile', { birth_date: '1988-07-01', country: 'BJ' })).error).toBeNull();

    await fund(env, legacy, 3000);
    expect((await place(legacy, ticketOf(500))).error).toBeNull();
    expect(await balancesOf(env, legacy.id)).toEqual({ balance: 3500, winnings: 1000 });
    await expectLedgerBalanced(env);
  });

  it('a visitor or another role cannot complete a profile', async () => {
    expect((await anon.rpc('complete_player_profile', { birth_date: '1990-01-01', country: 'TG' })).error).toMatchObject({ code: '42501' });
    expect((await service.rpc('complete_player_profile', { birth_date: '1990-01-01', country: 'TG' })).error).toMatchObject({ code: '42501' });
  });
});

describe('stake limits, enforced by place_bets', () => {
  it('a 1 000 CFA daily limit refuses a 2 000 CFA ticket (limit_reached, what is left), then counts each ticket', async () => {
    const player = await newPlayer(env.url, 'limite');
    await fund(env, player, 10_000);
    const set = await player.client.rpc('set_play_limit', { kind: 'stake', period: 'day', amount: 1000 });
    expect(set.error).toBeNull();
    expect(limitOf(set.data as unknown as Status, 'stake', 'day')).toMatchObject({ amount: 1000, next_amount: null, next_at: null, used: 0, remaining: 1000 });

    expectMoneyError((await place(player, ticketOf(2000))).error, 'limit_reached', { limit: 'stake', period: 'day', amount: 1000, remaining: 1000 });
    expect(await balancesOf(env, player.id)).toEqual({ balance: 10_000, winnings: 0 });
    expect((await place(player, ticketOf(600))).error).toBeNull();
    expectMoneyError((await place(player, ticketOf(500))).error, 'limit_reached', { remaining: 400 });
    expect((await place(player, ticketOf(400))).error).toBeNull();
    expectMoneyError((await place(player, ticketOf(100))).error, 'limit_reached', { remaining: 0 });
    expect(limitOf(await statusOf(player), 'stake', 'day')).toMatchObject({ used: 1000, remaining: 0 });
    expect(await balancesOf(env, player.id)).toEqual({ balance: 9000, winnings: 0 });
    await expectLedgerBalanced(env);
  });

  it('names the limit with the least left when several apply, the shortest period on a tie', async () => {
    const player = await newPlayer(env.url, 'plusieurs');
    await fund(env, player, 10_000);
    await player.client.rpc('set_play_limit', { kind: 'stake', period: 'month', amount: 3000 });
    await player.client.rpc('set_play_limit', { kind: 'stake', period: 'week', amount: 5000 });
    await player.client.rpc('set_play_limit', { kind: 'stake', period: 'day', amount: 3000 });
    expectMoneyError((await place(player, ticketOf(3500))).error, 'limit_reached', { period: 'day', remaining: 3000 });
    await player.client.rpc('set_play_limit', { kind: 'stake', period: 'month', amount: 2000 });
    expectMoneyError((await place(player, ticketOf(2500))).error, 'limit_reached', { period: 'month', amount: 2000, remaining: 2000 });
    expect((await place(player, ticketOf(2000))).error).toBeNull();
    await expectLedgerBalanced(env);
  });

  it('lowering applies at once; raising and removing wait 24 h, and a later lowering cancels the wait', async () => {
    const player = await newPlayer(env.url, 'hausse');
    await fund(env, player, 20_000);
    const base = Date.now();
    await player.client.rpc('set_play_limit', { kind: 'stake', period: 'day', amount: 1000 });

    const raised = limitOf((await player.client.rpc('set_play_limit', { kind: 'stake', period: 'day', amount: 5000 })).data as unknown as Status, 'stake', 'day');
    expect(raised).toMatchObject({ amount: 1000, next_amount: 5000 });
    expect(Date.parse(raised.next_at!) - base).toBeGreaterThanOrEqual(24 * HOUR - 60_000);
    expect(Date.parse(raised.next_at!) - base).toBeLessThanOrEqual(24 * HOUR + 60_000);
    expectMoneyError((await place(player, ticketOf(2000))).error, 'limit_reached', { amount: 1000 });

    const lowered = limitOf((await player.client.rpc('set_play_limit', { kind: 'stake', period: 'day', amount: 800 })).data as unknown as Status, 'stake', 'day');
    expect(lowered).toMatchObject({ amount: 800, next_amount: null, next_at: null });

    await player.client.rpc('set_play_limit', { kind: 'stake', period: 'day', amount: 3000 });
    await letTimePass('play_limits', player.id);
    expect(limitOf(await statusOf(player), 'stake', 'day')).toMatchObject({ amount: 3000, next_at: null });
    expect((await place(player, ticketOf(2000))).error).toBeNull();

    const removed = limitOf((await player.client.rpc('set_play_limit', { kind: 'stake', period: 'day', amount: null as never })).data as unknown as Status, 'stake', 'day');
    expect(removed).toMatchObject({ amount: 3000, next_amount: null });
    expect(removed.next_at).not.toBeNull();
    expectMoneyError((await place(player, ticketOf(1500))).error, 'limit_reached', { remaining: 1000 });
    await letTimePass('play_limits', player.id);
    expect(limitOf(await statusOf(player), 'stake', 'day')).toMatchObject({ amount: null, remaining: null });
    expect((await place(player, ticketOf(1500))).error).toBeNull();
    await expectLedgerBalanced(env);
  });

  it('refuses a limit out of 100–100 000 000 CFA and an unknown kind or period', async () => {
    const player = await newPlayer(env.url, 'bornes');
    expectMoneyError((await player.client.rpc('set_play_limit', { kind: 'stake', period: 'day', amount: 99 })).error, 'amount_out_of_range', { min: 100, max: 100_000_000 });
    expectMoneyError((await player.client.rpc('set_play_limit', { kind: 'stake', period: 'day', amount: 100_000_001 })).error, 'amount_out_of_range');
    expectMoneyError((await player.client.rpc('set_play_limit', { kind: 'loss', period: 'day', amount: 1000 })).error, 'invalid_request', { field: 'kind' });
    expectMoneyError((await player.client.rpc('set_play_limit', { kind: 'stake', period: 'year', amount: 1000 })).error, 'invalid_request', { field: 'period' });
  });
});

describe('deposit limits, enforced by start_recharge', () => {
  it('counts recharges started in the period, pending or succeeded, not failed or expired ones', async () => {
    const player = await newPlayer(env.url, 'depot');
    await player.client.rpc('set_play_limit', { kind: 'deposit', period: 'week', amount: 5000 });
    const first = await recharge(player, 3000);
    expect(first.error).toBeNull();
    expectMoneyError((await recharge(player, 2500)).error, 'limit_reached', { limit: 'deposit', period: 'week', amount: 5000, remaining: 2000 });
    const failed = await service.rpc('settle_payment', { payment_id: (first.data as { id: string }).id, provider_reference: `rg-${randomUUID()}`, outcome: 'failed' });
    expect(failed.error).toBeNull();
    const second = await recharge(player, 5000);
    expect(second.error).toBeNull();
    await service.rpc('settle_payment', { payment_id: (second.data as { id: string }).id, provider_reference: `rg-${randomUUID()}`, outcome: 'succeeded' });
    expectMoneyError((await recharge(player, 100)).error, 'limit_reached', { remaining: 0 });
    expect(limitOf(await statusOf(player), 'deposit', 'week')).toMatchObject({ used: 5000, remaining: 0 });
    expect(await balancesOf(env, player.id)).toEqual({ balance: 5000, winnings: 0 });
    await expectLedgerBalanced(env);
  });
});

describe('periods: calendar days, weeks and months in the player’s country', () => {
  it('the status gives each period’s window in the player’s zone', async () => {
    const player = await newPlayer(env.url, 'fuseau', { birth_date: '1990-05-14', country: 'BJ' });
    const status = await statusOf(player);
    expect(status.time_zone).toBe('Africa/Porto-Novo');
    const day = limitOf(status, 'stake', 'day');
    expect(new Date(day.window_start).getUTCHours()).toBe(23);
    expect(Date.parse(day.window_end) - Date.parse(day.window_start)).toBe(24 * HOUR);
    expect(status.limits.map((l) => `${l.kind}/${l.period}`)).toEqual(['stake/day', 'stake/week', 'stake/month', 'deposit/day', 'deposit/week', 'deposit/month']);
  });

  it('a ticket placed before the period started does not count', async () => {
    const player = await newPlayer(env.url, 'hier');
    await fund(env, player, 5000);
    expect((await place(player, ticketOf(1000))).error).toBeNull();
    await env.stack.db.transaction(async (q) => {
      await q.query('alter table public.ledger_transactions disable trigger ledger_transactions_append_only');
      await q.query(`update public.ledger_transactions set created_at = now() - interval '2 days' where player_id = $1 and kind = 'stake'`, [player.id]);
      await q.query('alter table public.ledger_transactions enable trigger ledger_transactions_append_only');
    });
    await player.client.rpc('set_play_limit', { kind: 'stake', period: 'day', amount: 1000 });
    expect(limitOf(await statusOf(player), 'stake', 'day')).toMatchObject({ used: 0, remaining: 1000 });
    expect((await place(player, ticketOf(1000))).error).toBeNull();
    await expectLedgerBalanced(env);
  });
});

describe('self-exclusion', () => {
  it('while it runs: no ticket, no recharge (self_excluded, until when); withdrawals and conversions still work', async () => {
    const player = await newPlayer(env.url, 'pause');
    await fund(env, player, 5000);
    await giveWinnings(env, player.id, 3000);
    const key = randomUUID();
    expect((await place(player, ticketOf(500), key)).error).toBeNull();
    const before = Date.now();
    const started = await player.client.rpc('start_self_exclusion', { duration: '7d' });
    expect(started.error).toBeNull();
    const until = (started.data as unknown as Status).exclusion!.until!;
    expect(Date.parse(until) - before).toBeGreaterThanOrEqual(7 * 24 * HOUR - 60_000);
    expect(Date.parse(until) - before).toBeLessThanOrEqual(7 * 24 * HOUR + 60_000);

    const refusal = expectMoneyError((await place(player, ticketOf(500))).error, 'self_excluded');
    expect(Date.parse(refusal.until as string)).toBe(Date.parse(until));
    expectMoneyError((await recharge(player, 1000)).error, 'self_excluded');
    // The ticket placed before, asked again with its key, is the same ticket: nothing moves.
    expect((await place(player, ticketOf(500), key)).error).toBeNull();
    expect((await withdraw(player, 1000)).error).toBeNull();
    expect((await player.client.rpc('convert_winnings', { amount: 500, idempotency_key: randomUUID() })).error).toBeNull();
    expect(await balancesOf(env, player.id)).toEqual({ balance: 5000, winnings: 1500 });

    await letTimePass('self_exclusions', player.id);
    expect((await statusOf(player)).exclusion).toBeNull();
    expect((await place(player, ticketOf(500))).error).toBeNull();
    await expectLedgerBalanced(env);
  });

  it('ends 24 h, 7 days, 30 days or 6 months later in the player’s zone, or never', async () => {
    const [ends] = await ownerSql<Record<string, string | null>>(
      `select to_char(public.exclusion_end('24h', t, z) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as h24,
              to_char(public.exclusion_end('7d', t, z) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as d7,
              to_char(public.exclusion_end('30d', t, z) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as d30,
              to_char(public.exclusion_end('6m', t, z) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as m6,
              public.exclusion_end('permanent', t, z)::text as forever
       from (select timestamptz '2026-08-31T10:00:00Z' as t, 'Africa/Porto-Novo' as z) as x`,
    );
    expect(ends).toEqual({ h24: '2026-09-01T10:00', d7: '2026-09-07T10:00', d30: '2026-09-30T10:00', m6: '2027-02-28T10:00', forever: null });
    const player = await newPlayer(env.url, 'toujours');
    const forever = await player.client.rpc('start_self_exclusion', { duration: 'permanent' });
    expect((forever.data as unknown as Status).exclusion).toMatchObject({ until: null });
    expectMoneyError((await recharge(player, 1000)).error, 'self_excluded', { until: null });
  });

  it('cannot be lifted nor shortened through any API: table writes, RPC arguments, a shorter one, another role', async () => {
    const player = await newPlayer(env.url, 'tenace');
    const intruder = await newPlayer(env.url, 'intrus');
    const started = await player.client.rpc('start_self_exclusion', { duration: '30d' });
    const until = (started.data as unknown as Status).exclusion!.until!;
    const [row] = await ownerSql<{ id: string }>('select id from public.self_exclusions where player_id = $1', [player.id]);
    const past = new Date(Date.now() - HOUR).toISOString();

    for (const client of [player.client, intruder.client, service]) {
      expect((await client.from('self_exclusions').update({ ends_at: past }).eq('id', row!.id)).status).toBe(403);
      expect((await client.from('self_exclusions').delete().eq('id', row!.id)).status).toBe(403);
      expect((await client.from('self_exclusions').insert({ player_id: player.id, duration: '24h', ends_at: past } as never)).status).toBe(403);
    }
    expect((await anon.from('self_exclusions').delete().eq('id', row!.id)).status).toBe(401);
    // No function takes a date or a player: extra arguments name no function at all.
    const dated = await player.client.rpc('start_self_exclusion', { duration: '24h', ends_at: past } as never);
    expect(dated.error).toMatchObject({ code: 'PGRST202' });
    const forOther = await intruder.client.rpc('start_self_exclusion', { duration: '24h', player_id: player.id } as never);
    expect(forOther.error).toMatchObject({ code: 'PGRST202' });
    expect((await service.rpc('start_self_exclusion', { duration: '24h' })).error).toMatchObject({ code: '42501' });
    // A shorter one while it runs only adds a row; the exclusion still ends when it did.
    const shorter = await player.client.rpc('start_self_exclusion', { duration: '24h' });
    expect((shorter.data as unknown as Status).exclusion!.until).toBe(until);
    // Even the database owner cannot change or remove it.
    await expect(ownerSql('update public.self_exclusions set ends_at = now() where player_id = $1', [player.id])).rejects.toMatchObject({ code: '42501' });
    await expect(ownerSql('delete from public.self_exclusions where player_id = $1', [player.id])).rejects.toMatchObject({ code: '42501' });
    await expect(ownerSql('truncate public.self_exclusions')).rejects.toMatchObject({ code: '42501' });

    expect((await intruder.client.from('self_exclusions').select('id').eq('player_id', player.id)).data).toEqual([]);
    expect((await statusOf(intruder)).exclusion).toBeNull();
    expect((await statusOf(player)).exclusion!.until).toBe(until);
    expectMoneyError((await recharge(player, 1000)).error, 'self_excluded');
  });

  it('refuses an unknown duration', async () => {
    const player = await newPlayer(env.url, 'duree');
    expectMoneyError((await player.client.rpc('start_self_exclusion', { duration: '1y' })).error, 'invalid_request', { field: 'duration' });
    expect((await statusOf(player)).exclusion).toBeNull();
  });
});

describe('limits are each player’s own (RLS)', () => {
  it('a player cannot read nor change another’s limits; nobody writes the table through the API; loosening early is refused even to the owner', async () => {
    const player = await newPlayer(env.url, 'prive');
    const intruder = await newPlayer(env.url, 'curieux');
    await player.client.rpc('set_play_limit', { kind: 'stake', period: 'day', amount: 1000 });

    expect((await player.client.from('play_limits').select('kind, period, amount')).data).toEqual([{ kind: 'stake', period: 'day', amount: 1000 }]);
    expect((await intruder.client.from('play_limits').select('amount').eq('player_id', player.id)).data).toEqual([]);
    expect((await anon.from('play_limits').select('amount')).status).toBe(401);
    for (const client of [player.client, intruder.client, service]) {
      expect((await client.from('play_limits').update({ amount: 1_000_000 }).eq('player_id', player.id)).status).toBe(403);
      expect((await client.from('play_limits').delete().eq('player_id', player.id)).status).toBe(403);
      expect((await client.from('play_limits').insert({ player_id: player.id, kind: 'deposit', period: 'day', amount: 100 } as never)).status).toBe(403);
    }
    expect((await intruder.client.rpc('set_play_limit', { kind: 'stake', period: 'day', amount: 50_000, player_id: player.id } as never)).error).toMatchObject({ code: 'PGRST202' });
    expect((await service.rpc('set_play_limit', { kind: 'stake', period: 'day', amount: 50_000 })).error).toMatchObject({ code: '42501' });

    await expect(ownerSql(`update public.play_limits set amount = 50000 where player_id = $1`, [player.id])).rejects.toMatchObject({ code: '42501' });
    await expect(
      ownerSql(`update public.play_limits set next_amount = 50000, next_at = now() + interval '1 hour' where player_id = $1`, [player.id]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(ownerSql(`delete from public.play_limits where player_id = $1`, [player.id])).rejects.toMatchObject({ code: '42501' });
    expect(limitOf(await statusOf(player), 'stake', 'day').amount).toBe(1000);
    expect(limitOf(await statusOf(intruder), 'stake', 'day').amount).toBeNull();
  });

  it('a visitor has no status and no limits to set', async () => {
    expect((await anon.rpc('responsible_gaming_status')).error).toMatchObject({ code: '42501' });
    expect((await anon.rpc('set_play_limit', { kind: 'stake', period: 'day', amount: 1000 })).error).toMatchObject({ code: '42501' });
    expect((await anon.rpc('start_self_exclusion', { duration: '24h' })).error).toMatchObject({ code: '42501' });
  });
});
