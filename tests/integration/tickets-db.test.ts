import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRowOf } from '../../src/api/bets';
import type { BasketItem } from '../../src/game/basket-item';
import { COUNTRIES, type CountryCode, type DrawHour, WEEKDAYS, findCountry, hourNumber, hoursOn } from '../../src/game/countries';
import { priceBet } from '../../src/game/payouts';
import { countryTime, drawInstant } from '../../src/game/schedule';
import { CROCKFORD_ALPHABET, TICKET_CODE_PATTERN, parseTicketCode } from '../../src/game/ticket-code';
import { validItem } from './support/bets';
import { expectLedgerBalanced } from './support/ledger';
import { balancesOf, expectMoneyError, fund } from './support/money';
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
  await fund(env, owner, 50_000);
});
afterAll(() => env?.close());

/** A normal-mode solo bet on tomorrow's draw (in that country's zone) at that hour. */
function soloOn(country: CountryCode, time: DrawHour, stake = 500, combinations = [[7]]): BasketItem {
  const zone = findCountry(country)!;
  const now = new Date();
  const day = WEEKDAYS[(WEEKDAYS.indexOf(countryTime(zone, now).weekday) + 1) % 7]!;
  return {
    id: `local-${country}-${time}`,
    betType: 'solo',
    betOption: 'direct',
    gameMode: 'normal',
    country,
    day,
    time,
    drawAt: drawInstant(zone, day, time, now).toISOString(),
    combinations,
    baseStake: stake,
    ...priceBet('solo', 'normal', 'direct', stake, combinations.length),
  };
}

async function place(player: Player, items: unknown[], idempotencyKey: string = randomUUID()) {
  return player.client.rpc('place_bets', { items: items as never, idempotency_key: idempotencyKey });
}

async function ownerSql<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return env.stack.db.transaction((q) => q.query<T>(sql, params));
}

async function placedBy(playerId: string): Promise<{ tickets: number; bets: number; stakes: number }> {
  const [row] = await ownerSql<{ tickets: number; bets: number; stakes: number }>(
    `select (select count(*) from public.tickets where player_id = $1)::int as tickets,
            (select count(*) from public.bets where user_id = $1 and status <> 'pending')::int as bets,
            (select count(*) from public.ledger_transactions where player_id = $1 and kind = 'stake')::int as stakes`,
    [playerId],
  );
  return row!;
}

describe('draws', () => {
  it('a row exists for every scheduled draw of src/game from today to 7 days ahead, in each country’s zone', async () => {
    const now = new Date();
    for (const country of COUNTRIES) {
      const today = countryTime(country, now).today;
      const expected = Array.from({ length: 8 }, (_, ahead) => addDays(today, ahead)).flatMap((date) => {
        const day = WEEKDAYS[(date.getDay() + 6) % 7]!;
        return hoursOn(country, day).map((time) => ({
          draw_day: day,
          draw_time: time,
          draw_at: new Date(new TZDate(date.getFullYear(), date.getMonth(), date.getDate(), hourNumber(time), 0, 0, country.timeZone).getTime()).toISOString(),
        }));
      });
      const rows = await ownerSql<{ draw_day: string; draw_time: string; draw_at: string }>(
        `select draw_day, draw_time, to_char(draw_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"') as draw_at
         from public.draws where country = $1 and draw_at > $2 and draw_at <= $3 order by draw_at`,
        [country.code, today.toISOString(), addDays(today, 8).toISOString()],
      );
      expect(rows, country.code).toEqual(expected);
    }
    const again = await service.rpc('create_scheduled_draws');
    expect(again.error).toBeNull();
    expect(again.data).toBe(0);
  });

  it('everyone reads the draws; nobody writes them through the API', async () => {
    const byVisitor = await anon.from('draws').select('id, country, status').eq('country', 'CI').limit(3);
    expect(byVisitor.error).toBeNull();
    expect(byVisitor.data).toHaveLength(3);
    expect((await owner.client.from('draws').select('id').limit(1)).data).toHaveLength(1);
    const id = byVisitor.data![0]!.id;
    const item = soloOn('CI', '7h');
    for (const [client, status] of [
      [anon, 401],
      [owner.client, 403],
      [service, 403],
    ] as const) {
      expect((await client.from('draws').insert({ country: 'CI', draw_day: item.day, draw_time: '8h', draw_at: item.drawAt })).status).toBe(status);
      expect((await client.from('draws').update({ status: 'cancelled' }).eq('id', id)).status).toBe(status);
      expect((await client.from('draws').delete().eq('id', id)).status).toBe(status);
    }
    expect((await anon.from('draws').select('status').eq('id', id).single()).data).toEqual({ status: 'open' });
  });

  it('the status machine holds for the owner too: no reopening, no moving a draw, no deleting it', async () => {
    const item = soloOn('BJ', '24h');
    const [draw] = await ownerSql<{ id: string }>('select id from public.draws where country = $1 and draw_at = $2', ['BJ', item.drawAt]);
    await ownerSql(`update public.draws set status = 'closed' where id = $1`, [draw!.id]);
    for (const sql of [
      `update public.draws set status = 'open' where id = $1`,
      `update public.draws set status = 'settled', settled_at = now() where id = $1`,
      `update public.draws set draw_at = draw_at + interval '1 day' where id = $1`,
      `update public.draws set status = 'drawn' where id = $1`,
    ]) {
      await expect(ownerSql(sql, [draw!.id]), sql).rejects.toMatchObject({ code: '23514' });
    }
    await expect(ownerSql('delete from public.draws where id = $1', [draw!.id])).rejects.toMatchObject({ code: '42501' });
    await expect(
      ownerSql(`update public.draws set status = 'drawn', winning_numbers = '{1,2,3,4,4}', machine_numbers = '{5,6,7,8,9}' where id = $1`, [draw!.id]),
    ).rejects.toMatchObject({ code: '23514' });
    await ownerSql(`update public.draws set status = 'cancelled' where id = $1`, [draw!.id]);
    await expect(ownerSql(`update public.draws set status = 'closed' where id = $1`, [draw!.id])).rejects.toMatchObject({ code: '23514' });
  });
});

describe('place_bets', () => {
  it('buys the basket as one ticket: bets validated on their draws, one stake debited in the ledger', async () => {
    const before = (await balancesOf(env, owner.id)).balance;
    const items = [validItem(), soloOn('BJ', '11h', 200, [[3], [30], [60]])];
    const total = items[0]!.totalStake + items[1]!.totalStake;
    const { data, error } = await place(owner, items.map(betRowOf));
    expect(error).toBeNull();
    const receipt = data as { ticket_id: string; code: string; placed_at: string; total_stake: number; balance: number };
    expect(receipt.code).toMatch(TICKET_CODE_PATTERN);
    expect(receipt).toMatchObject({ total_stake: total, balance: before - total });
    expect(Math.abs(Date.parse(receipt.placed_at) - Date.now())).toBeLessThan(60_000);

    const bets = await ownerSql<{ status: string; ticket_position: number; draw_country: string; draw_at_matches: boolean; total_stake: string }>(
      `select b.status, b.ticket_position, d.country as draw_country, d.draw_at = b.draw_at as draw_at_matches, b.total_stake::text
       from public.bets b join public.draws d on d.id = b.draw_id where b.ticket_id = $1 order by b.ticket_position`,
      [receipt.ticket_id],
    );
    expect(bets).toEqual([
      { status: 'validated', ticket_position: 0, draw_country: 'CI', draw_at_matches: true, total_stake: String(items[0]!.totalStake) },
      { status: 'validated', ticket_position: 1, draw_country: 'BJ', draw_at_matches: true, total_stake: String(items[1]!.totalStake) },
    ]);
    const entries = await ownerSql<{ kind: string; account: string; amount: string }>(
      `select t.kind, e.account, e.amount::text from public.ledger_transactions t join public.ledger_entries e on e.txn_id = t.id
       where t.reference = $1 order by e.account`,
      [`ticket:${receipt.ticket_id}`],
    );
    expect(entries).toEqual([
      { kind: 'stake', account: 'house', amount: String(total) },
      { kind: 'stake', account: 'player_play', amount: String(-total) },
    ]);
    expect((await balancesOf(env, owner.id)).balance).toBe(before - total);
    await expectLedgerBalanced(env);
  });

  it('the same idempotency key again (even at once) returns the same ticket and debits once', async () => {
    const before = (await balancesOf(env, owner.id)).balance;
    const key = randomUUID();
    const items = [betRowOf(validItem())];
    const answers = await Promise.all([place(owner, items, key), place(owner, items, key), place(owner, items, key)]);
    const later = await place(owner, items, key);
    expect([...answers, later].map((answer) => answer.error)).toEqual([null, null, null, null]);
    const codes = new Set([...answers, later].map((answer) => (answer.data as { code: string }).code));
    expect(codes.size).toBe(1);
    expect((later.data as { balance: number }).balance).toBe(before - 1000);
    expect((await balancesOf(env, owner.id)).balance).toBe(before - 1000);
    const [stakes] = await ownerSql<{ n: number }>(`select count(*)::int as n from public.ledger_transactions where idempotency_key = $1`, [key]);
    expect(stakes!.n).toBe(1);

    expectMoneyError((await place(owner, [...items, betRowOf(soloOn('BJ', '14h'))], key)).error, 'idempotency_key_reused');
    expectMoneyError((await owner.client.rpc('convert_winnings', { amount: 100, idempotency_key: key })).error, 'idempotency_key_reused');
    await expectLedgerBalanced(env);
  });

  it.each([
    ['a forged potential win', { potential_win: 999_999 }],
    ['a forged total stake', { total_stake: 100 }],
    ['a stake under 100 CFA', { base_stake: 50, total_stake: 50, potential_win: 650 }],
    ['an option the type does not offer', { bet_option: 'turbo2' }],
    ['an invalid ball', { combinations: [[91]], total_stake: 500, potential_win: 6500 }],
    ['a number written as text', { base_stake: 'cinq cents' }],
    ['a missing column', { combinations: undefined }],
    ['a status of its own', { status: 'won' }],
    ['a ticket of its own', { ticket_id: '00000000-0000-4000-8000-000000000000' }],
    ['another player as owner', { user_id: '00000000-0000-4000-8000-000000000001' }],
    ['a payout of its own', { payout: 1_000_000 }],
    ['an hour outside the schedule', { draw_time: '8h' }],
    ['a draw instant that is not its day and hour', { draw_at: new Date(Date.now() + 3 * 3_600_000).toISOString() }],
  ])('refuses the whole batch when one item has %s, and debits nothing', async (_name, forged) => {
    const before = await placedBy(owner.id);
    const balance = (await balancesOf(env, owner.id)).balance;
    const items = [betRowOf(validItem()), { ...betRowOf(soloOn('CI', '13h')), ...forged }, betRowOf(soloOn('BJ', '14h'))];
    const { error } = await place(owner, items);
    expectMoneyError(error, 'invalid_bet', { index: 1 });
    expect(await placedBy(owner.id)).toEqual(before);
    expect((await balancesOf(env, owner.id)).balance).toBe(balance);
    await expectLedgerBalanced(env);
  });

  it('refuses something that is not a list of bets', async () => {
    for (const items of [[], {}, 42, [42]]) {
      const { error } = await place(owner, items as unknown[]);
      expectMoneyError(error, 'invalid_bet');
    }
  });

  it('refuses a ticket of more than 100 items or 2 520 lines before reading a line (ticket_too_large)', async () => {
    const item = validItem();
    const tooMany = await place(owner, Array.from({ length: 101 }, () => betRowOf(item)));
    expectMoneyError(tooMany.error, 'ticket_too_large', { items: 101, lines: 101 * item.combinations.length, max_items: 100, max_lines: 2520 });
    // Lines whose balls are out of range: refused for their number before any is read.
    const heavy = { ...betRowOf(validItem()), combinations: Array.from({ length: 2521 }, () => [91]) };
    const tooLong = await place(owner, [heavy]);
    expectMoneyError(tooLong.error, 'ticket_too_large', { items: 1, lines: 2521 });
    await expectLedgerBalanced(env);
  });

  it('a draw that closes between the basket and the validation refuses the batch with draw_closed, naming the item', async () => {
    const closing = soloOn('BJ', '21h');
    const balance = (await balancesOf(env, owner.id)).balance;
    const before = await placedBy(owner.id);
    await ownerSql(`update public.draws set status = 'closed' where country = 'BJ' and draw_at = $1`, [closing.drawAt]);
    const { error } = await place(owner, [betRowOf(validItem()), betRowOf(closing)]);
    const detail = expectMoneyError(error, 'draw_closed', { index: 1, country: 'BJ', draw_day: closing.day, draw_time: '21h', status: 'closed' });
    expect(Date.parse(detail.draw_at as string)).toBe(Date.parse(closing.drawAt));
    expect(await placedBy(owner.id)).toEqual(before);
    expect((await balancesOf(env, owner.id)).balance).toBe(balance);
    await expectLedgerBalanced(env);
  });

  it("a draw whose time has come is closed by the database's clock, even while its row is still open", async () => {
    const country = findCountry('CI')!;
    const lastWeek = addDays(countryTime(country, new Date()).today, -7);
    const day = WEEKDAYS[(lastWeek.getDay() + 6) % 7]!;
    const drawAt = new TZDate(lastWeek.getFullYear(), lastWeek.getMonth(), lastWeek.getDate(), 18, 0, 0, country.timeZone).toISOString();
    await ownerSql(`insert into public.draws (country, draw_day, draw_time, draw_at) values ('CI', $1, '18h', $2) on conflict do nothing`, [day, drawAt]);
    const past = { ...betRowOf(validItem()), draw_day: day, draw_at: drawAt };
    expectMoneyError((await place(owner, [past])).error, 'draw_closed', { index: 0, country: 'CI', status: 'open' });
    await expectLedgerBalanced(env);
  });

  it('refuses a basket the play balance cannot pay, saying how much is missing', async () => {
    const poor = await newPlayer(env.url, 'fauche');
    await fund(env, poor, 700);
    const { error } = await place(poor, [betRowOf(validItem())]);
    expectMoneyError(error, 'insufficient_funds', { missing: 300, account: 'play', available: 700 });
    expect(await placedBy(poor.id)).toEqual({ tickets: 0, bets: 0, stakes: 0 });
    expect(await balancesOf(env, poor.id)).toEqual({ balance: 700, winnings: 0 });
    await expectLedgerBalanced(env);
  });

  it('is for signed-in players only', async () => {
    const items = [betRowOf(validItem())];
    expect((await anon.rpc('place_bets', { items, idempotency_key: randomUUID() })).status).toBe(401);
    expect((await service.rpc('place_bets', { items, idempotency_key: randomUUID() })).status).toBe(403);
  });

  it('two validations racing on one balance never overdraw it', async () => {
    const racer = await newPlayer(env.url, 'course');
    await fund(env, racer, 1000);
    const item = soloOn('CI', '13h', 600);
    const answers = await Promise.all([place(racer, [betRowOf(item)]), place(racer, [betRowOf(item)])]);
    const failures = answers.filter((answer) => answer.error);
    expect(failures).toHaveLength(1);
    expectMoneyError(failures[0]!.error, 'insufficient_funds', { missing: 200 });
    expect(await balancesOf(env, racer.id)).toEqual({ balance: 400, winnings: 0 });
    expect(await placedBy(racer.id)).toEqual({ tickets: 1, bets: 1, stakes: 1 });
    await expectLedgerBalanced(env);
  });

  it(
    '1 000 concurrent placements by 10 players keep every balance equal to its ledger entries',
    async () => {
      const players = await Promise.all(Array.from({ length: 10 }, (_, i) => newPlayer(env.url, `joueur${i}`)));
      await Promise.all(players.map((player) => fund(env, player, 30_000)));
      const row = betRowOf(soloOn('CI', '16h', 500));
      const answers = await Promise.all(players.flatMap((player) => Array.from({ length: 100 }, () => place(player, [row]).then((answer) => ({ player, answer })))));
      const refusals = answers.filter(({ answer }) => answer.error).map(({ answer }) => answer);
      // Anything but 'insufficient_funds' is listed whole, so a failure says what it was.
      const unexpected = refusals.filter(({ error }) => error!.code !== 'P0001' || error!.message !== 'insufficient_funds');
      expect(unexpected.map(({ status, error }) => ({ status, ...error }))).toEqual([]);
      for (const { error } of refusals) expectMoneyError(error, 'insufficient_funds', { missing: 500 });
      for (const player of players) {
        expect(answers.filter((entry) => entry.player === player && !entry.answer.error)).toHaveLength(60);
        expect(await balancesOf(env, player.id)).toEqual({ balance: 0, winnings: 0 });
        expect(await placedBy(player.id)).toEqual({ tickets: 60, bets: 60, stakes: 60 });
      }
      await expectLedgerBalanced(env);
    },
    240_000,
  );
});

describe('placed bets and tickets', () => {
  let code = '';
  let ticketId = '';
  beforeAll(async () => {
    const { data, error } = await place(owner, [betRowOf(validItem()), betRowOf(soloOn('CI', '21h', 300, [[5], [50]]))]);
    if (error) throw new Error(error.message);
    ({ code, ticket_id: ticketId } = data as { code: string; ticket_id: string });
  });

  it('a validated bet is never deleted nor changed by its player, and its terms never change for anyone', async () => {
    const { data: bets } = await owner.client.from('bets').select('id, status').eq('ticket_id', ticketId);
    expect(bets).toHaveLength(2);
    const id = bets![0]!.id;
    expect((await owner.client.from('bets').delete().eq('id', id).select('id')).data).toEqual([]);
    expect((await owner.client.from('bets').update({ base_stake: 100 }).eq('id', id)).status).toBe(403);
    expect((await service.from('bets').delete().eq('id', id)).status).toBe(403);
    expect((await service.from('bets').update({ status: 'pending' }).eq('id', id)).status).toBe(403);
    expect((await service.from('bets').update({ status: 'won', payout: 0 }).eq('id', id)).status).toBe(403);
    await expect(ownerSql(`update public.bets set combinations = '[[8]]' where id = $1`, [id])).rejects.toMatchObject({ code: '23514' });
    await expect(ownerSql('delete from public.bets where id = $1', [id])).rejects.toMatchObject({ code: '42501' });
    expect((await service.from('bets').select('status').eq('id', id).single()).data).toEqual({ status: 'validated' });
  });

  it('tickets: a player reads only their own; anonymous nothing; the service role all; nobody writes them', async () => {
    const mine = await owner.client.from('tickets').select('id, code, player_id').eq('id', ticketId);
    expect(mine.data).toEqual([{ id: ticketId, code, player_id: owner.id }]);
    expect((await other.client.from('tickets').select('id').eq('id', ticketId)).data).toEqual([]);
    expect((await anon.from('tickets').select('id')).status).toBe(401);
    expect((await service.from('tickets').select('id').eq('id', ticketId)).data).toHaveLength(1);
    for (const [client, status] of [
      [anon, 401],
      [owner.client, 403],
      [service, 403],
    ] as const) {
      expect((await client.from('tickets').insert({ code: 'LA-0000-0000-0000', player_id: owner.id, total_stake: 100 })).status).toBe(status);
      expect((await client.from('tickets').update({ total_stake: 1 }).eq('id', ticketId)).status).toBe(status);
      expect((await client.from('tickets').delete().eq('id', ticketId)).status).toBe(status);
    }
    await expect(ownerSql('update public.tickets set total_stake = 1 where id = $1', [ticketId])).rejects.toMatchObject({ code: '42501' });
    await expect(ownerSql('delete from public.tickets where id = $1', [ticketId])).rejects.toMatchObject({ code: '42501' });
  });

  it('ticket_summaries: each of my tickets with its status and number of bets, and nobody else’s', async () => {
    const mine = await owner.client.from('ticket_summaries').select('id, code, status, bet_count, total_payout, player_id').eq('id', ticketId);
    expect(mine.data).toEqual([{ id: ticketId, code, status: 'pending', bet_count: 2, total_payout: null, player_id: owner.id }]);
    expect((await other.client.from('ticket_summaries').select('id').eq('id', ticketId)).data).toEqual([]);
    expect((await anon.from('ticket_summaries').select('id')).status).toBe(401);
  });

  it('verify_ticket shows anyone the bets, draws and status, never who placed the ticket', async () => {
    const { data, error } = await anon.rpc('verify_ticket', { code });
    expect(error).toBeNull();
    const ticket = data as { code: string; status: string; total_stake: number; bets: { bet_type: string; status: string; payout: null; draw: { country: string; status: string; winning_numbers: null } }[] };
    expect(ticket).toMatchObject({ code, status: 'pending', total_stake: 1600, total_payout: null });
    expect(ticket.bets.map((bet) => [bet.bet_type, bet.status, bet.payout, bet.draw.country, bet.draw.status, bet.draw.winning_numbers])).toEqual([
      ['solo', 'validated', null, 'CI', 'open', null],
      ['solo', 'validated', null, 'CI', 'open', null],
    ]);
    const text = JSON.stringify(data);
    for (const secret of [owner.id, owner.email, 'proprio', ticketId, 'player_id', 'user_id']) expect(text).not.toContain(secret);
    expect((await other.client.rpc('verify_ticket', { code })).data).toEqual(data);
  });

  it('verify_ticket reads the code leniently, and answers null for a code that is not a ticket', async () => {
    const typed = code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    expect(((await anon.rpc('verify_ticket', { code: typed })).data as { code: string }).code).toBe(code);
    for (const unknown of ['LA-0000-0000-0000', 'LA-UUUU-UUUU-UUUU', 'bonjour', '', `${code}0`]) {
      const answer = await anon.rpc('verify_ticket', { code: unknown });
      expect(answer.error).toBeNull();
      expect(answer.data).toBeNull();
    }
  });

  it('verify_ticket shows the numbers once the result is confirmed, not while it is only recorded', async () => {
    const draw = soloOn('CI', '21h');
    await ownerSql(
      `update public.draws set status = 'closed', winning_numbers = '{5,17,33,48,90}', machine_numbers = '{1,2,3,4,6}', source = 'test', recorded_at = now()
       where country = 'CI' and draw_at = $1`,
      [draw.drawAt],
    );
    const recorded = (await anon.rpc('verify_ticket', { code })).data as { bets: { draw: { status: string; winning_numbers: number[] | null } }[] };
    expect(recorded.bets[1]!.draw).toMatchObject({ status: 'closed', winning_numbers: null });
    await ownerSql(`update public.draws set status = 'drawn' where country = 'CI' and draw_at = $1`, [draw.drawAt]);
    const drawn = (await anon.rpc('verify_ticket', { code })).data as { bets: { draw: { winning_numbers: number[]; machine_numbers: number[] } }[] };
    expect(drawn.bets[1]!.draw).toMatchObject({ winning_numbers: [5, 17, 33, 48, 90], machine_numbers: [1, 2, 3, 4, 6] });
  });

  it('ticket codes: LA- and 12 Crockford base32 characters, 60 random bits, never twice', async () => {
    const rows = await ownerSql<{ code: string }>('select public.new_ticket_code() as code from generate_series(1, 2000)');
    const codes = rows.map((row) => row.code);
    expect(codes.every((value) => TICKET_CODE_PATTERN.test(value) && parseTicketCode(value) === value)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    // Every one of the 32 symbols appears in every position: the bits are spread, not stuck.
    for (let position = 0; position < 12; position++) {
      const symbols = new Set(codes.map((value) => value.replace(/-/g, '').slice(2)[position]));
      expect([...symbols].sort().join(''), `position ${position}`).toBe(CROCKFORD_ALPHABET);
    }
  });
});
