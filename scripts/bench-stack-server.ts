/**
 * The local stack in a child process of a bench (scripts/bench-support.ts startStackChild), so its
 * memory is measured alone. Answers `{ type: 'peak' }` with its peak RSS since the last question.
 */
import { DEFAULT_AUTH_RATE_LIMITS, GENEROUS_AUTH_RATE_LIMITS } from '../supabase/local/rate-limit';
import { startStack } from '../supabase/local/stack';

export type ToStackChild = { type: 'peak' };
export type FromStackChild = { type: 'ready'; url: string } | { type: 'peak'; rss: number };

// A bench that signs up its players from one address asks for generous auth rate limits (the
// default): the real ones would refuse most of them. One whose clients have addresses of their own
// (bench-support.ts clientAt) runs the real ones.
const rateLimits = process.argv[3] === 'real' ? DEFAULT_AUTH_RATE_LIMITS : GENEROUS_AUTH_RATE_LIMITS;
const stack = await startStack({ port: 0, database: process.argv[2]!, log: () => {}, rateLimits });
let peak = process.memoryUsage.rss();
setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 50).unref();
process.on('message', (message: ToStackChild) => {
  if (message.type === 'peak') {
    process.send!({ type: 'peak', rss: peak } satisfies FromStackChild);
    peak = process.memoryUsage.rss();
  }
});
process.on('disconnect', () => void stack.close().finally(() => process.exit(0)));
process.send!({ type: 'ready', url: stack.url } satisfies FromStackChild);
