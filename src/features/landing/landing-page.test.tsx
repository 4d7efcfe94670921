import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../theme/theme';
import { LandingPage } from './landing-page';

function renderLanding() {
  return render(
    <MantineProvider theme={theme}>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </MantineProvider>,
  );
}

function preferReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

afterEach(() => vi.useRealTimers());

describe('landing page', () => {
  it('shows the brand, the tagline, the welcome text and the two buttons', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Loto Afrik');
    expect(screen.getByText('Afrik')).toBeInTheDocument();
    expect(screen.getByText('Plateforme de paris interactifs en ligne')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bienvenue !' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', '/register');
  });

  it('links to the public results, which need no account', () => {
    renderLanding();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Voir les derniers résultats' })).toHaveAttribute('href', '/resultats');
  });

  it.each([
    ['Togo', 'Lundi, Mardi, Mercredi, Jeudi, Vendredi, Samedi', '3 tirages par jour'],
    ['Bénin', 'Tous les jours', '5 tirages par jour'],
    ["Côte d'Ivoire", 'Tous les jours', '7 tirages par jour'],
    ['Ghana', 'Lundi, Mardi, Mercredi, Jeudi, Vendredi, Samedi', '1 tirage par jour'],
  ])('lists %s with its active days and draws per day', (name, days, draws) => {
    renderLanding();
    const card = within(screen.getByRole('article', { name }));
    expect(card.getByText(days)).toBeInTheDocument();
    expect(card.getByText(draws)).toBeInTheDocument();
  });

  it.each([
    ['Perm', '3 à 20 numéros'],
    ['Trio', '3 à 10 numéros'],
    ['Quadra', '4 à 10 numéros'],
    ['Jackpot', '5 à 10 numéros'],
    ['Solo', '1 numéro'],
  ])('describes %s in the carousel: %s', (name, numbers) => {
    renderLanding();
    expect(within(screen.getByRole('group', { name })).getByText(numbers)).toBeInTheDocument();
  });

  it('shows the ten bet types once to assistive technology', () => {
    renderLanding();
    const carousel = screen.getByRole('region', { name: 'Les dix types de paris' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(10);
  });

  it('has a footer with links to /, /login and /register and the four flags', () => {
    renderLanding();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/login', '/register']);
    for (const name of ['Togo', 'Bénin', "Côte d'Ivoire", 'Ghana']) expect(footer.getByRole('img', { name })).toBeInTheDocument();
  });

  it('throws 20 confetti particles, and a new wave every 8 seconds', () => {
    vi.useFakeTimers();
    renderLanding();
    const confetti = screen.getByTestId('confetti');
    expect(confetti.querySelectorAll('[data-confetti]')).toHaveLength(20);
    const firstWave = confetti.innerHTML;
    // SPEC §2 and §9, written out: 8 000 ms, not the component's own constant
    act(() => vi.advanceTimersByTime(7_999));
    expect(confetti).toHaveAttribute('data-wave', '1');
    act(() => vi.advanceTimersByTime(1));
    expect(confetti).toHaveAttribute('data-wave', '2');
    expect(confetti.querySelectorAll('[data-confetti]')).toHaveLength(20);
    expect(confetti.innerHTML).not.toBe(firstWave);
  });

  it('throws no confetti when the player prefers reduced motion', () => {
    const restore = preferReducedMotion(true);
    try {
      renderLanding();
      expect(screen.queryByTestId('confetti')).toBeNull();
      expect(document.querySelectorAll('[data-confetti]')).toHaveLength(0);
    } finally {
      restore();
    }
  });
});
