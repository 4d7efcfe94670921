/**
 * Configuration of the Edge Functions: environment variables, read the same way under Deno (hosted
 * Supabase: `Deno.env.get`, set with `supabase secrets set`) and Node (`process.env`). The local
 * stack runs each call inside its own scope (`FUNCTION_ENV_SCOPE`), so two stacks in one process
 * (tests) never read each other's URL or secrets.
 */

interface Scope {
  getStore(): Readonly<Record<string, string>> | undefined;
}

/** Where the local stack keeps the environment of the call in progress (an AsyncLocalStorage). */
export const FUNCTION_ENV_SCOPE = Symbol.for('lotoafrik.functions.env');

type Runtime = {
  [FUNCTION_ENV_SCOPE]?: Scope;
  Deno?: { env: { get(name: string): string | undefined } };
  process?: { env: Record<string, string | undefined> };
};

export function env(name: string): string | undefined {
  const runtime = globalThis as Runtime;
  const scoped = runtime[FUNCTION_ENV_SCOPE]?.getStore();
  if (scoped) return scoped[name];
  if (runtime.Deno) return runtime.Deno.env.get(name);
  return runtime.process?.env[name];
}

/** A setting the function cannot work without. */
export class MissingSetting extends Error {
  constructor(readonly setting: string) {
    super(`${setting} is not set`);
  }
}

export function requiredEnv(name: string): string {
  const value = env(name);
  if (!value) throw new MissingSetting(name);
  return value;
}
