import { fromPromise } from 'xstate';

/**
 * Test helper: a promise actor whose result the test decides, step by step, keyed by invoke id.
 * Model-based tests replay `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events through it.
 */
export function controllablePromises() {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const calls: { id: string; input: unknown }[] = [];
  const logic = <TOutput, TInput = unknown>() =>
    fromPromise<TOutput, TInput>(
      ({ input, self }) =>
        new Promise<TOutput>((resolve, reject) => {
          calls.push({ id: self.id, input });
          pending.set(self.id, { resolve: resolve as (value: unknown) => void, reject });
        }),
    );
  async function settle(id: string, outcome: { output: unknown } | { error: unknown }) {
    const deferred = pending.get(id);
    if (!deferred) throw new Error(`no pending call for ${id}`);
    pending.delete(id);
    if ('output' in outcome) deferred.resolve(outcome.output);
    else deferred.reject(outcome.error);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { logic, settle, calls, isPending: (id: string) => pending.has(id) };
}

/** Replays one graph step: actor results settle the matching fake, other events are sent. */
export async function replayStep(
  event: { type: string; output?: unknown; error?: unknown },
  send: (event: never) => void,
  promises: ReturnType<typeof controllablePromises>,
) {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  if (done) await promises.settle(done[1]!, { output: event.output });
  else if (failed) await promises.settle(failed[1]!, { error: event.error });
  else send(event as never);
}
