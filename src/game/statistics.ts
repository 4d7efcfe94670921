import { COUNTRIES, type CountryCode } from './countries';

/**
 * The statistics page (/statistiques, issue 41): over a country's last N draws with a result, how often each
 * number came out, when it last did, and the most frequent pairs. Computed by the database (draw_statistics).
 */

/** One number of 1–90 over the window. */
export interface NumberStatistic {
  number: number;
  /** how many draws of the window had it among their winning numbers */
  times: number;
  /** the instant (ISO) of the newest draw of the window that had it; null when none did */
  lastAt: string | null;
  /** how many draws came after that one (0: the newest draw had it); null when none did */
  drawsAgo: number | null;
}

export interface PairStatistic {
  /** the smaller number first */
  numbers: readonly [number, number];
  times: number;
}

export interface DrawStatistics {
  country: CountryCode;
  /** the N asked for */
  window: number;
  /** the draws with a result counted (at most N) */
  drawCount: number;
  /** the oldest and the newest draw counted (ISO); null when none */
  firstAt: string | null;
  lastAt: string | null;
  /** 1 to 90, in order */
  numbers: readonly NumberStatistic[];
  /** the most frequent pairs (at most 10), the most frequent first, ties with the smaller numbers first */
  pairs: readonly PairStatistic[];
}

/** The windows a visitor may choose (draw_statistics takes 1–1000). */
export const STATISTICS_WINDOWS = [10, 30, 100, 300] as const;
export type StatisticsWindow = (typeof STATISTICS_WINDOWS)[number];

export interface StatisticsChoice {
  country: CountryCode;
  draws: StatisticsWindow;
}

export const DEFAULT_STATISTICS_CHOICE: StatisticsChoice = { country: 'TG', draws: 30 };

/** The choice in the page's address (?pays=TG&tirages=30); a missing or forged value takes its default. */
export function statisticsChoiceOf(params: URLSearchParams): StatisticsChoice {
  const country = COUNTRIES.find((c) => c.code === params.get('pays'))?.code ?? DEFAULT_STATISTICS_CHOICE.country;
  const draws = STATISTICS_WINDOWS.find((n) => String(n) === params.get('tirages')) ?? DEFAULT_STATISTICS_CHOICE.draws;
  return { country, draws };
}

export function statisticsSearchOf(choice: StatisticsChoice): URLSearchParams {
  return new URLSearchParams({ pays: choice.country, tirages: String(choice.draws) });
}

export function sameStatisticsChoice(a: StatisticsChoice, b: StatisticsChoice): boolean {
  return a.country === b.country && a.draws === b.draws;
}

/** The numbers that came out most often (at least once), the most frequent first, ties by the smaller number. */
export function mostFrequent(stats: DrawStatistics, count = 5): NumberStatistic[] {
  return stats.numbers
    .filter((n) => n.times > 0)
    .sort((a, b) => b.times - a.times || a.number - b.number)
    .slice(0, count);
}

/** The numbers absent the longest: never within the window first, then the oldest last appearance; ties by the smaller number. */
export function longestAbsent(stats: DrawStatistics, count = 5): NumberStatistic[] {
  const absence = (n: NumberStatistic) => (n.drawsAgo === null ? Number.POSITIVE_INFINITY : n.drawsAgo);
  return [...stats.numbers].sort((a, b) => absence(b) - absence(a) || a.number - b.number).slice(0, count);
}

/** 'au dernier tirage', 'il y a 1 tirage', 'il y a 12 tirages', or 'pas sur la période' when it did not come out. */
export function drawsAgoText(drawsAgo: number | null): string {
  if (drawsAgo === null) return 'pas sur la période';
  if (drawsAgo === 0) return 'au dernier tirage';
  return drawsAgo === 1 ? 'il y a 1 tirage' : `il y a ${drawsAgo} tirages`;
}

/** '3 fois', '1 fois', '0 fois' (« fois » does not change). */
export function timesText(times: number): string {
  return `${times} fois`;
}
