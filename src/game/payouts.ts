import type { BetTypeId } from './bet-types';
import { type GameModeId, resolveOption } from './options';

export interface Price {
  totalStake: number;
  potentialWin: number;
  /** the machine win, in double chance only */
  potentialMacWin: number | null;
}

/** Total stake = stake × combinations; each win = stake × combinations × its multiplier. */
export function priceBet(type: BetTypeId, mode: GameModeId, option: string, baseStake: number, combinations: number): Price {
  const { multiplier, macMultiplier } = resolveOption(type, mode, option);
  const totalStake = baseStake * combinations;
  return {
    totalStake,
    potentialWin: totalStake * multiplier,
    potentialMacWin: macMultiplier === null ? null : totalStake * macMultiplier,
  };
}
