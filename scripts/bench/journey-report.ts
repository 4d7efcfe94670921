/**
 * The pure parts of `npm run bench:journey` (scripts/bench/bench-journey.ts): its arguments, its two network
 * profiles, the steps it times, their medians and the Markdown table it prints.
 */
import { resolve } from 'node:path';
import { exceedsMax, markdownTable, median, ratio } from '../tools/perf-budget';

export type ProfileKey = 'slow3g' | 'slow4g';

/**
 * A throttling profile, applied per page through the DevTools protocol (`Network.emulateNetworkConditions`,
 * `Emulation.setCPUThrottlingRate`). kbit/s count 1 024 bits, Lighthouse's convention (its slow 4G is
 * `1.6 * 1024` kbit/s). `latencyMs` is Chromium's added latency of each request (request sent → response
 * headers): the profile's round trip, applied as such, not scaled by Lighthouse's ×3.75 for DevTools throttling.
 */
export interface NetworkProfile {
  key: ProfileKey;
  name: string;
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
  cpuSlowdown: number;
}

export const PROFILES: Record<ProfileKey, NetworkProfile> = {
  slow3g: { key: 'slow3g', name: 'Slow 3G (300 ms RTT, 750 kbit/s, CPU ×4)', latencyMs: 300, downloadKbps: 750, uploadKbps: 750, cpuSlowdown: 4 },
  slow4g: {
    key: 'slow4g',
    name: "Lighthouse's slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU ×4)",
    latencyMs: 150,
    downloadKbps: 1.6 * 1024,
    uploadKbps: 750,
    cpuSlowdown: 4,
  },
};

/**
 * Lighthouse's factors for DevTools throttling (lantern's DEVTOOLS_RTT_ADJUSTMENT_FACTOR and
 * DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR): Chromium delays each request, not each packet, so a connection's
 * handshakes and TCP's slow start cost nothing; Lighthouse scales the latency and throughput to make up for it.
 */
export const DEVTOOLS_RTT_FACTOR = 3.75;
export const DEVTOOLS_THROUGHPUT_FACTOR = 0.9;

/**
 * What `Network.emulateNetworkConditions` takes: throughputs in bytes per second. `devtoolsAdjusted`: with
 * Lighthouse's factors (its `throttlingMethod: 'devtools'`), e.g. slow 3G's 300 ms becomes 1 125 ms a request.
 */
export function networkConditions(
  profile: NetworkProfile,
  devtoolsAdjusted = false,
): { offline: false; latency: number; downloadThroughput: number; uploadThroughput: number } {
  const rtt = devtoolsAdjusted ? DEVTOOLS_RTT_FACTOR : 1;
  const throughput = devtoolsAdjusted ? DEVTOOLS_THROUGHPUT_FACTOR : 1;
  return {
    offline: false,
    latency: profile.latencyMs * rtt,
    downloadThroughput: Math.floor((profile.downloadKbps * throughput * 1024) / 8),
    uploadThroughput: Math.floor((profile.uploadKbps * throughput * 1024) / 8),
  };
}

/** The profile's name as the output says it. */
export function profileTitle(profile: NetworkProfile, devtoolsAdjusted: boolean): string {
  return devtoolsAdjusted ? `${profile.name}, DevTools-adjusted (latency ×${DEVTOOLS_RTT_FACTOR}, throughput ×${DEVTOOLS_THROUGHPUT_FACTOR})` : profile.name;
}

export interface JourneyArgs {
  runs: number;
  profiles: ProfileKey[];
  /** the peer's build (resolved); null with --skip-peer or when none was given (the caller picks the cached one) */
  peerDir: string | null;
  skipPeer: boolean;
  check: boolean;
  /** --devtools-adjusted: Lighthouse's DevTools factors on the profiles' latency and throughput */
  devtoolsAdjusted: boolean;
}

/**
 * `--runs N` (5), `--profile slow3g|slow4g|all` (all), `--peer <dir>`, `--skip-peer`, `--check`,
 * `--devtools-adjusted`; anything else is refused.
 */
export function parseJourneyArgs(argv: readonly string[]): JourneyArgs {
  const args: JourneyArgs = { runs: 5, profiles: ['slow3g', 'slow4g'], peerDir: null, skipPeer: false, check: false, devtoolsAdjusted: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--runs') {
      const text = value();
      const runs = Number(text);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a positive whole number, not ${text}`);
      args.runs = runs;
    } else if (arg === '--profile') {
      const text = value();
      if (text === 'all') args.profiles = ['slow3g', 'slow4g'];
      else if (text === 'slow3g' || text === 'slow4g') args.profiles = [text];
      else throw new Error(`--profile takes slow3g, slow4g or all, not ${text}`);
    } else if (arg === '--peer') args.peerDir = resolve(value());
    else if (arg === '--skip-peer') args.skipPeer = true;
    else if (arg === '--check') args.check = true;
    else if (arg === '--devtools-adjusted') args.devtoolsAdjusted = true;
    else throw new Error(`unknown argument ${arg} (--runs N, --profile slow3g|slow4g|all, --peer <dir>, --skip-peer, --check, --devtools-adjusted)`);
  }
  if (args.skipPeer && args.peerDir) throw new Error('--peer and --skip-peer together');
  return args;
}

export type StepKey =
  | 'formVisible'
  | 'typed'
  | 'submitToHome'
  | 'homeToCatalogue'
  | 'catalogueToCountry'
  | 'countryToDay'
  | 'hourToBuilder'
  | 'homeToBuilder'
  | 'ballToFrame'
  | 'validateToSuccess'
  | 'placeBetsRequest'
  | 'validateClientShare'
  | 'validateBeyondWait';

export interface Step {
  key: StepKey;
  label: string;
  /** a public step, which the peer (no backend here) is measured on too */
  peer: boolean;
}

/** The rows of the table, in the order a player meets them. */
export const STEPS: readonly Step[] = [
  { key: 'formVisible', label: '/login: navigation → form visible', peer: true },
  { key: 'typed', label: 'e-mail and password typed (60 ms a key)', peer: true },
  { key: 'submitToHome', label: "'Se connecter' → home shown", peer: false },
  { key: 'homeToCatalogue', label: 'home → catalogue', peer: false },
  { key: 'catalogueToCountry', label: "catalogue → Côte d'Ivoire's days", peer: false },
  { key: 'countryToDay', label: "day → its hours", peer: false },
  { key: 'hourToBuilder', label: "18h, 'Continuer' → builder usable", peer: false },
  { key: 'homeToBuilder', label: 'home → builder usable (sum of the 4)', peer: false },
  { key: 'ballToFrame', label: 'ball click → next frame', peer: false },
  { key: 'validateToSuccess', label: "'Valider' → 'Succès!'", peer: false },
  { key: 'placeBetsRequest', label: '  of which rpc/place_bets (network + server)', peer: false },
  { key: 'validateClientShare', label: '  client share (total − place_bets)', peer: false },
  { key: 'validateBeyondWait', label: '  beyond max(1.5 s floor, place_bets)', peer: false },
];

export type Samples = Partial<Record<StepKey, number[]>>;

export interface Summary {
  median: number;
  min: number;
  max: number;
}

export function summarize(values: readonly number[]): Summary | null {
  if (values.length === 0) return null;
  return { median: median([...values]), min: Math.min(...values), max: Math.max(...values) };
}

export function formatMs(ms: number): string {
  return `${Math.round(ms)} ms`;
}

export function formatRange(s: Summary): string {
  return `${Math.round(s.min)}–${Math.round(s.max)} ms`;
}

/** Adds one run's values to the samples. */
export function addRun(samples: Samples, run: Partial<Record<StepKey, number>>): void {
  for (const [key, value] of Object.entries(run) as [StepKey, number][]) {
    if (!Number.isFinite(value)) continue;
    (samples[key] ??= []).push(value);
  }
}

/**
 * One profile's table: step, our median, our min–max; with a peer, its median and peer ÷ ours on the
 * public steps ('n/a' on the others: the peer has no backend here).
 */
export function journeyTable(ours: Samples, peer: Samples | null, peerName = 'LotoHappy'): string {
  const header = ['step', 'ours (median)', 'ours (min–max)'];
  if (peer) header.push(`${peerName} (median)`, `ratio ${peerName} ÷ ours`);
  const rows = STEPS.map((step) => {
    const s = summarize(ours[step.key] ?? []);
    const row = [step.label, s ? formatMs(s.median) : '–', s ? formatRange(s) : '–'];
    if (peer) {
      const p = step.peer ? summarize(peer[step.key] ?? []) : null;
      if (!step.peer) row.push('n/a', 'n/a');
      else if (!p) row.push('–', '–');
      else row.push(formatMs(p.median), s ? ratio(p.median, s.median) : '–');
    }
    return row;
  });
  return markdownTable(header, rows);
}

export interface JourneyBudget {
  /** the median of 'Se connecter' → home shown on the slow 3G profile */
  signInToHomeMs: number;
}

/** perf-budget.json's `journey` section, when the file has one. */
export function journeyBudget(budget: object): JourneyBudget | null {
  const journey = (budget as { journey?: Partial<JourneyBudget> }).journey;
  return typeof journey?.signInToHomeMs === 'number' ? { signInToHomeMs: journey.signInToHomeMs } : null;
}

/** The failure `--check` reports, or null when the median is within the budget and its tolerance. */
export function signInBudgetFailure(medianMs: number, budget: JourneyBudget, tolerance: number): string | null {
  return exceedsMax(medianMs, budget.signInToHomeMs, tolerance)
    ? `'Se connecter' → home on ${PROFILES.slow3g.name}: median ${Math.round(medianMs)} ms > ${budget.signInToHomeMs} ms (tolerance ${tolerance * 100}%)`
    : null;
}
