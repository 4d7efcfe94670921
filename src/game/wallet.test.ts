import { describe, expect, it } from 'vitest';
import { LEDGER_KINDS, formatDateTime, formatSignedAmount, ledgerKindLabel } from './wallet';
import { cfa } from '../../tests/kit/amounts';

describe('ledger kinds in French', () => {
  it.each([
    ['recharge', 'Recharge'],
    ['withdrawal', 'Retrait'],
    ['withdrawal_reversal', 'Retrait échoué, remboursé'],
    ['conversion', 'Conversion de gains'],
    ['stake', 'Achat de ticket'],
    ['payout', 'Gain'],
    ['refund', 'Remboursement de mise'],
  ])('%s reads %j', (kind, label) => {
    expect(ledgerKindLabel(kind)).toBe(label);
  });

  it('names every kind of DESIGN §8', () => {
    expect([...LEDGER_KINDS].sort()).toEqual(['conversion', 'payout', 'recharge', 'refund', 'stake', 'withdrawal', 'withdrawal_reversal']);
  });

  it.each(['bonus', '', 'toString', '__proto__'])('reads an unknown kind %j as a plain operation', (kind) => {
    expect(ledgerKindLabel(kind)).toBe('Opération');
  });
});

describe('formatSignedAmount', () => {
  it.each([
    [5000, cfa('+5 000 CFA')],
    [-5000, cfa('\u22125 000 CFA')],
    [100, cfa('+100 CFA')],
    [-1_000_000, cfa('\u22121 000 000 CFA')],
    [0, cfa('0 CFA')],
  ])('%d → %j', (amount, text) => {
    expect(formatSignedAmount(amount)).toBe(text);
  });
});

describe('formatDateTime', () => {
  it.each([
    ['2026-11-23T08:15:00Z', 'Africa/Abidjan', '23 nov. 2026, 08:15'],
    ['2026-11-23T23:30:00Z', 'Africa/Porto-Novo', '24 nov. 2026, 00:30'],
    ['2026-07-14T09:05:00Z', 'Africa/Lome', '14 juil. 2026, 09:05'],
  ])('%s in %s reads %j', (iso, zone, text) => {
    expect(formatDateTime(iso, zone)).toBe(text);
  });
});
