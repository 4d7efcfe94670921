import type { ActorRefLike, InspectionEvent } from 'xstate';
import { recordEnvironment, type AnyFunction } from './environment';
import { redactEvent, redactSecrets } from './redact';
import {
  TRACE_FORMAT,
  TRACE_VERSION,
  serializeError,
  toJson,
  type Json,
  type StepSource,
  type Trace,
  type TraceEnvironment,
  type TraceStep,
} from './trace';

/** What the recorder reads of an actor beyond the public ActorRef type (all present on XState 5 actors). */
/** The public parts of an XState Actor that inspection hands over as ActorRefLike. */
interface InspectedActor {
  id: string;
  sessionId: string;
  src?: unknown;
  logic?: { id?: string };
  options?: { input?: unknown };
  getSnapshot?: () => { children?: Record<string, ActorRefLike | undefined> } | undefined;
}

/** Whether `source` runs under `root` (its child, or a child's child …), through the snapshots' `children`. */
function isDescendant(source: ActorRefLike, root: ActorRefLike): boolean {
  const children = Object.values((root as unknown as InspectedActor).getSnapshot?.()?.children ?? {}).filter((child) => child !== undefined);
  return children.some((child) => child === source || isDescendant(source, child));
}

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';
const STOP = 'xstate.stop';

export interface RecordingOptions {
  /** milliseconds for step times; defaults to performance.now() (QA timing, not business time) */
  now?: () => number;
  meta?: Trace['meta'];
  /** masks passwords typed in forms (docs/qa.md); on in the app's QA panel */
  redactSecrets?: boolean;
}

export interface Recording {
  /** pass as `createActor(machine, { inspect })` (or `useMachine(machine, { inspect })`) */
  inspect: (event: InspectionEvent) => void;
  /** wraps the injected functions so their answers land in this recording's environment */
  environment<T extends Record<string, AnyFunction>>(functions: T): T;
  /** the machine id, once the actor has started */
  machineId(): string | undefined;
  /** true between the actor's start and its stop or final state */
  isRunning(): boolean;
  steps(): readonly TraceStep[];
  trace(): Trace;
  /** called after every recorded step, and with undefined when the actor stops */
  subscribe(listener: (step: TraceStep | undefined) => void): () => void;
}

function classify(event: { type: string }, source: ActorRefLike | undefined, root: ActorRefLike): StepSource {
  if (event.type === 'xstate.init') return 'init';
  if (event.type.startsWith(DONE_PREFIX) || event.type.startsWith(ERROR_PREFIX)) return 'actor';
  if (!source) return 'external';
  if (source === root) return 'self';
  return isDescendant(source, root) ? 'child' : 'external';
}

function eventJson(event: { type: string; [key: string]: unknown }): TraceStep['event'] {
  if (event.type === 'xstate.init') return { type: event.type };
  if (event.type.startsWith(ERROR_PREFIX)) return { type: event.type, error: serializeError(event.error) };
  return toJson(event) as TraceStep['event'];
}

const defaultNow = () => globalThis.performance.now();

/**
 * Records one root machine actor through XState's inspection API: every event it processes, the snapshot
 * after it, and what its environment answered (injected functions, invoked actors' results).
 */
export function createRecording(options: RecordingOptions = {}): Recording {
  const now = options.now ?? defaultNow;
  const steps: TraceStep[] = [];
  const environment: TraceEnvironment = { calls: {}, actors: [] };
  const sources = new WeakMap<object, StepSource>();
  const childSrc = new Map<string, string>();
  const listeners = new Set<(step: TraceStep | undefined) => void>();
  let root: ActorRefLike | undefined;
  let machineId: string | undefined;
  let input: Json = null;
  let startedAt = 0;
  let running = false;

  function onEvent(event: Extract<InspectionEvent, { type: '@xstate.event' }>) {
    if (!root && event.event.type === 'xstate.init' && event.actorRef.sessionId === event.rootId) {
      const actor = event.actorRef as unknown as InspectedActor;
      root = event.actorRef;
      machineId = actor.logic?.id ?? actor.id;
      input = toJson(actor.options?.input);
      if (options.redactSecrets) input = redactSecrets(input);
      startedAt = Math.floor(now());
    }
    if (root && event.actorRef === root) sources.set(event.event, classify(event.event, event.sourceRef, root));
  }

  function onActor(actorRef: ActorRefLike) {
    const actor = actorRef as unknown as InspectedActor;
    if (typeof actor.src === 'string') childSrc.set(actor.id, actor.src);
  }

  function onSnapshot(event: Extract<InspectionEvent, { type: '@xstate.snapshot' }>) {
    if (!root || event.actorRef !== root) return;
    const source = sources.get(event.event) ?? 'external';
    running = event.event.type !== STOP && event.snapshot.status === 'active';
    // stopping ends the recording; StrictMode then restarts the same actor, whose second init changes nothing
    if (event.event.type === STOP || (source === 'init' && steps.length > 0)) {
      listeners.forEach((listener) => listener(undefined));
      return;
    }
    const snapshot = event.snapshot as { value?: unknown; context?: unknown; status: string };
    const context = toJson(snapshot.context);
    const json = eventJson(event.event);
    const step: TraceStep = {
      index: steps.length,
      at: source === 'init' ? 0 : Math.floor(now()) - startedAt,
      source,
      event: options.redactSecrets ? redactEvent(json) : json,
      snapshot: { value: toJson(snapshot.value), context: options.redactSecrets ? redactSecrets(context) : context, status: snapshot.status },
    };
    if (source === 'actor') {
      const done = event.event.type.startsWith(DONE_PREFIX);
      const id = event.event.type.slice(done ? DONE_PREFIX.length : ERROR_PREFIX.length);
      const src = childSrc.get(id);
      environment.actors.push({
        step: step.index,
        id,
        ...(src ? { src } : {}),
        ...(done ? { output: step.event.output ?? null } : { error: step.event.error ?? null }),
      });
    }
    steps.push(step);
    listeners.forEach((listener) => listener(step));
  }

  return {
    inspect(event) {
      if (event.type === '@xstate.event') onEvent(event);
      else if (event.type === '@xstate.actor') onActor(event.actorRef);
      else if (event.type === '@xstate.snapshot') onSnapshot(event);
    },
    environment(functions) {
      return recordEnvironment(functions, environment.calls, () => steps.length);
    },
    machineId: () => machineId,
    isRunning: () => running,
    steps: () => steps,
    trace: () => ({
      format: TRACE_FORMAT,
      version: TRACE_VERSION,
      machine: { id: machineId ?? 'unknown' },
      input,
      environment: structuredClone(environment),
      steps: structuredClone(steps),
      ...(options.meta || options.redactSecrets ? { meta: { ...options.meta, ...(options.redactSecrets ? { redacted: true } : {}) } } : {}),
    }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
