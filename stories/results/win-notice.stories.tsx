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

function won(owner: PlayerFixture, betId: string, drawId: string, payout: number, afterMs = 200): RealtimeChange {
  return { table: 'bets', record: { id: betId, user_id: owner.id, ticket_id: `t-${betId}`, draw_id: drawId, status: 'won', payout }, afterMs };
}

const meta = {
  title: 'Components/WinNotice',
  component: WinNoticesOverPage,
  parameters: { layout: 'fullscreen', route: { path: '/', url: '/' } },
} satisfies Meta<typeof WinNoticesOverPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const ONE = winner(1);
/** A bet settled as won reaches the player live. */
export const OneWin: Story = {
  parameters: signedInAs(ONE, realtime.changes(won(ONE, 'story-bet-1', 'd-tg-9h', 45_000))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Vous avez gagné 45 000 CFA !', {}, { timeout: 5_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir mes gains' })).toHaveAttribute('href', '/gains');
  },
};

const TWO = winner(2);
/** Wins on two draws: one notice each (a draw's bets add up). */
export const TwoDraws: Story = {
  parameters: signedInAs(
    TWO,
    realtime.changes(won(TWO, 'story-bet-2a', 'd-tg-9h', 5_200)),
    realtime.changes(won(TWO, 'story-bet-2b', 'd-tg-9h', 800, 100)),
    realtime.changes(won(TWO, 'story-bet-2c', 'd-bj-14h', 60_000, 300)),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Vous avez gagné 60 000 CFA !', {}, { timeout: 5_000 })).toBeVisible();
    await expect(canvas.getByText('Vous avez gagné 6 000 CFA !')).toBeVisible();
  },
};

const THREE = winner(3);
/** On a phone; closing it leaves the page. */
export const OnPhoneClosed: Story = {
  parameters: signedInAs(THREE, realtime.changes(won(THREE, 'story-bet-3', 'd-ci-16h', 1_300_000))),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Vous avez gagné 1 300 000 CFA !', {}, { timeout: 5_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer la notification' }));
    await expect(canvas.queryByText(/Vous avez gagné/)).toBeNull();
    await expect(canvas.getByText('Une page du joueur')).toBeVisible();
  },
};
