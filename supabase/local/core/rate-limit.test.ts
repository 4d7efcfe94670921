import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthLimiter, DEFAULT_AUTH_RATE_LIMITS, RateLimiter, Tarpit } from './rate-limit';

describe('RateLimiter: token buckets per key', () => {
  it('allows `capacity` requests at once, then says how many seconds to wait', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, 100, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0]);
    // One token comes back every 20 s.
    expect(limiter.take('a')).toBe(20);
    now = 10_000;
    expect(limiter.take('a')).toBe(10);
    now = 20_000;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(20);
  });

  it('keeps keys apart', () => {
    const limiter = new RateLimiter(1, 60_000, 100, () => 0);
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('b')).toBe(0);
    expect(limiter.take('a')).toBeGreaterThan(0);
  });

  it('forgets keys past maxKeys, oldest first, so memory stays bounded', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 1000, 2, () => now);
    limiter.take('old');
    now = 1;
    limiter.take('middle');
    limiter.take('new');
    // 'old' was evicted: it starts again with a full bucket; 'new' is still empty.
    expect(limiter.take('old')).toBe(0);
    expect(limiter.take('new')).toBeGreaterThan(0);
  });
});

describe('AuthLimiter', () => {
  it('counts each action per IP and per account separately', () => {
    const limiter = new AuthLimiter({ ...DEFAULT_AUTH_RATE_LIMITS, signIn: { perIp: 2, perAccount: 1 } });
    expect(limiter.account('signIn', 'awa@example.com')).toBe(0);
    expect(limiter.account('signIn', 'awa@example.com')).toBeGreaterThan(0);
    expect(limiter.account('signUp', 'awa@example.com')).toBe(0);
    expect([limiter.ip('signIn', '10.0.0.1'), limiter.ip('signIn', '10.0.0.1'), limiter.ip('signIn', '10.0.0.1') > 0]).toEqual([0, 0, true]);
    expect(limiter.ip('signIn', '10.0.0.2')).toBe(0);
    expect(limiter.ip('refresh', '10.0.0.1')).toBe(0);
  });
});

describe('Tarpit: refusals held before they are sent', () => {
  afterEach(() => vi.useRealTimers());

  it('holds each refusal for the delay, up to maxHeld at once per address, then lets the rest go at once', async () => {
    vi.useFakeTimers();
    const tarpit = new Tarpit(1000, 2);
    const settled: string[] = [];
    const track = (name: string, key: string) => void tarpit.hold(key).then(() => settled.push(name));
    track('first', '10.0.0.1');
    track('second', '10.0.0.1');
    track('third', '10.0.0.1');
    track('elsewhere', '10.0.0.2');
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toEqual(['third']);
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toEqual(['third']);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled.sort()).toEqual(['elsewhere', 'first', 'second', 'third']);
    // Once released, the address may be held again.
    track('again', '10.0.0.1');
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).not.toContain('again');
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toContain('again');
  });
});
