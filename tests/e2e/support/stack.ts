import { appendFileSync } from 'node:fs';
import { GENEROUS_AUTH_RATE_LIMITS, startStack } from '../../../supabase/local';

export interface RunningStack {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The local Supabase stack in this process, on a fresh in-memory database (migrations and seed applied).
 * Every player of a run signs up and in from 127.0.0.1, so the auth rate limits are generous here.
 */
export async function startLocalStack(port: number, appUrl?: string, logFile?: string): Promise<RunningStack> {
  const quiet = process.env.E2E_STACK_LOG !== '1';
  // `logFile`: for the specs that read what the stack would have e-mailed (tests/e2e/support/stack-log.ts)
  const write = (line: string) => {
    if (logFile) appendFileSync(logFile, `${line}\n`);
    if (!quiet) console.log(`[stack] ${line}`);
  };
  const stack = await startStack({
    port,
    host: '127.0.0.1',
    database: 'memory',
    siteUrl: appUrl,
    rateLimits: GENEROUS_AUTH_RATE_LIMITS,
    // Payments reach the sandbox aggregator as with `npm start` (its phone: /sandbox/momo).
    payments: { dispatch: true },
    log: write,
  });
  return { url: stack.url, stop: () => stack.close() };
}
