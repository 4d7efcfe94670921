import { createContext, useContext, useEffect } from 'react';
import { type DrawStatuses, NO_DRAW_STATUSES } from '../game/draw-sales';

/** The database's statuses of the draws no longer on sale, as the app reads them (src/app/draw-sales-provider.tsx). */
export interface DrawSalesValue {
  statuses: DrawStatuses;
  /**
   * A screen that shows draws asks for them while it is open: read at once, then every minute and when the
   * window gets the focus back. Returns the function that stops asking.
   */
  watch: () => () => void;
}

export const DrawSalesContext = createContext<DrawSalesValue | null>(null);

/**
 * The statuses of the draws not on sale (closed early by an operator, drawn, cancelled), kept fresh while
 * the calling screen is open; empty where the app does not provide them (the time still closes draws).
 */
export function useDrawStatuses(): DrawStatuses {
  const value = useContext(DrawSalesContext);
  const watch = value?.watch;
  useEffect(() => watch?.(), [watch]);
  return value?.statuses ?? NO_DRAW_STATUSES;
}
