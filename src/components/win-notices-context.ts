import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { winNoticesMachine } from '../../machines/win-notices/win-notices.machine';

/** The app's win notices actor (src/app/win-notices-provider.tsx); apart from the notices' view, which loads with the player shell. */
export type WinNoticesActor = ActorRefFrom<typeof winNoticesMachine>;

export const WinNoticesContext = createContext<WinNoticesActor | null>(null);

/** The app's win notices, or null where the app does not run them (a page rendered on its own). */
export function useWinNotices(): WinNoticesActor | null {
  return useContext(WinNoticesContext);
}
