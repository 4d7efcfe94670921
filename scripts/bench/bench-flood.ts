/**
 * `npm run bench:flood`: one player's flood of heavy refused baskets against another player's light
 * requests (issue 36's third target). A player with no money keeps 20 place_bets calls in flight, each
 * a basket of 100 jackpot items × 252 lines (the 5-number groups of 1–10, 100 CFA a line) whose very
 * last ball is 91, so that it is invalid only at its end (417 kB); each worker sends its next basket
 * as soon as the previous one is answered, whatever the answer (it ignores Retry-After, as a hostile
 * or broken client does). Meanwhile another, funded, player sends light requests one after another:
 * a 1-item ticket (place_bets, 100 CFA) then a read of its balance (GET /rest/v1/profiles?select=balance),
 * waiting Retry-After when answered 429 or 503, as a real client would.
 *
 * Prints the light requests' p50, p99 and worst latency (target: p50 ≤ 1 s, worst ≤ 3 s), how the
 * heavy baskets were answered (by status and error), and ledger_problems() after each run, for the
 * baseline code (BASELINE_COMMIT, 46dea6f, in a throwaway git worktree) and the current code, each
 * on a fresh database with its own stack (npm start's limits apart from generous auth ones) in a
 * child process, on PostgreSQL (DATABASE_URL or --postgres[=url]) and PGlite (unless --postgres-only).
 * The flood comes from its own process and loopback address (127.0.3.1, another phone), at the lowest
 * CPU priority, as bench:stack's attacker: its own client work is not what is measured. The light
 * player starts 3 s after the flood and measures for BENCH_SECONDS (default 30); about 45 s per
 * configuration, 3 minutes for the four. --no-baseline runs the current code alone.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { subsets } from '../../src/game/combinations';
import { priceBet } from '../../src/game/payouts';
import {
  type Answer,
  type Backend,
  type Code,
  type Session,
  answerKind,
  backendsFromArgs,
  createPlayers,
  fundPlayer,
  ledgerProblems,
  percentile,
  send,
  sleep,
  soloItems,
  tableRow,
  tableRule,
  tomorrowsDraw,
  userHeaders,
  withCodes,
  withDatabase,
  withStack,
} from './bench-support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const HEAVY_IN_FLIGHT = 20;
const HEAVY_ITEMS = 100;
const RAMP_MS = 3000;
const FLOOD_ADDRESS = '127.0.3.1';
const TARGET = { p50: 1000, worst: 3000 };

/** 100 jackpot items of 252 lines (every 5 of 1–10) on tomorrow's 18h draw in Côte d'Ivoire; the last line of the last item ends with 91. */
export function heavyBasket() {
  const { country, day, time, drawAt } = tomorrowsDraw(2);
  const lines = subsets([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5);
  const price = priceBet('jackpot', 'normal', 'direct', 100, lines.length);
  const item = (combinations: number[][]) => ({
    bet_type: 'jackpot',
    bet_option: 'direct',
    game_mode: 'normal',
    country: country.code,
    draw_day: day,
    draw_time: time,
    draw_at: drawAt,
    combinations,
    base_stake: 100,
    total_stake: price.totalStake,
    potential_win: price.potentialWin,
    potential_mac_win: price.potentialMacWin,
  });
  const last = lines.map((line, i) => (i === lines.length - 1 ? [...line.slice(0, -1), 91] : line));
  return [...Array.from({ length: HEAVY_ITEMS - 1 }, () => item(lines)), item(last)];
}

interface FloodReport {
  sent: number;
  /** answers by kind ('429', '400 invalid_bet', '400 ticket_too_large', '503 PGRST003', 'network') */
  answers: Record<string, number>;
  /** the answers' latencies, sorted */
  latencies: number[];
  bodyBytes: number;
}

type FromFlood = { type: 'ready'; bodyBytes: number } | { type: 'report'; report: FloodReport };

/** In the flood's own process: 20 workers sending heavy baskets until told to stop. */
async function flood(url: string, token: string): Promise<void> {
  const itemsJson = JSON.stringify(heavyBasket());
  const agent = new Agent({ keepAlive: true, localAddress: FLOOD_ADDRESS });
  const headers = { ...userHeaders(token) };
  const report: FloodReport = { sent: 0, answers: {}, latencies: [], bodyBytes: 0 };
  let running = true;
  const post = (body: string) =>
    new Promise<Answer>((resolve) => {
      const started = performance.now();
      const req = request(`${url}/rest/v1/rpc/place_bets`, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks).toString('utf8'), retryAfter: null }));
        res.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '', retryAfter: null }));
      });
      req.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '', retryAfter: null }));
      req.end(body);
    });
  const worker = async () => {
    while (running) {
      const body = `{"items":${itemsJson},"idempotency_key":"${randomUUID()}"}`;
      report.bodyBytes = Buffer.byteLength(body);
      report.sent++;
      const answer = await post(body);
      if (!running) break;
      const kind = answerKind(answer);
      report.answers[kind] = (report.answers[kind] ?? 0) + 1;
      report.latencies.push(answer.ms);
    }
  };
  process.send!({ type: 'ready', bodyBytes: Buffer.byteLength(`{"items":${itemsJson},"idempotency_key":"${randomUUID()}"}`) } satisfies FromFlood);
  const workers = Promise.all(Array.from({ length: HEAVY_IN_FLIGHT }, worker));
  process.once('message', async () => {
    running = false;
    agent.destroy();
    await workers;
    report.latencies.sort((a, b) => a - b);
    process.send!({ type: 'report', report } satisfies FromFlood, () => process.exit(0));
  });
}

/** Starts the flood in a child process at the lowest priority; resolves once its workers are sending. */
function startFloodChild(url: string, token: string): Promise<{ bodyBytes: number; stop: () => Promise<FloodReport> }> {
  const child = fork(fileURLToPath(import.meta.url), ['--flood', url, token], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  if (child.pid) setPriority(child.pid, 19);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.on('message', (message: FromFlood) => {
      if (message.type !== 'ready') return;
      resolve({
        bodyBytes: message.bodyBytes,
        stop: () =>
          new Promise((done) => {
            child.on('message', (next: FromFlood) => {
              if (next.type === 'report') done(next.report);
            });
            child.send('stop');
          }),
      });
    });
  });
}

interface Light {
  /** every light answer's latency, sorted; and by kind of request */
  all: number[];
  ticket: number[];
  read: number[];
  /** answers other than 2xx, by kind */
  refused: Record<string, number>;
}

async function lightPlayer(url: string, token: string, until: number): Promise<Light> {
  const light: Light = { all: [], ticket: [], read: [], refused: {} };
  const headers = userHeaders(token);
  const itemsJson = JSON.stringify(soloItems(1));
  const record = async (answer: Answer, list: number[]) => {
    light.all.push(answer.ms);
    list.push(answer.ms);
    if (answer.status >= 200 && answer.status < 300) return;
    const kind = answerKind(answer);
    light.refused[kind] = (light.refused[kind] ?? 0) + 1;
    if (answer.retryAfter !== null) await sleep(answer.retryAfter * 1000);
  };
  while (performance.now() < until) {
    const body = `{"items":${itemsJson},"idempotency_key":"${randomUUID()}"}`;
    await record(await send(`${url}/rest/v1/rpc/place_bets`, { method: 'POST', headers, body }), light.ticket);
    if (performance.now() >= until) break;
    await record(await send(`${url}/rest/v1/profiles?select=balance`, { headers }), light.read);
  }
  for (const list of [light.all, light.ticket, light.read]) list.sort((a, b) => a - b);
  return light;
}

interface Run {
  backend: Backend['label'];
  code: string;
  light: Light;
  heavy: FloodReport;
  problems: unknown[];
}

async function benchRun(backend: Backend, code: Code): Promise<Run> {
  return withDatabase(backend, (database) =>
    withStack(code.root, database, async (url) => {
      const [poor, funded] = (await createPlayers(url, 2)) as [Session, Session];
      await fundPlayer(url, funded.token);
      const floodChild = await startFloodChild(url, poor.token);
      console.log(`# ${backend.label}, ${code.label}: ${HEAVY_IN_FLIGHT} heavy baskets of ${(floodChild.bodyBytes / 1000).toFixed(0)} kB in flight; light player for ${SECONDS} s`);
      await sleep(RAMP_MS);
      const light = await lightPlayer(url, funded.token, performance.now() + SECONDS * 1000);
      const heavy = await floodChild.stop();
      return { backend: backend.label, code: code.label, light, heavy, problems: await ledgerProblems(url) };
    }),
  );
}

const WIDTHS = [10, 12, 5, 8, 8, 8, 15, 15, 14, 6, 6, 44];
const HEADER = [
  tableRow(
    ['database', 'code', 'light', 'p50 (ms)', 'p99 (ms)', 'max (ms)', 'ticket p50/max', 'read p50/max', 'light refused', 'target', 'ledger', 'heavy baskets answered (p50 ms): by kind'],
    WIDTHS,
    2,
  ),
  tableRule(WIDTHS),
];

const kinds = (record: Record<string, number>) =>
  Object.entries(record)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${kind} ×${n}`)
    .join(', ');

function line(run: Run): string {
  const { light, heavy } = run;
  const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '—' : value.toFixed(0));
  const met = light.all.length > 0 && percentile(light.all, 50) <= TARGET.p50 && light.all.at(-1)! <= TARGET.worst;
  return tableRow(
    [
      run.backend,
      run.code,
      light.all.length,
      ms(percentile(light.all, 50)),
      ms(percentile(light.all, 99)),
      ms(light.all.at(-1)),
      `${ms(percentile(light.ticket, 50))} / ${ms(light.ticket.at(-1))}`,
      `${ms(percentile(light.read, 50))} / ${ms(light.read.at(-1))}`,
      kinds(light.refused) || '0',
      met ? 'met' : 'missed',
      run.problems.length === 0 ? 'ok' : run.problems.length,
      `${heavy.latencies.length} (${ms(percentile(heavy.latencies, 50))}): ${kinds(heavy.answers)}`,
    ],
    WIDTHS,
    2,
  );
}

async function main() {
  const backends = backendsFromArgs();
  await withCodes(async (codes) => {
    console.log(
      `bench:flood — ${HEAVY_IN_FLIGHT} refused baskets of ${HEAVY_ITEMS} jackpot items × 252 lines in flight from a player with no money; ` +
        `another player's light requests (a 1-item ticket, then a balance read) one after another for ${SECONDS} s; ` +
        `target: light p50 ≤ ${TARGET.p50} ms, worst ≤ ${TARGET.worst} ms; codes: ${codes.map((code) => code.label).join(', ')}\n`,
    );
    console.log(HEADER.join('\n'));
    const runs: Run[] = [];
    for (const [index, backend] of backends.entries()) {
      for (const code of index % 2 === 0 ? codes : [...codes].reverse()) {
        const run = await benchRun(backend, code);
        runs.push(run);
        console.log(line(run));
      }
    }
    const sorted = [...runs].sort(
      (a, b) =>
        backends.findIndex((x) => x.label === a.backend) - backends.findIndex((x) => x.label === b.backend) ||
        codes.findIndex((x) => x.label === a.code) - codes.findIndex((x) => x.label === b.code),
    );
    console.log(`\n${[...HEADER, ...sorted.map(line)].join('\n')}\n`);
    for (const run of sorted) {
      console.log(
        run.problems.length === 0
          ? `${run.backend}, ${run.code}: ledger_problems() = []`
          : `${run.backend}, ${run.code}: ${run.problems.length} ledger problems: ${JSON.stringify(run.problems.slice(0, 5))}`,
      );
    }
    if (!backends.some((backend) => backend.label === 'PostgreSQL')) console.log('\nPostgreSQL skipped: set DATABASE_URL or pass --postgres (see scripts/tools/ci-postgres.sh).');
    if (runs.some((run) => run.problems.length > 0)) process.exitCode = 1;
  });
}

const floodIndex = process.argv.indexOf('--flood');
if (floodIndex >= 0) await flood(process.argv[floodIndex + 1]!, process.argv[floodIndex + 2]!);
else await main();
