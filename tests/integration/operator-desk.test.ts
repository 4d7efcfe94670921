/**
 * Issue 40, the operator's desk beside the draws, on the local stack through supabase-js: reports computed from the
 * ledger (checked here against the ledger tables with this file's own SQL), support look-ups (read only, each audited),
 * the audit trail (filtered, append-only), and the evidence of each result for players (roles and instants, never a
 * name, an e-mail or an id). src/api/operator-desk.ts, draw-evidence.ts, results.ts and tickets.ts are exercised as a
 * browser tab would.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AuthApi from '../../src/api/auth';
import type * as DeskApi from '../../src/api/operator-desk';
import type * as EvidenceApi from '../../src/api/draw-evidence';
import type * as ResultsApi from '../../src/api/results';
import type * as TicketsApi from '../../src/api/tickets';
import { type DrawRow, OPERATORS, OPERATOR_PASSWORD, type Operator, drawByOperators, freshDraw, itemOn, ownerSql, placeOn, signInOperator } from './support/draws';
import { expectLedgerBalanced } from './support/ledger';
import { expectMoneyError, fund } from './support/money';
import { type Client, type Player, type TestStack, anonClient, newPlayer, serviceClient, startTestStack } from './support/test-stack';

let env: TestStack;
let anon: Client;
let service: Client;
let op1: Operator;
let op2: Operator;
let players: Player[];

/** src/api as one browser tab: its own supabase client and session. */
interface Tab {
  auth: typeof AuthApi;
  desk: typeof DeskApi;
  evidence: typeof EvidenceApi;
  results: typeof ResultsApi;
  tickets: typeof TicketsApi;
}

async function openTab(): Promise<Tab> {
  vi.resetModules();
  return {
    auth: await import('../../src/api/auth'),
    desk: await import('../../src/api/operator-desk'),
    evidence: await import('../../src/api/draw-evidence'),
    results: await import('../../src/api/results'),
    tickets: await import('../../src/api/tickets'),
  };
}

let opTab: Tab;
let playerTab: Tab;
let visitorTab: Tab;

/** winning 12, 45, 7, 88, 30; machine 5, 12, 61, 40, 77. */
const DRAW_A = { winning: [12, 45, 7, 88, 30], machine: [5, 12, 61, 40, 77] };
/** solo direct pays 13 times the stake of a winning line (bet_multipliers) */
const SOLO = 13;
const solo = (numbers: number[], baseStake = 500) => ({ betType: 'solo' as const, betOption: 'direct' as const, gameMode: 'normal' as const, baseStake, combinations: numbers.map((n) => [n]) });

/** The settled draw (operators, with winners), the cancelled one (refunds), one still on sale, one drawn by the system. */
let settled: DrawRow;
let cancelled: DrawRow;
let onSale: DrawRow;
let bySystem: DrawRow;
/** a ticket with bets on both the settled draw and the draw on sale: its stake is shared by the two */
let splitTicket: { ticket_id: string; code: string };
let firstTicket: { ticket_id: string; code: string };
let from: string;
let to: string;

beforeAll(async () => {
  env = await startTestStack();
  vi.stubEnv('VITE_SUPABASE_URL', env.url);
  anon = anonClient(env.url);
  service = serviceClient(env.url);
  [op1, op2] = await Promise.all([signInOperator(env.url, 0), signInOperator(env.url, 1)]);
  players = [];
  for (const label of ['ama', 'kofi', 'yawo', 'adjoa', 'kwame', 'efua']) players.push(await newPlayer(env.url, label));
  await Promise.all(players.map((player) => fund(env, player, 50_000)));

  [settled, cancelled, onSale, bySystem] = [await freshDraw(env, 'CI'), await freshDraw(env, 'TG'), await freshDraw(env, 'BJ'), await freshDraw(env, 'CI')];
  // Winners (12, 45, 7 are drawn) and losers on the settled draw; two tickets for the first player.
  firstTicket = await placeOn(players[0]!, [itemOn(settled, solo([12, 61])), itemOn(settled, solo([3], 1_000))]);
  await placeOn(players[0]!, [itemOn(settled, solo([45], 200))]);
  await placeOn(players[1]!, [itemOn(settled, solo([7, 8, 9], 300))]);
  await placeOn(players[2]!, [itemOn(settled, solo([90]))]);
  splitTicket = await placeOn(players[3]!, [itemOn(settled, solo([30], 700)), itemOn(onSale, solo([1, 2], 400))]);
  // The cancelled draw's bets are refunded; the one on sale keeps its stakes; the system's draw pays too.
  await placeOn(players[1]!, [itemOn(cancelled, solo([5, 6], 600))]);
  await placeOn(players[4]!, [itemOn(cancelled, solo([11], 2_500))]);
  await placeOn(players[4]!, [itemOn(onSale, solo([33], 900))]);
  await placeOn(players[5]!, [itemOn(bySystem, solo([12, 13], 100))]);

  await drawByOperators(settled, DRAW_A, op1, op2);
  expect((await op2.client.rpc('cancel_draw', { draw_id: cancelled.id, reason: 'Machine en panne' })).error).toBeNull();
  expect((await service.rpc('system_draw', { draw_id: bySystem.id, ...DRAW_A })).error).toBeNull();
  await vi.waitFor(
    async () => expect((await ownerSql<{ n: number }>(env, `select count(*)::int as n from public.draw_settlements where finished_at is null`))[0]!.n).toBe(0),
    { timeout: 20_000, interval: 100 },
  );
  // Limits and an exclusion for the look-ups to show (after their bets: an excluded player cannot play).
  expect((await players[0]!.client.rpc('set_play_limit', { kind: 'stake', period: 'day', amount: 20_000 })).error).toBeNull();
  expect((await players[4]!.client.rpc('start_self_exclusion', { duration: '7d' })).error).toBeNull();

  const [range] = await ownerSql<{ from: string; to: string }>(env, `select to_char(current_date - 2, 'YYYY-MM-DD') as from, to_char(current_date + 9, 'YYYY-MM-DD') as to`);
  ({ from, to } = range!);

  [opTab, playerTab, visitorTab] = [await openTab(), await openTab(), await openTab()];
  await opTab.auth.login(OPERATORS[0].email, OPERATOR_PASSWORD);
  await playerTab.auth.login(players[0]!.email, players[0]!.password);
}, 180_000);

afterAll(async () => {
  for (const tab of [opTab, playerTab]) await tab?.auth.logout().catch(() => undefined);
  vi.unstubAllEnvs();
  await env?.close();
});

interface SqlReportRow {
  draw_id: string;
  day: string;
  country: string;
  draw_status: string;
  stakes: string;
  payouts: string;
  refunds: string;
  ggr: string;
  tickets: number;
  players: number;
}

async function reportAs(client: Client, args: { p_from: string; p_to: string; p_country?: string }) {
  return client.rpc('operator_report', args);
}

async function auditCount(): Promise<number> {
  return (await ownerSql<{ n: number }>(env, 'select count(*)::int as n from public.operator_audit'))[0]!.n;
}

describe('operator_report: per day, country and draw, from the ledger', () => {
  it('each draw’s stakes, payouts, refunds, tickets and players equal the ledger’s, computed here from its tables', async () => {
    const { data, error } = await reportAs(op1.client, { p_from: from, p_to: to });
    expect(error).toBeNull();
    const report = data!;
    expect(report.map((row) => row.draw_id).sort()).toEqual([settled.id, cancelled.id, onSale.id, bySystem.id].sort());

    // The ledger, read with this file's own SQL: a ticket's stake transaction (its player_play entry) shared by its
    // bets' draws by the ticket's total; payouts and refunds by the player side of their 'draw:<id>' transactions.
    const ledger = await ownerSql<SqlReportRow>(
      env,
      `with stake_parts as (
         select b.draw_id, t.id as txn_id, t.player_id, -e.amount * sum(b.total_stake) / min(tk.total_stake) as part
         from public.ledger_transactions t
         join public.ledger_entries e on e.txn_id = t.id and e.account = 'player_play'
         join public.tickets tk on t.reference = 'ticket:' || tk.id
         join public.bets b on b.ticket_id = tk.id
         where t.kind = 'stake'
         group by b.draw_id, t.id, t.player_id, e.amount
       ), stakes as (
         select draw_id, sum(part) as stakes, count(distinct txn_id) as tickets, count(distinct player_id) as players from stake_parts group by draw_id
       ), moves as (
         select substr(t.reference, 6)::uuid as draw_id,
           coalesce(sum(e.amount) filter (where t.kind = 'payout' and e.account = 'player_winnings'), 0) as payouts,
           coalesce(sum(e.amount) filter (where t.kind = 'refund' and e.account = 'player_play'), 0) as refunds
         from public.ledger_transactions t join public.ledger_entries e on e.txn_id = t.id
         where t.kind in ('payout', 'refund')
         group by 1
       )
       select s.draw_id, d.status as draw_status, s.stakes::bigint::text as stakes, coalesce(m.payouts, 0)::text as payouts, coalesce(m.refunds, 0)::text as refunds,
         (s.stakes - coalesce(m.payouts, 0) - coalesce(m.refunds, 0))::bigint::text as ggr, s.tickets::int, s.players::int,
         to_char((d.draw_at at time zone public.draw_time_zone(d.country)) - make_interval(hours => rtrim(d.draw_time, 'h')::int), 'YYYY-MM-DD') as day,
         d.country
       from stakes s join public.draws d on d.id = s.draw_id left join moves m on m.draw_id = s.draw_id
       order by s.draw_id`,
    );
    const fromReport = report
      .map((row) => ({
        draw_id: row.draw_id,
        draw_status: row.draw_status,
        stakes: String(row.stakes),
        payouts: String(row.payouts),
        refunds: String(row.refunds),
        ggr: String(row.ggr),
        tickets: row.tickets,
        players: row.players,
        day: row.day,
        country: row.country,
      }))
      .sort((a, b) => a.draw_id.localeCompare(b.draw_id));
    expect(fromReport).toEqual(ledger);

    // What the draws sold and paid, by hand: the split ticket's 700 CFA on the settled draw, its 800 on the one on sale.
    const byId = Object.fromEntries(report.map((row) => [row.draw_id, row]));
    expect(byId[settled.id]).toMatchObject({ draw_status: 'settled', stakes: 1_000 + 1_000 + 200 + 900 + 500 + 700, payouts: (500 + 200 + 300 + 700) * SOLO,  refunds: 0, tickets: 5, players: 4 });
    expect(byId[cancelled.id]).toMatchObject({ draw_status: 'cancelled', stakes: 3_700, payouts: 0, refunds: 3_700, ggr: 0, tickets: 2, players: 2 });
    expect(byId[onSale.id]).toMatchObject({ draw_status: 'open', stakes: 800 + 900, payouts: 0, refunds: 0, ggr: 1_700, tickets: 2, players: 2 });
    expect(byId[settled.id]!.ggr).toBe(byId[settled.id]!.stakes - byId[settled.id]!.payouts);
  });

  it('the report’s totals equal the whole ledger’s stakes, payouts and refunds; its PBJ the house’s net', async () => {
    const report = (await reportAs(op1.client, { p_from: from, p_to: to })).data!;
    const sum = (key: 'stakes' | 'payouts' | 'refunds' | 'ggr') => report.reduce((total, row) => total + Number(row[key]), 0);
    const [ledger] = await ownerSql<{ stakes: string; payouts: string; refunds: string; house: string }>(
      env,
      `select coalesce(-sum(e.amount) filter (where t.kind = 'stake' and e.account = 'player_play'), 0)::text as stakes,
              coalesce(sum(e.amount) filter (where t.kind = 'payout' and e.account = 'player_winnings'), 0)::text as payouts,
              coalesce(sum(e.amount) filter (where t.kind = 'refund' and e.account = 'player_play'), 0)::text as refunds,
              coalesce(sum(e.amount) filter (where t.kind in ('stake', 'payout', 'refund') and e.account = 'house'), 0)::text as house
       from public.ledger_transactions t join public.ledger_entries e on e.txn_id = t.id`,
    );
    expect({ stakes: sum('stakes'), payouts: sum('payouts'), refunds: sum('refunds'), ggr: sum('ggr') }).toEqual({
      stakes: Number(ledger!.stakes),
      payouts: Number(ledger!.payouts),
      refunds: Number(ledger!.refunds),
      ggr: Number(ledger!.house),
    });
    expect(sum('stakes')).toBeGreaterThan(0);
    expect(sum('payouts')).toBeGreaterThan(0);
    expect(sum('refunds')).toBeGreaterThan(0);
    await expectLedgerBalanced(env);
  });

  it('filters by country and by date; a day without draws is empty', async () => {
    const togo = (await reportAs(op1.client, { p_from: from, p_to: to, p_country: 'TG' })).data!;
    expect(togo.map((row) => row.draw_id)).toEqual([cancelled.id]);
    const [day] = await ownerSql<{ day: string; before: string }>(
      env,
      `select to_char((draw_at at time zone public.draw_time_zone(country)) - make_interval(hours => rtrim(draw_time, 'h')::int), 'YYYY-MM-DD') as day,
              to_char(current_date - 30, 'YYYY-MM-DD') as before
       from public.draws where id = $1`,
      [settled.id],
    );
    const oneDay = (await reportAs(op1.client, { p_from: day!.day, p_to: day!.day })).data!;
    expect(oneDay.map((row) => row.draw_id)).toContain(settled.id);
    expect(oneDay.every((row) => row.day === day!.day)).toBe(true);
    expect((await reportAs(op1.client, { p_from: day!.before, p_to: day!.before })).data).toEqual([]);
  });

  it('refuses a reversed range, one over 366 days, an unknown country', async () => {
    expectMoneyError((await reportAs(op1.client, { p_from: to, p_to: from })).error, 'invalid_request', { field: 'range', reason: 'reversed' });
    expectMoneyError((await reportAs(op1.client, { p_from: '2025-01-01', p_to: '2026-01-02' })).error, 'invalid_request', { field: 'range', reason: 'too_long', max_days: 366 });
    expect((await reportAs(op1.client, { p_from: '2025-01-01', p_to: '2026-01-01' })).error).toBeNull();
    expectMoneyError((await reportAs(op1.client, { p_from: from, p_to: to, p_country: 'FR' })).error, 'invalid_request', { field: 'country' });
  });

  it('through src/api: typed rows, a CSV whose total is the ledger’s, range refusals in French', async () => {
    const rows = await opTab.desk.operatorReport(from, to);
    expect(rows.find((row) => row.drawId === cancelled.id)).toMatchObject({ country: 'TG', drawStatus: 'cancelled', stakes: 3_700, refunds: 3_700, ggr: 0 });
    const csv = opTab.desk.reportCsv(rows);
    const total = csv.trimEnd().split('\r\n').at(-1)!.split(';');
    const totals = opTab.desk.reportTotals(rows);
    expect(total).toEqual(['Total', '', '', String(totals.stakes), String(totals.payouts), String(totals.refunds), String(totals.ggr), '', '', '']);
    expect(await opTab.desk.operatorReport(from, to, 'TG')).toHaveLength(1);
    await expect(opTab.desk.operatorReport(to, from)).rejects.toThrow('La date de fin doit être le même jour ou après la date de début.');
    await expect(opTab.desk.operatorReport('2025-01-01', '2026-06-01')).rejects.toThrow('Choisissez une période de 366 jours au plus.');
    await expect(playerTab.desk.operatorReport(from, to)).rejects.toThrow('Cette action est réservée aux opérateurs.');
  });
});

describe('who may use the desk', () => {
  it('a player is refused every operator function (not_operator), a visitor and the service role are not even let in; nothing is audited', async () => {
    const before = await auditCount();
    const calls = [
      ['operator_report', { p_from: from, p_to: to }],
      ['support_find_ticket', { p_code: firstTicket.code }],
      ['support_find_player', { p_username: 'ama' }],
      ['operator_audit_trail', {}],
    ] as const;
    for (const [name, args] of calls) {
      expectMoneyError((await players[0]!.client.rpc(name, args as never)).error, 'not_operator');
      expect((await anon.rpc(name, args as never)).status, `${name} as a visitor`).toBe(401);
      expect((await service.rpc(name, args as never)).status, `${name} as the service role`).toBe(403);
    }
    expect(await auditCount()).toBe(before);
  });
});

interface AuditRow {
  actor_id: string | null;
  actor: string;
  action: string;
  draw_id: string | null;
  subject_player_id: string | null;
  details: Record<string, unknown>;
}

async function auditSince(id: number): Promise<AuditRow[]> {
  return ownerSql<AuditRow>(env, 'select actor_id, actor, action, draw_id, subject_player_id, details from public.operator_audit where id > $1 order by id', [id]);
}

async function lastAuditId(): Promise<number> {
  return (await ownerSql<{ id: number }>(env, 'select coalesce(max(id), 0)::int as id from public.operator_audit'))[0]!.id;
}

describe('support look-ups: read only, each audited', () => {
  it('a ticket by its code as typed: its player’s summary and the ticket; one audit row, the operator the actor, the player the subject', async () => {
    const mark = await lastAuditId();
    const typed = firstTicket.code.toLowerCase().replace(/-/g, '').replace(/0/g, 'o');
    const { data, error } = await op1.client.rpc('support_find_ticket', { p_code: typed });
    expect(error).toBeNull();
    const found = data as { player: Record<string, unknown>; ticket: { code: string; bets: unknown[] }; tickets: { code: string }[] };
    expect(found.player).toMatchObject({ player_id: players[0]!.id, username: 'ama', country: 'TG', balance: expect.any(Number) });
    expect(found.ticket.code).toBe(firstTicket.code);
    expect(found.ticket.bets).toHaveLength(2);
    expect(found.tickets.map((t) => t.code)).toContain(firstTicket.code);
    expect(await auditSince(mark)).toEqual([
      { actor_id: op1.id, actor: OPERATORS[0].email, action: 'lookup', draw_id: null, subject_player_id: players[0]!.id, details: { by: 'ticket_code', query: firstTicket.code } },
    ]);
  });

  it('a player by username (any case): balances equal to the ledger, tickets with bets and outcomes, payments, limits, exclusion, ledger', async () => {
    const mark = await lastAuditId();
    const summary = (await opTab.desk.supportFindPlayer('  KWAME '))!;
    expect(summary.player).toMatchObject({ id: players[4]!.id, username: 'kwame', country: 'TG' });
    expect(summary.ledgerTotals).toEqual({ play: summary.player.balance, winnings: summary.player.winnings });
    const [balances] = await ownerSql<{ balance: string; winnings: string }>(env, 'select balance::text, winnings::text from public.profiles where id = $1', [players[4]!.id]);
    expect(summary.player.balance).toBe(Number(balances!.balance));
    expect(summary.ticket).toBeNull();
    expect(summary.ticketCount).toBe(2);
    expect(summary.tickets.flatMap((t) => t.bets.map((bet) => [bet.draw.id, bet.status, bet.totalStake]))).toEqual(
      expect.arrayContaining([
        [cancelled.id, 'cancelled', 2_500],
        [onSale.id, 'validated', 900],
      ]),
    );
    expect(summary.paymentCount).toBe(1);
    expect(summary.payments[0]).toMatchObject({ direction: 'in', amount: 50_000, status: 'succeeded' });
    expect(summary.exclusion).toMatchObject({ startedAt: expect.any(String) });
    expect(summary.exclusion!.until).not.toBeNull();
    expect(summary.exclusions.map((x) => x.duration)).toEqual(['7d']);
    expect(summary.limits).toHaveLength(6);
    expect(summary.ledger.map((entry) => entry.kind)).toEqual(['refund', 'stake', 'stake', 'recharge']);
    expect(summary.ledger[0]).toMatchObject({ playAmount: 2_500, winningsAmount: 0, balanceAfter: summary.player.balance });
    expect(await auditSince(mark)).toEqual([
      { actor_id: op1.id, actor: OPERATORS[0].email, action: 'lookup', draw_id: null, subject_player_id: players[4]!.id, details: { by: 'username', query: 'KWAME' } },
    ]);

    // The player with a limit: its amount in force; winnings from the settled draw.
    const ama = (await opTab.desk.supportFindPlayer('ama'))!;
    expect(ama.limits.find((limit) => limit.kind === 'stake' && limit.period === 'day')).toMatchObject({ amount: 20_000 });
    expect(ama.player.winnings).toBe((500 + 200) * SOLO);
    expect(ama.exclusion).toBeNull();
    expect(ama.tickets.map((t) => t.status)).toEqual(['won', 'won']);
  });

  it('through src/api: a look-up by code as typed; nothing found is null and, having no subject, is not audited', async () => {
    const found = (await opTab.desk.supportFindTicket(` ${splitTicket.code.toLowerCase()} `))!;
    expect(found.ticket).toMatchObject({ code: splitTicket.code, totalStake: 1_500 });
    expect(found.ticket!.bets.map((bet) => [bet.position, bet.draw.id, bet.status])).toEqual([
      [0, settled.id, 'won'],
      [1, onSale.id, 'validated'],
    ]);
    const mark = await lastAuditId();
    expect(await opTab.desk.supportFindTicket('LA-0000-0000-0000')).toBeNull();
    expect(await opTab.desk.supportFindTicket('pas un code')).toBeNull();
    expect(await opTab.desk.supportFindPlayer('personne-ici')).toBeNull();
    expect(await opTab.desk.supportFindPlayer('')).toBeNull();
    expect(await auditSince(mark)).toEqual([]);
  });

  it('look-ups move no money and change no player row', async () => {
    const snapshot = () =>
      ownerSql(env, `select (select count(*) from public.ledger_transactions)::int as txns, (select sum(balance + winnings) from public.profiles)::text as held, (select count(*) from public.payments)::int as payments`);
    const before = await snapshot();
    for (const player of ['ama', 'kofi', 'yawo']) expect((await op2.client.rpc('support_find_player', { p_username: player })).error).toBeNull();
    expect(await snapshot()).toEqual(before);
    await expectLedgerBalanced(env);
  });
});

describe('the audit trail', () => {
  it('lists every action newest first with who and when, the draw and the subject; filters by action and actor; pages', async () => {
    const all = (await op2.client.rpc('operator_audit_trail', { p_limit: 200 })).data!;
    expect(all.map((row) => row.id)).toEqual([...all.map((row) => row.id)].sort((a, b) => b - a));
    expect(new Set(all.map((row) => row.action))).toEqual(new Set(['close', 'record', 'confirm', 'settle', 'cancel', 'lookup']));
    const confirm = all.find((row) => row.action === 'confirm' && row.draw_id === settled.id)!;
    expect(confirm).toMatchObject({ actor: OPERATORS[1].email, draw_country: 'CI', draw_day: settled.draw_day, draw_time: settled.draw_time, subject_username: null });
    expect(all.find((row) => row.action === 'record' && row.draw_id === bySystem.id)).toMatchObject({ actor: 'système' });

    const lookups = (await op2.client.rpc('operator_audit_trail', { p_action: 'lookup' })).data!;
    expect(lookups.length).toBeGreaterThanOrEqual(5);
    expect(lookups.every((row) => row.action === 'lookup' && row.draw_id === null && row.subject_username !== null)).toBe(true);
    expect(lookups.map((row) => row.subject_username)).toEqual(expect.arrayContaining(['ama', 'kwame']));

    const byOp2 = (await op2.client.rpc('operator_audit_trail', { p_actor: 'OPERATEUR2' })).data!;
    expect(byOp2.length).toBeGreaterThan(0);
    expect(byOp2.every((row) => row.actor === OPERATORS[1].email)).toBe(true);
    const op2Lookups = (await op2.client.rpc('operator_audit_trail', { p_action: 'lookup', p_actor: 'operateur2' })).data!;
    expect(op2Lookups.map((row) => row.subject_username).sort()).toEqual(['ama', 'kofi', 'yawo']);

    const first = await opTab.desk.operatorAuditTrail({ limit: 2 });
    expect(first).toHaveLength(2);
    const next = await opTab.desk.operatorAuditTrail({ limit: 2, beforeId: first[1]!.id });
    expect(next.map((entry) => entry.id)).toEqual([all[2]!.id, all[3]!.id]);
    expect(first[0]).toMatchObject({ id: all[0]!.id, actor: all[0]!.actor, action: all[0]!.action });

    const cancel = (await opTab.desk.operatorAuditTrail({ action: 'cancel' }))[0]!;
    expect(cancel).toMatchObject({ actor: OPERATORS[1].email, draw: { id: cancelled.id, country: 'TG', day: cancelled.draw_day, time: cancelled.draw_time }, details: { reason: 'Machine en panne' } });

    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(await opTab.desk.operatorAuditTrail({ from: future })).toEqual([]);
    expect((await opTab.desk.operatorAuditTrail({ to: future, limit: 200 })).length).toBe(all.length);
    expectMoneyError((await op2.client.rpc('operator_audit_trail', { p_action: 'delete' })).error, 'invalid_request', { field: 'action' });
    expectMoneyError((await op2.client.rpc('operator_audit_trail', { p_limit: 1000 })).error, 'invalid_request', { field: 'limit' });
  });

  it('is append-only: no role updates or deletes a row, not even the database owner', async () => {
    const [row] = await ownerSql<{ id: number }>(env, `select id::int from public.operator_audit where action = 'lookup' order by id limit 1`);
    for (const client of [op1.client, op2.client, service, players[0]!.client]) {
      expect((await client.from('operator_audit').update({ actor: 'x' }).eq('id', row!.id)).status).toBe(403);
      expect((await client.from('operator_audit').delete().eq('id', row!.id)).status).toBe(403);
      expect((await client.from('operator_audit').insert({ actor: 'x', action: 'lookup', subject_player_id: players[0]!.id })).status).toBe(403);
    }
    await expect(ownerSql(env, 'update public.operator_audit set actor = $1 where id = $2', ['x', row!.id])).rejects.toMatchObject({ code: '42501' });
    await expect(ownerSql(env, 'delete from public.operator_audit where id = $1', [row!.id])).rejects.toMatchObject({ code: '42501' });
    expect((await ownerSql<{ actor: string }>(env, 'select actor from public.operator_audit where id = $1', [row!.id]))[0]!.actor).not.toBe('x');
  });
});

describe('draw evidence for players', () => {
  /** Nothing that names or identifies an operator. */
  function expectAnonymous(json: unknown) {
    const text = JSON.stringify(json).toLowerCase();
    for (const operator of OPERATORS) {
      expect(text).not.toContain(operator.email);
      expect(text).not.toContain(operator.id);
    }
    expect(text).not.toContain('operateur1');
    expect(text).not.toContain('operateur2');
    expect(text).not.toContain('@');
  }

  it('the results say where each result came from, when it was recorded and confirmed, by which role; to anyone', async () => {
    const { data, error } = await anon
      .from('draw_results')
      .select('id, source, recorded_at, confirmed_at, recorded_by_role, confirmed_by_role')
      .in('id', [settled.id, bySystem.id, cancelled.id, onSale.id]);
    expect(error).toBeNull();
    const byId = Object.fromEntries(data!.map((row) => [row.id!, row]));
    expect(Object.keys(byId).sort()).toEqual([settled.id, bySystem.id].sort());
    expect(byId[settled.id]).toMatchObject({ source: 'opérateur', recorded_by_role: 'operator', confirmed_by_role: 'operator' });
    expect(byId[bySystem.id]).toMatchObject({ source: 'système', recorded_by_role: 'system', confirmed_by_role: 'system' });
    const [audit] = await ownerSql<{ recorded: string; confirmed: string }>(
      env,
      `select to_json(min(at) filter (where action = 'record')) #>> '{}' as recorded, to_json(min(at) filter (where action = 'confirm')) #>> '{}' as confirmed
       from public.operator_audit where draw_id = $1`,
      [settled.id],
    );
    expect(Date.parse(byId[settled.id]!.recorded_at!)).toBe(Date.parse(audit!.recorded));
    expect(Date.parse(byId[settled.id]!.confirmed_at!)).toBe(Date.parse(audit!.confirmed));
    expect(Date.parse(byId[settled.id]!.confirmed_at!)).toBeGreaterThanOrEqual(Date.parse(byId[settled.id]!.recorded_at!));
    expectAnonymous(data);

    const page = await visitorTab.results.drawResults({ country: 'CI' });
    expect(page.items.find((draw) => draw.id === settled.id)!.evidence).toEqual({
      source: 'opérateur',
      recordedAt: new Date(byId[settled.id]!.recorded_at!).toISOString(),
      confirmedAt: new Date(byId[settled.id]!.confirmed_at!).toISOString(),
      recordedBy: 'operator',
      confirmedBy: 'operator',
    });
    expect(page.items.find((draw) => draw.id === bySystem.id)!.evidence).toMatchObject({ source: 'système', recordedBy: 'system', confirmedBy: 'system' });
    const evidence = await visitorTab.evidence.drawEvidence([settled.id, bySystem.id, onSale.id]);
    expect(Object.keys(evidence).sort()).toEqual([settled.id, bySystem.id].sort());
    expectAnonymous(page);
    expectAnonymous(evidence);
  });

  it('a verified ticket carries each draw’s evidence once it has a result, to a visitor too; no name, e-mail or id', async () => {
    const { data, error } = await anon.rpc('verify_ticket', { code: splitTicket.code });
    expect(error).toBeNull();
    const ticket = data as { bets: { draw: { evidence: Record<string, unknown> | null } }[] };
    expect(ticket.bets[0]!.draw.evidence).toMatchObject({ source: 'opérateur', recorded_by: 'operator', confirmed_by: 'operator', confirmed_at: expect.any(String) });
    expect(ticket.bets[1]!.draw.evidence).toBeNull();
    expectAnonymous(data);

    const verified = (await visitorTab.tickets.verifyTicket(splitTicket.code))!;
    expect(verified.bets[0]!.draw.evidence).toMatchObject({ source: 'opérateur', recordedBy: 'operator', confirmedBy: 'operator' });
    expect('evidence' in verified.bets[1]!.draw).toBe(false);
    expectAnonymous(verified);
  });

  it('a draw’s confirmation instant is its confirmation’s and never changes', async () => {
    await expect(ownerSql(env, "update public.draws set confirmed_at = now() - interval '1 day' where id = $1", [settled.id])).rejects.toMatchObject({ code: '23514' });
    const draw = await freshDraw(env, 'GH');
    await expect(ownerSql(env, 'update public.draws set confirmed_at = now() where id = $1', [draw.id])).rejects.toMatchObject({ code: '23514' });
    expect((await ownerSql<{ confirmed_at: string | null }>(env, 'select confirmed_at from public.draws where id = $1', [draw.id]))[0]!.confirmed_at).toBeNull();
  });
});

describe('the money', () => {
  it('every player’s balances still equal the sums of their ledger entries', async () => {
    await expectLedgerBalanced(env);
    // and no look-up, report or trail read wrote a ledger row after the last bet, payout or refund
    const [kinds] = await ownerSql<{ kinds: string[] }>(env, `select array_agg(distinct kind order by kind) as kinds from public.ledger_transactions`);
    expect(kinds!.kinds).toEqual(['payout', 'recharge', 'refund', 'stake']);
  });
});
