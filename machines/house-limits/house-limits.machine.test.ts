import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CountryLimit } from '../../src/game/liability-lines';
import { houseLimitsMachine } from './house-limits.machine';
import { selectLimits, selectLimitsFailed, selectLimitsLoading } from './house-limits.selectors';

const LIMITS: CountryLimit[] = [
  { country: 'BJ', maxPayout: 2_000_000 },
  { country: 'TG', maxPayout: 3_000_000 },
];

describe("the rules page's liability limits (issue 40)", () => {
  it('reads the limits as it opens', async () => {
    const actor = createActor(houseLimitsMachine.provide({ actors: { loadLimits: fromPromise(async () => LIMITS) } })).start();
    expect(selectLimitsLoading(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (snapshot) => !selectLimitsLoading(snapshot));
    expect(selectLimits(s)).toEqual(LIMITS);
  });

  it('says a failed read, and reads again on retry', async () => {
    let calls = 0;
    const load = fromPromise<CountryLimit[]>(async () => {
      calls += 1;
      if (calls === 1) throw new Error('réseau');
      return LIMITS;
    });
    const actor = createActor(houseLimitsMachine.provide({ actors: { loadLimits: load } })).start();
    expect(selectLimitsFailed(await waitFor(actor, selectLimitsFailed))).toBe(true);
    actor.send({ type: 'retry' });
    const s = await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(selectLimits(s)).toEqual(LIMITS);
    expect(calls).toBe(2);
  });
});
