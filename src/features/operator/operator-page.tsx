import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { fromPromise } from 'xstate';
import { type ActionRequest, type OperatorQueue, operatorMachine } from '../../../machines/operator/operator.machine';
import {
  selectAwaiting,
  selectDiscrepancies,
  selectDrafts,
  selectForm,
  selectIsDenied,
  selectIsLoaded,
  selectIsLoading,
  selectLoadError,
  selectNotice,
  selectPending,
  selectRunningSettlements,
  selectSalesDates,
  selectSalesFilter,
  selectSalesShown,
} from '../../../machines/operator/operator.selectors';
import { useClock } from '../../components/clock';
import { useEffects } from '../../components/effects';
import { PageLoader } from '../../components/page-loader';
import { useQaRecording } from '../../components/qa-recording';
import { useSession } from '../../components/session-context';
import type { DrawOutcome, OperatorSettlement } from '../../game/operator';
import { OperatorView } from './operator-view';

/** /operateur: operators only (app_metadata.role); anyone else is sent to /player before anything is read. */
export function OperatorPage() {
  const effects = useEffects().operator;
  const clock = useClock();
  const qa = useQaRecording();
  const { logout, signingOut } = useSession();
  const [logic] = useState(() =>
    operatorMachine.provide({
      actors: {
        checkOperator: fromPromise<boolean>(() => effects.isOperator()),
        loadQueue: fromPromise<OperatorQueue>(() => effects.loadQueue(clock())),
        loadSettlements: fromPromise<OperatorSettlement[]>(() => effects.loadSettlements()),
        recordResult: fromPromise<void, { drawId: string; winning: number[]; machine: number[] }>(({ input }) =>
          effects.recordResult(input.drawId, input.winning, input.machine),
        ),
        act: fromPromise<DrawOutcome, ActionRequest>(({ input }) => effects.act(input)),
      },
    }),
  );
  const actor = useActorRef(logic, { inspect: qa.inspect });
  const denied = useSelector(actor, selectIsDenied);
  const loaded = useSelector(actor, selectIsLoaded);
  const loading = useSelector(actor, selectIsLoading);
  const loadError = useSelector(actor, selectLoadError);
  const checking = useSelector(actor, (s) => s.hasTag('checking'));
  const view = {
    awaiting: useSelector(actor, selectAwaiting),
    drafts: useSelector(actor, selectDrafts),
    salesFilter: useSelector(actor, selectSalesFilter),
    salesDates: useSelector(actor, selectSalesDates),
    salesShown: useSelector(actor, selectSalesShown),
    form: useSelector(actor, selectForm),
    pending: useSelector(actor, selectPending),
    notice: useSelector(actor, selectNotice),
    settlements: useSelector(actor, selectRunningSettlements, sameItems),
    discrepancies: useSelector(actor, selectDiscrepancies),
  };
  if (denied) return <Navigate to="/player" replace />;
  if (checking) return <PageLoader />;
  const send = actor.send;
  return (
    <OperatorView
      loading={loading}
      loaded={loaded}
      loadError={loadError}
      notice={view.notice}
      settlements={view.settlements}
      discrepancies={view.discrepancies}
      awaiting={view.awaiting}
      drafts={view.drafts}
      sales={{ filter: view.salesFilter, dates: view.salesDates, shown: view.salesShown }}
      form={view.form}
      pending={view.pending}
      signingOut={signingOut}
      onRetry={() => send({ type: 'retry' })}
      onRefresh={() => send({ type: 'refresh' })}
      onDismissNotice={() => send({ type: 'notice.dismiss' })}
      onSalesFilter={(filter) => send({ type: 'sales.filter', filter })}
      onRecord={(drawId) => send({ type: 'record.open', drawId })}
      onResultChange={(series, index, value) => send({ type: 'result.change', series, index, value })}
      onResultSubmit={() => send({ type: 'record.submit' })}
      onResultCancel={() => send({ type: 'record.cancel' })}
      onCloseSales={(drawId) => send({ type: 'close.ask', drawId })}
      onCancelDraw={(drawId) => send({ type: 'cancel.ask', drawId })}
      onConfirm={(drawId) => send({ type: 'confirm.ask', drawId })}
      onReason={(value) => send({ type: 'reason.change', value })}
      onActionConfirm={() => send({ type: 'action.confirm' })}
      onActionBack={() => send({ type: 'action.back' })}
      onLogout={logout}
    />
  );
}

export { OperatorPage as Component };

const sameItems = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);
