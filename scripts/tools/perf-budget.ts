import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface SizeBudget {
  jsKb: number;
  /** the JS fetched before the page's first contentful paint */
  firstPaintJsKb?: number;
  cssKb: number;
}
export interface LighthouseBudget {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * Where `--check` fails while the page is over its TBT target (`tbtMs`): a guard against regressions, at the
   * level measured, until the target is reached (the table still shows the target).
   */
  tbtGuardMs?: number;
  cls: number;
}
export interface PerfBudget {
  tolerance: number;
  size: Record<string, SizeBudget>;
  lighthouse: { runs: number } & Record<string, LighthouseBudget | number>;
}

export const BUDGET_FILE = resolve(import.meta.dirname, '../../perf-budget.json');

export function loadBudget(file = BUDGET_FILE): PerfBudget {
  return JSON.parse(readFileSync(file, 'utf8')) as PerfBudget;
}

/** Over budget beyond the tolerance: for "at most" budgets (size, time, shift). */
export function exceedsMax(value: number, max: number, tolerance: number): boolean {
  return value > max * (1 + tolerance);
}

/** Under budget beyond the tolerance: for "at least" budgets (a score). */
export function belowMin(value: number, min: number, tolerance: number): boolean {
  return value < min * (1 - tolerance);
}

/** A Markdown table, columns padded so it also reads well in a terminal. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** peer ÷ ours, e.g. "2.41×" (how many times the peer's LCP is ours); "–" when ours is 0. */
export function ratio(peer: number, ours: number): string {
  return ours === 0 ? '–' : `${(peer / ours).toFixed(2)}×`;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A page's Lighthouse medians. */
export interface LighthouseMeasure {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** What `--check` fails on: each measure beyond its budget and the tolerance (TBT against its guard, when it has one). */
export function budgetFailures(route: string, m: LighthouseMeasure, b: LighthouseBudget, tolerance: number): string[] {
  const out: string[] = [];
  if (belowMin(m.performance, b.performance, tolerance)) out.push(`${route}: performance ${m.performance} < ${b.performance}`);
  if (exceedsMax(m.lcpMs, b.lcpMs, tolerance)) out.push(`${route}: LCP ${Math.round(m.lcpMs)} ms > ${b.lcpMs} ms`);
  const tbtLimit = b.tbtGuardMs ?? b.tbtMs;
  if (exceedsMax(m.tbtMs, tbtLimit, tolerance)) out.push(`${route}: TBT ${Math.round(m.tbtMs)} ms > ${tbtLimit} ms${b.tbtGuardMs ? ' (its guard)' : ''}`);
  if (exceedsMax(m.cls, b.cls, tolerance)) out.push(`${route}: CLS ${m.cls.toFixed(3)} > ${b.cls}`);
  return out;
}

/** The parts of a Lighthouse result `runDetails` reads. */
export interface LighthouseRunReport {
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  environment: { benchmarkIndex: number };
}

/**
 * What a run's score reads with: FCP and Speed Index (the table leaves them out), when this Chromium showed the first
 * paint before Lighthouse simulated the phone (sometimes ~1.5 s late: docs/decisions.md, 'Lighthouse on /betting:
 * two regimes of one page'), and the machine's speed as Lighthouse rates it.
 */
export function runDetails(lhr: LighthouseRunReport): string {
  const ms = (audit: string) => `${Math.round(lhr.audits[audit]?.numericValue ?? Number.NaN)} ms`;
  const observed = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedFirstContentfulPaint;
  return `FCP ${ms('first-contentful-paint')}, SI ${ms('speed-index')}, first paint seen at ${observed === undefined ? '?' : `${observed} ms`}, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`;
}
