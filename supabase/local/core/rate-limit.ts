/**
 * Token buckets keyed by a string (an IP, an e-mail): `capacity` requests at once, refilled evenly
 * over `windowMs`. Memory stays bounded: full buckets are forgotten, and past `maxKeys` the oldest go.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;

  constructor(
    readonly capacity: number,
    readonly windowMs: number,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {
    this.perMs = capacity / windowMs;
  }

  /** Takes `cost` tokens (at most the capacity) for key: 0 when allowed, else the seconds to wait before they are there. */
  take(key: string, cost = 1): number {
    const now = this.now();
    const needed = Math.min(cost, this.capacity);
    const bucket = this.buckets.get(key);
    const tokens = bucket ? Math.min(this.capacity, bucket.tokens + (now - bucket.at) * this.perMs) : this.capacity;
    if (tokens < needed) {
      this.buckets.set(key, { tokens, at: now });
      return Math.max(1, Math.ceil((needed - tokens) / this.perMs / 1000));
    }
    // Re-inserting keeps the Map in least-recently-used order for the eviction below.
    this.buckets.delete(key);
    this.buckets.set(key, { tokens: tokens - needed, at: now });
    if (this.buckets.size > this.maxKeys) this.evict(now);
    return 0;
  }

  private evict(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.perMs >= this.capacity) this.buckets.delete(key);
    }
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.maxKeys) break;
      this.buckets.delete(key);
    }
  }
}

/** Requests per window for one auth action, per client IP and per account (e-mail or user id). */
export interface Limit {
  perIp: number;
  perAccount: number;
}

export interface AuthRateLimits {
  windowSeconds: number;
  /** how long a refusal is held before it is sent (Tarpit), up to 100 at once per address */
  refusalDelayMs: number;
  signIn: Limit;
  signUp: Limit;
  recover: Limit;
  refresh: Limit;
  /** recovery links opened (GET /verify), per IP only */
  verifyPerIp: number;
}

/** `npm start`'s limits, in the spirit of GoTrue's defaults (30 sign-ins/sign-ups per 5 min per IP). */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  windowSeconds: 300,
  refusalDelayMs: 1000,
  signIn: { perIp: 30, perAccount: 10 },
  signUp: { perIp: 30, perAccount: 5 },
  recover: { perIp: 30, perAccount: 3 },
  refresh: { perIp: 150, perAccount: 60 },
  verifyPerIp: 30,
};

/**
 * For suites that sign up and sign in hundreds of players from 127.0.0.1 (integration, end-to-end,
 * benches): the same code path, with limits no test reaches.
 */
export const GENEROUS_AUTH_RATE_LIMITS: AuthRateLimits = {
  windowSeconds: 300,
  refusalDelayMs: 1000,
  signIn: { perIp: 1_000_000, perAccount: 1_000_000 },
  signUp: { perIp: 1_000_000, perAccount: 1_000_000 },
  recover: { perIp: 1_000_000, perAccount: 1_000_000 },
  refresh: { perIp: 1_000_000, perAccount: 1_000_000 },
  verifyPerIp: 1_000_000,
};

/**
 * Holds a refusal for `delayMs` before it is sent, so that a client ignoring Retry-After gets its
 * refusals at the pace of its requests in flight, not as fast as the server can write them: a flood
 * of 429s would cost the server as much as the work it refuses. At most `maxHeld` refusals per
 * address wait at once; beyond that they go at once.
 */
export class Tarpit {
  private readonly held = new Map<string, number>();

  constructor(
    private readonly delayMs: number,
    private readonly maxHeld = 100,
  ) {}

  async hold(key: string): Promise<void> {
    const count = this.held.get(key) ?? 0;
    if (this.delayMs <= 0 || count >= this.maxHeld) return;
    this.held.set(key, count + 1);
    try {
      await new Promise((resolve) => setTimeout(resolve, this.delayMs).unref());
    } finally {
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    }
  }
}

export type AuthAction = 'signIn' | 'signUp' | 'recover' | 'refresh';

/** The auth endpoints' limiters: one bucket set per action and per key kind. */
export class AuthLimiter {
  private readonly limiters = new Map<string, RateLimiter>();
  readonly tarpit: Tarpit;

  constructor(limits: AuthRateLimits) {
    this.tarpit = new Tarpit(limits.refusalDelayMs);
    const windowMs = limits.windowSeconds * 1000;
    for (const action of ['signIn', 'signUp', 'recover', 'refresh'] as const) {
      this.limiters.set(`${action}:ip`, new RateLimiter(limits[action].perIp, windowMs));
      this.limiters.set(`${action}:account`, new RateLimiter(limits[action].perAccount, windowMs));
    }
    this.limiters.set('verify:ip', new RateLimiter(limits.verifyPerIp, windowMs));
  }

  /** Seconds to wait (0: go ahead) for a request of this action from ip. */
  ip(action: AuthAction | 'verify', ip: string): number {
    return this.limiters.get(`${action}:ip`)!.take(ip);
  }

  /** Seconds to wait (0: go ahead) for a request of this action on account (lower-cased e-mail or user id). */
  account(action: AuthAction, account: string): number {
    return this.limiters.get(`${action}:account`)!.take(account);
  }
}
