import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BetStructure, type BetStructureProps } from '../../src/components/bet-structure';
import type { BetTypeId } from '../../src/game/bet-types';
import { EMPTY_SELECTION, type Selection, combinationsOf } from '../../src/game/combinations';
import { formatAmount } from '../../src/game/format';
import type { BetOptionId, GameModeId } from '../../src/game/options';
import { settleBet } from '../../src/game/settlement';
import { theme } from '../../src/theme/theme';

const bet = (betType: BetTypeId, parts: Partial<Omit<Selection, 'type'>>, gameMode: GameModeId = 'normal', betOption: BetOptionId = 'direct', baseStake = 100) => ({
  betType,
  betOption,
  gameMode,
  baseStake,
  combinations: combinationsOf({ ...EMPTY_SELECTION, ...parts, type: betType }),
});
type Bet = ReturnType<typeof bet>;

/** The bet settled on that draw, as the server stores it. */
function settled(b: Bet, winning: number[], machine: number[]): Pick<BetStructureProps, 'bet' | 'draw'> {
  const { payout } = settleBet(b, { winning, machine });
  return { bet: { ...b, status: payout > 0 ? 'won' : 'lost', payout }, draw: { winningNumbers: winning, machineNumbers: machine } };
}

function show(props: BetStructureProps) {
  return render(
    <MantineProvider theme={theme} env="test">
      <BetStructure {...props} />
    </MantineProvider>,
  );
}

const items = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem').map((item) => item.textContent);

describe('BetStructure: what a bet plays, before its draw', () => {
  it('a solo: its numbers', () => {
    show({ bet: bet('solo', { numbers: [45, 7] }) });
    expect(items('Numéros joués')).toEqual(['7', '45']);
  });

  it('turning couples as couples, not flattened', () => {
    show({ bet: bet('turning', { pairs: [[12, 21], [13, 31]] }) });
    expect(items('Couples joués')).toEqual(['12–21', '13–31']);
    expect(screen.queryByRole('list', { name: 'Numéros joués' })).toBeNull();
  });

  it("an addition: its couple and the sum it makes", () => {
    show({ bet: bet('addition', { additionPair: [12, 78] }) });
    expect(items('Couple joué')).toEqual(['12–78']);
    expect(screen.getByText('Somme visée :')).toHaveTextContent('Somme visée : 90');
  });

  it('a banker apart from its base', () => {
    show({ bet: bet('banker', { banker: 45, base: [7, 12, 88] }) });
    expect(items('Banker')).toEqual(['45']);
    expect(items('Base')).toEqual(['7', '12', '88']);
    expect(screen.getByText('Le banker avec chaque numéro de la base : 3 combinaisons')).toBeVisible();
  });

  it('a perm and a group bet: their numbers, and how they make their combinations', () => {
    show({ bet: bet('perm', { numbers: [1, 2, 3, 4] }) });
    expect(items('Numéros joués')).toEqual(['1', '2', '3', '4']);
    expect(screen.getByText('Tous leurs couples : 6 combinaisons')).toBeVisible();
  });

  it("marks double chance, unless the page names the mode already", () => {
    const { unmount } = show({ bet: bet('duo', { numbers: [12, 34] }, 'double_chance') });
    expect(screen.getByText('Double chance')).toBeVisible();
    unmount();
    show({ bet: bet('duo', { numbers: [12, 34] }, 'double_chance'), showMode: false });
    expect(screen.queryByText('Double chance')).toBeNull();
  });

  it("shows the first couples and how many more, when asked to", () => {
    show({ bet: bet('closing', { pairs: [[1, 2], [2, 3], [3, 4], [4, 5]] }), limit: 2 });
    expect(items('Couples joués')).toEqual(['1–2', '2–3']);
    expect(screen.getByText('+2 autres couples')).toBeVisible();
  });

  it("in the basket, adds only what its list of combinations does not say", () => {
    const { container, unmount } = show({ bet: bet('turning', { pairs: [[12, 21]] }), variant: 'basket' });
    // Mantine's own style tags only
    expect([...container.children].every((child) => child.tagName === 'STYLE')).toBe(true);
    unmount();
    show({ bet: bet('addition', { additionPair: [12, 78] }), variant: 'basket' });
    expect(screen.queryByRole('list', { name: 'Couple joué' })).toBeNull();
    expect(screen.getByText('Somme visée :')).toHaveTextContent('Somme visée : 90');
  });
});

describe('BetStructure: after the draw', () => {
  it('outlines the couples that won and lists what each paid', () => {
    // closing in double chance: 33–34 and 34–35 on the winning numbers (180 × 100 each), 70–71 on the machine ones (120 × 100)
    show({ ...settled(bet('closing', { pairs: [[33, 34], [34, 35], [60, 62], [70, 71]] }, 'double_chance'), [33, 34, 35, 60, 61], [70, 71, 34, 35, 2]), withDraw: true });
    expect(items('Couples joués')).toEqual([
      '33 (sorti)–34 (sorti) (gagnante)',
      '34 (sorti)–35 (sorti) (gagnante)',
      '60 (sorti)–62',
      '70 (sorti en machine)–71 (sorti en machine) (gagnante en machine)',
    ]);
    expect(screen.getByText('3 combinaisons gagnantes sur 4, dont 1 sur les numéros machine')).toBeVisible();
    expect(items('Combinaisons gagnantes')).toEqual([
      `33 – 34 : ${formatAmount(18_000)}`,
      `34 – 35 : ${formatAmount(18_000)}`,
      `70 – 71 (numéros machine) : ${formatAmount(12_000)}`,
    ]);
    expect(items('Numéros gagnants')).toEqual(['33', '34', '35', '60', '61']);
  });

  it('a perm: the numbers that came out, and the couples that paid', () => {
    show(settled(bet('perm', { numbers: [5, 12, 33, 47, 90] }), [12, 90, 33, 8, 61], [1, 2, 3, 4, 5]));
    expect(items('Numéros joués')).toEqual(['5', '12 (sorti)', '33 (sorti)', '47', '90 (sorti)']);
    expect(screen.getByText('3 combinaisons gagnantes sur 10')).toBeVisible();
    expect(items('Combinaisons gagnantes')).toEqual([`12 – 33 : ${formatAmount(30_000)}`, `12 – 90 : ${formatAmount(30_000)}`, `33 – 90 : ${formatAmount(30_000)}`]);
  });

  it('says when the cap cut the total', () => {
    show(settled(bet('jackpot', { numbers: [1, 2, 3, 4, 5, 6] }, 'normal', 'turbo'), [1, 2, 3, 4, 5], [6, 7, 8, 9, 10]));
    expect(screen.getByText('6 combinaisons gagnantes sur 6')).toBeVisible();
    expect(screen.getByText(/^Total des combinaisons : 6\s000\s000 CFA, plafonné à 5\s000\s000 CFA/)).toBeVisible();
  });

  it('a lost bet of many lines says none won; a bet still being settled shows no outcome yet', () => {
    const lost = settled(bet('perm', { numbers: [5, 12, 33] }), [1, 2, 3, 4, 6], [7, 8, 9, 10, 11]);
    const { unmount } = show(lost);
    expect(screen.getByText('Aucune combinaison gagnante sur 3')).toBeVisible();
    unmount();
    show({ bet: { ...lost.bet, status: 'validated', payout: null }, draw: lost.draw });
    expect(screen.queryByText(/combinaison gagnante/)).toBeNull();
  });

  it('shows no per-line detail that disagrees with what the bet was paid', () => {
    const won = settled(bet('duo', { numbers: [12, 34] }), [12, 34, 1, 2, 3], [4, 5, 6, 7, 8]);
    show({ ...won, bet: { ...won.bet, payout: 1 } });
    expect(screen.queryByRole('list', { name: 'Combinaisons gagnantes' })).toBeNull();
    expect(items('Couple joué')).toEqual(['12 (sorti)–34 (sorti)']);
  });
});
