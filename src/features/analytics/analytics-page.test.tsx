import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../tests/kit/render';
import { AnalyticsPage } from './analytics-page';

describe('analytics', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("titles the page 'Analyses Statistiques' and frames the project's own statistics page by default (issue 41)", () => {
    renderPage(AnalyticsPage, { path: '/analytics', url: '/analytics' });
    expect(screen.getByRole('heading', { name: 'Analyses Statistiques' })).toBeInTheDocument();
    expect(screen.getByTitle('Analyses Statistiques')).toHaveAttribute('src', '/statistiques');
  });

  it('frames another address when VITE_ANALYTICS_URL says so', async () => {
    vi.stubEnv('VITE_ANALYTICS_URL', 'https://stats.example.org/loto');
    vi.resetModules();
    const { config } = await import('../../config');
    expect(config.analyticsUrl).toBe('https://stats.example.org/loto');
  });
});
