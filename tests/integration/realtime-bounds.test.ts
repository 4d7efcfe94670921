/**
 * Issue 13, finding 2: one anon socket with 1 000 channels made every bet insert cost 1 000 permission
 * queries (other players' GET p50 went from 3 ms to 1.4 s on PGlite), and a 990 KB join with 15 000
 * bindings was accepted. Channels, bindings, joins and messages per second, message size and sockets
 * per address are now bounded, and a change costs one permission query, however many channels.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { betRowOf } from '../../src/api/bets';
import { type Queryable, DEFAULT_REALTIME_LIMITS } from '../../supabase/local';
import { validItem } from './support/bets';
import { type RawSocket, betsChanges, openRawSocket } from './support/phoenix';
import { type Player, type TestStack, newPlayer, startTestStack } from './support/test-stack';

let env: TestStack;
let player: Player;
const sockets: RawSocket[] = [];
let addresses = 1;

beforeAll(async () => {
  env = await startTestStack();
  player = await newPlayer(env.url, 'joueuse');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await env?.close();
});

/** A socket from its own loopback address (127.0.0.2, .3 …) unless told, so per-address limits stay apart. */
async function socket(localAddress = `127.0.0.${++addresses}`): Promise<RawSocket> {
  const opened = await openRawSocket(env.url, undefined, localAddress);
  sockets.push(opened);
  return opened;
}

/** Joins as fast as the joins-per-second limit allows. */
async function joinPaced(raw: RawSocket, topic: string, payload: Record<string, unknown>) {
  for (;;) {
    const reply = await raw.join(topic, payload);
    if (reply.status !== 'error' || !String(reply.response.reason).includes('per second')) return reply;
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
}

const closeCode = async (raw: RawSocket) => {
  await vi.waitFor(() => expect(raw.closed()).not.toBeNull());
  return raw.closed();
};

describe('realtime limits (DESIGN §11)', () => {
  it(`a socket holds at most ${DEFAULT_REALTIME_LIMITS.channelsPerSocket} channels`, async () => {
    const raw = await socket();
    for (let i = 0; i < DEFAULT_REALTIME_LIMITS.channelsPerSocket; i++) {
      expect((await joinPaced(raw, `realtime:c${i}`, betsChanges('INSERT'))).status).toBe('ok');
    }
    const extra = await joinPaced(raw, 'realtime:one-too-many', betsChanges('INSERT'));
    expect(extra).toMatchObject({ status: 'error', response: { reason: expect.stringContaining('Too many channels') } });
    // Joining a topic again replaces it, it does not count twice.
    expect((await joinPaced(raw, 'realtime:c0', betsChanges('DELETE'))).status).toBe('ok');
  });

  it(`joins beyond ${DEFAULT_REALTIME_LIMITS.joinsPerSecond} per second are refused`, async () => {
    const raw = await socket();
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => raw.join(`realtime:burst${i}`, betsChanges('INSERT'))));
    const refused = replies.filter((reply) => reply.status === 'error');
    expect(replies.length - refused.length).toBeLessThanOrEqual(DEFAULT_REALTIME_LIMITS.joinsPerSecond);
    expect(refused.length).toBeGreaterThanOrEqual(30 - DEFAULT_REALTIME_LIMITS.joinsPerSecond);
    expect(refused[0]!.response.reason).toContain('Too many joins per second');
  });

  it(`a channel has at most ${DEFAULT_REALTIME_LIMITS.bindingsPerChannel} postgres_changes`, async () => {
    const raw = await socket();
    const many = { config: { postgres_changes: Array.from({ length: 21 }, () => ({ event: 'INSERT', schema: 'public', table: 'bets' })) } };
    expect(await raw.join('realtime:bindings', many)).toMatchObject({ status: 'error', response: { reason: expect.stringContaining('Too many postgres_changes') } });
  });

  it('a 990 KB join with 15 000 bindings closes the socket (message too big, 1009)', async () => {
    const raw = await socket();
    const bindings = Array.from({ length: 15_000 }, (_, i) => ({ event: 'DELETE', schema: 'public', table: 'bets', filter: `base_stake=gte.${i}` }));
    raw.send(['1', '1', 'realtime:huge', 'phx_join', { config: { postgres_changes: bindings } }]);
    expect(await closeCode(raw)).toBe(1009);
    expect(raw.messages).toEqual([]);
  });

  it(`more than ${DEFAULT_REALTIME_LIMITS.messagesPerSecond} messages a second close the socket (1008)`, async () => {
    const raw = await socket();
    for (let i = 0; i < 150; i++) raw.send([null, String(i), 'phoenix', 'heartbeat', {}]);
    expect(await closeCode(raw)).toBe(1008);
  });

  it(`an address holds at most ${DEFAULT_REALTIME_LIMITS.socketsPerIp} sockets`, async () => {
    const address = `127.0.0.${++addresses}`;
    for (let i = 0; i < DEFAULT_REALTIME_LIMITS.socketsPerIp; i++) await socket(address);
    await expect(socket(address)).rejects.toThrow('upgrade refused: 429');
    for (const open of sockets.splice(-DEFAULT_REALTIME_LIMITS.socketsPerIp)) open.close();
  });

  it('a change costs a handful of queries with 1 000 channels listening, and reaches only who may read it', async () => {
    const attackers = await Promise.all(Array.from({ length: 10 }, () => socket()));
    await Promise.all(
      attackers.map(async (raw, s) => {
        for (let i = 0; i < 100; i++) expect((await joinPaced(raw, `realtime:a${s}-${i}`, betsChanges('*', `base_stake=gte.${i}`))).status).toBe('ok');
      }),
    );
    const owner = await socket();
    expect((await owner.join('realtime:mine', { ...betsChanges('INSERT', `user_id=eq.${player.id}`), access_token: player.accessToken })).status).toBe('ok');

    const statements: string[] = [];
    const db = env.stack.db;
    const transaction = db.transaction.bind(db);
    const spy = vi.spyOn(db, 'transaction').mockImplementation(<T>(fn: (q: Queryable) => Promise<T>) =>
      transaction((q) =>
        fn({
          query: <R>(sql: string, params?: readonly unknown[]) => {
            statements.push(sql);
            return q.query<R>(sql, params);
          },
        }),
      ),
    );
    try {
      const { error } = await player.client.from('bets').insert(betRowOf(validItem()));
      expect(error).toBeNull();
      await vi.waitFor(() => expect(owner.changes()).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      spy.mockRestore();
    }
    // The stack's own scheduled jobs (draws ahead, settlement chunks; no payments job: this stack does not
    // dispatch payments) may run meanwhile; they are not the change's cost.
    const cost = statements.filter((sql) => !/create_scheduled_draws|settle_next_chunk/.test(sql));
    expect(cost.length, cost.join('\n')).toBeLessThanOrEqual(6);
    for (const raw of attackers) expect(raw.changes()).toEqual([]);
  });
});
