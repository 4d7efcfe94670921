import { DEFAULT_SUM, SUM_MAX, SUM_MIN } from './combinations';

export const STAKE_MIN = 100;
export const STAKE_MAX = 500_000;
export const DEFAULT_STAKE = 100;
export const QUICK_AMOUNTS: readonly number[] = [100, 200, 500, 1000, 5000, 10000];

export const STAKE_ERROR = 'La mise doit être entre 100 et 500 000 CFA';
export const SUM_ERROR = 'La somme doit être entre 3 et 179';

export type Parsed = { ok: true; value: number } | { ok: false; error: string };

function parseBoundedInteger(input: string, min: number, max: number, error: string): Parsed {
  const text = input.trim();
  if (!/^\d{1,9}$/.test(text)) return { ok: false, error };
  const value = Number(text);
  return value >= min && value <= max ? { ok: true, value } : { ok: false, error };
}

/** A stake per combination: digits only, 100 to 500 000 CFA. */
export function parseStake(input: string): Parsed {
  return parseBoundedInteger(input, STAKE_MIN, STAKE_MAX, STAKE_ERROR);
}

/** An addition target sum: 3 to 179. */
export function parseTargetSum(input: string): Parsed {
  return parseBoundedInteger(input, SUM_MIN, SUM_MAX, SUM_ERROR);
}

export { DEFAULT_SUM };
