/**
 * bench:stack's attacker (issue 13): one client holding 1 000 realtime channels on the bets table
 * (anon key, ten sockets of 100, each channel filtering on the stake as the adversarial test did),
 * and another guessing a player's password with 20 sign-ins in flight. Each from an address of its
 * own, so the stack's limits apply to them as they would to a real attacker. It runs in a process of
 * its own at the lowest priority (startAttackChild): its own work is not what the bench measures.
 */
import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { ANON_KEY } from '../../supabase/local';
import { BENCH_PASSWORD, clientAt, sendRequest } from './bench-support';

export interface AttackReport {
  channels: number;
  guesses: number;
  /** guesses answered 429 (rate-limited) */
  limited: number;
  /** guesses answered 400 (a bcrypt comparison was made) */
  compared: number;
}

export interface Attack {
  stop(): Promise<AttackReport>;
}

const SOCKETS = 10;
const CHANNELS_PER_SOCKET = 100;
const GUESSERS = 20;

/** Opens one socket and joins its channels as fast as the stack's join limit lets it. */
async function holdChannels(url: string, address: string, index: number): Promise<{ socket: WebSocket; joined: number }> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${ANON_KEY}&vsn=2.0.0`, { localAddress: address });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const replies = new Map<string, string>();
  socket.on('message', (data) => {
    const [, ref, , event, payload] = JSON.parse(String(data)) as [unknown, string, string, string, { status?: string; response?: { reason?: string } }];
    if (event === 'phx_reply') replies.set(ref, payload.status === 'ok' ? 'ok' : (payload.response?.reason ?? 'error'));
  });
  const heartbeat = setInterval(() => socket.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}])), 20_000);
  socket.once('close', () => clearInterval(heartbeat));
  let joined = 0;
  for (let i = 0; i < CHANNELS_PER_SOCKET; ) {
    const ref = `${index}-${i}-${joined}-${Date.now()}`;
    socket.send(
      JSON.stringify([ref, ref, `realtime:spy-${index}-${i}`, 'phx_join', { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'bets', filter: `base_stake=gte.${i}` }] } }]),
    );
    while (!replies.has(ref)) await new Promise((resolve) => setTimeout(resolve, 5));
    if (replies.get(ref) === 'ok') {
      joined++;
      i++;
    } else if (replies.get(ref)!.includes('per second')) await new Promise((resolve) => setTimeout(resolve, 60));
    else break;
  }
  return { socket, joined };
}

/** Starts the attack in this process; resolves once the channels are held and the guessing has begun. */
async function startAttack(url: string, victimEmail: string): Promise<Attack> {
  const held = await Promise.all(Array.from({ length: SOCKETS }, (_, i) => holdChannels(url, '127.0.1.1', i)));
  const guesser = clientAt('127.0.2.1');
  const report: AttackReport = { channels: held.reduce((sum, { joined }) => sum + joined, 0), guesses: 0, limited: 0, compared: 0 };
  let running = true;
  const guess = async (worker: number) => {
    for (let n = 0; running; n++) {
      const answer = await sendRequest(
        `${url}/auth/v1/token?grant_type=password`,
        { method: 'POST', headers: { apikey: ANON_KEY, 'content-type': 'application/json' }, body: JSON.stringify({ email: victimEmail, password: `${BENCH_PASSWORD}-${worker}-${n}` }) },
        guesser,
      ).catch(() => null);
      report.guesses++;
      if (answer?.status === 429) report.limited++;
      if (answer?.status === 400) report.compared++;
    }
  };
  const guessing = Promise.all(Array.from({ length: GUESSERS }, (_, worker) => guess(worker)));
  return {
    async stop() {
      running = false;
      await guessing;
      for (const { socket } of held) socket.close();
      guesser.destroy();
      return report;
    },
  };
}

type FromAttacker = { type: 'ready' } | { type: 'report'; report: AttackReport };

/** The attack in a child process: resolves once it is under way; stop() ends it and gives its report. */
export function startAttackChild(url: string, victimEmail: string): Promise<Attack> {
  const child = fork(fileURLToPath(import.meta.url), ['--attack', url, victimEmail], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  // A real attacker's CPU is not the server's: on this one machine, its process yields to the others.
  if (child.pid) setPriority(child.pid, 19);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.on('message', (message: FromAttacker) => {
      if (message.type !== 'ready') return;
      resolve({
        stop: () =>
          new Promise((done) => {
            child.on('message', (next: FromAttacker) => {
              if (next.type === 'report') {
                child.disconnect();
                done(next.report);
              }
            });
            child.send('stop');
          }),
      });
    });
  });
}

const attackIndex = process.argv.indexOf('--attack');
if (attackIndex >= 0) {
  const attack = await startAttack(process.argv[attackIndex + 1]!, process.argv[attackIndex + 2]!);
  process.on('message', async () => {
    process.send!({ type: 'report', report: await attack.stop() } satisfies FromAttacker);
    setTimeout(() => process.exit(0), 100);
  });
  process.send!({ type: 'ready' } satisfies FromAttacker);
}
