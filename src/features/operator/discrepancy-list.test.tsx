import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DISCREPANCY_LIMIT, type PaymentDiscrepancy } from '../../game/operator-payments';
import { formatDateTime } from '../../game/wallet';
import { theme } from '../../theme/theme';
import { DiscrepancyList } from './discrepancy-list';

const PAID_LATE: PaymentDiscrepancy = {
  id: 'x-1',
  kind: 'paid_after_expiry',
  occurrences: 3,
  firstSeenAt: '2026-11-23T07:40:00Z',
  lastSeenAt: '2026-11-23T07:55:00Z',
  providerReference: 'SBX-7F3A-21',
  payment: { id: 'p-1', direction: 'in', provider: 'mtn_momo', phone: '+2290197123456', amount: 5_000, status: 'expired', createdAt: '2026-11-23T07:30:00Z' },
  providerAmount: null,
};
const SHORT_PAID: PaymentDiscrepancy = {
  ...PAID_LATE,
  id: 'x-2',
  kind: 'amount_mismatch',
  occurrences: 1,
  providerReference: null,
  payment: { ...PAID_LATE.payment!, id: 'p-2', direction: 'out', provider: 'wave', phone: '+2250712345678', amount: 25_000, status: 'pending' },
  providerAmount: 24_500,
};
const UNKNOWN: PaymentDiscrepancy = { ...PAID_LATE, id: 'x-3', kind: 'unknown_payment', occurrences: 1, providerReference: 'SBX-0000-99', payment: null };

function renderList(discrepancies: PaymentDiscrepancy[]) {
  return render(
    <MantineProvider theme={theme} env="test">
      <DiscrepancyList discrepancies={discrepancies} />
    </MantineProvider>,
  );
}

describe('Paiements à vérifier (issue 37)', () => {
  it('shows nothing when the provider and we agree on every payment', () => {
    renderList([]);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText('Paiements à vérifier')).toBeNull();
  });

  it('lists each disagreement in French: what, our payment, our status, the reference, how often and when last', () => {
    renderList([PAID_LATE, SHORT_PAID, UNKNOWN]);
    const section = within(screen.getByRole('region', { name: 'Paiements à vérifier' }));
    expect(section.getAllByRole('article').map((item) => item.getAttribute('aria-label'))).toEqual([
      "Payé chez l'opérateur après expiration",
      'Montant différent',
      'Paiement inconnu chez nous',
    ]);
    const paidLate = within(section.getByRole('article', { name: "Payé chez l'opérateur après expiration" }));
    expect(paidLate.getByText('Recharge · MTN Mobile Money · +229 01 97 12 34 56 · 5 000 CFA')).toBeVisible();
    expect(paidLate.getByText('Notre statut : Expiré · Référence opérateur : SBX-7F3A-21')).toBeVisible();
    expect(paidLate.getByText(`Signalé 3 fois, la dernière le ${formatDateTime('2026-11-23T07:55:00Z')}`)).toBeVisible();
    const shortPaid = within(section.getByRole('article', { name: 'Montant différent' }));
    expect(shortPaid.getByText(/^Retrait · Wave · \+225 07 12 34 ?56 ?78 · 25 000 CFA$/)).toBeVisible();
    expect(shortPaid.getByText("Montant annoncé par l'opérateur : 24 500 CFA")).toBeVisible();
    expect(shortPaid.getByText('Notre statut : En attente · Sans référence opérateur')).toBeVisible();
    expect(shortPaid.getByText(/^Signalé une fois, le /)).toBeVisible();
    const unknown = section.getByRole('article', { name: 'Paiement inconnu chez nous' });
    expect(unknown).toHaveTextContent('Référence opérateur : SBX-0000-99');
    expect(unknown).not.toHaveTextContent('Notre statut');
    expect(unknown).not.toHaveTextContent('CFA');
    expect(screen.queryByText(/derniers signalements/)).toBeNull();
  });

  it('says when only the latest are shown', () => {
    renderList(Array.from({ length: DISCREPANCY_LIMIT }, (_, i) => ({ ...PAID_LATE, id: `x-${i}` })));
    expect(screen.getAllByRole('article')).toHaveLength(DISCREPANCY_LIMIT);
    expect(screen.getByText('Seuls les 50 derniers signalements sont affichés.')).toBeVisible();
  });
});
