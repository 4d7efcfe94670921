import { Alert, Code, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { replayRegistry } from '../../qa/replay-registry';
import { type Divergence, formatDivergence, formatStep, replayTrace } from '../../qa/replayer';
import type { Trace } from '../../qa/trace';

interface Replayed {
  trace: Trace;
  step: number;
  actor: AnyActorRef;
  divergence?: Divergence;
}

export interface TraceScrubberProps {
  trace: Trace;
  step: number;
  /** the real screen of the trace's machine, driven by the replayed actor */
  children: (actor: AnyActorRef) => ReactNode;
}

/**
 * QA and design: a real screen with its machine replayed from a trace up to `step`, so everyone looks
 * at the same state. Clicking in it goes on from there.
 */
export function TraceScrubber({ trace, step, children }: TraceScrubberProps) {
  const last = trace.steps.length - 1;
  const shown = Math.max(0, Math.min(step, last));
  const [replayed, setReplayed] = useState<Replayed>();

  useEffect(() => {
    let current = true;
    let actor: AnyActorRef | undefined;
    void replayTrace(trace, replayRegistry[trace.machine.id]!, { upTo: shown, keepRunning: true }).then((result) => {
      actor = result.actor;
      if (current) setReplayed({ trace, step: shown, actor, divergence: result.divergence });
      else actor.stop();
    });
    return () => {
      current = false;
      actor?.stop();
    };
  }, [trace, shown]);

  const ready = replayed && replayed.trace === trace && replayed.step === shown;
  return (
    <Stack gap={0}>
      <Stack gap={4} p="sm" bg="var(--mantine-color-gray-1)">
        <Text size="sm" fw={700}>
          Étape {shown} / {last}
          {trace.meta?.note ? ` · ${trace.meta.note}` : ''}
        </Text>
        <Code block fz="xs">
          {formatStep(trace.steps[shown]!)}
        </Code>
        {ready && replayed.divergence && (
          <Alert color="red" title="La relecture diverge">
            {formatDivergence(replayed.divergence)}
          </Alert>
        )}
      </Stack>
      {ready ? <div key={shown}>{children(replayed.actor)}</div> : <Text p="md">Relecture…</Text>}
    </Stack>
  );
}
