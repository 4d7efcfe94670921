import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme/theme';
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
