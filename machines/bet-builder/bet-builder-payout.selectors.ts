import { combinationsOf } from '../../src/game/combinations';
import { maxPayout } from '../../src/game/max-payout';
import { type PayoutGap, payoutGap } from '../../src/game/payout-gap';
import type { SettledBet } from '../../src/game/settlement';
import { selectionOf } from '../../src/game/selection';
import type { BetBuilderContext } from './bet-builder.machine';
import { type BetBuilderSnapshot, selectTotals } from './bet-builder.selectors';

/*
 * 'Gain maximal possible' and the line under it, apart from the builder's other selectors: the search through
 * the settlement rules (src/game/max-payout) loads after the betting page's first paint.
 */

/** The bet being built, as settlement reads it; one per context (contexts never change in place). */
const builtBets = new WeakMap<BetBuilderContext, { bet: SettledBet; most: number }>();

function builtBet(context: BetBuilderContext): { bet: SettledBet; most: number } {
  let built = builtBets.get(context);
  if (!built) {
    const bet = { betType: context.type, betOption: context.option, gameMode: context.mode, baseStake: context.stake, combinations: combinationsOf(selectionOf(context)) };
    built = { bet, most: maxPayout(bet) };
    builtBets.set(context, built);
  }
  return built;
}

/** 'Gain maximal possible': the most the selection can really pay under the settlement rules (DESIGN §6). */
export function selectMaxPayout(s: BetBuilderSnapshot): number {
  return builtBet(s.context).most;
}

/** Why 'Gain potentiel' says more than 'Gain maximal possible' (the line under them), or null when they agree. */
export function selectPayoutGap(s: BetBuilderSnapshot): PayoutGap | null {
  const { bet, most } = builtBet(s.context);
  return payoutGap({ ...bet, potentialWin: selectTotals(s).potentialWin }, most);
}
