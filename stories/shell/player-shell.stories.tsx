import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlayerShell } from '../../src/features/shell/player-shell-page';
import { AWA, type PlayerFixture, profileRow } from '../../tests/msw/fixtures';
import { realtime } from '../../tests/msw/realtime-handlers';
import { OPERATEUR1 } from '../../tests/fixtures/operator';
import { signedInAs } from '../session/signed-in';
import { cfa } from '../../tests/kit/amounts';

const meta = {
  title: 'Shell/PlayerShell',
  component: PlayerShell,
  parameters: { route: { path: '/games/:countryCode', url: '/games/TG' }, ...signedInAs(AWA) },
} satisfies Meta<typeof PlayerShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const ENTRIES = ['Accueil', 'Catalogue', 'Panier', 'Résultats', 'Règles du jeu', 'Profil'];

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(await canvas.findByRole('navigation', { name: 'Navigation principale' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(ENTRIES);
    await expect(nav.getByRole('link', { name: 'Catalogue' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
    await expect(await canvas.findByText(/^12\s500 CFA$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ouvrir le menu' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Espace opérateur' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const burger = await canvas.findByRole('button', { name: 'Ouvrir le menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
    // issue 38: the play balance, compact, in the header, a link to the wallet
    const balance = await canvas.findByRole('link', { name: cfa('Solde : 12 500 CFA') });
    await expect(balance).toHaveAttribute('href', '/wallet');
    await expect(canvas.queryByLabelText('Solde')).toBeNull();
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ouvrir le menu' }));
    // The drawer renders in a portal, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog'));
    // Wait for the drawer's opening transition.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Déconnexion' })).toBeVisible());
    const nav = within(dialog.getByRole('navigation', { name: 'Navigation principale' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([...ENTRIES, 'Jeu responsable']);
    await expect(nav.getByRole('link', { name: 'Catalogue' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A new player of her own (realtime scripts are per row): her recharge is confirmed in another tab. */
const ADJOA: PlayerFixture = { id: '3c5e7a90-1b2d-4f6e-8a0c-9e8d7c6b5a33', email: 'adjoa@example.com', username: 'adjoa', balance: 0 };

export const BalanceUpdatesLive: Story = {
  parameters: signedInAs(ADJOA, realtime.changes({ table: 'profiles', record: { ...profileRow(ADJOA), balance: 5_000 }, afterMs: 500 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // '…' until her profile is read, then her 0, then the recharge's 5 000.
    await waitFor(() => expect(canvas.getByLabelText('Solde')).toHaveTextContent(/^0 CFA$/));
    await waitFor(() => expect(canvas.getByLabelText('Solde')).toHaveTextContent(/^5\s000 CFA$/), { timeout: 30_000 });
  },
};

/** An operator's account (issue 16): the footer also links to their console. */
export const OperatorAccount: Story = {
  parameters: signedInAs(OPERATEUR1),
  play: async ({ canvasElement }) => {
    const footer = within(await within(canvasElement).findByRole('contentinfo'));
    await expect(await footer.findByRole('link', { name: 'Espace opérateur' })).toHaveAttribute('href', '/operateur');
  },
};

/** Another new player (realtime scripts are per row), on a phone. */
const EFUA: PlayerFixture = { id: '3c5e7a90-1b2d-4f6e-8a0c-9e8d7c6b5a34', email: 'efua@example.com', username: 'efua', balance: 0 };

/** A phone (issue 38): the header's balance is live too: her 0, then the recharge confirmed in another tab. */
export const MobileBalanceUpdatesLive: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: signedInAs(EFUA, realtime.changes({ table: 'profiles', record: { ...profileRow(EFUA), balance: 7_500 }, afterMs: 500 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = within(await canvas.findByRole('banner'));
    await waitFor(() => expect(header.getByRole('link', { name: cfa('Solde : 0 CFA') })).toBeVisible());
    await waitFor(() => expect(header.getByRole('link', { name: cfa('Solde : 7 500 CFA') })).toBeVisible(), { timeout: 30_000 });
  },
};
