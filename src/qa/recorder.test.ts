import { SimulatedClock, assign, createActor, fromCallback, fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createRecording } from './recorder';
import { formatDivergence, replayTrace, type ReplayEntry } from './replayer';
import { parseTrace, type Trace } from './trace';

/** A small machine with every kind of environment answer: clock, random, an invoked promise, a timer, a callback child. */
const lotteryMachine = setup({
  types: {
    input: {} as { player: string; clock: () => Date; random: () => number },
    context: {} as { player: string; openedAt: string; picks: number[]; ticket: string | null; error: string | null; random: () => number; pings: number },
    events: {} as { type: 'pick.flash' } | { type: 'pick.add'; number: number } | { type: 'ticket.buy' } | { type: 'ping' },
  },
  actors: {
    buyTicket: fromPromise<string, { picks: number[] }>(async () => {
      throw new Error('provided by the container');
    }),
    heartbeat: fromCallback(() => undefined),
  },
  delays: { CLOSE_DELAY: 1500 },
}).createMachine({
  id: 'lottery',
  context: ({ input }) => ({
    player: input.player,
    openedAt: input.clock().toISOString(),
    picks: [],
    ticket: null,
    error: null,
    random: input.random,
    pings: 0,
  }),
  invoke: { src: 'heartbeat' },
  on: { ping: { actions: assign({ pings: ({ context }) => context.pings + 1 }) } },
  initial: 'picking',
  states: {
    picking: {
      on: {
        'pick.flash': { actions: assign({ picks: ({ context }) => [...context.picks, Math.floor(context.random() * 90) + 1] }) },
        'pick.add': { actions: assign({ picks: ({ context, event }) => [...context.picks, event.number] }) },
        'ticket.buy': 'buying',
      },
    },
    buying: {
      invoke: {
        src: 'buyTicket',
        input: ({ context }) => ({ picks: context.picks }),
        onDone: { target: 'bought', actions: assign({ ticket: ({ event }) => event.output }) },
        onError: { target: 'picking', actions: assign({ error: ({ event }) => (event.error as Error).message }) },
      },
    },
    bought: { after: { CLOSE_DELAY: 'closed' } },
    closed: { type: 'final' },
  },
});

const entry: ReplayEntry = {
  machine: lotteryMachine,
  input: (recorded, environment) => ({
    ...(recorded as object),
    clock: environment.fn<Date>('clock'),
    random: environment.fn<number>('random'),
  }),
};

async function flush() {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
}

/** Drives the machine like a screen would, on a simulated clock, and returns its trace. */
async function record(options: { failFirstPurchase: boolean }): Promise<Trace> {
  const clock = new SimulatedClock();
  const recording = createRecording({ now: () => clock.now() });
  let purchases = 0;
  let sendPing: (() => void) | undefined;
  const environment = recording.environment({ clock: () => new Date('2026-11-23T08:00:00Z'), random: () => 0.5 });
  const machine = lotteryMachine.provide({
    actors: {
      buyTicket: fromPromise(async ({ input }) => {
        purchases += 1;
        if (options.failFirstPurchase && purchases === 1) throw Object.assign(new Error('Solde insuffisant'), { code: 'low_balance' });
        return `ticket-${input.picks.join('-')}`;
      }),
      heartbeat: fromCallback(({ sendBack }) => {
        sendPing = () => sendBack({ type: 'ping' });
      }),
    },
  });
  const actor = createActor(machine, { input: { player: 'awa', ...environment }, inspect: recording.inspect, clock });
  actor.start();
  actor.send({ type: 'pick.flash' });
  sendPing?.();
  clock.increment(200);
  actor.send({ type: 'pick.add', number: 7 });
  actor.send({ type: 'ticket.buy' });
  await flush();
  if (options.failFirstPurchase) {
    actor.send({ type: 'ticket.buy' });
    await flush();
  }
  clock.increment(1500);
  expect(actor.getSnapshot().value).toBe('closed');
  return JSON.parse(JSON.stringify(recording.trace())) as Trace;
}

describe('recording a machine through the inspection API', () => {
  it('records each event, its source, the snapshot after it and the environment answers', async () => {
    const trace = await record({ failFirstPurchase: true });

    expect(trace.machine.id).toBe('lottery');
    expect(trace.input).toEqual({ player: 'awa' });
    expect(trace.steps.map((step) => [step.source, step.event.type, step.snapshot.value])).toEqual([
      ['init', 'xstate.init', 'picking'],
      ['external', 'pick.flash', 'picking'],
      ['child', 'ping', 'picking'],
      ['external', 'pick.add', 'picking'],
      ['external', 'ticket.buy', 'buying'],
      ['actor', 'xstate.error.actor.0.lottery.buying', 'picking'],
      ['external', 'ticket.buy', 'buying'],
      ['actor', 'xstate.done.actor.0.lottery.buying', 'bought'],
      ['self', 'xstate.after.CLOSE_DELAY.lottery.bought', 'closed'],
    ]);
    expect(trace.steps[3]!.at).toBe(200);
    expect(trace.steps[8]!.at).toBe(1700);
    expect(trace.steps[5]!.snapshot.context).toMatchObject({ error: 'Solde insuffisant', picks: [46, 7] });
    expect(trace.environment.calls).toEqual({
      clock: [{ step: 0, value: '2026-11-23T08:00:00.000Z', date: true }],
      random: [{ step: 1, value: 0.5 }],
    });
    expect(trace.environment.actors).toEqual([
      { step: 5, id: '0.lottery.buying', src: 'buyTicket', error: { $error: { name: 'Error', message: 'Solde insuffisant', code: 'low_balance' } } },
      { step: 7, id: '0.lottery.buying', src: 'buyTicket', output: 'ticket-46-7' },
    ]);
    expect(() => parseTrace(JSON.stringify(trace))).not.toThrow();
  });
});

describe('replaying a trace', () => {
  it('goes through the same steps with the recorded environment', async () => {
    const trace = await record({ failFirstPurchase: true });
    const seen: string[] = [];

    const result = await replayTrace(trace, entry, { onStep: (step) => seen.push(step.event.type) });

    expect(result.divergence).toBeUndefined();
    expect(result.ok).toBe(true);
    expect(seen).toHaveLength(trace.steps.length);
    expect(result.steps.at(-1)!.snapshot).toEqual(trace.steps.at(-1)!.snapshot);
  });

  it('names the step where an altered event makes the machine diverge', async () => {
    const trace = await record({ failFirstPurchase: false });
    const altered = structuredClone(trace);
    altered.steps[3]!.event = { type: 'pick.add', number: 8 };

    const result = await replayTrace(altered, entry);

    expect(result.ok).toBe(false);
    expect(result.divergence).toMatchObject({ step: 3, eventType: 'pick.add', path: 'context.picks[1]', expected: 7, actual: 8 });
    expect(formatDivergence(result.divergence!)).toMatch(/^Diverged at step 3 \(pick\.add\): snapshot context\.picks\[1\] differs/);
  });

  it('fails when the environment answers differently than recorded', async () => {
    const trace = await record({ failFirstPurchase: false });
    const altered = structuredClone(trace);
    altered.environment.calls.random![0]!.value = 0.01;

    const result = await replayTrace(altered, entry);

    expect(result.divergence).toMatchObject({ step: 1, path: 'context.picks[0]', expected: 46, actual: 1 });
  });

  it('fails when the machine asks the environment a question the recording never answered', async () => {
    const trace = await record({ failFirstPurchase: false });
    const altered = structuredClone(trace);
    altered.steps[2]!.event = { type: 'pick.flash' };

    const result = await replayTrace(altered, entry);

    expect(result.divergence).toMatchObject({ step: 2, eventType: 'pick.flash' });
  });

  it('fails when a delayed transition does not happen by its recorded time', async () => {
    const trace = await record({ failFirstPurchase: false });
    const altered = structuredClone(trace);
    const last = altered.steps.at(-1)!;
    last.at -= 1;

    const result = await replayTrace(altered, entry);

    expect(result.divergence).toMatchObject({ step: last.index, reason: expect.stringContaining('did not process') });
  });

  it('stops at any step, for the scrubber', async () => {
    const trace = await record({ failFirstPurchase: false });

    const result = await replayTrace(trace, entry, { upTo: 4, keepRunning: true });

    expect(result.steps).toHaveLength(5);
    expect(result.actor.getSnapshot().value).toBe('buying');
    result.actor.stop();
  });

  it('refuses files that are not traces of this version', () => {
    expect(() => parseTrace('{"steps": []}')).toThrow(/Not a QA trace/);
    expect(() => parseTrace('{"format":"lotoafrik.qa-trace","version":99,"machine":{"id":"x"},"steps":[]}')).toThrow(/version 99/);
  });
});
