import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, type Country, type Weekday, WEEKDAYS, findCountry, hourNumber, hoursOn } from './countries';
import {
  activeDaysFromToday,
  countryTime,
  drawDayOf,
  drawInstant,
  findOpenDraw,
  hoursOfDay,
  isDrawClosed,
  nextDateOf,
  nextDrawHourToday,
} from './schedule';
import { formatDrawDate } from './format';

const TG = findCountry('TG')!;
const BJ = findCountry('BJ')!;
const CI = findCountry('CI')!;
const GH = findCountry('GH')!;

// November 2026: Saturday 21, Sunday 22, Monday 23 … Sunday 29. Lomé, Abidjan and Accra are UTC+0,
// Porto-Novo UTC+1, none with daylight saving.
const at = (iso: string) => new Date(iso);
const hours = (list: { hour: string; past: boolean }[]) => list.map(({ hour, past }) => (past ? `${hour} (passé)` : hour));

describe('countryTime: the wall clock in each country', () => {
  it.each([
    ['TG', '2026-11-23T09:00:00Z', 'lundi', 9, '2026-11-23T00:00:00.000+00:00'],
    ['GH', '2026-11-23T09:00:00Z', 'lundi', 9, '2026-11-23T00:00:00.000+00:00'],
    ['CI', '2026-11-23T09:00:00Z', 'lundi', 9, '2026-11-23T00:00:00.000+00:00'],
    ['BJ', '2026-11-23T09:00:00Z', 'lundi', 10, '2026-11-23T00:00:00.000+01:00'],
    ['BJ', '2026-11-22T23:00:00Z', 'lundi', 0, '2026-11-23T00:00:00.000+01:00'],
    ['CI', '2026-11-22T23:59:59Z', 'dimanche', 23, '2026-11-22T00:00:00.000+00:00'],
  ] as const)('%s at %s is %s, hour %i', (code, now, weekday, hour, today) => {
    const time = countryTime(findCountry(code)!, at(now));
    expect(time.weekday).toBe(weekday);
    expect(time.hour).toBe(hour);
    expect(time.today.toISOString()).toBe(today);
  });
});

describe('exactly on the hour (hour ≤ current hour is past)', () => {
  it('at 9:00:00 in Lomé the 9h draw has passed', () => {
    const now = at('2026-11-23T09:00:00Z');
    expect(hours(hoursOfDay(TG, 'lundi', now))).toEqual(['13h', '18h', '9h (passé)']);
    expect(nextDrawHourToday(TG, now)).toBe('13h');
    expect(findOpenDraw('TG', 'lundi', '9h', now)).toBeNull();
  });

  it('at 8:59:59 in Lomé the 9h draw is still upcoming', () => {
    const now = at('2026-11-23T08:59:59Z');
    expect(hours(hoursOfDay(TG, 'lundi', now))).toEqual(['9h', '13h', '18h']);
    expect(nextDrawHourToday(TG, now)).toBe('9h');
    expect(findOpenDraw('TG', 'lundi', '9h', now)?.drawAt).toBe('2026-11-23T09:00:00.000+00:00');
  });

  it('at 9:59:59 in Lomé 9h is still past and 13h upcoming', () => {
    const now = at('2026-11-23T09:59:59Z');
    expect(hours(hoursOfDay(TG, 'lundi', now))).toEqual(['13h', '18h', '9h (passé)']);
  });

  it('at 18:00 every Togo draw of the day is past and there is none left today', () => {
    const now = at('2026-11-23T18:00:00Z');
    expect(hours(hoursOfDay(TG, 'lundi', now))).toEqual(['9h (passé)', '13h (passé)', '18h (passé)']);
    expect(nextDrawHourToday(TG, now)).toBeNull();
  });

  it('Porto-Novo is an hour ahead: 10:00 UTC is 11:00 there, so 11h has passed in Bénin', () => {
    const now = at('2026-11-23T10:00:00Z');
    expect(nextDrawHourToday(BJ, now)).toBe('14h');
    expect(nextDrawHourToday(CI, now)).toBe('13h');
    expect(hours(hoursOfDay(CI, 'lundi', now))).toEqual(['13h', '16h', '18h', '21h', '23h', '7h (passé)', '10h (passé)']);
  });
});

describe('23:59 in Abidjan while it is already 00:59 tomorrow in Porto-Novo', () => {
  const now = at('2026-11-22T23:59:00Z');

  it('each country has its own "today"', () => {
    expect(countryTime(CI, now)).toMatchObject({ weekday: 'dimanche', hour: 23 });
    expect(countryTime(BJ, now)).toMatchObject({ weekday: 'lundi', hour: 0 });
  });

  it("Côte d'Ivoire has no draw left on Sunday; Bénin's Monday is untouched", () => {
    expect(nextDrawHourToday(CI, now)).toBeNull();
    expect(hoursOfDay(CI, 'dimanche', now).every((h) => h.past)).toBe(true);
    expect(nextDrawHourToday(BJ, now)).toBe('11h');
    expect(hoursOfDay(BJ, 'lundi', now).some((h) => h.past)).toBe(false);
  });

  it('Bénin no longer treats Sunday as today: its Sunday hours are all upcoming (next week)', () => {
    expect(hoursOfDay(BJ, 'dimanche', now).some((h) => h.past)).toBe(false);
    expect(nextDateOf(BJ, 'dimanche', now).toISOString()).toBe('2026-11-29T00:00:00.000+01:00');
  });

  it('active days start from each country’s today', () => {
    expect(activeDaysFromToday(CI, now)[0]).toBe('dimanche');
    expect(activeDaysFromToday(BJ, now)[0]).toBe('lundi');
  });

  it('the next Monday is tomorrow in Abidjan and today in Porto-Novo — the same calendar date', () => {
    expect(nextDateOf(CI, 'lundi', now).toISOString()).toBe('2026-11-23T00:00:00.000+00:00');
    expect(nextDateOf(BJ, 'lundi', now).toISOString()).toBe('2026-11-23T00:00:00.000+01:00');
    expect(nextDateOf(CI, 'dimanche', now).toISOString()).toBe('2026-11-22T00:00:00.000+00:00');
  });

  it('findOpenDraw follows each zone', () => {
    expect(findOpenDraw('CI', 'dimanche', '23h', now)).toBeNull();
    expect(findOpenDraw('CI', 'lundi', '7h', now)?.drawAt).toBe('2026-11-23T07:00:00.000+00:00');
    expect(findOpenDraw('BJ', 'lundi', '11h', now)?.drawAt).toBe('2026-11-23T11:00:00.000+01:00');
    // Sunday's midnight draw in Bénin happened 59 minutes ago: the next one is a week away.
    expect(findOpenDraw('BJ', 'dimanche', '24h', now)?.drawAt).toBe('2026-11-30T00:00:00.000+01:00');
  });
});

describe.each([
  ['Togo', TG],
  ['Ghana', GH],
])('Sunday in %s (no draw)', (_name, country) => {
  const sunday = at('2026-11-22T08:00:00Z');

  it('has no draw hour today', () => {
    expect(nextDrawHourToday(country, sunday)).toBeNull();
    expect(hoursOfDay(country, 'dimanche', sunday)).toEqual([]);
  });

  it('lists the active days from Monday', () => {
    expect(activeDaysFromToday(country, sunday)).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']);
  });

  it('next Monday is tomorrow', () => {
    expect(nextDateOf(country, 'lundi', sunday).toISOString()).toBe('2026-11-23T00:00:00.000+00:00');
  });

  it('refuses a Sunday draw and accepts any of Monday’s', () => {
    const first = hoursOn(country, 'lundi')[0]!;
    expect(findOpenDraw(country.code, 'dimanche', first, sunday)).toBeNull();
    expect(findOpenDraw(country.code, 'lundi', first, sunday)?.drawAt).toBe(`2026-11-23T${String(hourNumber(first)).padStart(2, '0')}:00:00.000+00:00`);
  });

  it('every hour on Monday is upcoming', () => {
    expect(hoursOfDay(country, 'lundi', sunday).every((h) => !h.past)).toBe(true);
  });
});

describe('24h: midnight at the end of its day', () => {
  it('is never past on its own day, even at 23:59:59 in Porto-Novo', () => {
    const now = at('2026-11-23T22:59:59Z');
    expect(countryTime(BJ, now)).toMatchObject({ weekday: 'lundi', hour: 23 });
    expect(hours(hoursOfDay(BJ, 'lundi', now))).toEqual(['24h', '11h (passé)', '14h (passé)', '18h (passé)', '21h (passé)']);
    expect(nextDrawHourToday(BJ, now)).toBe('24h');
  });

  it('its instant is midnight at the end of that day, in the country zone', () => {
    const now = at('2026-11-23T10:00:00Z');
    expect(drawInstant(BJ, 'lundi', '24h', now).toISOString()).toBe('2026-11-24T00:00:00.000+01:00');
    expect(drawInstant(BJ, 'dimanche', '24h', now).toISOString()).toBe('2026-11-30T00:00:00.000+01:00');
  });

  it('is open until midnight, then closes', () => {
    const draw = findOpenDraw('BJ', 'lundi', '24h', at('2026-11-23T22:59:59Z'))!;
    expect(draw.drawAt).toBe('2026-11-24T00:00:00.000+01:00');
    expect(isDrawClosed(draw.drawAt, at('2026-11-23T22:59:59.999Z'))).toBe(false);
    expect(isDrawClosed(draw.drawAt, at('2026-11-23T23:00:00Z'))).toBe(true);
  });

  it('at midnight the new day has its own 24h, still upcoming', () => {
    const now = at('2026-11-23T23:00:00Z');
    expect(countryTime(BJ, now)).toMatchObject({ weekday: 'mardi', hour: 0 });
    expect(nextDrawHourToday(BJ, now)).toBe('11h');
    expect(findOpenDraw('BJ', 'mardi', '24h', now)?.drawAt).toBe('2026-11-25T00:00:00.000+01:00');
  });
});

describe("drawDayOf: the draw's own day", () => {
  it("is the draw's date for a 24h draw, not the next day's midnight", () => {
    const draw = findOpenDraw('BJ', 'lundi', '24h', at('2026-11-23T08:00:00Z'))!;
    expect(formatDrawDate(drawDayOf(draw), BJ.timeZone)).toBe('23 nov. 2026');
  });

  it('is the same date for every hour of the day', () => {
    for (const time of hoursOn(BJ, 'lundi')) {
      const draw = findOpenDraw('BJ', 'lundi', time, at('2026-11-23T08:00:00Z'))!;
      expect(formatDrawDate(drawDayOf(draw), BJ.timeZone), time).toBe('23 nov. 2026');
    }
  });
});

describe('nextDateOf', () => {
  const wednesday = at('2026-11-25T12:00:00Z');

  it('today counts', () => {
    expect(nextDateOf(CI, 'mercredi', wednesday).toISOString()).toBe('2026-11-25T00:00:00.000+00:00');
  });

  it.each([
    ['jeudi', '2026-11-26'],
    ['vendredi', '2026-11-27'],
    ['samedi', '2026-11-28'],
    ['dimanche', '2026-11-29'],
    ['lundi', '2026-11-30'],
    ['mardi', '2026-12-01'],
  ] as const)('%s after a Wednesday is %s (wrapping the week and the month)', (day, date) => {
    expect(nextDateOf(CI, day, wednesday).toISOString()).toBe(`${date}T00:00:00.000+00:00`);
    expect(nextDateOf(BJ, day, wednesday).toISOString()).toBe(`${date}T00:00:00.000+01:00`);
  });

  it('wraps the year', () => {
    expect(nextDateOf(TG, 'lundi', at('2026-12-31T12:00:00Z')).toISOString()).toBe('2027-01-04T00:00:00.000+00:00');
  });

  it('is always midnight in the zone, 0–6 days ahead, on the asked weekday (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom(...COUNTRIES),
        fc.constantFrom(...WEEKDAYS),
        (now, country, day) => {
          const date = nextDateOf(country, day, now);
          const today = countryTime(country, now).today;
          const days = Math.round((date.getTime() - today.getTime()) / 86_400_000);
          expect(days).toBeGreaterThanOrEqual(0);
          expect(days).toBeLessThanOrEqual(6);
          expect([date.getHours(), date.getMinutes(), date.getSeconds()]).toEqual([0, 0, 0]);
          expect(countryTime(country, date).weekday).toBe(day);
        },
      ),
    );
  });
});

describe('activeDaysFromToday', () => {
  it.each(WEEKDAYS.map((day, i) => [day, i] as const))('in Bénin, on %s, starts today and wraps round the week', (day, i) => {
    const now = at(`2026-11-${String(23 + i).padStart(2, '0')}T12:00:00Z`);
    expect(countryTime(BJ, now).weekday).toBe(day);
    expect(activeDaysFromToday(BJ, now)).toEqual([...WEEKDAYS.slice(i), ...WEEKDAYS.slice(0, i)]);
  });

  it('in Togo on a Wednesday: Wednesday to Saturday, then Monday and Tuesday', () => {
    expect(activeDaysFromToday(TG, at('2026-11-25T12:00:00Z'))).toEqual(['mercredi', 'jeudi', 'vendredi', 'samedi', 'lundi', 'mardi']);
  });

  it('in Ghana on a Saturday evening after the draw: Saturday still comes first', () => {
    expect(activeDaysFromToday(GH, at('2026-11-28T20:00:00Z'))).toEqual(['samedi', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi']);
    expect(nextDrawHourToday(GH, at('2026-11-28T20:00:00Z'))).toBeNull();
    expect(nextDrawHourToday(GH, at('2026-11-28T18:59:59Z'))).toBe('19h');
  });

  it('does not change the country', () => {
    activeDaysFromToday(TG, at('2026-11-25T12:00:00Z'));
    expect(TG.activeDays).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']);
  });
});

describe('hoursOfDay', () => {
  it('on another day than today, nothing is past and the order is the schedule’s', () => {
    const now = at('2026-11-23T20:00:00Z');
    expect(hours(hoursOfDay(CI, 'mardi', now))).toEqual(['7h', '10h', '13h', '16h', '18h', '21h', '23h']);
  });

  it('is empty for an inactive day', () => {
    expect(hoursOfDay(GH, 'dimanche', at('2026-11-23T12:00:00Z'))).toEqual([]);
  });
});

describe('findOpenDraw', () => {
  const monday10 = at('2026-11-23T10:00:00Z');

  it.each([
    ['unknown country', 'FR', 'lundi', '13h'],
    ['missing country', undefined, 'lundi', '13h'],
    ['missing day', 'TG', undefined, '13h'],
    ['missing hour', 'TG', 'lundi', undefined],
    ['capitalised day', 'TG', 'Lundi', '13h'],
    ['English day', 'TG', 'monday', '13h'],
    ['inactive day', 'TG', 'dimanche', '13h'],
    ['unknown hour', 'TG', 'lundi', '10h'],
    ['hour of another country', 'GH', 'lundi', '9h'],
    ['badly written hour', 'TG', 'lundi', '13H'],
    ['past hour today', 'TG', 'lundi', '9h'],
    ['the hour that is now', 'CI', 'lundi', '10h'],
  ])('is null for a %s', (_why, country, day, time) => {
    expect(findOpenDraw(country, day, time, monday10)).toBeNull();
  });

  it.each(['TG', 'tg', 'Tg'])('accepts the code %s and returns the country', (code) => {
    const draw = findOpenDraw(code, 'lundi', '13h', monday10);
    expect(draw).toEqual({ country: TG, day: 'lundi', time: '13h', drawAt: '2026-11-23T13:00:00.000+00:00' });
  });

  it('an hour past today is open on another day (next week for the same weekday is not offered today)', () => {
    expect(findOpenDraw('TG', 'mardi', '9h', monday10)?.drawAt).toBe('2026-11-24T09:00:00.000+00:00');
  });

  it('gives the draw instant with the country offset', () => {
    expect(findOpenDraw('BJ', 'mercredi', '21h', monday10)?.drawAt).toBe('2026-11-25T21:00:00.000+01:00');
    expect(findOpenDraw('GH', 'samedi', '19h', monday10)?.drawAt).toBe('2026-11-28T19:00:00.000+00:00');
    expect(Date.parse(findOpenDraw('BJ', 'mercredi', '21h', monday10)!.drawAt)).toBe(Date.parse('2026-11-25T20:00:00Z'));
  });

  it('is open exactly for the upcoming hours, and an open draw is in the next 7 days (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom(...COUNTRIES),
        fc.constantFrom(...WEEKDAYS),
        (now, country: Country, day: Weekday) => {
          const time = countryTime(country, now);
          for (const hour of hoursOn(country, day)) {
            const draw = findOpenDraw(country.code, day, hour, now);
            const shouldBeOpen = time.weekday !== day || hourNumber(hour) > time.hour;
            expect(draw !== null).toBe(shouldBeOpen);
            if (draw) {
              const ms = Date.parse(draw.drawAt) - now.getTime();
              expect(ms).toBeGreaterThan(0);
              expect(ms).toBeLessThanOrEqual(7 * 86_400_000);
              expect(isDrawClosed(draw.drawAt, now)).toBe(false);
            }
          }
        },
      ),
    );
  });
});

describe('isDrawClosed', () => {
  const drawAt = '2026-11-23T09:00:00.000+00:00';
  it.each([
    ['2026-11-23T08:59:59.999Z', false],
    ['2026-11-23T09:00:00Z', true],
    ['2026-11-23T10:00:00Z', true],
    ['2026-11-22T09:00:00Z', false],
  ])('at %s: %s', (now, closed) => {
    expect(isDrawClosed(drawAt, at(now))).toBe(closed);
  });

  it.each(['', 'demain', '2026-13-45'])('treats the unreadable instant %j as closed', (bad) => {
    expect(isDrawClosed(bad, at('2026-11-23T00:00:00Z'))).toBe(true);
  });
});
