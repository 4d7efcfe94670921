import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PROFILES,
  STEPS,
  addRun,
  formatRange,
  journeyBudget,
  journeyTable,
  networkConditions,
  parseJourneyArgs,
  profileTitle,
  signInBudgetFailure,
  summarize,
} from './journey-report';

describe('bench:journey arguments', () => {
  it('runs 5 times both profiles with the peer by default', () => {
    expect(parseJourneyArgs([])).toEqual({ runs: 5, profiles: ['slow3g', 'slow4g'], peerDir: null, skipPeer: false, check: false, devtoolsAdjusted: false });
  });

  it('reads --runs, --profile, --peer, --skip-peer, --check and --devtools-adjusted', () => {
    expect(parseJourneyArgs(['--runs', '3', '--profile', 'slow4g', '--peer', 'peer/build', '--check', '--devtools-adjusted'])).toEqual({
      runs: 3,
      profiles: ['slow4g'],
      peerDir: resolve('peer/build'),
      skipPeer: false,
      check: true,
      devtoolsAdjusted: true,
    });
    expect(parseJourneyArgs(['--profile', 'all', '--skip-peer'])).toMatchObject({ profiles: ['slow3g', 'slow4g'], skipPeer: true });
  });

  it('refuses what it does not know, rather than run another bench than asked', () => {
    expect(() => parseJourneyArgs(['--runs', '0'])).toThrow(/positive whole number/);
    expect(() => parseJourneyArgs(['--runs', '2.5'])).toThrow(/positive whole number/);
    expect(() => parseJourneyArgs(['--runs'])).toThrow(/needs a value/);
    expect(() => parseJourneyArgs(['--peer', '--check'])).toThrow(/needs a value/);
    expect(() => parseJourneyArgs(['--profile', '3g'])).toThrow(/slow3g, slow4g or all/);
    expect(() => parseJourneyArgs(['--run', '3'])).toThrow(/unknown argument --run/);
    expect(() => parseJourneyArgs(['--peer', 'x', '--skip-peer'])).toThrow(/together/);
  });
});

describe('bench:journey profiles', () => {
  it("gives Chromium the profiles' round trip and throughputs in bytes per second (1 kbit = 1 024 bits, as Lighthouse counts)", () => {
    expect(networkConditions(PROFILES.slow3g)).toEqual({ offline: false, latency: 300, downloadThroughput: 96_000, uploadThroughput: 96_000 });
    // Lighthouse's mobileSlow4G: 1.6 × 1024 kbit/s down, 750 kbit/s up, 150 ms
    expect(networkConditions(PROFILES.slow4g)).toEqual({ offline: false, latency: 150, downloadThroughput: 209_715, uploadThroughput: 96_000 });
    expect(PROFILES.slow3g.cpuSlowdown).toBe(4);
    expect(PROFILES.slow4g.cpuSlowdown).toBe(4);
  });

  it("applies Lighthouse's DevTools factors when asked: latency ×3.75, throughput ×0.9", () => {
    // Lighthouse's mobileSlow4G for DevTools throttling: requestLatencyMs 562.5, 1.6 × 1024 × 0.9 and 750 × 0.9 kbit/s
    expect(networkConditions(PROFILES.slow4g, true)).toEqual({ offline: false, latency: 562.5, downloadThroughput: 188_743, uploadThroughput: 86_400 });
    expect(networkConditions(PROFILES.slow3g, true).latency).toBe(1_125);
    expect(profileTitle(PROFILES.slow3g, true)).toMatch(/^Slow 3G .*DevTools-adjusted \(latency ×3\.75, throughput ×0\.9\)$/);
    expect(profileTitle(PROFILES.slow3g, false)).toBe(PROFILES.slow3g.name);
  });
});

describe('bench:journey statistics', () => {
  it('summarizes runs as median, min and max; no runs, no summary', () => {
    expect(summarize([900, 100, 500, 300, 700])).toEqual({ median: 500, min: 100, max: 900 });
    expect(summarize([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 });
    expect(summarize([])).toBeNull();
    expect(formatRange({ median: 2, min: 1.4, max: 2_345.6 })).toBe('1–2346 ms');
  });

  it('collects each run by step, leaving out what was not measured', () => {
    const samples = {};
    addRun(samples, { formVisible: 100, typed: 2_000 });
    addRun(samples, { formVisible: 300, placeBetsRequest: Number.NaN });
    expect(samples).toEqual({ formVisible: [100, 300], typed: [2_000] });
  });
});

describe('bench:journey table', () => {
  const ours = { formVisible: [1_000, 1_200, 1_100], typed: [2_400, 2_500, 2_450], submitToHome: [4_600, 4_500, 4_700], ballToFrame: [40, 60, 50] };

  it('prints every step with our median and range, without peer columns when there is no peer', () => {
    const lines = journeyTable(ours, null).split('\n');
    expect(lines[0]).toMatch(/^\| step +\| ours \(median\) \| ours \(min–max\) \|$/);
    expect(lines).toHaveLength(2 + STEPS.length);
    expect(lines[2]).toMatch(/^\| \/login: navigation → form visible +\| 1100 ms +\| 1000–1200 ms +\|$/);
    expect(lines.find((l) => l.includes("'Se connecter' → home"))).toMatch(/\| 4600 ms +\| 4500–4700 ms +\|$/);
    // a step not measured in this run
    expect(lines.find((l) => l.includes("'Valider' → 'Succès!'"))).toMatch(/\| – +\| – +\|$/);
  });

  it("gives the peer's median and peer ÷ ours on the public steps, n/a on the others", () => {
    const peer = { formVisible: [2_000, 2_200, 2_300], typed: [2_400, 2_600, 2_500] };
    const lines = journeyTable(ours, peer).split('\n');
    expect(lines[0]).toContain('| LotoHappy (median) | ratio LotoHappy ÷ ours |');
    expect(lines[2]).toMatch(/\| 2200 ms +\| 2\.00× +\|$/);
    expect(lines[3]).toMatch(/\| 2500 ms +\| 1\.02× +\|$/);
    expect(lines.find((l) => l.includes("'Se connecter' → home"))).toMatch(/\| n\/a +\| n\/a +\|$/);
    expect(lines.find((l) => l.includes('ball click'))).toMatch(/\| n\/a +\| n\/a +\|$/);
  });
});

describe('bench:journey --check', () => {
  it("reads perf-budget.json's journey section when there is one", () => {
    expect(journeyBudget({ tolerance: 0.1 })).toBeNull();
    expect(journeyBudget({ journey: {} })).toBeNull();
    expect(journeyBudget({ journey: { signInToHomeMs: 1_500 } })).toEqual({ signInToHomeMs: 1_500 });
  });

  it('fails beyond the budget and its tolerance, not within', () => {
    expect(signInBudgetFailure(1_650, { signInToHomeMs: 1_500 }, 0.1)).toBeNull();
    expect(signInBudgetFailure(1_651, { signInToHomeMs: 1_500 }, 0.1)).toMatch(/median 1651 ms > 1500 ms/);
  });
});
