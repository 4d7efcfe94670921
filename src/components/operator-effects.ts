import { createContext, useContext } from 'react';
import type { ActionRequest, OperatorQueue } from '../../machines/operator/operator.machine';
import type { DrawOutcome, OperatorSettlement } from '../game/operator';

/** What the operators' console asks of the server; src/app/operator-route.tsx provides it, in the console's own chunk. */
export interface OperatorEffects {
  /** whether the signed-in account is an operator (app_metadata.role) */
  isOperator(): Promise<boolean>;
  /** draws awaiting a result, drafts awaiting confirmation, draws on sale after `now`, settlements running or just finished, payments to check */
  loadQueue(now: Date): Promise<OperatorQueue>;
  /** the settlements alone, read again while one runs */
  loadSettlements(): Promise<OperatorSettlement[]>;
  recordResult(drawId: string, winning: number[], machine: number[]): Promise<void>;
  /** close sales early, cancel, or confirm another operator's draft */
  act(request: ActionRequest): Promise<DrawOutcome>;
}

export const OperatorEffectsContext = createContext<OperatorEffects | null>(null);

export function useOperatorEffects(): OperatorEffects {
  const effects = useContext(OperatorEffectsContext);
  if (!effects) throw new Error('useOperatorEffects needs an OperatorEffectsContext provider (src/app)');
  return effects;
}
