/**
 * What `npm run bench:settle` (scripts/bench/bench-settle.ts) settles: a draw's bets as a national lottery's
 * players place them, generated deterministically and written in bulk as the database owner.
 *
 * The bets: a pool of POOL_SIZE distinct bets sampled once with a fixed seed from tests/fixtures/random-bets.ts
 * betArbitrary (every type, option and mode, 1 to 252 lines from src/game combinationsOf; one in five
 * leaning towards the draw's numbers, so many win), then, per size, players with 1 to 3 bets each (one
 * ticket per player) drawn from the pool by a seeded PRNG: 70 % of bets with 1–3 lines, 25 % with 4–30,
 * 5 % with 31–252 (about 9 lines on average).
 *
 * The writing, per batch of whole players (~BATCH_BETS bets, one transaction each, under
 * `session_replication_role = replica`, so no trigger runs, the realtime ones included, as in a restore):
 * their auth.users and profiles rows (ids md5('bench-player-<n>'), username joueur<n>), one ticket each,
 * the ledger as place_bets leaves it (a recharge of the ticket's stake plus 0–1 500 CFA, then the stake:
 * balance = Σ player_play entries, every transaction summing to zero) and the bets, 'validated' on the
 * draw. Then `vacuum analyze` (what autovacuum does after a day of sales) and, on PostgreSQL, a checkpoint.
 */
import fc from 'fast-check';
import pg from 'pg';
import { priceBet } from '../../src/game/payouts';
import type { DrawResult, SettledBet } from '../../src/game/settlement';
import { betArbitrary } from '../../tests/fixtures/random-bets';

/** The result every bench draw gets (the pool's near bets lean towards it). */
export const BENCH_RESULT: DrawResult = { winning: [12, 45, 7, 88, 30], machine: [5, 12, 61, 40, 77] };

const POOL_SIZE = 30_000;
const POOL_SEED = 2026;
const BATCH_BETS = 20_000;
/** Share of bets by lines: [up to this many lines, weight]. */
const LINE_BUCKETS: readonly [number, number][] = [
  [3, 70],
  [30, 25],
  [252, 5],
];

/** One SQL statement and its bind parameters. */
export interface Statement {
  sql: string;
  params?: unknown[];
}

/** The database owner, however it is reached: a direct connection (PostgreSQL) or the stack's child (PGlite). */
export interface Owner {
  /** The statements in one transaction; the rows of the last. */
  tx<T = Record<string, unknown>>(statements: Statement[]): Promise<T[]>;
  /** One statement outside any transaction (VACUUM). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** A direct owner connection to a PostgreSQL database, without statement_timeout. */
export async function postgresOwner(url: string): Promise<Owner & { client: pg.Client }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    client,
    async tx<T>(statements: Statement[]): Promise<T[]> {
      await client.query('begin');
      try {
        let rows: T[] = [];
        for (const statement of statements) rows = (await client.query(statement.sql, statement.params)).rows as T[];
        await client.query('commit');
        return rows;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
    },
    async exec(sql) {
      await client.query(sql);
    },
    close: () => client.end(),
  };
}

/** mulberry32: a small seeded PRNG, the same numbers for the same seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let pool: SettledBet[] | null = null;

/** The distinct bets players' bets are drawn from: sampled once (fixed seed), ~1 s. */
export function betPool(): SettledBet[] {
  pool ??= fc.sample(fc.oneof({ arbitrary: betArbitrary(), weight: 4 }, { arbitrary: betArbitrary(BENCH_RESULT), weight: 1 }), {
    seed: POOL_SEED,
    numRuns: POOL_SIZE,
  });
  return pool;
}

/** A draw's bets: for bet i, its player (1-based, players in order), its position in the player's ticket and its bet in the pool. */
export interface Plan {
  bets: number;
  players: number;
  lines: number;
  player: Int32Array;
  position: Int32Array;
  poolIndex: Int32Array;
  /** bets per type, for the header */
  types: Record<string, number>;
}

/** `size` bets of players with 1 to 3 bets each, the same for the same size. */
export function planBets(size: number): Plan {
  const bets = betPool();
  const buckets = LINE_BUCKETS.map(([max], i) => {
    const min = i === 0 ? 1 : LINE_BUCKETS[i - 1]![0] + 1;
    return bets.flatMap((bet, index) => (bet.combinations.length >= min && bet.combinations.length <= max ? [index] : []));
  });
  const totalWeight = LINE_BUCKETS.reduce((sum, [, weight]) => sum + weight, 0);
  const random = prng(size * 7919 + 17);
  const plan: Plan = {
    bets: size,
    players: 0,
    lines: 0,
    player: new Int32Array(size),
    position: new Int32Array(size),
    poolIndex: new Int32Array(size),
    types: {},
  };
  let i = 0;
  while (i < size) {
    plan.players++;
    const count = Math.min(1 + Math.floor(random() * 3), size - i);
    for (let position = 0; position < count; position++, i++) {
      let pick = random() * totalWeight;
      let bucket = 0;
      while (pick >= LINE_BUCKETS[bucket]![1]) pick -= LINE_BUCKETS[bucket++]![1];
      const choices = buckets[bucket]!;
      const index = choices[Math.floor(random() * choices.length)]!;
      const bet = bets[index]!;
      plan.player[i] = plan.players;
      plan.position[i] = position;
      plan.poolIndex[i] = index;
      plan.lines += bet.combinations.length;
      plan.types[bet.betType] = (plan.types[bet.betType] ?? 0) + 1;
    }
  }
  return plan;
}

export interface SeedDraw {
  id: string;
  country: string;
  draw_day: string;
  draw_time: string;
  draw_at: string;
}

/** An open draw far in the future (the `index`-th latest one), for the bench to fill and settle. */
export async function benchDraw(owner: Owner, index: number): Promise<SeedDraw> {
  const [draw] = await owner.tx<SeedDraw>([
    {
      sql: `select id, country, draw_day, draw_time, to_json(draw_at) #>> '{}' as draw_at from public.draws
            where status = 'open' and draw_at > now() + interval '1 day' order by draw_at desc offset $1 limit 1`,
      params: [index],
    },
  ]);
  if (!draw) throw new Error('No open draw a day ahead: the stack creates a week of draws at start');
  return draw;
}

const PLAYER_ID = `md5('bench-player-' || n)::uuid`;
const TICKET_ID = `md5('bench-ticket-' || n)::uuid`;

/** Writes the plan's players, tickets, ledger and bets on `draw`; `progress` hears after each batch. */
export async function seedBets(owner: Owner, draw: SeedDraw, plan: Plan, progress: (bets: number) => void = () => {}): Promise<void> {
  const bets = betPool();
  await owner.tx([
    { sql: 'drop schema if exists bench_seed cascade' },
    { sql: 'create schema bench_seed' },
    {
      sql: `create table bench_seed.pool (idx integer primary key, bet_type text not null, bet_option text not null, game_mode text not null,
              combinations jsonb not null, base_stake bigint not null, total_stake bigint not null, potential_win bigint not null, potential_mac_win bigint)`,
    },
  ]);
  for (let from = 0; from < bets.length; from += 2_000) {
    const rows = bets.slice(from, from + 2_000).map((bet, i) => {
      const price = priceBet(bet.betType, bet.gameMode, bet.betOption, bet.baseStake, bet.combinations.length);
      return {
        idx: from + i,
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
    await owner.tx([
      {
        sql: `insert into bench_seed.pool select * from jsonb_to_recordset($1::jsonb) as p(idx integer, bet_type text, bet_option text, game_mode text,
                combinations jsonb, base_stake bigint, total_stake bigint, potential_win bigint, potential_mac_win bigint)`,
        params: [JSON.stringify(rows)],
      },
    ]);
  }

  let start = 0;
  while (start < plan.bets) {
    // A batch ends with a player's last bet.
    let end = Math.min(start + BATCH_BETS, plan.bets);
    while (end < plan.bets && plan.player[end] === plan.player[end - 1]) end++;
    const firstPlayer = plan.player[start]!;
    const lastPlayer = plan.player[end - 1]!;
    await owner.tx([
      { sql: 'set local session_replication_role = replica' },
      {
        sql: `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
              select ${PLAYER_ID}, 'authenticated', 'authenticated', 'joueur' || n || '@bench.lotoafrik.test', now(),
                '{"provider": "email", "providers": ["email"]}',
                jsonb_build_object('username', 'joueur' || n, 'birth_date', '1990-05-14', 'country', (array['TG', 'BJ', 'CI', 'GH'])[1 + n % 4])
              from generate_series($1::integer, $2::integer) as n`,
        params: [firstPlayer, lastPlayer],
      },
      {
        sql: `insert into public.profiles (id, username, email, birth_date, country, balance)
              select ${PLAYER_ID}, 'joueur' || n, 'joueur' || n || '@bench.lotoafrik.test', date '1990-05-14', (array['TG', 'BJ', 'CI', 'GH'])[1 + n % 4], (n % 4) * 500
              from generate_series($1::integer, $2::integer) as n`,
        params: [firstPlayer, lastPlayer],
      },
      {
        sql: `create temporary table bench_batch on commit drop as
              select b.n, b.position, p.* from unnest($1::integer[], $2::integer[], $3::integer[]) as b(n, position, idx)
              join bench_seed.pool as p on p.idx = b.idx`,
        params: [Array.from(plan.player.subarray(start, end)), Array.from(plan.position.subarray(start, end)), Array.from(plan.poolIndex.subarray(start, end))],
      },
      {
        sql: `create temporary table bench_ticket on commit drop as
              select n, sum(total_stake)::bigint as total from bench_batch group by n`,
      },
      {
        sql: `insert into public.tickets (id, code, player_id, total_stake)
              select ${TICKET_ID}, public.new_ticket_code(), ${PLAYER_ID}, total from bench_ticket order by n`,
      },
      // What place_bets leaves: the player's recharge (the stake and 0–1 500 CFA more: their balance), then the stake.
      {
        sql: `insert into public.ledger_transactions (id, player_id, kind, reference)
              select md5('bench-' || k.kind || '-' || n)::uuid, ${PLAYER_ID}, k.kind,
                case k.kind when 'recharge' then 'bench:' else 'ticket:' end || ${TICKET_ID}
              from bench_ticket cross join (values (1, 'recharge'), (2, 'stake')) as k(step, kind)
              order by n, k.step`,
      },
      {
        sql: `insert into public.ledger_entries (txn_id, account, amount)
              select md5('bench-' || e.kind || '-' || n)::uuid, e.account, e.amount
              from bench_ticket cross join lateral (values
                ('recharge', 'player_play', total + (n % 4) * 500),
                ('recharge', 'provider:orange_money', -(total + (n % 4) * 500)),
                ('stake', 'player_play', -total),
                ('stake', 'house', total)) as e(kind, account, amount)`,
      },
      {
        sql: `insert into public.bets (user_id, status, ticket_id, ticket_position, draw_id, bet_type, bet_option, game_mode, country, draw_day,
                draw_time, draw_at, combinations, base_stake, total_stake, potential_win, potential_mac_win)
              select ${PLAYER_ID}, 'validated', ${TICKET_ID}, position, $1::uuid, bet_type, bet_option, game_mode, $2, $3, $4, $5::timestamptz,
                combinations, base_stake, total_stake, potential_win, potential_mac_win
              from bench_batch order by n, position`,
        params: [draw.id, draw.country, draw.draw_day, draw.draw_time, draw.draw_at],
      },
    ]);
    progress(end);
    start = end;
  }
  await owner.tx([{ sql: 'drop schema bench_seed cascade' }]);
  await owner.exec('vacuum (analyze) public.bets, public.tickets, public.profiles, public.ledger_transactions, public.ledger_entries, auth.users');
}
