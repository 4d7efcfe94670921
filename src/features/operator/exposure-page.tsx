import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { EXPOSURE_REFRESH_MS, type ExposureOverview, operatorExposureMachine } from '../../../machines/operator-exposure/operator-exposure.machine';
import {
  type LimitFormView,
  selectBounds,
  selectCountryLimits,
  selectDates,
  selectDetail,
  selectEditedCountry,
  selectFilter,
  selectIsLoaded,
  selectIsLoading,
  selectIsSaving,
  selectLimitForm,
  selectLoadError,
  selectNotice,
  selectOpenDraws,
  selectRefreshError,
  selectRemoveError,
  selectRemoving,
  selectSelectedDrawId,
  selectShown,
} from '../../../machines/operator-exposure/operator-exposure.selectors';
import { useEffects } from '../../components/effects';
import { useQaRecording } from '../../components/qa-recording';
import { type DrawExposure, type LimitChange, type LimitTarget, TOP_LINES } from '../../game/liability';
import { ExposureView } from './exposure-view';

/**
 * /operateur/exposition (issue 40): the open draws' exposure and the liability limits. Inside the desk's layout,
 * which lets operators only in; the database refuses anyone else too.
 */
export function ExposurePage() {
  const effects = useEffects().operator;
  const qa = useQaRecording();
  const [logic] = useState(() =>
    operatorExposureMachine.provide({
      actors: {
        loadOverview: fromPromise<ExposureOverview>(async () => {
          const [draws, countries] = await Promise.all([effects.exposure(), effects.countryLimits()]);
          return { draws, countries };
        }),
        loadDraw: fromPromise<DrawExposure, { drawId: string }>(({ input }) => effects.drawExposure(input.drawId, TOP_LINES)),
        setLimit: fromPromise<LimitChange, { target: LimitTarget; amount: number | null }>(({ input }) => effects.setLimit(input.target, input.amount)),
      },
    }),
  );
  const actor = useActorRef(logic, { inspect: qa.inspect });
  const view = {
    loading: useSelector(actor, selectIsLoading),
    loaded: useSelector(actor, selectIsLoaded),
    loadError: useSelector(actor, selectLoadError),
    refreshError: useSelector(actor, selectRefreshError),
    total: useSelector(actor, (s) => selectOpenDraws(s).length),
    filter: useSelector(actor, selectFilter),
    dates: useSelector(actor, selectDates, sameItems),
    shown: useSelector(actor, selectShown, sameShown),
    selectedDrawId: useSelector(actor, selectSelectedDrawId),
    detail: useSelector(actor, selectDetail, sameFields),
    forms: {
      line: useSelector(actor, (s) => selectLimitForm(s, 'line'), sameFields<LimitFormView>),
      draw: useSelector(actor, (s) => selectLimitForm(s, 'draw'), sameFields<LimitFormView>),
      country: useSelector(actor, (s) => selectLimitForm(s, 'country'), sameFields<LimitFormView>),
    },
    bounds: useSelector(actor, selectBounds),
    countries: useSelector(actor, selectCountryLimits),
    editedCountry: useSelector(actor, selectEditedCountry),
    saving: useSelector(actor, selectIsSaving),
    removing: useSelector(actor, selectRemoving, sameFields),
    removeError: useSelector(actor, selectRemoveError),
    notice: useSelector(actor, selectNotice),
  };
  const send = actor.send;
  return (
    <ExposureView
      {...view}
      refreshSeconds={EXPOSURE_REFRESH_MS / 1000}
      onRetry={() => send({ type: 'retry' })}
      onRefresh={() => send({ type: 'refresh' })}
      onFilter={(filter) => send({ type: 'filter.change', filter })}
      onSelect={(drawId) => send({ type: 'draw.select', drawId })}
      onCloseDraw={() => send({ type: 'draw.close' })}
      onDetailRetry={() => send({ type: 'detail.retry' })}
      onLineChange={(value) => send({ type: 'line.change', value })}
      onAmountChange={(form, value) => send({ type: 'amount.change', form, value })}
      onPickLine={(line) => send({ type: 'line.pick', line })}
      onEditCountry={(country) => send({ type: 'country.edit', country })}
      onCancelCountry={() => send({ type: 'country.cancel' })}
      onSubmit={(form) => send({ type: 'limit.submit', form })}
      onRemove={(line) => send({ type: 'limit.remove', line })}
      onDismissNotice={() => send({ type: 'notice.dismiss' })}
    />
  );
}

export { ExposurePage as Component };

const sameItems = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);
const sameShown = (a: { date: string | null; draws: readonly unknown[] }, b: { date: string | null; draws: readonly unknown[] }) => a.date === b.date && sameItems(a.draws, b.draws);
/** two objects (or nulls) whose fields are the same values */
function sameFields<T extends object>(a: T | null, b: T | null): boolean {
  if (a === null || b === null) return a === b;
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
