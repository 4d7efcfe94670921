import { subsets } from './combinations';
import type { SelectionMaxPayout } from './draw-max-payout';
import { MAX_WIN_MULTIPLIER } from './options';
import { LINE_RULES, type SettledBet, settlementOption } from './settlement';

/**
 * Why 'Gain potentiel' (SPEC's figure: every combination at the win multiplier) says more than 'Gain
 * maximal possible': `lines` when no draw makes every combination win at once (a perm of 6, two bets on
 * one draw competing for its 5 numbers); `cap` when one can, but the payout stops at 50 000 × the stake
 * (a jackpot turbo of 6 numbers).
 */
export type PayoutGap = 'lines' | 'cap';

/**
 * Whether one draw can make every line of the bet win on the winning numbers: some set of the first k
 * numbers drawn holds enough of every line's numbers.
 */
export function allLinesWinTogether(bet: SettledBet): boolean {
  const { window, misses } = LINE_RULES[settlementOption(bet).id];
  const numbers = [...new Set(bet.combinations.flat())];
  if (numbers.length <= window) return true;
  // a line with no miss allowed needs all its numbers among the first k: more than k numbers never fit
  if (misses === 0 || numbers.length > 12) return false;
  return subsets(numbers, window).some((drawn) => bet.combinations.every((line) => line.filter((n) => drawn.includes(n)).length >= line.length - misses));
}

/** Why one bet's two figures differ, or null when they agree (`most`: its 'Gain maximal possible'). */
export function payoutGap(bet: SettledBet & { potentialWin: number }, most: number): PayoutGap | null {
  if (most >= bet.potentialWin) return null;
  return allLinesWinTogether(bet) ? 'cap' : 'lines';
}

/**
 * The same for a selection of bets: `lines` when one bet's lines cannot all win, or when bets on one draw
 * cannot all reach their maxima together; else `cap` when a bet is capped; null when the figures agree.
 */
export function selectionPayoutGap(bets: readonly (SettledBet & { potentialWin: number })[], most: SelectionMaxPayout): PayoutGap | null {
  if (most.amount >= bets.reduce((sum, bet) => sum + bet.potentialWin, 0)) return null;
  const gaps = bets.map((bet, i) => payoutGap(bet, most.maxima[i]!));
  if (gaps.includes('lines') || most.amount < most.sumOfMaxima) return 'lines';
  return gaps.includes('cap') ? 'cap' : 'lines';
}

const CAP = `${new Intl.NumberFormat('fr-FR').format(MAX_WIN_MULTIPLIER)} fois la mise par combinaison`;

/**
 * The one line the builder and the basket show under the two figures when they differ:
 * « Gain potentiel : toutes les combinaisons gagnantes à la fois, ce qu'aucun tirage ne permet ; le gain
 * maximal possible est ce que ce pari peut réellement rapporter. »
 */
export function payoutGapNote(gap: PayoutGap, betCount: number): string {
  const why = gap === 'lines' ? "toutes les combinaisons gagnantes à la fois, ce qu'aucun tirage ne permet" : `avant le plafond de ${CAP}`;
  const what = betCount > 1 ? 'ces paris peuvent' : 'ce pari peut';
  return `Gain potentiel : ${why} ; le gain maximal possible est ce que ${what} réellement rapporter.`;
}
