import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, addWeeks, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { formatAmount } from './format';
import type { Parsed } from './stakes';

/** Responsible-gaming limits (DESIGN §10): on stakes and on deposits, per calendar day, week or month. */
export const LIMIT_KINDS = ['stake', 'deposit'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const KIND_NAMES: Readonly<Record<LimitKind, string>> = { stake: 'mise', deposit: 'dépôt' };
const PERIOD_ADJECTIVES: Readonly<Record<LimitPeriod, string>> = { day: 'journalière', week: 'hebdomadaire', month: 'mensuelle' };
export const LIMIT_PERIOD_LABELS: Readonly<Record<LimitPeriod, string>> = { day: 'Par jour', week: 'Par semaine', month: 'Par mois' };

/** 'Limite de mise journalière', 'Limite de dépôt mensuelle'… */
export function limitLabel(kind: LimitKind, period: LimitPeriod): string {
  return `Limite de ${KIND_NAMES[kind]} ${PERIOD_ADJECTIVES[period]}`;
}

/** An interval of time [start, end). */
export interface TimeWindow {
  start: Date;
  end: Date;
}

/** The calendar day, week (Monday first) or month holding `now`, in the player's country zone. */
export function periodWindow(period: LimitPeriod, now: Date, timeZone: string): TimeWindow {
  const local = new TZDate(now.getTime(), timeZone);
  const start =
    period === 'day' ? startOfDay(local) : period === 'week' ? startOfWeek(local, { weekStartsOn: 1 }) : startOfMonth(local);
  const end = period === 'day' ? addDays(start, 1) : period === 'week' ? addWeeks(start, 1) : addMonths(start, 1);
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/** Raising or removing a limit waits this long; lowering one applies at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a change of limit takes effect (`null`: no limit). Lowering, setting a first limit, or keeping
 * the same amount: now. Raising or removing: 24 h later.
 */
export function limitChangeTakesEffect(current: number | null, next: number | null, now: Date): Date {
  const loosens = current !== null && (next === null || next > current);
  return new Date(now.getTime() + (loosens ? LIMIT_RAISE_DELAY_MS : 0));
}

/** Self-exclusion and cool-off lengths (DESIGN §10). */
export const EXCLUSION_DURATIONS = ['24h', '7d', '30d', '6m', 'permanent'] as const;
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[number];

export const EXCLUSION_LABELS: Readonly<Record<ExclusionDuration, string>> = {
  '24h': '24 heures',
  '7d': '7 jours',
  '30d': '30 jours',
  '6m': '6 mois',
  permanent: 'Définitive',
};

/**
 * When an exclusion starting now ends; null when permanent. 24 h is exactly 24 hours; days and months
 * are calendar ones in the player's zone, at the same time of day (6 months from 31 August is the last
 * day of February).
 */
export function exclusionEnd(duration: ExclusionDuration, now: Date, timeZone: string): Date | null {
  const local = new TZDate(now.getTime(), timeZone);
  switch (duration) {
    case '24h':
      return new Date(now.getTime() + 24 * 60 * 60 * 1000);
    case '7d':
      return new Date(addDays(local, 7).getTime());
    case '30d':
      return new Date(addDays(local, 30).getTime());
    case '6m':
      return new Date(addMonths(local, 6).getTime());
    case 'permanent':
      return null;
  }
}

/** A limit's amount: 100 CFA (the smallest stake and recharge) to 100 000 000 CFA; the database checks the same. */
export const LIMIT_MIN = 100;
export const LIMIT_MAX = 100_000_000;
export const LIMIT_AMOUNT_ERROR = `Saisissez une limite entre ${formatAmount(LIMIT_MIN)} et ${formatAmount(LIMIT_MAX)}, en chiffres.`;

/** A typed limit: surrounding spaces trimmed, ASCII digits only, within the bounds. */
export function checkLimitAmount(input: string): Parsed {
  const text = input.trim();
  if (!/^\d{1,12}$/.test(text)) return { ok: false, error: LIMIT_AMOUNT_ERROR };
  const value = Number(text);
  return value >= LIMIT_MIN && value <= LIMIT_MAX ? { ok: true, value } : { ok: false, error: LIMIT_AMOUNT_ERROR };
}
