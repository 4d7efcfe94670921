import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FAILURE_REASONS,
  FAILURE_REASON_SENTENCES,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  failureSentence,
  isFailureReason,
  isPaymentStatus,
  maskPhone,
} from './wallet-history';

describe('payment statuses in French', () => {
  it.each([
    ['pending', 'En attente'],
    ['succeeded', 'Réussi'],
    ['failed', 'Refusé'],
    ['expired', 'Expiré'],
  ] as const)('%s reads %j', (status, label) => {
    expect(PAYMENT_STATUS_LABELS[status]).toBe(label);
  });

  it('knows the four statuses of payments, and nothing else', () => {
    expect([...PAYMENT_STATUSES].sort()).toEqual(['expired', 'failed', 'pending', 'succeeded']);
    expect(isPaymentStatus('failed')).toBe(true);
    expect(isPaymentStatus('refunded')).toBe(false);
    expect(isPaymentStatus('toString')).toBe(false);
  });
});

describe('failure reasons in French', () => {
  it.each([
    ['declined', 'Refusé sur le téléphone'],
    ['invalid_phone', "Numéro refusé par l'opérateur"],
    ['payer_insufficient_funds', 'Solde mobile money insuffisant'],
    ['operator_unavailable', 'Opérateur indisponible'],
    ['amount_refused', "Montant refusé par l'opérateur"],
    ['payout_refused', "Retrait refusé par l'opérateur"],
    ['provider_refused', "Refusé par l'opérateur"],
    ['not_confirmed', 'Non confirmé à temps'],
  ] as const)('%s reads %j', (reason, sentence) => {
    expect(failureSentence({ status: 'failed', failureReason: reason })).toBe(sentence);
  });

  it("names every reason the database's check allows (payments.failure_reason)", () => {
    expect(Object.keys(FAILURE_REASON_SENTENCES).sort()).toEqual([...FAILURE_REASONS].sort());
    expect(FAILURE_REASONS).toEqual([
      'declined',
      'invalid_phone',
      'payer_insufficient_funds',
      'operator_unavailable',
      'amount_refused',
      'payout_refused',
      'provider_refused',
      'not_confirmed',
    ]);
    expect(isFailureReason('declined')).toBe(true);
    expect(isFailureReason('test_number_declined')).toBe(false);
    expect(isFailureReason(null)).toBe(false);
  });

  it('says nothing of a pending or succeeded payment, nor of a failure given without a reason', () => {
    expect(failureSentence({ status: 'pending', failureReason: null })).toBeNull();
    expect(failureSentence({ status: 'succeeded', failureReason: null })).toBeNull();
    expect(failureSentence({ status: 'failed', failureReason: null })).toBeNull();
  });

  it('an expiry without a reason is one nobody confirmed in time', () => {
    expect(failureSentence({ status: 'expired', failureReason: null })).toBe('Non confirmé à temps');
    expect(failureSentence({ status: 'expired', failureReason: 'operator_unavailable' })).toBe('Opérateur indisponible');
  });
});

describe('maskPhone', () => {
  it.each([
    ['+22890123456', '+228 •• •• 34 56'],
    ['+22890120000', '+228 •• •• 00 00'],
    ['+2290197123456', '+229 •• •• •• 34 56'],
    ['+2250712345678', '+225 •• •• •• 56 78'],
    ['+233241234567', '+233 •• ••• 4567'],
  ])('%s → %j', (e164, masked) => {
    expect(maskPhone(e164)).toBe(masked);
  });

  it('keeps the first 3 digits as the code of a number of another length or country', () => {
    expect(maskPhone('+2289012345')).toBe('+228 •••2345');
    expect(maskPhone('+33612345678')).toBe('+336 ••••5678');
    expect(maskPhone('+1234')).toBe('+1234');
  });

  it('shows no more than the country code and the last 4 digits of any number', () => {
    fc.assert(
      fc.property(fc.constantFrom('228', '229', '225', '233', '33', '1'), fc.stringMatching(/^\d{5,12}$/), (code, national) => {
        const e164 = `+${code}${national}`;
        const masked = maskPhone(e164);
        const shown = masked.replace(/[^\d]/g, '');
        expect(masked.endsWith(e164.slice(-2))).toBe(true);
        expect(shown.length).toBeLessThanOrEqual(3 + 4);
        expect(masked.replace(/[\s•]/g, '').length + (masked.match(/•/g)?.length ?? 0)).toBe(e164.length);
      }),
    );
  });
});
