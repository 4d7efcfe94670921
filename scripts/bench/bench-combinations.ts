/**
 * How long building each bet type's largest selection takes (median of many runs), and how many
 * combinations it makes. Run with `npm run bench:combinations`.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { BetTypeId } from '../../src/game/bet-types';
import { BALLS, EMPTY_SELECTION, type Selection, additionPairs, closingPairs, combinationsOf, turningPairs } from '../../src/game/combinations';

export interface BenchCase {
  type: BetTypeId;
  selection: string;
  /** builds what the bet builder builds for that selection, returning the combinations */
  build: () => readonly (readonly number[])[];
}

const select = (type: BetTypeId, parts: Partial<Omit<Selection, 'type'>>): Selection => ({ type, ...EMPTY_SELECTION, ...parts });
const firstBalls = (n: number) => BALLS.slice(0, n);

export const CASES: readonly BenchCase[] = [
  { type: 'solo', selection: '1 numéro', build: () => combinationsOf(select('solo', { numbers: [45] })) },
  { type: 'duo', selection: '2 numéros', build: () => combinationsOf(select('duo', { numbers: [45, 46] })) },
  { type: 'jackpot', selection: '10 numéros', build: () => combinationsOf(select('jackpot', { numbers: firstBalls(10) })) },
  { type: 'quadra', selection: '10 numéros', build: () => combinationsOf(select('quadra', { numbers: firstBalls(10) })) },
  { type: 'trio', selection: '10 numéros', build: () => combinationsOf(select('trio', { numbers: firstBalls(10) })) },
  { type: 'perm', selection: '20 numéros', build: () => combinationsOf(select('perm', { numbers: firstBalls(20) })) },
  {
    type: 'banker',
    selection: 'banker + base totale (89)',
    build: () => combinationsOf(select('banker', { banker: 45, base: BALLS.filter((n) => n !== 45) })),
  },
  { type: 'turning', selection: 'complet, tous les couples', build: () => combinationsOf(select('turning', { pairs: turningPairs('complete') })) },
  { type: 'closing', selection: 'tous les couples', build: () => combinationsOf(select('closing', { pairs: closingPairs() })) },
  // An addition bet plays the one couple chosen; the work is listing the couples for the target.
  { type: 'addition', selection: 'couples de la somme 90', build: () => additionPairs(90) },
];

export interface BenchRow {
  type: BetTypeId;
  selection: string;
  combinations: number;
  medianMs: number;
  samples: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Times batches of calls (so each sample is well above the timer's resolution) and keeps the median per call. */
export function measure(bench: BenchCase, samples = 201, sampleMs = 0.5): BenchRow {
  const combinations = bench.build().length;
  for (let i = 0; i < 200; i++) bench.build();
  const single: number[] = [];
  for (let i = 0; i < 51; i++) {
    const start = performance.now();
    bench.build();
    single.push(performance.now() - start);
  }
  const batch = Math.max(1, Math.ceil(sampleMs / Math.max(median(single), 1e-6)));
  const perCall: number[] = [];
  for (let s = 0; s < samples; s++) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) bench.build();
    perCall.push((performance.now() - start) / batch);
  }
  return { type: bench.type, selection: bench.selection, combinations, medianMs: median(perCall), samples: samples * batch };
}

export function formatDuration(ms: number): string {
  if (ms >= 1) return `${ms.toFixed(2)} ms`;
  if (ms >= 0.001) return `${(ms * 1000).toFixed(1)} µs`;
  return `${(ms * 1_000_000).toFixed(0)} ns`;
}

export function formatTable(rows: readonly BenchRow[]): string {
  const header = ['type', 'sélection', 'combinaisons', 'médiane', 'appels mesurés'];
  const body = rows.map((r) => [r.type, r.selection, String(r.combinations), formatDuration(r.medianMs), String(r.samples)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  return [line(header), `|${widths.map((w, i) => (i >= 2 ? `${'-'.repeat(w + 1)}:` : `${'-'.repeat(w + 2)}`)).join('|')}|`, ...body.map(line)].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = CASES.map((bench) => measure(bench));
  console.log(`Combinaisons: construction de la plus grande sélection de chaque type (Node ${process.version}, médiane par appel)\n`);
  console.log(formatTable(rows));
}
