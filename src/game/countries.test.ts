import { describe, expect, it } from 'vitest';
import { COUNTRIES, WEEKDAYS, findCountry, findCountryByTimeZone, hourNumber, hoursOn, isWeekday } from './countries';

const MONDAY_TO_SATURDAY = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const EVERY_DAY = [...MONDAY_TO_SATURDAY, 'dimanche'];

// SPEC §9 "Draw schedule", DESIGN §5 time zones.
const SCHEDULE = [
  { code: 'TG', name: 'Togo', flag: 'tg', timeZone: 'Africa/Lome', days: MONDAY_TO_SATURDAY, hours: ['9h', '13h', '18h'] },
  { code: 'BJ', name: 'Bénin', flag: 'bj', timeZone: 'Africa/Porto-Novo', days: EVERY_DAY, hours: ['11h', '14h', '18h', '21h', '24h'] },
  { code: 'CI', name: "Côte d'Ivoire", flag: 'ci', timeZone: 'Africa/Abidjan', days: EVERY_DAY, hours: ['7h', '10h', '13h', '16h', '18h', '21h', '23h'] },
  { code: 'GH', name: 'Ghana', flag: 'gh', timeZone: 'Africa/Accra', days: MONDAY_TO_SATURDAY, hours: ['19h'] },
] as const;

describe('the four countries (SPEC §9 draw schedule)', () => {
  it('lists exactly TG, BJ, CI, GH in that order', () => {
    expect(COUNTRIES.map((c) => c.code)).toEqual(['TG', 'BJ', 'CI', 'GH']);
  });

  describe.each(SCHEDULE)('$name ($code)', ({ code, name, flag, timeZone, days, hours }) => {
    const country = findCountry(code)!;

    it(`is named ${name}, flag ${flag}, in ${timeZone}`, () => {
      expect(country).toMatchObject({ code, name, flag, timeZone });
    });

    it(`plays on ${days.join(', ')}`, () => {
      expect(country.activeDays).toEqual(days);
    });

    it.each(WEEKDAYS.map((day) => [day] as const))(`has the right hours on %s`, (day) => {
      expect(hoursOn(country, day)).toEqual(days.includes(day) ? hours : []);
    });
  });

  it('has a schedule entry for each active day and none for the others', () => {
    for (const country of COUNTRIES) {
      expect(Object.keys(country.gameHours).sort()).toEqual([...country.activeDays].sort());
    }
  });

  it('every hour string is a whole hour 1–24 written "Nh", sorted ascending', () => {
    for (const country of COUNTRIES) {
      for (const day of country.activeDays) {
        const numbers = hoursOn(country, day).map(hourNumber);
        expect(numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 24)).toBe(true);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      }
    }
  });

  it('only Togo and Ghana rest on Sunday', () => {
    expect(COUNTRIES.filter((c) => !c.activeDays.includes('dimanche')).map((c) => c.code)).toEqual(['TG', 'GH']);
  });
});

describe('findCountry', () => {
  it.each([
    ['TG', 'TG'],
    ['tg', 'TG'],
    ['Bj', 'BJ'],
    ['ci', 'CI'],
    ['GH', 'GH'],
  ])('finds %s case-insensitively', (input, code) => {
    expect(findCountry(input)?.code).toBe(code);
  });

  it.each([undefined, '', 'FR', 'TGO', ' TG', 'T'])('is undefined for %j', (input) => {
    expect(findCountry(input)).toBeUndefined();
  });
});

describe('findCountryByTimeZone', () => {
  it.each([
    ['Africa/Lome', 'TG'],
    ['Africa/Porto-Novo', 'BJ'],
    ['Africa/Abidjan', 'CI'],
    ['Africa/Accra', 'GH'],
  ])('%s is %s', (zone, code) => {
    expect(findCountryByTimeZone(zone)?.code).toBe(code);
  });

  it.each(['Europe/Paris', 'Africa/Lagos', 'africa/lome', '', undefined])('%j is none of the four', (zone) => {
    expect(findCountryByTimeZone(zone)).toBeUndefined();
  });
});

describe('WEEKDAYS and isWeekday', () => {
  it('starts the week on Monday, in lowercase French', () => {
    expect(WEEKDAYS).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']);
  });

  it.each(EVERY_DAY)('accepts %s', (day) => {
    expect(isWeekday(day)).toBe(true);
  });

  it.each([undefined, '', 'Lundi', 'LUNDI', 'monday', 'lun'])('refuses %j', (value) => {
    expect(isWeekday(value)).toBe(false);
  });
});

describe('hourNumber', () => {
  it.each([
    ['7h', 7],
    ['9h', 9],
    ['13h', 13],
    ['24h', 24],
  ])('%s → %i', (hour, n) => {
    expect(hourNumber(hour)).toBe(n);
  });

  it.each(['', '9', 'h', '9H', '09:00', '100h', ' 9h', '9h '])('%j is not an hour', (hour) => {
    expect(hourNumber(hour)).toBeNaN();
  });
});
