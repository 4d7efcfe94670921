import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPERATEUR1 } from '../../../tests/fixtures/operator';
import { server } from '../../../tests/msw/server';
import { AUDIT_ROWS, type SupportLog, auditFailing, olderAuditRows, supportServer } from '../../../tests/msw/support-handlers';
import { renderPage } from '../../../tests/kit/render';
import { Component as AuditPage } from './audit-page';

function open(...handlers: Parameters<typeof server.use>) {
  server.use(...handlers);
  return renderPage(AuditPage, { path: '/operateur/journal', url: '/operateur/journal' });
}

const journal = async () => within(await screen.findByRole('table'));
const bodyRows = (table: ReturnType<typeof within>): HTMLElement[] => table.getAllByRole('row').slice(1);
const filters = () => within(screen.getByRole('search', { name: 'Filtrer le journal' }));

describe('/operateur/journal: the audit trail (issue 40)', () => {
  it('lists every action, newest first: when (GMT), who, action, draw, player, details', async () => {
    open(...supportServer({ me: OPERATEUR1 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Journal des opérations' })).toBeVisible();
    const table = await journal();
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Quand', 'Qui', 'Action', 'Tirage', 'Joueur', 'Détails']);
    const rows = bodyRows(table);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Consultation',
      'Règlement',
      'Confirmation',
      'Clôture',
      'Annulation',
      'Limite modifiée',
      'Saisie',
      'Clôture',
    ]);
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '23 nov. 2026 à 07:45',
      'operateur2@lotoafrik.test',
      'Consultation',
      '—',
      'awa',
      "Par nom d'utilisateur « Awa »",
    ]);
    expect(within(rows[1]!).getAllByRole('cell')[3]).toHaveTextContent('Togo · Samedi 21 nov. 2026 à 18h');
    expect(screen.getByText('Aucune action plus ancienne.')).toBeVisible();
  });

  it('the filter re-reads with the chosen action (and operator), and shows only those', async () => {
    const log: SupportLog = [];
    const { user } = open(...supportServer({ me: OPERATEUR1, log }));
    await journal();
    await user.selectOptions(filters().getByRole('combobox', { name: 'Action' }), 'Consultation');
    expect(log).toHaveLength(1);
    await user.click(filters().getByRole('button', { name: 'Filtrer' }));
    await expect.poll(() => log.length).toBe(2);
    expect(log[1]).toEqual({ fn: 'operator_audit_trail', body: { p_limit: 50, p_action: 'lookup' } });
    await expect.poll(() => bodyRows(within(screen.getByRole('table'))).length).toBe(1);
    expect(screen.getByRole('table')).toHaveTextContent("Par nom d'utilisateur « Awa »");

    await user.type(filters().getByRole('textbox', { name: /^Opérateur/ }), 'operateur1');
    await user.click(filters().getByRole('button', { name: 'Filtrer' }));
    expect(await screen.findByText('Aucune action ne correspond à ces filtres.')).toBeVisible();
    expect(log[2]!.body).toEqual({ p_limit: 50, p_action: 'lookup', p_actor: 'operateur1' });

    await user.click(filters().getByRole('button', { name: 'Tout afficher' }));
    await expect.poll(() => screen.queryAllByRole('row').length).toBe(AUDIT_ROWS.length + 1);
    expect(log[3]!.body).toEqual({ p_limit: 50 });
    expect(filters().getByRole('combobox', { name: 'Action' })).toHaveValue('');
  });

  it("'Plus ancien' adds the page before the last entry shown", async () => {
    const log: SupportLog = [];
    const { user } = open(...supportServer({ me: OPERATEUR1, log, audit: [...olderAuditRows(60), ...AUDIT_ROWS] }));
    const table = await journal();
    expect(bodyRows(table)).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Plus ancien' }));
    await expect.poll(() => bodyRows(within(screen.getByRole('table'))).length).toBe(68);
    expect(log[1]!.body).toEqual({ p_limit: 50, p_before_id: 19 });
    expect(screen.queryByRole('button', { name: 'Plus ancien' })).toBeNull();
    expect(screen.getByText('Aucune action plus ancienne.')).toBeVisible();
  });

  it('a journal that cannot be read says so and is read again', async () => {
    const { user } = open(...auditFailing(1, supportServer({ me: OPERATEUR1 })));
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Impossible de charger le journal. Veuillez réessayer.')).toBeVisible();
    await user.click(alert.getByRole('button', { name: 'Réessayer' }));
    expect(bodyRows(await journal())).toHaveLength(AUDIT_ROWS.length);
  });
});
