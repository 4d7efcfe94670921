import { vi } from 'vitest';

/** The environment a hosted project gives the payments functions, pointing at fake hosts MSW answers. */
export const PROJECT = {
  SUPABASE_URL: 'http://project.test',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
  PAYMENTS_PROVIDER: 'sandbox',
  PAYMENTS_DISPATCH_SECRET: 'dispatch-secret',
  SANDBOX_PROVIDER_URL: 'http://aggregator.test/sandbox/v1',
  SANDBOX_MERCHANT_KEY: 'merchant-key',
  SANDBOX_WEBHOOK_SECRET: 'webhook-secret',
} as const;

export function stubProject(overrides: Partial<Record<keyof typeof PROJECT, string>> = {}): void {
  for (const [name, value] of Object.entries({ ...PROJECT, ...overrides })) vi.stubEnv(name, value);
}

export const PAYMENT = {
  id: '6f1c3f9e-8d7a-4a51-9a39-0d8f2b3c4d5e',
  direction: 'in' as const,
  provider: 'tmoney',
  phone: '+22890112345',
  amount: 5000,
  status: 'pending' as const,
  provider_reference: null,
};
