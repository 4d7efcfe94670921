import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RESULT_DRAWS, RESULTS_NOW } from '../../tests/fixtures/results';
import { type PlayerFixture, SUPABASE_URL, profileRow, storedSession } from '../../tests/msw/fixtures';
import { type RealtimeChange, realtime } from '../../tests/msw/realtime-handlers';
import { type ResultsLog, drawResults, wonBets } from '../../tests/msw/results-handlers';
import { server } from '../../tests/msw/server';
import { signedInHandlers } from '../../tests/msw/supabase-handlers';
import { RedirectedTo, renderRoutes } from '../../tests/kit/render';
import { useSession } from '../components/session-context';
import { WinNotices } from '../components/win-notices';
import { ResultsPage } from '../features/results/results-page';
import { GainsPage } from '../features/wallet/gains-page';
import { WinNoticesProvider } from './win-notices-provider';

const LONG = { timeout: 30_000 };

/** Each test has its own player: realtime scripts reach every channel whose filter matches their rows. */
function player(n: number): PlayerFixture {
  return { id: `7a1b2c3d-4e5f-4a6b-8c7d-00000000000${n}`, email: `gagnant${n}@example.com`, username: `gagnant${n}`, balance: 1_000 };
}

/** The row settlement inserts for a winner once their bets on the draw are settled (issue 36): one per player and draw. */
function winNotice(owner: PlayerFixture, drawId: string, amount: number, afterMs = 300, betsWon = 1): RealtimeChange {
  return { table: 'win_notices', type: 'INSERT', record: { draw_id: drawId, player_id: owner.id, amount, bets_won: betsWon, created_at: '2026-11-24T21:30:00Z' }, afterMs };
}

function WinningsProbe() {
  const { profile } = useSession();
  return <p data-testid="winnings">{profile ? `Gains : ${profile.winnings}` : 'Aucun profil'}</p>;
}

/** Signed in as `owner`; once `credit()` is called, the profile read says `winnings` (settlement credits them before the notice is heard). */
function signIn(owner: PlayerFixture, winnings = 0) {
  localStorage.clear();
  for (const [key, value] of Object.entries(storedSession(owner))) localStorage.setItem(key, value);
  let reads = 0;
  let credited = false;
  server.use(
    http.get(`${SUPABASE_URL}/rest/v1/profiles`, () => {
      reads += 1;
      return credited ? Response.json({ ...profileRow(owner), winnings }) : undefined;
    }),
    ...signedInHandlers(owner),
  );
  return { reads: () => reads, credit: () => (credited = true) };
}

function renderWithNotices(page: ReactNode) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <WinNoticesProvider>
            <WinNotices />
            <WinningsProbe />
            {page}
          </WinNoticesProvider>
        ),
      },
      { path: '*', element: <RedirectedTo /> },
    ],
    { url: '/', session: true, now: RESULTS_NOW },
  );
}

beforeEach(() => localStorage.clear());

describe('win notices', () => {
  it("tells the signed-in player 'Vous avez gagné 45 000 CFA !' when their bets on a draw are settled, and re-reads their winnings", async () => {
    const owner = player(1);
    const profile = signIn(owner, 45_000);
    server.use(realtime.changes(winNotice(owner, 'd-tg-9h', 45_000, 2_500)));
    const { user, router } = renderWithNotices(null);
    expect(await screen.findByText('Gains : 0', {}, LONG)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const readsBefore = profile.reads();
    profile.credit();
    const notice = await screen.findByText('Vous avez gagné 45 000 CFA !', {}, LONG);
    // announced: the live region existed before the notice
    expect(notice.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    // the win re-reads the profile once: the shell's balances and 'Mes gains' show the winnings
    await waitFor(() => expect(screen.getByTestId('winnings')).toHaveTextContent('Gains : 45000'), LONG);
    expect(profile.reads()).toBe(readsBefore + 1);

    await user.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    expect(screen.queryByText('Vous avez gagné 45 000 CFA !')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows one notice per draw with its amount, counts a notice heard twice once, and hears neither bets nor another player', async () => {
    const owner = player(2);
    signIn(owner);
    server.use(
      // Togo's notice is heard twice (a resent change)
      realtime.changes(winNotice(owner, 'd-tg-9h', 6_000, 50, 2), winNotice(owner, 'd-tg-9h', 6_000, 50, 2)),
      realtime.changes(winNotice(owner, 'd-bj-14h', 60_000, 400)),
      // settlement's updates of bets no longer reach the player's tab as wins
      realtime.changes({ table: 'bets', record: { id: 'bet-old', user_id: owner.id, ticket_id: 't', draw_id: 'd-ci-16h', status: 'won', payout: 9_900 }, afterMs: 100 }),
      // another player's notice: the filter keeps it away
      realtime.changes(winNotice(player(6), 'd-gh-19h', 7_700, 100)),
    );
    renderWithNotices(null);
    expect(await screen.findByText('Vous avez gagné 60 000 CFA !', {}, LONG)).toBeVisible();
    expect(screen.getAllByText('Vous avez gagné 6 000 CFA !')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText(/Vous avez gagné/)).toHaveLength(2);
    expect(screen.queryByText(/9\s900|7\s700/)).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Voir mes gains' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Voir mes gains' })[0]).toHaveAttribute('href', '/gains');
  });

  it('reads the open results page again when the player wins', async () => {
    const owner = player(3);
    signIn(owner);
    const log: ResultsLog = [];
    server.use(...drawResults.list(RESULT_DRAWS, [], log), realtime.changes(winNotice(owner, 'd-gh-19h', 3_000, 1_000)));
    renderWithNotices(<ResultsPage />);
    await screen.findByRole('heading', { level: 2, name: 'Ghana' }, LONG);
    expect(log).toHaveLength(4);
    const notice = await screen.findByText('Vous avez gagné 3 000 CFA !', {}, LONG);
    expect(within(notice.closest('[role="status"]') as HTMLElement).getByRole('link', { name: 'Voir mes gains' })).toBeVisible();
    await waitFor(() => expect(log).toHaveLength(8), LONG);
  });

  it("reads 'Mes gains' again when the player wins", async () => {
    const owner = player(5);
    signIn(owner);
    let reads = 0;
    server.use(...wonBets.list([]), realtime.changes(winNotice(owner, 'd-ci-16h', 2_600, 1_000)));
    // counts the won bets' reads, then lets wonBets answer
    server.use(
      http.get(`${SUPABASE_URL}/rest/v1/bets`, () => {
        reads += 1;
        return undefined;
      }),
    );
    renderWithNotices(<GainsPage />);
    expect(await screen.findByText('Vos paris gagnants apparaîtront ici après leur tirage.', {}, LONG)).toBeVisible();
    expect(reads).toBe(1);
    expect(await screen.findByText('Vous avez gagné 2 600 CFA !', {}, LONG)).toBeVisible();
    await waitFor(() => expect(reads).toBe(2), LONG);
  });

  it('shows nothing to a visitor who is signed out', async () => {
    server.use(realtime.changes(winNotice(player(4), 'd-tg-9h', 45_000, 0)));
    renderWithNotices(null);
    expect(await screen.findByText('Aucun profil')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText(/Vous avez gagné/)).toBeNull();
  });
});
