import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme/theme';
import { PlayerHomeView } from './player-home-view';

function renderWithProviders(node: React.ReactNode) {
  render(
    <MantineProvider theme={theme}>
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  );
}

describe('player home', () => {
  it("shows SPEC's eight cards and 'Mes tickets' with their targets", () => {
    renderWithProviders(<PlayerHomeView username="awa" />);
    expect(screen.getByRole('heading', { name: 'Bonjour awa !' })).toBeInTheDocument();
    const list = within(screen.getByRole('list'));
    // named by what they show (WCAG 2.5.3 Label in Name): the title, then the description
    const cards = list.getAllByRole('link');
    const expected = [
      ['Mon portefeuille Votre solde et vos transactions.', '/wallet'],
      ['Catalogue des jeux Choisissez un pays, un jour et un tirage.', '/games'],
      ['Mes gains Les gains disponibles.', '/gains'],
      ['Résultats Les résultats des tirages.', '/results'],
      ['Retrait Retirez vos gains.', '/withdraw'],
      ['Convertir Convertissez vos gains en solde de jeu.', '/convert'],
      ['Recharger Ajoutez du crédit à votre compte.', '/recharge'],
      ['Revendeurs Trouvez un revendeur près de chez vous.', '/vendors'],
      ['Mes tickets Vos tickets, leurs codes et leurs résultats.', '/tickets'],
    ] as const;
    expect(cards).toHaveLength(expected.length);
    expected.forEach(([name, to], i) => {
      expect(list.getByRole('link', { name })).toBe(cards[i]);
      expect(cards[i]).toHaveAttribute('href', to);
    });
  });
});
