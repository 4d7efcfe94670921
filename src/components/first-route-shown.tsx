import { type ReactNode, useEffect } from 'react';

let shown: Promise<void> = Promise.resolve();
let markShown: (() => void) | null = null;

// After the commit, the page's paint: the first contentful paint when the page is the first content (a
// signed-in page: spa.html has none), reported once presented, as Lighthouse times it; else two frames.
// However late a visible page is presented (a busy phone; headless Chromium on a loaded machine held a ready
// page 1.5 s), what waits for it must not start before: Lighthouse counts every request sent before the first
// paint in its simulated first paint (docs/decisions.md, 'What waits for the first paint'). A hidden tab paints
// nothing: it does not wait. PAINT_WAIT_MAX_MS only bounds a browser that never reports the paint.
export const PAINT_WAIT_MAX_MS = 10_000;

const painted = () =>
  new Promise<void>((resolve) => {
    const hidden = () => document.visibilityState === 'hidden';
    if (hidden()) return resolve();
    const onHidden = () => hidden() && resolve();
    document.addEventListener('visibilitychange', onHidden);
    const done = () => {
      document.removeEventListener('visibilitychange', onHidden);
      resolve();
    };
    setTimeout(done, PAINT_WAIT_MAX_MS);
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint') && !performance.getEntriesByName('first-contentful-paint').length) {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(done, 0);
      });
      observer.observe({ type: 'paint' });
    } else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
  });

/**
 * src/main.tsx: until the first page is on screen, `afterFirstRouteShown` waits, so that what can come
 * after it (supabase-js, for a stored session) does not share the network with the page's own code.
 * Elsewhere (tests, stories, prerender) nothing waits.
 */
export function holdUntilFirstRouteShown(): void {
  shown = new Promise<void>((resolve) => {
    markShown = resolve;
  });
}

export const afterFirstRouteShown = (): Promise<void> => shown;

/** Around the routes' page (src/app/app-routes.tsx, which shows a page once its modules are in): its first commit is the first page. */
export function FirstRouteShown({ children }: { children: ReactNode }) {
  useEffect(() => {
    const done = markShown;
    markShown = null;
    if (done) void painted().then(done);
  }, []);
  return children;
}
