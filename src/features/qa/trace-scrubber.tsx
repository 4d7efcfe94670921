import { Alert, Code, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { betBuilderMachine, BetDraw } from '../../../machines/bet-builder/bet-builder.machine';
import { findCountry } from '../../game/countries';
import type { Draw } from '../../game/schedule';
import { replayRegistry } from '../../qa/replay-registry';
import { type Divergence, formatDivergence, formatStep, replayTrace } from '../../qa/replayer';
import type { Trace } from '../../qa/trace';
import { BettingScreen } from '../betting/betting-screen';

type BetBuilderActor = ActorRefFrom<typeof betBuilderMachine>;

interface Replayed {
  trace: Trace;
  step: number;
  actor: BetBuilderActor;
  divergence?: Divergence;
}

function drawOf(trace: Trace): Draw {
  const draw = (trace.input as unknown as { draw: BetDraw }).draw;
  return { ...draw, country: findCountry(draw.country)! };
}

/**
 * QA and design: the real bet-builder screen with the machine replayed from a trace up to `step`,
 * so everyone looks at the same state. Clicking in it goes on from there.
 */
export function TraceScrubber({ trace, step }: { trace: Trace; step: number }) {
  const last = trace.steps.length - 1;
  const shown = Math.max(0, Math.min(step, last));
  const [replayed, setReplayed] = useState<Replayed>();

  useEffect(() => {
    let current = true;
    let actor: BetBuilderActor | undefined;
    void replayTrace(trace, replayRegistry[trace.machine.id]!, { upTo: shown, keepRunning: true }).then((result) => {
      actor = result.actor as BetBuilderActor;
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
      {ready ? <BettingScreen key={shown} actor={replayed.actor} draw={drawOf(trace)} /> : <Text p="md">Relecture…</Text>}
    </Stack>
  );
}
