import { Box, Table, Text } from '@mantine/core';
import { type CountryCode, findCountry } from '../../game/countries';
import { capitalize, formatAmount, formatDrawDate } from '../../game/format';
import { DRAW_STATUS_LABELS, type ReportRow, reportTotals } from '../../game/operator-desk';


const COUNT = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
/** 1234 → '1 234' with a narrow no-break space, as amounts are written. */
const formatCount = (count: number) => COUNT.format(count).replace(/\s/g, '\u202f');
/** '2026-11-23' → '23 nov. 2026' (a calendar date: read at noon UTC, written in UTC). */
export const formatReportDay = (day: string) => formatDrawDate(new Date(`${day}T12:00:00Z`), 'UTC');
const countryName = (code: CountryCode) => findCountry(code)?.name ?? code;

export interface ReportsTableProps {
  rows: readonly ReportRow[];
  /** what the report was asked for, said in the table's caption */
  from: string;
  to: string;
  country: CountryCode | null;
}

const NUMERIC = { ta: 'right', style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } } as const;

/**
 * The report: one line per draw (day, country, draw; stakes, payouts, refunds, PBJ = produit brut des jeux;
 * tickets, players; the draw's status: not final before 'Réglé' or 'Annulé'), then the amounts' totals.
 * Tickets and players are not added up: one ticket or player may be on several draws.
 */
export function ReportsTable({ rows, from, to, country }: ReportsTableProps) {
  const totals = reportTotals(rows);
  const caption = `Rapport du ${formatReportDay(from)} au ${formatReportDay(to)}, ${country ? countryName(country) : 'tous les pays'}`;
  return (
    // wider than a phone: it scrolls sideways, and the region takes the focus so keyboards can scroll it too
    <Box role="region" aria-label="Rapport par jour, pays et tirage" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table miw={960} withTableBorder striped captionSide="top" bg="white">
        <Table.Caption>
          <Text component="span" c="gray.8" size="sm">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Jour</Table.Th>
            <Table.Th scope="col">Pays</Table.Th>
            <Table.Th scope="col">Tirage</Table.Th>
            <Table.Th scope="col" {...NUMERIC}>
              Mises
            </Table.Th>
            <Table.Th scope="col" {...NUMERIC}>
              Gains payés
            </Table.Th>
            <Table.Th scope="col" {...NUMERIC}>
              Remboursements
            </Table.Th>
            <Table.Th scope="col" {...NUMERIC}>
              <abbr title="Produit brut des jeux : mises − remboursements − gains payés">PBJ</abbr>
            </Table.Th>
            <Table.Th scope="col" {...NUMERIC}>
              Tickets
            </Table.Th>
            <Table.Th scope="col" {...NUMERIC}>
              Joueurs
            </Table.Th>
            <Table.Th scope="col">Statut</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.drawId}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatReportDay(row.day)}</Table.Td>
              <Table.Td>{countryName(row.country)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {capitalize(row.drawDay)} {row.drawTime}
              </Table.Td>
              <Table.Td {...NUMERIC}>{formatAmount(row.stakes)}</Table.Td>
              <Table.Td {...NUMERIC}>{formatAmount(row.payouts)}</Table.Td>
              <Table.Td {...NUMERIC}>{formatAmount(row.refunds)}</Table.Td>
              <Table.Td {...NUMERIC}>{formatAmount(row.ggr)}</Table.Td>
              <Table.Td {...NUMERIC}>{formatCount(row.tickets)}</Table.Td>
              <Table.Td {...NUMERIC}>{formatCount(row.players)}</Table.Td>
              <Table.Td>{DRAW_STATUS_LABELS[row.drawStatus] ?? row.drawStatus}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row" colSpan={3}>
              Total
            </Table.Th>
            <Table.Td {...NUMERIC}>{formatAmount(totals.stakes)}</Table.Td>
            <Table.Td {...NUMERIC}>{formatAmount(totals.payouts)}</Table.Td>
            <Table.Td {...NUMERIC}>{formatAmount(totals.refunds)}</Table.Td>
            <Table.Td {...NUMERIC}>{formatAmount(totals.ggr)}</Table.Td>
            <Table.Td colSpan={3} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Box>
  );
}
