import { describe, expect, it } from 'vitest';
import { rgStatus } from '../../tests/fixtures/responsible-gaming';
import { playNotice } from './responsible-gaming-notices';
import { nextStatusChange } from './responsible-gaming-status';
import { cfa } from '../../tests/kit/amounts';

/** fr-FR groups thousands with U+202F (docs/decisions.md). */
const PORTO_NOVO = 'Africa/Porto-Novo';
/** rgStatus's now: Monday 23 Nov 2026, 08:00 UTC. */
const NOW = '2026-11-23T08:00:00.000Z';

describe('playNotice: what a page says before the player tries (issue 38)', () => {
  const excluded = rgStatus({ exclusion: { until: '2026-11-24T11:55:00.000Z' }, country: 'BJ', timeZone: PORTO_NOVO });

  it('an exclusion, at each place, with its end in the player’s zone and what it forbids there', () => {
    expect(playNotice(excluded, 'catalogue')).toEqual({
      kind: 'excluded',
      blocking: true,
      title: 'Exclusion en cours',
      text: "Vous vous êtes exclu du jeu jusqu'au 24 nov. 2026 à 12:55 (heure de Porto-Novo). D'ici là, vous ne pouvez ni valider de ticket ni recharger votre compte ; vos retraits de gains restent possibles.",
    });
    expect(playNotice(excluded, 'builder')?.text).toBe(
      "Vous vous êtes exclu du jeu jusqu'au 24 nov. 2026 à 12:55 (heure de Porto-Novo). D'ici là, vous ne pouvez ni ajouter de pari au panier ni valider de ticket.",
    );
    expect(playNotice(excluded, 'recharge')?.text).toBe(
      "Vous vous êtes exclu du jeu jusqu'au 24 nov. 2026 à 12:55 (heure de Porto-Novo). D'ici là, vous ne pouvez pas recharger votre compte ; vos retraits de gains restent possibles.",
    );
    expect(playNotice(excluded, 'basket')?.text).toBe(
      "Vous vous êtes exclu du jeu jusqu'au 24 nov. 2026 à 12:55 (heure de Porto-Novo). D'ici là, vous ne pouvez pas valider de ticket ; vos paris restent dans votre panier.",
    );
  });

  it('a permanent exclusion', () => {
    const forEver = rgStatus({ exclusion: { until: null } });
    expect(playNotice(forEver, 'builder')).toMatchObject({
      kind: 'excluded',
      blocking: true,
      text: 'Vous vous êtes exclu du jeu définitivement. Vous ne pouvez plus ajouter de pari au panier ni valider de ticket.',
    });
    expect(playNotice(forEver, 'basket')?.text).toBe('Vous vous êtes exclu du jeu définitivement. Vous ne pouvez plus valider de ticket.');
    expect(playNotice(forEver, 'recharge')?.text).toBe(
      'Vous vous êtes exclu du jeu définitivement. Vous ne pouvez plus recharger votre compte ; vos retraits de gains restent possibles.',
    );
  });

  it('an exclusion comes before any limit, as the database refuses', () => {
    const both = rgStatus({ exclusion: { until: null }, limits: { 'stake/day': { amount: 1000, used: 1000 } } });
    expect(playNotice(both, 'builder')?.kind).toBe('excluded');
  });

  it('a stake limit reached: what is left and when it renews, on the catalogue and the builder', () => {
    const reached = rgStatus({ limits: { 'stake/day': { amount: 1000, used: 1000 }, 'deposit/day': { amount: 5000 } } });
    const notice = {
      kind: 'limitReached',
      blocking: true,
      title: 'Limite atteinte',
      text: cfa("Limite de mise journalière atteinte : il vous reste 0 CFA. Elle se renouvelle le 24 nov. 2026 à 00:00 (heure de Lomé) ; d'ici là, vous ne pouvez pas valider de ticket."),
    };
    expect(playNotice(reached, 'catalogue')).toEqual(notice);
    expect(playNotice(reached, 'builder')).toEqual(notice);
    expect(playNotice(reached, 'basket')).toEqual(notice);
    // the deposit limit is not reached: the recharge page says what it leaves
    expect(playNotice(reached, 'recharge')).toMatchObject({ kind: 'limitLeft', blocking: false });
  });

  it('less than the smallest stake left is reached too; of two reached, the one that holds longest', () => {
    const short = rgStatus({ limits: { 'stake/day': { amount: 1000, used: 950 } } });
    expect(playNotice(short, 'builder')?.text).toMatch(/^Limite de mise journalière atteinte : il vous reste 50\u202fCFA\. /);
    const two = rgStatus({ limits: { 'stake/day': { amount: 1000, used: 1000 }, 'stake/week': { amount: 3000, used: 3000 } } });
    expect(playNotice(two, 'builder')?.text).toBe(
      cfa("Limite de mise hebdomadaire atteinte : il vous reste 0 CFA. Elle se renouvelle le 30 nov. 2026 à 00:00 (heure de Lomé) ; d'ici là, vous ne pouvez pas valider de ticket."),
    );
  });

  it('a deposit limit reached on the recharge page', () => {
    const reached = rgStatus({ limits: { 'deposit/month': { amount: 20_000, used: 20_000 } } });
    expect(playNotice(reached, 'recharge')).toEqual({
      kind: 'limitReached',
      blocking: true,
      title: 'Limite atteinte',
      text: cfa("Limite de dépôt mensuelle atteinte : il vous reste 0 CFA. Elle se renouvelle le 1 déc. 2026 à 00:00 (heure de Lomé) ; d'ici là, vous ne pouvez pas recharger votre compte."),
    });
    expect(playNotice(reached, 'catalogue')).toBeNull();
  });

  it('a limit not reached: the builder and the recharge page say what the tightest leaves, the catalogue nothing', () => {
    const some = rgStatus({ limits: { 'stake/day': { amount: 5000, used: 1000 }, 'stake/week': { amount: 10_000, used: 7000 } } });
    expect(playNotice(some, 'builder')).toEqual({
      kind: 'limitLeft',
      blocking: false,
      title: 'Limite en vigueur',
      text: cfa("Limite de mise hebdomadaire : il vous reste 3 000 CFA jusqu'au 30 nov. 2026 à 00:00 (heure de Lomé)."),
    });
    expect(playNotice(some, 'catalogue')).toBeNull();
    const tie = rgStatus({ limits: { 'deposit/day': { amount: 2000 }, 'deposit/month': { amount: 2000 } } });
    expect(playNotice(tie, 'recharge')?.text).toBe(cfa("Limite de dépôt journalière : il vous reste 2 000 CFA jusqu'au 24 nov. 2026 à 00:00 (heure de Lomé)."));
  });

  it('nothing without an exclusion or a limit', () => {
    for (const place of ['catalogue', 'builder', 'basket', 'recharge'] as const) expect(playNotice(rgStatus(), place)).toBeNull();
  });
});

describe('nextStatusChange: when the status changes by itself', () => {
  it('the earliest of an exclusion’s end, a limit’s renewal and a waiting raise', () => {
    expect(nextStatusChange(rgStatus())).toBeNull();
    expect(nextStatusChange(rgStatus({ exclusion: { until: null } }))).toBeNull();
    expect(nextStatusChange(rgStatus({ exclusion: { until: '2026-11-23T09:00:00.000Z' }, limits: { 'stake/day': { amount: 1000 } } }))).toBe('2026-11-23T09:00:00.000Z');
    expect(nextStatusChange(rgStatus({ limits: { 'stake/week': { amount: 1000 } } }))).toBe('2026-11-30T00:00:00.000Z');
    expect(nextStatusChange(rgStatus({ limits: { 'deposit/month': { amount: 1000, nextAmount: 5000, nextAt: '2026-11-23T20:00:00.000Z' } } }))).toBe(
      '2026-11-23T20:00:00.000Z',
    );
    expect(NOW).toBe(rgStatus().now);
  });
});
