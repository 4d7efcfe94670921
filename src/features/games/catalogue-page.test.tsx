import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Component as CataloguePage } from './catalogue-page';
import { renderPage } from '../../../tests/utils/render';

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
