import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlayerShell } from '../../src/features/shell/player-shell-page';
import { AWA, SUPABASE_URL } from '../../tests/msw/fixtures';
import { profiles } from '../../tests/msw/supabase-handlers';
import { signedInAs } from '../session/signed-in';

/** Issues 13 and 18: what the shell shows while the profile is on its way or cannot be read, and while a logout waits. */
const meta = {
  title: 'Shell/Session states',
  component: PlayerShell,
  parameters: { route: { path: '/player', url: '/player' } },
} satisfies Meta<typeof PlayerShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reloaded without the network: the shell within 2 s, with the notice, rather than a spinner. */
export const ServerUnreachable: Story = {
  parameters: signedInAs(AWA, http.get(`${SUPABASE_URL}/rest/v1/profiles`, () => HttpResponse.error())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Le serveur ne répond pas pour le moment/, {}, { timeout: 2_000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Déconnexion' })).toBeEnabled();
  },
};

/** A reload's first second: the shell at once, the profile on its way, the balance '…' (not a 0 that is not the player's). */
export const ProfileOnItsWay: Story = {
  parameters: signedInAs(AWA, profiles.pending()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Solde')).toHaveTextContent(/^…$/);
    await expect(canvas.queryByText(/Le serveur ne répond pas pour le moment/)).toBeNull();
  },
};

/** The profile does not answer: after 2 s the shell shows, with the notice. */
export const ProfileSlow: Story = {
  parameters: signedInAs(AWA, profiles.pending()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Le serveur ne répond pas pour le moment/, {}, { timeout: 3_000 })).toBeInTheDocument();
  },
};

/** Logout signs out first: the button waits, the player stays on the page until the auth service has answered. */
export const SigningOut: Story = {
  parameters: signedInAs(
    AWA,
    http.post(`${SUPABASE_URL}/auth/v1/logout`, async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 204 });
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Déconnexion' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Déconnexion' })).toHaveAttribute('data-loading'));
    await expect(canvas.queryByText('Redirigé vers /')).toBeNull();
  },
};
