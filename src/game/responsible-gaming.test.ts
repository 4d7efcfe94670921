import { describe, expect, it } from 'vitest';
import { exclusionEnd } from './limits';
import { type PlayLimit, exclusionConsequences, exclusionText, formatInstant, hoursUntil, pendingChangeText } from './responsible-gaming';

const LOME = 'Africa/Lome';
const PORTO_NOVO = 'Africa/Porto-Novo';
const nb = (text: string) => text.replace(/(\d) (?=\d{3}\b)/g, '$1\u202f');

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
  it('writes instants in the player’s zone', () => {
    expect(formatInstant('2026-11-23T10:00:00Z', LOME)).toBe('23 nov. 2026 à 10:00');
    expect(formatInstant('2026-11-23T23:30:00Z', PORTO_NOVO)).toBe('24 nov. 2026 à 00:30');
  });

  it('counts whole hours up to a change, rounded up, at least 1', () => {
    expect(hoursUntil('2026-11-23T10:00:00Z', '2026-11-22T10:00:00Z')).toBe('dans 24 h');
    expect(hoursUntil('2026-11-23T10:00:00Z', '2026-11-22T10:00:01Z')).toBe('dans 24 h');
    expect(hoursUntil('2026-11-23T10:00:00Z', '2026-11-23T09:59:00Z')).toBe('dans 1 h');
  });

  it('says when a raise or a removal takes effect, and nothing without one', () => {
    const now = '2026-11-22T10:00:00Z';
    expect(pendingChangeText(limit({ nextAmount: 5000, nextAt: '2026-11-23T10:00:00Z' }), now, LOME)).toBe(
      nb('Passera à 5 000 CFA le 23 nov. 2026 à 10:00 (dans 24 h).'),
    );
    expect(pendingChangeText(limit({ nextAmount: null, nextAt: '2026-11-23T10:00:00Z' }), now, LOME)).toBe(
      'Sera supprimée le 23 nov. 2026 à 10:00 (dans 24 h).',
    );
    expect(pendingChangeText(limit({}), now, LOME)).toBeNull();
  });

  it('says when an exclusion ends', () => {
    expect(exclusionText({ until: '2026-12-22T10:00:00Z' }, LOME)).toBe("Vous êtes exclu du jeu jusqu'au 22 déc. 2026 à 10:00.");
    expect(exclusionText({ until: null }, LOME)).toBe('Vous êtes exclu du jeu définitivement.');
  });

  it('states the consequences before an exclusion starts', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(exclusionConsequences('7d', exclusionEnd('7d', now, LOME), LOME)).toEqual([
      "Pendant 7 jours, jusqu'au 29 nov. 2026 à 10:00 :",
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
