import { describe, expect, it } from 'vitest';
import { isPageShape, isResultsShape, offlineNotice, staleNote } from './offline';

describe('offline', () => {
  it('says when the device read what it shows, in the zone given, and that it may be old', () => {
    expect(staleNote('vos tickets', '2026-11-26T10:42:00.000Z', 'Africa/Lome')).toBe(
      'Hors ligne : vos tickets tels que lus le 26 nov. 2026 à 10:42. Ils ne sont peut-être plus à jour.',
    );
    expect(staleNote('les résultats', '2026-11-26T23:30:00.000Z', 'Africa/Porto-Novo')).toBe(
      'Hors ligne : les résultats tels que lus le 27 nov. 2026 à 00:30. Ils ne sont peut-être plus à jour.',
    );
  });

  it('refuses every money action offline, with its reason', () => {
    expect(offlineNotice('basket')).toEqual({
      kind: 'offline',
      blocking: true,
      title: 'Hors ligne',
      text: 'Sans connexion, vos paris ne peuvent pas être validés. Votre panier est conservé : validez-le dès le retour du réseau.',
    });
    expect(offlineNotice('recharge').text).toBe('Sans connexion, aucun paiement ne peut être lancé. Réessayez dès le retour du réseau.');
    expect(offlineNotice('withdraw').text).toBe('Sans connexion, aucun retrait ne peut être demandé. Réessayez dès le retour du réseau.');
    expect(offlineNotice('convert').text).toBe('Sans connexion, vos gains ne peuvent pas être convertis. Réessayez dès le retour du réseau.');
    expect(offlineNotice('builder').blocking).toBe(true);
  });

  it('recognises a page of a list and the results read back from the device, and nothing else', () => {
    expect(isPageShape({ items: [], page: 0, pageSize: 10, total: 0 })).toBe(true);
    expect(isPageShape({ items: [{ id: 'a' }], page: 1, pageSize: 10, total: 11 })).toBe(true);
    expect(isPageShape({ items: 'x', page: 0, pageSize: 10, total: 0 })).toBe(false);
    expect(isPageShape({ items: [], page: '0', pageSize: 10, total: 0 })).toBe(false);
    expect(isPageShape(null)).toBe(false);
    expect(isPageShape([])).toBe(false);
    expect(isResultsShape({ draws: [{ id: 'd' }], mine: {} })).toBe(true);
    expect(isResultsShape({ draws: [1], mine: {} })).toBe(false);
    expect(isResultsShape({ draws: [], mine: [] })).toBe(false);
    expect(isResultsShape('{"draws":[]}')).toBe(false);
  });
});
