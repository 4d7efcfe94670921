import { LOCAL_SANDBOX_PHONE_KEY } from '../../../src/game/sandbox-phone';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../core/keys';

/**
 * The Edge Functions' secrets on the local stack: local development and tests only. A hosted
 * project sets its own with `supabase secrets set` (README, "Payments").
 */
export const PAYMENTS_DISPATCH_SECRET = 'local-payments-dispatch-secret-not-for-production';
export const SANDBOX_MERCHANT_KEY = 'local-sandbox-merchant-key-not-for-production';
export const SANDBOX_WEBHOOK_SECRET = 'local-sandbox-webhook-secret-not-for-production';
/** The sandbox phone page's key (the page and the stack share it; see src/game/sandbox-phone.ts). */
export const SANDBOX_PHONE_KEY = LOCAL_SANDBOX_PHONE_KEY;

/** The environment each function call gets, as a hosted project gives its Edge Functions theirs. */
export function functionEnvironment(stackUrl: string): Record<string, string> {
  return {
    SUPABASE_URL: stackUrl,
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    PAYMENTS_PROVIDER: 'sandbox',
    PAYMENTS_DISPATCH_SECRET,
    SANDBOX_PROVIDER_URL: `${stackUrl}/sandbox/v1`,
    SANDBOX_MERCHANT_KEY,
    SANDBOX_WEBHOOK_SECRET,
  };
}
