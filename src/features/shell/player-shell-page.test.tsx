import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../theme/theme';
import { NAV_ENTRIES, isNavEntryActive } from './nav-entries';
import { PlayerShellView, type PlayerShellViewProps } from './player-shell-view';
import { cfa } from '../../../tests/kit/amounts';

function activeLabel(pathname: string) {
  return NAV_ENTRIES.filter((entry) => isNavEntryActive(entry, pathname)).map((entry) => entry.label);
}

describe('navigation entries (SPEC §2)', () => {
  it('lists the six entries with their targets', () => {
    expect(NAV_ENTRIES.map((entry) => [entry.to, entry.label])).toEqual([
      ['/player', 'Accueil'],
      ['/games', 'Catalogue'],
      ['/basket', 'Panier'],
      ['/results', 'Résultats'],
      ['/rules', 'Règles du jeu'],
      ['/profile', 'Profil'],
    ]);
  });

  it.each([
    ['/player', 'Accueil'],
    ['/games', 'Catalogue'],
    ['/games/TG', 'Catalogue'],
    ['/games/TG/lundi', 'Catalogue'],
    ['/game-selection', 'Catalogue'],
    ['/game-time-selection/TG', 'Catalogue'],
    ['/betting/TG/lundi/9h', 'Catalogue'],
    ['/basket', 'Panier'],
    ['/results', 'Résultats'],
    ['/rules', 'Règles du jeu'],
    ['/profile', 'Profil'],
  ])('%s makes %s the one active entry', (pathname, label) => {
    expect(activeLabel(pathname)).toEqual([label]);
  });

  it.each(['/wallet', '/gains', '/vendors', '/gamesx', '/playerx'])('%s activates no entry', (pathname) => {
    expect(activeLabel(pathname)).toEqual([]);
  });
});

function renderShell(overrides: Partial<PlayerShellViewProps> = {}) {
  const props: PlayerShellViewProps = {
    pathname: '/basket',
    balance: 1234,
    compact: false,
    showBalance: true,
    menuOpened: false,
    onMenuToggle: vi.fn(),
    onMenuClose: vi.fn(),
    onLogout: vi.fn(),
    children: <p>Contenu de la page</p>,
    ...overrides,
  };
  render(
    <MantineProvider theme={theme}>
      <MemoryRouter>
        <PlayerShellView {...props} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return props;
}

describe('player shell view', () => {
  it('shows the brand, the navigation, the balance as "1 234 CFA", the page and a logout button', async () => {
    const props = renderShell();
    const nav = within(screen.getByRole('navigation', { name: 'Navigation principale' }));
    expect(nav.getByRole('link', { name: 'Panier' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Panier' })).toHaveAttribute('href', '/basket');
    expect(screen.getByLabelText('Solde')).toHaveTextContent(/^1\s234 CFA$/);
    expect(screen.getByText('Contenu de la page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(props.onLogout).toHaveBeenCalledTimes(1);
  });

  it('ends every page with the 18+ rule and a link to the responsible-gaming page (issue 17)', () => {
    renderShell();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(/Jeu réservé aux personnes de 18 ans ou plus/)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Jeu responsable' })).toHaveAttribute('href', '/responsible-gaming');
    expect(screen.queryByRole('link', { name: 'Espace opérateur' })).toBeNull();
  });

  it("links an operator's footer to the console (issue 16)", () => {
    renderShell({ operator: true });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Espace opérateur' })).toHaveAttribute('href', '/operateur');
    expect(footer.getByRole('link', { name: 'Jeu responsable' })).toHaveAttribute('href', '/responsible-gaming');
  });

  it('on small screens, shows the balance compact in the header, as a link to the wallet named « Solde : … » (issue 38)', () => {
    renderShell({ compact: true, showBalance: false, balance: 12_500 });
    const header = within(screen.getByRole('banner'));
    const link = header.getByRole('link', { name: cfa('Solde : 12 500 CFA') });
    expect(link).toHaveAttribute('href', '/wallet');
    expect(link).toHaveTextContent(/^Solde : 12\s500 CFA$/);
    // the words are for screen readers; the eyes see the figure
    expect(within(link).getByText('Solde :', { exact: false })).toHaveTextContent('Solde :');
    expect(header.queryByLabelText('Solde')).toBeNull();
  });

  it("on small screens, '…' in the header until the profile is read, then the figure", () => {
    renderShell({ compact: true, showBalance: false, balance: null });
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'Solde : …' });
    expect(link).toHaveAttribute('aria-busy', 'true');
  });

  it('replaces the header links by a burger at 991 px and below', async () => {
    const props = renderShell({ compact: true });
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    expect(props.onMenuToggle).toHaveBeenCalledTimes(1);
  });

  it('also says the balance in the menu on small screens', async () => {
    renderShell({ compact: true, showBalance: false, menuOpened: true, balance: 5000 });
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getByLabelText('Solde')).toHaveTextContent(/^5\s000 CFA$/);
  });

  it('does not repeat the balance in the menu when the header shows it', async () => {
    renderShell({ compact: true, showBalance: true, menuOpened: true });
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.queryByLabelText('Solde')).toBeNull();
  });

  it('shows the navigation and logout in the drawer when the menu is open', async () => {
    const props = renderShell({ compact: true, menuOpened: true, pathname: '/betting/TG/lundi/9h' });
    const drawer = within(await screen.findByRole('dialog'));
    const nav = within(drawer.getByRole('navigation', { name: 'Navigation principale' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([...NAV_ENTRIES.map((entry) => entry.label), 'Jeu responsable']);
    expect(nav.getByRole('link', { name: 'Jeu responsable' })).toHaveAttribute('href', '/responsible-gaming');
    expect(nav.getByRole('link', { name: 'Catalogue' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('link', { name: 'Résultats' }));
    expect(props.onMenuClose).toHaveBeenCalled();
    expect(drawer.getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
  });
});
