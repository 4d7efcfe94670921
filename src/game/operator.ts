import { BALL_MAX, BALL_MIN } from './combinations';
import { type CountryCode, type DrawHour, type Weekday, findCountry } from './countries';
import { formatAmount } from './format';
import { drawDayOf } from './schedule';
import { type NumberSeries, seriesError } from './result-series';
import { DRAWN_COUNT } from './settlement';
import type { DrawStatus } from './tickets';

/** A draw as the operator screens name it. */
export interface OperatorDraw {
  id: string;
  country: CountryCode;
  day: Weekday;
  time: DrawHour;
  /** ISO 8601 */
  drawAt: string;
  status: DrawStatus;
  /** bets waiting for this draw's result, and their stakes in CFA */
  betCount: number;
  totalStake: number;
}

/** A draw still on sale: an operator may close it early or cancel it. */
export type OnSaleDraw = Omit<OperatorDraw, 'betCount' | 'totalStake'>;

/** A recorded result waiting for a second operator. */
export interface OperatorDraft extends OperatorDraw {
  winningNumbers: number[];
  machineNumbers: number[];
  recordedBy: string;
  recordedByEmail: string | null;
  recordedAt: Date;
  /** recorded by the signed-in operator, who therefore cannot confirm it */
  mine: boolean;
}

/** What a confirmation, a system draw or a cancellation did to the draw. */
export interface DrawOutcome {
  drawId: string;
  status: DrawStatus;
  winningNumbers: number[] | null;
  machineNumbers: number[] | null;
  bets: number;
  won: number;
  lost: number;
  cancelled: number;
  totalPayout: number;
  totalRefund: number;
}

/**
 * A draw's bets being settled (its result confirmed) or refunded (it was cancelled), chunk by chunk, by a
 * background job (issue 36): the view operator_settlements lists those running and those finished in the
 * last 24 hours.
 */
export interface OperatorSettlement {
  drawId: string;
  country: CountryCode;
  day: Weekday;
  time: DrawHour;
  /** ISO 8601 */
  drawAt: string;
  kind: 'settle' | 'refund';
  totalBets: number;
  doneBets: number;
  /** CFA paid (settle) or refunded (refund) so far */
  paid: number;
  refunded: number;
  startedAt: Date;
  /** null while it runs */
  finishedAt: Date | null;
}

export interface OperatorAction {
  at: Date;
  /** the operator's e-mail, or 'système' / 'simulateur' */
  actor: string;
  actorId: string | null;
  action: 'close' | 'record' | 'confirm' | 'settle' | 'cancel';
  details: Record<string, unknown>;
}

export const NUMBER_MISSING = 'Saisissez un numéro.';
export const NUMBER_OUT_OF_RANGE = `Saisissez un numéro de ${BALL_MIN} à ${BALL_MAX}.`;
export const NUMBER_REPEATED = 'Ce numéro est déjà saisi dans cette série.';

/** What the operator typed: 5 texts per series. */
export type ResultTexts = Record<NumberSeries, readonly string[]>;

export interface ResultCheck {
  /** the numbers, when both series are valid */
  result: Record<NumberSeries, number[]> | null;
  /** per series, per field: the French message or null */
  fieldErrors: Record<NumberSeries, (string | null)[]>;
  /** per series: seriesError when one of its fields is wrong, else null */
  seriesErrors: Record<NumberSeries, string | null>;
}

/** Whole numbers 1–90 written in ASCII digits ('07' is 7); anything else is null. */
function parseBall(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= BALL_MIN && n <= BALL_MAX ? n : null;
}

function checkSeries(texts: readonly string[]): { numbers: number[]; errors: (string | null)[] } {
  const numbers: number[] = [];
  const errors = Array.from({ length: DRAWN_COUNT }, (_, i) => {
    const text = texts[i] ?? '';
    if (text.trim() === '') return NUMBER_MISSING;
    const n = parseBall(text);
    if (n === null) return NUMBER_OUT_OF_RANGE;
    // the first occurrence stays valid: the repeat is the one to correct
    if (numbers.includes(n)) return NUMBER_REPEATED;
    numbers.push(n);
    return null;
  });
  return { numbers: texts.slice(0, DRAWN_COUNT).map((text) => parseBall(text) ?? 0), errors };
}

/** Checks a result as typed (issue 16: 5 + 5 numbers, each series distinct, 1–90). The two series may share numbers (DESIGN §9). */
export function checkResult(texts: ResultTexts): ResultCheck {
  const winning = checkSeries(texts.winning);
  const machine = checkSeries(texts.machine);
  const valid = (errors: (string | null)[]) => errors.every((error) => error === null);
  return {
    result: valid(winning.errors) && valid(machine.errors) ? { winning: winning.numbers, machine: machine.numbers } : null,
    fieldErrors: { winning: winning.errors, machine: machine.errors },
    seriesErrors: { winning: valid(winning.errors) ? null : seriesError('winning'), machine: valid(machine.errors) ? null : seriesError('machine') },
  };
}

export const EMPTY_RESULT_TEXTS: ResultTexts = { winning: ['', '', '', '', ''], machine: ['', '', '', '', ''] };

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** '2 paris · 4 000 CFA misés', or 'Aucun pari'. */
export function betsSummary(draw: Pick<OperatorDraw, 'betCount' | 'totalStake'>): string {
  return draw.betCount === 0 ? 'Aucun pari' : `${plural(draw.betCount, 'pari', 'paris')} · ${formatAmount(draw.totalStake)} misés`;
}

export const RECORDED_NOTICE = 'Résultat enregistré. Un autre opérateur doit maintenant le confirmer.';
export const CLOSED_NOTICE = 'Ventes closes : le tirage attend maintenant son résultat.';
export const OWN_DRAFT_NOTE = "Vous avez saisi ce résultat : un autre opérateur doit le confirmer.";

/** After a confirmation: 'Tirage réglé : 1 pari gagnant sur 1, 180 000 CFA versés.' */
export function settledNotice(outcome: Pick<DrawOutcome, 'bets' | 'won' | 'totalPayout'>): string {
  if (outcome.bets === 0) return 'Tirage réglé : aucun pari sur ce tirage.';
  return `Tirage réglé : ${plural(outcome.won, 'pari gagnant', 'paris gagnants')} sur ${outcome.bets}, ${formatAmount(outcome.totalPayout)} versés.`;
}

/** After a confirmation whose settlement goes on in the background (the draw is `drawn`, not `settled` yet). */
export const SETTLING_NOTICE = 'Résultat confirmé : le règlement des paris est en cours.';
/** After a cancellation whose bets are still being refunded. */
export const REFUNDING_NOTICE = 'Tirage annulé : le remboursement des paris est en cours.';

/**
 * What the console says after a confirmation: what it paid once the draw is settled, or that the
 * settlement goes on (issue 36: the answer may come before the last chunk), never a total not yet paid.
 */
export function confirmedNotice(outcome: Pick<DrawOutcome, 'status' | 'bets' | 'won' | 'totalPayout'>): string {
  return outcome.status === 'settled' ? settledNotice(outcome) : SETTLING_NOTICE;
}

/** What the console says after a cancellation: the refunds once all done, or that they go on. */
export function cancelNotice(outcome: Pick<DrawOutcome, 'bets' | 'cancelled' | 'totalRefund'>): string {
  return outcome.cancelled < outcome.bets ? REFUNDING_NOTICE : cancelledNotice(outcome);
}

const COUNT = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** 'Règlement en cours : 12 345 / 100 000 paris', 'Remboursement en cours : 3 / 12 paris'. */
export function settlementProgress(settlement: Pick<OperatorSettlement, 'kind' | 'doneBets' | 'totalBets'>): string {
  const what = settlement.kind === 'refund' ? 'Remboursement' : 'Règlement';
  return `${what} en cours : ${COUNT.format(settlement.doneBets)} / ${COUNT.format(settlement.totalBets)} ${settlement.totalBets > 1 ? 'paris' : 'pari'}`;
}

/** How far it is, 0 to 100 (a settlement of no bet is done). */
export function settlementPercent(settlement: Pick<OperatorSettlement, 'doneBets' | 'totalBets'>): number {
  if (settlement.totalBets <= 0) return 100;
  return Math.min(100, Math.max(0, (settlement.doneBets / settlement.totalBets) * 100));
}

/** After a cancellation: 'Tirage annulé : 2 paris remboursés (4 000 CFA).' */
export function cancelledNotice(outcome: Pick<DrawOutcome, 'cancelled' | 'totalRefund'>): string {
  if (outcome.cancelled === 0) return 'Tirage annulé : aucun pari à rembourser.';
  return `Tirage annulé : ${plural(outcome.cancelled, 'pari remboursé', 'paris remboursés')} (${formatAmount(outcome.totalRefund)}).`;
}

/** A draw's own date in its country, yyyy-mm-dd (a '24h' draw belongs to the day it ends, as in the results). */
export function drawDate(draw: Pick<OnSaleDraw, 'country' | 'time' | 'drawAt'>): string {
  const { timeZone } = findCountry(draw.country)!;
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(drawDayOf(draw));
}

/** Which draws on sale the console lists: one country or all, one date (null: the first date on sale). */
export interface SalesFilter {
  country: CountryCode | null;
  date: string | null;
}

/** What the on-sale filter reads of a draw: the console's draws on sale, the desk's open draws' exposure. */
type DrawOnADay = Pick<OnSaleDraw, 'country' | 'time' | 'drawAt'>;

/** The dates that have draws on sale (in the chosen country), ascending. */
export function salesDates(onSale: readonly DrawOnADay[], country: CountryCode | null): string[] {
  return [...new Set(onSale.filter((draw) => !country || draw.country === country).map(drawDate))].sort();
}

/** The draws on sale the filter keeps, soonest first (then by country); a date without draws falls back to the first date on sale. */
export function salesShown<T extends DrawOnADay>(onSale: readonly T[], filter: SalesFilter): { date: string | null; draws: T[] } {
  const dates = salesDates(onSale, filter.country);
  const date = filter.date && dates.includes(filter.date) ? filter.date : (dates[0] ?? null);
  const draws = onSale
    .filter((draw) => (!filter.country || draw.country === filter.country) && drawDate(draw) === date)
    .sort((a, b) => Date.parse(a.drawAt) - Date.parse(b.drawAt) || a.country.localeCompare(b.country));
  return { date, draws };
}

/** What closing sales early does, said before the operator confirms. */
export function closeConsequences(title: string): string {
  return `Les ventes du tirage ${title} seront closes maintenant, avant l'heure prévue. Plus aucun pari ne pourra être placé sur ce tirage ; les paris déjà validés attendront son résultat.`;
}

/** What cancelling does: every bet refunded to its player's play balance, for good. */
export function cancelConsequences(title: string, bets: Pick<OperatorDraw, 'betCount' | 'totalStake'> | null): string {
  const refunds =
    bets === null
      ? 'tous les paris déjà placés seront remboursés sur le solde de jeu des joueurs'
      : bets.betCount === 0
        ? "aucun pari n'a été placé, il n'y a rien à rembourser"
        : `${bets.betCount > 1 ? `ses ${bets.betCount} paris seront remboursés` : 'son pari sera remboursé'} (${formatAmount(bets.totalStake)}) sur le solde de jeu des joueurs`;
  return `Le tirage ${title} sera annulé : ${refunds}, et aucun résultat ne pourra plus être saisi. Cette action est définitive.`;
}

export const CONFIRM_CONSEQUENCES =
  "Vérifiez ces numéros sur le procès-verbal du tirage. En confirmant, le tirage est réglé : les paris gagnants sont payés sur les gains des joueurs, par lots pour un grand tirage (le règlement en cours s'affiche ici). Cette action est définitive.";
