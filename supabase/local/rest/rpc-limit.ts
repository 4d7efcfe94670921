import { HttpError } from '../core/http';
import { RateLimiter, Tarpit } from '../core/rate-limit';

/**
 * Bounds on what one signed-in player's RPC calls may ask of the database (DESIGN §11): a flood of
 * heavy requests from one account, refused or not, must not delay other players. Each caller (the
 * JWT's user) has at most `inFlight` calls running at once and a budget of request bytes, refilled
 * evenly over the window; past either, 429 with Retry-After, held a moment like the auth refusals.
 */
export interface RpcRateLimits {
  inFlight: number;
  kilobytesPerWindow: number;
  windowSeconds: number;
  refusalDelayMs: number;
}

/** npm start's: 4 calls at once and 2 MB per 10 s per player (a ticket of 2 520 lines is about 45 kB). */
export const DEFAULT_RPC_RATE_LIMITS: RpcRateLimits = { inFlight: 4, kilobytesPerWindow: 2048, windowSeconds: 10, refusalDelayMs: 1000 };

/** For suites that race hundreds of calls of one player on purpose (money races): limits no test reaches. */
export const GENEROUS_RPC_RATE_LIMITS: RpcRateLimits = { inFlight: 1_000_000, kilobytesPerWindow: 1_000_000_000, windowSeconds: 10, refusalDelayMs: 0 };

export class RpcLimiter {
  private readonly running = new Map<string, number>();
  private readonly bytes: RateLimiter;
  private readonly tarpit: Tarpit;

  constructor(private readonly limits: RpcRateLimits) {
    this.bytes = new RateLimiter(limits.kilobytesPerWindow, limits.windowSeconds * 1000);
    this.tarpit = new Tarpit(limits.refusalDelayMs);
  }

  /** Runs work for caller if its bounds allow a request of `size` bytes, else refuses with 429. */
  async run<T>(caller: string, size: number, work: () => Promise<T>): Promise<T> {
    const running = this.running.get(caller) ?? 0;
    const wait = running >= this.limits.inFlight ? 1 : this.bytes.take(caller, Math.max(1, Math.ceil(size / 1024)));
    if (wait > 0) {
      await this.tarpit.hold(caller);
      throw new HttpError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, { 'Retry-After': String(wait) });
    }
    this.running.set(caller, running + 1);
    try {
      return await work();
    } finally {
      const left = (this.running.get(caller) ?? 1) - 1;
      if (left > 0) this.running.set(caller, left);
      else this.running.delete(caller);
    }
  }
}
