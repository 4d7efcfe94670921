import { UnknownProvider } from './adapters.ts';
import { MissingSetting } from './env.ts';
import { refuse } from './http.ts';

/**
 * A function that is not configured (a missing secret, an unknown PAYMENTS_PROVIDER) answers 503,
 * which callers retry once someone sets it; anything else is a bug, reported as a 500.
 */
export function configurationFailure(error: unknown): Response {
  if (error instanceof MissingSetting || error instanceof UnknownProvider) {
    console.error(`[payments] not configured: ${error.message}`);
    return refuse(503, 'not_configured', 'Payments are not configured on this project');
  }
  console.error('[payments] unexpected failure', error);
  return refuse(500, 'internal_error', 'The function failed');
}
