import { Stack, Text, Title } from '@mantine/core';
import { LoadError, Loading } from '../../components/load-states';
import type { CountryCode } from '../../game/countries';
import type { ReportRow } from '../../game/operator-desk';
import { ReportsFilter } from './reports-filter';
import { ReportsTable } from './reports-table';

/** Said when the range has no draw with money on it. */
export const REPORT_EMPTY = 'Aucune vente sur cette période.';

export interface ReportsViewProps {
  /** the form: yyyy-mm-dd dates (null while emptied), every country (null) or one */
  from: string | null;
  to: string | null;
  country: CountryCode | null;
  /** why the range cannot be read (French), and on which field */
  rangeError: string | null;
  rangeErrorField: 'from' | 'to' | null;
  loading: boolean;
  /** the failed read's French message */
  error: string | null;
  /** read, and no draw had money in the range */
  empty: boolean;
  /** the report read (none unless read) */
  rows: readonly ReportRow[];
  /** what the rows were asked for (null unless read) */
  shown: { from: string; to: string; country: CountryCode | null } | null;
  canExport: boolean;
  onFrom: (date: string | null) => void;
  onTo: (date: string | null) => void;
  onCountry: (country: CountryCode | null) => void;
  onRetry: () => void;
  onRefresh: () => void;
  onExport: () => void;
}

/** /operateur/rapports (issue 40): stakes, payouts, refunds and PBJ per day, country and draw, from the ledger; a CSV of it. */
export function ReportsView(props: ReportsViewProps) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Rapports</Title>
        <Text c="gray.7">Mises, gains payés, remboursements et produit brut des jeux (PBJ) par jour, pays et tirage, calculés à partir du grand livre.</Text>
      </Stack>
      <ReportsFilter
        from={props.from}
        to={props.to}
        country={props.country}
        rangeError={props.rangeError}
        rangeErrorField={props.rangeErrorField}
        canExport={props.canExport}
        busy={props.loading}
        onFrom={props.onFrom}
        onTo={props.onTo}
        onCountry={props.onCountry}
        onRefresh={props.onRefresh}
        onExport={props.onExport}
      />
      {props.loading && <Loading label="Chargement du rapport…" />}
      {props.error && <LoadError title="Le rapport n'a pas pu être chargé" error={props.error} onRetry={props.onRetry} />}
      {props.empty && <Text>{REPORT_EMPTY}</Text>}
      {props.shown && props.rows.length > 0 && <ReportsTable rows={props.rows} from={props.shown.from} to={props.shown.to} country={props.shown.country} />}
    </Stack>
  );
}
