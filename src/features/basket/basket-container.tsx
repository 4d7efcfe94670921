import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { basketMachine } from '../../../machines/basket/basket.machine';
import {
  selectCanValidate,
  selectControlsLocked,
  selectHasOpenItems,
  selectIsValidating,
  selectLines,
  selectSelectAllState,
  selectShowsSuccess,
  selectTotals,
} from '../../../machines/basket/basket.selectors';
import { useClock, useHourlyNow } from '../../components/clock';
import { BASKET_STORAGE_KEY, serializeBasket } from '../../game/basket-item';
import { useQaRecording } from '../qa/qa-context';
import { BasketScreen } from './basket-screen';

export interface BasketDelays {
  VALIDATION_DELAY?: number;
  MESSAGE_DELAY?: number;
}

/**
 * The /basket screen wired to sessionStorage, the injected clock and the router.
 * `delays` exists for stories, which run in real time; the app keeps SPEC §9's 1.5 s and 3 s.
 */
export function BasketContainer({ delays }: { delays?: BasketDelays }) {
  const clock = useClock();
  const hourlyNow = useHourlyNow();
  const navigate = useNavigate();
  const [machine] = useState(() =>
    basketMachine.provide({
      actions: {
        saveBasket: (_, { items }) => {
          if (items.length === 0) sessionStorage.removeItem(BASKET_STORAGE_KEY);
          else sessionStorage.setItem(BASKET_STORAGE_KEY, serializeBasket(items));
        },
        logProblem: (_, { problem }) => console.error(`Panier : ${problem}`),
        goToPlayer: () => {
          void navigate('/player');
        },
      },
      delays: { ...delays },
    }),
  );
  const qa = useQaRecording();
  // read once: the actor takes its input at creation, and QA's wrapped clock must be the one it calls
  const [input] = useState(() => ({ storedText: sessionStorage.getItem(BASKET_STORAGE_KEY), ...qa.environment({ clock }) }));
  const [snapshot, send] = useMachine(machine, { input, inspect: qa.inspect });

  useEffect(() => {
    send({ type: 'clock.tick', now: hourlyNow.toISOString() });
  }, [hourlyNow, send]);

  return (
    <BasketScreen
      lines={selectLines(snapshot)}
      totals={selectTotals(snapshot)}
      selectAll={selectSelectAllState(snapshot)}
      hasOpenItems={selectHasOpenItems(snapshot)}
      canValidate={selectCanValidate(snapshot)}
      validating={selectIsValidating(snapshot)}
      success={selectShowsSuccess(snapshot)}
      locked={selectControlsLocked(snapshot)}
      onToggle={(id) => send({ type: 'item.toggle', id })}
      onSelectAll={() => send({ type: 'items.selectAll' })}
      onRemove={(id) => send({ type: 'item.remove', id })}
      onClear={() => send({ type: 'basket.clear' })}
      onValidate={() => {
        // judge closed draws at the instant of the click, recorded as an event so replays agree
        send({ type: 'clock.tick', now: clock().toISOString() });
        send({ type: 'basket.validate' });
      }}
    />
  );
}
