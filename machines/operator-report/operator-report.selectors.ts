import type { SnapshotFrom } from 'xstate';
import { type ReportRow, type ReportTotals, reportTotals } from '../../src/game/operator-desk';
import { type ReportQuery, type operatorReportMachine, reportFileName, reportRangeProblem } from './operator-report.machine';

export type OperatorReportSnapshot = SnapshotFrom<typeof operatorReportMachine>;

const NO_ROWS: ReportRow[] = [];

export const selectIsLoading = (s: OperatorReportSnapshot) => s.hasTag('loading');
/** the report of the form's range and country is on screen */
export const selectIsLoaded = (s: OperatorReportSnapshot) => s.hasTag('loaded');
/** the form's values (a date may be missing) */
export const selectFrom = (s: OperatorReportSnapshot) => s.context.from;
export const selectTo = (s: OperatorReportSnapshot) => s.context.to;
export const selectCountry = (s: OperatorReportSnapshot) => s.context.country;
/** why the range cannot be read (French), while it cannot */
export const selectRangeError = (s: OperatorReportSnapshot): string | null => (s.hasTag('invalid') ? (reportRangeProblem(s.context.from, s.context.to)?.message ?? null) : null);
/** the field the range error is said on */
export const selectRangeErrorField = (s: OperatorReportSnapshot): 'from' | 'to' | null =>
  s.hasTag('invalid') ? (reportRangeProblem(s.context.from, s.context.to)?.field ?? null) : null;
/** the failed read's French message (the server's refusal or the network's), while failed */
export const selectError = (s: OperatorReportSnapshot) => (s.hasTag('failed') ? s.context.error : null);
/** the report's rows, by day, country and draw as the server ordered them; none unless loaded */
export const selectRows = (s: OperatorReportSnapshot): ReportRow[] => (s.hasTag('loaded') ? (s.context.report?.rows ?? NO_ROWS) : NO_ROWS);
/** the report read has no draw with money on it: 'Aucune vente sur cette période.' */
export const selectIsEmpty = (s: OperatorReportSnapshot) => s.hasTag('loaded') && selectRows(s).length === 0;
/** the query of the report on screen (null unless loaded) */
export const selectShownQuery = (s: OperatorReportSnapshot): ReportQuery | null => (s.hasTag('loaded') ? (s.context.report?.query ?? null) : null);
/** the CSV of the report on screen: its file name and rows; null when nothing is to export */
export const selectCsvExport = (s: OperatorReportSnapshot): { fileName: string; rows: ReportRow[] } | null => {
  const query = selectShownQuery(s);
  const rows = selectRows(s);
  return query && rows.length > 0 ? { fileName: reportFileName(query), rows } : null;
};
export const selectCanExport = (s: OperatorReportSnapshot) => selectIsLoaded(s) && selectRows(s).length > 0;
export const selectTotals = (s: OperatorReportSnapshot): ReportTotals => reportTotals(selectRows(s));

/** What /operateur/rapports shows: replays compare this (and the state value), not the whole context. */
export const operatorReportProjection = (s: OperatorReportSnapshot) => ({
  range: { from: selectFrom(s), to: selectTo(s), country: selectCountry(s) },
  rangeError: selectRangeError(s),
  loading: selectIsLoading(s),
  error: selectError(s),
  empty: selectIsEmpty(s),
  rows: selectRows(s).map((row) => ({
    drawId: row.drawId,
    stakes: row.stakes,
    payouts: row.payouts,
    refunds: row.refunds,
    ggr: row.ggr,
    tickets: row.tickets,
    players: row.players,
  })),
  totals: selectTotals(s),
  canExport: selectCanExport(s),
});
