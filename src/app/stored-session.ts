import type { SessionUser } from '../../machines/session/session.machine';
import { isOperatorRole } from '../game/operator-role';

// supabase-js keeps its session under `sb-<project>-auth-token` (the same shape the inlined loaders of
// scripts/build/prerender check, which cannot import this).
const isAuthTokenKey = (key: string) => key.startsWith('sb-') && key.endsWith('-auth-token');

/** Whether the device holds a supabase-js session; without one nobody is signed in yet (nor at prerender, in Node). Unreadable storage: true, supabase-js decides. */
export function hasStoredSession(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return Object.keys(localStorage).some(isAuthTokenKey);
  } catch {
    return true;
  }
}

/**
 * The user that stored session names, read without supabase-js so that a signed-in page shows before the
 * auth code arrives (docs/decisions.md, 'The first page before supabase-js'). Null when there is none or
 * it cannot be read: then the auth service is waited for. The auth service still has the last word.
 */
export function storedUser(): SessionUser | null {
  if (typeof window === 'undefined') return null;
  try {
    const key = Object.keys(localStorage).find(isAuthTokenKey);
    const user: unknown = key ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { user?: unknown } | null)?.user : null;
    if (typeof user !== 'object' || user === null) return null;
    const { id, email, app_metadata, user_metadata } = user as { id?: unknown; email?: unknown; app_metadata?: unknown; user_metadata?: { username?: unknown } };
    if (typeof id !== 'string' || id === '') return null;
    const username = user_metadata?.username;
    return { id, email: typeof email === 'string' ? email : null, ...(isOperatorRole(app_metadata) ? { operator: true } : {}), ...(typeof username === 'string' && username !== '' ? { username } : {}) };
  } catch {
    return null;
  }
}
