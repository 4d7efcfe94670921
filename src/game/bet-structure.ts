import { type BetTypeId, GROUP_SIZE } from './bet-types';
import { binomial, subsets } from './combinations';
import { formatAmount } from './format';
import { MAX_WIN_MULTIPLIER } from './options';
import { type LineSettlement, type SettledBet, isDrawnNumbers, settleBet } from './settlement';
import type { PlacedBetStatus } from './tickets';

/**
 * What a bet plays, read back from its combinations (the only thing stored): a solo's numbers, couples,
 * an addition's couple and the sum it makes, a perm's numbers (every couple of them), a banker and its base,
 * a trio's, quadra's or jackpot's numbers (every group of 3, 4 or 5). A bet the builder could not have made
 * is shown line by line as it is.
 */
export type BetStructure =
  | { kind: 'numbers'; numbers: number[] }
  | { kind: 'pairs'; pairs: number[][] }
  | { kind: 'addition'; pair: number[]; sum: number }
  | { kind: 'perm'; numbers: number[] }
  | { kind: 'banker'; banker: number; base: number[] }
  | { kind: 'groups'; numbers: number[]; size: number }
  | { kind: 'lines'; lines: number[][] };

const ascending = (numbers: Iterable<number>) => [...new Set(numbers)].sort((a, b) => a - b);
const sameLines = (a: readonly (readonly number[])[], b: readonly (readonly number[])[]) =>
  a.length === b.length && new Set(a.map(String)).size === a.length && b.every((line) => a.some((other) => String(other) === String(line)));

export function betStructure(bet: { betType: BetTypeId; combinations: readonly (readonly number[])[] }): BetStructure {
  const lines = bet.combinations.map((line) => [...line]);
  const numbers = ascending(lines.flat());
  switch (bet.betType) {
    case 'solo':
      return lines.every((line) => line.length === 1) ? { kind: 'numbers', numbers: lines.map((line) => line[0]!) } : { kind: 'lines', lines };
    case 'duo':
    case 'turning':
    case 'closing':
      return lines.every((line) => line.length === 2) ? { kind: 'pairs', pairs: lines } : { kind: 'lines', lines };
    case 'addition':
      return lines.length === 1 && lines[0]!.length === 2 ? { kind: 'addition', pair: lines[0]!, sum: lines[0]![0]! + lines[0]![1]! } : { kind: 'lines', lines };
    case 'perm':
      return numbers.length >= 3 && sameLines(subsets(numbers, 2), lines) ? { kind: 'perm', numbers } : { kind: 'lines', lines };
    case 'banker': {
      // the number every couple holds; with one couple, either could be the banker: shown as a couple
      const banker = numbers.find((n) => lines.every((line) => line.length === 2 && line.includes(n)));
      if (banker === undefined || lines.length < 2) return lines.every((line) => line.length === 2) ? { kind: 'pairs', pairs: lines } : { kind: 'lines', lines };
      return { kind: 'banker', banker, base: numbers.filter((n) => n !== banker) };
    }
    case 'trio':
    case 'quadra':
    case 'jackpot': {
      const size = GROUP_SIZE[bet.betType]!;
      return sameLines(subsets(numbers, size), lines) ? { kind: 'groups', numbers, size } : { kind: 'lines', lines };
    }
  }
}

/** '1 combinaison', '15 combinaisons'. */
export function combinationsLabel(count: number): string {
  return count === 1 ? '1 combinaison' : `${count} combinaisons`;
}

const GROUP_WORDS: Readonly<Record<number, string>> = { 3: 'trois', 4: 'quatre', 5: 'cinq' };

/** How a structure makes its combinations, when its numbers alone do not say it: 'Tous leurs couples : 15 combinaisons'. */
export function structureCaption(structure: BetStructure): string | null {
  switch (structure.kind) {
    case 'perm':
      return `Tous leurs couples : ${combinationsLabel(binomial(structure.numbers.length, 2))}`;
    case 'banker':
      return `Le banker avec chaque numéro de la base : ${combinationsLabel(structure.base.length)}`;
    case 'groups':
      return `Par groupes de ${GROUP_WORDS[structure.size]} : ${combinationsLabel(binomial(structure.numbers.length, structure.size))}`;
    default:
      return null;
  }
}

/** A combination as the screens write it: '12 – 21'. */
export function formatLine(line: readonly number[]): string {
  return line.join(' – ');
}

/** What each line of a settled bet did, from settlement's own rules (the database stores the bet's total only). */
export interface BetLinesOutcome {
  /** every line, in the bet's order */
  lines: LineSettlement[];
  /** the lines that paid */
  won: LineSettlement[];
  /** what the bet paid: the lines' sum, capped at 50 000 × the stake */
  payout: number;
  linesTotal: number;
  capped: boolean;
  /** a double-chance bet: its lines could also win on the machine numbers */
  doubleChance: boolean;
}

export interface OutcomeDraw {
  winningNumbers: readonly number[] | null;
  machineNumbers: readonly number[] | null;
}

/**
 * Each line's outcome once the bet is settled (won or lost) on a draw with its numbers, computed by
 * `settleBet`; null before, for a refunded bet, or if it does not add up to what the bet was paid (the
 * stored payout is the truth: a per-line detail disagreeing with it is not shown).
 */
export function betLinesOutcome(bet: SettledBet & { status: PlacedBetStatus; payout: number | null }, draw: OutcomeDraw): BetLinesOutcome | null {
  if ((bet.status !== 'won' && bet.status !== 'lost') || bet.payout === null) return null;
  const { winningNumbers: winning, machineNumbers: machine } = draw;
  if (!winning || !machine || !isDrawnNumbers(winning) || !isDrawnNumbers(machine)) return null;
  let settled;
  try {
    settled = settleBet(bet, { winning, machine });
  } catch {
    return null;
  }
  if (settled.payout !== bet.payout) return null;
  return {
    lines: settled.lines,
    won: settled.lines.filter((line) => line.result !== 'lost'),
    payout: settled.payout,
    linesTotal: settled.linesTotal,
    capped: settled.capped,
    doubleChance: bet.gameMode === 'double_chance',
  };
}

/**
 * '2 combinaisons gagnantes sur 15', 'Aucune combinaison gagnante sur 15'; in double chance, what the machine
 * numbers did too: '…, dont 1 sur les numéros machine', 'Aucune combinaison gagnante sur 15, numéros machine compris'.
 */
export function linesTally(outcome: BetLinesOutcome): string {
  const total = outcome.lines.length;
  const won = outcome.won.length;
  if (won === 0) return `Aucune combinaison gagnante sur ${total}${outcome.doubleChance ? ', numéros machine compris' : ''}`;
  const tally = won === 1 ? `1 combinaison gagnante sur ${total}` : `${won} combinaisons gagnantes sur ${total}`;
  if (!outcome.doubleChance) return tally;
  const mac = outcome.won.filter((line) => line.result === 'mac').length;
  return `${tally}, dont ${mac === 0 ? 'aucune' : mac} sur les numéros machine`;
}

/** One won line and what it paid: '12 – 21 : 30 000 CFA', '12 – 34 (numéros machine) : 12 000 CFA'. */
export function wonLineLabel(line: LineSettlement): string {
  return `${formatLine(line.combination)}${line.result === 'mac' ? ' (numéros machine)' : ''} : ${formatAmount(line.payout)}`;
}

const CAP = `${new Intl.NumberFormat('fr-FR').format(MAX_WIN_MULTIPLIER)} fois la mise par combinaison`;

/** 'Total des combinaisons : 6 000 000 CFA, plafonné à 5 000 000 CFA (50 000 fois la mise par combinaison).' */
export function cappedNote(outcome: BetLinesOutcome): string | null {
  return outcome.capped ? `Total des combinaisons : ${formatAmount(outcome.linesTotal)}, plafonné à ${formatAmount(outcome.payout)} (${CAP}).` : null;
}
