import { HttpResponse, delay, http } from 'msw';
import { LOST_TICKET, PENDING_TICKET, type TicketBetFixture, type TicketFixture, WON_TICKET, ticketTotalPayout, ticketTotalStake } from '../fixtures/tickets';
import { AWA, type PlayerFixture, SUPABASE_URL } from './fixtures';

/**
 * MSW handlers for the operator's support look-up and audit trail (issue 40), speaking PostgREST as
 * src/api/operator-desk calls it: support_find_ticket, support_find_player (the summary as
 * support_player_summary writes it) and operator_audit_trail (filtered and paged as the function does).
 * Like the database, a look-up that finds a player is written to the trail (who looked at whom, by what).
 */
const rpc = (name: string) => `${SUPABASE_URL}/rest/v1/rpc/${name}`;

const never = async () => {
  await delay('infinite');
  return new HttpResponse(null, { status: 504 });
};
const serverError = () => HttpResponse.json({ code: 'XX000', message: 'internal error', details: null, hint: null }, { status: 500 });

function betJson(bet: TicketBetFixture, position: number) {
  const { item } = bet;
  const shown = bet.draw.status === 'drawn' || bet.draw.status === 'settled';
  return {
    position,
    bet_type: item.betType,
    bet_option: item.betOption,
    game_mode: item.gameMode,
    combinations: item.combinations,
    base_stake: item.baseStake,
    total_stake: item.totalStake,
    potential_win: item.potentialWin,
    potential_mac_win: item.potentialMacWin,
    status: bet.status,
    payout: bet.payout,
    draw: {
      draw_id: bet.draw.id,
      country: item.country,
      draw_day: item.day,
      draw_time: item.time,
      draw_at: item.drawAt,
      status: bet.draw.status,
      winning_numbers: shown ? bet.draw.winning : null,
      machine_numbers: shown ? bet.draw.machine : null,
    },
  };
}

/** A ticket as support_ticket_json writes it. */
export function supportTicketJson(ticket: TicketFixture) {
  return {
    ticket_id: ticket.id,
    code: ticket.code,
    placed_at: ticket.placedAt,
    total_stake: ticketTotalStake(ticket),
    status: ticket.status,
    total_payout: ticketTotalPayout(ticket),
    bets: ticket.bets.map(betJson),
  };
}

type LedgerKind = 'recharge' | 'withdrawal' | 'conversion' | 'stake' | 'payout' | 'refund';

interface LedgerMove {
  kind: LedgerKind;
  reference: string | null;
  at: string;
  play: number;
  winnings: number;
}

/** The ledger as support_player_summary lists it (newest first), each line with both balances after it, and its sums. */
function ledgerOf(moves: LedgerMove[]) {
  let play = 0;
  let winnings = 0;
  const lines = [...moves]
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    .map((move, i) => {
      play += move.play;
      winnings += move.winnings;
      return {
        seq: i + 1,
        kind: move.kind,
        reference: move.reference,
        created_at: move.at,
        play_amount: move.play,
        winnings_amount: move.winnings,
        balance_after: play,
        winnings_after: winnings,
      };
    });
  return { lines: lines.reverse(), totals: { play, winnings } };
}

/** One of the six limits as limits_status writes it (of Monday 23 Nov 2026 in Lomé). */
function limitJson(kind: 'stake' | 'deposit', period: 'day' | 'week' | 'month', amount: number | null, used = 0, next: { amount: number | null; at: string } | null = null) {
  const windows = {
    day: ['2026-11-23T00:00:00Z', '2026-11-24T00:00:00Z'],
    week: ['2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z'],
    month: ['2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'],
  } as const;
  return {
    kind,
    period,
    amount,
    next_amount: next?.amount ?? null,
    next_at: next?.at ?? null,
    used,
    remaining: amount === null ? null : Math.max(0, amount - used),
    window_start: windows[period][0],
    window_end: windows[period][1],
  };
}

export interface SupportSummaryOptions {
  /** the play balance differs from the ledger's sum by this much (it never should: DESIGN §8) */
  drift?: number;
  /** a running exclusion (until null: permanent) */
  exclusion?: { until: string | null; started_at: string; duration: '24h' | '7d' | '30d' | '6m' | 'permanent' } | null;
}

/** What support_find_player answers for a player: profile, balances and the ledger's sums, tickets, payments, limits, exclusions, ledger. */
export function supportSummaryJson(player: PlayerFixture, tickets: TicketFixture[], { drift = 0, exclusion = null }: SupportSummaryOptions = {}) {
  const moves: LedgerMove[] = [
    { kind: 'recharge', reference: 'pay-0001', at: '2026-11-20T09:00:00Z', play: 20_000, winnings: 0 },
    { kind: 'recharge', reference: 'pay-0002', at: '2026-11-22T09:00:00Z', play: 5_000, winnings: 0 },
    ...tickets.map((ticket) => ({ kind: 'stake' as const, reference: ticket.code, at: ticket.placedAt, play: -ticketTotalStake(ticket), winnings: 0 })),
    ...tickets
      .filter((ticket) => (ticketTotalPayout(ticket) ?? 0) > 0)
      .map((ticket) => ({ kind: 'payout' as const, reference: ticket.code, at: new Date(Date.parse(ticket.placedAt) + 3_600_000).toISOString(), play: 0, winnings: ticketTotalPayout(ticket)! })),
  ];
  const ledger = ledgerOf(moves);
  const newestFirst = [...tickets].sort((a, b) => Date.parse(b.placedAt) - Date.parse(a.placedAt));
  return {
    player: {
      player_id: player.id,
      username: player.username,
      country: player.country === undefined ? 'TG' : player.country,
      created_at: '2026-11-01T10:00:00Z',
      balance: ledger.totals.play + drift,
      winnings: ledger.totals.winnings,
    },
    ledger_totals: ledger.totals,
    ticket: null as ReturnType<typeof supportTicketJson> | null,
    ticket_count: tickets.length,
    tickets: newestFirst.map(supportTicketJson),
    payment_count: 3,
    payments: [
      {
        payment_id: 'pay-0003',
        direction: 'in',
        provider: 'flooz',
        phone: '+22899887766',
        amount: 2_000,
        status: 'failed',
        failure_reason: 'payer_insufficient_funds',
        provider_reference: null,
        created_at: '2026-11-22T19:00:00Z',
        updated_at: '2026-11-22T19:00:20Z',
      },
      {
        payment_id: 'pay-0002',
        direction: 'in',
        provider: 'tmoney',
        phone: '+22890123456',
        amount: 5_000,
        status: 'succeeded',
        failure_reason: null,
        provider_reference: 'SBX-5000-22',
        created_at: '2026-11-22T08:59:40Z',
        updated_at: '2026-11-22T09:00:00Z',
      },
      {
        payment_id: 'pay-0001',
        direction: 'in',
        provider: 'tmoney',
        phone: '+22890123456',
        amount: 20_000,
        status: 'succeeded',
        failure_reason: null,
        provider_reference: 'SBX-2000-20',
        created_at: '2026-11-20T08:59:30Z',
        updated_at: '2026-11-20T09:00:00Z',
      },
    ],
    limits: [
      limitJson('stake', 'day', 5_000, 2_100),
      limitJson('stake', 'week', null),
      limitJson('stake', 'month', 50_000, 8_000, { amount: 80_000, at: '2026-11-24T07:00:00Z' }),
      limitJson('deposit', 'day', null),
      limitJson('deposit', 'week', 30_000, 5_000),
      limitJson('deposit', 'month', null),
    ],
    exclusion: exclusion && { until: exclusion.until, started_at: exclusion.started_at },
    exclusions: [
      ...(exclusion ? [{ duration: exclusion.duration, started_at: exclusion.started_at, ends_at: exclusion.until }] : []),
      { duration: '24h', started_at: '2026-11-10T20:00:00Z', ends_at: '2026-11-11T20:00:00Z' },
    ],
    ledger: ledger.lines,
  };
}

export type SupportSummaryJson = ReturnType<typeof supportSummaryJson>;

/** Awa (Togo): three tickets (pending, won, lost), three recharges (one refused), limits, a past cool-off. */
export const AWA_SUPPORT = supportSummaryJson({ ...AWA, country: 'TG' }, [PENDING_TICKET, WON_TICKET, LOST_TICKET]);

/** A row of operator_audit_trail. */
export interface AuditRowJson {
  id: number;
  at: string;
  actor: string;
  action: 'close' | 'record' | 'confirm' | 'settle' | 'cancel' | 'limit_change' | 'lookup';
  draw_id: string | null;
  draw_country: string | null;
  draw_day: string | null;
  draw_time: string | null;
  draw_at: string | null;
  country: string | null;
  subject_username: string | null;
  details: Record<string, unknown>;
}

const TG_SATURDAY = { draw_id: 'd0000000-0000-4000-8000-0000000000a2', draw_country: 'TG', draw_day: 'samedi', draw_time: '18h', draw_at: '2026-11-21T18:00:00Z' };
const CI_7H = { draw_id: 'd0000000-0000-4000-8000-0000000000c1', draw_country: 'CI', draw_day: 'lundi', draw_time: '7h', draw_at: '2026-11-23T07:00:00Z' };
const NO_DRAW = { draw_id: null, draw_country: null, draw_day: null, draw_time: null, draw_at: null };
const OP1 = 'operateur1@lotoafrik.test';
const OP2 = 'operateur2@lotoafrik.test';

/** The trail of the stories' Monday morning: one entry of every action, oldest first (ids ascending). */
export const AUDIT_ROWS: AuditRowJson[] = [
  { id: 101, at: '2026-11-21T18:00:05Z', actor: 'système', action: 'close', ...TG_SATURDAY, country: null, subject_username: null, details: { draw_at: '2026-11-21T18:00:00Z', early: false } },
  {
    id: 102,
    at: '2026-11-21T18:20:00Z',
    actor: OP2,
    action: 'record',
    ...TG_SATURDAY,
    country: null,
    subject_username: null,
    details: { winning_numbers: [12, 90, 33, 8, 61], machine_numbers: [1, 2, 3, 4, 70], replaced: null },
  },
  {
    id: 103,
    at: '2026-11-22T17:00:00Z',
    actor: OP1,
    action: 'limit_change',
    ...NO_DRAW,
    country: 'TG',
    subject_username: null,
    details: { scope: 'country', line: null, old: 5_000_000, new: 3_000_000 },
  },
  {
    id: 104,
    at: '2026-11-23T06:30:00Z',
    actor: OP2,
    action: 'cancel',
    draw_id: 'd0000000-0000-4000-8000-0000000000b5',
    draw_country: 'BJ',
    draw_day: 'lundi',
    draw_time: '8h',
    draw_at: '2026-11-23T07:00:00Z',
    country: null,
    subject_username: null,
    details: { reason: 'Panne du matériel de tirage', previous_status: 'open', bets: 2, refunded: 4_000 },
  },
  { id: 105, at: '2026-11-23T07:00:04Z', actor: 'simulateur', action: 'close', ...CI_7H, country: null, subject_username: null, details: { draw_at: '2026-11-23T07:00:00Z', early: false } },
  {
    id: 106,
    at: '2026-11-23T07:30:00Z',
    actor: OP1,
    action: 'confirm',
    ...TG_SATURDAY,
    country: null,
    subject_username: null,
    details: { winning_numbers: [12, 90, 33, 8, 61], machine_numbers: [1, 2, 3, 4, 70], recorded_by: '0be7a700-0000-4000-8000-000000000002' },
  },
  { id: 107, at: '2026-11-23T07:30:02Z', actor: OP1, action: 'settle', ...TG_SATURDAY, country: null, subject_username: null, details: { bets: 3, won: 1, paid: 180_000 } },
  { id: 108, at: '2026-11-23T07:45:00Z', actor: OP2, action: 'lookup', ...NO_DRAW, country: null, subject_username: 'awa', details: { by: 'username', query: 'Awa' } },
];

/** `count` older look-ups (ids 1 … count), for 'Plus ancien'. */
export function olderAuditRows(count: number): AuditRowJson[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    at: new Date(Date.parse('2026-11-19T12:00:00Z') + i * 60_000).toISOString(),
    actor: OP1,
    action: 'lookup' as const,
    ...NO_DRAW,
    country: null,
    subject_username: 'kofi',
    details: { by: 'ticket_code', query: `LA-PAGE-0000-${String(i + 1).padStart(4, '0')}` },
  }));
}

/** The server's reading of a code, as support_find_ticket's (any case, hyphens optional, O/I/L as 0/1). */
function canonicalCode(typed: string): string | null {
  const text = typed.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const chars = text.slice(2).replace(/[IL]/g, '1').replace(/O/g, '0');
  if (!text.startsWith('LA') || !/^[0-9A-HJKMNP-TV-Z]{12}$/.test(chars)) return null;
  return `LA-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** The requests the server received, for a test to check what was asked. */
export type SupportLog = { fn: string; body: Record<string, unknown> }[];

export interface SupportServerOptions {
  /** the operator signed in: the look-ups it writes to the trail are theirs */
  me: PlayerFixture;
  /** the players support can find, by username (any case) or by the code of one of their tickets */
  players?: SupportSummaryJson[];
  /** the trail before anything is looked up */
  audit?: AuditRowJson[];
  log?: SupportLog;
}

/** A working support server (each story or test gets its own copy of the trail). */
export function supportServer({ me, players = [AWA_SUPPORT], audit = AUDIT_ROWS, log = [] }: SupportServerOptions) {
  const trail: AuditRowJson[] = structuredClone(audit);
  const lookedUp = (player: SupportSummaryJson, by: 'ticket_code' | 'username', query: string) => {
    trail.push({
      id: Math.max(0, ...trail.map((row) => row.id)) + 1,
      at: '2026-11-23T08:00:00Z',
      actor: me.email,
      action: 'lookup',
      ...NO_DRAW,
      country: null,
      subject_username: player.player.username,
      details: { by, query },
    });
  };
  const read = async (fn: string, request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    log.push({ fn, body });
    return body;
  };
  return [
    http.post(rpc('support_find_ticket'), async ({ request }) => {
      const code = canonicalCode(String((await read('support_find_ticket', request)).p_code ?? ''));
      for (const player of players) {
        const ticket = player.tickets.find((t) => t.code === code);
        if (ticket && code) {
          lookedUp(player, 'ticket_code', code);
          return HttpResponse.json({ ...player, ticket });
        }
      }
      return HttpResponse.json(null);
    }),
    http.post(rpc('support_find_player'), async ({ request }) => {
      const wanted = String((await read('support_find_player', request)).p_username ?? '')
        .trim()
        .normalize('NFC');
      const player = players.find((p) => p.player.username.toLowerCase() === wanted.toLowerCase());
      if (!player) return HttpResponse.json(null);
      lookedUp(player, 'username', wanted);
      return HttpResponse.json(player);
    }),
    http.post(rpc('operator_audit_trail'), async ({ request }) => {
      const body = await read('operator_audit_trail', request);
      const actor = typeof body.p_actor === 'string' ? body.p_actor.trim().toLowerCase() : '';
      const rows = [...trail]
        .filter((row) => !body.p_action || row.action === body.p_action)
        .filter((row) => !actor || row.actor.toLowerCase().includes(actor))
        .filter((row) => !body.p_from || Date.parse(row.at) >= Date.parse(String(body.p_from)))
        .filter((row) => !body.p_to || Date.parse(row.at) < Date.parse(String(body.p_to)))
        .filter((row) => body.p_before_id === undefined || row.id < Number(body.p_before_id))
        .sort((a, b) => b.id - a.id)
        .slice(0, Number(body.p_limit ?? 50));
      return HttpResponse.json(rows);
    }),
  ];
}

/** The look-ups never answer. */
export const supportPending = () => [http.post(rpc('support_find_ticket'), never), http.post(rpc('support_find_player'), never)];

/** The look-ups fail (a server error) until `failures` calls have failed; then `then` answers. */
export function supportFailing(failures = Infinity, then: ReturnType<typeof supportServer> = []) {
  let failed = 0;
  const fail = () => {
    failed += 1;
    return serverError();
  };
  return [
    http.post(rpc('support_find_ticket'), () => (failed < failures ? fail() : undefined)),
    http.post(rpc('support_find_player'), () => (failed < failures ? fail() : undefined)),
    ...then,
  ];
}

/** The trail never arrives. */
export const auditPending = () => [http.post(rpc('operator_audit_trail'), never)];

/** The trail cannot be read (a server error) until `failures` calls have failed; then `then` answers. */
export function auditFailing(failures = Infinity, then: ReturnType<typeof supportServer> = []) {
  let failed = 0;
  return [
    http.post(rpc('operator_audit_trail'), () => {
      if (failed >= failures) return undefined;
      failed += 1;
      return serverError();
    }),
    ...then,
  ];
}

/** 'Plus ancien' fails (a server error): the first page is answered by `then`. */
export function auditOlderFailing(then: ReturnType<typeof supportServer>) {
  return [
    http.post(rpc('operator_audit_trail'), async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      return body.p_before_id === undefined ? undefined : serverError();
    }),
    ...then,
  ];
}
