import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AWA, storedSession } from '../../../tests/msw/fixtures';
import { responsibleGaming } from '../../../tests/msw/responsible-gaming-handlers';
import { server } from '../../../tests/msw/server';
import { MONDAY_8AM, renderPage } from '../../../tests/kit/render';
import { SessionContext, type SessionValue } from '../../components/session-context';
import { RealityCheck } from './reality-check';

const MINUTE = 60_000;
const at = (minutesBefore: number) => new Date(Date.parse(MONDAY_8AM) - minutesBefore * MINUTE).toISOString();

function renderCheck(stored: unknown) {
  if (stored !== undefined) sessionStorage.setItem('playSession', JSON.stringify(stored));
  const onBreak = vi.fn();
  const session = { status: 'signedIn', user: { id: AWA.id, email: AWA.email }, profile: null, logout: vi.fn(), reloadProfile: vi.fn() } as unknown as SessionValue;
  const { user } = renderPage(
    () => (
      <SessionContext.Provider value={session}>
        <RealityCheck onBreak={onBreak} />
      </SessionContext.Provider>
    ),
    { path: '/player', url: '/player' },
  );
  return { user, onBreak };
}

const stored = (overrides: Record<string, unknown> = {}) => ({
  userId: AWA.id,
  startedAt: at(125),
  lastCheckAt: at(65),
  checks: 1,
  dialogOpen: false,
  ...overrides,
});

// The dialog is its own chunk, loaded when it opens (React.lazy); loaded here up front so that the first
// test does not wait for Vitest to transform it on a busy machine.
beforeAll(() => import('./reality-check-dialog'), 60_000);

beforeEach(() => {
  localStorage.clear();
  for (const [key, value] of Object.entries(storedSession(AWA))) localStorage.setItem(key, value);
});

describe('reality check in the shell', () => {
  it('a new session starts now, is kept for the tab, and shows no dialog', () => {
    renderCheck(undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('playSession')!)).toEqual({ userId: AWA.id, startedAt: new Date(MONDAY_8AM).toISOString(), lastCheckAt: new Date(MONDAY_8AM).toISOString(), checks: 0, dialogOpen: false });
  });

  it('after 60 minutes of activity shows the time played and the net spend since the session began', async () => {
    server.use(
      responsibleGaming.history([
        { kind: 'stake', play_amount: -2000, winnings_amount: 0 },
        { kind: 'payout', play_amount: 0, winnings_amount: 500 },
      ]),
    );
    renderCheck(stored());
    const dialog = within(await screen.findByRole('dialog', { name: 'Vous jouez depuis 2 h' }));
    expect(dialog.getByText('Temps de jeu : 2 h')).toBeInTheDocument();
    expect(await dialog.findByText('Dépense nette : 1 500 CFA depuis le début de la session')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('playSession')!)).toMatchObject({ checks: 2, dialogOpen: true });
  });

  it("'Continuer' closes it and counts the next hour from now", async () => {
    server.use(responsibleGaming.history([]));
    const { user } = renderCheck(stored());
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByText('Dépense nette : 0 CFA depuis le début de la session');
    await user.click(dialog.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(sessionStorage.getItem('playSession')!)).toMatchObject({ checks: 2, dialogOpen: false, lastCheckAt: '2026-11-23T08:00:00.000Z' });
  });

  it("'Faire une pause' hands over to the shell, which signs out", async () => {
    server.use(responsibleGaming.history([]));
    const { user, onBreak } = renderCheck(stored());
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Faire une pause' }));
    expect(onBreak).toHaveBeenCalledTimes(1);
  });

  it('a reload with the dialog unanswered shows it again at once', async () => {
    server.use(responsibleGaming.history([]));
    renderCheck(stored({ lastCheckAt: at(70), dialogOpen: true }));
    expect(await screen.findByRole('dialog', { name: 'Vous jouez depuis 1 h' })).toBeInTheDocument();
  });

  it('says so when the spend cannot be read, and still offers both choices', async () => {
    server.use(responsibleGaming.historyFails());
    renderCheck(stored());
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText("Votre dépense n'a pas pu être calculée pour le moment.")).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Continuer' })).toBeEnabled();
  });

  it('another player’s stored session is not this one’s', () => {
    renderCheck(stored({ userId: 'someone-else' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('playSession')!)).toMatchObject({ userId: AWA.id, checks: 0 });
  });
});
