import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../core/http';

/** bcrypt's cost for new hashes, as GoTrue's default. */
const BCRYPT_COST = 10;

/**
 * A bcrypt hash (cost 10) of a random password nobody knows. Sign-in compares against it when the
 * e-mail has no account, so an unknown e-mail takes as long as a wrong password.
 */
export const DUMMY_HASH = '$2b$10$VseSeN8MQtA0SEY8KKOyBuss50sVw5aakbNXVMo/3xMZywXsBsDe6';

export interface PasswordPoolOptions {
  /** worker threads (default: one per core but one, at least one, at most four) */
  workers?: number;
  /** hashes waiting for a worker before new ones are refused with a 503 (default 64) */
  maxQueue?: number;
  /** bcrypt's cost for new hashes (default 10, GoTrue's); the integration tests' stacks take less (tests/integration/support/test-stack.ts) */
  cost?: number;
}

interface Job {
  id: number;
  op: 'hash' | 'compare';
  password: string;
  hash?: string;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/** bcrypt in worker threads: hashing never blocks the event loop (DESIGN §11). */
export class PasswordPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly maxQueue: number;
  private readonly cost: number;
  private nextId = 1;
  private closed = false;

  constructor(options: PasswordPoolOptions = {}) {
    const size = options.workers ?? Math.min(4, Math.max(1, availableParallelism() - 1));
    this.maxQueue = options.maxQueue ?? 64;
    this.cost = options.cost ?? BCRYPT_COST;
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  hash(password: string): Promise<string> {
    return this.submit('hash', password) as Promise<string>;
  }

  compare(password: string, hash: string | null | undefined): Promise<boolean> {
    // An account without a usable hash still costs one comparison, like any other.
    const usable = typeof hash === 'string' && /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(hash);
    return this.submit('compare', password, usable ? hash : DUMMY_HASH).then((same) => usable && same === true);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('password pool closed'));
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private submit(op: Job['op'], password: string, hash?: string): Promise<string | boolean> {
    if (this.closed) return Promise.reject(new Error('password pool closed'));
    if (this.queue.length >= this.maxQueue) {
      return Promise.reject(new HttpError(503, 'server_busy', 'The server is busy, try again shortly', {}, { 'Retry-After': '1' }));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, op, password, hash, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.job || this.queue.length === 0) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.postMessage({ id: job.id, op: job.op, password: job.password, hash: job.hash, cost: this.cost });
    }
  }

  private spawn(): Slot {
    const slot: Slot = { worker: new Worker(new URL('./password-worker.mjs', import.meta.url)), job: null };
    slot.worker.unref();
    slot.worker.on('message', (message: { id: number; result?: string | boolean; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      slot.job = null;
      if (message.error !== undefined) job.reject(new Error(message.error));
      else job.resolve(message.result!);
      this.pump();
    });
    slot.worker.on('error', (error) => this.replace(slot, error));
    slot.worker.on('exit', () => this.replace(slot, new Error('password worker exited')));
    return slot;
  }

  private replace(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    slot.job?.reject(error);
    slot.job = null;
    if (this.closed) return;
    this.slots[index] = this.spawn();
    this.pump();
  }
}
