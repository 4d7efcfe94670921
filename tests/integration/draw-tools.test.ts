import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runDrawCommand } from '../../scripts/tools/draw';
import { drawLocalDate, freshDraw, itemOn, ownerSql, placeOn } from './support/draws';
import { expectLedgerBalanced } from './support/ledger';
import { balancesOf, fund } from './support/money';
import { type Player, type TestStack, newPlayer, startTestStack } from './support/test-stack';
import { SERVICE_ROLE_KEY } from '../../supabase/local';
import { cfa } from '../kit/amounts';

let env: TestStack;
let player: Player;
/** The simulateur's clock, moved by the tests; it starts at the real time. */
let clock = new Date();
/** The simulateur's random source: its answer is the index of the next ball among those left. */
let simulateurAnswer = 0;

const DRAW_A = { winning: [12, 45, 7, 88, 30], machine: [5, 12, 61, 40, 77] };
const solo = (numbers: number[], baseStake = 500) => ({ betType: 'solo' as const, betOption: 'direct' as const, gameMode: 'normal' as const, baseStake, combinations: numbers.map((n) => [n]) });

beforeAll(async () => {
  env = await startTestStack(undefined, { simulateur: { everyMs: 100, now: () => clock, random: () => simulateurAnswer } });
  player = await newPlayer(env.url, 'sena');
  await fund(env, player, 50_000);
});
afterAll(() => env?.close());

async function run(args: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await runDrawCommand(args, { url: env.url, serviceRoleKey: SERVICE_ROLE_KEY, print: (line) => lines.push(line) });
  return { code, out: lines.join('\n') };
}


describe('npm run draw', () => {
  it('closes the draw, records and confirms the given numbers as the system, settles, prints each bet and the total', async () => {
    const draw = await freshDraw(env, 'CI');
    const { code: ticket } = await placeOn(player, [itemOn(draw, solo([45, 46])), itemOn(draw, { ...solo([61], 200), gameMode: 'double_chance' })]);
    const before = await balancesOf(env, player.id);
    const { code, out } = await run(['CI', await drawLocalDate(env, draw), draw.draw_time, '--winning', DRAW_A.winning.join(','), '--machine', DRAW_A.machine.join(',')]);
    expect(code, out).toBe(0);
    // solo 45 wins 500 × 13; in double chance solo 61 is a machine number: 200 × 4.
    expect(out).toContain('Numéros gagnants : 12 - 45 - 7 - 88 - 30');
    expect(out).toContain('Numéros machine  : 5 - 12 - 61 - 40 - 77');
    expect(out).toContain(cfa(`${ticket} n°1  Solo Direct, 2 lignes × 500 CFA : Gagné 6 500 CFA`));
    expect(out).toContain(cfa(`${ticket} n°2  Solo Direct (double chance), 1 ligne × 200 CFA : Gagné 800 CFA`));
    expect(out).toContain(cfa('2 paris, 2 gagnants. Total payé : 7 300 CFA.'));
    expect((await balancesOf(env, player.id)).winnings).toBe(before.winnings + 7_300);
    const [row] = await ownerSql<{ status: string; source: string; winning_numbers: number[] }>(env, 'select status, source, winning_numbers from public.draws where id = $1', [draw.id]);
    expect(row).toEqual({ status: 'settled', source: 'système', winning_numbers: DRAW_A.winning });

    // Again with the same numbers: the same outcome, nothing paid twice; other numbers are refused.
    const again = await run(['ci', await drawLocalDate(env, draw), draw.draw_time.replace('h', ''), '--winning', DRAW_A.winning.join(','), '--machine', DRAW_A.machine.join(',')]);
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain('rien de plus cette fois');
    const other = await run(['CI', await drawLocalDate(env, draw), draw.draw_time, '--winning', '1,2,3,4,5']);
    expect(other.code).toBe(1);
    expect(other.out).toContain('invalid_state');
    expect((await balancesOf(env, player.id)).winnings).toBe(before.winnings + 7_300);
    await expectLedgerBalanced(env);
  });

  it('draws the numbers itself from the CSPRNG when none are given', async () => {
    const draw = await freshDraw(env, 'BJ');
    const { code, out } = await run(['BJ', await drawLocalDate(env, draw), draw.draw_time]);
    expect(code, out).toBe(0);
    const [row] = await ownerSql<{ winning_numbers: number[]; machine_numbers: number[]; status: string }>(
      env,
      'select winning_numbers, machine_numbers, status from public.draws where id = $1',
      [draw.id],
    );
    expect(row!.status).toBe('settled');
    for (const numbers of [row!.winning_numbers, row!.machine_numbers]) {
      expect(new Set(numbers).size).toBe(5);
      expect(numbers.every((n) => n >= 1 && n <= 90)).toBe(true);
    }
    expect(out).toContain(`Numéros gagnants : ${row!.winning_numbers.join(' - ')}`);
    expect(out).toContain(cfa('0 pari, 0 gagnant. Total payé : 0 CFA.'));
  });

  it('explains what it cannot do: bad arguments (2), a draw that does not exist (1)', async () => {
    const bad = [
      [[], 'Il faut un pays, une date et une heure.'],
      [['XX', '2026-11-23', '18h'], 'Pays inconnu : XX'],
      [['CI', '23/11/2026', '18h'], 'Date invalide : 23/11/2026'],
      [['CI', '2026-02-30', '18h'], 'Date invalide : 2026-02-30'],
      [['CI', '2026-11-23', '19h'], 'Pas de tirage Côte d\'Ivoire le lundi 2026-11-23 à 19h (heures : 7h, 10h, 13h, 16h, 18h, 21h, 23h).'],
      [['GH', '2026-11-22', '19h'], 'Pas de tirage Ghana le dimanche 2026-11-22 à 19h (aucun tirage ce jour-là).'],
      [['CI', '2026-11-23', '18h', '--winning', '1,2,3,4'], '--winning attend 5 numéros distincts de 1 à 90'],
      [['CI', '2026-11-23', '18h', '--machine', '1,2,3,4,91'], '--machine attend 5 numéros distincts de 1 à 90'],
      [['CI', '2026-11-23', '18h', '--machine=1,1,2,3,4'], '--machine attend 5 numéros distincts'],
      [['CI', '2026-11-23', '18h', '--vite'], 'Option inconnue : --vite'],
    ] as const;
    for (const [args, message] of bad) {
      const { code, out } = await run([...args]);
      expect({ args, code }).toEqual({ args, code: 2 });
      expect(out).toContain(message);
      expect(out).toContain('Usage : npm run draw --');
    }
    const missing = await run(['CI', '2020-01-06', '18h']);
    expect(missing).toEqual({ code: 1, out: "Aucun tirage CI 2020-01-06T18:00:00.000Z dans la base (les tirages existent d'aujourd'hui à 7 jours)." });
  });

  it('is the npm script: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY say where, the exit code says how it went', async () => {
    const draw = await freshDraw(env, 'TG');
    const date = await drawLocalDate(env, draw);
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/tools/draw.ts', 'TG', date, draw.draw_time, '--winning', '1,2,3,4,5', '--machine', '6,7,8,9,10'], {
      env: { ...process.env, SUPABASE_URL: env.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, out).toBe(0);
    expect(out).toContain('Numéros gagnants : 1 - 2 - 3 - 4 - 5');
    expect((await ownerSql(env, 'select status from public.draws where id = $1', [draw.id]))[0]).toEqual({ status: 'settled' });
  });
});

describe('the simulateur (startStack({ simulateur }), on for npm start)', () => {
  it('draws every draw whose time has come on its clock, through system_draw, and no other', async () => {
    const draw = await freshDraw(env, 'CI');
    await placeOn(player, [itemOn(draw, solo([1, 2]))]);
    const later = await ownerSql<{ id: string }>(env, `select id from public.draws where status = 'open' and draw_at > $1::timestamptz`, [draw.draw_at]);
    expect(later.length).toBeGreaterThan(0);
    const before = await balancesOf(env, player.id);
    // Its clock reaches the draw's time: within an interval, the draw is drawn, settled and paid.
    clock = new Date(Date.parse(draw.draw_at) + 1_000);
    await vi.waitFor(
      async () => expect((await ownerSql<{ status: string }>(env, 'select status from public.draws where id = $1', [draw.id]))[0]).toEqual({ status: 'settled' }),
      { timeout: 10_000, interval: 100 },
    );
    const [row] = await ownerSql<{ source: string; winning_numbers: number[]; machine_numbers: number[] }>(
      env,
      'select source, winning_numbers, machine_numbers from public.draws where id = $1',
      [draw.id],
    );
    // The injected source answers 0: each draw takes the first balls left, 1 to 5 (solo 1 and 2 win 500 × 13 each).
    expect(row).toEqual({ source: 'simulateur', winning_numbers: [1, 2, 3, 4, 5], machine_numbers: [1, 2, 3, 4, 5] });
    expect((await balancesOf(env, player.id)).winnings).toBe(before.winnings + 13_000);
    expect((await ownerSql<{ action: string; actor: string }>(env, 'select action, actor from public.operator_audit where draw_id = $1 order by id', [draw.id]))).toEqual([
      { action: 'close', actor: 'simulateur' },
      { action: 'record', actor: 'simulateur' },
      { action: 'confirm', actor: 'simulateur' },
      { action: 'settle', actor: 'simulateur' },
    ]);
    // Every draw up to its clock gets a result; none after it is the simulateur's.
    await vi.waitFor(
      async () =>
        expect(
          await ownerSql(
            env,
            `select count(*) filter (where draw_at <= $1::timestamptz and status in ('open', 'closed'))::int as due,
                    count(*) filter (where draw_at > $1::timestamptz and source = 'simulateur')::int as ahead
             from public.draws`,
            [clock.toISOString()],
          ),
        ).toEqual([{ due: 0, ahead: 0 }]),
      { timeout: 10_000, interval: 100 },
    );
    await expectLedgerBalanced(env);
  });

  it('leaves a draw with an operator draft to the operators', async () => {
    // The next two draws on its clock: the second gets an operator's draft, then the clock passes both.
    const next = await ownerSql<{ id: string; draw_at: string }>(
      env,
      `select id, to_json(draw_at) #>> '{}' as draw_at from public.draws where status = 'open' and draw_at > $1::timestamptz order by draw_at, country limit 2`,
      [clock.toISOString()],
    );
    const [first, drafted] = next as [{ id: string; draw_at: string }, { id: string; draw_at: string }];
    await ownerSql(env, `update public.draws set status = 'closed' where id = $1`, [drafted.id]);
    await ownerSql(
      env,
      `insert into public.draw_result_drafts (draw_id, winning_numbers, machine_numbers, recorded_by) values ($1, '{1,2,3,4,5}', '{6,7,8,9,10}', '0be7a700-0000-4000-8000-000000000001')`,
      [drafted.id],
    );
    simulateurAnswer = 5;
    clock = new Date(Date.parse(drafted.draw_at) + 60_000);
    await vi.waitFor(
      async () =>
        expect((await ownerSql(env, 'select status, winning_numbers from public.draws where id = $1', [first.id]))[0]).toEqual({
          status: 'settled',
          // A source answering 5 takes the sixth ball left each time: 6, 7, 8, 9, 10.
          winning_numbers: [6, 7, 8, 9, 10],
        }),
      { timeout: 10_000, interval: 100 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await ownerSql(env, 'select status from public.draws where id = $1', [drafted.id]))[0]).toEqual({ status: 'closed' });
    await expectLedgerBalanced(env);
  });
});
