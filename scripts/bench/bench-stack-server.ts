/**
 * The local stack in a child process of a bench (scripts/bench/bench-support.ts startStackChild), so its
 * memory is measured alone. Answers `{ type: 'peak' }` with its peak RSS since the last question.
 */
import { DEFAULT_AUTH_RATE_LIMITS, GENEROUS_AUTH_RATE_LIMITS, startStack } from '../../supabase/local';

export type ToStackChild = { type: 'peak' } | { type: 'owner-sql'; id: number; sql: string; params: unknown[] };
export type FromStackChild = { type: 'ready'; url: string } | { type: 'peak'; rss: number } | { type: 'owner-sql'; id: number; rows?: unknown[]; error?: string };

// A bench that signs up its players from one address asks for generous auth rate limits (the
// default): the real ones would refuse most of them. One whose clients have addresses of their own
// (bench-support.ts clientAt) runs the real ones.
const rateLimits = process.argv[3] === 'real' ? DEFAULT_AUTH_RATE_LIMITS : GENEROUS_AUTH_RATE_LIMITS;
// BENCH_SANDBOX_APPROVE_MS: payments go to the sandbox, which approves them after that many ms (bench:wallet).
const approveAfterMs = process.env.BENCH_SANDBOX_APPROVE_MS;
const payments = approveAfterMs === undefined ? {} : { dispatch: true, sandbox: { approveAfterMs: Number(approveAfterMs) } };
// BENCH_STACK_PORT: a fixed port, for an app built with the stack's address (bench:lighthouse).
const port = Number(process.env.BENCH_STACK_PORT ?? 0);
const stack = await startStack({ port, database: process.argv[2]!, log: () => {}, rateLimits, payments });
let peak = process.memoryUsage.rss();
setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 50).unref();
process.on('message', (message: ToStackChild) => {
  if (message.type === 'peak') {
    process.send!({ type: 'peak', rss: peak } satisfies FromStackChild);
    peak = process.memoryUsage.rss();
  }
  // What a bench prepares as the database owner (e.g. winnings, which only settlement credits).
  if (message.type === 'owner-sql') {
    stack.db.transaction((q) => q.query(message.sql, message.params)).then(
      (rows) => process.send!({ type: 'owner-sql', id: message.id, rows } satisfies FromStackChild),
      (error: unknown) => process.send!({ type: 'owner-sql', id: message.id, error: String(error) } satisfies FromStackChild),
    );
  }
});
process.on('disconnect', () => void stack.close().finally(() => process.exit(0)));
process.send!({ type: 'ready', url: stack.url } satisfies FromStackChild);
