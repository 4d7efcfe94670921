import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BIRTH_DATE_ERROR, UNDERAGE_ERROR, birthdayAt, calendarDateAt, checkAge, isAdult, parseCalendarDate, parseFrenchDate } from './age';

const LOME = 'Africa/Lome';
const PORTO_NOVO = 'Africa/Porto-Novo';
const at = (iso: string) => new Date(iso);

describe('18 or more on the day (DESIGN §10, issue 17)', () => {
  it('has the French message of issue 17', () => {
    expect(UNDERAGE_ERROR).toBe('Vous devez avoir 18 ans ou plus pour jouer.');
    expect(BIRTH_DATE_ERROR).toBe('Date de naissance invalide.');
  });

  it.each([
    ['2008-11-22', '2026-11-22T10:00:00Z', true, '18th birthday today'],
    ['2008-11-23', '2026-11-22T10:00:00Z', false, '18 tomorrow'],
    ['2008-11-21', '2026-11-22T10:00:00Z', true, '18 since yesterday'],
    ['1990-05-01', '2026-11-22T10:00:00Z', true, '36'],
    ['2026-11-22', '2026-11-22T10:00:00Z', false, 'born today'],
    ['2008-12-31', '2026-12-31T00:00:00Z', true, 'the first instant of the birthday'],
    ['2009-01-01', '2026-12-31T23:59:59Z', false, 'the last instant before it'],
  ])('born %s, at %s: %s (%s)', (birth, now, adult) => {
    expect(checkAge(birth, at(now), LOME)).toEqual(adult ? { ok: true } : { ok: false, error: UNDERAGE_ERROR });
    expect(isAdult(birth, at(now), LOME)).toBe(adult);
  });

  it('counts the day in the player’s zone: 23:30 UTC is already tomorrow in Porto-Novo (UTC+1), not in Lomé', () => {
    const now = at('2026-11-21T23:30:00Z');
    expect(isAdult('2008-11-22', now, PORTO_NOVO)).toBe(true);
    expect(isAdult('2008-11-22', now, LOME)).toBe(false);
  });

  it.each([
    ['2026-02-28T12:00:00Z', false],
    ['2026-03-01T00:00:00Z', true],
  ])('born on 29 February 2008, in a common year the birthday is 1 March: at %s adult is %s', (now, adult) => {
    expect(isAdult('2008-02-29', at(now), LOME)).toBe(adult);
  });

  it('a 29 February birthday stays 29 February in a leap year (never an 18th one: 18 is not a multiple of 4)', () => {
    expect(birthdayAt({ year: 2008, month: 2, day: 29 }, 20)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(birthdayAt({ year: 2008, month: 2, day: 29 }, 18)).toEqual({ year: 2026, month: 3, day: 1 });
    expect(birthdayAt({ year: 2008, month: 2, day: 28 }, 18)).toEqual({ year: 2026, month: 2, day: 28 });
  });

  it.each(['', '2008-2-1', '01/02/2008', '2008-02-30', '2007-02-29', '2008-13-01', '2008-00-10', '20080101', ' 2008-01-01', '1899-12-31', '2026-11-23'])(
    'refuses %j as an invalid date of birth (including the future, and before 1900)',
    (birth) => {
      expect(checkAge(birth, at('2026-11-22T10:00:00Z'), LOME)).toEqual({ ok: false, error: BIRTH_DATE_ERROR });
    },
  );

  it('accepts 1 January 1900', () => {
    expect(checkAge('1900-01-01', at('2026-11-22T10:00:00Z'), LOME)).toEqual({ ok: true });
  });

  it('is adult exactly from the date 18 years on (property)', () => {
    const DAY = 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2030, 0, 1) }), fc.integer({ min: -3 * 366, max: 3 * 366 }), (birthMs, offsetDays) => {
        const birth = new Date(birthMs);
        const text = birth.toISOString().slice(0, 10);
        const [y, m, d] = [birth.getUTCFullYear(), birth.getUTCMonth(), birth.getUTCDate()];
        // the 18th birthday by an independent rule: the same month and day, or 1 March for 29 February
        const birthday = m === 1 && d === 29 && new Date(Date.UTC(y + 18, 1, 29)).getUTCMonth() !== 1 ? Date.UTC(y + 18, 2, 1) : Date.UTC(y + 18, m, d);
        const now = new Date(birthday + offsetDays * DAY + 12 * 3_600_000);
        expect(isAdult(text, now, 'Africa/Abidjan')).toBe(offsetDays >= 0);
      }),
    );
  });
});

describe('calendar dates', () => {
  it('parses yyyy-mm-dd', () => {
    expect(parseCalendarDate('2008-02-29')).toEqual({ year: 2008, month: 2, day: 29 });
    expect(parseCalendarDate('2008-02-30')).toBeNull();
  });

  it('reads the date in a zone', () => {
    expect(calendarDateAt(at('2026-11-21T23:30:00Z'), PORTO_NOVO)).toEqual({ year: 2026, month: 11, day: 22 });
    expect(calendarDateAt(at('2026-11-21T23:30:00Z'), 'Africa/Accra')).toEqual({ year: 2026, month: 11, day: 21 });
  });
});

describe('parseFrenchDate: a date typed JJ/MM/AAAA', () => {
  it.each([
    ['14/03/2008', '2008-03-14'],
    ['4/3/2008', '2008-03-04'],
    [' 29.02.2008 ', '2008-02-29'],
    ['01-12-1990', '1990-12-01'],
  ])('reads %j as %s', (text, iso) => {
    expect(parseFrenchDate(text)).toBe(iso);
  });

  it.each(['29/02/2007', '31/04/2000', '2008-03-14', '14/03/08', '14 mars 2008', '', '14/13/2008'])('refuses %j', (text) => {
    expect(parseFrenchDate(text)).toBeNull();
  });
});
