import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme/theme';
import { AnalyticsPage } from '../analytics/analytics-page';
import { PlaceholderView } from '../placeholder/placeholder-page';
import { PlayerHomeView } from './player-home-page';

function renderWithProviders(node: React.ReactNode) {
  render(
    <MantineProvider theme={theme}>
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  );
}

describe('player home', () => {
  it('shows the eight cards with their targets', () => {
    renderWithProviders(<PlayerHomeView username="awa" />);
    expect(screen.getByRole('heading', { name: 'Bonjour awa !' })).toBeInTheDocument();
    const list = within(screen.getByRole('list'));
    expect(list.getAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Mon portefeuille', '/wallet'],
      ['Catalogue des jeux', '/games'],
      ['Mes gains', '/gains'],
      ['Résultats', '/results'],
      ['Retrait', '/withdraw'],
      ['Convertir', '/convert'],
      ['Recharger', '/recharge'],
      ['Revendeurs', '/vendors'],
    ]);
  });
});

describe('analytics', () => {
  it("titles the page 'Analyses Statistiques' and frames the configured address", () => {
    renderWithProviders(<AnalyticsPage />);
    expect(screen.getByRole('heading', { name: 'Analyses Statistiques' })).toBeInTheDocument();
    expect(screen.getByTitle('Analyses Statistiques')).toHaveAttribute('src', 'http://localhost:8501');
  });
});

describe('placeholder pages', () => {
  it("show their title and 'Contenu en cours de développement'", () => {
    renderWithProviders(<PlaceholderView title="Mes gains" />);
    expect(screen.getByRole('heading', { name: 'Mes gains' })).toBeInTheDocument();
    expect(screen.getByText('Contenu en cours de développement')).toBeInTheDocument();
  });
});
