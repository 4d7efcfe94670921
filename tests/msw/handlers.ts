import type { RequestHandler, WebSocketHandler } from 'msw';
import { realtime } from './realtime-handlers';
import { signOut } from './supabase-handlers';

/**
 * Handlers every test and story gets unless it overrides them: signing out always succeeds, and the
 * Realtime socket accepts channels but reports no change (so a page that listens never reaches a real server).
 */
export const defaultHandlers: (RequestHandler | WebSocketHandler)[] = [signOut.ok(), realtime.quiet()];
