import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { BetWin } from '../../src/game/results';
import { type WinNoticesEvent, winNoticesMachine } from './win-notices.machine';
import { selectIsListening, selectNotices, winNoticesProjection } from './win-notices.selectors';

const win = (betId: string, drawId: string, payout: number): BetWin => ({ betId, ticketId: 't1', drawId, payout });

/** A fake realtime feed: the test pushes wins to whoever listens, and sees when listening stops. */
function start() {
  const feed = { send: null as ((event: WinNoticesEvent) => void) | null, started: 0, stopped: 0 };
  const actor = createActor(
    winNoticesMachine.provide({
      actors: {
        watchWins: fromCallback(({ sendBack }) => {
          feed.started += 1;
          feed.send = sendBack;
          return () => {
            feed.stopped += 1;
            feed.send = null;
          };
        }),
      },
    }),
  ).start();
  const emitted: BetWin[] = [];
  actor.on('bet.won', (event) => emitted.push(event.win));
  const push = (w: BetWin) => feed.send!({ type: 'win.received', win: w });
  return { actor, feed, emitted, push, snapshot: () => actor.getSnapshot() };
}

describe('win notices machine', () => {
  it('listens only while a player is signed in', () => {
    const { actor, feed, snapshot } = start();
    expect(selectIsListening(snapshot())).toBe(false);
    expect(feed.started).toBe(0);
    actor.send({ type: 'player.signedIn' });
    expect(selectIsListening(snapshot())).toBe(true);
    expect(feed.started).toBe(1);
    actor.send({ type: 'player.signedOut' });
    expect(feed.stopped).toBe(1);
    expect(selectIsListening(snapshot())).toBe(false);
  });

  it('shows a notice per won draw, adding up its bets, counting a bet heard twice once, and tells the app of each new win', () => {
    const { actor, push, emitted, snapshot } = start();
    actor.send({ type: 'player.signedIn' });
    push(win('b1', 'd1', 180_000));
    push(win('b2', 'd1', 6_000));
    push(win('b1', 'd1', 180_000));
    push(win('b3', 'd2', 45_000));
    expect(selectNotices(snapshot())).toEqual([
      { drawId: 'd1', amount: 186_000, betIds: ['b1', 'b2'] },
      { drawId: 'd2', amount: 45_000, betIds: ['b3'] },
    ]);
    expect(emitted.map((w) => w.betId)).toEqual(['b1', 'b2', 'b3']);
  });

  it('a notice stays until the player closes it; signing out forgets them all', () => {
    const { actor, push, snapshot } = start();
    actor.send({ type: 'player.signedIn' });
    push(win('b1', 'd1', 180_000));
    push(win('b3', 'd2', 45_000));
    actor.send({ type: 'notice.dismiss', drawId: 'd1' });
    expect(winNoticesProjection(snapshot())).toEqual({ listening: true, notices: [{ drawId: 'd2', amount: 45_000 }] });
    actor.send({ type: 'player.signedOut' });
    expect(selectNotices(snapshot())).toEqual([]);
    actor.send({ type: 'player.signedIn' });
    expect(selectNotices(snapshot())).toEqual([]);
  });
});
