import { TZDate } from '@date-fns/tz';
import { isExists } from 'date-fns';

export const ADULT_AGE = 18;
export const UNDERAGE_ERROR = 'Vous devez avoir 18 ans ou plus pour jouer.';
export const BIRTH_DATE_ERROR = 'Date de naissance invalide.';
/** No one born before this is taken as a real date of birth. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** A calendar date: month 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** 'yyyy-mm-dd' (as an `<input type="date">` gives it) naming a real date, else null. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isExists(year, month - 1, day) ? { year, month, day } : null;
}

/** A date typed the French way, '14/03/2008' (or 14-03-2008, 14.03.2008), as 'yyyy-mm-dd' when that day exists, else null. */
export function parseFrenchDate(text: string): `${number}-${number}-${number}` | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return parseCalendarDate(iso) ? (iso as `${number}-${number}-${number}`) : null;
}

/** The date in a time zone at an instant. */
export function calendarDateAt(now: Date, timeZone: string): CalendarDate {
  const local = new TZDate(now.getTime(), timeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
}

/** The day someone born on `birth` turns `age`; in a common year a 29 February birthday is 1 March. */
export function birthdayAt(birth: CalendarDate, age: number): CalendarDate {
  const year = birth.year + age;
  if (birth.month === 2 && birth.day === 29 && !isExists(year, 1, 29)) return { year, month: 3, day: 1 };
  return { year, month: birth.month, day: birth.day };
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export type AgeCheck = { ok: true } | { ok: false; error: string };

/**
 * Whether a person born on `birthDate` ('yyyy-mm-dd') is 18 or more on today's date in the player's
 * country zone. A date that does not exist, lies in the future or before 1900 is refused as invalid.
 */
export function checkAge(birthDate: string, now: Date, timeZone: string): AgeCheck {
  const birth = parseCalendarDate(birthDate);
  const today = calendarDateAt(now, timeZone);
  if (!birth || compare(birth, today) > 0 || compare(birth, parseCalendarDate(EARLIEST_BIRTH_DATE)!) < 0) {
    return { ok: false, error: BIRTH_DATE_ERROR };
  }
  return compare(birthdayAt(birth, ADULT_AGE), today) <= 0 ? { ok: true } : { ok: false, error: UNDERAGE_ERROR };
}

export function isAdult(birthDate: string, now: Date, timeZone: string): boolean {
  return checkAge(birthDate, now, timeZone).ok;
}
