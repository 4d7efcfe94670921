import { useSelector } from '@xstate/react';
import { useContext, useEffect } from 'react';
import { useNavigate } from 'react-router';
import {
  selectCanRetry,
  selectCanValidate,
  selectControlsLocked,
  selectFailure,
  selectHasOpenItems,
  selectIsValidating,
  selectLines,
  selectMaxPayout,
  selectOverBound,
  selectPlacedTicket,
  selectSelectAllState,
  selectShowsSuccess,
  selectTotals,
  selectUndo,
  sameMaxPayout,
  sameUndo,
} from '../../../machines/basket/basket.selectors';
import { useBasket } from '../../components/basket-context';
import { useClock, useHourlyNow } from '../../components/clock';
import { useDrawStatuses } from '../../components/draw-sales-context';
import { usePlayStatus } from '../../components/play-status-context';
import { continueBettingPath } from '../../game/continue-betting';
import { playNotice } from '../../game/responsible-gaming-notices';
import { offlineNotice } from '../../game/offline';
import { useOnline } from '../../components/use-online';
import { SessionContext } from '../../components/session-context';
import { BasketView } from './basket-view';

/** /basket: the app's basket actor, reviewed here (SPEC §4: every open item selected on arrival). */
export function BasketPage() {
  const basket = useBasket();
  const clock = useClock();
  const navigate = useNavigate();
  // while /basket is open the app reads the draws' statuses: an item whose draw an operator closes shows 'Tirage clos' (issue 38)
  useDrawStatuses();

  useEffect(() => {
    basket.send({ type: 'basket.review' });
    const emptied = basket.on('basket.emptiedByValidation', () => void navigate('/player'));
    return () => emptied.unsubscribe();
  }, [basket, navigate]);

  const lines = useSelector(basket, selectLines, sameLines);
  const totals = useSelector(basket, selectTotals, sameJson);
  const maxPayout = useSelector(basket, selectMaxPayout, sameMaxPayout);
  const selectAll = useSelector(basket, selectSelectAllState);
  const hasOpenItems = useSelector(basket, selectHasOpenItems);
  const canValidate = useSelector(basket, selectCanValidate);
  const validating = useSelector(basket, selectIsValidating);
  const success = useSelector(basket, selectShowsSuccess);
  const locked = useSelector(basket, selectControlsLocked);
  const ticket = useSelector(basket, selectPlacedTicket);
  const failure = useSelector(basket, selectFailure);
  const canRetry = useSelector(basket, selectCanRetry);
  const overBound = useSelector(basket, selectOverBound, sameJson);
  const undo = useSelector(basket, selectUndo, sameUndo);
  // the play balance, once the session knows it (the app always has a session here; a lone screen in a test may not)
  const balance = useContext(SessionContext)?.profile?.balance ?? null;
  const playStatus = usePlayStatus();
  const online = useOnline();
  const now = useHourlyNow();
  // a line the database has closed early is closed whatever the clock says
  const continueTo = continueBettingPath(lines.filter((line) => !line.closed).map((line) => line.item), now);

  return (
    <BasketView
      lines={lines}
      totals={totals}
      maxPayout={maxPayout}
      selectAll={selectAll}
      hasOpenItems={hasOpenItems}
      canValidate={canValidate}
      validating={validating}
      success={success}
      locked={locked}
      ticket={ticket}
      failure={failure}
      canRetry={canRetry}
      balance={balance}
      overBound={overBound}
      continueTo={continueTo}
      playNotice={online ? playStatus && playNotice(playStatus, 'basket') : offlineNotice('basket')}
      onToggle={(id) => basket.send({ type: 'item.toggle', id })}
      onSelectAll={() => basket.send({ type: 'items.selectAll' })}
      onRemove={(id) => basket.send({ type: 'item.remove', id })}
      onClear={() => basket.send({ type: 'basket.clear' })}
      onValidate={() => {
        // judge closed draws at the instant of the click, recorded as an event so replays agree
        basket.send({ type: 'clock.tick', now: clock().toISOString() });
        // the attempt's idempotency key: 'Réessayer' sends it again, a new 'Valider' gets a new one
        basket.send({ type: 'basket.validate', idempotencyKey: crypto.randomUUID() });
      }}
      onRetry={() => basket.send({ type: 'basket.retry' })}
      undo={undo}
      onUndo={() => basket.send({ type: 'removal.undo' })}
    />
  );
}

export { BasketPage as Component };

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sameLines = (a: ReturnType<typeof selectLines>, b: ReturnType<typeof selectLines>) =>
  a.length === b.length && a.every((line, i) => line.item === b[i]!.item && line.selected === b[i]!.selected && line.closed === b[i]!.closed);
