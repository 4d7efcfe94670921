import type { RequestHandler } from 'msw';

/** Handlers every test and story gets unless it overrides them. */
export const defaultHandlers: RequestHandler[] = [];
