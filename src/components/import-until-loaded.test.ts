import { afterEach, describe, expect, it, vi } from 'vitest';
import { importUntilLoaded } from './import-until-loaded';

afterEach(() => {
  vi.useRealTimers();
});

describe('importUntilLoaded', () => {
  it('asks again after a failed download, and resolves once one succeeds', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('module');
    let result: string | undefined;
    void importUntilLoaded(load, 5_000).then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(4_999);
    expect([load.mock.calls.length, result]).toEqual([1, undefined]);
    await vi.advanceTimersByTimeAsync(1);
    expect([load.mock.calls.length, result]).toEqual([2, 'module']);
  });
});
