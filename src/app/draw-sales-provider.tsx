import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useClock } from '../components/clock';
import { DrawSalesContext, type DrawSalesValue } from '../components/draw-sales-context';
import { loadAfterFirstRouteShown } from '../components/first-route-shown';
import { type DrawStatusRow, type DrawStatuses, NO_DRAW_STATUSES, drawStatusesOf, pickerWindow, sameDrawStatuses } from '../game/draw-sales';

/** How often the statuses are read again while a screen shows draws (and at once when the window regains the focus). */
export const DRAW_STATUS_REFRESH_MS = 60_000;

/** Reads the draws of the window that are no longer open. */
export type LoadDrawStatuses = (from: string, to: string) => Promise<DrawStatusRow[]>;

// src/api (and supabase-js with it) loads on first use, so the prerendered pages stay light.
// after the first page is on screen: supabase-js (src/api) must not delay the builder's first paint (perf-budget.json)
const loadFromApi: LoadDrawStatuses = async (from, to) => (await loadAfterFirstRouteShown(() => import('../api/draws'))).drawsNotOnSale(from, to);

export interface DrawSalesProviderProps {
  children: ReactNode;
  /** the database unless a test or story gives another source */
  load?: LoadDrawStatuses;
}

/**
 * The statuses of the draws no longer on sale (issue 38), one copy for the whole app: the pickers, the bet
 * builder and the basket read them. Read only while at least one of those screens is open (`watch`), at once,
 * then every minute, and when the window gets the focus back or becomes visible; a failed read keeps the last
 * statuses (the server refuses a closed draw at 'Valider' anyway).
 */
export function DrawSalesProvider({ children, load = loadFromApi }: DrawSalesProviderProps) {
  const clock = useClock();
  const [statuses, setStatuses] = useState<DrawStatuses>(NO_DRAW_STATUSES);
  const [watchers, setWatchers] = useState(0);
  // one read at a time; a read asked for meanwhile (a focus) runs once the current one ends
  const reading = useRef<'idle' | 'reading' | 'again'>('idle');
  const askedAgain = () => reading.current === 'again';

  const read = useCallback(async () => {
    if (reading.current !== 'idle') {
      reading.current = 'again';
      return;
    }
    do {
      reading.current = 'reading';
      try {
        const { from, to } = pickerWindow(clock());
        const next = drawStatusesOf(await load(from, to));
        // in a transition, as the session: the first read arrives after the first paint (session-provider.tsx)
        startTransition(() => setStatuses((current) => (sameDrawStatuses(current, next) ? current : next)));
      } catch {
        // keep the last statuses: the time still closes draws, and the server refuses what it must
      }
    } while (askedAgain());
    reading.current = 'idle';
  }, [clock, load]);

  useEffect(() => {
    if (watchers === 0) return;
    const first = setTimeout(() => void read(), 0);
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void read();
    }, DRAW_STATUS_REFRESH_MS);
    const onFocus = () => void read();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void read();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [watchers, read]);

  const watch = useCallback(() => {
    setWatchers((n) => n + 1);
    return () => setWatchers((n) => n - 1);
  }, []);
  const value = useMemo<DrawSalesValue>(() => ({ statuses, watch }), [statuses, watch]);
  return <DrawSalesContext.Provider value={value}>{children}</DrawSalesContext.Provider>;
}
