import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { type BetBuilderInput, betBuilderMachine } from '../../../machines/bet-builder/bet-builder.machine';
import { selectClosedReason, selectDrawClosed } from '../../../machines/bet-builder/bet-builder.selectors';
import { selectBasketStake, selectItemCount, selectOpenSize } from '../../../machines/basket/basket-builder.selectors';
import { useBasket } from '../../components/basket-context';
import { type Clock, useClock } from '../../components/clock';
import { useEffects } from '../../components/effects';
import { lazyPart } from '../../components/lazy-part';
import { usePlayStatus } from '../../components/play-status-context';
import { useQaRecording } from '../../components/qa-recording';
import { SessionContext } from '../../components/session-context';
import { useDrawStatuses } from '../../components/draw-sales-context';
import { useMinuteNow } from '../../components/use-minute-now';
import { closedReasonOf } from '../../game/draw-sales';
import { type Draw, findOpenDraw } from '../../game/schedule';
import { FLASH_RANDOMS } from '../../game/selection';
import type { TicketSize } from '../../game/ticket-bounds';
import { BettingView, FavouritesBar } from './betting-view';
import { DrawClosedView } from './draw-closed-view';

// Favourite numbers (issue 41): their code and machine load at the first tap on the bar (perf-budget.json).
const FavouritesPanel = lazyPart(() => import('./favourites-panel'));

/** /betting/:country/:day/:time — an unknown or past draw silently goes to /player. */
export function Component() {
  const { country, day, time } = useParams();
  const clock = useClock();
  const draw = useMemo(() => findOpenDraw(country, day, time, clock()), [country, day, time, clock]);
  if (!draw) return <Navigate to="/player" replace />;
  return <BetBuilder key={`${draw.country.code}/${draw.day}/${draw.time}`} draw={draw} clock={clock} />;
}

/** The container: the time, new ids and random picks enter the machine here, inside events. */
function BetBuilder({ draw, clock }: { draw: Draw; clock: Clock }) {
  const qa = useQaRecording();
  const basket = useBasket();
  const [input] = useState<BetBuilderInput>(() => ({
    draw: { country: draw.country.code, day: draw.day, time: draw.time, drawAt: draw.drawAt },
  }));
  const [logic] = useState(() =>
    betBuilderMachine.provide({ actions: { itemAdded: (_, { item }) => basket.send({ type: 'item.add', item }) } }),
  );
  const actor = useActorRef(logic, { input, inspect: qa.inspect });
  const drawClosed = useSelector(actor, selectDrawClosed);
  const basketCount = useSelector(basket, selectItemCount);
  const basketSize = useSelector(basket, selectOpenSize, sameSize);
  const basketStake = useSelector(basket, selectBasketStake);
  const session = useContext(SessionContext);
  // the play balance for the confirmation after 'Ajouter au panier' (null while unknown, or in a lone screen's test)
  const balance = session?.profile?.balance ?? null;
  const signedIn = session?.status === 'signedIn';
  const onAdd = useCallback(
    () => actor.send({ type: 'basket.add', id: crypto.randomUUID(), now: clock().toISOString() }),
    [actor, clock],
  );
  const onFlash = useCallback(() => actor.send({ type: 'flash', randoms: Array.from({ length: FLASH_RANDOMS }, Math.random) }), [actor]);
  const playStatus = usePlayStatus();
  // the draw stops being sold while the player is here: its instant (the page's minute clock) or the database's status
  const now = useMinuteNow();
  const statuses = useDrawStatuses();
  const closing = closedReasonOf(draw.country.code, draw.drawAt, now, statuses);
  useEffect(() => {
    if (closing) actor.send({ type: 'draw.close', reason: closing });
  }, [actor, closing]);
  // the lines that reached their liability limit (issue 40), live, for a signed-in player (the database refuses anyway)
  const liability = useEffects().liability;
  useEffect(() => {
    if (!signedIn) return;
    return liability.watchUnavailableLines(input.draw, (lines) => actor.send({ type: 'lines.unavailable', lines }));
  }, [actor, liability, signedIn, input.draw]);
  const closedReason = useSelector(actor, selectClosedReason);
  if (drawClosed) return <DrawClosedView draw={draw} reason={closedReason ?? 'past'} />;
  const favourites = signedIn ? <Favourites actor={actor} /> : null;
  return (
    <BettingView
      actor={actor}
      draw={draw}
      basketCount={basketCount}
      basketSize={basketSize}
      basketStake={basketStake}
      balance={balance}
      onAdd={onAdd}
      onFlash={onFlash}
      playStatus={playStatus}
      favourites={favourites}
    />
  );
}

const sameSize = (a: TicketSize, b: TicketSize) => a.items === b.items && a.lines === b.lines;

const selectComplete = (s: SnapshotFrom<typeof betBuilderMachine>) => s.hasTag('complete');

/** A signed-in player's favourites: the bar until the first tap, then the lazy panel (the bar while it loads). */
function Favourites({ actor }: { actor: ActorRefFrom<typeof betBuilderMachine> }) {
  const [opening, setOpening] = useState<'save' | 'list' | null>(null);
  const canSave = useSelector(actor, selectComplete);
  const bar = <FavouritesBar canSave={canSave} listOpen={false} onSave={() => setOpening('save')} onList={() => setOpening('list')} />;
  if (!opening) return bar;
  return <FavouritesPanel actor={actor} opening={opening} fallback={bar} />;
}
