import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/kit/render';
import { PlaceholderView } from './placeholder-view';

describe('placeholder pages', () => {
  it("show their title and 'Contenu en cours de développement'", () => {
    renderPage(() => <PlaceholderView title="Mes gains" />, { path: '/gains', url: '/gains' });
    expect(screen.getByRole('heading', { name: 'Mes gains' })).toBeInTheDocument();
    expect(screen.getByText('Contenu en cours de développement')).toBeInTheDocument();
  });
});
