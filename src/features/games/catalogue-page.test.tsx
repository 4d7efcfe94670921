import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Component as CataloguePage } from './catalogue-page';
import { rgStatus } from '../../../tests/fixtures/responsible-gaming';
import { renderPage } from '../../../tests/kit/render';
import { PlayStatusContext } from '../../components/play-status-context';
import type { ResponsibleGamingStatus } from '../../game/responsible-gaming';

const NONE = "Aucun jeu disponible aujourd'hui";

function openAt(now: string) {
  return renderPage(CataloguePage, { path: '/games', url: '/games', now });
}

function card(name: string) {
  return within(screen.getByRole('article', { name }));
}

function nextDraw(name: string) {
  const text = card(name).queryByText(/^Prochain tirage/)?.textContent ?? null;
  return text ?? (card(name).queryByText(NONE) ? NONE : 'nothing shown');
}

describe('catalogue', () => {
  it('shows one card per country with its name, code, flag, days and a link to its days', () => {
    openAt('2026-11-23T08:00:00Z');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const togo = card('Togo');
    expect(togo.getByText('TG')).toBeInTheDocument();
    expect(togo.getByText('Du lundi au samedi')).toBeInTheDocument();
    expect(togo.getByText('Tirages : 9h, 13h, 18h')).toBeInTheDocument();
    expect(togo.getByRole('link', { name: 'Voir les jeux' })).toHaveAttribute('href', '/games/TG');
    expect(card('Bénin').getByText('Tous les jours')).toBeInTheDocument();
    expect(card("Côte d'Ivoire").getByRole('link', { name: 'Voir les jeux' })).toHaveAttribute('href', '/games/CI');
    expect(screen.getByRole('article', { name: 'Ghana' }).querySelector('img')).not.toBeNull();
  });

  it('shows the next draw hour of the day in each country’s own zone (Monday 08:00 UTC)', () => {
    openAt('2026-11-23T08:00:00Z');
    expect(nextDraw('Togo')).toBe("Prochain tirage aujourd'hui : 9h");
    expect(nextDraw('Bénin')).toBe("Prochain tirage aujourd'hui : 11h");
    expect(nextDraw("Côte d'Ivoire")).toBe("Prochain tirage aujourd'hui : 10h");
    expect(nextDraw('Ghana')).toBe("Prochain tirage aujourd'hui : 19h");
  });

  it('counts an hour as past exactly on the hour', () => {
    openAt('2026-11-23T13:00:00Z');
    expect(nextDraw('Togo')).toBe("Prochain tirage aujourd'hui : 18h");
    expect(nextDraw("Côte d'Ivoire")).toBe("Prochain tirage aujourd'hui : 16h");
    // 14:00 in Porto-Novo: 14h is past too
    expect(nextDraw('Bénin')).toBe("Prochain tirage aujourd'hui : 18h");
  });

  it('still offers the hour one second before it', () => {
    openAt('2026-11-23T12:59:59Z');
    expect(nextDraw('Togo')).toBe("Prochain tirage aujourd'hui : 13h");
    expect(nextDraw('Bénin')).toBe("Prochain tirage aujourd'hui : 14h");
  });

  it('at 23:59 in Abidjan, Porto-Novo is already on the next day (00:59)', () => {
    openAt('2026-11-23T23:59:00Z');
    expect(nextDraw("Côte d'Ivoire")).toBe(NONE);
    expect(nextDraw('Togo')).toBe(NONE);
    expect(nextDraw('Ghana')).toBe(NONE);
    expect(nextDraw('Bénin')).toBe("Prochain tirage aujourd'hui : 11h");
  });

  it('offers 24h until midnight in Porto-Novo', () => {
    openAt('2026-11-23T22:59:59Z');
    expect(nextDraw('Bénin')).toBe("Prochain tirage aujourd'hui : 24h");
  });

  it('on a Sunday, Togo and Ghana have no game', () => {
    openAt('2026-11-29T10:00:00Z');
    expect(nextDraw('Togo')).toBe(NONE);
    expect(nextDraw('Ghana')).toBe(NONE);
    expect(nextDraw('Bénin')).toBe("Prochain tirage aujourd'hui : 14h");
    expect(nextDraw("Côte d'Ivoire")).toBe("Prochain tirage aujourd'hui : 13h");
  });

  it('moves on to the next draw when the hour turns while the page is open', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T08:59:30Z') });
    try {
      renderPage(CataloguePage, { path: '/games', url: '/games', now: () => new Date() });
      expect(nextDraw('Togo')).toBe("Prochain tirage aujourd'hui : 9h");
      act(() => {
        vi.advanceTimersByTime(31_000);
      });
      expect(nextDraw('Togo')).toBe("Prochain tirage aujourd'hui : 13h");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the catalogue tells the player’s exclusion or a stake limit reached, before they choose (issue 38)', () => {
  function openWith(status: ResponsibleGamingStatus | null) {
    const refresh = vi.fn();
    const Page = () => (
      <PlayStatusContext.Provider value={{ status, refresh }}>
        <CataloguePage />
      </PlayStatusContext.Provider>
    );
    renderPage(Page, { path: '/games', url: '/games', now: '2026-11-23T08:00:00Z' });
    return refresh;
  }

  it('an exclusion: until when, in the player’s zone, named, and what it forbids; the status is read again as the page opens', () => {
    const refresh = openWith(rgStatus({ exclusion: { until: '2026-11-24T11:55:00.000Z' }, country: 'BJ', timeZone: 'Africa/Porto-Novo' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Exclusion en cours' })).toHaveTextContent(
      "Vous vous êtes exclu du jeu jusqu'au 24 nov. 2026 à 12:55 (heure de Porto-Novo). D'ici là, vous ne pouvez ni valider de ticket ni recharger votre compte ; vos retraits de gains restent possibles.",
    );
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('a permanent exclusion', () => {
    openWith(rgStatus({ exclusion: { until: null } }));
    expect(screen.getByRole('status', { name: 'Exclusion en cours' })).toHaveTextContent(
      'Vous vous êtes exclu du jeu définitivement. Vous ne pouvez plus valider de ticket ni recharger votre compte ; vos retraits de gains restent possibles.',
    );
  });

  it('a stake limit reached; a limit with room left, or none, says nothing here', () => {
    openWith(rgStatus({ limits: { 'stake/month': { amount: 50_000, used: 50_000 } } }));
    expect(screen.getByRole('status', { name: 'Limite atteinte' })).toHaveTextContent(
      "Limite de mise mensuelle atteinte : il vous reste 0 CFA. Elle se renouvelle le 1 déc. 2026 à 00:00 (heure de Lomé) ; d'ici là, vous ne pouvez pas valider de ticket.",
    );
  });

  it.each([
    ['room left', rgStatus({ limits: { 'stake/day': { amount: 5000, used: 1000 } } })],
    ['no limit', rgStatus()],
    ['not read (yet)', null],
  ])('%s: no banner', (_name, status) => {
    openWith(status);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
