import { describe, expect, it } from 'vitest';
import { type LighthouseBudget, budgetFailures, runDetails } from './perf-budget';

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

describe("a Lighthouse run's details", () => {
  const report = {
    audits: {
      'first-contentful-paint': { numericValue: 1949.4 },
      'speed-index': { numericValue: 4006.6 },
      metrics: { details: { items: [{ observedFirstContentfulPaint: 2259 }] } },
    },
    environment: { benchmarkIndex: 1677.5 },
  };

  it('prints FCP, Speed Index, the observed first paint and the benchmark index', () => {
    expect(runDetails(report)).toBe('FCP 1949 ms, SI 4007 ms, first paint seen at 2259 ms, benchmarkIndex 1678');
  });

  it('says when the run observed no first paint', () => {
    expect(runDetails({ ...report, audits: { ...report.audits, metrics: { details: { items: [{}] } } } })).toBe(
      'FCP 1949 ms, SI 4007 ms, first paint seen at ?, benchmarkIndex 1678',
    );
  });
});
