import type { SnapshotFrom } from 'xstate';
import type { operatorGateMachine } from './operator-gate.machine';

type Snapshot = SnapshotFrom<typeof operatorGateMachine>;

export type OperatorGateStatus = 'checking' | 'allowed' | 'denied';

export const selectGateStatus = (state: Snapshot): OperatorGateStatus =>
  state.hasTag('allowed') ? 'allowed' : state.hasTag('denied') ? 'denied' : 'checking';

/** What the desk shows: the gate's answer (QA replays compare it). */
export const operatorGateProjection = (state: Snapshot) => ({ status: selectGateStatus(state) });
