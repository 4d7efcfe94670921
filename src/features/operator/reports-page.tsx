import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { type ReportQuery, defaultReportRange, operatorReportMachine } from '../../../machines/operator-report/operator-report.machine';
import {
  selectCanExport,
  selectCountry,
  selectCsvExport,
  selectError,
  selectFrom,
  selectIsEmpty,
  selectIsLoading,
  selectRangeError,
  selectRangeErrorField,
  selectRows,
  selectShownQuery,
  selectTo,
} from '../../../machines/operator-report/operator-report.selectors';
import { useClock } from '../../components/clock';
import { downloadText } from '../../components/download-text';
import { useEffects } from '../../components/effects';
import { useQaRecording } from '../../components/qa-recording';
import { type ReportRow, reportCsv } from '../../game/operator-desk';
import { ReportsView } from './reports-view';

/**
 * /operateur/rapports (issue 40), inside the desk's layout (operators only): the report of the last 7 days of every
 * country, then of the range and country chosen; 'Télécharger le CSV' saves the report on screen.
 */
export function ReportsPage() {
  const effects = useEffects().operator;
  const clock = useClock();
  const qa = useQaRecording();
  const [input] = useState(() => defaultReportRange(clock()));
  const [logic] = useState(() =>
    operatorReportMachine.provide({
      actors: {
        loadReport: fromPromise<ReportRow[], ReportQuery>(({ input }) => effects.report(input.from, input.to, input.country ?? undefined)),
      },
    }),
  );
  const actor = useActorRef(logic, { input, inspect: qa.inspect });
  const send = actor.send;
  return (
    <ReportsView
      from={useSelector(actor, selectFrom)}
      to={useSelector(actor, selectTo)}
      country={useSelector(actor, selectCountry)}
      rangeError={useSelector(actor, selectRangeError)}
      rangeErrorField={useSelector(actor, selectRangeErrorField)}
      loading={useSelector(actor, selectIsLoading)}
      error={useSelector(actor, selectError)}
      empty={useSelector(actor, selectIsEmpty)}
      rows={useSelector(actor, selectRows)}
      shown={useSelector(actor, selectShownQuery)}
      canExport={useSelector(actor, selectCanExport)}
      onFrom={(date) => send({ type: 'from.change', date })}
      onTo={(date) => send({ type: 'to.change', date })}
      onCountry={(country) => send({ type: 'country.change', country })}
      onRetry={() => send({ type: 'retry' })}
      onRefresh={() => send({ type: 'refresh' })}
      onExport={() => {
        const file = selectCsvExport(actor.getSnapshot());
        // ';' between fields and a byte order mark: French spreadsheet programs open it as it is (src/game/operator-desk.ts)
        if (file) downloadText(reportCsv(file.rows, { bom: true }), file.fileName, 'text/csv;charset=utf-8');
      }}
    />
  );
}

export { ReportsPage as Component };
