import { describe, expect, it } from 'vitest';
import { HttpError } from '../core/http';
import { RateLimiter } from '../core/rate-limit';
import { RpcLimiter } from './rpc-limit';

describe('RateLimiter: weighted takes', () => {
  it('takes `cost` tokens at once, and a cost above the capacity waits for a full bucket', () => {
    let now = 0;
    const limiter = new RateLimiter(10, 10_000, 100, () => now);
    expect(limiter.take('a', 6)).toBe(0);
    // 4 left: 6 more need 2 tokens, one per second.
    expect(limiter.take('a', 6)).toBe(2);
    now = 2_000;
    expect(limiter.take('a', 6)).toBe(0);
    now = 20_000;
    expect(limiter.take('a', 1_000)).toBe(0);
    expect(limiter.take('a', 1)).toBe(1);
  });
});

describe('RpcLimiter: a player’s calls', () => {
  const limits = { inFlight: 2, kilobytesPerWindow: 100, windowSeconds: 10, refusalDelayMs: 0 };

  it('runs at most `inFlight` calls of one player at once; another player is not held back', async () => {
    const limiter = new RpcLimiter(limits);
    const release: (() => void)[] = [];
    const pending = () => new Promise<void>((resolve) => release.push(resolve));
    const first = limiter.run('kossi', 1, pending);
    const second = limiter.run('kossi', 1, pending);
    await expect(limiter.run('kossi', 1, async () => 'third')).rejects.toMatchObject({ status: 429, code: 'over_request_rate_limit', headers: { 'Retry-After': '1' } });
    await expect(limiter.run('afi', 1, async () => 'afi')).resolves.toBe('afi');
    release.forEach((resolve) => resolve());
    await Promise.all([first, second]);
    await expect(limiter.run('kossi', 1, async () => 'again')).resolves.toBe('again');
  });

  it('refuses a player past their bytes for the window, saying when to come back', async () => {
    const limiter = new RpcLimiter(limits);
    await limiter.run('kossi', 90 * 1024, async () => undefined);
    const refusal = await limiter.run('kossi', 20 * 1024, async () => undefined).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    // 10 kB short, refilled at 10 kB a second.
    expect((refusal as HttpError).headers['Retry-After']).toBe('1');
    await expect(limiter.run('afi', 20 * 1024, async () => 'afi')).resolves.toBe('afi');
  });
});
