import { SimulatedClock, createActor, fromPromise, type AnyActor, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { replayEnvironment, type ReplayEnvironment } from './environment';
import { firstDifference } from './json-diff';
import { reviveError, toJson, type Json, type Trace, type TraceStep } from './trace';

type Implementations = Parameters<AnyStateMachine['provide']>[0];

/** How to rebuild one machine for replay: the registry maps machine ids to these. */
export interface ReplayEntry {
  machine: AnyStateMachine;
  /** the actor input, from the recorded JSON input and the replayed injected functions */
  input?: (recorded: Json, environment: ReplayEnvironment) => unknown;
  /** implementations replacing the container's effects (storage writes, navigation) during replay */
  provide?: (environment: ReplayEnvironment) => Implementations;
  /**
   * What the machine's screens show, built from its selectors. Replays compare it (with the state value
   * and status) rather than the whole context, so an internal field added to a machine breaks no trace.
   */
  project?: (snapshot: AnyMachineSnapshot) => unknown;
}

export type ReplayRegistry = Readonly<Record<string, ReplayEntry>>;

export interface ReplayedStep {
  index: number;
  source: TraceStep['source'];
  event: TraceStep['event'];
  snapshot: TraceStep['snapshot'];
  /** the entry's projection of the live snapshot, when it has one */
  projection?: Json;
}

export interface Divergence {
  step: number;
  eventType: string;
  reason: string;
  path?: string;
  expected?: Json;
  actual?: Json;
}

export interface ReplayResult {
  ok: boolean;
  /** the steps the fresh actor went through */
  steps: ReplayedStep[];
  divergence?: Divergence;
  /** the replayed actor, stopped unless `keepRunning` was asked */
  actor: AnyActor;
}

export interface ReplayOptions {
  onStep?: (step: ReplayedStep) => void;
  /** stop after this step index (the scrubber renders a screen at any step) */
  upTo?: number;
  keepRunning?: boolean;
}

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';

interface PendingInvocation {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

function describe(step: { event: { type: string } }): string {
  return step.event.type;
}

/** The entry's projection of a recorded snapshot: the machine rebuilds it from its value and context. */
function recordedProjection(entry: ReplayEntry, step: TraceStep): Json {
  const snapshot = entry.machine.resolveState({ value: step.snapshot.value as never, context: step.snapshot.context as never });
  return toJson(entry.project!(snapshot));
}

function compare(entry: ReplayEntry, expected: TraceStep, actual: ReplayedStep | undefined): Divergence | undefined {
  const base = { step: expected.index, eventType: expected.event.type };
  if (!actual) return { ...base, reason: `the machine did not process ${describe(expected)}` };
  if (actual.event.type !== expected.event.type) {
    return { ...base, reason: `expected event ${expected.event.type}, the machine processed ${actual.event.type}` };
  }
  const parts: [string, Json, Json][] = [
    ['value', expected.snapshot.value, actual.snapshot.value],
    ['status', expected.snapshot.status, actual.snapshot.status],
    entry.project
      ? ['public', recordedProjection(entry, expected), actual.projection ?? null]
      : ['context', expected.snapshot.context, actual.snapshot.context],
  ];
  for (const [part, recorded, replayed] of parts) {
    const difference = firstDifference(recorded, replayed, part);
    if (difference) return { ...base, reason: `snapshot ${difference.path} differs`, ...difference };
  }
  return undefined;
}

/**
 * Feeds a trace's events into a fresh actor of its machine, with the recorded environment: injected
 * functions answer what they answered, invoked actors resolve with their recorded output when the trace
 * says they did, and delayed transitions fire on a SimulatedClock moved to each step's recorded time.
 * Stops at the first step whose event, value or context differs from the recording.
 */
export async function replayTrace(trace: Trace, entry: ReplayEntry, options: ReplayOptions = {}): Promise<ReplayResult> {
  let currentStep = 0;
  const environment = replayEnvironment(trace.environment.calls, () => currentStep);
  const clock = new SimulatedClock();
  const pending = new Map<string, PendingInvocation>();
  const deferred = fromPromise(({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })));
  const actorNames = Object.keys(entry.machine.implementations.actors ?? {});
  const provided = entry.provide?.(environment) ?? {};
  const machine = entry.machine.provide({
    ...provided,
    actors: { ...Object.fromEntries(actorNames.map((name) => [name, deferred])), ...provided.actors },
  });

  const produced: ReplayedStep[] = [];
  const input = entry.input ? entry.input(trace.input, environment) : trace.input;
  const actor: AnyActor = createActor(machine, {
    input,
    clock,
    inspect(event) {
      if (event.type !== '@xstate.snapshot' || event.actorRef !== actor || event.event.type === 'xstate.stop') return;
      const snapshot = event.snapshot as AnyMachineSnapshot;
      const recorded = trace.steps[produced.length];
      produced.push({
        index: produced.length,
        source: recorded?.source ?? 'external',
        event: (event.event.type === 'xstate.init' ? { type: 'xstate.init' } : toJson(event.event)) as TraceStep['event'],
        snapshot: { value: toJson(snapshot.value), context: toJson(snapshot.context), status: snapshot.status },
        ...(entry.project ? { projection: toJson(entry.project(snapshot)) } : {}),
      });
    },
  });
  // an error observer keeps XState from rethrowing a crash of the machine on a timer
  actor.subscribe({ error: () => undefined });
  actor.start();

  const last = Math.min(options.upTo ?? Number.POSITIVE_INFINITY, trace.steps.length - 1);
  let divergence: Divergence | undefined;
  for (let index = 0; index <= last && !divergence; index += 1) {
    const step = trace.steps[index]!;
    currentStep = index;
    if (index > 0 && produced.length <= index) {
      clock.set(Math.max(clock.now(), step.at));
      divergence = produced.length <= index ? perform(step) : undefined;
      for (let tick = 0; produced.length <= index && tick < 50; tick += 1) await Promise.resolve();
    }
    divergence ??= compare(entry, step, produced[index]);
    const mismatch = environment.mismatches.find((candidate) => candidate.step === index);
    if (!divergence && mismatch) divergence = { step: index, eventType: step.event.type, reason: mismatch.reason };
    if (!divergence) options.onStep?.(produced[index]!);
  }
  if (!options.keepRunning) actor.stop();
  return { ok: !divergence, steps: produced, divergence, actor };

  function perform(step: TraceStep): Divergence | undefined {
    switch (step.source) {
      case 'external':
      case 'child':
        actor.send(step.event);
        return undefined;
      case 'actor': {
        const done = step.event.type.startsWith(DONE_PREFIX);
        const id = step.event.type.slice(done ? DONE_PREFIX.length : ERROR_PREFIX.length);
        const invocation = pending.get(id);
        if (!invocation) {
          return { step: step.index, eventType: step.event.type, reason: `the machine has no running invocation "${id}" to answer` };
        }
        pending.delete(id);
        const result = trace.environment.actors.find((candidate) => candidate.step === step.index);
        if (done) invocation.resolve(result ? result.output : step.event.output);
        else invocation.reject(reviveError(result ? result.error : step.event.error));
        return undefined;
      }
      default:
        // 'self': the clock has moved to the step's time; the delayed event fires on its own
        return undefined;
    }
  }
}

/** One line per transition, for the replay command and the QA panel. */
export function formatStep(step: Pick<TraceStep, 'index' | 'source' | 'event' | 'snapshot'>): string {
  const { type, ...payload } = step.event;
  const details = Object.keys(payload).length ? ` ${JSON.stringify(payload)}` : '';
  return `#${step.index} ${step.source.padEnd(8)} ${type}${details} → ${JSON.stringify(step.snapshot.value)}`;
}

export function formatDivergence(divergence: Divergence): string {
  const values =
    divergence.path !== undefined
      ? `\n  expected ${JSON.stringify(divergence.expected)}\n  actual   ${JSON.stringify(divergence.actual)}`
      : '';
  return `Diverged at step ${divergence.step} (${divergence.eventType}): ${divergence.reason}${values}`;
}
