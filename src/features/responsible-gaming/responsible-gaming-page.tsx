import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { type LimitChange, responsibleGamingMachine } from '../../../machines/responsible-gaming/responsible-gaming.machine';
import * as select from '../../../machines/responsible-gaming/responsible-gaming.selectors';
import { useEffects } from '../../components/effects';
import { useClock } from '../../components/clock';
import { DeclarationForm } from '../../components/declaration-form';
import { useQaRecording } from '../../components/qa-recording';
import { useSession } from '../../components/session-context';
import type { ResponsibleGamingStatus } from '../../game/responsible-gaming';
import { type ExclusionDuration, exclusionEnd } from '../../game/limits';
import { ResponsibleGamingView } from './responsible-gaming-view';

/** /responsible-gaming: the status comes from the database, the changes go through the page's machine. */
export function ResponsibleGamingPage() {
  const effects = useEffects().account;
  const { reloadProfile } = useSession();
  const clock = useClock();
  const logic = useMemo(
    () =>
      responsibleGamingMachine.provide({
        actors: {
          loadStatus: fromPromise<ResponsibleGamingStatus>(() => effects.responsibleGaming()),
          saveLimit: fromPromise<ResponsibleGamingStatus, LimitChange>(({ input }) => effects.setPlayLimit(input.kind, input.period, input.amount)),
          startExclusion: fromPromise<ResponsibleGamingStatus, { duration: ExclusionDuration }>(({ input }) => effects.startSelfExclusion(input.duration)),
        },
      }),
    [effects],
  );
  const qa = useQaRecording();
  const [state, send] = useMachine(logic, { inspect: qa.inspect });
  const status = select.selectStatus(state);
  const choice = select.selectExclusionChoice(state);
  return (
    <ResponsibleGamingView
      loading={select.selectLoading(state)}
      loadError={select.selectLoadError(state)}
      status={status}
      onRetry={() => send({ type: 'retry' })}
      declaration={
        status && (
          <DeclarationForm
            country={status.country}
            onDeclared={() => {
              reloadProfile();
              send({ type: 'status.reload' });
            }}
          />
        )
      }
      limits={{
        draft: select.selectDraft(state),
        saving: select.selectSavingLimit(state),
        error: select.selectLimitError(state),
        loosens: select.selectDraftLoosens(state),
        notice: select.selectLimitNotice(state),
        onEdit: (kind, period) => send({ type: 'limit.edit', kind, period }),
        onChange: (text) => send({ type: 'limit.change', text }),
        onSave: () => send({ type: 'limit.save' }),
        onRemove: () => send({ type: 'limit.remove' }),
        onCancel: () => send({ type: 'limit.cancel' }),
      }}
      exclusion={{
        choice,
        confirming: select.selectConfirmingExclusion(state),
        excluding: select.selectExcluding(state),
        error: select.selectExclusionError(state),
        end: choice && status ? exclusionEnd(choice, clock(), status.timeZone) : null,
        onChoose: (duration) => send({ type: 'exclusion.choose', duration }),
        onContinue: () => send({ type: 'exclusion.continue' }),
        onConfirm: () => send({ type: 'exclusion.confirm' }),
        onCancel: () => send({ type: 'exclusion.cancel' }),
      }}
    />
  );
}

export { ResponsibleGamingPage as Component };
