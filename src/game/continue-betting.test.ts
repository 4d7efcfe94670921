import { describe, expect, it } from 'vitest';
import { type BasketDraw, continueBettingPath } from './continue-betting';

// Monday 23 November 2026. Lomé and Accra are UTC+0, Porto-Novo UTC+1.
const togo9h: BasketDraw = { country: 'TG', day: 'lundi', time: '9h', drawAt: '2026-11-23T09:00:00.000+00:00' };
const benin14h: BasketDraw = { country: 'BJ', day: 'lundi', time: '14h', drawAt: '2026-11-23T14:00:00.000+01:00' };
const ghanaTuesday19h: BasketDraw = { country: 'GH', day: 'mardi', time: '19h', drawAt: '2026-11-24T19:00:00.000+00:00' };

const at = (iso: string) => new Date(iso);

describe("continueBettingPath: where 'Continuer à parier' leads", () => {
  it('goes home when the basket is empty', () => {
    expect(continueBettingPath([], at('2026-11-23T08:00:00Z'))).toBe('/player');
  });

  it('goes back to the draw of the last item added', () => {
    expect(continueBettingPath([togo9h, benin14h], at('2026-11-23T08:00:00Z'))).toBe('/betting/BJ/lundi/14h');
    expect(continueBettingPath([benin14h, togo9h], at('2026-11-23T08:00:00Z'))).toBe('/betting/TG/lundi/9h');
  });

  it('skips the last items whose draws have closed, for the last one still on sale', () => {
    expect(continueBettingPath([benin14h, togo9h], at('2026-11-23T10:30:00Z'))).toBe('/betting/BJ/lundi/14h');
    expect(continueBettingPath([ghanaTuesday19h, benin14h, togo9h], at('2026-11-23T13:00:00Z'))).toBe('/betting/GH/mardi/19h');
  });

  it('a draw closes at its instant', () => {
    expect(continueBettingPath([togo9h], at('2026-11-23T08:59:59Z'))).toBe('/betting/TG/lundi/9h');
    expect(continueBettingPath([togo9h], at('2026-11-23T09:00:00Z'))).toBe('/player');
  });

  it('goes home when every draw has closed', () => {
    expect(continueBettingPath([togo9h, benin14h], at('2026-11-23T13:00:00Z'))).toBe('/player');
  });

  it("never sends the player to next week's draw of an item left from last week", () => {
    const lastWeek: BasketDraw = { country: 'TG', day: 'mardi', time: '9h', drawAt: '2026-11-17T09:00:00.000+00:00' };
    expect(continueBettingPath([lastWeek], at('2026-11-23T08:00:00Z'))).toBe('/player');
  });

  it('goes home rather than to a draw the schedule no longer has', () => {
    const unscheduled: BasketDraw = { country: 'TG', day: 'lundi', time: '10h', drawAt: '2026-11-23T10:00:00.000+00:00' };
    expect(continueBettingPath([unscheduled], at('2026-11-23T08:00:00Z'))).toBe('/player');
  });
});
