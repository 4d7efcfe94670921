import { describe, expect, it } from 'vitest';
import { SETTLEMENT_CASES } from '../../tests/fixtures/settlement-cases';
import type { BetTypeId } from './bet-types';
import { EMPTY_SELECTION, type Selection, combinationsOf } from './combinations';
import { betLinesOutcome, betStructure, cappedNote, combinationsLabel, formatLine, linesTally, structureCaption, wonLineLabel } from './bet-structure';
import { cfa } from '../../tests/kit/amounts';

const lines = (type: BetTypeId, parts: Partial<Omit<Selection, 'type'>>) => combinationsOf({ ...EMPTY_SELECTION, ...parts, type });
const structureOf = (type: BetTypeId, parts: Partial<Omit<Selection, 'type'>>) => betStructure({ betType: type, combinations: lines(type, parts) });

describe('betStructure: what a bet plays, read back from its combinations', () => {
  it.each([
    ['solo', structureOf('solo', { numbers: [45, 7, 21] }), { kind: 'numbers', numbers: [7, 21, 45] }, null],
    ['duo', structureOf('duo', { numbers: [34, 12] }), { kind: 'pairs', pairs: [[12, 34]] }, null],
    ['turning', structureOf('turning', { pairs: [[12, 21], [13, 31]] }), { kind: 'pairs', pairs: [[12, 21], [13, 31]] }, null],
    ['closing', structureOf('closing', { pairs: [[33, 34], [34, 35]] }), { kind: 'pairs', pairs: [[33, 34], [34, 35]] }, null],
    ['addition: the couple and the sum it makes', structureOf('addition', { additionPair: [12, 78] }), { kind: 'addition', pair: [12, 78], sum: 90 }, null],
    ['perm', structureOf('perm', { numbers: [5, 12, 33, 47] }), { kind: 'perm', numbers: [5, 12, 33, 47] }, 'Tous leurs couples : 6 combinaisons'],
    [
      'banker: the number every couple holds, apart from its base',
      structureOf('banker', { banker: 45, base: [7, 12, 88] }),
      { kind: 'banker', banker: 45, base: [7, 12, 88] },
      'Le banker avec chaque numéro de la base : 3 combinaisons',
    ],
    ['banker of one couple: either number could be the banker, shown as the couple', structureOf('banker', { banker: 45, base: [7] }), { kind: 'pairs', pairs: [[7, 45]] }, null],
    ['trio of 4', structureOf('trio', { numbers: [5, 50, 89, 14] }), { kind: 'groups', numbers: [5, 14, 50, 89], size: 3 }, 'Par groupes de trois : 4 combinaisons'],
    ['quadra of 4', structureOf('quadra', { numbers: [1, 2, 3, 4] }), { kind: 'groups', numbers: [1, 2, 3, 4], size: 4 }, 'Par groupes de quatre : 1 combinaison'],
    ['jackpot of 6', structureOf('jackpot', { numbers: [1, 2, 3, 4, 5, 6] }), { kind: 'groups', numbers: [1, 2, 3, 4, 5, 6], size: 5 }, 'Par groupes de cinq : 6 combinaisons'],
  ] as const)('%s', (_name, structure, expected, caption) => {
    expect(structure).toEqual(expected);
    expect(structureCaption(structure)).toBe(caption);
  });

  it('shows line by line a bet the builder could not have made', () => {
    expect(betStructure({ betType: 'perm', combinations: [[1, 2], [3, 4]] })).toEqual({ kind: 'lines', lines: [[1, 2], [3, 4]] });
    expect(betStructure({ betType: 'trio', combinations: [[1, 2, 3], [1, 2, 4]] })).toEqual({ kind: 'lines', lines: [[1, 2, 3], [1, 2, 4]] });
  });

  it('writes combinations as the screens do', () => {
    expect(formatLine([12, 21])).toBe('12 – 21');
    expect(combinationsLabel(1)).toBe('1 combinaison');
    expect(combinationsLabel(15)).toBe('15 combinaisons');
  });
});

describe('betLinesOutcome against the hand-computed settlement cases', () => {
  it.each(SETTLEMENT_CASES.map((c) => [c.name, c] as const))('%s', (_name, { bet, draw, expected }) => {
    const outcome = betLinesOutcome(
      { ...bet, status: expected.status, payout: expected.payout },
      { winningNumbers: draw.winning, machineNumbers: draw.machine },
    );
    expect(outcome).not.toBeNull();
    expect(outcome!.payout).toBe(expected.payout);
    expect(outcome!.lines).toHaveLength(bet.combinations.length);
    expect(outcome!.won.filter((line) => line.result === 'win')).toHaveLength(expected.winLines);
    expect(outcome!.won.filter((line) => line.result === 'mac')).toHaveLength(expected.macLines);
    expect(Math.min(outcome!.won.reduce((sum, line) => sum + line.payout, 0), 50_000 * bet.baseStake)).toBe(expected.payout);
  });
});

describe('betLinesOutcome: only for a settled bet, and only when it adds up', () => {
  const perm = { betType: 'perm', betOption: 'direct', gameMode: 'double_chance', combinations: lines('perm', { numbers: [12, 45, 61] }), baseStake: 100 } as const;
  const draw = { winningNumbers: [12, 45, 7, 88, 30], machineNumbers: [5, 12, 61, 40, 77] };

  it('lists the lines that paid, the MAC ones marked, and tallies them', () => {
    // 12–45 on the winning numbers (180 × 100), 12–61 on the machine numbers (120 × 100); 45–61 lost
    const outcome = betLinesOutcome({ ...perm, status: 'won', payout: 30_000 }, draw)!;
    expect(outcome.won.map(wonLineLabel)).toEqual([cfa('12 – 45 : 18 000 CFA'), cfa('12 – 61 (numéros machine) : 12 000 CFA')]);
    expect(linesTally(outcome)).toBe('2 combinaisons gagnantes sur 3, dont 1 sur les numéros machine');
    expect(cappedNote(outcome)).toBeNull();
  });

  it('is null while waiting, refunded, without the draw\'s numbers, or when the stored payout disagrees', () => {
    expect(betLinesOutcome({ ...perm, status: 'validated', payout: null }, draw)).toBeNull();
    expect(betLinesOutcome({ ...perm, status: 'cancelled', payout: null }, draw)).toBeNull();
    expect(betLinesOutcome({ ...perm, status: 'won', payout: 30_000 }, { winningNumbers: null, machineNumbers: null })).toBeNull();
    expect(betLinesOutcome({ ...perm, status: 'won', payout: 18_000 }, draw)).toBeNull();
  });

  it('says when none won, and when the cap cut the total', () => {
    const lost = betLinesOutcome({ ...perm, status: 'lost', payout: 0 }, { winningNumbers: [1, 2, 3, 4, 5], machineNumbers: [6, 7, 8, 9, 10] })!;
    expect(linesTally(lost)).toBe('Aucune combinaison gagnante sur 3, numéros machine compris');
    // jackpot turbo of 6 with 5 of them drawn: all 6 lines win, 6 × 10 000 × 100, capped at 50 000 × 100
    const jackpot = { betType: 'jackpot', betOption: 'turbo', gameMode: 'normal', combinations: lines('jackpot', { numbers: [1, 2, 3, 4, 5, 6] }), baseStake: 100 } as const;
    const capped = betLinesOutcome({ ...jackpot, status: 'won', payout: 5_000_000 }, { winningNumbers: [1, 2, 3, 4, 5], machineNumbers: [6, 7, 8, 9, 10] })!;
    expect(linesTally(capped)).toBe('6 combinaisons gagnantes sur 6');
    expect(linesTally({ ...capped, won: [], doubleChance: false })).toBe('Aucune combinaison gagnante sur 6');
    expect(linesTally({ ...capped, doubleChance: true })).toBe('6 combinaisons gagnantes sur 6, dont aucune sur les numéros machine');
    expect(cappedNote(capped)).toBe(cfa('Total des combinaisons : 6 000 000 CFA, plafonné à 5 000 000 CFA (50\u202f000 fois la mise par combinaison).'));
  });
});
