/**
 * Who may do what, for every table, view and function of the public schema and every API role
 * (issue 14: "allow and deny for every table and function and role"). The expected tables below are
 * written by hand from DESIGN §8–§10: a table or function added without being placed here fails, so
 * nobody exposes one by default. Each expectation is checked twice: in the catalog, and through the API
 * the way a client would meet it (supabase-js against the local stack).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Player, type TestStack, anonClient, newPlayer, serviceClient, startTestStack } from './support/test-stack';

type Role = 'anon' | 'authenticated' | 'service_role';
const ROLES: readonly Role[] = ['anon', 'authenticated', 'service_role'];

const EVERYONE: readonly Role[] = ROLES;
const PLAYERS: readonly Role[] = ['authenticated'];
const SERVICE: readonly Role[] = ['service_role'];
const NOBODY: readonly Role[] = [];

/** Functions the API may call, and by whom. Every other non-trigger function is internal (NOBODY). */
const CALLABLE: Record<string, readonly Role[]> = {
  // the player's own money and play (DESIGN §8, §9)
  start_recharge: PLAYERS,
  request_withdrawal: PLAYERS,
  convert_winnings: PLAYERS,
  place_bets: PLAYERS,
  // responsible gaming (DESIGN §10): the player's own status, limits, exclusion and declaration
  responsible_gaming_status: PLAYERS,
  set_play_limit: PLAYERS,
  start_self_exclusion: PLAYERS,
  complete_player_profile: PLAYERS,
  // operators' actions: signed-in, then require_operator() inside
  record_draw_result: PLAYERS,
  confirm_draw_result: PLAYERS,
  close_draw: PLAYERS,
  cancel_draw: PLAYERS,
  // liability limits (issue 40): signed-in, then require_operator() inside
  set_liability_limit: PLAYERS,
  draw_exposure: PLAYERS,
  open_draws_exposure: PLAYERS,
  is_operator: ['authenticated', 'service_role'],
  // the operator's desk (issue 40): reports, support look-ups, the audit trail; signed-in, then require_operator() inside
  operator_report: PLAYERS,
  support_find_ticket: PLAYERS,
  support_find_player: PLAYERS,
  operator_audit_trail: PLAYERS,
  // anyone may verify a ticket
  verify_ticket: EVERYONE,
  // the statistics page (issue 41): anyone reads the draws' statistics; past official results are imported by the system
  draw_statistics: EVERYONE,
  import_draw_results: SERVICE,
  // the system: webhook, scheduler, draw command, audits
  settle_payment: SERVICE,
  record_payment_dispatch: SERVICE,
  claim_payment_dispatch: SERVICE,
  record_payment_dispatch_error: SERVICE,
  due_payment_dispatches: SERVICE,
  payments_to_reconcile: SERVICE,
  reopen_payment_dispatch: SERVICE,
  record_payment_discrepancy: SERVICE,
  ledger_problems: SERVICE,
  create_scheduled_draws: SERVICE,
  close_due_draws: SERVICE,
  system_draw: SERVICE,
  settle_draw: SERVICE,
  settle_next_chunk: SERVICE,
  draw_settlement_problems: SERVICE,
  free_username: SERVICE,
  // pure, immutable rules the checks and policies use: nothing to read, nothing to write
  bet_combination_size: EVERYONE,
  bet_combinations_valid: EVERYONE,
  draw_instant_matches: EVERYONE,
  draw_numbers_valid: EVERYONE,
  draw_time_zone: EVERYONE,
  is_scheduled_draw: EVERYONE,
  mobile_money_countries: EVERYONE,
  phone_country: EVERYONE,
  text_is_plain: EVERYONE,
  ticket_status: EVERYONE,
  ticket_bounds: EVERYONE,
  username_is_valid: EVERYONE,
  username_key: EVERYONE,
};

/** Functions that must never be callable through the API: they trust their arguments or skip a check. */
const MUST_BE_INTERNAL = [
  'post_ledger_transaction',
  'check_play_allowed',
  'lock_player',
  'balances_after',
  'limit_usage',
  'limits_status',
  'running_exclusion',
  'check_funds',
  'check_amount',
  'check_mobile_money',
  'check_idempotency_key',
  'refuse_reused_key',
  'post_house_movements',
  'lock_draw_players',
  'cancel_draw_as',
  'require_operator',
  'find_draw',
  'draw_outcome',
  'ticket_receipt',
  'new_ticket_code',
  'check_birth_date',
  'operator_label',
  'settle_draw_chunk',
  'start_settlement',
  'end_draw_sales',
  'close_sales',
  'sales_clock',
  'dispatch_backoff',
  'payment_confirmation_window',
  'request_payment_reconciliation',
  'support_player_summary',
  'support_ticket_json',
  'take_liability',
  'refresh_unavailable_lines',
];

/** Privileges per table or view and role: s select, i insert, u update, d delete (any column counts). */
const TABLES: Record<string, Record<Role, string>> = {
  profiles: { anon: '', authenticated: 's', service_role: 'su' },
  bets: { anon: '', authenticated: 'sid', service_role: 'sd' },
  bet_multipliers: { anon: 's', authenticated: 's', service_role: 's' },
  bet_option_rules: { anon: 's', authenticated: 's', service_role: 's' },
  ledger_transactions: { anon: '', authenticated: 's', service_role: 's' },
  ledger_entries: { anon: '', authenticated: 's', service_role: 's' },
  ledger_history: { anon: '', authenticated: 's', service_role: 's' },
  payments: { anon: '', authenticated: 's', service_role: 's' },
  draws: { anon: 's', authenticated: 's', service_role: 's' },
  draw_results: { anon: 's', authenticated: 's', service_role: 's' },
  draw_result_drafts: { anon: '', authenticated: 's', service_role: 's' },
  operator_draw_queue: { anon: '', authenticated: 's', service_role: '' },
  operator_audit: { anon: '', authenticated: 's', service_role: 's' },
  tickets: { anon: '', authenticated: 's', service_role: 's' },
  ticket_summaries: { anon: '', authenticated: 's', service_role: 's' },
  play_limits: { anon: '', authenticated: 's', service_role: 's' },
  self_exclusions: { anon: '', authenticated: 's', service_role: 's' },
  draw_settlements: { anon: '', authenticated: 's', service_role: 's' },
  operator_settlements: { anon: '', authenticated: 's', service_role: '' },
  win_notices: { anon: '', authenticated: 's', service_role: 's' },
  favourites: { anon: '', authenticated: 'sid', service_role: 'sd' },
  payment_dispatches: { anon: '', authenticated: '', service_role: '' },
  payment_discrepancies: { anon: '', authenticated: 's', service_role: '' },
  operator_payment_discrepancies: { anon: '', authenticated: 's', service_role: '' },
  wallet_history: { anon: '', authenticated: 's', service_role: '' },
  withdrawal_phones: { anon: '', authenticated: 's', service_role: '' },
  // liability limits (issue 40): the defaults and the unavailable lines for every player, the rest for operators (RLS)
  liability_country_limits: { anon: 's', authenticated: 's', service_role: 's' },
  liability_draw_limits: { anon: '', authenticated: 's', service_role: 's' },
  liability_line_limits: { anon: '', authenticated: 's', service_role: 's' },
  liability_exposure: { anon: '', authenticated: 's', service_role: 's' },
  draw_unavailable_lines: { anon: '', authenticated: 's', service_role: 's' },
};

/** The views that run as their owner on purpose: they filter on is_operator() themselves. */
const DEFINER_VIEWS = ['operator_draw_queue', 'operator_payment_discrepancies', 'operator_settlements'];

interface FunctionRow {
  name: string;
  args: string[];
  trigger: boolean;
  definer: boolean;
  config: string[] | null;
  anon: boolean;
  authenticated: boolean;
  service_role: boolean;
}
interface TableRow {
  name: string;
  kind: 'r' | 'v';
  rls: boolean;
  invoker: boolean;
  anon: string;
  authenticated: string;
  service_role: string;
  /** a column to filter on, and a value of its type that matches no row */
  first_column: string;
  first_type: string;
  /** a column a client could name in an insert or update (not an identity) */
  plain_column: string;
}

let env: TestStack;
let player: Player;
let clients: Record<Role, Client>;
let functions: FunctionRow[];
let tables: TableRow[];

const PRIVILEGES = (role: Role) => `concat_ws('',
  case when has_any_column_privilege('${role}', c.oid, 'select') then 's' end,
  case when has_any_column_privilege('${role}', c.oid, 'insert') then 'i' end,
  case when has_any_column_privilege('${role}', c.oid, 'update') then 'u' end,
  case when has_table_privilege('${role}', c.oid, 'delete') then 'd' end,
  case when has_table_privilege('${role}', c.oid, 'truncate') then 't' end)`;

beforeAll(async () => {
  env = await startTestStack();
  player = await newPlayer(env.url, 'droits');
  clients = { anon: anonClient(env.url), authenticated: player.client, service_role: serviceClient(env.url) };
  [functions, tables] = await env.stack.db.transaction(async (q) => [
    await q.query<FunctionRow>(
      `select p.proname as name,
              coalesce((select array_agg(a order by i) from unnest(p.proargnames[1:p.pronargs]) with ordinality as x(a, i)), '{}') as args,
              p.prorettype = 'trigger'::regtype as trigger, p.prosecdef as definer, p.proconfig as config,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
              has_function_privilege('service_role', p.oid, 'execute') as service_role
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prokind = 'f'
       order by 1`,
    ),
    await q.query<TableRow>(
      `select c.relname as name, c.relkind as kind, c.relrowsecurity as rls,
              coalesce('security_invoker=true' = any (c.reloptions), false) as invoker,
              ${PRIVILEGES('anon')} as anon, ${PRIVILEGES('authenticated')} as authenticated, ${PRIVILEGES('service_role')} as service_role,
              (select a.attname from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum limit 1) as first_column,
              (select format_type(a.atttypid, null) from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum limit 1) as first_type,
              (select a.attname from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attidentity = '' and a.attgenerated = ''
                order by a.attnum limit 1) as plain_column
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p')
       order by 1`,
    ),
  ]);
}, 120_000);
afterAll(() => env?.close());

const allowed = (row: FunctionRow): Role[] => ROLES.filter((role) => row[role]);
const callable = () => functions.filter((row) => !row.trigger);

describe('functions', () => {
  it('every function the API may call is placed by hand, with exactly the roles DESIGN gives it; all others are internal', () => {
    const actual = Object.fromEntries(callable().map((row) => [row.name, allowed(row)]));
    const expected = Object.fromEntries(callable().map((row) => [row.name, [...(CALLABLE[row.name] ?? NOBODY)]]));
    expect(actual).toEqual(expected);
    // and nothing placed above has disappeared unnoticed
    expect(Object.keys(CALLABLE).filter((name) => !functions.some((row) => row.name === name))).toEqual([]);
    for (const name of MUST_BE_INTERNAL) expect(CALLABLE[name], name).toBeUndefined();
    expect(MUST_BE_INTERNAL.filter((name) => !functions.some((row) => row.name === name))).toEqual([]);
  });

  it('every security-definer function pins an empty search_path (DESIGN §8)', () => {
    const loose = functions.filter((row) => row.definer && !(row.config ?? []).includes('search_path=""')).map((row) => row.name);
    expect(functions.filter((row) => row.definer).length).toBeGreaterThan(20);
    expect(loose).toEqual([]);
  });

  it('through the API: each role calls what it may and is refused (42501) what it may not', async () => {
    const mismatches: string[] = [];
    for (const row of callable()) {
      const args = Object.fromEntries(row.args.map((name) => [name, null]));
      const may = CALLABLE[row.name] ?? NOBODY;
      for (const role of ROLES) {
        const { status, error } = await clients[role].rpc(row.name as never, args as never);
        const refused = error?.code === '42501';
        if (may.includes(role) ? refused || error?.code === 'PGRST202' : !refused || status !== (role === 'anon' ? 401 : 403)) {
          mismatches.push(`${row.name} as ${role}: ${status} ${error?.code ?? ''} ${error?.message ?? ''}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('trigger functions answer no API role', async () => {
    const triggers = functions.filter((row) => row.trigger);
    expect(triggers.map((row) => row.name)).toEqual(expect.arrayContaining(['ledger_check_transaction', 'refuse_ledger_change', 'check_payment_change', 'check_self_exclusion_change']));
    const answered: string[] = [];
    for (const row of triggers) {
      for (const role of ROLES) {
        const { status, error } = await clients[role].rpc(row.name as never);
        if (!error) answered.push(`${row.name} as ${role}: ${status}`);
      }
    }
    expect(answered).toEqual([]);
  }, 60_000);
});

describe('tables and views', () => {
  it('each has exactly the privileges placed by hand for each role, none truncates', () => {
    const actual = Object.fromEntries(tables.map((row) => [row.name, { anon: row.anon, authenticated: row.authenticated, service_role: row.service_role }]));
    expect(actual).toEqual(TABLES);
  });

  it('row-level security is on for every table; every view runs as its caller but the operators’ queue', () => {
    expect(tables.filter((row) => row.kind === 'r' && !row.rls).map((row) => row.name)).toEqual([]);
    expect(tables.filter((row) => row.kind === 'v' && !row.invoker).map((row) => row.name)).toEqual(DEFINER_VIEWS);
  });

  it('realtime publishes bets, payments, profiles, win notices (filtered by RLS per player) and the unavailable lines only: limits, exclusions and the ledger never go out that way', async () => {
    const published = await env.stack.db.transaction((q) =>
      q.query<{ name: string }>(`select schemaname || '.' || tablename as name from pg_publication_tables where pubname = 'supabase_realtime' order by 1`),
    );
    expect(published.map((row) => row.name)).toEqual(['public.bets', 'public.draw_unavailable_lines', 'public.payments', 'public.profiles', 'public.win_notices']);
  });

  it('through the API: each role reads what it may and is refused the rest; writes without the privilege are refused', async () => {
    const mismatches: string[] = [];
    for (const row of tables) {
      const may = TABLES[row.name]!;
      for (const role of ROLES) {
        const client = clients[role];
        const read = await client.from(row.name as never).select('*').limit(1);
        if (may[role].includes('s') ? read.status !== 200 : read.error?.code !== '42501') mismatches.push(`select ${row.name} as ${role}: ${read.status} ${read.error?.code ?? ''}`);
        const none = row.first_type === 'uuid' ? '00000000-0000-4000-8000-000000000000' : /int|numeric/.test(row.first_type) ? '-1' : 'aucune-ligne';
        const nothing = (query: unknown) => (query as { eq: (column: string, value: string) => PromiseLike<{ status: number; error: { code: string } | null }> }).eq(row.first_column, none);
        const writes = {
          i: () => client.from(row.name as never).insert({ [row.plain_column]: null } as never),
          u: () => nothing(client.from(row.name as never).update({ [row.plain_column]: null } as never)),
          d: () => nothing(client.from(row.name as never).delete()),
        };
        for (const [privilege, write] of Object.entries(writes)) {
          if (may[role].includes(privilege)) continue;
          const { status, error } = await write();
          // a view that cannot be written at all (joins, aggregates) says so (55000) before any privilege check
          const refused = error?.code === '42501' || (row.kind === 'v' && error?.code === '55000');
          if (!refused) mismatches.push(`${privilege} ${row.name} as ${role}: ${status} ${error?.code ?? ''}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
