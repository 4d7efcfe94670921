import { BALL_MAX, BALL_MIN } from './combinations';
import { type CountryCode, type DrawHour, type Weekday, findCountry } from './countries';
import { formatAmount } from './format';

/**
 * Liability limits as the operators' desk shows them (issue 40, DESIGN §12; the database's side:
 * supabase/migrations/20261126150100_liability_limits.sql, src/api/liability.ts). Per draw, the house's worst case
 * on each line — a number ('27'), a pair ('12-27'), a set ('3-12-27') — grows with every sale; a sale that would take
 * a line past its limit is refused. Limits: a default per country, an override per draw, an override per line of a
 * draw; the most specific applies. No I/O here: the types the screens read, the checks of what an operator types,
 * and the French sentences.
 */

/** Where a line's limit comes from. */
export type LimitSource = 'line' | 'draw' | 'country';

/** One open draw in the operators' overview: its sales, its limit, its most exposed line. */
export interface OpenDrawExposure {
  drawId: string;
  country: CountryCode;
  day: Weekday;
  time: DrawHour;
  /** ISO 8601 */
  drawAt: string;
  stakes: number;
  bets: number;
  tickets: number;
  players: number;
  /** the limit of a line without its own, and whether it is the draw's or the country's */
  maxPayout: number;
  limitSource: Exclude<LimitSource, 'line'>;
  /** the line of largest worst case (null before any sale), with its limit */
  topLine: { line: string; worstPayout: number; maxPayout: number } | null;
  /** lines no bet can be added to any more */
  unavailableLines: number;
  /** lines with a limit of their own */
  lineLimits: number;
}

/** A line of a draw with its worst case, its limit and where that comes from. */
export interface ExposedLine {
  line: string;
  /** the most the house could owe on this line for the draw's sales so far */
  worstPayout: number;
  maxPayout: number;
  source: LimitSource;
  headroom: number;
  /** false: no bet on this line can be sold any more */
  available: boolean;
}

/** A line with a limit of its own. */
export interface LineLimit {
  line: string;
  maxPayout: number;
  worstPayout: number;
  available: boolean;
  updatedAt: string;
}

/** The amounts the database accepts as a limit: a line's from `lineMin` (0 closes it), a draw's or a country's from `drawMin`. */
export interface LimitBounds {
  lineMin: number;
  drawMin: number;
  max: number;
}

/**
 * The bounds as liability_limit_bounds() states them today (a draw's or country's minimum is the largest
 * smallest-bet worst case, 100 CFA × 10 000); the desk takes the database's own from each draw it reads.
 */
export const DEFAULT_LIMIT_BOUNDS: LimitBounds = { lineMin: 0, drawMin: 1_000_000, max: 1_000_000_000_000 };

/** One draw's sales and exposure: its top lines by worst case, its limits. */
export interface DrawExposure {
  drawId: string;
  country: CountryCode;
  day: Weekday;
  time: DrawHour;
  drawAt: string;
  status: string;
  stakes: number;
  bets: number;
  tickets: number;
  players: number;
  countryMaxPayout: number;
  /** the draw's own limit, if set */
  drawMaxPayout: number | null;
  /** the limit of a line without its own */
  maxPayout: number;
  bounds: LimitBounds;
  /** the lines of largest worst case, largest first */
  lines: ExposedLine[];
  /** the lines with a limit of their own, in key order */
  lineLimits: LineLimit[];
  unavailableLines: number;
}

/** A country's default limit per line and per draw (CFA): the players' side states it too (the rules page). */
export type { CountryLimit } from './liability-lines';

/** Where a limit applies: a country's default, one draw's every line, or one line of one draw. */
export type LimitTarget = { country: CountryCode } | { drawId: string; line?: string };

/** What the database answers to a change of limit. */
export interface LimitChange {
  scope: LimitSource;
  country: CountryCode;
  drawId: string | null;
  /** the canonical line ('12-27') for a line's limit */
  line: string | null;
  /** the amount set; null: the override was removed */
  maxPayout: number | null;
  previous: number | null;
  /** the limit now in force at that scope */
  effective: number;
  /** for a line: whether no bet can be added to it any more */
  unavailable: boolean | null;
}

/** How many lines the desk reads per draw, largest worst case first. */
export const TOP_LINES = 10;

// ——— Lines as operators type them ———

export const LINE_MISSING = 'Saisissez une ligne : un numéro (27), une paire (12-27) ou une combinaison (3-12-27).';
export const LINE_INVALID = 'Une ligne compte de 1 à 5 numéros séparés par des tirets : 27, 12-27 ou 3-12-27.';
export const LINE_OUT_OF_RANGE = `Les numéros d'une ligne vont de ${BALL_MIN} à ${BALL_MAX}.`;
export const LINE_REPEATED = "Un numéro ne peut figurer qu'une fois dans une ligne.";

/** The largest line: a jackpot's five numbers. */
export const LINE_MAX_NUMBERS = 5;

/**
 * A line as an operator types it ('27', '27-12', '3, 12, 27', '3 12 27'), as the database reads it
 * (normalized_line_key): its canonical key, balls ascending joined by '-' ('3-12-27'), or the French reason it is not one.
 */
export function parseLine(text: string): { line: string; error: null } | { line: null; error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { line: null, error: LINE_MISSING };
  const parts = trimmed.split(/\s*[-,; ]\s*/);
  if (parts.length > LINE_MAX_NUMBERS || parts.some((part) => !/^\d+$/.test(part))) return { line: null, error: LINE_INVALID };
  // the database reads one or two digits a number: '007' is not a number of the draw
  if (parts.some((part) => part.length > 2 || Number(part) < BALL_MIN || Number(part) > BALL_MAX)) return { line: null, error: LINE_OUT_OF_RANGE };
  const balls = parts.map(Number).sort((a, b) => a - b);
  if (new Set(balls).size !== balls.length) return { line: null, error: LINE_REPEATED };
  return { line: balls.join('-'), error: null };
}

/** How many numbers a canonical line holds. */
export const lineSize = (line: string) => line.split('-').length;

/** 'Numéro' (solo, first position), 'Paire' (the couple types), 'Combinaison' (trio, quadra, jackpot). */
export function lineKind(line: string): string {
  const size = lineSize(line);
  return size === 1 ? 'Numéro' : size === 2 ? 'Paire' : 'Combinaison';
}

/** 'Le 27', 'La paire 12-27', 'La combinaison 3-12-27': a line as a sentence names it. */
export function lineSubject(line: string): string {
  const size = lineSize(line);
  return size === 1 ? `Le ${line}` : size === 2 ? `La paire ${line}` : `La combinaison ${line}`;
}

// ——— Amounts ———

export const AMOUNT_MISSING = 'Saisissez un montant en CFA.';
export const AMOUNT_INVALID = 'Saisissez un montant entier en CFA, sans décimales (par exemple 5 000 000).';

/** '5 000 000', '5000000', '5 000 000 CFA' → 5000000; anything else (decimals, signs, letters) → null. */
export function parseAmountText(text: string): number | null {
  const digits = text.replace(/\s+/g, '').replace(/cfa$/i, '');
  if (!/^\d+$/.test(digits)) return null;
  const amount = Number(digits);
  return Number.isSafeInteger(amount) ? amount : null;
}

/** 'Le montant doit être entre 1 000 000 CFA et 1 000 000 000 000 CFA.' (the database's own refusal says the same). */
export function amountRangeError(min: number, max: number): string {
  return `Le montant doit être entre ${formatAmount(min)} et ${formatAmount(max)}.`;
}

/** The three limit forms of the desk: a line of the chosen draw, the chosen draw, a country's default. */
export type LimitFormKind = 'line' | 'draw' | 'country';

export interface LimitFormCheck {
  /** French, per field; null when the field is right (or has none) */
  lineError: string | null;
  amountError: string | null;
  /** what would be sent, when both are right */
  value: { line: string | null; amount: number } | null;
}

/**
 * What an operator typed in a limit form, checked before anything is sent: the line (line form only) well formed,
 * the amount a whole number of CFA within the database's bounds (a line's from 0, which closes it; a draw's or a
 * country's from `drawMin`).
 */
export function checkLimitForm(kind: LimitFormKind, texts: { line: string; amount: string }, bounds: LimitBounds): LimitFormCheck {
  const parsed = kind === 'line' ? parseLine(texts.line) : null;
  const lineError = parsed?.error ?? null;
  let amountError: string | null = null;
  const amount = texts.amount.trim() === '' ? null : parseAmountText(texts.amount);
  const min = kind === 'line' ? bounds.lineMin : bounds.drawMin;
  if (texts.amount.trim() === '') amountError = AMOUNT_MISSING;
  else if (amount === null) amountError = AMOUNT_INVALID;
  else if (amount < min || amount > bounds.max) amountError = amountRangeError(min, bounds.max);
  const value = lineError === null && amountError === null && amount !== null ? { line: parsed?.line ?? null, amount } : null;
  return { lineError, amountError, value };
}

// ——— How close a line is to its limit ———

/** A line is 'near' its limit once its worst case reaches this share of it. */
export const NEAR_LIMIT_SHARE = 0.8;

export type LimitStatus = 'ok' | 'near' | 'reached';

/**
 * 'reached': no bet can be added to the line any more (`available` false: its headroom is below the smallest bet's
 * worst case), or its worst case is at or past its limit (a limit lowered below what was already sold);
 * 'near': at least NEAR_LIMIT_SHARE of it; 'ok' otherwise.
 */
export function limitStatus(line: { worstPayout: number; maxPayout: number; available?: boolean }): LimitStatus {
  if (line.available === false || line.worstPayout >= line.maxPayout) return 'reached';
  return line.worstPayout >= line.maxPayout * NEAR_LIMIT_SHARE ? 'near' : 'ok';
}

export const LIMIT_STATUS_LABELS: Readonly<Record<LimitStatus, string>> = { ok: 'Sous la limite', near: 'Proche de la limite', reached: 'Limite atteinte' };

/** The worst case as a share of the limit, in whole percents rounded down (a limit of 0: 100 %); may pass 100. */
export function limitPercent(worstPayout: number, maxPayout: number): number {
  if (maxPayout <= 0) return 100;
  return Math.floor((worstPayout / maxPayout) * 100);
}

const PERCENT = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** 82 → '82 %', the space a narrow no-break space as in every amount. */
export function formatPercent(percent: number): string {
  return `${PERCENT.format(percent).replace(/\s/g, '\u202f')}\u202f%`;
}

/** 'Pire paiement : 2 050 000 CFA sur 2 500 000 CFA (82 %)': what a line's bar says. */
export function shareText(line: { worstPayout: number; maxPayout: number }): string {
  return `${formatAmount(line.worstPayout)} sur ${formatAmount(line.maxPayout)} (${formatPercent(limitPercent(line.worstPayout, line.maxPayout))})`;
}

export const LIMIT_SOURCE_LABELS: Readonly<Record<LimitSource, string>> = {
  line: 'limite de la ligne',
  draw: 'limite du tirage',
  country: 'limite par défaut du pays',
};

// ——— What the desk says after a change ———

/**
 * The notice after a change the database accepted: what was set or removed, the limit now in force, and for a line
 * whether it can still be sold. `drawTitle` names the draw ('Togo · Lundi 23 nov. 2026 à 18h').
 */
export function limitSavedNotice(change: LimitChange, drawTitle: string | null): string {
  const onDraw = drawTitle ? ` du tirage ${drawTitle}` : '';
  switch (change.scope) {
    case 'country': {
      const name = findCountry(change.country)?.name ?? change.country;
      return `${name} : limite par défaut enregistrée, ${formatAmount(change.effective)} par ligne et par tirage.`;
    }
    case 'draw':
      return change.maxPayout === null
        ? `Limite propre${onDraw} retirée : la limite par défaut du pays s'applique (${formatAmount(change.effective)} par ligne).`
        : `Limite${onDraw} enregistrée : ${formatAmount(change.effective)} par ligne.`;
    case 'line': {
      const line = change.line ?? '';
      const said =
        change.maxPayout === null
          ? `Limite propre de la ligne ${line}${onDraw} retirée : la limite du tirage s'applique (${formatAmount(change.effective)}).`
          : `Limite de la ligne ${line}${onDraw} enregistrée : ${formatAmount(change.effective)}.`;
      return change.unavailable ? `${said} ${lineSubject(line)} n'est plus en vente sur ce tirage.` : said;
    }
  }
}

export const LIMIT_SAVE_FALLBACK = "La limite n'a pas été enregistrée. Veuillez réessayer.";
export const EXPOSURE_LOAD_FALLBACK = "Impossible de charger l'exposition des tirages. Veuillez réessayer.";
export const DRAW_EXPOSURE_LOAD_FALLBACK = 'Impossible de charger les lignes de ce tirage. Veuillez réessayer.';

// ——— The overview's filter: one country or all, one date at a time, as the console's draws on sale ———

export type { SalesFilter as ExposureFilter } from './operator';
