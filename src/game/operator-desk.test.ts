import { describe, expect, it } from 'vitest';
import { type ReportRow, REPORT_CSV_HEADERS, ledgerMatchesBalances, reportCsv, reportTotals } from './operator-desk';

const row = (over: Partial<ReportRow> = {}): ReportRow => ({
  day: '2026-11-23',
  country: 'CI',
  drawId: 'd1',
  drawDay: 'lundi',
  drawTime: '18h',
  drawAt: '2026-11-23T18:00:00.000Z',
  drawStatus: 'settled',
  stakes: 12_500,
  payouts: 9_000,
  refunds: 0,
  ggr: 3_500,
  tickets: 4,
  players: 3,
  ...over,
});

/** The CSV's lines, parsed back by RFC 4180's rules (';' separated, quoted fields with doubled quotes). */
function parse(csv: string): string[][] {
  const rows: string[][] = [];
  let fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i]!;
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') {
        current += '"';
        i++;
      } else if (c === '"') quoted = false;
      else current += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      fields.push(current);
      current = '';
    } else if (c === '\r' && csv[i + 1] === '\n') {
      fields.push(current);
      rows.push(fields);
      fields = [];
      current = '';
      i++;
    } else current += c;
  }
  return rows;
}

describe('reportCsv', () => {
  it('writes the French header, one line per draw with integer amounts, and a total of the amounts; CRLF line ends', () => {
    const csv = reportCsv([
      row(),
      row({ drawId: 'd2', country: 'BJ', drawDay: 'mardi', drawTime: '24h', day: '2026-11-24', stakes: 3_000, payouts: 0, refunds: 3_000, ggr: 0, drawStatus: 'cancelled' }),
      row({ drawId: 'd3', country: 'TG', stakes: 1_000_000, payouts: 1_200_000, ggr: -200_000, tickets: 1, players: 1 }),
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')[0]).toBe('Jour;Pays;Tirage;Mises;Gains payés;Remboursements;PBJ;Tickets;Joueurs;Statut');
    expect(parse(csv)).toEqual([
      [...REPORT_CSV_HEADERS],
      ['2026-11-23', "Côte d'Ivoire", 'Lundi 18h', '12500', '9000', '0', '3500', '4', '3', 'Réglé'],
      ['2026-11-24', 'Bénin', 'Mardi 24h', '3000', '0', '3000', '0', '4', '3', 'Annulé'],
      ['2026-11-23', 'Togo', 'Lundi 18h', '1000000', '1200000', '0', '-200000', '1', '1', 'Réglé'],
      ['Total', '', '', '1015500', '1209000', '3000', '-196500', '', '', ''],
    ]);
  });

  it('an empty report is the header and a zero total; totals and the byte order mark are options', () => {
    expect(reportCsv([])).toBe('Jour;Pays;Tirage;Mises;Gains payés;Remboursements;PBJ;Tickets;Joueurs;Statut\r\nTotal;;;0;0;0;0;;;\r\n');
    expect(reportCsv([row()], { totals: false }).split('\r\n')).toHaveLength(3);
    expect(reportCsv([], { bom: true, totals: false })).toBe('\ufeffJour;Pays;Tirage;Mises;Gains payés;Remboursements;PBJ;Tickets;Joueurs;Statut\r\n');
  });

  it('quotes a field holding the separator, a quote or a line break, and defuses a formula', () => {
    const odd = row({ country: 'XX' as ReportRow['country'], drawDay: '=cmd;"x"' as ReportRow['drawDay'], drawTime: '1h' });
    const [, line] = parse(reportCsv([odd], { totals: false }));
    expect(line!.slice(0, 3)).toEqual(['2026-11-23', 'XX', `'=cmd;"x" 1h`]);
    expect(reportCsv([odd], { totals: false })).toContain(`;"'=cmd;""x"" 1h";`);
    const formula = row({ country: '+SUM(A1)' as ReportRow['country'] });
    expect(parse(reportCsv([formula], { totals: false }))[1]![1]).toBe("'+SUM(A1)");
  });
});

describe('reportTotals and the ledger check', () => {
  it('adds the amounts up', () => {
    expect(reportTotals([row(), row({ stakes: 1, payouts: 2, refunds: 3, ggr: -4 })])).toEqual({ stakes: 12_501, payouts: 9_002, refunds: 3, ggr: 3_496 });
    expect(reportTotals([])).toEqual({ stakes: 0, payouts: 0, refunds: 0, ggr: 0 });
  });

  it('says whether the balances equal the ledger sums', () => {
    const player = { id: 'p', username: 'ama', country: 'TG' as const, createdAt: '2026-11-01T00:00:00.000Z', balance: 500, winnings: 100 };
    expect(ledgerMatchesBalances({ player, ledgerTotals: { play: 500, winnings: 100 } })).toBe(true);
    expect(ledgerMatchesBalances({ player, ledgerTotals: { play: 500, winnings: 0 } })).toBe(false);
  });
});
