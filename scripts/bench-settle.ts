/**
 * `npm run bench:settle`: settle_draw on draws of 10 000 and 100 000 bets (every type and mode, 1 to
 * 252 lines each, from tests/fixtures/random-bets.ts with a fixed seed; one bet in five leans towards
 * the draw's numbers so that many win and the ledger has work), on PGlite (in memory) and, with
 * DATABASE_URL or --postgres[=url], on PostgreSQL (a fresh database). The bets are inserted in bulk
 * as the database owner (tickets, stakes through the ledger); only the settlement is timed, and it goes
 * through settle_draw. Each size is settled twice, on two draws: with the local stack's realtime row
 * trigger on bets (as npm start runs it) and without it (the database alone, as on a hosted project,
 * whose realtime reads the WAL). Prints seconds, bets/s, lines/s, winners and what was paid, then the
 * ledger invariant (ledger_problems()) after each run. BENCH_SIZES=10000,100000 changes the sizes;
 * --postgres-only skips PGlite.
 */
import fc from 'fast-check';
import { betArbitrary } from '../tests/fixtures/random-bets';
import type { DrawResult, SettledBet } from '../src/game/settlement';
import { priceBet } from '../src/game/payouts';
import { type Database, openStackDatabase } from '../supabase/local/db';
import { withFreshDatabase } from './bench-support';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const BETS_PER_PLAYER = 100;
const BETS_PER_TICKET = 50;
const DRAW: DrawResult = { winning: [12, 45, 7, 88, 30], machine: [5, 12, 61, 40, 77] };
const DEFAULT_POSTGRES = 'postgres://lotoafrik:lotoafrik@127.0.0.1:5432/postgres';

function sampleBets(count: number, seed: number): SettledBet[] {
  const arbitrary = fc.oneof({ arbitrary: betArbitrary(), weight: 4 }, { arbitrary: betArbitrary(DRAW), weight: 1 });
  return fc.sample(arbitrary, { seed, numRuns: count });
}

interface BenchDraw {
  id: string;
  country: string;
  draw_day: string;
  draw_time: string;
  draw_at: string;
}

/** Players, funded through the ledger; tickets of 50 bets each paid by a 'stake' transaction; the bets on `draw`. */
async function placeBets(db: Database, draw: BenchDraw, bets: SettledBet[], label: string): Promise<void> {
  const players = Math.ceil(bets.length / BETS_PER_PLAYER);
  const ids = await db.transaction((q) =>
    q.query<{ id: string }>(
      `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data)
       select gen_random_uuid(), 'authenticated', 'authenticated', format('bench.%s.%s@lotoafrik.test', $1::text, n),
         '{"provider": "email"}', jsonb_build_object('username', format('b%s%s', $1::text, n))
       from generate_series(1, $2::int) as n
       returning id`,
      [label, players],
    ),
  );
  for (let from = 0; from < bets.length; from += BETS_PER_TICKET * 20) {
    const chunk = bets.slice(from, from + BETS_PER_TICKET * 20).map((bet, i) => {
      const index = from + i;
      const price = priceBet(bet.betType, bet.gameMode, bet.betOption, bet.baseStake, bet.combinations.length);
      return {
        player: ids[Math.floor(index / BETS_PER_PLAYER) % ids.length]!.id,
        ticket: Math.floor(index / BETS_PER_TICKET),
        position: index % BETS_PER_TICKET,
        bet_type: bet.betType,
        bet_option: bet.betOption,
        game_mode: bet.gameMode,
        combinations: bet.combinations,
        base_stake: bet.baseStake,
        total_stake: price.totalStake,
        potential_win: price.potentialWin,
        potential_mac_win: price.potentialMacWin,
      };
    });
    await db.transaction(async (q) => {
      await q.query(
        `create temporary table bench_bets on commit drop as
         select * from jsonb_to_recordset($1::jsonb) as b(player uuid, ticket int, position int, bet_type text, bet_option text, game_mode text,
           combinations jsonb, base_stake bigint, total_stake bigint, potential_win bigint, potential_mac_win bigint)`,
        [JSON.stringify(chunk)],
      );
      // Each ticket's player gets exactly its stake (a recharge), then pays it (the stake).
      await q.query(`
        create temporary table bench_tickets on commit drop as
        select ticket, min(player::text)::uuid as player, sum(total_stake)::bigint as total, gen_random_uuid() as id, public.new_ticket_code() as code
        from bench_bets group by ticket`);
      await q.query(`insert into public.tickets (id, code, player_id, total_stake) select id, code, player, total from bench_tickets`);
      await q.query(`select public.post_ledger_transaction(t.player, 'recharge', 'bench:' || t.id, null, jsonb_build_object('player_play', t.total, 'provider:tmoney', -t.total)),
                            public.post_ledger_transaction(t.player, 'stake', 'ticket:' || t.id, null, jsonb_build_object('player_play', -t.total, 'house', t.total))
                     from bench_tickets as t order by t.player`);
      // Bulk setup: the combinations come from src/game's combinationsOf (valid by construction), and
      // nobody listens to realtime yet; the settlement below runs with every trigger of the table.
      await q.query(`set local session_replication_role = replica`);
      await q.query(
        `insert into public.bets (user_id, status, ticket_id, ticket_position, draw_id, bet_type, bet_option, game_mode, country, draw_day,
           draw_time, draw_at, combinations, base_stake, total_stake, potential_win, potential_mac_win)
         select b.player, 'validated', t.id, b.position, $1::uuid, b.bet_type, b.bet_option, b.game_mode, $2, $3, $4, $5::timestamptz,
           b.combinations, b.base_stake, b.total_stake, b.potential_win, b.potential_mac_win
         from bench_bets as b join bench_tickets as t on t.ticket = b.ticket`,
        [draw.id, draw.country, draw.draw_day, draw.draw_time, draw.draw_at],
      );
      await q.query(`set local session_replication_role = origin`);
    });
  }
}

interface Row {
  database: string;
  realtime: string;
  bets: number;
  lines: number;
  seconds: number;
  winners: number;
  paid: number;
  invariant: string;
}

async function benchSize(db: Database, label: string, size: number, index: number, localRealtime: boolean): Promise<Row> {
  const [draw] = await db.transaction((q) =>
    q.query<BenchDraw>(
      `select id, country, draw_day, draw_time, to_json(draw_at) #>> '{}' as draw_at from public.draws
       where status = 'open' and draw_at > now() + interval '1 hour' order by draw_at desc offset $1 limit 1`,
      [index],
    ),
  );
  const started = performance.now();
  const bets = sampleBets(size, 2026 + index);
  const lines = bets.reduce((sum, bet) => sum + bet.combinations.length, 0);
  await placeBets(db, draw!, bets, `${index}`);
  console.log(`  ${label}: ${size} bets (${lines} lines) generated and placed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // The result, as the owner: closed, then drawn (settle_draw needs a drawn draw).
  await db.transaction(async (q) => {
    await q.query(`update public.draws set status = 'closed' where id = $1`, [draw!.id]);
    await q.query(`update public.draws set status = 'drawn', winning_numbers = $2, machine_numbers = $3, source = 'bench', recorded_at = now() where id = $1`, [
      draw!.id,
      DRAW.winning,
      DRAW.machine,
    ]);
  });
  // The local stack forwards every row change of a published table to its realtime server with a row
  // trigger (supabase/local/bootstrap.sql); hosted Supabase reads the WAL instead, outside the transaction.
  await db.exec(`alter table public.bets ${localRealtime ? 'enable' : 'disable'} trigger _local_realtime_changes`);
  const settling = performance.now();
  const [outcome] = await db.transaction((q) =>
    q.query<{ outcome: { bets: number; won: number; paid: number; status: string } }>('select public.settle_draw($1) as outcome', [draw!.id]),
  );
  const seconds = (performance.now() - settling) / 1000;
  const [check] = await db.transaction((q) =>
    q.query<{ problems: unknown[]; waiting: number }>(
      `select public.ledger_problems() as problems, (select count(*)::int from public.bets where draw_id = $1 and status = 'validated') as waiting`,
      [draw!.id],
    ),
  );
  const settled = outcome!.outcome;
  const invariant =
    check!.problems.length === 0 && check!.waiting === 0 && settled.status === 'settled' && settled.bets === size
      ? 'ledger_problems() = [], every bet settled'
      : `PROBLEMS: ${JSON.stringify(check!.problems.slice(0, 3))}, ${check!.waiting} bets waiting, outcome ${JSON.stringify(settled)}`;
  return { database: label, realtime: localRealtime ? 'local trigger' : 'none (hosted)', bets: size, lines, seconds, winners: settled.won, paid: Number(settled.paid), invariant };
}

function row(cells: (string | number)[]): string {
  const widths = [10, 13, 8, 10, 9, 9, 11, 8, 16];
  return `| ${cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!))).join(' | ')} |`;
}

function format(result: Row): string {
  return row([
    result.database,
    result.realtime,
    result.bets,
    result.lines,
    result.seconds.toFixed(2),
    Math.round(result.bets / result.seconds),
    Math.round(result.lines / result.seconds),
    result.winners,
    result.paid.toLocaleString('fr-FR').replace(/\s/g, ' '),
  ]);
}

async function benchDatabase(label: string, target: string): Promise<Row[]> {
  // No statement_timeout: a settlement of 100 000 bets with the local realtime trigger can take longer than the stack's 10 s.
  const db = await openStackDatabase(target, () => {}, { statementTimeoutMs: 0 });
  try {
    const results: Row[] = [];
    let index = 0;
    for (const size of SIZES) {
      for (const localRealtime of [true, false]) {
        const result = await benchSize(db, label, size, index++, localRealtime);
        console.log(format(result));
        results.push(result);
      }
    }
    return results;
  } finally {
    await db.close();
  }
}

function postgresUrl(): string | null {
  const flag = process.argv.find((arg) => arg === '--postgres' || arg.startsWith('--postgres='));
  if (flag) return flag.includes('=') ? flag.slice('--postgres='.length) : process.env.DATABASE_URL || DEFAULT_POSTGRES;
  return process.env.DATABASE_URL || null;
}

async function main() {
  console.log(`bench:settle — settle_draw on draws of ${SIZES.join(' and ')} bets (seconds of settle_draw alone)\n`);
  const header = [
    row(['database', 'realtime', 'bets', 'lines', 'seconds', 'bets/s', 'lines/s', 'winners', 'paid (CFA)']),
    '|------------|---------------|----------|------------|-----------|-----------|-------------|----------|------------------|',
  ];
  console.log(header.join('\n'));
  const results: Row[] = [];
  const base = postgresUrl();
  if (base) results.push(...(await withFreshDatabase(base, (url) => benchDatabase('PostgreSQL', url))));
  if (!process.argv.includes('--postgres-only')) results.push(...(await benchDatabase('PGlite', 'memory')));
  console.log(`\n${[...header, ...results.map(format)].join('\n')}\n`);
  for (const result of results) console.log(`${result.database} ${result.bets} (realtime ${result.realtime}): ${result.invariant}`);
  if (!base) console.log('\nPostgreSQL skipped: set DATABASE_URL or pass --postgres (see scripts/ci-postgres.sh).');
  if (results.some((result) => !result.invariant.startsWith('ledger_problems() = []'))) process.exitCode = 1;
}

await main();
