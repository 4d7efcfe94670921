import { describe, expect, it } from 'vitest';
import { BET_TYPES, BET_TYPE_IDS, GROUP_SIZE, PAIR_TYPES, betType, findBetType } from './bet-types';

// SPEC §9 "Bet types (minimum to maximum numbers)".
const LIMITS = [
  ['solo', 'Solo', 1, 1],
  ['duo', 'Duo', 2, 2],
  ['turning', 'Tournant', 2, 2],
  ['closing', 'Fermeture', 2, 2],
  ['addition', 'Addition', 2, 2],
  ['perm', 'Perm', 3, 20],
  ['banker', 'Banker', 2, 21],
  ['trio', 'Trio', 3, 10],
  ['quadra', 'Quadra', 4, 10],
  ['jackpot', 'Jackpot', 5, 10],
] as const;

describe('the ten bet types', () => {
  it('are the ten ids of SPEC §3, in order', () => {
    expect(BET_TYPES.map((t) => t.id)).toEqual(['solo', 'duo', 'turning', 'closing', 'addition', 'perm', 'banker', 'trio', 'quadra', 'jackpot']);
    expect(BET_TYPE_IDS).toEqual(BET_TYPES.map((t) => t.id));
  });

  it.each(LIMITS)('%s is named %s and takes %i to %i numbers', (id, name, min, max) => {
    expect(betType(id)).toMatchObject({ id, name, minNumbers: min, maxNumbers: max });
  });

  it.each(BET_TYPES.map((t) => [t.id, t] as const))('%s has a French description', (_id, type) => {
    expect(type.description).toMatch(/\.$/);
    expect(type.description.length).toBeGreaterThan(10);
  });

  it('the carousel ranges of SPEC §2 hold: Perm 3–20, Trio 3–10, Quadra 4–10, Jackpot 5–10', () => {
    expect(['perm', 'trio', 'quadra', 'jackpot'].map((id) => findBetType(id)).map((t) => `${t!.name} ${t!.minNumbers}-${t!.maxNumbers}`)).toEqual([
      'Perm 3-20',
      'Trio 3-10',
      'Quadra 4-10',
      'Jackpot 5-10',
    ]);
  });

  it('banker takes at most 21 numbers: the banker and a base of 20 (a "total" base goes beyond, see validity)', () => {
    expect(betType('banker').maxNumbers).toBe(21);
  });
});

describe('findBetType', () => {
  it.each([undefined, '', 'Solo', 'SOLO', 'quinte', 'perm '])('is undefined for %j', (id) => {
    expect(findBetType(id)).toBeUndefined();
  });
});

describe('groups and pairs', () => {
  it('trio, quadra and jackpot are played in groups of 3, 4 and 5', () => {
    expect(GROUP_SIZE).toEqual({ trio: 3, quadra: 4, jackpot: 5 });
  });

  it('duo, turning, closing, addition, banker and perm play couples', () => {
    expect([...PAIR_TYPES].sort()).toEqual(['addition', 'banker', 'closing', 'duo', 'perm', 'turning']);
  });
});
