import type { SnapshotFrom } from 'xstate';
import type { winNoticesMachine } from './win-notices.machine';

export type WinNoticesSnapshot = SnapshotFrom<typeof winNoticesMachine>;

export const selectNotices = (s: WinNoticesSnapshot) => s.context.notices;
export const selectIsListening = (s: WinNoticesSnapshot) => s.matches('listening');

/** What the win notices show: replays compare this (and the state value), not the whole context. */
export const winNoticesProjection = (s: WinNoticesSnapshot) => ({
  listening: selectIsListening(s),
  notices: selectNotices(s).map((notice) => ({ drawId: notice.drawId, amount: notice.amount })),
});
