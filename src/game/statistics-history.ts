import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { type Country, WEEKDAYS, hourNumber, hoursOn } from './countries';

/**
 * A made-up history of past results for the demo (npm start) and the statistics benchmark (issue 41), in the
 * shape import_draw_results takes: every scheduled draw of a country over some days, with numbers from a
 * seeded generator, so the same seed always gives the same history.
 */

export interface HistoryRow {
  country: string;
  /** ISO 8601 (UTC) */
  draw_at: string;
  winning: number[];
  machine: number[];
}

/** mulberry32: a small seeded generator of floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Five different balls of 1–90, in drawn order. */
export function drawBalls(random: () => number): number[] {
  const balls: number[] = [];
  while (balls.length < 5) {
    const ball = 1 + Math.floor(random() * 90);
    if (!balls.includes(ball)) balls.push(ball);
  }
  return balls;
}

/** The instants of a country's scheduled draws of the `days` local days ending the day before `before`'s, oldest first. */
export function pastDrawInstants(country: Country, before: Date, days: number): Date[] {
  const today = new TZDate(before.getTime(), country.timeZone);
  const instants: Date[] = [];
  for (let back = days; back >= 1; back--) {
    const date = addDays(new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), 0, 0, 0, country.timeZone), -back);
    const weekday = WEEKDAYS[(date.getDay() + 6) % 7]!;
    for (const hour of hoursOn(country, weekday)) {
      instants.push(new Date(new TZDate(date.getFullYear(), date.getMonth(), date.getDate(), hourNumber(hour), 0, 0, country.timeZone).getTime()));
    }
  }
  return instants;
}

/** Every scheduled draw of these countries over the `days` days before `before`'s, with seeded numbers. */
export function madeUpHistory(countries: readonly Country[], before: Date, days: number, seed: number): HistoryRow[] {
  const random = seededRandom(seed);
  return countries.flatMap((country) =>
    pastDrawInstants(country, before, days).map((at) => ({ country: country.code, draw_at: at.toISOString(), winning: drawBalls(random), machine: drawBalls(random) })),
  );
}
