import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BasketMaxPayout, BasketTotals } from '../../../machines/basket/basket.selectors';
import { theme } from '../../theme/theme';
import { BasketSummary } from './basket-summary';
import { cfa } from '../../../tests/kit/amounts';

const TOTALS: BasketTotals = { selectedCount: 2, totalStake: 15_400, potentialWin: 2_772_000, potentialMacWin: 1_848_000 };

function show(maxPayout: BasketMaxPayout) {
  render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter>
        <BasketSummary totals={TOTALS} maxPayout={maxPayout} itemCount={2} canValidate validating={false} balance={null} overBound={null} continueTo="/betting/CI/lundi/16h" onValidate={() => {}} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return within(screen.getByRole('region', { name: 'Total de la sélection' }));
}

describe("the basket's summary: 'Gain maximal possible'", () => {
  it('shows the real maximum beside the potential, and the line saying why they differ', () => {
    const summary = show({ amount: 300_000, exact: true, gap: 'lines' });
    expect(summary.getByText('Gain maximal possible').nextSibling!.textContent).toBe(cfa('300 000 CFA'));
    expect(summary.getByText(/^Gain potentiel :/)).toHaveTextContent(
      "Gain potentiel : toutes les combinaisons gagnantes à la fois, ce qu'aucun tirage ne permet ; le gain maximal possible est ce que ces paris peuvent réellement rapporter.",
    );
  });

  it("says 'au plus' when bets on one draw were too entangled to search exactly", () => {
    const summary = show({ amount: 408_000, exact: false, gap: 'lines' });
    expect(summary.getByText('Gain maximal possible').nextSibling!.textContent).toBe(cfa('au plus 408 000 CFA'));
  });

  it('says nothing more when the two agree', () => {
    const summary = show({ amount: 2_772_000, exact: true, gap: null });
    expect(summary.queryByText(/^Gain potentiel :/)).toBeNull();
  });
});

describe("the basket's summary: 'Continuer à parier'", () => {
  it('leads where the page says: the draw the player was betting on', () => {
    const summary = show({ amount: 2_772_000, exact: true, gap: null });
    expect(summary.getByRole('link', { name: 'Continuer à parier' })).toHaveAttribute('href', '/betting/CI/lundi/16h');
  });
});
