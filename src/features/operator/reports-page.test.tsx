import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPERATEUR1 } from '../../../tests/fixtures/operator';
import { renderPage } from '../../../tests/kit/render';
import { storedSession } from '../../../tests/msw/fixtures';
import { type ReportLog, REPORT_CI_CANCELLED, REPORT_CI_MONDAY, REPORT_ROWS, operatorReport } from '../../../tests/msw/report-handlers';
import { server } from '../../../tests/msw/server';
import { ReportsPage } from './reports-page';

/** The text of each row of the table, cell by cell, spaces made plain. */
const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
/** the report's table (the calendar of a date field is a table too) */
const REPORT = { name: /^Rapport du / };
const tableRows = (section: 'tbody' | 'tfoot') =>
  [...screen.getByRole('table', REPORT).querySelectorAll(`${section} tr`)].map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => normalize(cell.textContent)));

function open(...handlers: Parameters<typeof server.use>) {
  server.use(...handlers);
  // Monday 23 Nov 2026, 08:00 UTC: the default range is 17 to 23 Nov
  return renderPage(ReportsPage, { path: '/operateur/rapports', url: '/operateur/rapports' });
}

const startField = () => screen.getByRole('textbox', { name: 'Date de début' });
const endField = () => screen.getByRole('textbox', { name: 'Date de fin' });
/** A date typed over what the field holds, in one go (as pasted: one change, not one per key). */
async function enterDate(user: ReturnType<typeof open>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  (field as HTMLInputElement).setSelectionRange(0, (field as HTMLInputElement).value.length);
  await user.paste(text);
}
const csvButton = () => screen.getByRole('button', { name: 'Télécharger le CSV' });

/** The rows of the default range (17 to 23 Nov), as the table writes them. */
const WEEK_ROWS = [
  ['21 nov. 2026', 'Togo', 'Samedi 18h', '24 000 CFA', '15 000 CFA', '0 CFA', '9 000 CFA', '12', '8', 'Réglé'],
  ['22 nov. 2026', 'Bénin', 'Dimanche 21h', '18 500 CFA', '0 CFA', '0 CFA', '18 500 CFA', '9', '7', 'Réglé'],
  ['22 nov. 2026', "Côte d'Ivoire", 'Dimanche 18h', '6 000 CFA', '0 CFA', '6 000 CFA', '0 CFA', '3', '3', 'Annulé'],
  ['23 nov. 2026', "Côte d'Ivoire", 'Lundi 7h', '10 000 CFA', '36 000 CFA', '0 CFA', '-26 000 CFA', '5', '4', 'Réglé'],
  ['23 nov. 2026', 'Ghana', 'Lundi 19h', '3 000 CFA', '0 CFA', '0 CFA', '3 000 CFA', '2', '2', 'En vente'],
];

beforeEach(() => {
  localStorage.clear();
  for (const [key, value] of Object.entries(storedSession(OPERATEUR1))) localStorage.setItem(key, value);
});

describe("/operateur/rapports 'Rapports'", () => {
  it('reads the last 7 days of every country at once; each draw on a line, the amounts added up below', async () => {
    const log: ReportLog = [];
    open(operatorReport.serves(REPORT_ROWS, { log }));
    expect(screen.getByRole('heading', { level: 1, name: 'Rapports' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement du rapport…');
    expect(startField()).toHaveValue('17/11/2026');
    expect(endField()).toHaveValue('23/11/2026');
    expect(screen.getByRole('combobox', { name: 'Pays' })).toHaveValue('');
    expect(csvButton()).toBeDisabled();

    const table = await screen.findByRole('table', { name: 'Rapport du 17 nov. 2026 au 23 nov. 2026, tous les pays' });
    expect(log).toEqual([{ p_from: '2026-11-17', p_to: '2026-11-23' }]);
    expect(within(table).getAllByRole('columnheader').map((th) => normalize(th.textContent))).toEqual([
      'Jour',
      'Pays',
      'Tirage',
      'Mises',
      'Gains payés',
      'Remboursements',
      'PBJ',
      'Tickets',
      'Joueurs',
      'Statut',
    ]);
    expect(tableRows('tbody')).toEqual(WEEK_ROWS);
    // 24 000 + 18 500 + 6 000 + 10 000 + 3 000; 15 000 + 36 000; 6 000; 9 000 + 18 500 + 0 − 26 000 + 3 000
    expect(tableRows('tfoot')).toEqual([['Total', '61 500 CFA', '51 000 CFA', '6 000 CFA', '4 500 CFA', '']]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(csvButton()).toBeEnabled();
  });

  it('another start date reads the report again, and the totals follow', async () => {
    const log: ReportLog = [];
    const { user } = open(operatorReport.serves(REPORT_ROWS, { log }));
    await screen.findByRole('table', REPORT);
    await enterDate(user, startField(), '01/11/2026');
    await screen.findByRole('table', { name: 'Rapport du 1 nov. 2026 au 23 nov. 2026, tous les pays' });
    expect(log).toEqual([
      { p_from: '2026-11-17', p_to: '2026-11-23' },
      { p_from: '2026-11-01', p_to: '2026-11-23' },
    ]);
    expect(tableRows('tbody')[0]).toEqual(['10 nov. 2026', 'Ghana', 'Mardi 19h', '7 000 CFA', '1 000 CFA', '0 CFA', '6 000 CFA', '4', '3', 'Réglé']);
    expect(tableRows('tbody').slice(1)).toEqual(WEEK_ROWS);
    // the week's totals and 7 000, 1 000, 0, 6 000
    expect(tableRows('tfoot')).toEqual([['Total', '68 500 CFA', '52 000 CFA', '6 000 CFA', '10 500 CFA', '']]);

    // a one-day range, picked in the calendar
    await user.click(endField());
    await user.click(screen.getByRole('button', { name: '1 novembre 2026' }));
    await screen.findByText('Aucune vente sur cette période.');
    expect(log.at(-1)).toEqual({ p_from: '2026-11-01', p_to: '2026-11-01' });
    expect(screen.queryByRole('table', REPORT)).toBeNull();
  });

  it('one country: its draws alone, and their totals', async () => {
    const log: ReportLog = [];
    const { user } = open(operatorReport.serves(REPORT_ROWS, { log }));
    await screen.findByRole('table', REPORT);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pays' }), "Côte d'Ivoire");
    await screen.findByRole('table', { name: "Rapport du 17 nov. 2026 au 23 nov. 2026, Côte d'Ivoire" });
    expect(log.at(-1)).toEqual({ p_from: '2026-11-17', p_to: '2026-11-23', p_country: 'CI' });
    expect(tableRows('tbody')).toEqual([WEEK_ROWS[2], WEEK_ROWS[3]]);
    expect(tableRows('tfoot')).toEqual([['Total', '16 000 CFA', '36 000 CFA', '6 000 CFA', '-26 000 CFA', '']]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pays' }), 'Tous les pays');
    await screen.findByRole('table', { name: 'Rapport du 17 nov. 2026 au 23 nov. 2026, tous les pays' });
    expect(log.at(-1)).toEqual({ p_from: '2026-11-17', p_to: '2026-11-23' });
  });

  it('an end before the start, an emptied date or more than 366 days: said in French on the field, nothing read', async () => {
    const log: ReportLog = [];
    const { user } = open(operatorReport.serves(REPORT_ROWS, { log }));
    await screen.findByRole('table', REPORT);
    await enterDate(user, endField(), '10/11/2026');
    expect(await screen.findByText('La date de fin doit être le même jour ou après la date de début.')).toBeVisible();
    expect(endField()).toHaveAttribute('aria-invalid', 'true');
    expect(endField()).toHaveAccessibleDescription('La date de fin doit être le même jour ou après la date de début.');
    expect(screen.queryByRole('table', REPORT)).toBeNull();
    expect(csvButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Effacer la date de début' }));
    expect(startField()).toHaveAccessibleDescription('Choisissez une date de début et une date de fin.');

    await enterDate(user, startField(), '01/01/2025');
    await enterDate(user, endField(), '31/12/2026');
    expect(endField()).toHaveAccessibleDescription('Choisissez une période de 366 jours au plus.');
    expect(log).toHaveLength(1);

    await enterDate(user, startField(), '01/01/2026');
    await screen.findByRole('table', { name: 'Rapport du 1 janv. 2026 au 31 déc. 2026, tous les pays' });
    expect(endField()).not.toHaveAttribute('aria-invalid', 'true');
    expect(log).toEqual([
      { p_from: '2026-11-17', p_to: '2026-11-23' },
      { p_from: '2026-01-01', p_to: '2026-12-31' },
    ]);
  });

  it("a range with no sale says 'Aucune vente sur cette période.' and has nothing to download", async () => {
    open(operatorReport.serves([]));
    expect(await screen.findByText('Aucune vente sur cette période.')).toBeVisible();
    expect(screen.queryByRole('table', REPORT)).toBeNull();
    expect(csvButton()).toBeDisabled();
  });

  it("a failed read says so; 'Réessayer' reads it again", async () => {
    const { user } = open(operatorReport.failing(REPORT_ROWS));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Le rapport n'a pas pu être chargé");
    expect(csvButton()).toBeDisabled();
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('table', REPORT);
    expect(tableRows('tbody')).toEqual(WEEK_ROWS);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("the server's refusal is said in French", async () => {
    open(operatorReport.refuses('not_operator'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette action est réservée aux opérateurs.');
  });

  it('a slower read of an earlier choice, answering last, never replaces the report of the latest one', async () => {
    const log: ReportLog = [];
    // the read of every country takes 300 ms, that of one country answers at once
    const { user } = open(operatorReport.serves(REPORT_ROWS, { log, delayMs: (body) => (body.p_country ? 0 : 300) }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pays' }), "Côte d'Ivoire");
    await screen.findByRole('table', { name: "Rapport du 17 nov. 2026 au 23 nov. 2026, Côte d'Ivoire" });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(log).toHaveLength(2);
    expect(screen.getByRole('table', { name: "Rapport du 17 nov. 2026 au 23 nov. 2026, Côte d'Ivoire" })).toBeVisible();
    expect(tableRows('tbody')).toEqual([WEEK_ROWS[2], WEEK_ROWS[3]]);
  });

  describe('the CSV', () => {
    const saved: Blob[] = [];
    const clicked: { download: string; href: string }[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    beforeEach(() => {
      saved.length = 0;
      clicked.length = 0;
      URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:rapport'));
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ download: this.download, href: this.getAttribute('href') ?? '' });
      });
    });
    afterEach(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      vi.restoreAllMocks();
    });

    const csvText = async (blob: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

    it("'Télécharger le CSV' saves the report on screen: French headers, ';' between fields, a line per draw, the totals", async () => {
      const { user } = open(operatorReport.serves(REPORT_ROWS));
      await screen.findByRole('table', REPORT);
      await user.click(csvButton());
      expect(clicked).toEqual([{ download: 'rapport-2026-11-17-2026-11-23.csv', href: 'blob:rapport' }]);
      expect(saved).toHaveLength(1);
      expect(saved[0]!.type).toBe('text/csv;charset=utf-8');
      const text = await csvText(saved[0]!);
      // a byte order mark first, so that spreadsheet programs read 'Gains payés' and 'Côte d'Ivoire' as UTF-8
      expect(text.startsWith('\ufeff')).toBe(true);
      expect(text.slice(1).split('\r\n')).toEqual([
        'Jour;Pays;Tirage;Mises;Gains payés;Remboursements;PBJ;Tickets;Joueurs;Statut',
        '2026-11-21;Togo;Samedi 18h;24000;15000;0;9000;12;8;Réglé',
        '2026-11-22;Bénin;Dimanche 21h;18500;0;0;18500;9;7;Réglé',
        "2026-11-22;Côte d'Ivoire;Dimanche 18h;6000;0;6000;0;3;3;Annulé",
        "2026-11-23;Côte d'Ivoire;Lundi 7h;10000;36000;0;-26000;5;4;Réglé",
        '2026-11-23;Ghana;Lundi 19h;3000;0;0;3000;2;2;En vente',
        'Total;;;61500;51000;6000;4500;;;',
        '',
      ]);
      // the link was a real <a download>, gone once clicked
      expect(document.querySelector('a[download]')).toBeNull();
    });

    it("one country's report is named after it too", async () => {
      const { user } = open(operatorReport.serves([REPORT_CI_CANCELLED, REPORT_CI_MONDAY]));
      await screen.findByRole('table', REPORT);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Pays' }), "Côte d'Ivoire");
      await screen.findByRole('table', { name: "Rapport du 17 nov. 2026 au 23 nov. 2026, Côte d'Ivoire" });
      await waitFor(() => expect(csvButton()).toBeEnabled());
      await user.click(csvButton());
      expect(clicked.map((c) => c.download)).toEqual(['rapport-2026-11-17-2026-11-23-CI.csv']);
      expect((await csvText(saved[0]!)).split('\r\n').at(-2)).toBe('Total;;;16000;36000;6000;-26000;;;');
    });
  });
});
