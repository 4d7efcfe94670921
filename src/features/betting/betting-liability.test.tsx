import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MONDAY_8AM, renderPage } from '../../../tests/kit/render';
import { effectsWith } from '../../../tests/kit/effects';
import type { Effects } from '../../components/effects';
import { SessionContext, type SessionValue } from '../../components/session-context';
import { Component as BettingPage } from './betting-page';

const SIGNED_IN: SessionValue = {
  status: 'signedIn',
  userConfirmed: true,
  user: { id: 'player-1', email: 'awa@example.com' },
  profile: null,
  logout: () => {},
  signingOut: false,
  endedByLogout: false,
  connectionNotice: null,
  reloadProfile: () => {},
};

/** The liability effects under the test's hand: which draw the page watches, and the lines it is told of. */
function watchedLines() {
  const watched: { country: string; drawAt: string }[] = [];
  let push: (lines: string[]) => void = () => {};
  const effects = effectsWith({
    liability: {
      watchUnavailableLines: (draw, onChange) => {
        watched.push(draw);
        push = onChange;
        return () => {};
      },
      countryLimits: async () => [],
    },
  });
  return { effects, watched, push: (lines: string[]) => act(() => push(lines)) };
}

function renderSignedIn(effects: Effects, session: SessionValue | null = SIGNED_IN) {
  const Page = () => (
    <SessionContext.Provider value={session}>
      <BettingPage />
    </SessionContext.Provider>
  );
  return renderPage(Page, { path: '/betting/:country/:day/:time', url: '/betting/TG/lundi/18h', now: MONDAY_8AM, effects });
}

const ball = (n: number) => screen.getByRole('button', { name: new RegExp(`^Numéro ${n}(,|$)`) });

describe('the bet builder and the liability limits (issue 40)', () => {
  it("watches this draw's lines and shows a number no longer sold as unavailable, live", async () => {
    const { effects, watched, push } = watchedLines();
    const { user } = renderSignedIn(effects);
    await screen.findByRole('button', { name: 'Numéro 27' });
    expect(watched).toEqual([expect.objectContaining({ country: 'TG', drawAt: expect.stringMatching(/^2026-11-23T18:00:00/) })]);
    push(['27']);
    expect(ball(27)).toHaveAccessibleName('Numéro 27, indisponible');
    expect(ball(27)).toHaveAttribute('aria-disabled', 'true');
    await user.click(ball(27));
    expect(ball(27)).toHaveAttribute('aria-pressed', 'false');
    push([]);
    expect(ball(27)).toHaveAccessibleName('Numéro 27');
  });

  it("a picked number that runs out: 'Ajouter au panier' is disabled and the line is named", async () => {
    const { effects, push } = watchedLines();
    const { user } = renderSignedIn(effects);
    await user.click(await screen.findByRole('button', { name: 'Numéro 27' }));
    push(['27']);
    const add = screen.getByRole('button', { name: 'Ajouter au panier' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription("Le 27 n'est plus disponible pour le tirage de 18h.");
  });

  it('a visitor who is not signed in reads nothing (the lines are for players)', async () => {
    const { effects, watched } = watchedLines();
    renderSignedIn(effects, null);
    await screen.findByRole('button', { name: 'Numéro 27' });
    expect(watched).toEqual([]);
  });
});
