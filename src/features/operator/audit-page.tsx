import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { auditTrailMachine } from '../../../machines/audit-trail/audit-trail.machine';
import {
  auditRow,
  selectEntries,
  selectError,
  selectForm,
  selectFormError,
  selectHasMore,
  selectIsEmpty,
  selectIsFiltered,
  selectIsLoading,
  selectIsLoadingMore,
  selectMoreError,
} from '../../../machines/audit-trail/audit-trail.selectors';
import { useClock } from '../../components/clock';
import { useEffects } from '../../components/effects';
import { useQaRecording } from '../../components/qa-recording';
import type { AuditEntry, AuditTrailFilter } from '../../game/operator-desk';
import { AuditView } from './audit-view';

/** /operateur/journal, inside the desk (its layout has checked the operator): the audit trail, filtered and paged. */
export function AuditPage() {
  const effects = useEffects().operator;
  const clock = useClock();
  const qa = useQaRecording();
  const [logic] = useState(() =>
    auditTrailMachine.provide({ actors: { loadTrail: fromPromise<AuditEntry[], AuditTrailFilter>(({ input }) => effects.auditTrail(input)) } }),
  );
  const actor = useActorRef(logic, { input: {}, inspect: qa.inspect });
  const entries = useSelector(actor, selectEntries);
  const rows = useMemo(() => entries.map(auditRow), [entries]);
  const [today] = useState(() => clock().toISOString().slice(0, 10));
  const send = actor.send;
  return (
    <AuditView
      form={useSelector(actor, selectForm)}
      formError={useSelector(actor, selectFormError)}
      filtered={useSelector(actor, selectIsFiltered)}
      loading={useSelector(actor, selectIsLoading)}
      loadingMore={useSelector(actor, selectIsLoadingMore)}
      error={useSelector(actor, selectError)}
      moreError={useSelector(actor, selectMoreError)}
      empty={useSelector(actor, selectIsEmpty)}
      rows={rows}
      hasMore={useSelector(actor, selectHasMore)}
      today={today}
      onFilterChange={(filter) => send({ type: 'filter.change', filter })}
      onApply={() => send({ type: 'filter.apply' })}
      onClear={() => send({ type: 'filter.clear' })}
      onMore={() => send({ type: 'more' })}
      onRetry={() => send({ type: 'retry' })}
      onRefresh={() => send({ type: 'refresh' })}
    />
  );
}

export { AuditPage as Component };
