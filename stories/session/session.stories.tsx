import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RequireProfile } from '../../src/app/require-profile';
import { RequireSession } from '../../src/app/require-session';
import { AWA } from '../../tests/msw/fixtures';
import { profiles } from '../../tests/msw/supabase-handlers';
import { signedInAs } from './signed-in';

const meta = {
  title: 'Session/Guard',
  component: RequireSession,
  parameters: { route: { path: '/profile', url: '/profile' } },
} satisfies Meta<typeof RequireSession>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, the profile still on its way: a page that shows it (here /profile) waits behind a spinner; the others show at once. */
export const SessionLoading: Story = {
  parameters: signedInAs(AWA, profiles.pending()),
  render: () => <RequireProfile />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Chargement…' })).toBeVisible());
    await expect(canvas.queryByText('Redirigé vers /login')).toBeNull();
  },
};

/** Nobody signed in: a protected page sends the visitor to /login. */
export const SignedOutRedirect: Story = {
  parameters: { session: 'signedOut' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Redirigé vers /login')).toBeVisible();
  },
};
