import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import {
  type Country,
  type DrawHour,
  type Weekday,
  WEEKDAYS,
  findCountry,
  hourNumber,
  hoursOn,
  isWeekday,
} from './countries';

export interface CountryTime {
  weekday: Weekday;
  hour: number;
  /** midnight of today in the country's zone */
  today: TZDate;
}

/** The wall-clock time in the country's own zone. */
export function countryTime(country: Country, now: Date): CountryTime {
  const local = new TZDate(now.getTime(), country.timeZone);
  const mondayFirst = (local.getDay() + 6) % 7;
  const today = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), country.timeZone);
  return { weekday: WEEKDAYS[mondayFirst]!, hour: local.getHours(), today };
}

/** Active days, starting from today (in the country's zone) and wrapping round the week. */
export function activeDaysFromToday(country: Country, now: Date): Weekday[] {
  const todayIndex = WEEKDAYS.indexOf(countryTime(country, now).weekday);
  const offset = (day: Weekday) => (WEEKDAYS.indexOf(day) - todayIndex + 7) % 7;
  return [...country.activeDays].sort((a, b) => offset(a) - offset(b));
}

/** Midnight (country zone) of the next date falling on that weekday; today counts. */
export function nextDateOf(country: Country, day: Weekday, now: Date): TZDate {
  const { weekday, today } = countryTime(country, now);
  const ahead = (WEEKDAYS.indexOf(day) - WEEKDAYS.indexOf(weekday) + 7) % 7;
  return addDays(today, ahead);
}

export interface ScheduledHour {
  hour: DrawHour;
  /** true only for today's hours whose number is ≤ the current hour */
  past: boolean;
}

/** The day's hours, upcoming first, then today's past hours. */
export function hoursOfDay(country: Country, day: Weekday, now: Date): ScheduledHour[] {
  const time = countryTime(country, now);
  const isToday = time.weekday === day;
  const hours = hoursOn(country, day).map((hour) => ({
    hour,
    past: isToday && hourNumber(hour) <= time.hour,
  }));
  return [...hours.filter((h) => !h.past), ...hours.filter((h) => h.past)];
}

/** The next hour still to come today, or null when today has no draw left. */
export function nextDrawHourToday(country: Country, now: Date): DrawHour | null {
  const { weekday } = countryTime(country, now);
  if (!country.activeDays.includes(weekday)) return null;
  return hoursOfDay(country, weekday, now).find((h) => !h.past)?.hour ?? null;
}

export interface Draw {
  country: Country;
  day: Weekday;
  time: DrawHour;
  /** the draw's instant, as ISO 8601 with the country's offset */
  drawAt: string;
}

/** The instant of the next draw at that day and hour; '24h' is midnight at the end of the day. */
export function drawInstant(country: Country, day: Weekday, time: DrawHour, now: Date): TZDate {
  const date = nextDateOf(country, day, now);
  return new TZDate(date.getFullYear(), date.getMonth(), date.getDate(), hourNumber(time), 0, 0, country.timeZone);
}

/**
 * The draw named by URL parts, or null when it is not open right now: unknown country, inactive
 * day, unknown hour, or an hour of today that has passed.
 */
export function findOpenDraw(countryCode: string | undefined, day: string | undefined, time: string | undefined, now: Date): Draw | null {
  const country = findCountry(countryCode);
  if (!country || !isWeekday(day) || !country.activeDays.includes(day)) return null;
  const scheduled = hoursOfDay(country, day, now).find((h) => h.hour === time);
  if (!scheduled || scheduled.past) return null;
  return { country, day, time: scheduled.hour, drawAt: drawInstant(country, day, scheduled.hour, now).toISOString() };
}

/** A draw has closed once its instant is reached. */
export function isDrawClosed(drawAt: string, now: Date): boolean {
  const instant = Date.parse(drawAt);
  return Number.isNaN(instant) || instant <= now.getTime();
}

/** The start of the draw's own day: a '24h' draw happens at midnight ending it, already the next date. */
export function drawDayOf(draw: { time: DrawHour; drawAt: string }): Date {
  return new Date(Date.parse(draw.drawAt) - hourNumber(draw.time) * 3_600_000);
}
