import { describe, expect, it } from 'vitest';
import { exclusionEnd } from './limits';
import {
  type PlayLimit,
  checkDeclaration,
  exclusionConsequences,
  exclusionText,
  hoursUntil,
  pendingChangeText,
  savedLimitNotice,
  selfExcludedText,
} from './responsible-gaming';
import { cfa } from '../../tests/kit/amounts';

const LOME = 'Africa/Lome';
const PORTO_NOVO = 'Africa/Porto-Novo';

const limit = (overrides: Partial<PlayLimit>): PlayLimit => ({
  kind: 'stake',
  period: 'day',
  amount: 1000,
  nextAmount: null,
  nextAt: null,
  used: 0,
  remaining: 1000,
  windowStart: '2026-11-22T00:00:00Z',
  windowEnd: '2026-11-23T00:00:00Z',
  ...overrides,
});

describe('responsible-gaming wording', () => {
  it('counts whole hours up to a change, rounded up, at least 1', () => {
    expect(hoursUntil('2026-11-23T10:00:00Z', '2026-11-22T10:00:00Z')).toBe('dans 24 h');
    expect(hoursUntil('2026-11-23T10:00:00Z', '2026-11-22T10:00:01Z')).toBe('dans 24 h');
    expect(hoursUntil('2026-11-23T10:00:00Z', '2026-11-23T09:59:00Z')).toBe('dans 1 h');
  });

  it('says when a raise or a removal takes effect, and nothing without one', () => {
    const now = '2026-11-22T10:00:00Z';
    expect(pendingChangeText(limit({ nextAmount: 5000, nextAt: '2026-11-23T10:00:00Z' }), now, LOME)).toBe(
      cfa('Passera à 5 000 CFA le 23 nov. 2026 à 10:00 (dans 24 h).'),
    );
    expect(pendingChangeText(limit({ nextAmount: null, nextAt: '2026-11-23T10:00:00Z' }), now, LOME)).toBe(
      'Sera supprimée le 23 nov. 2026 à 10:00 (dans 24 h).',
    );
    expect(pendingChangeText(limit({}), now, LOME)).toBeNull();
  });

  it('says when an exclusion ends, in the player’s zone, named', () => {
    expect(exclusionText({ until: '2026-12-22T10:00:00Z' }, LOME)).toBe("Vous êtes exclu du jeu jusqu'au 22 déc. 2026 à 10:00 (heure de Lomé).");
    expect(exclusionText({ until: '2026-12-22T10:00:00Z' }, PORTO_NOVO)).toBe("Vous êtes exclu du jeu jusqu'au 22 déc. 2026 à 11:00 (heure de Porto-Novo).");
    expect(exclusionText({ until: null }, LOME)).toBe('Vous êtes exclu du jeu définitivement.');
  });

  it("refuses a ticket or a recharge in the database's words, with the same instant as the page", () => {
    expect(selfExcludedText('2026-12-24T10:00:00Z', PORTO_NOVO)).toBe("Vous vous êtes exclu du jeu jusqu'au 24 déc. 2026 à 11:00 (heure de Porto-Novo).");
    expect(selfExcludedText(null, PORTO_NOVO)).toBe('Vous vous êtes exclu du jeu définitivement.');
    const until = '2026-11-24T11:55:00Z';
    const shown = /jusqu'au (.*)\.$/;
    expect(shown.exec(selfExcludedText(until, PORTO_NOVO))![1]).toBe(shown.exec(exclusionText({ until }, PORTO_NOVO))![1]);
  });

  it('states the consequences before an exclusion starts', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(exclusionConsequences('7d', exclusionEnd('7d', now, LOME), LOME)).toEqual([
      "Pendant 7 jours, jusqu'au 29 nov. 2026 à 10:00 (heure de Lomé) :",
      'vous ne pourrez plus valider de ticket ni recharger votre compte ;',
      'vos retraits de gains resteront possibles ;',
      'elle ne pourra pas être levée avant son terme, même à votre demande.',
    ]);
    expect(exclusionConsequences('permanent', null, LOME)).toEqual([
      'Votre exclusion sera définitive.',
      'vous ne pourrez plus valider de ticket ni recharger votre compte ;',
      'vos retraits de gains resteront possibles ;',
      'elle ne pourra jamais être levée, même à votre demande.',
    ]);
  });
});

describe('checkDeclaration: a date of birth, a country, 18 or more there', () => {
  const now = '2026-11-22T23:30:00Z'; // already 23 Nov in Porto-Novo, still 22 Nov in Lomé
  it.each([
    ['', 'TG', 'Indiquez votre date de naissance.'],
    ['1990-01-01', '', 'Choisissez votre pays.'],
    ['1990-01-01', 'tg', 'Choisissez votre pays.'],
    ['1990-01-01', 'FR', 'Choisissez votre pays.'],
    ['1990-02-30', 'TG', 'Date de naissance invalide.'],
    ['2008-11-23', 'TG', 'Vous devez avoir 18 ans ou plus pour jouer.'],
    ['2008-11-23', 'BJ', null],
    ['1990-01-01', 'GH', null],
  ])('born %j in %j: %s', (birthDate, country, error) => {
    expect(checkDeclaration(birthDate, country, now)).toBe(error);
  });
});

describe('savedLimitNotice: what became of the limit just saved', () => {
  const now = '2026-11-22T10:00:00Z';
  it('a raise waits 24 h, the limit in force staying', () => {
    expect(savedLimitNotice(limit({ amount: 1000, nextAmount: 5000, nextAt: '2026-11-23T10:00:00Z' }), now, LOME)).toBe(
      cfa("Hausse enregistrée : votre limite reste de 1 000 CFA jusqu'au 23 nov. 2026 à 10:00 (dans 24 h), puis passera à 5 000 CFA."),
    );
  });
  it('a removal waits 24 h too', () => {
    expect(savedLimitNotice(limit({ amount: 1000, nextAmount: null, nextAt: '2026-11-23T10:00:00Z' }), now, LOME)).toBe(
      cfa("Suppression enregistrée : votre limite reste de 1 000 CFA jusqu'au 23 nov. 2026 à 10:00 (dans 24 h), puis sera supprimée."),
    );
  });
  it('a lowering or a first limit applies at once', () => {
    expect(savedLimitNotice(limit({ amount: 800 }), now, LOME)).toBe(cfa('Limite enregistrée : 800 CFA, en vigueur dès maintenant.'));
    expect(savedLimitNotice(limit({ amount: null, remaining: null }), now, LOME)).toBe('Limite supprimée.');
  });
});
