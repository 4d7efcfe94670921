import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/kit/render';
import { AnalyticsPage } from './analytics-page';

describe('analytics', () => {
  it("titles the page 'Analyses Statistiques' and frames the configured address", () => {
    renderPage(AnalyticsPage, { path: '/analytics', url: '/analytics' });
    expect(screen.getByRole('heading', { name: 'Analyses Statistiques' })).toBeInTheDocument();
    expect(screen.getByTitle('Analyses Statistiques')).toHaveAttribute('src', 'http://localhost:8501');
  });
});
