import { describe, expect, it } from 'vitest';
import { SANDBOX_PHONE_ERROR, type SandboxPush, pushStatus, pushSubtitle, pushTitle, sandboxPhoneNumber } from './sandbox-phone';
import { cfa } from '../../tests/kit/amounts';

const push: SandboxPush = {
  id: 'sbx-col-1',
  kind: 'collection',
  provider: 'tmoney',
  phone: '+22890112345',
  amount: 5000,
  status: 'pending',
  reason: null,
  held: false,
  autoApproveAt: '2026-11-23T08:00:05.000Z',
  delivery: 'waiting',
  createdAt: '2026-11-23T08:00:00.000Z',
};

describe('the sandbox phone', () => {
  it.each([
    ['+22890112345', '+22890112345'],
    ['+228 90 11 23 45', '+22890112345'],
    ['00228 90.11.23.45', '+22890112345'],
    [' 22890112345', '+22890112345'],
    ['+233 (24) 123-4567', '+233241234567'],
    ['+2290195123456', '+2290195123456'],
  ])('reads %j as %s', (text, e164) => {
    expect(sandboxPhoneNumber(text)).toBe(e164);
  });

  it.each(['', '+', '+228', '1234567', '+1234567890123456', '+228 90 11 23 4a', '++22890112345', '+٢٢٨٩٠١١٢٣٤٥'])('refuses %j', (text) => {
    expect(sandboxPhoneNumber(text)).toBeNull();
  });

  it('asks for an international number in French', () => {
    expect(SANDBOX_PHONE_ERROR).toBe('Saisissez le numéro au format international, par exemple +228 90 11 23 45.');
  });

  it('says who asks what, with the amount in CFA and the operator’s name', () => {
    expect(pushTitle(push)).toBe(cfa('LotoAfrik vous demande 5 000 CFA'));
    expect(pushTitle({ ...push, kind: 'payout', amount: 12_500 })).toBe(cfa('Vous recevez 12 500 CFA de LotoAfrik'));
    expect(pushSubtitle(push)).toBe('T-Money · recharge du compte LotoAfrik');
    expect(pushSubtitle({ ...push, kind: 'payout', provider: 'mtn_momo' })).toBe('MTN Mobile Money · retrait de gains LotoAfrik');
  });

  it.each([
    [{}, 'Approbation automatique dans quelques secondes'],
    [{ held: true }, 'En attente de votre réponse'],
    [{ status: 'succeeded', delivery: 'delivered' }, 'Approuvé'],
    [{ status: 'succeeded', delivery: 'refused' }, 'Approuvé, mais refusé par LotoAfrik (délai dépassé) : montant remboursé'],
    [{ status: 'failed', reason: 'declined_by_payer' }, 'Refusé par le téléphone'],
    [{ status: 'failed', reason: 'test_number_declined' }, 'Refusé : numéro de test se terminant par 0000'],
  ] as const)('status %j reads %j', (change, text) => {
    expect(pushStatus({ ...push, ...change })).toBe(text);
  });
});
