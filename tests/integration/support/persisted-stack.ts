/**
 * The local stack over persisted PGlite in the folder given as argument, as `npm run stack` runs it,
 * in a process of its own so a test can kill -9 it. Prints `READY <url>` once it serves.
 */
import { GENEROUS_AUTH_RATE_LIMITS, startStack } from '../../../supabase/local';

const stack = await startStack({ port: 0, database: process.argv[2]!, log: () => {}, rateLimits: GENEROUS_AUTH_RATE_LIMITS });
process.stdout.write(`READY ${stack.url}\n`);
