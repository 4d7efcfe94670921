export type CountryCode = 'TG' | 'BJ' | 'CI' | 'GH';

/** French weekday names, Monday first (weeks start on Monday). */
export const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** An hour string as the schedule writes it: '9h' … '24h'. */
export type DrawHour = `${number}h`;

export interface Country {
  code: CountryCode;
  name: string;
  /** lowercase ISO 3166 code, the key of the SVG flag */
  flag: string;
  timeZone: string;
  activeDays: readonly Weekday[];
  gameHours: Readonly<Partial<Record<Weekday, readonly DrawHour[]>>>;
}

const MONDAY_TO_SATURDAY = WEEKDAYS.slice(0, 6);

function sameHoursOn(days: readonly Weekday[], hours: readonly DrawHour[]) {
  return Object.fromEntries(days.map((day) => [day, hours])) as Partial<Record<Weekday, readonly DrawHour[]>>;
}

export const COUNTRIES: readonly Country[] = [
  {
    code: 'TG',
    name: 'Togo',
    flag: 'tg',
    timeZone: 'Africa/Lome',
    activeDays: MONDAY_TO_SATURDAY,
    gameHours: sameHoursOn(MONDAY_TO_SATURDAY, ['9h', '13h', '18h']),
  },
  {
    code: 'BJ',
    name: 'Bénin',
    flag: 'bj',
    timeZone: 'Africa/Porto-Novo',
    activeDays: WEEKDAYS,
    gameHours: sameHoursOn(WEEKDAYS, ['11h', '14h', '18h', '21h', '24h']),
  },
  {
    code: 'CI',
    name: "Côte d'Ivoire",
    flag: 'ci',
    timeZone: 'Africa/Abidjan',
    activeDays: WEEKDAYS,
    gameHours: sameHoursOn(WEEKDAYS, ['7h', '10h', '13h', '16h', '18h', '21h', '23h']),
  },
  {
    code: 'GH',
    name: 'Ghana',
    flag: 'gh',
    timeZone: 'Africa/Accra',
    activeDays: MONDAY_TO_SATURDAY,
    gameHours: sameHoursOn(MONDAY_TO_SATURDAY, ['19h']),
  },
];

/** Looks a country up by code, case-insensitively; undefined for anything unknown. */
export function findCountry(code: string | undefined): Country | undefined {
  if (!code) return undefined;
  const upper = code.toUpperCase();
  return COUNTRIES.find((country) => country.code === upper);
}

/** The country whose time zone a device reports ('Africa/Lome' → Togo), or undefined. */
export function findCountryByTimeZone(timeZone: string | undefined): Country | undefined {
  return COUNTRIES.find((country) => country.timeZone === timeZone);
}

export function isWeekday(value: string | undefined): value is Weekday {
  return (WEEKDAYS as readonly string[]).includes(value ?? '');
}

export function hoursOn(country: Country, day: Weekday): readonly DrawHour[] {
  return country.gameHours[day] ?? [];
}

/** '9h' → 9, '24h' → 24; NaN for anything else. */
export function hourNumber(hour: string): number {
  const match = /^(\d{1,2})h$/.exec(hour);
  return match ? Number(match[1]) : Number.NaN;
}
