import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { type RealityCheckInput, realityCheckMachine } from '../../../machines/reality-check/reality-check.machine';
import { selectDialogOpen, selectNetSpend, selectPlayedMs, selectSpendLoading } from '../../../machines/reality-check/reality-check.selectors';
import { useEffects } from '../../components/effects';
import { useClock } from '../../components/clock';
import { lazyPart } from '../../components/lazy-part';
import { playSessionStorage } from '../../components/play-session-storage';
import { useQaRecording } from '../../components/qa-recording';
import { useSession } from '../../components/session-context';
import { resumePlaySession } from '../../game/reality-check';

// The dialog (a Mantine modal) loads when it first opens, after an hour of play, not with every page.
const RealityCheckDialog = lazyPart(() => import('./reality-check-dialog').then((m) => ({ default: m.RealityCheckDialog })));

function RealityCheckFor({ userId, onBreak }: { userId: string; onBreak: () => void }) {
  const effects = useEffects().account;
  const clock = useClock();
  const [input] = useState<RealityCheckInput>(() => {
    const now = clock().toISOString();
    const session = resumePlaySession(playSessionStorage.read(), userId, now);
    playSessionStorage.write(session);
    return { startedAt: session.startedAt, lastCheckAt: session.lastCheckAt, checks: session.checks, dialogOpen: session.dialogOpen, now };
  });
  const [logic] = useState(() =>
    realityCheckMachine.provide({
      actors: { loadNetSpend: fromPromise<number, { since: string }>(({ input: { since } }) => effects.netSpendSince(since)) },
      actions: {
        remember: (_, record) => playSessionStorage.write({ userId, ...record }),
        takeBreak: () => onBreak(),
      },
    }),
  );
  const qa = useQaRecording();
  const [state, send] = useMachine(logic, { input, inspect: qa.inspect });
  const opened = selectDialogOpen(state);
  if (!opened) return null;
  return (
    <RealityCheckDialog
      opened
      playedMs={selectPlayedMs(state)}
      spendLoading={selectSpendLoading(state)}
      netSpend={selectNetSpend(state)}
      onContinue={() => send({ type: 'reality.continue', now: clock().toISOString() })}
      onPause={() => send({ type: 'reality.pause' })}
    />
  );
}

/**
 * The reality check of the signed-in player, for as long as the player shell is shown. 'Faire une pause'
 * signs out (`onBreak`); the session count is kept for the tab, per player.
 */
export function RealityCheck({ onBreak }: { onBreak: () => void }) {
  const { user } = useSession();
  return user ? <RealityCheckFor key={user.id} userId={user.id} onBreak={onBreak} /> : null;
}
