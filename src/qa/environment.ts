import { toJson, type EnvironmentCall } from './trace';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function shape may be injected
export type AnyFunction = (...args: any[]) => unknown;

function recordedValue(value: unknown): Pick<EnvironmentCall, 'value' | 'date'> {
  return value instanceof Date ? { value: value.toISOString(), date: true } : { value: toJson(value) };
}

/**
 * Wraps the functions a container injects into a machine (clock, random, newId …) so that each answer
 * is appended to `log[name]`, tagged with the step being processed when it was asked.
 */
export function recordEnvironment<T extends Record<string, AnyFunction>>(
  functions: T,
  log: Record<string, EnvironmentCall[]>,
  currentStep: () => number,
): T {
  const wrapped: Record<string, AnyFunction> = {};
  for (const [name, fn] of Object.entries(functions)) {
    const calls = (log[name] ??= []);
    wrapped[name] = (...args: unknown[]) => {
      const value = fn(...args);
      calls.push({ step: currentStep(), ...recordedValue(value) });
      return value;
    };
  }
  return wrapped as T;
}

export interface EnvironmentMismatch {
  step: number;
  name: string;
  reason: string;
}

export interface ReplayEnvironment {
  /** a function answering what `name` answered during the recording, call after call */
  fn<R = unknown>(name: string): () => R;
  mismatches: EnvironmentMismatch[];
}

function revive(call: EnvironmentCall): unknown {
  return call.date ? new Date(call.value as string) : call.value;
}

/**
 * The recorded answers, served in order, each only during the step it was recorded in. Extra recorded
 * answers of an earlier step are skipped (React StrictMode builds a machine's context twice in development);
 * a question the recording never answered is a mismatch, answered with the last recorded value.
 */
export function replayEnvironment(calls: Record<string, EnvironmentCall[]>, currentStep: () => number): ReplayEnvironment {
  const mismatches: EnvironmentMismatch[] = [];
  const cursors = new Map<string, number>();
  return {
    mismatches,
    fn<R>(name: string) {
      return () => {
        const recorded = calls[name] ?? [];
        const step = currentStep();
        let cursor = cursors.get(name) ?? 0;
        while (cursor < recorded.length && recorded[cursor]!.step < step) cursor += 1;
        const next = recorded[cursor];
        if (next && next.step === step) {
          cursors.set(name, cursor + 1);
          return revive(next) as R;
        }
        cursors.set(name, cursor);
        mismatches.push({ step, name, reason: `${name}() was called at step ${step} but the recording has no answer for it` });
        const fallback = recorded[Math.min(cursor, recorded.length) - 1] ?? recorded[0];
        return (fallback ? revive(fallback) : undefined) as R;
      };
    },
  };
}

