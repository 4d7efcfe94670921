import type { BasketItem } from './basket-item';
import { combinationSize } from './bet-types';
import { isBall } from './combinations';
import { type BetOption, type BetOptionId, MAX_WIN_MULTIPLIER, optionsFor } from './options';

/** What settlement needs of a bet: the fields of a basket item (and of a `bets` row) that price it. */
export type SettledBet = Pick<BasketItem, 'betType' | 'betOption' | 'gameMode' | 'baseStake'> & {
  combinations: readonly (readonly number[])[];
};

/** A draw's result: 5 distinct balls each, in the order they were drawn. */
export interface DrawResult {
  winning: readonly number[];
  machine: readonly number[];
}

/**
 * How an option reads a draw (DESIGN §9): a line wins when at most `misses` of its numbers are
 * outside the first `window` numbers drawn.
 */
export interface LineRule {
  window: number;
  misses: number;
}

export const LINE_RULES: Readonly<Record<BetOptionId, LineRule>> = {
  direct: { window: 5, misses: 0 },
  first_position: { window: 1, misses: 0 },
  turbo2: { window: 2, misses: 0 },
  turbo3: { window: 3, misses: 0 },
  turbo4: { window: 4, misses: 0 },
  // Jackpot turbo: at least 4 of the line's 5 numbers among the 5 drawn.
  turbo: { window: 5, misses: 1 },
};

export const DRAWN_COUNT = 5;

/** The most a bet can pay: 50 000 × its base stake (SPEC §1, §9). */
export function payoutCap(baseStake: number): number {
  return MAX_WIN_MULTIPLIER * baseStake;
}

/** 5 distinct balls 1–90. */
export function isDrawnNumbers(numbers: readonly unknown[]): boolean {
  return numbers.length === DRAWN_COUNT && numbers.every(isBall) && new Set(numbers).size === DRAWN_COUNT;
}

/** Whether a line wins on one sequence of drawn numbers. */
export function lineWins(rule: LineRule, line: readonly number[], drawn: readonly number[]): boolean {
  const counted = drawn.slice(0, rule.window);
  const hits = line.filter((n) => counted.includes(n)).length;
  return hits >= line.length - rule.misses;
}

/**
 * The option a bet names, with its multipliers; throws for an option its type does not offer in
 * its mode, or a combination that is not of its type's size in distinct balls: such a bet cannot be
 * stored, and settling it by some fallback would pay a price nobody agreed to.
 */
export function settlementOption(bet: SettledBet): BetOption {
  const option = optionsFor(bet.betType, bet.gameMode).find((o) => o.id === bet.betOption);
  if (!option) throw new RangeError(`Option ${bet.betOption} non proposée pour ${bet.betType} en mode ${bet.gameMode}`);
  const size = combinationSize(bet.betType);
  for (const line of bet.combinations) {
    if (line.length !== size || !line.every(isBall) || new Set(line).size !== size) {
      throw new RangeError(`Combinaison invalide pour ${bet.betType} : ${JSON.stringify(line)}`);
    }
  }
  return option;
}

export type LineResult = 'win' | 'mac' | 'lost';

export interface LineSettlement {
  combination: readonly number[];
  result: LineResult;
  /** the multiplier paid: the win one, the MAC one, or 0 */
  multiplier: number;
  payout: number;
}

export interface Settlement {
  status: 'won' | 'lost';
  /** what the bet pays, in CFA: the sum of its lines, capped at 50 000 × the base stake */
  payout: number;
  /** the sum of the lines before the cap */
  linesTotal: number;
  capped: boolean;
  lines: LineSettlement[];
}

/**
 * Settles a bet on a draw (DESIGN §9): each line pays base stake × the win multiplier when it wins
 * on the winning numbers; otherwise, in double chance, base stake × the MAC multiplier when the
 * same rule holds on the machine numbers; never both.
 */
export function settleBet(bet: SettledBet, draw: DrawResult): Settlement {
  if (!isDrawnNumbers(draw.winning) || !isDrawnNumbers(draw.machine)) {
    throw new RangeError('Un tirage a 5 numéros gagnants et 5 numéros machine, distincts, de 1 à 90');
  }
  const option = settlementOption(bet);
  const rule = LINE_RULES[option.id];
  const lines = bet.combinations.map((combination): LineSettlement => {
    let result: LineResult = 'lost';
    let multiplier = 0;
    if (lineWins(rule, combination, draw.winning)) {
      result = 'win';
      multiplier = option.multiplier;
    } else if (option.macMultiplier !== null && lineWins(rule, combination, draw.machine)) {
      result = 'mac';
      multiplier = option.macMultiplier;
    }
    return { combination, result, multiplier, payout: bet.baseStake * multiplier };
  });
  const linesTotal = lines.reduce((sum, line) => sum + line.payout, 0);
  const payout = Math.min(linesTotal, payoutCap(bet.baseStake));
  return { status: payout > 0 ? 'won' : 'lost', payout, linesTotal, capped: linesTotal > payout, lines };
}
