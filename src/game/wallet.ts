import { formatAmount } from './format';

/** The kinds of ledger transaction (DESIGN §8), as the database names them. */
export const LEDGER_KINDS = ['recharge', 'withdrawal', 'withdrawal_reversal', 'conversion', 'stake', 'payout', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What the wallet's history calls each kind. */
export const LEDGER_KIND_LABELS: Readonly<Record<LedgerKind, string>> = {
  recharge: 'Recharge',
  withdrawal: 'Retrait',
  withdrawal_reversal: 'Retrait échoué, remboursé',
  conversion: 'Conversion de gains',
  stake: 'Achat de ticket',
  payout: 'Gain',
  refund: 'Remboursement de mise',
};

/** A kind the history does not know yet (one a later version adds) reads as a plain 'Opération'. */
export function ledgerKindLabel(kind: string): string {
  return Object.hasOwn(LEDGER_KIND_LABELS, kind) ? LEDGER_KIND_LABELS[kind as LedgerKind] : 'Opération';
}

/** A change of balance with its sign: 5000 → '+5 000 CFA', -5000 → '−5 000 CFA' (U+2212), 0 → '0 CFA'. */
export function formatSignedAmount(amount: number): string {
  if (amount === 0) return formatAmount(0);
  return `${amount > 0 ? '+' : '\u2212'}${formatAmount(Math.abs(amount))}`;
}

/** When a movement happened, in French: '23 nov. 2026, 08:15' (the device's zone unless one is given). */
export function formatDateTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}
