import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as DayPickerPage } from './day-picker-page';
import { renderPage } from '../../../tests/kit/render';

const PATH = '/games/:countryCode';

function openAt(url: string, now: string) {
  return renderPage(DayPickerPage, { path: PATH, url, now }).router;
}

/** Each card as 'Lundi 23 nov. 2026 [Aujourd'hui]', in screen order. */
function cards() {
  return screen.getAllByRole('article').map((article) => {
    const card = within(article);
    const day = card.getByRole('heading').textContent;
    const date = card.getByText(/\d{4}$/).textContent;
    const today = card.queryByText("Aujourd'hui") ? " [Aujourd'hui]" : '';
    return `${day} ${date}${today}`;
  });
}

describe('day picker', () => {
  it('lists Togo’s days from today, with their next dates and today’s badge', () => {
    openAt('/games/TG', '2026-11-23T08:00:00Z');
    expect(screen.getByRole('heading', { level: 1, name: 'Togo' })).toBeInTheDocument();
    expect(cards()).toEqual([
      "Lundi 23 nov. 2026 [Aujourd'hui]",
      'Mardi 24 nov. 2026',
      'Mercredi 25 nov. 2026',
      'Jeudi 26 nov. 2026',
      'Vendredi 27 nov. 2026',
      'Samedi 28 nov. 2026',
    ]);
    const links = screen.getAllByRole('link', { name: 'Afficher' }).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'].map((d) => `/games/TG/${d}`));
  });

  it('starts from today in the middle of the week and wraps round', () => {
    openAt('/games/CI', '2026-11-26T12:00:00Z');
    expect(cards()).toEqual([
      "Jeudi 26 nov. 2026 [Aujourd'hui]",
      'Vendredi 27 nov. 2026',
      'Samedi 28 nov. 2026',
      'Dimanche 29 nov. 2026',
      'Lundi 30 nov. 2026',
      'Mardi 1 déc. 2026',
      'Mercredi 2 déc. 2026',
    ]);
  });

  it('on a Sunday, Togo has no card for today and starts on Monday', () => {
    openAt('/games/TG', '2026-11-29T10:00:00Z');
    expect(cards()[0]).toBe('Lundi 30 nov. 2026');
    expect(screen.queryByText("Aujourd'hui")).toBeNull();
    expect(cards()).toHaveLength(6);
  });

  it('on a Sunday, Bénin starts with Sunday as today', () => {
    openAt('/games/BJ', '2026-11-29T10:00:00Z');
    expect(cards().slice(0, 2)).toEqual(["Dimanche 29 nov. 2026 [Aujourd'hui]", 'Lundi 30 nov. 2026']);
  });

  it('at 23:59 in Abidjan it is still Monday there, and already Tuesday in Porto-Novo', () => {
    openAt('/games/CI', '2026-11-23T23:59:00Z');
    expect(cards()[0]).toBe("Lundi 23 nov. 2026 [Aujourd'hui]");
    expect(screen.getByText('Tous les tirages de ce jour sont passés.')).toBeInTheDocument();
  });

  it('in Porto-Novo at 00:59 Tuesday, Monday is next week', () => {
    openAt('/games/BJ', '2026-11-23T23:59:00Z');
    expect(cards()[0]).toBe("Mardi 24 nov. 2026 [Aujourd'hui]");
    expect(cards().at(-1)).toBe('Lundi 30 nov. 2026');
    expect(screen.queryByText('Tous les tirages de ce jour sont passés.')).toBeNull();
  });

  it('accepts a lowercase code and links with the uppercase one', () => {
    openAt('/games/gh', '2026-11-23T08:00:00Z');
    expect(screen.getByRole('heading', { level: 1, name: 'Ghana' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Afficher' })[0]).toHaveAttribute('href', '/games/GH/lundi');
  });

  it('goes back to the catalogue and on to a day', async () => {
    const router = openAt('/games/TG', '2026-11-23T08:00:00Z');
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/games');
    await userEvent.click(screen.getAllByRole('link', { name: 'Afficher' })[1]!);
    expect(router.state.location.pathname).toBe('/games/TG/mardi');
  });

  it.each(['XX', 'togo', 'TG1', 'ng'])('redirects an unknown code %j to the catalogue', (code) => {
    const router = openAt(`/games/${code}`, '2026-11-23T08:00:00Z');
    expect(router.state.location.pathname).toBe('/games');
    expect(screen.getByText('Redirigé vers /games')).toBeInTheDocument();
  });
});
