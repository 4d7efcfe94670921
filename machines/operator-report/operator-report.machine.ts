import { assign, fromPromise, setup } from 'xstate';
import { parseCalendarDate } from '../../src/game/age';
import type { CountryCode } from '../../src/game/countries';
import {
  REPORT_MAX_DAYS,
  REPORT_RANGE_INVALID as REPORT_RANGE_MISSING,
  REPORT_RANGE_REVERSED,
  REPORT_RANGE_TOO_LONG,
  type ReportRow,
} from '../../src/game/operator-desk';
import { latestResultsDate } from '../../src/game/results';

/** What a report is asked for: the dates `from` to `to` (yyyy-mm-dd, both included), of every country (null) or one. */
export interface ReportQuery {
  from: string;
  to: string;
  country: CountryCode | null;
}

export interface OperatorReportInput {
  /** yyyy-mm-dd; the screen gives the default range (`defaultReportRange`) */
  from: string;
  to: string;
  country?: CountryCode | null;
}

export interface OperatorReportContext {
  /** the range and country as the form holds them: a date may be missing while it is typed */
  from: string | null;
  to: string | null;
  country: CountryCode | null;
  /** the last report received, and what it was asked for */
  report: { query: ReportQuery; rows: ReportRow[] } | null;
  error: string | null;
}

export type OperatorReportEvent =
  /** a date of the range typed or picked (null: emptied) */
  | { type: 'from.change'; date: string | null }
  | { type: 'to.change'; date: string | null }
  /** every country (null) or one */
  | { type: 'country.change'; country: CountryCode | null }
  /** read again after a failure */
  | { type: 'retry' }
  /** read the same report again (a draw was settled since) */
  | { type: 'refresh' };

export type OperatorReportTag = 'invalid' | 'loading' | 'loaded' | 'failed';

/** The report range's French sentences: the same as the server's refusals (src/game/operator-desk.ts). */
export { REPORT_RANGE_MISSING, REPORT_RANGE_REVERSED, REPORT_RANGE_TOO_LONG };

/** Shown when the report could not be read and the error has no French message. */
export const REPORT_FALLBACK_ERROR = 'Impossible de charger le rapport. Veuillez réessayer.';

/** The default range's length in days, today included. */
export const REPORT_DEFAULT_DAYS = 7;

const DAY_MS = 86_400_000;

/** The day number of a yyyy-mm-dd date (days since 1970-01-01), or null when it names no real date. */
function dayNumber(date: string | null): number | null {
  if (date === null || parseCalendarDate(date) === null) return null;
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

/** yyyy-mm-dd moved by a number of days. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The range the page opens on: the last REPORT_DEFAULT_DAYS days up to today, today being the latest date of the
 * four countries (Bénin's, UTC+1, from 23:00 UTC), so that a draw of today in any country is in it
 * (docs/decisions.md, 'The reports page').
 */
export function defaultReportRange(now: Date): { from: string; to: string } {
  const to = latestResultsDate(now);
  return { from: shiftDate(to, 1 - REPORT_DEFAULT_DAYS), to };
}

/** What is wrong with a range, and on which field it is said; null when the server would take it. */
export function reportRangeProblem(from: string | null, to: string | null): { field: 'from' | 'to'; message: string } | null {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === null) return { field: 'from', message: REPORT_RANGE_MISSING };
  if (end === null) return { field: 'to', message: REPORT_RANGE_MISSING };
  if (end < start) return { field: 'to', message: REPORT_RANGE_REVERSED };
  if (end - start + 1 > REPORT_MAX_DAYS) return { field: 'to', message: REPORT_RANGE_TOO_LONG };
  return null;
}

/** The CSV's file name: 'rapport-2026-11-17-2026-11-23.csv', '…-CI.csv' for one country. */
export function reportFileName(query: ReportQuery): string {
  return `rapport-${query.from}-${query.to}${query.country ? `-${query.country}` : ''}.csv`;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message !== '' ? error.message : REPORT_FALLBACK_ERROR);

/**
 * /operateur/rapports (issue 40): the report per day, country and draw of a date range, computed by the server from
 * the ledger. Every change of the range or the country reads the report again at once when the range is valid
 * (a read still running is dropped: its answer, however late, is never shown); an invalid range says why in French
 * and reads nothing. Effect, provided by the screen: `loadReport` (query → rows).
 */
export const operatorReportMachine = setup({
  types: {
    context: {} as OperatorReportContext,
    events: {} as OperatorReportEvent,
    input: {} as OperatorReportInput,
    tags: {} as OperatorReportTag,
  },
  actors: {
    loadReport: fromPromise<ReportRow[], ReportQuery>(async () => {
      throw new Error('loadReport must be provided');
    }),
  },
  guards: {
    isRangeInvalid: ({ context }) => reportRangeProblem(context.from, context.to) !== null,
  },
}).createMachine({
  id: 'operatorReport',
  context: ({ input }) => ({ from: input.from, to: input.to, country: input.country ?? null, report: null, error: null }),
  initial: 'checking',
  on: {
    'from.change': { target: '.checking', actions: assign({ from: ({ event }) => event.date }) },
    'to.change': { target: '.checking', actions: assign({ to: ({ event }) => event.date }) },
    'country.change': { target: '.checking', actions: assign({ country: ({ event }) => event.country }) },
  },
  states: {
    checking: {
      description: 'The range was set or changed: read the report when the server would take the range, else say why.',
      always: [{ guard: 'isRangeInvalid', target: 'invalid' }, { target: 'loading' }],
    },
    invalid: {
      description: 'A date is missing, the end is before the start, or the range is longer than REPORT_MAX_DAYS: nothing is read.',
      tags: ['invalid'],
    },
    loading: {
      description: "Reading the report of the form's range and country; leaving this state (another change) drops the read.",
      tags: ['loading'],
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }): ReportQuery => ({ from: context.from!, to: context.to!, country: context.country }),
        onDone: {
          target: 'loaded',
          actions: assign({
            report: ({ context, event }) => ({ query: { from: context.from!, to: context.to!, country: context.country }, rows: event.output }),
            error: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loaded: {
      tags: ['loaded'],
      on: { refresh: 'loading' },
    },
    failed: {
      description: 'The read failed or the server refused it: its French message, and a retry.',
      tags: ['failed'],
      on: { retry: 'loading', refresh: 'loading' },
    },
  },
});
