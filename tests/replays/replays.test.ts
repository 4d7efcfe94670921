import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { replayRegistry } from '../../src/qa/replay-registry';
import { formatDivergence, replayTrace } from '../../src/qa/replayer';
import { parseTrace, type Trace } from '../../src/qa/trace';

const here = new URL('.', import.meta.url);
const traceFiles = readdirSync(here).filter((name) => name.endsWith('.json')).sort();

function load(name: string): Trace {
  return parseTrace(readFileSync(new URL(name, here), 'utf8'));
}

describe('every recorded trace replays green', () => {
  it('holds a full session of each bet type, the basket validation and a failed login', () => {
    const machines = traceFiles.map((name) => load(name).machine.id);
    expect(machines.filter((id) => id === 'betBuilder').length).toBeGreaterThanOrEqual(10);
    // the type on screen when 'Ajouter au panier' was pressed
    const typeAdded = (trace: Trace) => {
      const add = trace.steps.findIndex((step) => step.event.type === 'basket.add');
      return add > 0 ? [String((trace.steps[add - 1]!.snapshot.context as { type: string }).type)] : [];
    };
    const types = new Set(traceFiles.map(load).flatMap((trace) => (trace.machine.id === 'betBuilder' ? typeAdded(trace) : [])));
    expect([...types].sort()).toEqual(['addition', 'banker', 'closing', 'duo', 'jackpot', 'perm', 'quadra', 'solo', 'trio', 'turning']);
    expect(machines).toContain('basket');
    expect(machines).toContain('login');
  });

  it('holds a validation that got no answer, retried with the same key, then placed once', () => {
    const trace = load('basket-validation-retry.json');
    const events = trace.steps.map((step) => step.event.type);
    expect(events).toContain('xstate.error.actor.placeBets');
    expect(events.indexOf('basket.retry')).toBeGreaterThan(events.indexOf('xstate.error.actor.placeBets'));
    expect(events.filter((type) => type === 'xstate.done.actor.placeBets')).toHaveLength(1);
    const keys = trace.steps
      .filter((step) => step.event.type === 'basket.validate' || step.event.type === 'basket.retry')
      .map((step) => (step.snapshot.context as { attemptKey: string }).attemptKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it.each(traceFiles)('%s', async (name) => {
    const trace = load(name);
    const entry = replayRegistry[trace.machine.id];
    expect(entry, `machine ${trace.machine.id} is in the replay registry`).toBeDefined();

    const result = await replayTrace(trace, entry!);

    expect(result.divergence && formatDivergence(result.divergence)).toBeUndefined();
    expect(result.steps).toHaveLength(trace.steps.length);
  });
});

describe('the trace recorded in the real app, in Chromium', () => {
  const trace = load('chromium-bet-builder-perm.json');

  it('was downloaded from the QA panel of the app', () => {
    expect(trace.meta?.userAgent).toMatch(/HeadlessChrome/);
    expect(trace.meta?.url).toMatch(/\/betting\/CI\/\w+\/18h$/);
    expect(trace.steps.filter((step) => step.event.type === 'flash')).toHaveLength(1);
  });

  it('replays green', async () => {
    const result = await replayTrace(trace, replayRegistry.betBuilder!);

    expect(result.ok).toBe(true);
    expect(result.steps.at(-1)!.snapshot.value).toEqual(trace.steps.at(-1)!.snapshot.value);
    expect(result.steps.at(-1)!.projection).toMatchObject({ canReset: false, totals: { count: 0 } });
  });

  it('fails at the step whose event was altered', async () => {
    const altered = structuredClone(trace);
    const index = altered.steps.findIndex((step) => step.event.type === 'number.toggle' && step.event.number === 33);
    altered.steps[index]!.event = { type: 'number.toggle', number: 34 };

    const result = await replayTrace(altered, replayRegistry.betBuilder!);

    expect(result.ok).toBe(false);
    expect(result.divergence).toMatchObject({ step: index, eventType: 'number.toggle', path: 'public.balls[2]', expected: '33:selected', actual: '34:selected' });
  });
});

describe('npm run replay', () => {
  const run = promisify(execFile);
  const cli = (file: string) => run(process.execPath, ['--import', 'tsx', 'scripts/tools/replay.ts', file], { cwd: new URL('../..', import.meta.url) });

  it('prints each transition of a green trace and exits 0', async () => {
    const { stdout } = await cli('tests/replays/login-failed.json');

    expect(stdout).toContain('#5 external form.submit → "submitting"');
    expect(stdout).toContain('replayed green');
  }, 30_000);

  it('exits non-zero naming the step where an altered trace diverges', async () => {
    const trace = load('login-failed.json');
    trace.steps[3]!.event = { type: 'field.change', field: 'password', value: 'autre' };
    const file = join(mkdtempSync(join(tmpdir(), 'qa-')), 'altered.json');
    writeFileSync(file, JSON.stringify(trace));

    const failure = await cli(file).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );

    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('Diverged at step 3 (field.change): snapshot public.password differs');
  }, 30_000);
});
