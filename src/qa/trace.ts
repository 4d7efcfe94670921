/** The recorded history of one machine actor (format documented in docs/qa.md). */

export const TRACE_FORMAT = 'lotoafrik.qa-trace';
export const TRACE_VERSION = 1;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Where an event came from: what the replayer must do to reproduce it. */
export type StepSource =
  /** `xstate.init`, step 0 */
  | 'init'
  /** sent from outside (the screen, a test): the replayer sends it */
  | 'external'
  /** sent by one of the machine's own children (callback actors): the replayer sends it */
  | 'child'
  /** done/error of an invoked actor: the replayer answers with the recorded result */
  | 'actor'
  /** sent by the machine to itself (delayed transitions): the replayer advances the clock */
  | 'self';

export interface TraceSnapshot {
  value: Json;
  context: Json;
  status: string;
}

export interface TraceStep {
  index: number;
  /** milliseconds since the actor started */
  at: number;
  source: StepSource;
  event: { type: string; [key: string]: Json };
  snapshot: TraceSnapshot;
}

/** One answer of an injected function, tagged with the step during which it was asked. */
export interface EnvironmentCall {
  step: number;
  value: Json;
  /** set when the function returned a Date (value is then its ISO string) */
  date?: true;
}

export interface ActorResult {
  step: number;
  /** the invoke id (the child actor's id) */
  id: string;
  /** the name of the actor implementation in `setup({ actors })`, when known */
  src?: string;
  output?: Json;
  error?: Json;
}

export interface TraceEnvironment {
  /** every injected function by name (clock, random, newId …) and what it answered, in call order */
  calls: Record<string, EnvironmentCall[]>;
  actors: ActorResult[];
}

export interface Trace {
  format: typeof TRACE_FORMAT;
  version: typeof TRACE_VERSION;
  machine: { id: string };
  /** the serialisable part of the actor's input (functions are rebuilt from the environment) */
  input: Json;
  environment: TraceEnvironment;
  steps: TraceStep[];
  meta?: { recordedAt?: string; url?: string; userAgent?: string; note?: string; redacted?: boolean };
}

const ERROR_KEY = '$error';

/** Error objects as plain data: what JSON.stringify would lose. */
export function serializeError(error: unknown): Json {
  if (error instanceof Error) {
    const extra = toJson({ ...error }) as Record<string, Json>;
    return { [ERROR_KEY]: { name: error.name, message: error.message, ...extra } };
  }
  return { [ERROR_KEY]: { name: 'NonError', value: toJson(error) } };
}

export function reviveError(data: Json | undefined): unknown {
  if (data && typeof data === 'object' && !Array.isArray(data) && ERROR_KEY in data) {
    const details = data[ERROR_KEY] as Record<string, Json>;
    if (details.name === 'NonError') return details.value;
    const { name, message, ...rest } = details;
    const error = new Error(String(message ?? ''));
    error.name = String(name ?? 'Error');
    return Object.assign(error, rest);
  }
  return data;
}

/**
 * The JSON view of a value, with JSON.stringify's rules (functions and undefined dropped, Dates as ISO
 * strings, actor refs as `{ xstate$$type, id }`) except Errors, which keep name and message.
 * Recording and replay both compare through it, so both sides lose the same things.
 */
export function toJson(value: unknown): Json {
  const text = JSON.stringify(value, function replacer(this: unknown, key, current: unknown) {
    const raw = key === '' ? current : (this as Record<string, unknown>)[key];
    if (raw instanceof Error) return serializeError(raw);
    if (raw instanceof Map) return Object.fromEntries(raw);
    if (raw instanceof Set) return [...raw];
    return current;
  });
  return text === undefined ? null : (JSON.parse(text) as Json);
}

function isTrace(value: unknown): value is Trace {
  const candidate = value as Partial<Trace> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    candidate.format === TRACE_FORMAT &&
    Array.isArray(candidate.steps) &&
    typeof candidate.machine?.id === 'string'
  );
}

export function parseTrace(text: string): Trace {
  const value: unknown = JSON.parse(text);
  if (!isTrace(value)) throw new Error(`Not a QA trace (expected "format": "${TRACE_FORMAT}")`);
  if (value.version !== TRACE_VERSION) {
    throw new Error(`Trace version ${String(value.version)} is not supported (this replayer reads version ${TRACE_VERSION})`);
  }
  return value;
}
