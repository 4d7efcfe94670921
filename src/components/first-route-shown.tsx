import { type ReactNode, useEffect } from 'react';

let shown: Promise<void> = Promise.resolve();
let markShown: (() => void) | null = null;

// After the commit, the page's paint: the first contentful paint when the page is the first content (a
// signed-in page: spa.html has none), reported once presented, as Lighthouse times it; else two frames.
// The wait for that paint starts once two frames are drawn: headless Chromium on a loaded machine drew no frame
// for 1.5 s with the page ready, and what went out before the paint counted in Lighthouse's simulated paint
// (docs/decisions.md, 'What waits for the first paint waits for the paint'). A page with nothing contentful (a
// guard's spinner) reports no paint: 1 s after its frames at most. A hidden tab draws nothing: it does not wait.
const painted = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    const afterTwoFrames = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint') && !performance.getEntriesByName('first-contentful-paint').length) {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(resolve, 0);
      });
      observer.observe({ type: 'paint' });
      afterTwoFrames(() => setTimeout(resolve, 1000));
    } else afterTwoFrames(() => setTimeout(resolve, 0));
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
