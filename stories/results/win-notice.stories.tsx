import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WinNoticesProvider } from '../../src/app/win-notices-provider';
import { WinNotices } from '../../src/components/win-notices';
import type { PlayerFixture } from '../../tests/msw/fixtures';
import { type RealtimeChange, realtime } from '../../tests/msw/realtime-handlers';
import { signedInAs } from '../session/signed-in';

/** The app's win notices over a page, as the player shell shows them. */
function WinNoticesOverPage() {
  return (
    <WinNoticesProvider>
      <p>Une page du joueur</p>
      <WinNotices />
    </WinNoticesProvider>
  );
}

/** Each story has its own player: Realtime scripts reach every channel listening to their rows. */
function winner(n: number): PlayerFixture {
  return { id: `5e4d3c2b-1a09-4f8e-9d7c-00000000010${n}`, email: `gagnant${n}@example.com`, username: `gagnant${n}`, balance: 2_000 };
}

/** The row settlement inserts for a winner on a draw (issue 36): one per player and draw, with the amount. */
function won(owner: PlayerFixture, drawId: string, amount: number, afterMs = 200, betsWon = 1): RealtimeChange {
  return { table: 'win_notices', type: 'INSERT', record: { draw_id: drawId, player_id: owner.id, amount, bets_won: betsWon, created_at: '2026-11-23T09:10:00Z' }, afterMs };
}

const meta = {
  title: 'Components/WinNotice',
  component: WinNoticesOverPage,
  parameters: { layout: 'fullscreen', route: { path: '/', url: '/' } },
} satisfies Meta<typeof WinNoticesOverPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const ONE = winner(1);
/** The player's bets on a draw settled, one won: the notice reaches them live. */
export const OneWin: Story = {
  parameters: signedInAs(ONE, realtime.changes(won(ONE, 'd-tg-9h', 45_000))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Vous avez gagné 45 000 CFA !', {}, { timeout: 30_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir mes gains' })).toHaveAttribute('href', '/gains');
  },
};

const TWO = winner(2);
/** Wins on two draws: one notice each (a draw's won bets added up in its notice). */
export const TwoDraws: Story = {
  parameters: signedInAs(TWO, realtime.changes(won(TWO, 'd-tg-9h', 6_000, 200, 2)), realtime.changes(won(TWO, 'd-bj-14h', 60_000, 300))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Vous avez gagné 60 000 CFA !', {}, { timeout: 30_000 })).toBeVisible();
    await expect(canvas.getByText('Vous avez gagné 6 000 CFA !')).toBeVisible();
  },
};

const THREE = winner(3);
/** On a phone; closing it leaves the page. */
export const OnPhoneClosed: Story = {
  parameters: signedInAs(THREE, realtime.changes(won(THREE, 'd-ci-16h', 1_300_000))),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Vous avez gagné 1 300 000 CFA !', {}, { timeout: 30_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer la notification' }));
    await expect(canvas.queryByText(/Vous avez gagné/)).toBeNull();
    await expect(canvas.getByText('Une page du joueur')).toBeVisible();
  },
};
