import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlayerShell } from '../../src/features/shell/player-shell-page';
import { AWA, SUPABASE_URL } from '../../tests/msw/fixtures';
import { responsibleGaming } from '../../tests/msw/responsible-gaming-handlers';
import { signedInAs } from '../session/signed-in';

/** The story clock is Monday 23 Nov 2026, 08:00 UTC; the stored session says when the last hour began. */
const session = (lastCheckAt: string, checks: number, dialogOpen = false) =>
  JSON.stringify({ userId: AWA.id, startedAt: '2026-11-23T05:55:00.000Z', lastCheckAt, checks, dialogOpen });

const meta = {
  title: 'Shell/Reality check',
  component: PlayerShell,
  parameters: { route: { path: '/player', url: '/player' } },
} satisfies Meta<typeof PlayerShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }));

/** Less than 60 minutes since the last answer: nothing shows. */
export const Playing: Story = {
  parameters: { ...signedInAs(AWA), sessionStorage: { playSession: session('2026-11-23T07:30:00.000Z', 1) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Déconnexion' });
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

export const ReadingTheSpend: Story = {
  parameters: { ...signedInAs(AWA, responsibleGaming.historyPending()), sessionStorage: { playSession: session('2026-11-23T06:55:00.000Z', 1) } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Vous jouez depuis 2 h');
    await expect(dialog.getByText('Calcul de votre dépense…')).toBeInTheDocument();
  },
};

export const NetSpend: Story = {
  parameters: {
    ...signedInAs(AWA, responsibleGaming.history([{ kind: 'stake', play_amount: -3000, winnings_amount: 0 }, { kind: 'payout', play_amount: 0, winnings_amount: 600 }])),
    sessionStorage: { playSession: session('2026-11-23T06:55:00.000Z', 1) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Vous jouez depuis 2 h');
    await expect(await dialog.findByText(/^Dépense nette : 2\s400 CFA depuis le début de la session$/)).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Continuer' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Faire une pause' })).toBeEnabled();
  },
};

export const NetGain: Story = {
  parameters: {
    ...signedInAs(AWA, responsibleGaming.history([{ kind: 'stake', play_amount: -100, winnings_amount: 0 }, { kind: 'payout', play_amount: 0, winnings_amount: 1300 }])),
    sessionStorage: { playSession: session('2026-11-23T06:59:00.000Z', 0) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Vous jouez depuis 1 h');
    await expect(await dialog.findByText(/^Gain net : 1\s200 CFA depuis le début de la session$/)).toBeInTheDocument();
  },
};

export const SpendUnavailable: Story = {
  parameters: { ...signedInAs(AWA, responsibleGaming.historyFails()), sessionStorage: { playSession: session('2026-11-23T06:55:00.000Z', 1) } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Vous jouez depuis 2 h');
    await expect(await dialog.findByText("Votre dépense n'a pas pu être calculée pour le moment.")).toBeInTheDocument();
  },
};

export const Continued: Story = {
  parameters: { ...signedInAs(AWA, responsibleGaming.history([])), sessionStorage: { playSession: session('2026-11-23T06:55:00.000Z', 1) } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Vous jouez depuis 2 h');
    await dialog.findByText(/^Dépense nette : 0 CFA/);
    await userEvent.click(dialog.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  },
};

/** 'Faire une pause': the dialog closes and the shell signs the player out (the sign-out is held here, so the shell stays to show it). */
export const TookABreak: Story = {
  parameters: {
    ...signedInAs(
      AWA,
      responsibleGaming.history([]),
      http.post(`${SUPABASE_URL}/auth/v1/logout`, async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    sessionStorage: { playSession: session('2026-11-23T06:55:00.000Z', 1) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Vous jouez depuis 2 h');
    await dialog.findByText(/^Dépense nette : 0 CFA/);
    await userEvent.click(dialog.getByRole('button', { name: 'Faire une pause' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Déconnexion' })).toHaveAttribute('data-loading'));
  },
};
