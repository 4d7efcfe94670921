import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_TYPE_IDS, combinationSize } from './bet-types';
import { BASKET_STORAGE_KEY, type BasketItem, isBasketItem, parseStoredBasket, serializeBasket } from './basket-item';
import { COUNTRIES, hoursOn } from './countries';
import { optionsFor } from './options';
import { priceBet } from './payouts';
import { drawInstant } from './schedule';

const PERM: BasketItem = {
  id: 'b-1',
  betType: 'perm',
  betOption: 'direct',
  gameMode: 'normal',
  country: 'TG',
  day: 'lundi',
  time: '9h',
  drawAt: '2026-11-23T09:00:00.000+00:00',
  combinations: [
    [1, 2],
    [1, 3],
    [2, 3],
  ],
  baseStake: 100,
  totalStake: 300,
  potentialWin: 90_000,
  potentialMacWin: null,
};

const JACKPOT_DOUBLE: BasketItem = {
  id: 'b-2',
  betType: 'jackpot',
  betOption: 'direct',
  gameMode: 'double_chance',
  country: 'BJ',
  day: 'dimanche',
  time: '24h',
  drawAt: '2026-11-30T00:00:00.000+01:00',
  combinations: [[10, 20, 30, 40, 90]],
  baseStake: 500,
  totalStake: 500,
  potentialWin: 15_000_000,
  potentialMacWin: 10_000_000,
};

const stored = (...items: unknown[]) => JSON.stringify(items);
const UNREADABLE = 'Panier illisible dans le stockage de session';

describe('the stored basket', () => {
  it('lives in session storage under "basketItems"', () => {
    expect(BASKET_STORAGE_KEY).toBe('basketItems');
  });
});

describe('isBasketItem', () => {
  it.each([
    ['a normal perm', PERM],
    ['a double-chance jackpot at 24h', JACKPOT_DOUBLE],
  ])('accepts %s', (_what, item) => {
    expect(isBasketItem(item)).toBe(true);
  });

  it('accepts a normal-mode item stored without potentialMacWin', () => {
    const { potentialMacWin: _mac, ...item } = PERM;
    expect(isBasketItem(item)).toBe(true);
  });

  it.each([
    ['null', null],
    ['a number', 42],
    ['a string', 'pari'],
    ['an array', [PERM]],
    ['an empty object', {}],
  ])('refuses %s', (_what, value) => {
    expect(isBasketItem(value)).toBe(false);
  });

  it.each<[string, Record<string, unknown>]>([
    ['wrong total stake', { totalStake: 200 }],
    ['wrong potential win', { potentialWin: 1_000_000 }],
    ['a MAC win in normal mode', { potentialMacWin: 60_000 }],
    ['a MAC win as text', { potentialMacWin: '0' }],
    ['ball 0', { combinations: [[0, 2], [1, 3], [2, 3]] }],
    ['ball 91', { combinations: [[1, 91], [1, 3], [2, 3]] }],
    ['a ball as text', { combinations: [['1', 2], [1, 3], [2, 3]] }],
    ['a fractional ball', { combinations: [[1.5, 2], [1, 3], [2, 3]] }],
    ['no combination', { combinations: [], totalStake: 0, potentialWin: 0 }],
    ['an empty combination', { combinations: [[], [1, 3], [2, 3]] }],
    ['combinations not a list', { combinations: '1-2' }],
    ['an unknown type', { betType: 'quinte' }],
    ['an unknown option', { betOption: 'turbo9' }],
    ['an option of another type', { betOption: 'first_position' }],
    ['an unknown mode', { gameMode: 'triple' }],
    ['an hour not in the schedule', { time: '10h' }],
    ['an hour written differently', { time: '09h' }],
    ['an inactive day', { day: 'dimanche' }],
    ['a capitalised day', { day: 'Lundi' }],
    ['an unknown country', { country: 'FR' }],
    ['a lowercase country code', { country: 'tg' }],
    ['an empty id', { id: '' }],
    ['a numeric id', { id: 7 }],
    ['an unreadable draw instant', { drawAt: 'lundi 9h' }],
    ['a missing draw instant', { drawAt: undefined }],
    ['a stake below 100', { baseStake: 50, totalStake: 150, potentialWin: 45_000 }],
    ['a stake above 500 000', { baseStake: 500_001, totalStake: 1_500_003, potentialWin: 450_000_900 }],
    ['a fractional stake', { baseStake: 100.5, totalStake: 301.5, potentialWin: 90_450 }],
    ['a stake as text', { baseStake: '100' }],
    ['a combination of the wrong size for the type', { combinations: [[1, 2, 3], [1, 3], [2, 3]] }],
    ['a combination not sorted', { combinations: [[2, 1], [1, 3], [2, 3]] }],
    ['a ball repeated in a combination', { combinations: [[2, 2], [1, 3], [2, 3]] }],
    ['a draw instant at another hour', { drawAt: '2026-11-23T13:00:00.000+00:00' }],
    ['a draw instant on another day', { drawAt: '2026-11-24T09:00:00.000+00:00' }],
  ])('refuses a tampered item: %s', (_what, change) => {
    expect(isBasketItem({ ...PERM, ...change })).toBe(false);
  });

  it.each<[string, Record<string, unknown>]>([
    ['no MAC win in double chance', { potentialMacWin: null }],
    ['a wrong MAC win', { potentialMacWin: 1 }],
    ['turbo, which jackpot lacks in double chance', { betOption: 'turbo' }],
    ['a Bénin hour on a Ghana draw', { country: 'GH' }],
  ])('refuses a tampered double-chance jackpot: %s', (_what, change) => {
    expect(isBasketItem({ ...JACKPOT_DOUBLE, ...change })).toBe(false);
  });
});

describe('parseStoredBasket', () => {
  it.each([null, ''])('reads %j as an empty basket, without a problem', (text) => {
    expect(parseStoredBasket(text)).toEqual({ items: [], problem: null });
  });

  it.each(['[', '{"id":', 'undefined', 'panier'])('reads corrupt JSON %j as an empty basket, with a problem', (text) => {
    expect(parseStoredBasket(text)).toEqual({ items: [], problem: UNREADABLE });
  });

  it.each(['{}', 'null', '42', '"basket"', JSON.stringify({ items: [PERM] })])('reads the non-list %j as an empty basket, with a problem', (text) => {
    expect(parseStoredBasket(text)).toEqual({ items: [], problem: UNREADABLE });
  });

  it('reads an empty list as an empty basket', () => {
    expect(parseStoredBasket('[]')).toEqual({ items: [], problem: null });
  });

  it('keeps coherent items, in order', () => {
    expect(parseStoredBasket(stored(PERM, JACKPOT_DOUBLE))).toEqual({ items: [PERM, JACKPOT_DOUBLE], problem: null });
  });

  it('keeps only the first of two items sharing an id', () => {
    expect(parseStoredBasket(stored(PERM, { ...JACKPOT_DOUBLE, id: PERM.id }))).toEqual({
      items: [PERM],
      problem: '1 pari(s) invalide(s) ignoré(s)',
    });
  });

  it('drops tampered items and says how many', () => {
    const result = parseStoredBasket(stored(PERM, { ...PERM, id: 'x', totalStake: 1 }, JACKPOT_DOUBLE, null, { ...JACKPOT_DOUBLE, betType: 'quinte' }));
    expect(result.items.map((i) => i.id)).toEqual(['b-1', 'b-2']);
    expect(result.problem).toBe('3 pari(s) invalide(s) ignoré(s)');
  });

  it.each([true, false, 'oui'])('drops the screen-only selected flag (%j)', (selected) => {
    const { items } = parseStoredBasket(stored({ ...PERM, selected }));
    expect(items).toEqual([PERM]);
    expect(items[0]).not.toHaveProperty('selected');
  });

  it('gives a normal-mode item stored without potentialMacWin an explicit null', () => {
    const { potentialMacWin: _mac, ...item } = PERM;
    const { items } = parseStoredBasket(stored(item));
    expect(items[0]).toHaveProperty('potentialMacWin', null);
  });
});

describe('serializeBasket', () => {
  it('never writes the selected flag', () => {
    const text = serializeBasket([{ ...PERM, selected: true } as BasketItem, { ...JACKPOT_DOUBLE, selected: false } as BasketItem]);
    expect(text).not.toContain('selected');
    expect(JSON.parse(text)).toEqual([PERM, JACKPOT_DOUBLE]);
  });

  it('writes an empty basket as []', () => {
    expect(serializeBasket([])).toBe('[]');
  });

  it('round-trips every item the rules can price (property)', () => {
    const items: fc.Arbitrary<BasketItem> = fc
      .record({
        id: fc.uuid(),
        country: fc.constantFrom(...COUNTRIES),
        type: fc.constantFrom(...BET_TYPE_IDS),
        mode: fc.constantFrom('normal' as const, 'double_chance' as const),
        stake: fc.integer({ min: 100, max: 500_000 }),
        combinations: fc.array(fc.uniqueArray(fc.integer({ min: 1, max: 90 }), { minLength: 5, maxLength: 5 }), {
          minLength: 1,
          maxLength: 30,
        }),
        pick: fc.nat(),
        drawAt: fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }),
      })
      .map(({ id, country, type, mode, stake, combinations, pick, drawAt }) => {
        const day = country.activeDays[pick % country.activeDays.length]!;
        const hours = hoursOn(country, day);
        const options = optionsFor(type, mode);
        const option = options[pick % options.length]!;
        const time = hours[pick % hours.length]!;
        return {
          id,
          betType: type,
          betOption: option.id,
          gameMode: mode,
          country: country.code,
          day,
          time,
          drawAt: drawInstant(country, day, time, drawAt).toISOString(),
          combinations: combinations.map((c) => c.slice(0, combinationSize(type)).sort((a, b) => a - b)),
          baseStake: stake,
          ...priceBet(type, mode, option.id, stake, combinations.length),
        };
      });
    fc.assert(
      fc.property(fc.array(items, { maxLength: 5 }), (basket) => {
        expect(parseStoredBasket(serializeBasket(basket))).toEqual({ items: basket, problem: null });
      }),
    );
  });
});
