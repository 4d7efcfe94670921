import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { DrawWin } from '../../src/game/results';
import { type WinNoticesEvent, winNoticesMachine } from './win-notices.machine';
import { selectIsListening, selectNotices, winNoticesProjection } from './win-notices.selectors';

const win = (drawId: string, amount: number, betsWon = 1): DrawWin => ({ drawId, amount, betsWon });

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
  const emitted: DrawWin[] = [];
  actor.on('draw.won', (event) => emitted.push(event.win));
  const push = (w: DrawWin) => feed.send!({ type: 'win.received', win: w });
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

  it('shows a notice per won draw with its amount, counting a notice heard twice once, and tells the app of each new win', () => {
    const { actor, push, emitted, snapshot } = start();
    actor.send({ type: 'player.signedIn' });
    push(win('d1', 186_000, 2));
    push(win('d1', 186_000, 2));
    push(win('d2', 45_000));
    expect(selectNotices(snapshot())).toEqual([
      { drawId: 'd1', amount: 186_000, betsWon: 2 },
      { drawId: 'd2', amount: 45_000, betsWon: 1 },
    ]);
    expect(emitted.map((w) => w.drawId)).toEqual(['d1', 'd2']);
  });

  it('a notice stays until the player closes it; signing out forgets them all', () => {
    const { actor, push, snapshot } = start();
    actor.send({ type: 'player.signedIn' });
    push(win('d1', 180_000));
    push(win('d2', 45_000));
    actor.send({ type: 'notice.dismiss', drawId: 'd1' });
    expect(winNoticesProjection(snapshot())).toEqual({ listening: true, notices: [{ drawId: 'd2', amount: 45_000 }] });
    actor.send({ type: 'player.signedOut' });
    expect(selectNotices(snapshot())).toEqual([]);
    actor.send({ type: 'player.signedIn' });
    expect(selectNotices(snapshot())).toEqual([]);
  });
});
