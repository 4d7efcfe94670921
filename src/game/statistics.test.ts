import { describe, expect, it } from 'vitest';
import {
  type DrawStatistics,
  type NumberStatistic,
  drawsAgoText,
  longestAbsent,
  mostFrequent,
  sameStatisticsChoice,
  statisticsChoiceOf,
  statisticsSearchOf,
  timesText,
} from './statistics';

const n = (number: number, times: number, drawsAgo: number | null): NumberStatistic => ({
  number,
  times,
  drawsAgo,
  lastAt: drawsAgo === null ? null : '2026-11-26T18:00:00.000Z',
});
const stats = (numbers: NumberStatistic[]): DrawStatistics => ({
  country: 'TG',
  window: 10,
  drawCount: 10,
  firstAt: null,
  lastAt: null,
  numbers,
  pairs: [],
});

describe('the statistics page’s choice in its address', () => {
  it('reads ?pays=BJ&tirages=100', () => {
    expect(statisticsChoiceOf(new URLSearchParams('pays=BJ&tirages=100'))).toEqual({ country: 'BJ', draws: 100 });
  });

  it('takes Togo and 30 draws when missing or forged', () => {
    expect(statisticsChoiceOf(new URLSearchParams(''))).toEqual({ country: 'TG', draws: 30 });
    expect(statisticsChoiceOf(new URLSearchParams('pays=FR&tirages=1000'))).toEqual({ country: 'TG', draws: 30 });
    expect(statisticsChoiceOf(new URLSearchParams('pays=gh&tirages=10.0'))).toEqual({ country: 'TG', draws: 30 });
    expect(statisticsChoiceOf(new URLSearchParams('pays=GH&tirages=-10'))).toEqual({ country: 'GH', draws: 30 });
  });

  it('writes it back, and compares two', () => {
    expect(statisticsSearchOf({ country: 'CI', draws: 300 }).toString()).toBe('pays=CI&tirages=300');
    expect(sameStatisticsChoice({ country: 'CI', draws: 10 }, { country: 'CI', draws: 10 })).toBe(true);
    expect(sameStatisticsChoice({ country: 'CI', draws: 10 }, { country: 'CI', draws: 30 })).toBe(false);
  });
});

describe('hottest and longest absent numbers', () => {
  const numbers = [n(1, 2, 4), n(2, 5, 0), n(3, 0, null), n(4, 2, 1), n(5, 0, null), n(6, 1, 9)];

  it('the most frequent first, ties by the smaller number, never a number that did not come out', () => {
    expect(mostFrequent(stats(numbers), 4).map((x) => x.number)).toEqual([2, 1, 4, 6]);
    expect(mostFrequent(stats([n(1, 0, null)]))).toEqual([]);
  });

  it('never out in the window first, then the oldest last appearance', () => {
    expect(longestAbsent(stats(numbers), 4).map((x) => x.number)).toEqual([3, 5, 6, 1]);
  });
});

describe('French wording', () => {
  it('says how many draws ago', () => {
    expect(drawsAgoText(0)).toBe('au dernier tirage');
    expect(drawsAgoText(1)).toBe('il y a 1 tirage');
    expect(drawsAgoText(12)).toBe('il y a 12 tirages');
    expect(drawsAgoText(null)).toBe('pas sur la période');
  });

  it('says how many times', () => {
    expect(timesText(0)).toBe('0 fois');
    expect(timesText(3)).toBe('3 fois');
  });
});
