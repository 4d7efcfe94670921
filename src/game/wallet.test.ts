import { describe, expect, it } from 'vitest';
import { LEDGER_KINDS, formatSignedAmount, ledgerKindLabel } from './wallet';

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
    [5000, '+5\u202f000 CFA'],
    [-5000, '\u22125\u202f000 CFA'],
    [100, '+100 CFA'],
    [-1_000_000, '\u22121\u202f000\u202f000 CFA'],
    [0, '0 CFA'],
  ])('%d → %j', (amount, text) => {
    expect(formatSignedAmount(amount)).toBe(text);
  });
});
