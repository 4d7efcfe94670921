import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findOpenDraw } from '../../src/game/schedule';
import { openBettingPath } from './bench-session';

const HOUR = 3_600_000;

function drawOf(path: string) {
  const [, , country, day, time] = path.split('/');
  return { country, day, time };
}

describe('openBettingPath', () => {
  it('a minute before a draw closes, picks tomorrow evening rather than that draw', () => {
    // Monday 23 November 2026, 06:59 in Abidjan (UTC): today's 7h draw closes a minute later.
    expect(openBettingPath(new Date('2026-11-23T06:59:00Z'))).toBe('/betting/CI/mardi/18h');
    expect(openBettingPath(new Date('2026-11-29T23:59:00Z'))).toBe('/betting/CI/lundi/18h');
  });

  it('whenever a bench starts, its draw stays open for the next 17 hours', () => {
    const week = { min: new Date('2026-11-23T00:00:00Z'), max: new Date('2026-11-30T00:00:00Z'), noInvalidDate: true };
    fc.assert(
      fc.property(fc.date(week), (start) => {
        const { country, day, time } = drawOf(openBettingPath(start));
        for (let hours = 0; hours <= 17; hours++) expect(findOpenDraw(country, day, time, new Date(start.getTime() + hours * HOUR))).not.toBeNull();
      }),
    );
  });
});
