import { useActorRef } from '@xstate/react';
import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { type PlacedTicketReceipt, type PlacementInput, basketMachine } from '../../machines/basket/basket.machine';
import { BasketContext } from '../components/basket-context';
import { useClock, useHourlyNow } from '../components/clock';
import { DrawSalesContext } from '../components/draw-sales-context';
import { useQaRecording } from '../components/qa-recording';
import { SessionContext } from '../components/session-context';
import { closedDrawKeys } from '../game/draw-sales';
import { BASKET_LOG_PREFIX, type BasketStorage, NO_BASKET_STORAGE, sessionBasketStorage } from './basket-storage';
import { BasketSyncSlot, type ServerBasketPort, startBasketSync } from './basket-sync';

/** Buys the validated items as one ticket (src/api, loaded on first use); the answer as plain JSON for the machine and its traces. */
const placeBets = fromPromise<PlacedTicketReceipt, PlacementInput>(async ({ input }) => {
  const { placeBets: place } = await import('../api/tickets');
  const ticket = await place(input.items, input.idempotencyKey);
  return { code: ticket.code, placedAt: ticket.placedAt.toISOString(), totalStake: ticket.totalStake, balance: ticket.balance };
});

export interface BasketDelays {
  VALIDATION_DELAY?: number;
  MESSAGE_DELAY?: number;
  UNDO_DELAY?: number;
}

export interface BasketProviderProps {
  children: ReactNode;
  /** sessionStorage `basketItems` unless a test or story gives another */
  storage?: BasketStorage;
  /** stories only (they run in real time); the app keeps SPEC §9's 1.5 s and 3 s, and 8 s for 'Annuler' */
  delays?: BasketDelays;
  /** the signed-in player's basket on the server, which the tab's follows (the app's; tests and stories have none) */
  server?: ServerBasketPort;
}

/** Runs the app's one basket actor, like the session: the bet builder adds to it, the badge and /basket read it. */
export function BasketProvider({ children, storage, delays, server }: BasketProviderProps) {
  const clock = useClock();
  const qa = useQaRecording();
  const [store] = useState(() => storage ?? (typeof sessionStorage === 'undefined' ? NO_BASKET_STORAGE : sessionBasketStorage()));
  const [sync] = useState(() => new BasketSyncSlot());
  const [logic] = useState(() =>
    basketMachine.provide({
      actions: {
        persist: (_, { items }) => {
          store.write(items);
          sync.write(items);
        },
        logProblem: (_, { problem }) => console.error(`${BASKET_LOG_PREFIX}${problem}`),
      },
      actors: { placeBets },
      delays: { ...delays },
    }),
  );
  // the basket is the signed-in player's (issue 38): the tab's follows the server's, and is forgotten when they leave
  const session = useContext(SessionContext);
  const status = session?.status;
  const playerId = session?.user?.id ?? null;
  // read once: the actor takes its input at creation. Another player's stored basket is not shown, not even
  // while the device's session (the session's first user) is being confirmed.
  const [input] = useState(() => ({ storedText: ownedBy(store, playerId ?? undefined) ? store.read() : null, now: clock().toISOString() }));
  const actor = useActorRef(logic, { input, inspect: qa.inspect });
  useEffect(() => {
    if (status === 'signedOut') {
      if (store.readOwner() !== null) actor.send({ type: 'basket.forgotten' });
      forgetOwner(store);
      return;
    }
    if (status !== 'signedIn' || playerId === null) return;
    if (!ownedBy(store, playerId)) {
      actor.send({ type: 'basket.forgotten' });
      forgetOwner(store);
    }
    store.writeOwner(playerId);
    if (!server) return;
    const started = startBasketSync({
      port: server,
      playerId,
      shown: actor.getSnapshot().context.items,
      unsent: store.readUnsent(),
      onItems: (items) => actor.send({ type: 'basket.synced', items }),
      onUnsent: (ids) => store.writeUnsent(ids),
    });
    sync.hold(started);
    // released before anything else runs: the basket forgotten at logout is not deleted on the server
    return () => sync.release(started);
  }, [actor, server, status, playerId, store, sync]);

  // a ticket bought changes the play balance the shell shows: the session reads the profile again
  const reloadProfile = useRef(session?.reloadProfile);
  useEffect(() => {
    reloadProfile.current = session?.reloadProfile;
  }, [session?.reloadProfile]);
  useEffect(() => {
    const placed = actor.on('basket.placed', () => reloadProfile.current?.());
    return () => placed.unsubscribe();
  }, [actor]);

  // draws close while the app is open: the machine learns the time at each turn of the hour
  const hourlyNow = useHourlyNow();
  useEffect(() => {
    const now = hourlyNow.toISOString();
    if (now !== input.now) actor.send({ type: 'clock.tick', now });
  }, [actor, hourlyNow, input.now]);

  // an operator closes a draw early (or it is drawn, or cancelled): its items close as soon as the app reads it
  const statuses = useContext(DrawSalesContext)?.statuses;
  const closedKeys = statuses ? closedDrawKeys(statuses).join(' ') : '';
  useEffect(() => {
    if (closedKeys !== '') actor.send({ type: 'draws.closed', keys: closedKeys.split(' ') });
  }, [actor, closedKeys]);

  return <BasketContext.Provider value={actor}>{children}</BasketContext.Provider>;
}

/** A stored basket naming no player (stored before issue 38, or by a test) is anyone's; else only its owner's. */
function ownedBy(store: BasketStorage, playerId: string | undefined): boolean {
  const owner = store.readOwner();
  return owner === null || owner === playerId;
}

function forgetOwner(store: BasketStorage) {
  store.writeOwner(null);
  store.writeUnsent([]);
}
