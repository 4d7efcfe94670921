import { type ReactNode, useEffect } from 'react';

let shown: Promise<void> = Promise.resolve();
let markShown: (() => void) | null = null;
let held = false;

// A task of its own for each piece of what waited for the paint: resumed together, in the microtasks of one task, the
// reads, supabase-js's start and their first renders made long tasks on a slow phone (bench:lighthouse's TBT;
// docs/decisions.md, 'supabase-js compiled off the main thread').
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
  held = true;
  shown = new Promise<void>((resolve) => {
    markShown = resolve;
  });
}

export const afterFirstRouteShown = (): Promise<void> => (held ? shown.then(nextTask) : shown);

/**
 * A module loaded once the first page is shown (`load`, a dynamic import), which its caller then uses in a task of its
 * own: the modules of one chunk (src/api's) arrive together, and each caller's first work would share one task.
 */
export const loadAfterFirstRouteShown = <T,>(load: () => Promise<T>): Promise<T> =>
  afterFirstRouteShown()
    .then(load)
    .then((loaded) => (held ? nextTask().then(() => loaded) : loaded));

/** Around the routes' page (src/app/app-routes.tsx, which shows a page once its modules are in): its first commit is the first page. */
export function FirstRouteShown({ children }: { children: ReactNode }) {
  useEffect(() => {
    const done = markShown;
    markShown = null;
    if (done) void painted().then(done);
  }, []);
  return children;
}
