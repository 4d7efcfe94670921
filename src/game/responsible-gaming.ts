import { checkAge } from './age';
import { type CountryCode, findCountry } from './countries';
import { formatAmount, formatInstant, formatZonedInstant } from './format';
import { EXCLUSION_LABELS, type ExclusionDuration, type LimitKind, type LimitPeriod } from './limits';

/** What a player declares to play (issue 17): their date of birth ('yyyy-mm-dd') and country of residence. */
export interface PlayerDeclaration {
  birthDate: string;
  country: CountryCode;
}

/** One of the six limits as the database reports it; instants are ISO strings (machines hold plain JSON). */
export interface PlayLimit {
  kind: LimitKind;
  period: LimitPeriod;
  /** in force now; null: none */
  amount: number | null;
  /** a raise or removal waiting until `nextAt` (nextAmount null: removal) */
  nextAmount: number | null;
  nextAt: string | null;
  /** what the current period has used, and what the limit leaves (null without a limit) */
  used: number;
  remaining: number | null;
  windowStart: string;
  windowEnd: string;
}

/** A running cool-off or self-exclusion: `until` null when permanent. */
export interface SelfExclusion {
  until: string | null;
}

/** What the 'Jeu responsable' page shows (the database's responsible_gaming_status()). */
export interface ResponsibleGamingStatus {
  now: string;
  birthDate: string | null;
  country: CountryCode | null;
  timeZone: string;
  limits: PlayLimit[];
  exclusion: SelfExclusion | null;
}

/** The zone of the periods and instants of a player who has not given a country yet (the database's player_time_zone): UTC+0. */
export const NO_COUNTRY_TIME_ZONE = 'Africa/Abidjan';

export const DECLARATION_REQUIRED = 'Indiquez votre date de naissance et votre pays avant de jouer.';
export const COUNTRY_REQUIRED = 'Choisissez votre pays.';
export const BIRTH_DATE_REQUIRED = 'Indiquez votre date de naissance.';
export const COUNTRY_INVALID = "Choisissez votre pays : Togo, Bénin, Côte d'Ivoire ou Ghana.";

/**
 * What is wrong with a date of birth and a country as a player gives them, in French, or null: a date
 * is needed, then a country, then 18 or more on the day in that country's zone at `now`.
 */
export function checkDeclaration(birthDate: string, country: string, now: string): string | null {
  if (birthDate === '') return BIRTH_DATE_REQUIRED;
  const home = findCountry(country);
  if (!home || home.code !== country) return COUNTRY_REQUIRED;
  const age = checkAge(birthDate, new Date(now), home.timeZone);
  return age.ok ? null : age.error;
}

/** Whole hours from now until an instant, rounded up: 'dans 24 h', 'dans 1 h'. */
export function hoursUntil(iso: string, now: string): string {
  const hours = Math.max(1, Math.ceil((Date.parse(iso) - Date.parse(now)) / 3_600_000));
  return `dans ${hours} h`;
}

/** A limit waiting to loosen, said to the player: 'Passera à 5 000 CFA le 24 nov. 2026 à 10:00 (dans 24 h).' */
export function pendingChangeText(limit: PlayLimit, now: string, timeZone: string): string | null {
  if (!limit.nextAt) return null;
  const when = `le ${formatInstant(limit.nextAt, timeZone)} (${hoursUntil(limit.nextAt, now)})`;
  return limit.nextAmount === null ? `Sera supprimée ${when}.` : `Passera à ${formatAmount(limit.nextAmount)} ${when}.`;
}

/** A running exclusion, said to the player on the 'Jeu responsable' page. */
export function exclusionText(exclusion: SelfExclusion, timeZone: string): string {
  return exclusion.until === null
    ? 'Vous êtes exclu du jeu définitivement.'
    : `Vous êtes exclu du jeu jusqu'au ${formatZonedInstant(exclusion.until, timeZone)}.`;
}

/**
 * The refusal of a ticket or a recharge during an exclusion (the database's self_excluded, `until` null
 * when permanent), in the player's zone: the same words before the player tries (the banners) and after.
 */
export function selfExcludedText(until: string | null, timeZone: string): string {
  return until === null ? 'Vous vous êtes exclu du jeu définitivement.' : `Vous vous êtes exclu du jeu jusqu'au ${formatZonedInstant(until, timeZone)}.`;
}

/** What the confirmation step states before an exclusion starts. */
export function exclusionConsequences(duration: ExclusionDuration, end: Date | null, timeZone: string): string[] {
  const length =
    duration === 'permanent'
      ? 'Votre exclusion sera définitive.'
      : `Pendant ${EXCLUSION_LABELS[duration]}, jusqu'au ${formatZonedInstant(end!.toISOString(), timeZone)} :`;
  return [
    length,
    'vous ne pourrez plus valider de ticket ni recharger votre compte ;',
    'vos retraits de gains resteront possibles ;',
    duration === 'permanent'
      ? 'elle ne pourra jamais être levée, même à votre demande.'
      : 'elle ne pourra pas être levée avant son terme, même à votre demande.',
  ];
}

/** What became of the limit just saved, from the database's answer. */
export function savedLimitNotice(limit: PlayLimit, now: string, timeZone: string): string {
  if (limit.nextAt && limit.amount !== null) {
    const until = `jusqu'au ${formatInstant(limit.nextAt, timeZone)} (${hoursUntil(limit.nextAt, now)})`;
    return limit.nextAmount === null
      ? `Suppression enregistrée : votre limite reste de ${formatAmount(limit.amount)} ${until}, puis sera supprimée.`
      : `Hausse enregistrée : votre limite reste de ${formatAmount(limit.amount)} ${until}, puis passera à ${formatAmount(limit.nextAmount)}.`;
  }
  return limit.amount === null ? 'Limite supprimée.' : `Limite enregistrée : ${formatAmount(limit.amount)}, en vigueur dès maintenant.`;
}

export const RAISE_HINT = 'Une hausse ne s’applique que 24 h après son enregistrement ; une baisse s’applique immédiatement.';
