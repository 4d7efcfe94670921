import { describe, expect, it } from 'vitest';
import { findCountry } from './countries';
import { drawBalls, madeUpHistory, pastDrawInstants, seededRandom } from './statistics-history';

const country = (code: string) => findCountry(code)!;

describe('a made-up history of past results (demo and benchmark)', () => {
  it("lists a country's scheduled draws of the days before today, oldest first", () => {
    // Wednesday 25 Nov. 2026, 10:00 UTC: Monday 23 and Tuesday 24 in Lomé (UTC), three draws each
    expect(pastDrawInstants(country('TG'), new Date('2026-11-25T10:00:00Z'), 2).map((d) => d.toISOString())).toEqual([
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T13:00:00.000Z',
      '2026-11-23T18:00:00.000Z',
      '2026-11-24T09:00:00.000Z',
      '2026-11-24T13:00:00.000Z',
      '2026-11-24T18:00:00.000Z',
    ]);
  });

  it("skips a day without draws and puts Bénin's 24h at midnight ending its day (UTC+1)", () => {
    // Monday 23 Nov. 2026: Togo's day before is Sunday 22, without draws
    expect(pastDrawInstants(country('TG'), new Date('2026-11-23T10:00:00Z'), 1)).toEqual([]);
    expect(pastDrawInstants(country('BJ'), new Date('2026-11-25T10:00:00Z'), 1).map((d) => d.toISOString())).toEqual([
      '2026-11-24T10:00:00.000Z',
      '2026-11-24T13:00:00.000Z',
      '2026-11-24T17:00:00.000Z',
      '2026-11-24T20:00:00.000Z',
      '2026-11-24T23:00:00.000Z',
    ]);
  });

  it('draws five different balls of 1–90, the same for the same seed', () => {
    const first = drawBalls(seededRandom(41));
    expect(first).toEqual(drawBalls(seededRandom(41)));
    expect(new Set(first).size).toBe(5);
    expect(first.every((ball) => Number.isInteger(ball) && ball >= 1 && ball <= 90)).toBe(true);
    // a constant generator still ends: it is asked again until five differ
    let n = 0;
    expect(drawBalls(() => [0, 0, 0.5, 0.999, 0.1, 0.2][n++ % 6]!)).toEqual([1, 46, 90, 10, 19]);
  });

  it('gives every draw of each country its numbers, the same history for the same seed', () => {
    const history = madeUpHistory([country('GH'), country('TG')], new Date('2026-11-25T10:00:00Z'), 2, 7);
    expect(history.map((row) => `${row.country} ${row.draw_at}`)).toEqual([
      'GH 2026-11-23T19:00:00.000Z',
      'GH 2026-11-24T19:00:00.000Z',
      'TG 2026-11-23T09:00:00.000Z',
      'TG 2026-11-23T13:00:00.000Z',
      'TG 2026-11-23T18:00:00.000Z',
      'TG 2026-11-24T09:00:00.000Z',
      'TG 2026-11-24T13:00:00.000Z',
      'TG 2026-11-24T18:00:00.000Z',
    ]);
    expect(history).toEqual(madeUpHistory([country('GH'), country('TG')], new Date('2026-11-25T10:00:00Z'), 2, 7));
    expect(history.every((row) => row.winning.length === 5 && row.machine.length === 5)).toBe(true);
  });
});
