import { setupServer } from 'msw/node';
import { defaultHandlers } from './handlers';

/** One MSW server for Vitest: any request without a handler fails the test. */
export const server = setupServer(...defaultHandlers);
