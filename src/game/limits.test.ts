import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import {
  EXCLUSION_DURATIONS,
  EXCLUSION_LABELS,
  LIMIT_AMOUNT_ERROR,
  LIMIT_MAX,
  LIMIT_MIN,
  LIMIT_PERIOD_LABELS,
  checkLimitAmount,
  exclusionEnd,
  limitChangeTakesEffect,
  limitLabel,
  periodWindow,
} from './limits';
import { cfa } from '../../tests/kit/amounts';

const LOME = 'Africa/Lome'; // UTC+0
const PORTO_NOVO = 'Africa/Porto-Novo'; // UTC+1
const iso = (window: { start: Date; end: Date }) => [window.start.toISOString(), window.end.toISOString()];

describe('periodWindow: the calendar period in the player’s zone, [start, end)', () => {
  // 2026-11-22 is a Sunday, 2026-11-23 a Monday.
  it.each([
    ['day', '2026-11-22T10:00:00Z', LOME, '2026-11-22T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['day', '2026-11-22T10:00:00Z', PORTO_NOVO, '2026-11-21T23:00:00.000Z', '2026-11-22T23:00:00.000Z'],
    ['day', '2026-11-22T23:30:00Z', PORTO_NOVO, '2026-11-22T23:00:00.000Z', '2026-11-23T23:00:00.000Z'],
    ['day', '2026-11-22T00:00:00Z', LOME, '2026-11-22T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['week', '2026-11-22T10:00:00Z', LOME, '2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['week', '2026-11-23T00:00:00Z', LOME, '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
    ['week', '2026-11-22T23:30:00Z', PORTO_NOVO, '2026-11-22T23:00:00.000Z', '2026-11-29T23:00:00.000Z'],
    ['week', '2026-11-22T23:30:00Z', LOME, '2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['month', '2026-11-22T10:00:00Z', LOME, '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    ['month', '2026-11-30T23:30:00Z', PORTO_NOVO, '2026-11-30T23:00:00.000Z', '2026-12-31T23:00:00.000Z'],
    ['month', '2026-02-14T12:00:00Z', 'Africa/Abidjan', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
  ] as const)('%s at %s in %s is [%s, %s)', (period, now, zone, start, end) => {
    expect(iso(periodWindow(period, new Date(now), zone))).toEqual([start, end]);
  });

  it('always holds now, and periods nest: day ⊆ week, day ⊆ month (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), fc.constantFrom(...COUNTRIES.map((c) => c.timeZone)), (ms, zone) => {
        const now = new Date(ms);
        const [day, week, month] = (['day', 'week', 'month'] as const).map((p) => periodWindow(p, now, zone));
        for (const w of [day!, week!, month!]) {
          expect(w.start.getTime()).toBeLessThanOrEqual(ms);
          expect(ms).toBeLessThan(w.end.getTime());
        }
        expect(day!.end.getTime() - day!.start.getTime()).toBe(86_400_000);
        expect(week!.end.getTime() - week!.start.getTime()).toBe(7 * 86_400_000);
        expect(day!.start.getTime()).toBeGreaterThanOrEqual(week!.start.getTime());
        expect(day!.end.getTime()).toBeLessThanOrEqual(week!.end.getTime());
        expect(day!.start.getTime()).toBeGreaterThanOrEqual(month!.start.getTime());
        expect(day!.end.getTime()).toBeLessThanOrEqual(month!.end.getTime());
      }),
    );
  });
});

describe('limitChangeTakesEffect: lowering at once, raising or removing 24 h later', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it.each([
    ['lowering 5 000 → 1 000', 5000, 1000, '2026-11-22T10:00:00.000Z'],
    ['setting a first limit', null, 1000, '2026-11-22T10:00:00.000Z'],
    ['keeping the same amount', 1000, 1000, '2026-11-22T10:00:00.000Z'],
    ['raising 1 000 → 2 000', 1000, 2000, '2026-11-23T10:00:00.000Z'],
    ['removing a limit', 1000, null, '2026-11-23T10:00:00.000Z'],
    ['no limit before or after', null, null, '2026-11-22T10:00:00.000Z'],
  ])('%s', (_name, current, next, effective) => {
    expect(limitChangeTakesEffect(current, next, now).toISOString()).toBe(effective);
  });
});

describe('exclusionEnd', () => {
  it.each([
    ['24h', '2026-11-22T10:00:00Z', LOME, '2026-11-23T10:00:00.000Z'],
    ['7d', '2026-11-22T10:00:00Z', LOME, '2026-11-29T10:00:00.000Z'],
    ['30d', '2026-11-22T10:00:00Z', LOME, '2026-12-22T10:00:00.000Z'],
    ['6m', '2026-11-22T10:00:00Z', LOME, '2027-05-22T10:00:00.000Z'],
    ['6m', '2026-08-31T10:00:00Z', LOME, '2027-02-28T10:00:00.000Z'],
    ['6m', '2026-08-31T23:30:00Z', PORTO_NOVO, '2027-02-28T23:30:00.000Z'],
  ] as const)('%s from %s in %s ends at %s', (duration, now, zone, end) => {
    expect(exclusionEnd(duration, new Date(now), zone)?.toISOString()).toBe(end);
  });

  it('never ends when permanent', () => {
    expect(exclusionEnd('permanent', new Date('2026-11-22T10:00:00Z'), LOME)).toBeNull();
  });
});

describe('French labels', () => {
  it('name each limit and period', () => {
    expect(limitLabel('stake', 'day')).toBe('Limite de mise journalière');
    expect(limitLabel('stake', 'week')).toBe('Limite de mise hebdomadaire');
    expect(limitLabel('deposit', 'month')).toBe('Limite de dépôt mensuelle');
    expect(LIMIT_PERIOD_LABELS).toEqual({ day: 'Par jour', week: 'Par semaine', month: 'Par mois' });
  });

  it('name each exclusion length, in DESIGN §10’s order', () => {
    expect(EXCLUSION_DURATIONS.map((d) => EXCLUSION_LABELS[d])).toEqual(['24 heures', '7 jours', '30 jours', '6 mois', 'Définitive']);
  });
});

describe('checkLimitAmount: 100 to 100 000 000 CFA, typed in digits', () => {
  it.each([
    ['100', 100],
    [' 1000 ', 1000],
    ['0500', 500],
    ['100000000', 100_000_000],
  ])('accepts %j as %i', (text, value) => {
    expect(checkLimitAmount(text)).toEqual({ ok: true, value });
  });

  it.each(['99', '100000001', '', '1 000', '1.000', '-500', '5e3', '١٠٠٠', '9'.repeat(20)])('refuses %j', (text) => {
    expect(checkLimitAmount(text)).toEqual({ ok: false, error: LIMIT_AMOUNT_ERROR });
  });

  it('has a French message naming the bounds', () => {
    expect(LIMIT_AMOUNT_ERROR).toBe(cfa('Saisissez une limite entre 100 CFA et 100 000 000 CFA, en chiffres.'));
    expect([LIMIT_MIN, LIMIT_MAX]).toEqual([100, 100_000_000]);
  });
});
