/**
 * The browser's pinned "now": 06:00 UTC of the latest day that has already reached it. Every draw
 * of that day is still to come in all four countries (the earliest is Côte d'Ivoire's 7h, UTC+0),
 * and the browser runs behind the real clock, never ahead, so the stack's access tokens (stamped
 * with real time) never look expired to supabase-js.
 */
export function pinnedNow(real: Date = new Date()): Date {
  const pinned = new Date(Date.UTC(real.getUTCFullYear(), real.getUTCMonth(), real.getUTCDate(), 6));
  if (pinned.getTime() > real.getTime()) pinned.setUTCDate(pinned.getUTCDate() - 1);
  return pinned;
}
