import { createContext, useContext, useEffect } from 'react';
import type { ResponsibleGamingStatus } from '../game/responsible-gaming';

/** The signed-in player's exclusion and limits, as the app reads them (src/app/play-status-provider.tsx). */
export interface PlayStatusValue {
  /** the last status read; null while signed out or not read yet (the database refuses what it must anyway) */
  status: ResponsibleGamingStatus | null;
  /** reads it again: a ticket or a recharge since the last read changes what is left */
  refresh: () => void;
}

export const PlayStatusContext = createContext<PlayStatusValue | null>(null);

/**
 * The player's status for a page that tells it before the player tries (issue 38), read again as the page
 * opens; null where the app does not provide it (a page rendered on its own).
 */
export function usePlayStatus(): ResponsibleGamingStatus | null {
  const value = useContext(PlayStatusContext);
  const refresh = value?.refresh;
  useEffect(() => refresh?.(), [refresh]);
  return value?.status ?? null;
}
