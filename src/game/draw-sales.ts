import type { Country, CountryCode, DrawHour, Weekday } from './countries';
import { type ScheduledHour, countryTime, drawInstant, hoursOfDay, isDrawClosed } from './schedule';
import type { DrawStatus } from './tickets';

/**
 * Why a draw cannot be sold (issue 38): `past`, its instant is reached (SPEC's '(passé)', by the
 * injected clock); otherwise the database's status: `closed` (an operator closed its sales early),
 * `drawn` (drawn or settled), `cancelled`.
 */
export type ClosedReason = 'past' | 'closed' | 'drawn' | 'cancelled';

/**
 * The database's status of the draws that are not open, by `drawKey` (plain JSON, so a machine keeps
 * it in its context). A draw missing from it is open as far as the app knows.
 */
export type DrawStatuses = Readonly<Record<string, DrawStatus>>;

export const NO_DRAW_STATUSES: DrawStatuses = Object.freeze({});

/** One row of `draws` as the pickers read it. */
export interface DrawStatusRow {
  country: CountryCode;
  /** ISO 8601, any offset */
  drawAt: string;
  status: DrawStatus;
}

/** A draw's key: its country and instant (unique in `draws`), the instant in UTC so offsets agree. */
export function drawKey(country: CountryCode, drawAt: string): string {
  const instant = Date.parse(drawAt);
  return `${country}@${Number.isNaN(instant) ? drawAt : new Date(instant).toISOString()}`;
}

/** The statuses of the rows that are not open, by key. */
export function drawStatusesOf(rows: readonly DrawStatusRow[]): DrawStatuses {
  const statuses: Record<string, DrawStatus> = {};
  for (const row of rows) if (row.status !== 'open') statuses[drawKey(row.country, row.drawAt)] = row.status;
  return statuses;
}

export function sameDrawStatuses(a: DrawStatuses, b: DrawStatuses): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The keys of the draws the database no longer sells, sorted (what the basket machine is told). */
export function closedDrawKeys(statuses: DrawStatuses): string[] {
  return Object.keys(statuses)
    .filter((key) => statuses[key] !== 'open')
    .sort();
}

function reasonOfStatus(status: DrawStatus | undefined): ClosedReason | null {
  switch (status) {
    case 'closed':
      return 'closed';
    case 'drawn':
    case 'settled':
      return 'drawn';
    case 'cancelled':
      return 'cancelled';
    default:
      return null;
  }
}

/** Why this draw is not sold now, or null while it is: its instant first (SPEC's past hour), then the database. */
export function closedReasonOf(country: CountryCode, drawAt: string, now: Date, statuses: DrawStatuses): ClosedReason | null {
  if (isDrawClosed(drawAt, now)) return 'past';
  return reasonOfStatus(statuses[drawKey(country, drawAt)]);
}

/** The short French reason beside a draw that cannot be chosen (the pickers). */
export const CLOSED_REASON_LABELS: Readonly<Record<ClosedReason, string>> = {
  past: 'passé',
  closed: 'Ventes closes',
  drawn: 'Tiré',
  cancelled: 'Annulé',
};

/** The bet builder's sentence when its draw closes while the player is on it. */
export const CLOSED_DRAW_TITLE = 'Ce tirage est clos.';
export const CLOSED_DRAW_MESSAGES: Readonly<Record<ClosedReason, string>> = {
  past: "L'heure du tirage est atteinte : ses ventes sont closes.",
  closed: "Les ventes de ce tirage ont été closes par l'opérateur.",
  drawn: 'Ce tirage a déjà eu lieu.',
  cancelled: 'Ce tirage a été annulé.',
};
export const CHOOSE_ANOTHER_DRAW = 'Choisir un autre tirage';

/** The day picker's card of a day none of whose draws can still be bought, though not all have passed. */
export const NOTHING_ON_SALE = 'Plus aucun tirage en vente ce jour.';

export interface HourOnSale extends ScheduledHour {
  /** the draw's instant (ISO 8601) */
  drawAt: string;
  /** why it cannot be chosen, null while on sale (`past` exactly when SPEC's `past` is true) */
  closed: ClosedReason | null;
}

/**
 * The day's hours as the hour picker lists them (SPEC §2: upcoming first, today's past hours after), each
 * with the reason it cannot be sold: a draw closed early, drawn or cancelled stays in its place, not selectable.
 */
export function hoursOnSale(country: Country, day: Weekday, now: Date, statuses: DrawStatuses): HourOnSale[] {
  return hoursOfDay(country, day, now).map((scheduled) => {
    const drawAt = drawInstant(country, day, scheduled.hour, now).toISOString();
    return {
      ...scheduled,
      drawAt,
      closed: scheduled.past ? 'past' : reasonOfStatus(statuses[drawKey(country.code, drawAt)]),
    };
  });
}

/** Today's next draw still on sale (neither past nor closed by the database), or null. */
export function nextDrawOnSaleToday(country: Country, now: Date, statuses: DrawStatuses): { hour: DrawHour; drawAt: string } | null {
  const { weekday } = countryTime(country, now);
  if (!country.activeDays.includes(weekday)) return null;
  const next = hoursOnSale(country, weekday, now, statuses).find((h) => h.closed === null);
  return next ? { hour: next.hour, drawAt: next.drawAt } : null;
}

/** True when the hour is one of today's (in the draw's country). */
export function isToday(country: Country, day: Weekday, now: Date): boolean {
  return countryTime(country, now).weekday === day;
}

/**
 * 'Clôture dans 12 min': how long until sales close (at the draw's instant; an operator may close them
 * earlier, which the statuses then say). Minutes are rounded up, so it never promises more time than is left:
 * 'Clôture dans 1 min' in the last minute, 'Clôture dans 2 h 05', 'Clôture dans 3 h'.
 */
export function closesInText(drawAt: string, now: Date): string {
  const minutes = Math.max(1, Math.ceil((Date.parse(drawAt) - now.getTime()) / 60_000));
  if (minutes < 60) return `Clôture dans ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `Clôture dans ${hours} h` : `Clôture dans ${hours} h ${String(rest).padStart(2, '0')}`;
}

/** The window the pickers show: from now to the last draw a bet may name (8 calendar days, DESIGN §9). */
export function pickerWindow(now: Date): { from: string; to: string } {
  return { from: now.toISOString(), to: new Date(now.getTime() + 8 * 24 * 3_600_000).toISOString() };
}
