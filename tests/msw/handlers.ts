import type { RequestHandler } from 'msw';
import { signOut } from './supabase-handlers';

/** Handlers every test and story gets unless it overrides them: signing out always succeeds. */
export const defaultHandlers: RequestHandler[] = [signOut.ok()];
