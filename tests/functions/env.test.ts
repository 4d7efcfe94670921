import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUNCTION_ENV_SCOPE, MissingSetting, env, requiredEnv } from '../../supabase/functions/_shared/env';

type Runtime = Record<PropertyKey, unknown>;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  delete (globalThis as Runtime)[FUNCTION_ENV_SCOPE];
});

describe('the functions’ environment', () => {
  it('reads process.env under Node', () => {
    vi.stubEnv('LOTOAFRIK_TEST_SETTING', 'node');
    expect(env('LOTOAFRIK_TEST_SETTING')).toBe('node');
    expect(env('LOTOAFRIK_TEST_UNSET')).toBeUndefined();
  });

  it('reads Deno.env under Deno', () => {
    vi.stubGlobal('Deno', { env: { get: (name: string) => (name === 'LOTOAFRIK_TEST_SETTING' ? 'deno' : undefined) } });
    vi.stubEnv('LOTOAFRIK_TEST_SETTING', 'node');
    expect(env('LOTOAFRIK_TEST_SETTING')).toBe('deno');
  });

  it('reads the scope of the call in progress first, and only it (the local stack)', async () => {
    vi.stubEnv('LOTOAFRIK_TEST_SETTING', 'node');
    const scope = new AsyncLocalStorage<Record<string, string>>();
    (globalThis as Runtime)[FUNCTION_ENV_SCOPE] = scope;
    const read = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return env('LOTOAFRIK_TEST_SETTING');
    };
    const [a, b] = await Promise.all([
      scope.run({ LOTOAFRIK_TEST_SETTING: 'stack A' }, read),
      scope.run({ LOTOAFRIK_TEST_SETTING: 'stack B' }, read),
    ]);
    expect([a, b]).toEqual(['stack A', 'stack B']);
    expect(await scope.run({}, read)).toBeUndefined();
    expect(env('LOTOAFRIK_TEST_SETTING')).toBe('node');
  });

  it('names a missing setting', () => {
    expect(() => requiredEnv('LOTOAFRIK_TEST_UNSET')).toThrow(MissingSetting);
    expect(() => requiredEnv('LOTOAFRIK_TEST_UNSET')).toThrow('LOTOAFRIK_TEST_UNSET is not set');
  });
});
