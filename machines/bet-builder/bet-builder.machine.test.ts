import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type BasketItem, isBasketItem } from '../../src/game/basket-item';
import { BET_TYPE_IDS, type BetTypeId } from '../../src/game/bet-types';
import { turningPairs } from '../../src/game/combinations';
import { FLASH_RANDOMS, selectionOf } from '../../src/game/selection';
import { isSelectionComplete } from '../../src/game/validity';
import { type BetBuilderEvent, betBuilderMachine } from './bet-builder.machine';
import {
  type BetBuilderSnapshot,
  selectBallStates,
  selectCanAdd,
  selectCanReset,
  selectCombinationCount,
  selectControls,
  selectPairChoices,
  selectPreview,
  selectStakeError,
  selectSumError,
  selectTotals,
} from './bet-builder.selectors';
import { selectMaxPayout, selectPayoutGap } from './bet-builder-payout.selectors';

// Monday 23 Nov 2026, 08:00 in Lomé; the 9h draw is upcoming.
const DRAW = { country: 'TG', day: 'lundi', time: '9h', drawAt: '2026-11-23T09:00:00.000+00:00' } as const;
const BEFORE_DRAW = '2026-11-23T08:00:00.000Z';

/** 'Ajouter au panier' as the screen sends it: a new id and the time of the click. */
const add = (id = 'bet-1', now = BEFORE_DRAW): BetBuilderEvent => ({ type: 'basket.add', id, now });
/** 'Flash' as the screen sends it: random numbers in [0, 1), here chosen. */
const flash = (...randoms: number[]): BetBuilderEvent => ({ type: 'flash', randoms });

function start() {
  const itemAdded = vi.fn<(item: BasketItem) => void>();
  const machine = betBuilderMachine.provide({ actions: { itemAdded: (_, { item }) => itemAdded(item) } });
  const actor = createActor(machine, { input: { draw: DRAW } }).start();
  const send = (...events: BetBuilderEvent[]) => {
    for (const event of events) actor.send(event);
    return actor.getSnapshot();
  };
  const toggle = (...numbers: number[]) => send(...numbers.map((n) => ({ type: 'number.toggle', number: n }) as const));
  return { actor, send, toggle, itemAdded, snap: () => actor.getSnapshot() };
}

const selected = (s: BetBuilderSnapshot, state = 'selected') =>
  selectBallStates(s).flatMap((b, i) => (b === state ? [i + 1] : []));

describe('defaults (SPEC §4)', () => {
  it('normal mode, solo, direct, stake 100, base size total, nothing selected', () => {
    const { snap } = start();
    const { context } = snap();
    expect(context).toMatchObject({ mode: 'normal', type: 'solo', option: 'direct', stake: 100, stakeInput: '100', baseSize: 'total' });
    expect(context).toMatchObject({ targetSum: 90, anagramKind: 'simple', numbers: [], banker: null, base: [], pairs: [], additionPair: null });
    expect(snap().hasTag('empty')).toBe(true);
    expect(selectCanAdd(snap())).toBe(false);
    expect(selectCanReset(snap())).toBe(false);
  });
});

describe('type and option', () => {
  it('changing the type clears every selection and sets the first option', () => {
    const { send, toggle } = start();
    send({ type: 'type.change', betType: 'duo' }, { type: 'option.change', option: 'turbo3' });
    toggle(5, 9);
    const s = send({ type: 'type.change', betType: 'jackpot' });
    expect(s.context).toMatchObject({ type: 'jackpot', option: 'direct', numbers: [] });
    expect(s.hasTag('empty')).toBe(true);
  });

  it.each(BET_TYPE_IDS.map((t) => [t]))('changing to %s starts with its first option, direct', (type) => {
    const { send } = start();
    send({ type: 'option.change', option: 'first_position' });
    expect(send({ type: 'type.change', betType: type }).context.option).toBe('direct');
  });

  it('an option the type does not offer falls back to the first option', () => {
    const { send } = start();
    expect(send({ type: 'option.change', option: 'turbo2' }).context.option).toBe('direct');
    expect(send({ type: 'option.change', option: 'first_position' }).context.option).toBe('first_position');
  });

  it('switching to double chance falls back when the option does not exist there (jackpot turbo)', () => {
    const { send } = start();
    send({ type: 'type.change', betType: 'jackpot' }, { type: 'option.change', option: 'turbo' });
    expect(send({ type: 'mode.change', mode: 'double_chance' }).context.option).toBe('direct');
  });

  it('changing the mode keeps the selection and a valid option', () => {
    const { send, toggle } = start();
    send({ type: 'option.change', option: 'first_position' });
    toggle(12);
    const s = send({ type: 'mode.change', mode: 'double_chance' });
    expect(s.context).toMatchObject({ mode: 'double_chance', option: 'first_position', numbers: [12] });
  });

  it('choosing banker sets the base size to total', () => {
    const { send } = start();
    send({ type: 'type.change', betType: 'banker' }, { type: 'baseSize.change', size: 5 }, { type: 'type.change', betType: 'solo' });
    expect(send({ type: 'type.change', betType: 'banker' }).context.baseSize).toBe('total');
  });
});

describe('ball selection', () => {
  it('keeps numbers sorted ascending', () => {
    const { send, toggle } = start();
    send({ type: 'type.change', betType: 'perm' });
    expect(toggle(40, 3, 77, 12).context.numbers).toEqual([3, 12, 40, 77]);
  });

  it('clicking a selected ball removes it', () => {
    const { send, toggle } = start();
    send({ type: 'type.change', betType: 'trio' });
    expect(toggle(4, 8, 15, 8).context.numbers).toEqual([4, 15]);
  });

  it.each([
    ['solo', 1],
    ['duo', 2],
    ['perm', 20],
    ['trio', 10],
    ['quadra', 10],
    ['jackpot', 10],
  ] as const)('in %s a ball beyond the maximum of %i is ignored', (type, max) => {
    const { send, toggle } = start();
    send({ type: 'type.change', betType: type });
    const balls = Array.from({ length: max + 1 }, (_, i) => 90 - i);
    const s = toggle(...balls);
    expect(s.context.numbers).toHaveLength(max);
    expect(s.context.numbers).not.toContain(balls[max]);
  });

  it('ignores numbers outside 1–90', () => {
    const { toggle } = start();
    expect(toggle(0, 91, 2.5).context.numbers).toEqual([]);
  });

  it('the grid shows selected balls amber-state "selected", the others idle', () => {
    const { send, toggle } = start();
    send({ type: 'type.change', betType: 'perm' });
    const s = toggle(1, 45, 90);
    expect(selected(s)).toEqual([1, 45, 90]);
    expect(selectBallStates(s).filter((b) => b === 'idle')).toHaveLength(87);
  });
});

describe('banker', () => {
  const banker = () => {
    const t = start();
    t.send({ type: 'type.change', betType: 'banker' });
    return t;
  };

  it('the first ball is the banker (blue), the next ones the base (red), sorted', () => {
    const { toggle } = banker();
    const s = toggle(50, 30, 10);
    expect(s.context).toMatchObject({ banker: 50, base: [10, 30] });
    expect(selected(s, 'banker')).toEqual([50]);
    expect(selected(s, 'base')).toEqual([10, 30]);
    expect(selectPreview(s).shown).toEqual([[10, 50], [30, 50]]);
  });

  it('a banker alone is not a bet; with one base number it is', () => {
    const { toggle, snap } = banker();
    toggle(7);
    expect(snap().hasTag('complete')).toBe(false);
    expect(snap().hasTag('empty')).toBe(false);
    toggle(8);
    expect(selectCanAdd(snap())).toBe(true);
  });

  it('clicking the banker clears it; the next ball becomes the banker, never a base number too', () => {
    const { toggle } = banker();
    toggle(7, 8, 9);
    expect(toggle(7).context).toMatchObject({ banker: null, base: [8, 9] });
    expect(toggle(8).context).toMatchObject({ banker: null, base: [9] });
    const s = toggle(40);
    expect(s.context).toMatchObject({ banker: 40, base: [9] });
    expect(s.context.base).not.toContain(s.context.banker);
  });

  it('clicking a base ball removes it from the base', () => {
    const { toggle } = banker();
    expect(toggle(1, 2, 3, 2).context).toMatchObject({ banker: 1, base: [3] });
  });

  it('the base is limited by the chosen size (3 to 20)', () => {
    const { send, toggle } = banker();
    send({ type: 'baseSize.change', size: 3 });
    const s = toggle(1, 2, 3, 4, 5);
    expect(s.context).toMatchObject({ banker: 1, base: [2, 3, 4] });
  });

  it('a total base allows 89 numbers: every ball but the banker', () => {
    const { toggle } = banker();
    const s = toggle(...Array.from({ length: 90 }, (_, i) => i + 1));
    expect(s.context.banker).toBe(1);
    expect(s.context.base).toHaveLength(89);
    expect(selectCombinationCount(s)).toBe(89);
  });

  it('a smaller base size keeps the lowest numbers already chosen', () => {
    const { send, toggle } = banker();
    toggle(90, 5, 60, 2, 33);
    expect(send({ type: 'baseSize.change', size: 3 }).context.base).toEqual([2, 5, 33]);
  });
});

describe('addition', () => {
  const addition = () => {
    const t = start();
    t.send({ type: 'type.change', betType: 'addition' });
    return t;
  };

  it('offers the pairs reaching the target (90 by default) and plays the chosen one', () => {
    const { send } = addition();
    const s = send({ type: 'pair.toggle', pair: [30, 60] });
    expect(selectPairChoices(s)[0]).toMatchObject({ pair: [1, 89], label: '1–89', picked: false });
    expect(selectPairChoices(s)).toHaveLength(44);
    expect(s.context.additionPair).toEqual([30, 60]);
    expect(selectPreview(s).shown).toEqual([[30, 60]]);
    expect(selectCanAdd(s)).toBe(true);
  });

  it('only one pair: a second pair replaces the first, the same pair again removes it', () => {
    const { send } = addition();
    expect(send({ type: 'pair.toggle', pair: [30, 60] }, { type: 'pair.toggle', pair: [1, 89] }).context.additionPair).toEqual([1, 89]);
    expect(send({ type: 'pair.toggle', pair: [1, 89] }).context.additionPair).toBeNull();
  });

  it('a ball click picks the pair containing that ball', () => {
    const { toggle } = addition();
    const s = toggle(70);
    expect(s.context.additionPair).toEqual([20, 70]);
    expect(selected(s)).toEqual([20, 70]);
    expect(toggle(45).context.additionPair).toEqual([20, 70]);
  });

  it('a pair that does not reach the target is ignored', () => {
    const { send } = addition();
    expect(send({ type: 'pair.toggle', pair: [10, 20] }).context.additionPair).toBeNull();
  });

  it.each([['2'], ['180'], [''], ['abc'], ['9-1']])('target %j is not applied and shows the sum error', (value) => {
    const { send } = addition();
    const s = send({ type: 'sum.change', value });
    expect(selectSumError(s)).toBe('La somme doit être entre 3 et 179');
    expect(s.context.targetSum).toBe(90);
    expect(s.context.sumInput).toBe(value);
  });

  it.each([['3', [[1, 2]]], ['179', [[89, 90]]]] as const)('target %s is the bound and offers %j', (value, pairs) => {
    const { send } = addition();
    const s = send({ type: 'sum.change', value });
    expect(selectSumError(s)).toBeNull();
    expect(selectPairChoices(s).map((c) => c.pair)).toEqual(pairs);
  });

  it('a new target drops a pair that no longer reaches it; an invalid target blocks adding', () => {
    const { send } = addition();
    send({ type: 'pair.toggle', pair: [40, 50] });
    expect(send({ type: 'sum.change', value: '91' }).context.additionPair).toBeNull();
    send({ type: 'pair.toggle', pair: [41, 50] });
    expect(selectCanAdd(send({ type: 'sum.change', value: '500' }))).toBe(false);
    expect(selectCanAdd(send({ type: 'sum.change', value: '91' }))).toBe(true);
  });
});

describe('turning', () => {
  const turning = () => {
    const t = start();
    t.send({ type: 'type.change', betType: 'turning' });
    return t;
  };

  it('offers the 37 simple anagram pairs, 65 when complete', () => {
    const { send, snap } = turning();
    expect(selectPairChoices(snap())).toHaveLength(37);
    expect(selectPairChoices(send({ type: 'anagram.change', kind: 'complete' }))).toHaveLength(65);
  });

  it('select-all picks every pair, again clears them', () => {
    const { send } = turning();
    const s = send({ type: 'pairs.selectAll' });
    expect(s.context.pairs).toEqual(turningPairs('simple'));
    expect(selectCombinationCount(s)).toBe(37);
    expect(send({ type: 'pairs.selectAll' }).context.pairs).toEqual([]);
  });

  it('the list is rebuilt when the kind changes: repeated-digit pairs leave with "simple"', () => {
    const { send } = turning();
    send({ type: 'anagram.change', kind: 'complete' }, { type: 'pair.toggle', pair: [11, 22] }, { type: 'pair.toggle', pair: [12, 21] });
    expect(send({ type: 'anagram.change', kind: 'simple' }).context.pairs).toEqual([[12, 21]]);
  });

  it('a ball click toggles the pairs containing that ball', () => {
    const { toggle } = turning();
    expect(toggle(21).context.pairs).toEqual([[12, 21]]);
    expect(toggle(12).context.pairs).toEqual([]);
    expect(toggle(11).context.pairs).toEqual([]);
  });

  it('picked pairs are kept in list order and each is one combination', () => {
    const { send } = turning();
    const s = send({ type: 'pair.toggle', pair: [34, 43] }, { type: 'pair.toggle', pair: [21, 12] });
    expect(s.context.pairs).toEqual([[12, 21], [34, 43]]);
    expect(selectPreview(s).shown).toEqual([[12, 21], [34, 43]]);
  });
});

describe('closing', () => {
  it('offers the 89 consecutive pairs, with select-all', () => {
    const { send } = start();
    send({ type: 'type.change', betType: 'closing' });
    const s = send({ type: 'pairs.selectAll' });
    expect(selectPairChoices(s).map((c) => c.label).slice(0, 2)).toEqual(['1–2', '2–3']);
    expect(selectCombinationCount(s)).toBe(89);
    expect(selectPreview(s)).toMatchObject({ count: 89, remaining: 39 });
    expect(selectPreview(s).shown).toHaveLength(50);
  });

  it('select-all does nothing for types without a pair list', () => {
    const { send } = start();
    expect(send({ type: 'pairs.selectAll' }).context.pairs).toEqual([]);
  });

  it('controls are shown only for the types that use them', () => {
    expect(selectControls(start().send({ type: 'type.change', betType: 'closing' }))).toEqual({
      selectAll: true,
      baseSize: false,
      targetSum: false,
      anagramKind: false,
      pairList: true,
    });
    expect(selectControls(start().send({ type: 'type.change', betType: 'banker' }))).toMatchObject({ baseSize: true, selectAll: false });
    expect(selectControls(start().send({ type: 'type.change', betType: 'addition' }))).toMatchObject({ targetSum: true, anagramKind: false });
    expect(selectControls(start().send({ type: 'type.change', betType: 'turning' }))).toMatchObject({ anagramKind: true, selectAll: true });
    expect(Object.values(selectControls(start().snap())).some(Boolean)).toBe(false);
  });
});

describe('combinations per type (SPEC §4)', () => {
  it.each([
    ['solo', [7], 1],
    ['duo', [7, 8], 1],
    ['perm', [1, 2, 3, 4], 6],
    ['perm', Array.from({ length: 20 }, (_, i) => i + 1), 190],
    ['trio', [1, 2, 3], 1],
    ['trio', [1, 2, 3, 4, 5], 10],
    ['quadra', [1, 2, 3, 4, 5], 5],
    ['jackpot', [1, 2, 3, 4, 5], 1],
    ['jackpot', Array.from({ length: 10 }, (_, i) => i + 1), 252],
  ] as const)('%s with %j plays %i combination(s)', (type, numbers, count) => {
    const { send, toggle } = start();
    send({ type: 'type.change', betType: type });
    const s = toggle(...numbers);
    expect(selectCombinationCount(s)).toBe(count);
    expect(selectPreview(s).count).toBe(count);
    expect(selectCanAdd(s)).toBe(true);
  });

  it.each([
    ['duo', [7]],
    ['perm', [1, 2]],
    ['trio', [1, 2]],
    ['quadra', [1, 2, 3]],
    ['jackpot', [1, 2, 3, 4]],
  ] as const)('%s with %j is not yet a bet', (type, numbers) => {
    const { send, toggle } = start();
    send({ type: 'type.change', betType: type });
    const s = toggle(...numbers);
    expect(s.hasTag('complete')).toBe(false);
    expect(selectCanAdd(s)).toBe(false);
    expect(selectCanReset(s)).toBe(true);
  });

  it('the preview shows the first 50 combinations and counts the rest', () => {
    const { send, toggle } = start();
    send({ type: 'type.change', betType: 'perm' });
    const s = toggle(...Array.from({ length: 11 }, (_, i) => i + 1));
    expect(selectPreview(s)).toMatchObject({ count: 55, remaining: 5 });
    expect(selectPreview(s).shown).toHaveLength(50);
  });
});

describe('totals (SPEC §9)', () => {
  it('total stake = stake × combinations; win = total × multiplier; no MAC win in normal mode', () => {
    const { send, toggle } = start();
    send({ type: 'type.change', betType: 'perm' }, { type: 'stake.change', value: '200' });
    expect(selectTotals(toggle(1, 2, 3))).toEqual({ count: 3, totalStake: 600, potentialWin: 180_000, potentialMacWin: null });
  });

  it('double chance gives the win and the MAC win', () => {
    const { send, toggle } = start();
    send({ type: 'mode.change', mode: 'double_chance' });
    expect(selectTotals(toggle(9))).toEqual({ count: 1, totalStake: 100, potentialWin: 800, potentialMacWin: 400 });
  });

  it('the option changes the multiplier', () => {
    const { send, toggle } = start();
    send({ type: 'type.change', betType: 'duo' }, { type: 'option.change', option: 'turbo2' });
    expect(selectTotals(toggle(1, 2)).potentialWin).toBe(300_000);
  });
});

describe("'Gain maximal possible' and why 'Gain potentiel' says more", () => {
  it('a perm of 3 can win all its couples; of 6, 10 of its 15', () => {
    const { send, toggle } = start();
    send({ type: 'type.change', betType: 'perm' });
    toggle(1, 2, 3);
    expect([selectMaxPayout(toggle()), selectPayoutGap(toggle())]).toEqual([90_000, null]); // 3 × 100 × 300
    toggle(4, 5, 6);
    expect([selectMaxPayout(toggle()), selectPayoutGap(toggle())]).toEqual([300_000, 'lines']); // 10 × 100 × 300
  });

  it('a jackpot turbo of 6: every line can win at once, the cap cuts it', () => {
    const { send, toggle } = start();
    send({ type: 'type.change', betType: 'jackpot' }, { type: 'option.change', option: 'turbo' });
    toggle(1, 2, 3, 4, 5, 6);
    // 6 × 100 × 10 000, capped at 50 000 × 100
    expect([selectTotals(toggle()).potentialWin, selectMaxPayout(toggle()), selectPayoutGap(toggle())]).toEqual([6_000_000, 5_000_000, 'cap']);
  });
});

describe('stake (SPEC §5)', () => {
  it.each([['100', 100], ['500000', 500_000], [' 2500 ', 2500]] as const)('%j is applied', (value, stake) => {
    const { send } = start();
    const s = send({ type: 'stake.change', value });
    expect(s.context.stake).toBe(stake);
    expect(selectStakeError(s)).toBeNull();
  });

  it.each([['99'], ['500001'], [''], ['1e3'], ['12.5'], ['-100'], ['abc']])('%j is not applied and shows the stake error', (value) => {
    const { send } = start();
    send({ type: 'stake.change', value: '300' });
    const s = send({ type: 'stake.change', value });
    expect(s.context.stake).toBe(300);
    expect(s.context.stakeInput).toBe(value);
    expect(selectStakeError(s)).toBe('La mise doit être entre 100 et 500 000 CFA');
  });

  it('a stake error blocks adding until a valid stake is typed', () => {
    const { send, toggle } = start();
    toggle(5);
    expect(selectCanAdd(send({ type: 'stake.change', value: '50' }))).toBe(false);
    expect(selectCanAdd(send({ type: 'stake.change', value: '150' }))).toBe(true);
  });

  it.each([[100], [200], [500], [1000], [5000], [10000]])('quick amount %i applies and clears the error', (amount) => {
    const { send } = start();
    send({ type: 'stake.change', value: '1' });
    const s = send({ type: 'stake.quick', amount });
    expect(s.context).toMatchObject({ stake: amount, stakeInput: String(amount) });
    expect(selectStakeError(s)).toBeNull();
  });
});

describe('Flash and Effacer', () => {
  it.each(BET_TYPE_IDS.map((t) => [t]))('Flash fills the smallest valid %s selection', (type: BetTypeId) => {
    const { send } = start();
    send({ type: 'type.change', betType: type });
    const s = send(flash(0.5, 0.1, 0.9, 0.3, 0.7));
    expect(isSelectionComplete(selectionOf(s.context))).toBe(true);
    // the minimum: one ball, one couple, or three balls for perm (three couples)
    expect(selectCombinationCount(s)).toBe(type === 'perm' ? 3 : 1);
  });

  it('Flash draws distinct balls with the random numbers of its event', () => {
    const { send } = start();
    send({ type: 'type.change', betType: 'jackpot' });
    expect(send(flash(0, 0, 0, 0, 0)).context.numbers).toEqual([1, 2, 3, 4, 5]);
    const other = start();
    other.send({ type: 'type.change', betType: 'duo' });
    expect(other.send(flash(0.999, 0.5)).context.numbers).toEqual([45, 90]);
  });

  it('five random numbers are enough for any type (the screen sends FLASH_RANDOMS)', () => {
    expect(FLASH_RANDOMS).toBe(5);
  });

  it('Flash with too few random numbers leaves an incomplete selection rather than inventing picks', () => {
    const { send } = start();
    send({ type: 'type.change', betType: 'trio' });
    const s = send(flash(0.5));
    expect(s.context.numbers).toEqual([46]);
    expect(s.hasTag('complete')).toBe(false);
  });

  it('Flash in banker picks a banker and one base ball; in addition a pair of the target', () => {
    const b = start();
    b.send({ type: 'type.change', betType: 'banker' });
    expect(b.send(flash(0.1, 0.2)).context).toMatchObject({ banker: 10, base: [19] });
    const a = start();
    a.send({ type: 'type.change', betType: 'addition' }, { type: 'sum.change', value: '10' });
    expect(a.send(flash(0)).context.additionPair).toEqual([1, 9]);
  });

  it('Flash replaces the current selection', () => {
    const { send, toggle } = start();
    send({ type: 'type.change', betType: 'duo' });
    toggle(50, 60);
    expect(send(flash(0, 0)).context.numbers).toEqual([1, 2]);
  });

  it('Effacer clears the selection but keeps type, option and stake', () => {
    const { send, toggle } = start();
    send({ type: 'type.change', betType: 'duo' }, { type: 'option.change', option: 'turbo4' }, { type: 'stake.change', value: '700' });
    toggle(3, 4);
    const s = send({ type: 'clear' });
    expect(s.context).toMatchObject({ type: 'duo', option: 'turbo4', stake: 700, numbers: [] });
    expect(s.hasTag('empty')).toBe(true);
  });
});

describe('Ajouter au panier and Réinitialiser', () => {
  it('hands a priced basket item (SPEC §3 + drawAt) to the basket and clears the selection', () => {
    const { send, toggle, itemAdded } = start();
    send({ type: 'mode.change', mode: 'double_chance' }, { type: 'type.change', betType: 'perm' }, { type: 'stake.change', value: '250' });
    toggle(3, 1, 2);
    const s = send(add('bet-1'));
    expect(itemAdded).toHaveBeenCalledOnce();
    const item = itemAdded.mock.calls[0]![0];
    expect(item).toEqual({
      id: 'bet-1',
      betType: 'perm',
      betOption: 'direct',
      gameMode: 'double_chance',
      country: 'TG',
      day: 'lundi',
      time: '9h',
      drawAt: '2026-11-23T09:00:00.000+00:00',
      combinations: [[1, 2], [1, 3], [2, 3]],
      baseStake: 250,
      totalStake: 750,
      potentialWin: 135_000,
      potentialMacWin: 90_000,
    });
    expect(isBasketItem(item)).toBe(true);
    expect(s.context.numbers).toEqual([]);
    expect(s.hasTag('empty')).toBe(true);
    expect(s.context).toMatchObject({ type: 'perm', mode: 'double_chance', stake: 250 });
  });

  it('does nothing when the selection is not a bet', () => {
    const { send, toggle, itemAdded } = start();
    send({ type: 'type.change', betType: 'duo' });
    toggle(1);
    expect(selectCanAdd(send())).toBe(false);
    expect(send(add()).context.numbers).toEqual([1]);
    expect(itemAdded).not.toHaveBeenCalled();
  });

  it('refuses to add once the draw has started (judged at the time of the click) and closes the screen', () => {
    const { toggle, send, itemAdded } = start();
    toggle(1);
    expect(send(add('bet-1', '2026-11-23T08:59:59.999Z')).hasTag('drawClosed')).toBe(false);
    toggle(2);
    const s = send(add('bet-2', '2026-11-23T09:00:00.000Z'));
    expect(s.hasTag('drawClosed')).toBe(true);
    expect(s.status).toBe('done');
    expect(itemAdded).toHaveBeenCalledOnce();
  });

  it('Réinitialiser clears the selection and is disabled when nothing is selected', () => {
    const { send, toggle } = start();
    expect(selectCanReset(send({ type: 'reset' }))).toBe(false);
    toggle(8);
    expect(selectCanReset(send())).toBe(true);
    const s = send({ type: 'reset' });
    expect(s.context.numbers).toEqual([]);
    expect(selectCanReset(s)).toBe(false);
  });
});

describe('determinism (record/replay)', () => {
  it('the same events give the same item: nothing in the context is a function', () => {
    const run = () => {
      const { send, itemAdded, snap } = start();
      send({ type: 'type.change', betType: 'trio' }, flash(0.42, 0.17, 0.93), add('bet-9'));
      expect(Object.values(snap().context).some((value) => typeof value === 'function')).toBe(false);
      return itemAdded.mock.calls[0]![0];
    };
    expect(run()).toEqual(run());
    // 0.42 × 90 → ball 38; 0.17 × 89 → ball 16; 0.93 × 88 → index 81 of what is left: ball 84
    expect(run().combinations).toEqual([[16, 38, 84]]);
  });
});
