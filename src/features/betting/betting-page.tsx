import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { type BetBuilderInput, betBuilderMachine } from '../../../machines/bet-builder/bet-builder.machine';
import { selectDrawClosed, selectGoesToBasket } from '../../../machines/bet-builder/bet-builder.selectors';
import { type Clock, useClock } from '../../components/clock';
import { BASKET_STORAGE_KEY, type BasketItem, parseStoredBasket, serializeBasket } from '../../game/basket-item';
import { type Draw, findOpenDraw } from '../../game/schedule';
import { useQaRecording } from '../qa/qa-context';
import { BettingScreen } from './betting-screen';

function loadBasket(): BasketItem[] {
  const { items, problem } = parseStoredBasket(sessionStorage.getItem(BASKET_STORAGE_KEY));
  if (problem) console.error(problem);
  return items;
}

function saveBasket(items: readonly BasketItem[]) {
  sessionStorage.setItem(BASKET_STORAGE_KEY, serializeBasket(items));
}

const builderMachine = betBuilderMachine.provide({
  actions: { saveBasket: ({ context }) => saveBasket(context.basket) },
});

/** /betting/:country/:day/:time — an unknown or past draw silently goes to /player. */
export function Component() {
  const { country, day, time } = useParams();
  const clock = useClock();
  const draw = useMemo(() => findOpenDraw(country, day, time, clock()), [country, day, time, clock]);
  if (!draw) return <Navigate to="/player" replace />;
  return <BetBuilder key={`${draw.country.code}/${draw.day}/${draw.time}`} draw={draw} clock={clock} />;
}

function BetBuilder({ draw, clock }: { draw: Draw; clock: Clock }) {
  const qa = useQaRecording();
  const [input] = useState<BetBuilderInput>(() => ({
    draw: { country: draw.country.code, day: draw.day, time: draw.time, drawAt: draw.drawAt },
    ...qa.environment({ clock, random: Math.random, newId: () => crypto.randomUUID() }),
    initialBasket: loadBasket(),
  }));
  const actor = useActorRef(builderMachine, { input, inspect: qa.inspect });
  const toBasket = useSelector(actor, selectGoesToBasket);
  const drawClosed = useSelector(actor, selectDrawClosed);
  if (toBasket) return <Navigate to="/basket" />;
  if (drawClosed) return <Navigate to="/player" replace />;
  return <BettingScreen actor={actor} draw={draw} />;
}
