import { describe, expect, it } from 'vitest';
import { BET_TYPE_IDS, type BetTypeId, PAIR_TYPES } from './bet-types';
import { GAME_MODES, MAX_WIN_MULTIPLIER, OPTION_IDS, isGameMode, optionsFor, resolveOption } from './options';

type Row = readonly [option: string, multiplier: number, mac: number | null];
const PAIRS_NORMAL: Row[] = [['direct', 300, null], ['turbo2', 3000, null], ['turbo3', 800, null], ['turbo4', 500, null]];
const PAIRS_DOUBLE: Row[] = [['direct', 180, 120], ['turbo2', 1800, 1200], ['turbo3', 450, 300], ['turbo4', 300, 200]];

// SPEC §9 "Multipliers, normal mode" and "double chance mode (win / mac)".
const NORMAL: Record<BetTypeId, Row[]> = {
  solo: [['direct', 13, null], ['first_position', 60, null]],
  duo: PAIRS_NORMAL,
  turning: PAIRS_NORMAL,
  closing: PAIRS_NORMAL,
  addition: PAIRS_NORMAL,
  banker: PAIRS_NORMAL,
  perm: PAIRS_NORMAL,
  trio: [['direct', 3000, null]],
  quadra: [['direct', 8000, null]],
  jackpot: [['direct', 50000, null], ['turbo', 10000, null]],
};
const DOUBLE_CHANCE: Record<BetTypeId, Row[]> = {
  solo: [['direct', 8, 4], ['first_position', 40, 20]],
  duo: PAIRS_DOUBLE,
  turning: PAIRS_DOUBLE,
  closing: PAIRS_DOUBLE,
  addition: PAIRS_DOUBLE,
  banker: PAIRS_DOUBLE,
  perm: PAIRS_DOUBLE,
  trio: [['direct', 1800, 1200]],
  quadra: [['direct', 5000, 3000]],
  jackpot: [['direct', 30000, 20000]],
};

const rows = (type: BetTypeId, mode: 'normal' | 'double_chance') => optionsFor(type, mode).map((o) => [o.id, o.multiplier, o.macMultiplier]);

describe('multipliers, normal mode (SPEC §9)', () => {
  it.each(BET_TYPE_IDS.map((t) => [t]))('%s', (type) => {
    expect(rows(type, 'normal')).toEqual(NORMAL[type]);
  });
});

describe('multipliers, double chance mode: win / MAC (SPEC §9)', () => {
  it.each(BET_TYPE_IDS.map((t) => [t]))('%s', (type) => {
    expect(rows(type, 'double_chance')).toEqual(DOUBLE_CHANCE[type]);
  });
});

describe('options', () => {
  it('have French names', () => {
    expect(optionsFor('solo', 'normal').map((o) => o.name)).toEqual(['Direct', 'Première position']);
    expect(optionsFor('duo', 'normal').map((o) => o.name)).toEqual(['Direct', 'Turbo 2', 'Turbo 3', 'Turbo 4']);
    expect(optionsFor('jackpot', 'normal').map((o) => o.name)).toEqual(['Direct', 'Turbo']);
  });

  it('every type starts with direct (the builder default)', () => {
    for (const mode of ['normal', 'double_chance'] as const) {
      for (const type of BET_TYPE_IDS) expect(optionsFor(type, mode)[0]!.id).toBe('direct');
    }
  });

  it('the six couple types share one table', () => {
    for (const type of PAIR_TYPES) expect(rows(type, 'normal')).toEqual(PAIRS_NORMAL);
  });

  it('only uses the option ids of SPEC §3', () => {
    const used = new Set(BET_TYPE_IDS.flatMap((t) => [...optionsFor(t, 'normal'), ...optionsFor(t, 'double_chance')].map((o) => o.id)));
    expect([...used].sort()).toEqual([...OPTION_IDS].sort());
  });

  it('the largest multiplier is the 50 000× maximum win', () => {
    const all = BET_TYPE_IDS.flatMap((t) => [...optionsFor(t, 'normal'), ...optionsFor(t, 'double_chance')].map((o) => o.multiplier));
    expect(Math.max(...all)).toBe(MAX_WIN_MULTIPLIER);
    expect(MAX_WIN_MULTIPLIER).toBe(50000);
  });

  it('returns fresh arrays (callers cannot corrupt the table)', () => {
    optionsFor('solo', 'normal')[0]!.multiplier = 1;
    expect(optionsFor('solo', 'normal')[0]!.multiplier).toBe(13);
  });
});

describe('resolveOption: falls back to the type’s first option', () => {
  it.each([
    ['solo', 'normal', 'first_position', 'first_position', 60],
    ['solo', 'double_chance', 'first_position', 'first_position', 40],
    ['duo', 'normal', 'turbo3', 'turbo3', 800],
    ['jackpot', 'normal', 'turbo', 'turbo', 10000],
    // jackpot has no turbo in double chance
    ['jackpot', 'double_chance', 'turbo', 'direct', 30000],
    ['solo', 'normal', 'turbo2', 'direct', 13],
    ['perm', 'normal', 'first_position', 'direct', 300],
    ['trio', 'normal', 'turbo', 'direct', 3000],
    ['quadra', 'double_chance', 'turbo4', 'direct', 5000],
    ['banker', 'normal', undefined, 'direct', 300],
    ['closing', 'normal', '', 'direct', 300],
    ['addition', 'normal', 'TURBO2', 'direct', 300],
  ] as const)('%s in %s with %j → %s (×%i)', (type, mode, option, id, multiplier) => {
    expect(resolveOption(type, mode, option)).toMatchObject({ id, multiplier });
  });
});

describe('game modes', () => {
  it('are normal and "Double chance"', () => {
    expect(GAME_MODES).toEqual([
      { id: 'normal', name: 'Normal' },
      { id: 'double_chance', name: 'Double chance' },
    ]);
  });

  it.each([
    ['normal', true],
    ['double_chance', true],
    ['double-chance', false],
    ['Normal', false],
    [undefined, false],
    [null, false],
    [1, false],
  ])('isGameMode(%j) is %s', (value, expected) => {
    expect(isGameMode(value)).toBe(expected);
  });
});
