import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { type BasketItem, parseStoredBasket, serializeBasket } from '../../src/game/basket-item';
import { AFTER_TOGO_DRAW, FIXTURE_NOW, duoBenin, permIvoryCoast, soloTogo, trioGhana } from '../../tests/fixtures/basket-items';
import { type BasketEvent, MESSAGE_DELAY_MS, VALIDATION_DELAY_MS, basketMachine } from './basket.machine';
import {
  selectCanValidate,
  selectControlsLocked,
  selectItemCount,
  selectIsValidating,
  selectLines,
  selectSelectAllState,
  selectShowsSuccess,
  selectTotals,
} from './basket.selectors';

// SimulatedClock starts a timer set during a flush at the new `now`, so tests step one delay at a time.
function start(items: readonly BasketItem[] | string | null, now = FIXTURE_NOW) {
  const storedText = typeof items === 'string' || items === null ? items : serializeBasket(items);
  const clock = new SimulatedClock();
  const saveBasket = vi.fn<(items: readonly BasketItem[]) => void>();
  const logProblem = vi.fn<(problem: string) => void>();
  const goToPlayer = vi.fn();
  const machine = basketMachine.provide({
    actions: {
      persist: (_, params) => saveBasket(params.items),
      logProblem: (_, params) => logProblem(params.problem),
    },
  });
  const actor = createActor(machine, { clock, input: { storedText, now } });
  // what the /basket screen does with it: go to /player
  actor.on('basket.emptiedByValidation', goToPlayer);
  actor.start();
  const send = (event: BasketEvent) => actor.send(event);
  const ids = () => actor.getSnapshot().context.items.map((item) => item.id);
  const selected = () => actor.getSnapshot().context.selectedIds;
  return { actor, clock, send, ids, selected, saveBasket, logProblem, goToPlayer };
}

const THREE = [soloTogo, duoBenin, permIvoryCoast];

describe('basket machine: loading', () => {
  it('starts empty and logs nothing when storage holds no basket', () => {
    const { actor, logProblem } = start(null);
    expect(selectItemCount(actor.getSnapshot())).toBe(0);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(logProblem).not.toHaveBeenCalled();
  });

  it('logs unparseable storage and stays empty without crashing', () => {
    const { actor, logProblem, saveBasket } = start('{not json');
    expect(selectItemCount(actor.getSnapshot())).toBe(0);
    expect(logProblem).toHaveBeenCalledExactlyOnceWith('Panier illisible dans le stockage de session');
    expect(saveBasket).not.toHaveBeenCalled();
    expect(selectCanValidate(actor.getSnapshot())).toBe(false);
  });

  it('drops a tampered item, logs it and keeps the others', () => {
    const tampered = { ...duoBenin, potentialWin: duoBenin.potentialWin * 10 };
    const { ids, logProblem } = start(JSON.stringify([soloTogo, tampered]));
    expect(ids()).toEqual(['solo-tg']);
    expect(logProblem).toHaveBeenCalledExactlyOnceWith('1 pari(s) invalide(s) ignoré(s)');
  });

  it('selects every item on load, whatever selected flag was stored', () => {
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

  it('does not select an item whose draw has already closed', () => {
    const { actor, selected } = start(THREE, AFTER_TOGO_DRAW);
    expect(selected()).toEqual(['duo-bj', 'perm-ci']);
    expect(selectLines(actor.getSnapshot()).map((line) => line.closed)).toEqual([true, false, false]);
    expect(selectSelectAllState(actor.getSnapshot())).toBe('all');
  });
});

describe('basket machine: the app-wide basket', () => {
  it('item.add appends the bet from the builder, selects it and saves at once', () => {
    const { send, ids, selected, saveBasket, actor } = start([soloTogo]);
    send({ type: 'item.add', item: duoBenin });
    expect(ids()).toEqual(['solo-tg', 'duo-bj']);
    expect(selected()).toEqual(['solo-tg', 'duo-bj']);
    expect(selectItemCount(actor.getSnapshot())).toBe(2);
    expect(saveBasket).toHaveBeenCalledExactlyOnceWith([soloTogo, duoBenin]);
  });

  it('item.add ignores an id already in the basket', () => {
    const { send, ids, saveBasket } = start([soloTogo]);
    send({ type: 'item.add', item: { ...duoBenin, id: 'solo-tg' } });
    expect(ids()).toEqual(['solo-tg']);
    expect(saveBasket).toHaveBeenCalledExactlyOnceWith([soloTogo]);
  });

  it('item.add of a bet whose draw has closed keeps it unselected', () => {
    const { send, selected } = start([duoBenin], AFTER_TOGO_DRAW);
    send({ type: 'item.add', item: soloTogo });
    expect(selected()).toEqual(['duo-bj']);
  });

  it('basket.review (the screen opens) selects every open item again', () => {
    const { send, selected } = start(THREE, AFTER_TOGO_DRAW);
    send({ type: 'items.selectAll' });
    expect(selected()).toEqual([]);
    send({ type: 'basket.review' });
    expect(selected()).toEqual(['duo-bj', 'perm-ci']);
  });

  it('a bet added while a validation runs is kept, saved and not validated', () => {
    const { send, clock, ids, saveBasket } = start([soloTogo]);
    send({ type: 'basket.validate' });
    send({ type: 'item.add', item: duoBenin });
    expect(saveBasket).toHaveBeenLastCalledWith([soloTogo, duoBenin]);
    clock.increment(1_500);
    expect(ids()).toEqual(['duo-bj']);
    expect(saveBasket).toHaveBeenLastCalledWith([duoBenin]);
  });
});

describe('basket machine: selection and removal', () => {
  it('item.toggle deselects then reselects one item', () => {
    const { send, selected, actor } = start(THREE);
    send({ type: 'item.toggle', id: 'duo-bj' });
    expect(selected()).toEqual(['solo-tg', 'perm-ci']);
    expect(selectSelectAllState(actor.getSnapshot())).toBe('some');
    expect(selectTotals(actor.getSnapshot())).toMatchObject({ selectedCount: 2, totalStake: 1600, potentialMacWin: null });
    send({ type: 'item.toggle', id: 'duo-bj' });
    expect(selected()).toEqual(['solo-tg', 'perm-ci', 'duo-bj']);
  });

  it('item.toggle ignores a closed item and an unknown id', () => {
    const { send, selected } = start(THREE, AFTER_TOGO_DRAW);
    send({ type: 'item.toggle', id: 'solo-tg' });
    send({ type: 'item.toggle', id: 'nope' });
    expect(selected()).toEqual(['duo-bj', 'perm-ci']);
  });

  it('items.selectAll turns every open item off, then on; from a partial selection it selects all', () => {
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

  it('items.selectAll never selects a closed item', () => {
    const { send, selected } = start(THREE, AFTER_TOGO_DRAW);
    send({ type: 'items.selectAll' });
    expect(selected()).toEqual([]);
    send({ type: 'items.selectAll' });
    expect(selected()).toEqual(['duo-bj', 'perm-ci']);
  });

  it('item.remove drops the item and saves the rest at once', () => {
    const { send, ids, selected, saveBasket } = start(THREE);
    send({ type: 'item.remove', id: 'duo-bj' });
    expect(ids()).toEqual(['solo-tg', 'perm-ci']);
    expect(selected()).toEqual(['solo-tg', 'perm-ci']);
    expect(saveBasket).toHaveBeenCalledExactlyOnceWith([soloTogo, permIvoryCoast]);
  });

  it('a closed item can be removed', () => {
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

  it('clock.tick past a draw closes and deselects its item', () => {
    const { send, selected, actor } = start(THREE);
    send({ type: 'clock.tick', now: AFTER_TOGO_DRAW });
    expect(selected()).toEqual(['duo-bj', 'perm-ci']);
    expect(selectLines(actor.getSnapshot())[0]).toMatchObject({ closed: true, selected: false });
  });
});

describe('basket machine: validation', () => {
  it('is disabled when nothing is selected', () => {
    const { send, actor } = start(THREE);
    send({ type: 'items.selectAll' });
    expect(selectCanValidate(actor.getSnapshot())).toBe(false);
    send({ type: 'basket.validate' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('is disabled when only closed items are left', () => {
    const { actor } = start([soloTogo], AFTER_TOGO_DRAW);
    expect(selectCanValidate(actor.getSnapshot())).toBe(false);
  });

  it('loads for exactly 1.5 s, then shows success and removes the selected items from basket and storage', () => {
    const { send, actor, clock, ids, saveBasket } = start(THREE);
    send({ type: 'item.toggle', id: 'perm-ci' });
    send({ type: 'basket.validate' });
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

  it('never saves the selected flag', () => {
    const { send, clock, saveBasket } = start(THREE);
    send({ type: 'item.toggle', id: 'perm-ci' });
    send({ type: 'basket.validate' });
    clock.increment(1_500);
    const stored = serializeBasket(saveBasket.mock.calls[0]![0]);
    expect(stored).not.toContain('selected');
    expect(parseStoredBasket(stored)).toEqual({ items: [permIvoryCoast], problem: null });
  });

  it('locks the item controls while validating', () => {
    const { send, actor, ids, selected, saveBasket } = start(THREE);
    send({ type: 'basket.validate' });
    expect(selectControlsLocked(actor.getSnapshot())).toBe(true);
    send({ type: 'item.remove', id: 'duo-bj' });
    send({ type: 'item.toggle', id: 'duo-bj' });
    send({ type: 'items.selectAll' });
    send({ type: 'basket.clear' });
    send({ type: 'basket.validate' });
    expect(ids()).toEqual(['solo-tg', 'duo-bj', 'perm-ci']);
    expect(selected()).toEqual(['solo-tg', 'duo-bj', 'perm-ci']);
    expect(saveBasket).not.toHaveBeenCalled();
  });

  it('clears the message after exactly 3 more seconds and stays when some items were left', () => {
    const { send, actor, clock, goToPlayer } = start(THREE);
    send({ type: 'item.toggle', id: 'solo-tg' });
    send({ type: 'basket.validate' });
    clock.increment(1_500);
    clock.increment(2_999);
    expect(selectShowsSuccess(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(selectShowsSuccess(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(goToPlayer).not.toHaveBeenCalled();
  });

  it('goes to /player 3 s after the success when every item had been selected', () => {
    const { send, actor, clock, goToPlayer, saveBasket } = start(THREE);
    send({ type: 'basket.validate' });
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

  it('stays on the basket when a closed item is left after validating every open one', () => {
    const { send, actor, clock, ids, goToPlayer } = start(THREE, AFTER_TOGO_DRAW);
    send({ type: 'basket.validate' });
    clock.increment(1_500);
    clock.increment(3_000);
    expect(ids()).toEqual(['solo-tg']);
    expect(goToPlayer).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('does not validate an item whose draw closed after it was selected', () => {
    const { send, clock, ids } = start(THREE);
    send({ type: 'clock.tick', now: AFTER_TOGO_DRAW });
    send({ type: 'basket.validate' });
    clock.increment(1_500);
    expect(ids()).toEqual(['solo-tg']);
  });

  it('keeps the message and its timer while the player works on what is left', () => {
    const { send, actor, clock, ids, saveBasket } = start(THREE);
    send({ type: 'item.toggle', id: 'solo-tg' });
    send({ type: 'item.toggle', id: 'duo-bj' });
    send({ type: 'basket.validate' });
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

  it('a new validation during the message replaces it, and a later clear does not redirect', () => {
    const { send, actor, clock, ids, goToPlayer } = start(THREE);
    send({ type: 'item.toggle', id: 'solo-tg' });
    send({ type: 'basket.validate' });
    clock.increment(1_500);
    send({ type: 'item.toggle', id: 'solo-tg' });
    send({ type: 'basket.validate' });
    expect(selectShowsSuccess(actor.getSnapshot())).toBe(false);
    expect(selectIsValidating(actor.getSnapshot())).toBe(true);
    clock.increment(1_500);
    expect(ids()).toEqual([]);
    clock.increment(3_000);
    expect(goToPlayer).toHaveBeenCalledOnce();

    const other = start(THREE);
    other.send({ type: 'item.toggle', id: 'solo-tg' });
    other.send({ type: 'basket.validate' });
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

  it('uses delays the container provides', () => {
    const clock = new SimulatedClock();
    const goToPlayer = vi.fn();
    const machine = basketMachine.provide({ delays: { VALIDATION_DELAY: 10, MESSAGE_DELAY: 20 } });
    const actor = createActor(machine, { clock, input: { storedText: serializeBasket(THREE), now: FIXTURE_NOW } });
    actor.on('basket.emptiedByValidation', goToPlayer);
    actor.start();
    actor.send({ type: 'basket.validate' });
    clock.increment(10);
    expect(goToPlayer).not.toHaveBeenCalled();
    clock.increment(20);
    expect(goToPlayer).toHaveBeenCalledOnce();
  });
});

describe('basket machine: replay', () => {
  it('replays the inspected events into the same snapshot', () => {
    const recorded: BasketEvent[] = [];
    const clock = new SimulatedClock();
    const input = { storedText: serializeBasket(THREE), now: FIXTURE_NOW };
    const original = createActor(basketMachine, {
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
    original.send({ type: 'basket.validate' });
    clock.increment(1_500);
    original.send({ type: 'item.remove', id: 'solo-tg' });

    const replayed = createActor(basketMachine, { input }).start();
    for (const event of recorded) if (!event.type.startsWith('xstate.init')) replayed.send(event);
    expect(replayed.getSnapshot().value).toEqual(original.getSnapshot().value);
    expect(replayed.getSnapshot().context).toEqual(original.getSnapshot().context);
  });
});
