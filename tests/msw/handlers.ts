import type { RequestHandler, WebSocketHandler } from 'msw';
import { liability } from './liability-handlers';
import { realtime } from './realtime-handlers';
import { signOut } from './supabase-handlers';

/**
 * Handlers every test and story gets unless it overrides them: signing out always succeeds, and the
 * Realtime socket accepts channels but reports no change (so a page that listens never reaches a real server);
 * the bet builder's draw has no line past its liability limit, and the countries' default limits are the seeded ones.
 */
export const defaultHandlers: (RequestHandler | WebSocketHandler)[] = [signOut.ok(), realtime.quiet(), liability.noDraw(), liability.countryLimits()];
