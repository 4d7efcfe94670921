import { describe, expect, it } from 'vitest';
import {
  DISCREPANCY_KINDS,
  discrepancyKindLabel,
  ourStatusLabel,
  paymentSummary,
  providerAmountLabel,
  providerAmountOf,
  providerName,
  referenceLabel,
  seenSummary,
} from './operator-payments';
import { cfa } from '../../tests/kit/amounts';

// fr-FR groups thousands with a narrow no-break space

describe('payments to check (src/game/operator-payments)', () => {
  it.each([
    ['paid_after_expiry', "Payé chez l'opérateur après expiration"],
    ['outcome_conflict', 'Réponses contradictoires'],
    ['amount_mismatch', 'Montant différent'],
    ['currency_mismatch', 'Devise différente'],
    ['terms_mismatch', 'Conditions différentes (numéro ou opérateur)'],
    ['unknown_to_provider', "Inconnu de l'opérateur"],
    ['unknown_payment', 'Paiement inconnu chez nous'],
  ])('names %s in French', (kind, label) => {
    expect(discrepancyKindLabel(kind)).toBe(label);
  });

  it("names every kind the database allows, and a later one plainly (not one of Object's own keys)", () => {
    expect(DISCREPANCY_KINDS.map(discrepancyKindLabel)).not.toContain("Désaccord avec l'opérateur");
    expect(discrepancyKindLabel('refund_mismatch')).toBe("Désaccord avec l'opérateur");
    expect(discrepancyKindLabel('toString')).toBe("Désaccord avec l'opérateur");
  });

  it('says our status', () => {
    expect(ourStatusLabel('pending')).toBe('Notre statut : En attente');
    expect(ourStatusLabel('succeeded')).toBe('Notre statut : Réussi');
    expect(ourStatusLabel('failed')).toBe('Notre statut : Refusé');
    expect(ourStatusLabel('expired')).toBe('Notre statut : Expiré');
    expect(ourStatusLabel('reversed')).toBe('Notre statut : reversed');
  });

  it('sums a payment up: direction, brand, number, amount', () => {
    expect(paymentSummary({ direction: 'in', provider: 'mtn_momo', phone: '+2290197123456', amount: 5_000 })).toBe(cfa('Recharge · MTN Mobile Money · +229 01 97 12 34 56 · 5 000 CFA'));
    expect(paymentSummary({ direction: 'out', provider: 'tmoney', phone: '+22890123456', amount: 12_500 })).toBe(cfa('Retrait · T-Money · +228 90 12 34 56 · 12 500 CFA'));
    expect(providerName('orange_money')).toBe('Orange Money');
    expect(providerName('fedapay_only')).toBe('fedapay_only');
  });

  it("says the provider's reference, or that there is none", () => {
    expect(referenceLabel('SBX-7F3A')).toBe('Référence opérateur : SBX-7F3A');
    expect(referenceLabel(null)).toBe('Sans référence opérateur');
    expect(providerAmountLabel(4_500)).toBe(cfa("Montant annoncé par l'opérateur : 4 500 CFA"));
  });

  it('says how often and when last it was reported', () => {
    expect(seenSummary({ occurrences: 1, lastSeenAt: '2026-11-23T08:15:00Z' }, 'Africa/Abidjan')).toBe('Signalé une fois, le 23 nov. 2026, 08:15');
    expect(seenSummary({ occurrences: 3, lastSeenAt: '2026-11-23T23:30:00Z' }, 'Africa/Porto-Novo')).toBe('Signalé 3 fois, la dernière le 24 nov. 2026, 00:30');
  });

  it("reads the provider's amount of an amount mismatch only", () => {
    const details = { ours: { amount: 5_000, currency: 'XOF' }, provider: { amount: 4_500, currency: 'XOF', outcome: 'succeeded' } };
    expect(providerAmountOf('amount_mismatch', details)).toBe(4_500);
    expect(providerAmountOf('currency_mismatch', { provider: { amount: 8, currency: 'GHS' } })).toBeNull();
    expect(providerAmountOf('amount_mismatch', { provider: { amount: '4500' } })).toBeNull();
    expect(providerAmountOf('amount_mismatch', { provider: null })).toBeNull();
    expect(providerAmountOf('amount_mismatch', null)).toBeNull();
    expect(providerAmountOf('amount_mismatch', [])).toBeNull();
  });
});
