import type { CountryCode } from './countries';

/**
 * Liability limits as the player meets them (issue 40, DESIGN §12): each combination of a bet is a line (a
 * number '27', a pair '12-27', a set '3-12-27'); once the house's worst case on a line reaches its limit for a
 * draw, no bet may add to it. The database decides at 'Valider'; the builder says it before.
 */

/** A combination's line as the database names it: its balls ascending, joined by '-' ([27, 12] → '12-27'). */
export function lineKeyOf(combination: readonly number[]): string {
  return [...combination].sort((a, b) => a - b).join('-');
}

/** 'Le 27 n'est plus disponible pour le tirage de 18h.', 'La paire 12-27 …', 'La combinaison 3-12-27 …' */
export function lineUnavailableText(line: string, drawTime: string): string {
  const balls = line.split('-').length;
  const subject = balls === 1 ? `Le ${line}` : balls === 2 ? `La paire ${line}` : `La combinaison ${line}`;
  return `${subject} n'est plus disponible pour le tirage de ${drawTime}.`;
}

/** The first of the combinations' lines that is unavailable, or null. */
export function firstUnavailableLine(combinations: readonly (readonly number[])[], unavailable: readonly string[]): string | null {
  if (unavailable.length === 0) return null;
  const closed = new Set(unavailable);
  for (const combination of combinations) {
    const key = lineKeyOf(combination);
    if (closed.has(key)) return key;
  }
  return null;
}


/** A country's default limit: the most the house may owe on one line of one of its draws (CFA). */
export interface CountryLimit {
  country: CountryCode;
  maxPayout: number;
}
