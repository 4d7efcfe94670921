import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayRegistry } from '../../src/qa/replay-registry';
import { replayTrace } from '../../src/qa/replayer';
import { parseTrace } from '../../src/qa/trace';

const trace = parseTrace(readFileSync(new URL('recharge-expired-then-credited.json', import.meta.url), 'utf8'));
const requestAt = (step: number) => (trace.steps[step]!.snapshot.context as { request: { idempotencyKey: string } | null }).request;

describe('the recorded recharge (npm run record-fixtures -- recharge)', () => {
  it('retries the lost request with its key, expires after 2 minutes, then credits a new attempt', () => {
    const events = trace.steps.map((step) => step.event.type);
    const retry = events.indexOf('recharge.retry');
    expect(requestAt(retry)).toEqual(requestAt(retry - 1));
    expect(requestAt(retry)?.idempotencyKey).toBe('key-1');
    const expiry = events.indexOf('xstate.after.RECHARGE_EXPIRY.recharge.waiting');
    expect(trace.steps[expiry]!.at - trace.steps[retry + 1]!.at).toBe(120_000);
    expect(trace.steps.at(-1)!.snapshot.value).toBe('succeeded');
    expect(requestAt(trace.steps.length - 1)?.idempotencyKey).toBe('key-2');
  });

  it('replays green, the expiry firing on the simulated clock', async () => {
    const result = await replayTrace(trace, replayRegistry.recharge!);
    expect(result.ok).toBe(true);
    expect(result.steps.at(-1)!.projection).toMatchObject({ step: 'succeeded', balances: { balance: 5000, winnings: 0 } });
  });

  it('diverges when the 2 minutes are not up yet', async () => {
    const early = structuredClone(trace);
    const expiry = early.steps.findIndex((step) => step.event.type === 'xstate.after.RECHARGE_EXPIRY.recharge.waiting');
    for (const step of early.steps.slice(expiry)) step.at -= 1;
    const result = await replayTrace(early, replayRegistry.recharge!);
    expect(result.ok).toBe(false);
    expect(result.divergence?.step).toBe(expiry);
  });
});
