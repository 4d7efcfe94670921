import { afterAll, describe, expect, it } from 'vitest';
import { DUMMY_HASH, PasswordPool } from './password-pool';

const pool = new PasswordPool({ workers: 1, maxQueue: 8 });
afterAll(() => pool.close());

/** The demo account's hash in supabase/seed.sql (password demo1234). */
const DEMO_HASH = '$2a$10$UVGBsWlFVi51wYaxWsQ7IuOCTqPwMxLolPEAeYKDGKeFlsWiemjxy';

describe('PasswordPool: bcrypt in worker threads', () => {
  it('hashes and compares like bcrypt, including hashes made elsewhere', async () => {
    const hash = await pool.hash('secret-123');
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(await pool.compare('secret-123', hash)).toBe(true);
    expect(await pool.compare('secret-124', hash)).toBe(false);
    expect(await pool.compare('demo1234', DEMO_HASH)).toBe(true);
  });

  it('hashes at the cost it is given, and compares hashes of any cost', async () => {
    const cheap = new PasswordPool({ workers: 1, cost: 4 });
    try {
      const hash = await cheap.hash('secret-123');
      expect(hash).toMatch(/^\$2[aby]\$04\$/);
      expect(await pool.compare('secret-123', hash)).toBe(true);
      expect(await cheap.compare('demo1234', DEMO_HASH)).toBe(true);
    } finally {
      await cheap.close();
    }
  });

  it('an account without a usable hash never matches, not even the dummy password space', async () => {
    expect(await pool.compare('anything', null)).toBe(false);
    expect(await pool.compare('anything', 'not-a-bcrypt-hash')).toBe(false);
    expect(await pool.compare('anything', DUMMY_HASH)).toBe(false);
  });

  it('keeps the event loop free while it hashes', async () => {
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 2);
    const started = performance.now();
    await Promise.all(Array.from({ length: 4 }, () => pool.compare('wrong', DEMO_HASH)));
    // One worker: the four comparisons ran one after another, under whatever load the machine has now.
    const oneCompare = (performance.now() - started) / 4;
    clearInterval(ticker);
    // bcrypt on the main thread would hold the loop for a whole comparison at least.
    expect(longestGap).toBeLessThan(oneCompare / 2);
  });

  it('refuses work past its queue with a 503 and Retry-After rather than queueing without end', async () => {
    const jobs = Array.from({ length: 12 }, () => pool.compare('x', DEMO_HASH).then(() => 'done', (error: { status?: number; headers?: Record<string, string> }) => error));
    const outcomes = await Promise.all(jobs);
    const refused = outcomes.filter((outcome) => outcome !== 'done');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({ status: 503, headers: { 'Retry-After': '1' } });
    expect(outcomes.filter((outcome) => outcome === 'done').length).toBeGreaterThanOrEqual(8);
  });
});
