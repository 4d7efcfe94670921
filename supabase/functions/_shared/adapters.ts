import { requiredEnv } from './env.ts';
import { fedapayAdapter } from './fedapay-adapter.ts';
import type { ProviderAdapter } from './providers.ts';
import { sandboxAdapter } from './sandbox-adapter.ts';

const ADAPTERS: Readonly<Record<string, ProviderAdapter>> = { sandbox: sandboxAdapter, fedapay: fedapayAdapter };

/** A PAYMENTS_PROVIDER no adapter answers to. */
export class UnknownProvider extends Error {}

/**
 * The adapter PAYMENTS_PROVIDER names. It has no default, so a project where nobody chose one never
 * sends real payments to the sandbox or the sandbox's approvals to real money.
 */
export function configuredAdapter(): ProviderAdapter {
  const name = requiredEnv('PAYMENTS_PROVIDER');
  const adapter = ADAPTERS[name];
  if (!adapter) throw new UnknownProvider(`PAYMENTS_PROVIDER=${name} is not one of ${Object.keys(ADAPTERS).join(', ')}`);
  return adapter;
}
