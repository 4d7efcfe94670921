import { storedUser } from './stored-session';

/**
 * What the app last read of the server (the player's profile, tickets and results), kept on the device so
 * that, opened without network, it shows them marked as not up to date (issue 41, docs/decisions.md 'Offline').
 * One localStorage entry per user, the most recent reads only; forgotten at logout.
 */
export const LAST_READ_PREFIX = 'lotoafrik.lastRead.';
/** Reads kept per user: the latest pages of each list are what offline shows. */
export const LAST_READ_LIMIT = 12;

/** A read given back from the device: `readAt` (ISO) says when the server answered it. */
export type Recalled<T> = T & { readAt?: string };

interface Entry {
  at: string;
  value: unknown;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const storageKey = (user: string) => `${LAST_READ_PREFIX}${user}`;
const whoseReads = () => storedUser()?.id ?? 'public';

// Dates survive the trip as { $date: iso }: tickets and results carry some.
function replacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key];
  return original instanceof Date ? { $date: original.toISOString() } : value;
}
function reviver(_key: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && typeof (value as { $date?: unknown }).$date === 'string') return new Date((value as { $date: string }).$date);
  return value;
}

function readEntries(storage: Store, user: string): Record<string, Entry> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey(user)) ?? '{}', reviver);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, Entry>) : {};
  } catch {
    // corrupt or unreadable: nothing to show offline, nothing lost online
    return {};
  }
}

export function rememberRead(key: string, value: unknown, { storage = localStorage as Store, user = whoseReads(), now = new Date() } = {}): void {
  try {
    const entries = readEntries(storage, user);
    delete entries[key];
    const kept = Object.entries(entries)
      .sort(([, a], [, b]) => String(b.at).localeCompare(String(a.at)))
      .slice(0, LAST_READ_LIMIT - 1);
    storage.setItem(storageKey(user), JSON.stringify(Object.fromEntries([[key, { at: now.toISOString(), value }], ...kept]), replacer));
  } catch {
    // full or refused storage: the app works as without it
  }
}

/** The last read of `key` by this user when it has the expected shape, else null. */
export function lastRead<T>(key: string, isShape: (value: unknown) => boolean, { storage = localStorage as Store, user = whoseReads() } = {}): { value: T; readAt: string } | null {
  const entry = readEntries(storage, user)[key];
  if (!entry || typeof entry.at !== 'string' || Number.isNaN(Date.parse(entry.at)) || !isShape(entry.value)) return null;
  return { value: entry.value as T, readAt: entry.at };
}

/** At logout: a shared phone keeps nothing of the player. */
export function forgetReads(storage: Store = localStorage): void {
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key?.startsWith(LAST_READ_PREFIX) === true);
    keys.forEach((key) => storage.removeItem(key));
  } catch {
    // unreadable storage holds nothing to forget
  }
}

/**
 * `read()`, remembered; without network (the browser says it is offline) the last read of `key` instead,
 * with its `readAt`. Any other failure is the caller's, as before: an unreachable server is retried, not
 * hidden behind old figures.
 */
export async function readOrRecall<T extends object>(key: string, read: () => Promise<T>, isShape: (value: unknown) => boolean): Promise<Recalled<T>> {
  try {
    const value = await read();
    rememberRead(key, value);
    return value;
  } catch (error) {
    const recalled = typeof navigator !== 'undefined' && navigator.onLine === false ? lastRead<T>(key, isShape) : null;
    if (!recalled) throw error;
    return { ...recalled.value, readAt: recalled.readAt };
  }
}
