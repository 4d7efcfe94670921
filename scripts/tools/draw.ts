/**
 * `npm run draw -- <country> <yyyy-mm-dd> <hour> [--winning a,b,c,d,e] [--machine f,g,h,i,j]` (DESIGN §9):
 * closes that draw now if it is still on sale, records and confirms its result as the system (numbers
 * from node:crypto's CSPRNG when not given), settles it (pushing its chunks until the last), and prints each bet's outcome and the total
 * paid. It talks to the running stack, or a hosted project, through the API with the service-role key
 * (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY; by default the local stack and its demo key), never to the
 * database files, which the running stack holds.
 */
import { pathToFileURL } from 'node:url';
import { TZDate } from '@date-fns/tz';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../src/api/database.types';
import { type BetTypeId, betType } from '../../src/game/bet-types';
import { findCountry, hoursOn, WEEKDAYS } from '../../src/game/countries';
import { formatAmount } from '../../src/game/format';
import { type BetOptionId, OPTION_NAMES } from '../../src/game/options';
import { type PlacedBetStatus, betStatusLabel } from '../../src/game/tickets';
import { type RandomInt, drawBalls, SERVICE_ROLE_KEY } from '../../supabase/local';

const USAGE = 'Usage : npm run draw -- <pays> <aaaa-mm-jj> <heure> [--winning a,b,c,d,e] [--machine f,g,h,i,j]\n  ex. npm run draw -- CI 2026-11-23 18h --winning 12,45,7,88,30';
const PAGE = 1_000;

export interface DrawCommandOptions {
  url: string;
  serviceRoleKey: string;
  print: (line: string) => void;
  random?: RandomInt;
}

export interface DrawRequest {
  country: string;
  drawAt: Date;
  winning: number[] | null;
  machine: number[] | null;
}

class UsageError extends Error {}

function parseNumbers(flag: string, text: string | undefined): number[] {
  const numbers = (text ?? '').split(',').map((part) => (/^\s*\d{1,2}\s*$/.test(part) ? Number(part) : Number.NaN));
  if (numbers.length !== 5 || numbers.some((n) => !Number.isInteger(n) || n < 1 || n > 90) || new Set(numbers).size !== 5) {
    throw new UsageError(`${flag} attend 5 numéros distincts de 1 à 90 séparés par des virgules, par exemple 12,45,7,88,30.`);
  }
  return numbers;
}

/** The command line as a draw: a scheduled hour of that country on that date, and the numbers if given. */
export function parseDrawArguments(args: readonly string[]): DrawRequest {
  const positional: string[] = [];
  let winning: number[] | null = null;
  let machine: number[] | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    if (flag === '--winning' || flag === '--machine') {
      const numbers = parseNumbers(flag, inline ?? args[++i]);
      if (flag === '--winning') winning = numbers;
      else machine = numbers;
    } else if (arg.startsWith('--')) {
      throw new UsageError(`Option inconnue : ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 3) throw new UsageError('Il faut un pays, une date et une heure.');
  const [code, date, hour] = positional as [string, string, string];
  const country = findCountry(code);
  if (!country) throw new UsageError(`Pays inconnu : ${code} (TG, BJ, CI ou GH).`);
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const noon = parts ? new TZDate(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]), 12, 0, 0, country.timeZone) : null;
  if (!parts || !noon || noon.getDate() !== Number(parts[3]) || noon.getMonth() !== Number(parts[2]) - 1) {
    throw new UsageError(`Date invalide : ${date} (attendu aaaa-mm-jj).`);
  }
  const time = `${hour.replace(/h$/i, '')}h`;
  const day = WEEKDAYS[(noon.getDay() + 6) % 7]!;
  if (!(hoursOn(country, day) as readonly string[]).includes(time)) {
    const hours = hoursOn(country, day);
    throw new UsageError(
      `Pas de tirage ${country.name} le ${day} ${date} à ${hour}${hours.length ? ` (heures : ${hours.join(', ')})` : ' (aucun tirage ce jour-là)'}.`,
    );
  }
  const drawAt = new TZDate(noon.getFullYear(), noon.getMonth(), noon.getDate(), Number(time.slice(0, -1)), 0, 0, country.timeZone);
  return { country: country.code, drawAt: new Date(drawAt.getTime()), winning, machine };
}

interface Outcome {
  draw_id: string;
  status: string;
  source: string | null;
  winning_numbers: number[];
  machine_numbers: number[];
  bets: number;
  won: number;
  total_payout: number;
  paid?: number;
  settled_bets?: number;
}

interface BetRow {
  ticket_id: string | null;
  ticket_position: number | null;
  bet_type: string;
  bet_option: string;
  game_mode: string;
  combinations: unknown;
  base_stake: number;
  total_stake: number;
  status: string;
  payout: number | null;
}

/** Runs the command; returns the process's exit code (0 done, 1 refused, 2 bad arguments). */
export async function runDrawCommand(args: readonly string[], options: DrawCommandOptions): Promise<number> {
  const { print } = options;
  let request: DrawRequest;
  try {
    request = parseDrawArguments(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    print(`${error.message}\n${USAGE}`);
    return 2;
  }
  const service = createClient<Database>(options.url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket of its own; supabase-js wants one even when nothing subscribes.
    realtime: { transport: WebSocket as never },
  });
  const label = `${request.country} ${request.drawAt.toISOString()}`;
  const found = await service.from('draws').select('id').eq('country', request.country).eq('draw_at', request.drawAt.toISOString()).limit(1);
  if (found.error) {
    print(`Impossible de lire le tirage ${label} : ${found.error.message}`);
    return 1;
  }
  const draw = found.data[0];
  if (!draw) {
    print(`Aucun tirage ${label} dans la base (les tirages existent d'aujourd'hui à 7 jours).`);
    return 1;
  }
  const winning = request.winning ?? drawBalls(options.random);
  const machine = request.machine ?? drawBalls(options.random);
  const drawn = await service.rpc('system_draw', { draw_id: draw.id, winning, machine, source: 'système' });
  if (drawn.error) {
    const detail = drawn.error.details ? ` ${drawn.error.details}` : '';
    print(`Tirage ${label} refusé : ${drawn.error.message}${detail}`);
    if (drawn.error.message === 'invalid_state') print('(Un tirage réglé ne change plus de numéros ; un tirage annulé ne se tire pas.)');
    return 1;
  }
  let outcome = drawn.data as unknown as Outcome;
  let paid = outcome.paid ?? 0;
  // A large draw is settled in chunks (DESIGN §9): push them until the last, beside the stack's job.
  while (outcome.status === 'drawn') {
    print(`  Règlement en cours : ${outcome.settled_bets ?? 0} / ${outcome.bets} paris`);
    const pushed = await service.rpc('settle_draw', { draw_id: draw.id });
    if (pushed.error) {
      print(`Règlement du tirage ${label} interrompu : ${pushed.error.message} (le règlement reprendra où il s'est arrêté).`);
      return 1;
    }
    outcome = pushed.data as unknown as Outcome;
    paid += outcome.paid ?? 0;
  }
  print(`Tirage ${label} (${outcome.status}, source ${outcome.source})`);
  print(`  Numéros gagnants : ${outcome.winning_numbers.join(' - ')}`);
  print(`  Numéros machine  : ${outcome.machine_numbers.join(' - ')}`);

  const tickets = new Map<string, string>();
  for (let from = 0; ; from += PAGE) {
    const page = await service
      .from('bets')
      .select('ticket_id, ticket_position, bet_type, bet_option, game_mode, combinations, base_stake, total_stake, status, payout')
      .eq('draw_id', outcome.draw_id)
      .order('ticket_id')
      .order('ticket_position')
      .range(from, from + PAGE - 1);
    if (page.error) {
      print(`Impossible de lire les paris : ${page.error.message}`);
      return 1;
    }
    const ids = [...new Set(page.data.map((bet) => bet.ticket_id!).filter((id) => !tickets.has(id)))];
    if (ids.length > 0) {
      const codes = await service.from('tickets').select('id, code').in('id', ids);
      for (const ticket of codes.data ?? []) tickets.set(ticket.id, ticket.code);
    }
    for (const bet of page.data as BetRow[]) {
      const lines = (bet.combinations as unknown[]).length;
      const kind = `${betType(bet.bet_type as BetTypeId).name} ${OPTION_NAMES[bet.bet_option as BetOptionId]}${bet.game_mode === 'double_chance' ? ' (double chance)' : ''}`;
      const stake = `${lines} ligne${lines > 1 ? 's' : ''} × ${formatAmount(Number(bet.base_stake))}`;
      const result = betStatusLabel({ status: bet.status as PlacedBetStatus, payout: bet.payout === null ? null : Number(bet.payout) });
      print(`  ${tickets.get(bet.ticket_id!) ?? bet.ticket_id} n°${(bet.ticket_position ?? 0) + 1}  ${kind}, ${stake} : ${result}`);
    }
    if (page.data.length < PAGE) break;
  }
  print(
    `${outcome.bets} pari${outcome.bets > 1 ? 's' : ''}, ${outcome.won} gagnant${outcome.won > 1 ? 's' : ''}. Total payé : ${formatAmount(Number(outcome.total_payout))}` +
      (paid === 0 && outcome.total_payout > 0 ? ' (déjà payé lors d’un tirage précédent : rien de plus cette fois).' : '.'),
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const code = await runDrawCommand(process.argv.slice(2), {
    url: process.env.SUPABASE_URL || 'http://127.0.0.1:54321',
    serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY || SERVICE_ROLE_KEY,
    print: (line) => console.log(line),
  });
  process.exitCode = code;
}
