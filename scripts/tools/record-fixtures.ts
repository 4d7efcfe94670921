/**
 * npm run record-fixtures
 * Drives the real machines like their screens do, with the QA recorder, and writes the regression
 * traces of tests/replays/ (one full bet-building session per bet type, the basket receiving some of
 * those bets and placing them as tickets, a validation retried after no answer, a failed login, a
 * session, a recharge that expires and then one credited, the results page filtered and read again after a
 * failure and a win, the win notices of a player). Deterministic: pinned clock, seeded random numbers and counted ids, sent inside the events
 * as the screens send them. An argument keeps only the traces whose name starts with it
 * (`npm run record-fixtures -- basket`).
 */
import { writeFileSync } from 'node:fs';
import { SimulatedClock, createActor, fromCallback, fromPromise, type AnyStateMachine } from 'xstate';
import { type PlacedTicketReceipt, type PlacementInput, basketMachine } from '../../machines/basket/basket.machine';
import { betBuilderMachine, type BetBuilderEvent } from '../../machines/bet-builder/bet-builder.machine';
import { loginMachine } from '../../machines/login/login.machine';
import type { MobileMoneyPayment, MobileMoneyRequest, MobileMoneyResume } from '../../machines/mobile-money/mobile-money.types';
import { RECHARGE_EXPIRY, type RechargeEvent, rechargeMachine } from '../../machines/recharge/recharge.machine';
import { type ResultsData, resultsMachine } from '../../machines/results/results.machine';
import { type AuthChangesInput, type SessionEvent, type SessionProfile, sessionMachine } from '../../machines/session/session.machine';
import { type WinNoticesEvent, winNoticesMachine } from '../../machines/win-notices/win-notices.machine';
import type { BetTypeId } from '../../src/game/bet-types';
import type { ResultDraw, ResultsFilter } from '../../src/game/results';
import type { BasketItem } from '../../src/game/basket-item';
import { findOpenDraw } from '../../src/game/schedule';
import { FLASH_RANDOMS } from '../../src/game/selection';
import { createRecording, type Recording } from '../../src/qa/recorder';
import type { Trace } from '../../src/qa/trace';

const OUT = new URL('../../tests/replays/', import.meta.url);
const NOW = new Date('2026-11-23T08:00:00Z'); // Monday morning in Lomé

/** mulberry32: the same "random" balls on every run */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function draw() {
  const open = findOpenDraw('TG', 'lundi', '18h', NOW);
  if (!open) throw new Error('TG lundi 18h should be open on Monday 08:00');
  return { country: open.country.code, day: open.day, time: open.time, drawAt: open.drawAt };
}

interface Session {
  clock: SimulatedClock;
  recording: Recording;
  start(machine: AnyStateMachine, input: unknown): ReturnType<typeof createActor<AnyStateMachine>>;
}

function session(note: string): Session {
  const clock = new SimulatedClock();
  const recording = createRecording({ now: () => clock.now(), meta: { note, recordedAt: NOW.toISOString() } });
  return {
    clock,
    recording,
    start: (machine, input) => createActor(machine, { input, clock, inspect: recording.inspect }).start(),
  };
}

/** Indented JSON, with lists of numbers on one line so a trace reads (and diffs) step by step. */
function format(trace: Trace): string {
  return JSON.stringify(trace, null, 2).replace(/\[\s*(-?[\d.]+(?:,\s*-?[\d.]+)*)\s*\]/g, (_, list: string) => `[${list.split(/,\s*/).join(', ')}]`);
}

/** `npm run record-fixtures -- basket` re-records only the traces whose name starts with `basket`. */
const only = process.argv[2];

function save(name: string, trace: Trace) {
  if (only && !name.startsWith(only)) return;
  writeFileSync(new URL(`${name}.json`, OUT), `${format(trace)}\n`);
  console.log(`tests/replays/${name}.json: ${trace.machine.id}, ${trace.steps.length} steps`);
}

/** 'Flash' in a script: the random numbers are drawn from the session's seeded source when it is sent. */
const FLASH = { type: 'flash' } as const;
type ScriptedEvent = Exclude<BetBuilderEvent, { type: 'flash' } | { type: 'basket.add' }> | typeof FLASH;

/** What a player does on the bet builder for each type, before 'Ajouter au panier'. */
const BET_SESSIONS: Record<BetTypeId, ScriptedEvent[]> = {
  solo: [
    { type: 'number.toggle', number: 7 },
    { type: 'number.toggle', number: 8 },
    { type: 'option.change', option: 'first_position' },
    { type: 'stake.quick', amount: 500 },
  ],
  duo: [
    { type: 'mode.change', mode: 'double_chance' },
    { type: 'number.toggle', number: 45 },
    { type: 'number.toggle', number: 12 },
    { type: 'number.toggle', number: 80 },
    { type: 'option.change', option: 'turbo2' },
  ],
  turning: [
    { type: 'anagram.change', kind: 'complete' },
    { type: 'pair.toggle', pair: [12, 21] },
    { type: 'number.toggle', number: 34 },
    { type: 'pairs.selectAll' },
    { type: 'pairs.selectAll' },
    { type: 'pair.toggle', pair: [11, 22] },
  ],
  closing: [{ type: 'pairs.selectAll' }, { type: 'pair.toggle', pair: [1, 2] }, { type: 'stake.change', value: '1000' }],
  addition: [
    { type: 'sum.change', value: '200' },
    { type: 'sum.change', value: '50' },
    { type: 'pair.toggle', pair: [10, 40] },
    { type: 'option.change', option: 'turbo3' },
  ],
  perm: [FLASH, { type: 'number.toggle', number: 90 }, { type: 'number.toggle', number: 1 }, { type: 'stake.quick', amount: 200 }],
  banker: [
    { type: 'baseSize.change', size: 3 },
    { type: 'number.toggle', number: 10 },
    { type: 'number.toggle', number: 20 },
    { type: 'number.toggle', number: 30 },
    { type: 'number.toggle', number: 40 },
    { type: 'number.toggle', number: 50 },
  ],
  trio: [FLASH, { type: 'stake.change', value: 'abc' }, { type: 'stake.change', value: '250' }],
  quadra: [
    { type: 'number.toggle', number: 1 },
    { type: 'number.toggle', number: 2 },
    { type: 'number.toggle', number: 3 },
    { type: 'reset' },
    FLASH,
    { type: 'number.toggle', number: 88 },
  ],
  jackpot: [{ type: 'mode.change', mode: 'double_chance' }, FLASH, { type: 'clear' }, FLASH],
};

/** One session on the bet builder; returns the item it handed to the basket. */
function recordBetSession(type: BetTypeId, seed: number): BasketItem {
  const { recording, start } = session(`a full bet-building session: ${type}`);
  const random = seededRandom(seed);
  const added: BasketItem[] = [];
  const machine = betBuilderMachine.provide({ actions: { itemAdded: (_, { item }) => added.push(item) } });
  const actor = start(machine, { draw: draw() });
  const script: ScriptedEvent[] = [...(type === 'solo' ? [] : [{ type: 'type.change' as const, betType: type }]), ...BET_SESSIONS[type]];
  for (const event of script) {
    actor.send(event === FLASH ? { type: 'flash', randoms: Array.from({ length: FLASH_RANDOMS }, random) } : (event as BetBuilderEvent));
  }
  actor.send({ type: 'basket.add', id: `bet-${type}-1`, now: NOW.toISOString() });
  if (added.length !== 1) throw new Error(`${type}: the session did not add a bet`);
  save(`bet-builder-${type}`, recording.trace());
  return added[0]!;
}

/** The server's answer to a placement: a ticket for the items' total, paid from 10 000 CFA. */
function receipt(input: PlacementInput, code: string): PlacedTicketReceipt {
  const totalStake = input.items.reduce((sum, item) => sum + item.totalStake, 0);
  return { code, placedAt: NOW.toISOString(), totalStake, balance: 10_000 - totalStake };
}

/** Lets a placement's answer reach the machine. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The app's basket: three bets were stored, a fourth arrives from the builder, then two validations, each placed as a ticket. */
async function recordBasketValidation(stored: BasketItem[], added: BasketItem) {
  const { clock, recording, start } = session('the basket: a bet arrives, validation of part, then all, with the 1.5 s and 3 s delays');
  const codes = ['LA-7K3M-Q9TX-2HBD', 'LA-W1N5-4ABC-9XYZ'];
  const machine = basketMachine.provide({
    actors: { placeBets: fromPromise<PlacedTicketReceipt, PlacementInput>(async ({ input }) => receipt(input, codes.shift()!)) },
  });
  const actor = start(machine, { storedText: JSON.stringify(stored), now: NOW.toISOString() });
  const items = [...stored, added];
  actor.send({ type: 'item.add', item: added });
  actor.send({ type: 'basket.review' });
  actor.send({ type: 'item.toggle', id: items[0]!.id });
  actor.send({ type: 'item.toggle', id: items[1]!.id });
  actor.send({ type: 'basket.validate', idempotencyKey: '0d9c7a52-3f1e-4b6a-9c2d-8e7f6a5b4c31' });
  clock.increment(400);
  await settle();
  clock.increment(1100);
  clock.increment(3000);
  actor.send({ type: 'item.remove', id: items[2]!.id });
  actor.send({ type: 'items.selectAll' });
  clock.increment(700);
  actor.send({ type: 'basket.validate', idempotencyKey: '5e2b1c4d-7a8f-4e9b-a1c3-d6f5e4b3a291' });
  let emptied = false;
  actor.on('basket.emptiedByValidation', () => (emptied = true));
  clock.increment(1500);
  // a slow server: the loading state lasts until it answers
  clock.increment(900);
  await settle();
  clock.increment(3000);
  if (!emptied || actor.getSnapshot().context.items.length > 0) throw new Error('basket: validating everything should empty it and send the player to /player');
  save('basket-validation', recording.trace());
}

/** The network drops the placement; 'Réessayer' sends the same items with the same key, and the ticket is bought once. */
async function recordBasketRetry(stored: BasketItem[]) {
  const { clock, recording, start } = session("the basket: no answer to 'Valider' (network), then 'Réessayer' with the same key, then success");
  const keys: string[] = [];
  const machine = basketMachine.provide({
    actors: {
      placeBets: fromPromise<PlacedTicketReceipt, PlacementInput>(async ({ input }) => {
        keys.push(input.idempotencyKey);
        if (keys.length === 1) throw new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
        return receipt(input, 'LA-7K3M-Q9TX-2HBD');
      }),
    },
  });
  const actor = start(machine, { storedText: JSON.stringify(stored), now: NOW.toISOString() });
  actor.send({ type: 'basket.review' });
  actor.send({ type: 'item.toggle', id: stored[0]!.id });
  actor.send({ type: 'basket.validate', idempotencyKey: '8a4e2f10-6b3c-4d9e-a7f1-c2b5d8e3f604' });
  clock.increment(300);
  await settle();
  // locked while the outcome is unknown: these change nothing
  actor.send({ type: 'item.remove', id: stored[1]!.id });
  actor.send({ type: 'basket.clear' });
  clock.increment(2000);
  actor.send({ type: 'basket.retry' });
  clock.increment(600);
  await settle();
  clock.increment(900);
  clock.increment(3000);
  const { context } = actor.getSnapshot();
  if (keys.length !== 2 || keys[0] !== keys[1]) throw new Error(`basket retry: expected the same key twice, got ${JSON.stringify(keys)}`);
  if (context.items.length !== 1 || actor.getSnapshot().value === 'unconfirmed') throw new Error('basket retry: the retried validation should succeed and leave the unselected bet');
  save('basket-validation-retry', recording.trace());
}

async function recordFailedLogin() {
  const { recording, start } = session('a failed login: wrong password');
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise<void, { email: string; password: string }>(async () => {
        throw Object.assign(new Error('E-mail ou mot de passe incorrect'), { code: 'invalid_credentials', status: 400 });
      }),
    },
  });
  const actor = start(machine, undefined);
  actor.send({ type: 'field.change', field: 'email', value: 'awa@example.com' });
  actor.send({ type: 'form.submit' });
  actor.send({ type: 'field.change', field: 'password', value: 'pas-le-bon' });
  actor.send({ type: 'remember.toggle' });
  actor.send({ type: 'form.submit' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (actor.getSnapshot().context.error === null) throw new Error('login: the failure was not shown');
  save('login-failed', recording.trace());
}

async function recordSession() {
  const { recording, start } = session('a session: signed in, the profile fails once, reload, log out');
  let authSays: ((event: SessionEvent) => void) | undefined;
  let loads = 0;
  const machine = sessionMachine.provide({
    actors: {
      authChanges: fromCallback<SessionEvent, AuthChangesInput>(({ sendBack }) => {
        authSays = sendBack;
      }),
      loadProfile: fromPromise<SessionProfile | null, { uid: string }>(async ({ input }) => {
        loads += 1;
        if (loads === 1) throw new Error('réseau indisponible');
        return { uid: input.uid, username: 'awa', email: 'awa@example.com', balance: 1234, winnings: 0 };
      }),
      signOut: fromPromise<void>(async () => {
        authSays?.({ type: 'auth.signedOut' });
      }),
    },
  });
  const actor = start(machine, undefined);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  authSays?.({ type: 'auth.signedIn', user: { id: 'u-awa', email: 'awa@example.com' } });
  await settle();
  actor.send({ type: 'profile.reload' });
  await settle();
  actor.send({ type: 'session.logout' });
  await settle();
  if (actor.getSnapshot().value !== 'signedOut') throw new Error(`session: expected signedOut, got ${JSON.stringify(actor.getSnapshot().value)}`);
  save('session-profile-reload-logout', recording.trace());
}

/**
 * /recharge: 5 000 CFA by T-Money; the request is lost on the network, 'Réessayer' sends it again with
 * the same key; the phone never answers and 2 minutes pass on the clock; 'Nouvelle tentative' (a new
 * key), and this time the provider confirms and the new balance shows.
 */
async function recordRecharge() {
  const { clock, recording, start } = session('a recharge: a lost request retried with its key, expiry after 2 minutes, then a new attempt credited');
  const payments = [0, 1].map(
    (n): MobileMoneyPayment => ({ id: `pay-${n + 1}`, direction: 'in', provider: 'tmoney', phone: '+22890112345', amount: 5000, status: 'pending', createdAt: NOW.toISOString() }),
  );
  let starts = 0;
  let phone: ((event: RechargeEvent) => void) | undefined;
  const machine = rechargeMachine.provide({
    actors: {
      resume: fromPromise<MobileMoneyResume>(async () => ({ pending: null, last: { country: 'TG' as const, provider: 'tmoney' as const, phone: '+22890112345' } })),
      startRecharge: fromPromise<MobileMoneyPayment, MobileMoneyRequest>(async ({ input }) => {
        starts += 1;
        if (starts === 1) throw new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
        return input.idempotencyKey === 'key-1' ? payments[0]! : payments[1]!;
      }),
      watchPayment: fromCallback(({ sendBack }) => {
        phone = sendBack;
      }),
      paymentStatus: fromPromise<MobileMoneyPayment | null, { paymentId: string }>(async () => payments[0]!),
      loadBalances: fromPromise(async () => ({ balance: 5000, winnings: 0 })),
    },
  });
  const actor = start(machine, { defaultCountry: 'CI' });
  await settle();
  actor.send({ type: 'amount.quick', amount: 5000 });
  actor.send({ type: 'recharge.submit', idempotencyKey: 'key-1' });
  await settle();
  actor.send({ type: 'recharge.retry' });
  await settle();
  clock.increment(RECHARGE_EXPIRY);
  await settle();
  actor.send({ type: 'recharge.edit' });
  actor.send({ type: 'recharge.submit', idempotencyKey: 'key-2' });
  await settle();
  clock.increment(20_000);
  phone?.({ type: 'payment.updated', payment: { ...payments[1]!, status: 'succeeded' } });
  await settle();
  if (!actor.getSnapshot().hasTag('succeeded')) throw new Error(`recharge: expected the success, got ${JSON.stringify(actor.getSnapshot().value)}`);
  save('recharge-expired-then-credited', recording.trace());
}

/** A settled draw of the results page (its settled time as JSON carries it, a string). */
function resultDraw(id: string, country: ResultDraw['country'], time: ResultDraw['time'], winning: number[], machine: number[]): ResultDraw {
  return { id, country, day: 'lundi', time, drawAt: '2026-11-23T18:00:00Z', date: '2026-11-23', winningNumbers: winning, machineNumbers: machine, status: 'settled', settledAt: '2026-11-23T18:10:00Z' as unknown as Date };
}

/**
 * /results: the first read is lost on the network, 'Réessayer' shows the latest of each country with the
 * player's ticket on Togo's draw; 'Pays' Ghana and a day (the address changes); a win reads them again.
 */
async function recordResults() {
  const { recording, start } = session('the results page: a failed read retried, a filter by country and day, read again after a win');
  const togo = resultDraw('d-tg-18h', 'TG', '18h', [45, 3, 7, 88, 60], [1, 2, 3, 4, 5]);
  const ghana = resultDraw('d-gh-19h', 'GH', '19h', [1, 2, 3, 4, 5], [6, 7, 8, 9, 10]);
  const mine = {
    'd-tg-18h': [
      {
        ticketId: 't-1',
        code: 'LA-W1N5-4ABC-9XYZ',
        payout: 5200,
        bets: [{ id: 'b-1', position: 0, betType: 'solo' as const, betOption: 'direct' as const, gameMode: 'normal' as const, combinations: [[7], [21], [45]], baseStake: 200, totalStake: 600, status: 'won' as const, payout: 5200 }],
      },
    ],
  };
  let reads = 0;
  const machine = resultsMachine.provide({
    actors: {
      loadResults: fromPromise<ResultsData, { filter: ResultsFilter }>(async ({ input }) => {
        reads += 1;
        if (reads === 1) throw new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.');
        return input.filter.country === 'GH' ? { draws: [ghana], mine: {} } : { draws: [togo, ghana], mine };
      }),
    },
  });
  const actor = start(machine, { filter: {} });
  await settle();
  actor.send({ type: 'retry' });
  await settle();
  actor.send({ type: 'filter.show', filter: { country: 'GH', date: '2026-11-23' } });
  await settle();
  actor.send({ type: 'refresh' });
  await settle();
  if (!actor.getSnapshot().matches('loaded')) throw new Error(`results: expected loaded, got ${JSON.stringify(actor.getSnapshot().value)}`);
  save('results-retry-filter-refresh', recording.trace());
}

/** The win notices: signed in, a draw won (its notice heard twice), another; one closed; signed out. */
async function recordWinNotices() {
  const { recording, start } = session('win notices: one per draw with its amount (the database adds up its bets), a notice heard twice counted once, one closed, signing out forgets them');
  const machine = winNoticesMachine.provide({ actors: { watchWins: fromCallback(() => undefined) } });
  const actor = start(machine, undefined);
  const win = (drawId: string, amount: number, betsWon: number): WinNoticesEvent => ({ type: 'win.received', win: { drawId, amount, betsWon } });
  actor.send({ type: 'player.signedIn' });
  actor.send(win('d-tg-18h', 6000, 2));
  actor.send(win('d-tg-18h', 6000, 2));
  actor.send(win('d-bj-14h', 60000, 1));
  actor.send({ type: 'notice.dismiss', drawId: 'd-bj-14h' });
  const amounts = (actor.getSnapshot().context as { notices: { amount: number }[] }).notices.map((notice) => notice.amount);
  if (amounts.join() !== '6000') throw new Error(`win notices: expected one notice of 6 000, got ${amounts.join()}`);
  actor.send({ type: 'player.signedOut' });
  save('win-notices-added-up', recording.trace());
}

const bets = (Object.keys(BET_SESSIONS) as BetTypeId[]).map((type, index) => recordBetSession(type, 590 + index));
await recordBasketValidation([bets[0]!, bets[1]!, bets[3]!], bets[6]!);
await recordBasketRetry([bets[2]!, bets[4]!, bets[6]!]);
await recordFailedLogin();
await recordSession();
await recordRecharge();
await recordResults();
await recordWinNotices();
