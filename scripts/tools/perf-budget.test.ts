import { describe, expect, it } from 'vitest';
import { type LighthouseBudget, budgetFailures } from './perf-budget';

const target: LighthouseBudget = { performance: 95, lcpMs: 2000, tbtMs: 200, cls: 0.02 };
const measured = { performance: 95, lcpMs: 2000, tbtMs: 0, cls: 0 };

describe("Lighthouse's --check", () => {
  it('fails a TBT beyond its target and the tolerance, and passes one within', () => {
    expect(budgetFailures('/betting', { ...measured, tbtMs: 221 }, target, 0.1)).toEqual(['/betting: TBT 221 ms > 200 ms']);
    expect(budgetFailures('/betting', { ...measured, tbtMs: 219 }, target, 0.1)).toEqual([]);
  });

  it('with a guard, fails a TBT only beyond the guard and the tolerance', () => {
    const guarded = { ...target, tbtGuardMs: 350 };
    expect(budgetFailures('/betting', { ...measured, tbtMs: 300 }, guarded, 0.1)).toEqual([]);
    expect(budgetFailures('/betting', { ...measured, tbtMs: 386 }, guarded, 0.1)).toEqual(['/betting: TBT 386 ms > 350 ms (its guard)']);
  });

  it('checks the score, LCP and CLS against their budgets whatever the TBT guard', () => {
    const guarded = { ...target, tbtGuardMs: 350 };
    expect(budgetFailures('/betting', { performance: 85, lcpMs: 2201, tbtMs: 0, cls: 0.03 }, guarded, 0.1)).toEqual([
      '/betting: performance 85 < 95',
      '/betting: LCP 2201 ms > 2000 ms',
      '/betting: CLS 0.030 > 0.02',
    ]);
  });
});
