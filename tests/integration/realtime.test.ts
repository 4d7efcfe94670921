import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Tables } from '../../src/api/database.types';
import { ANON_KEY } from '../../supabase/local';
import { type Client, type Player, type TestStack, anonClient, newPlayer, startTestStack } from './support/test-stack';
import { betRowOf } from '../../src/api/bets';
import { validItem } from './support/bets';

type Change = RealtimePostgresChangesPayload<Tables<'bets'>>;

let env: TestStack;
let owner: Player;
let other: Player;
const channels: [Client, RealtimeChannel][] = [];

beforeAll(async () => {
  env = await startTestStack();
  owner = await newPlayer(env.url, 'proprio');
  other = await newPlayer(env.url, 'voisin');
});
afterAll(async () => {
  for (const [client, channel] of channels) await client.removeChannel(channel);
  await env?.close();
});

async function listen(client: Client, config: { event: '*' | 'INSERT' | 'DELETE'; filter?: string }): Promise<Change[]> {
  const received: Change[] = [];
  let status = '';
  const channel = client
    .channel(`test-${Math.random()}`)
    .on('postgres_changes', { schema: 'public', table: 'bets', ...config }, (payload: Change) => received.push(payload))
    .subscribe((next) => {
      status = next;
    });
  channels.push([client, channel]);
  await vi.waitFor(() => expect(status).toBe('SUBSCRIBED'));
  return received;
}

describe('realtime postgres_changes', () => {
  it("delivers another session's insert and delete to the owner, and nothing of it to another player", async () => {
    const ownerInserts = await listen(owner.client, { event: 'INSERT', filter: `user_id=eq.${owner.id}` });
    const ownerDeletes = await listen(owner.client, { event: 'DELETE' });
    const spy = await listen(other.client, { event: '*' });

    const secondDevice = anonClient(env.url);
    await secondDevice.auth.signInWithPassword({ email: owner.email, password: owner.password });
    const { data, error } = await secondDevice.from('bets').insert(betRowOf(validItem())).select('id').single();
    expect(error).toBeNull();
    const id = data!.id;

    await vi.waitFor(() => expect(ownerInserts).toHaveLength(1));
    expect(ownerInserts[0]).toMatchObject({ eventType: 'INSERT', schema: 'public', table: 'bets', new: { id, user_id: owner.id, status: 'pending', base_stake: 500 } });
    expect((ownerInserts[0]!.new as Tables<'bets'>).combinations).toEqual([[7], [42]]);

    await secondDevice.from('bets').delete().eq('id', id);
    await vi.waitFor(() => expect(ownerDeletes).toHaveLength(1));
    // As on hosted Supabase with RLS, a delete carries only the primary key.
    expect(ownerDeletes[0]).toMatchObject({ eventType: 'DELETE', old: { id } });
    expect(Object.keys(ownerDeletes[0]!.old)).toEqual(['id']);

    // The other player may not read the row: neither its insert nor its delete reaches them (DESIGN §11).
    expect(spy).toEqual([]);
  });

  it('a filter on another value delivers nothing', async () => {
    const elsewhere = await listen(owner.client, { event: 'INSERT', filter: `user_id=eq.${other.id}` });
    await owner.client.from('bets').insert(betRowOf(validItem()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(elsewhere).toEqual([]);
  });

  it('refuses a subscription with a malformed filter', async () => {
    let status = '';
    const channel = owner.client
      .channel('bad-filter')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'bets', filter: 'colonne_inconnue=eq.1' }, () => {})
      .subscribe((next) => {
        status = next;
      });
    channels.push([owner.client, channel]);
    await vi.waitFor(() => expect(status).toBe('CHANNEL_ERROR'));
  });

  it('speaks the Phoenix 1.0.0 object protocol too (join reply and heartbeat)', async () => {
    const socket = new WebSocket(`${env.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${ANON_KEY}&vsn=1.0.0`);
    const replies: { topic: string; event: string; ref: string; payload: { status: string } }[] = [];
    socket.on('message', (data) => replies.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send('not json');
    socket.send(JSON.stringify({ topic: 'realtime:x', event: 'phx_join', payload: { config: { postgres_changes: [] } }, ref: '1', join_ref: '1' }));
    socket.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '2' }));
    await vi.waitFor(() => expect(replies).toHaveLength(2));
    expect(replies.map((reply) => [reply.ref, reply.event, reply.payload.status])).toEqual([
      ['1', 'phx_reply', 'ok'],
      ['2', 'phx_reply', 'ok'],
    ]);
    socket.close();
  });

  it('an access_token message switches a channel to that player, who then receives their changes', async () => {
    const socket = new WebSocket(`${env.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${ANON_KEY}&vsn=2.0.0`);
    const messages: [string | null, string | null, string, string, { ids?: number[] }][] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    const topic = 'realtime:jeton';
    const config = { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'bets', filter: `user_id=eq.${owner.id}` }] };
    socket.send(JSON.stringify(['1', '1', topic, 'phx_join', { config }]));
    await vi.waitFor(() => expect(messages.some(([, ref, , event]) => ref === '1' && event === 'phx_reply')).toBe(true));
    const changes = () => messages.filter(([, , , event]) => event === 'postgres_changes');

    // Joined with the anon key: RLS hides the owner's bets from this channel.
    await owner.client.from('bets').insert(betRowOf(validItem()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changes()).toEqual([]);

    socket.send(JSON.stringify(['1', '2', topic, 'access_token', { access_token: owner.accessToken }]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await owner.client.from('bets').insert(betRowOf(validItem()));
    await vi.waitFor(() => expect(changes()).toHaveLength(1));
    socket.close();
  });

  it('refuses a websocket without a valid API key', async () => {
    const socket = new WebSocket(`${env.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=faux&vsn=2.0.0`);
    const status = await new Promise<number>((resolve) => socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(401);
  });
});
