import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { type BasketItem, parseStoredBasket, serializeBasket } from '../../src/game/basket-item';
import { AFTER_TOGO_DRAW, FIXTURE_NOW, basketItem, duoBenin, permIvoryCoast, soloTogo, trioGhana } from '../../tests/fixtures/basket-items';
import { TICKET_TOO_LARGE } from '../../src/game/ticket-bounds';
import { type BasketEvent, MESSAGE_DELAY_MS, type PlacedTicketReceipt, type PlacementInput, VALIDATION_DELAY_MS, basketMachine } from './basket.machine';
import { controllablePromises } from '../../tests/kit/controllable-promise';
import {
  selectCanRetry,
  selectCanValidate,
  selectControlsLocked,
  selectFailure,
  selectPlacedTicket,
  selectIsValidating,
  selectLines,
  selectMaxPayout,
  selectOverBound,
  selectSelectAllState,
  selectShowsSuccess,
  selectTotals,
} from './basket.selectors';
import {
  selectItemCount,
  selectOpenSize,
} from './basket-builder.selectors';

/** What the fake server answers a placement: a ticket for the items' total, unless a test answers itself. */
export function receiptFor(input: PlacementInput, balance = 10_000): PlacedTicketReceipt {
  const totalStake = input.items.reduce((sum, item) => sum + item.totalStake, 0);
  return { code: 'LA-7K3M-Q9TX-2HBD', placedAt: FIXTURE_NOW, totalStake, balance: balance - totalStake };
}

/** Lets the fake server's promise settle (the machine hears of it on the next microtask). */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// SimulatedClock starts a timer set during a flush at the new `now`, so tests step one delay at a time.
function start(items: readonly BasketItem[] | string | null, now = FIXTURE_NOW, answer: (input: PlacementInput) => Promise<PlacedTicketReceipt> = async (input) => receiptFor(input)) {
  const storedText = typeof items === 'string' || items === null ? items : serializeBasket(items);
  const clock = new SimulatedClock();
  const saveBasket = vi.fn<(items: readonly BasketItem[]) => void>();
  const logProblem = vi.fn<(problem: string) => void>();
  const goToPlayer = vi.fn();
  const placeBets = vi.fn(answer);
  const machine = basketMachine.provide({
    actions: {
      persist: (_, params) => saveBasket(params.items),
      logProblem: (_, params) => logProblem(params.problem),
    },
    actors: { placeBets: fromPromise(({ input }) => placeBets(input)) },
  });
  const actor = createActor(machine, { clock, input: { storedText, now } });
  // what the /basket screen does with it: go to /player
  actor.on('basket.emptiedByValidation', goToPlayer);
  actor.start();
  const send = (event: BasketEvent) => actor.send(event);
  /** 'Valider', then the fake server's answer reaches the machine */
  const validate = async (idempotencyKey = 'key-1') => {
    send({ type: 'basket.validate', idempotencyKey });
    await flush();
  };
  const ids = () => actor.getSnapshot().context.items.map((item) => item.id);
  const selected = () => actor.getSnapshot().context.selectedIds;
  return { actor, clock, send, validate, ids, selected, saveBasket, logProblem, goToPlayer, placeBets };
}

const THREE = [soloTogo, duoBenin, permIvoryCoast];

describe('basket machine: loading', () => {
  it('starts empty and logs nothing when storage holds no basket', async () => {
    const { actor, logProblem } = start(null);
    expect(selectItemCount(actor.getSnapshot())).toBe(0);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(logProblem).not.toHaveBeenCalled();
  });

  it('logs unparseable storage and stays empty without crashing', async () => {
    const { actor, logProblem, saveBasket } = start('{not json');
    expect(selectItemCount(actor.getSnapshot())).toBe(0);
    expect(logProblem).toHaveBeenCalledExactlyOnceWith('Panier illisible dans le stockage de session');
    expect(saveBasket).not.toHaveBeenCalled();
    expect(selectCanValidate(actor.getSnapshot())).toBe(false);
  });

  it('drops a tampered item, logs it and keeps the others', async () => {
    const tampered = { ...duoBenin, potentialWin: duoBenin.potentialWin * 10 };
    const { ids, logProblem } = start(JSON.stringify([soloTogo, tampered]));
    expect(ids()).toEqual(['solo-tg']);
    expect(logProblem).toHaveBeenCalledExactlyOnceWith('1 pari(s) invalide(s) ignoré(s)');
  });

  it('selects every item on load, whatever selected flag was stored', async () => {
    const { ids, selected, actor } = start(JSON.stringify(THREE.map((item) => ({ ...item, selected: false }))));
    expect(ids()).toEqual(['solo-tg', 'duo-bj', 'perm-ci']);
    expect(selected()).toEqual(['solo-tg', 'duo-bj', 'perm-ci']);
    expect(selectSelectAllState(actor.getSnapshot())).toBe('all');
    expect(selectTotals(actor.getSnapshot())).toEqual({
      selectedCount: 3,
      totalStake: 600 + 500 + 1000,
      potentialWin: 7800 + 90000 + 3000000,
      potentialMacWin: 60000,
    });
  });

  it('does not select an item whose draw has already closed', async () => {
    const { actor, selected } = start(THREE, AFTER_TOGO_DRAW);
    expect(selected()).toEqual(['duo-bj', 'perm-ci']);
    expect(selectLines(actor.getSnapshot()).map((line) => line.closed)).toEqual([true, false, false]);
    expect(selectSelectAllState(actor.getSnapshot())).toBe('all');
  });
});

describe('basket machine: the app-wide basket', () => {
  it('item.add appends the bet from the builder, selects it and saves at once', async () => {
    const { send, ids, selected, saveBasket, actor } = start([soloTogo]);
    send({ type: 'item.add', item: duoBenin });
    expect(ids()).toEqual(['solo-tg', 'duo-bj']);
    expect(selected()).toEqual(['solo-tg', 'duo-bj']);
    expect(selectItemCount(actor.getSnapshot())).toBe(2);
    expect(saveBasket).toHaveBeenCalledExactlyOnceWith([soloTogo, duoBenin]);
  });

  it('item.add ignores an id already in the basket', async () => {
    const { send, ids, saveBasket } = start([soloTogo]);
    send({ type: 'item.add', item: { ...duoBenin, id: 'solo-tg' } });
    expect(ids()).toEqual(['solo-tg']);
    expect(saveBasket).toHaveBeenCalledExactlyOnceWith([soloTogo]);
  });

  it('item.add of a bet whose draw has closed keeps it unselected', async () => {
    const { send, selected } = start([duoBenin], AFTER_TOGO_DRAW);
    send({ type: 'item.add', item: soloTogo });
    expect(selected()).toEqual(['duo-bj']);
  });

  it('basket.review (the screen opens) selects every open item again', async () => {
    const { send, selected } = start(THREE, AFTER_TOGO_DRAW);
    send({ type: 'items.selectAll' });
    expect(selected()).toEqual([]);
    send({ type: 'basket.review' });
    expect(selected()).toEqual(['duo-bj', 'perm-ci']);
  });

  it('a bet added while a validation runs is kept, saved and not validated', async () => {
    const { send, validate, clock, ids, saveBasket } = start([soloTogo]);
    await validate();
    send({ type: 'item.add', item: duoBenin });
    expect(saveBasket).toHaveBeenLastCalledWith([soloTogo, duoBenin]);
    clock.increment(1_500);
    expect(ids()).toEqual(['duo-bj']);
    expect(saveBasket).toHaveBeenLastCalledWith([duoBenin]);
  });
});

describe('basket machine: selection and removal', () => {
  it('item.toggle deselects then reselects one item', async () => {
    const { send, selected, actor } = start(THREE);
    send({ type: 'item.toggle', id: 'duo-bj' });
    expect(selected()).toEqual(['solo-tg', 'perm-ci']);
    expect(selectSelectAllState(actor.getSnapshot())).toBe('some');
    expect(selectTotals(actor.getSnapshot())).toMatchObject({ selectedCount: 2, totalStake: 1600, potentialMacWin: null });
    send({ type: 'item.toggle', id: 'duo-bj' });
    expect(selected()).toEqual(['solo-tg', 'perm-ci', 'duo-bj']);
  });

  it('item.toggle ignores a closed item and an unknown id', async () => {
    const { send, selected } = start(THREE, AFTER_TOGO_DRAW);
    send({ type: 'item.toggle', id: 'solo-tg' });
    send({ type: 'item.toggle', id: 'nope' });
    expect(selected()).toEqual(['duo-bj', 'perm-ci']);
  });

  it('items.selectAll turns every open item off, then on; from a partial selection it selects all', async () => {
    const { send, selected, actor } = start(THREE);
    send({ type: 'items.selectAll' });
    expect(selected()).toEqual([]);
    expect(selectSelectAllState(actor.getSnapshot())).toBe('none');
    expect(selectTotals(actor.getSnapshot())).toEqual({ selectedCount: 0, totalStake: 0, potentialWin: 0, potentialMacWin: null });
    send({ type: 'items.selectAll' });
    expect(selected()).toEqual(['solo-tg', 'duo-bj', 'perm-ci']);
    send({ type: 'item.toggle', id: 'perm-ci' });
    send({ type: 'items.selectAll' });
    expect(selected()).toEqual(['solo-tg', 'duo-bj', 'perm-ci']);
  });

  it('items.selectAll never selects a closed item', async () => {
    const { send, selected } = start(THREE, AFTER_TOGO_DRAW);
    send({ type: 'items.selectAll' });
    expect(selected()).toEqual([]);
    send({ type: 'items.selectAll' });
    expect(selected()).toEqual(['duo-bj', 'perm-ci']);
  });

  it('item.remove drops the item and saves the rest at once', async () => {
    const { send, ids, selected, saveBasket } = start(THREE);
    send({ type: 'item.remove', id: 'duo-bj' });
    expect(ids()).toEqual(['solo-tg', 'perm-ci']);
    expect(selected()).toEqual(['solo-tg', 'perm-ci']);
    expect(saveBasket).toHaveBeenCalledExactlyOnceWith([soloTogo, permIvoryCoast]);
  });

  it('a closed item can be removed', async () => {
    const { send, ids, saveBasket } = start(THREE, AFTER_TOGO_DRAW);
    send({ type: 'item.remove', id: 'solo-tg' });
    expect(ids()).toEqual(['duo-bj', 'perm-ci']);
    expect(saveBasket).toHaveBeenCalledExactlyOnceWith([duoBenin, permIvoryCoast]);
  });

  it("basket.clear ('Vider') empties the basket and the storage", () => {
    const { send, actor, saveBasket } = start(THREE);
    send({ type: 'basket.clear' });
    expect(selectItemCount(actor.getSnapshot())).toBe(0);
    expect(saveBasket).toHaveBeenCalledExactlyOnceWith([]);
    expect(selectCanValidate(actor.getSnapshot())).toBe(false);
  });

  it('clock.tick past a draw closes and deselects its item', async () => {
    const { send, selected, actor } = start(THREE);
    send({ type: 'clock.tick', now: AFTER_TOGO_DRAW });
    expect(selected()).toEqual(['duo-bj', 'perm-ci']);
    expect(selectLines(actor.getSnapshot())[0]).toMatchObject({ closed: true, selected: false });
  });
});

describe('basket machine: validation', () => {
  it('is disabled when nothing is selected', async () => {
    const { send, validate, actor } = start(THREE);
    send({ type: 'items.selectAll' });
    expect(selectCanValidate(actor.getSnapshot())).toBe(false);
    await validate();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('is disabled when only closed items are left', async () => {
    const { actor } = start([soloTogo], AFTER_TOGO_DRAW);
    expect(selectCanValidate(actor.getSnapshot())).toBe(false);
  });

  /** A jackpot of 10 numbers on Côte d'Ivoire's Monday 16h: 252 lines. */
  const jackpot = (n: number) =>
    basketItem({ id: `jackpot-${n}`, type: 'jackpot', option: 'direct', mode: 'normal', country: 'CI', day: 'lundi', time: '16h', selection: { numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, stake: 100 });
  const TEN_JACKPOTS = Array.from({ length: 10 }, (_, n) => jackpot(n));
  /** Solos on Togo's Monday 9h, one line each. */
  const solos = (count: number) =>
    Array.from({ length: count }, (_, n) =>
      basketItem({ id: `solo-${n}`, type: 'solo', option: 'direct', mode: 'normal', country: 'TG', day: 'lundi', time: '9h', selection: { numbers: [(n % 90) + 1] }, stake: 200 }),
    );

  it('refuses, before any request, a selection of more than 2 520 lines; deselecting one item lets it through (issue 36)', async () => {
    const { send, validate, actor, placeBets } = start([...TEN_JACKPOTS, soloTogo]);
    expect(selectOpenSize(actor.getSnapshot())).toEqual({ items: 11, lines: 2523 });
    expect(selectOverBound(actor.getSnapshot())).toEqual({ reason: TICKET_TOO_LARGE, size: 'Votre sélection : 11 paris, 2\u202f523 lignes.' });
    expect(selectCanValidate(actor.getSnapshot())).toBe(false);
    await validate();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(placeBets).not.toHaveBeenCalled();
    // exactly 2 520 lines is one ticket
    send({ type: 'item.toggle', id: 'solo-tg' });
    expect(selectOverBound(actor.getSnapshot())).toBeNull();
    expect(selectCanValidate(actor.getSnapshot())).toBe(true);
    await validate();
    expect(placeBets).toHaveBeenCalledExactlyOnceWith({ items: TEN_JACKPOTS, idempotencyKey: 'key-1' });
  });

  it('refuses a selection of more than 100 items; 100 go through', async () => {
    const { send, validate, actor, placeBets } = start(solos(101));
    expect(selectOverBound(actor.getSnapshot())?.size).toBe('Votre sélection : 101 paris, 101 lignes.');
    await validate();
    expect(placeBets).not.toHaveBeenCalled();
    send({ type: 'item.toggle', id: 'solo-100' });
    expect(selectCanValidate(actor.getSnapshot())).toBe(true);
    await validate();
    expect(placeBets.mock.calls[0]![0].items).toHaveLength(100);
  });

  it('counts only what would be placed: closed items and unselected ones do not count against the bounds', async () => {
    const { actor } = start([...solos(100), duoBenin], AFTER_TOGO_DRAW);
    // the 100 solos are on Togo's 9h, closed at 10:30
    expect(selectOpenSize(actor.getSnapshot())).toEqual({ items: 1, lines: 1 });
    expect(selectOverBound(actor.getSnapshot())).toBeNull();
    expect(selectCanValidate(actor.getSnapshot())).toBe(true);
  });

  it('loads for exactly 1.5 s, then shows success and removes the selected items from basket and storage', async () => {
    const { send, validate, actor, clock, ids, saveBasket } = start(THREE);
    send({ type: 'item.toggle', id: 'perm-ci' });
    await validate();
    expect(selectIsValidating(actor.getSnapshot())).toBe(true);
    expect(selectCanValidate(actor.getSnapshot())).toBe(false);
    clock.increment(1_499);
    expect(selectIsValidating(actor.getSnapshot())).toBe(true);
    expect(saveBasket).not.toHaveBeenCalled();
    clock.increment(1);
    expect(selectIsValidating(actor.getSnapshot())).toBe(false);
    expect(selectShowsSuccess(actor.getSnapshot())).toBe(true);
    expect(ids()).toEqual(['perm-ci']);
    expect(saveBasket).toHaveBeenCalledExactlyOnceWith([permIvoryCoast]);
  });

  it('never saves the selected flag', async () => {
    const { send, validate, clock, saveBasket } = start(THREE);
    send({ type: 'item.toggle', id: 'perm-ci' });
    await validate();
    clock.increment(1_500);
    const stored = serializeBasket(saveBasket.mock.calls[0]![0]);
    expect(stored).not.toContain('selected');
    expect(parseStoredBasket(stored)).toEqual({ items: [permIvoryCoast], problem: null });
  });

  it('locks the item controls while validating', async () => {
    const { send, validate, actor, ids, selected, saveBasket } = start(THREE);
    await validate();
    expect(selectControlsLocked(actor.getSnapshot())).toBe(true);
    send({ type: 'item.remove', id: 'duo-bj' });
    send({ type: 'item.toggle', id: 'duo-bj' });
    send({ type: 'items.selectAll' });
    send({ type: 'basket.clear' });
    await validate();
    expect(ids()).toEqual(['solo-tg', 'duo-bj', 'perm-ci']);
    expect(selected()).toEqual(['solo-tg', 'duo-bj', 'perm-ci']);
    expect(saveBasket).not.toHaveBeenCalled();
  });

  it('clears the message after exactly 3 more seconds and stays when some items were left', async () => {
    const { send, validate, actor, clock, goToPlayer } = start(THREE);
    send({ type: 'item.toggle', id: 'solo-tg' });
    await validate();
    clock.increment(1_500);
    clock.increment(2_999);
    expect(selectShowsSuccess(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(selectShowsSuccess(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(goToPlayer).not.toHaveBeenCalled();
  });

  it('goes to /player 3 s after the success when every item had been selected', async () => {
    const { send, validate, actor, clock, goToPlayer, saveBasket } = start(THREE);
    await validate();
    clock.increment(1_500);
    expect(saveBasket).toHaveBeenCalledExactlyOnceWith([]);
    expect(selectItemCount(actor.getSnapshot())).toBe(0);
    clock.increment(2_999);
    expect(goToPlayer).not.toHaveBeenCalled();
    clock.increment(1);
    expect(goToPlayer).toHaveBeenCalledOnce();
    // the app's basket lives on, empty, for the next bets
    expect(actor.getSnapshot().matches({ ready: 'emptied' })).toBe(true);
    send({ type: 'item.add', item: trioGhana });
    expect(selectCanValidate(actor.getSnapshot())).toBe(true);
  });

  it('stays on the basket when a closed item is left after validating every open one', async () => {
    const { validate, actor, clock, ids, goToPlayer } = start(THREE, AFTER_TOGO_DRAW);
    await validate();
    clock.increment(1_500);
    clock.increment(3_000);
    expect(ids()).toEqual(['solo-tg']);
    expect(goToPlayer).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('does not validate an item whose draw closed after it was selected', async () => {
    const { send, validate, clock, ids } = start(THREE);
    send({ type: 'clock.tick', now: AFTER_TOGO_DRAW });
    await validate();
    clock.increment(1_500);
    expect(ids()).toEqual(['solo-tg']);
  });

  it('keeps the message and its timer while the player works on what is left', async () => {
    const { send, validate, actor, clock, ids, saveBasket } = start(THREE);
    send({ type: 'item.toggle', id: 'solo-tg' });
    send({ type: 'item.toggle', id: 'duo-bj' });
    await validate();
    clock.increment(1_500);
    clock.increment(1000);
    send({ type: 'items.selectAll' });
    send({ type: 'item.remove', id: 'duo-bj' });
    expect(selectShowsSuccess(actor.getSnapshot())).toBe(true);
    expect(ids()).toEqual(['solo-tg']);
    expect(saveBasket).toHaveBeenLastCalledWith([soloTogo]);
    clock.increment(2_000);
    expect(selectShowsSuccess(actor.getSnapshot())).toBe(false);
  });

  it('a new validation during the message replaces it, and a later clear does not redirect', async () => {
    const { send, validate, actor, clock, ids, goToPlayer } = start(THREE);
    send({ type: 'item.toggle', id: 'solo-tg' });
    await validate();
    clock.increment(1_500);
    send({ type: 'item.toggle', id: 'solo-tg' });
    await validate();
    expect(selectShowsSuccess(actor.getSnapshot())).toBe(false);
    expect(selectIsValidating(actor.getSnapshot())).toBe(true);
    clock.increment(1_500);
    expect(ids()).toEqual([]);
    clock.increment(3_000);
    expect(goToPlayer).toHaveBeenCalledOnce();

    const other = start(THREE);
    other.send({ type: 'item.toggle', id: 'solo-tg' });
    await other.validate();
    other.clock.increment(1_500);
    other.send({ type: 'basket.clear' });
    other.clock.increment(3_000);
    expect(other.goToPlayer).not.toHaveBeenCalled();
    expect(other.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('waits SPEC §9 delays: 1.5 s of validation, then 3 s of message', () => {
    expect(VALIDATION_DELAY_MS).toBe(1_500);
    expect(MESSAGE_DELAY_MS).toBe(3_000);
  });

  it('uses delays the container provides', async () => {
    const clock = new SimulatedClock();
    const goToPlayer = vi.fn();
    const machine = basketMachine.provide({
      delays: { VALIDATION_DELAY: 10, MESSAGE_DELAY: 20 },
      actors: { placeBets: fromPromise(async ({ input }) => receiptFor(input)) },
    });
    const actor = createActor(machine, { clock, input: { storedText: serializeBasket(THREE), now: FIXTURE_NOW } });
    actor.on('basket.emptiedByValidation', goToPlayer);
    actor.start();
    actor.send({ type: 'basket.validate', idempotencyKey: 'key-1' });
    await flush();
    clock.increment(10);
    expect(goToPlayer).not.toHaveBeenCalled();
    clock.increment(20);
    expect(goToPlayer).toHaveBeenCalledOnce();
  });
});

describe('basket machine: replay', () => {
  it('replays the inspected events into the same snapshot', async () => {
    const recorded: BasketEvent[] = [];
    const clock = new SimulatedClock();
    const input = { storedText: serializeBasket(THREE), now: FIXTURE_NOW };
    const answering = basketMachine.provide({ actors: { placeBets: fromPromise(async ({ input }) => receiptFor(input)) } });
    // the replayed actor hears the server's answer from the recorded done event only
    const silent = basketMachine.provide({ actors: { placeBets: fromPromise(() => new Promise<PlacedTicketReceipt>(() => {})) } });
    const original = createActor(answering, {
      clock,
      input,
      inspect: (inspection) => {
        if (inspection.type === '@xstate.event' && inspection.actorRef === original) recorded.push(inspection.event as BasketEvent);
      },
    });
    original.start();
    original.send({ type: 'item.add', item: trioGhana });
    original.send({ type: 'item.toggle', id: 'duo-bj' });
    original.send({ type: 'clock.tick', now: AFTER_TOGO_DRAW });
    original.send({ type: 'basket.validate', idempotencyKey: 'key-1' });
    await flush();
    clock.increment(1_500);
    original.send({ type: 'item.remove', id: 'solo-tg' });
    expect(recorded.map((event) => event.type)).toContain('xstate.done.actor.placeBets');

    const replayClock = new SimulatedClock();
    const replayed = createActor(silent, { input, clock: replayClock }).start();
    // the recorded events include the delay's own (xstate.after…) and the server's answer (xstate.done.actor…)
    for (const event of recorded) if (!event.type.startsWith('xstate.init')) replayed.send(event);
    expect(replayed.getSnapshot().value).toEqual(original.getSnapshot().value);
    expect(replayed.getSnapshot().context).toEqual(original.getSnapshot().context);
  });
});

describe('basket machine: placing the bets (DESIGN §6)', () => {
  const KEY = '0d9c7a52-3f1e-4b6a-9c2d-8e7f6a5b4c31';
  const OTHER_KEY = '5e2b1c4d-7a8f-4e9b-a1c3-d6f5e4b3a291';
  const TICKET: PlacedTicketReceipt = { code: 'LA-7K3M-Q9TX-2HBD', placedAt: '2026-11-23T08:00:02.000Z', totalStake: 1100, balance: 3_900 };
  const refusal = (code: string, message: string, detail: Record<string, unknown>) => Object.assign(new Error(message), { name: 'MoneyError', code, detail });

  function startWithServer(items: readonly BasketItem[] = THREE, now = FIXTURE_NOW) {
    const server = controllablePromises();
    const clock = new SimulatedClock();
    const saveBasket = vi.fn<(items: readonly BasketItem[]) => void>();
    const placed = vi.fn();
    const goToPlayer = vi.fn();
    const machine = basketMachine.provide({
      actions: { persist: (_, params) => saveBasket(params.items) },
      actors: { placeBets: server.logic<PlacedTicketReceipt, PlacementInput>() },
    });
    const actor = createActor(machine, { clock, input: { storedText: serializeBasket(items), now } });
    actor.on('basket.placed', placed);
    actor.on('basket.emptiedByValidation', goToPlayer);
    actor.start();
    const snapshot = () => actor.getSnapshot();
    const send = (event: BasketEvent) => actor.send(event);
    const calls = () => server.calls.map((call) => call.input as PlacementInput);
    return { actor, clock, server, saveBasket, placed, goToPlayer, snapshot, send, calls };
  }

  it('places the selected open items, in basket order, with the key the event carries', () => {
    const { send, calls } = startWithServer([soloTogo, duoBenin, permIvoryCoast], AFTER_TOGO_DRAW);
    send({ type: 'item.toggle', id: 'perm-ci' });
    send({ type: 'item.toggle', id: 'perm-ci' });
    send({ type: 'basket.validate', idempotencyKey: KEY });
    expect(calls()).toEqual([{ items: [duoBenin, permIvoryCoast], idempotencyKey: KEY }]);
  });

  it('a quick answer still loads exactly 1.5 s, then shows the ticket and tells the app the new balance', async () => {
    const { send, clock, server, snapshot, placed, saveBasket } = startWithServer();
    send({ type: 'basket.validate', idempotencyKey: KEY });
    clock.increment(200);
    await server.settle('placeBets', { output: TICKET });
    expect(selectIsValidating(snapshot())).toBe(true);
    expect(placed).not.toHaveBeenCalled();
    clock.increment(1_299);
    expect(selectIsValidating(snapshot())).toBe(true);
    clock.increment(1);
    expect(selectShowsSuccess(snapshot())).toBe(true);
    expect(selectPlacedTicket(snapshot())).toEqual(TICKET);
    expect(placed).toHaveBeenCalledExactlyOnceWith({ type: 'basket.placed', ticket: TICKET });
    expect(saveBasket).toHaveBeenCalledExactlyOnceWith([]);
  });

  it('a slow answer keeps the loading state until it comes, then shows success at once', async () => {
    const { send, clock, server, snapshot, saveBasket } = startWithServer();
    send({ type: 'basket.validate', idempotencyKey: KEY });
    clock.increment(1_500);
    clock.increment(2_500);
    expect(selectIsValidating(snapshot())).toBe(true);
    expect(selectControlsLocked(snapshot())).toBe(true);
    expect(saveBasket).not.toHaveBeenCalled();
    await server.settle('placeBets', { output: TICKET });
    expect(selectShowsSuccess(snapshot())).toBe(true);
    expect(selectItemCount(snapshot())).toBe(0);
    // the 3 s of message count from the success, not from the click
    clock.increment(2_999);
    expect(selectShowsSuccess(snapshot())).toBe(true);
  });

  it('insufficient funds: every item kept and selected, the French message, nothing saved; the next Valider is a new attempt', async () => {
    const { send, server, snapshot, calls, saveBasket, placed } = startWithServer();
    send({ type: 'basket.validate', idempotencyKey: KEY });
    await server.settle('placeBets', { error: refusal('insufficient_funds', 'Solde insuffisant : il vous manque 1 200 CFA.', { missing: 1200, account: 'play' }) });
    expect(snapshot().matches({ ready: 'failed' })).toBe(true);
    expect(selectFailure(snapshot())).toEqual({ kind: 'refused', code: 'insufficient_funds', message: 'Solde insuffisant : il vous manque 1 200 CFA.', itemId: null });
    expect(snapshot().context.selectedIds).toEqual(['solo-tg', 'duo-bj', 'perm-ci']);
    expect(selectItemCount(snapshot())).toBe(3);
    expect(selectControlsLocked(snapshot())).toBe(false);
    expect(selectCanRetry(snapshot())).toBe(false);
    expect(selectCanValidate(snapshot())).toBe(true);
    expect(saveBasket).not.toHaveBeenCalled();
    expect(placed).not.toHaveBeenCalled();
    send({ type: 'basket.validate', idempotencyKey: OTHER_KEY });
    expect(selectFailure(snapshot())).toBeNull();
    expect(calls().map((call) => call.idempotencyKey)).toEqual([KEY, OTHER_KEY]);
  });

  it("the same key answered with another basket (idempotency_key_reused): never 'Succès!', every item kept and selected, the next Valider a new key", async () => {
    const { send, clock, server, snapshot, calls, saveBasket, placed } = startWithServer();
    send({ type: 'basket.validate', idempotencyKey: KEY });
    await server.settle('placeBets', {
      error: refusal('idempotency_key_reused', "Cette demande a déjà été traitée avec d'autres informations. Veuillez recommencer.", {}),
    });
    clock.increment(5_000);
    expect(snapshot().matches({ ready: 'failed' })).toBe(true);
    expect(selectShowsSuccess(snapshot())).toBe(false);
    expect(selectPlacedTicket(snapshot())).toBeNull();
    expect(placed).not.toHaveBeenCalled();
    expect(selectFailure(snapshot())).toEqual({
      kind: 'refused',
      code: 'idempotency_key_reused',
      message: "Cette demande a déjà été traitée avec d'autres informations. Veuillez recommencer.",
      itemId: null,
    });
    expect(selectItemCount(snapshot())).toBe(3);
    expect(snapshot().context.selectedIds).toEqual(['solo-tg', 'duo-bj', 'perm-ci']);
    expect(saveBasket).not.toHaveBeenCalled();
    // not 'Réessayer' with the same key (it would be refused again): a new attempt
    expect(selectCanRetry(snapshot())).toBe(false);
    send({ type: 'basket.validate', idempotencyKey: OTHER_KEY });
    expect(calls().map((call) => call.idempotencyKey)).toEqual([KEY, OTHER_KEY]);
  });

  it('a closed draw names its item (the index is in the validated list, not the basket)', async () => {
    const { send, server, snapshot } = startWithServer();
    send({ type: 'item.toggle', id: 'solo-tg' });
    send({ type: 'basket.validate', idempotencyKey: KEY });
    await server.settle('placeBets', { error: refusal('draw_closed', 'Ce tirage est clos.', { index: 1, country: 'CI', draw_time: '16h' }) });
    expect(selectFailure(snapshot())).toMatchObject({ code: 'draw_closed', message: 'Ce tirage est clos.', itemId: 'perm-ci' });
    expect(snapshot().context.selectedIds).toEqual(['duo-bj', 'perm-ci']);
  });

  it('a refusal shows at once, without waiting for the 1.5 s', async () => {
    const { send, clock, server, snapshot } = startWithServer();
    send({ type: 'basket.validate', idempotencyKey: KEY });
    clock.increment(100);
    await server.settle('placeBets', { error: refusal('limit_reached', 'Limite de mise journalière atteinte : il vous reste 500 CFA.', {}) });
    expect(selectIsValidating(snapshot())).toBe(false);
    expect(selectFailure(snapshot())?.message).toBe('Limite de mise journalière atteinte : il vous reste 500 CFA.');
    clock.increment(5_000);
    expect(snapshot().matches({ ready: 'failed' })).toBe(true);
  });

  it('changing the basket or coming back to it dismisses the message', async () => {
    for (const change of [
      { type: 'item.toggle', id: 'duo-bj' },
      { type: 'item.remove', id: 'duo-bj' },
      { type: 'items.selectAll' },
      { type: 'basket.clear' },
      { type: 'basket.review' },
    ] as const) {
      const { send, server, snapshot } = startWithServer();
      send({ type: 'basket.validate', idempotencyKey: KEY });
      await server.settle('placeBets', { error: refusal('insufficient_funds', 'Solde insuffisant : il vous manque 1 200 CFA.', { missing: 1200 }) });
      send(change);
      expect(selectFailure(snapshot()), change.type).toBeNull();
      expect(snapshot().matches({ ready: 'idle' }), change.type).toBe(true);
    }
  });

  it('no answer (network): items locked and selected, Réessayer sends the same items with the same key, and success comes once', async () => {
    const { send, clock, server, snapshot, calls, placed, saveBasket } = startWithServer();
    send({ type: 'item.toggle', id: 'solo-tg' });
    send({ type: 'basket.validate', idempotencyKey: KEY });
    clock.increment(1_500);
    await server.settle('placeBets', { error: new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.') });
    expect(snapshot().matches('unconfirmed')).toBe(true);
    expect(selectFailure(snapshot())).toEqual({
      kind: 'unconfirmed',
      code: null,
      message: 'Impossible de joindre le serveur. Vérifiez votre connexion internet.',
      itemId: null,
    });
    expect(selectCanRetry(snapshot())).toBe(true);
    expect(selectCanValidate(snapshot())).toBe(false);
    expect(selectControlsLocked(snapshot())).toBe(true);
    // nothing else may change the set the server may already have
    send({ type: 'item.toggle', id: 'duo-bj' });
    send({ type: 'item.remove', id: 'duo-bj' });
    send({ type: 'basket.clear' });
    send({ type: 'basket.review' });
    send({ type: 'basket.validate', idempotencyKey: OTHER_KEY });
    expect(snapshot().context.selectedIds).toEqual(['duo-bj', 'perm-ci']);
    expect(selectItemCount(snapshot())).toBe(3);

    send({ type: 'basket.retry' });
    expect(selectIsValidating(snapshot())).toBe(true);
    expect(selectFailure(snapshot())).toBeNull();
    expect(calls()).toEqual([
      { items: [duoBenin, permIvoryCoast], idempotencyKey: KEY },
      { items: [duoBenin, permIvoryCoast], idempotencyKey: KEY },
    ]);
    await server.settle('placeBets', { output: TICKET });
    clock.increment(1_500);
    expect(selectPlacedTicket(snapshot())).toEqual(TICKET);
    expect(placed).toHaveBeenCalledOnce();
    expect(saveBasket).toHaveBeenCalledExactlyOnceWith([soloTogo]);
  });

  it('a retry the server refuses (the draw closed meanwhile) unlocks the basket', async () => {
    const { send, server, snapshot } = startWithServer();
    send({ type: 'basket.validate', idempotencyKey: KEY });
    await server.settle('placeBets', { error: new Error('') });
    expect(selectFailure(snapshot())).toMatchObject({ kind: 'unconfirmed', message: 'La validation de vos paris a échoué. Veuillez réessayer.' });
    send({ type: 'basket.retry' });
    await server.settle('placeBets', { error: refusal('draw_closed', 'Ce tirage est clos.', { index: 0 }) });
    expect(snapshot().matches({ ready: 'failed' })).toBe(true);
    expect(selectFailure(snapshot())).toMatchObject({ code: 'draw_closed', itemId: 'solo-tg' });
    expect(selectControlsLocked(snapshot())).toBe(false);
    expect(snapshot().context.attemptKey).toBeNull();
  });

  it('a bet added while the outcome is unknown is kept, saved and never part of the retry', async () => {
    const { send, server, calls, saveBasket } = startWithServer([soloTogo]);
    send({ type: 'basket.validate', idempotencyKey: KEY });
    await server.settle('placeBets', { error: new Error('Impossible de joindre le serveur. Vérifiez votre connexion internet.') });
    send({ type: 'item.add', item: trioGhana });
    expect(saveBasket).toHaveBeenLastCalledWith([soloTogo, trioGhana]);
    send({ type: 'basket.retry' });
    expect(calls()[1]).toEqual({ items: [soloTogo], idempotencyKey: KEY });
  });
});

describe("basket selectors: 'Gain maximal possible' of the selection", () => {
  // two duos and a perm of 5 on Togo's Monday 9h: one draw of 5 numbers for all three
  const onTogo9h = (id: string, type: 'duo' | 'perm', numbers: number[]) =>
    basketItem({ id, type, option: 'direct', mode: 'normal', country: 'TG', day: 'lundi', time: '9h', selection: { numbers }, stake: 100 });
  const duoA = onTogo9h('duo-a', 'duo', [1, 2]);
  const duoB = onTogo9h('duo-b', 'duo', [3, 4]);
  const perm = onTogo9h('perm-5', 'perm', [11, 12, 13, 14, 15]);

  it('adds up items on different draws, each at its best, and says nothing when it equals the potential', () => {
    const { actor } = start([soloTogo, duoBenin]);
    // all three solo numbers (3 × 200 × 13), the duo on the winning numbers (500 × 180)
    expect(selectMaxPayout(actor.getSnapshot())).toEqual({ amount: 7_800 + 90_000, exact: true, gap: null });
  });

  it('takes the best single result of a draw its items share, and says why it is less than the potential', () => {
    const { actor, send } = start([duoA, duoB, perm]);
    // the perm's 5 numbers: its 10 couples (10 × 100 × 300); the two duos need 4 more numbers
    expect(selectMaxPayout(actor.getSnapshot())).toEqual({ amount: 300_000, exact: true, gap: 'lines' });
    send({ type: 'item.toggle', id: 'perm-5' });
    // both duos fit in 5 numbers: 2 × 100 × 300, all of their potential
    expect(selectMaxPayout(actor.getSnapshot())).toEqual({ amount: 60_000, exact: true, gap: null });
    send({ type: 'item.toggle', id: 'duo-a' });
    send({ type: 'item.toggle', id: 'duo-b' });
    expect(selectMaxPayout(actor.getSnapshot())).toEqual({ amount: 0, exact: true, gap: null });
  });
});
