/**
 * The loader of a prerendered public page (docs/decisions.md, 'Prerendered public pages'): its source is
 * inlined into the page, so it imports nothing and reads only globals. The page is complete as HTML and
 * CSS (the carousel and the confetti move by CSS), so the app's JavaScript is fetched on the visitor's
 * first interaction, not before: a phone on 3G loads no script to show it. It starts at once when the
 * page will not stay as prerendered: a stored supabase-js session (the visitor is sent to their area) or
 * the QA panel (src/features/qa/qa-flag.ts), asked by the build, the address or the tab.
 */
export function startOnInteraction(start: () => void, qaBuild: boolean): void {
  let eager = qaBuild;
  try {
    const qa = new URLSearchParams(location.search).get('qa');
    eager ||= qa === '1' || (qa !== '0' && sessionStorage.getItem('lotoafrik.qa') === '1');
    eager ||= Object.keys(localStorage).some((key) => key.startsWith('sb-') && key.endsWith('-auth-token'));
  } catch {
    // storage the page cannot read: the app decides (src/app/stored-session.ts, hasStoredSession)
    eager = true;
  }
  if (eager) return start();
  const events = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  const first = () => {
    events.forEach((type) => removeEventListener(type, first, true));
    start();
  };
  events.forEach((type) => addEventListener(type, first, { capture: true, passive: true }));
}
