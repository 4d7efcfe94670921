import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { fromPromise } from 'xstate';
import { type TicketPage, ticketsMachine } from '../../../machines/tickets/tickets.machine';
import { selectError, selectIsEmpty, selectIsLoading, selectLoadedPageCount, selectPage, selectPageCount, selectReadAt, selectTickets } from '../../../machines/tickets/tickets.selectors';
import { useQaRecording } from '../../components/qa-recording';
import { useEffects } from '../../components/effects';
import { lazyPart } from '../../components/lazy-part';
import { useListFollowsPage, usePageParam } from '../../components/use-page-param';
import type { MyTicket } from '../../game/tickets';
import { TicketsView } from './tickets-view';

/** 'Rejouer''s dialog, loaded on the first click: the list's first paint does not carry it. */
const ReplayDialog = lazyPart(() => import('./replay-dialog'));

export const TICKETS_PAGE_SIZE = 10;

/** /tickets: the player's tickets, one page at a time; the page lives in the URL, so Back returns to it. */
export function TicketsPage() {
  const effects = useEffects().tickets;
  const qa = useQaRecording();
  const [page, showPage] = usePageParam();
  const [logic] = useState(() =>
    ticketsMachine.provide({
      actors: { loadPage: fromPromise<TicketPage, { page: number; pageSize: number }>(({ input }) => effects.myTickets(input.page, input.pageSize)) },
    }),
  );
  const actor = useActorRef(logic, { input: { page, pageSize: TICKETS_PAGE_SIZE }, inspect: qa.inspect });
  useListFollowsPage(actor, page, useSelector(actor, selectLoadedPageCount));

  const tickets = useSelector(actor, selectTickets);
  const [replaying, setReplaying] = useState<MyTicket | null>(null);
  const closeReplay = useCallback(() => setReplaying(null), []);
  return (
    <>
      <TicketsView
        tickets={tickets}
        loading={useSelector(actor, selectIsLoading)}
        error={useSelector(actor, selectError)}
        empty={useSelector(actor, selectIsEmpty)}
        page={useSelector(actor, selectPage)}
        pageCount={useSelector(actor, selectPageCount)}
        onPage={showPage}
        onRetry={() => actor.send({ type: 'retry' })}
        onReplay={setReplaying}
        readAt={useSelector(actor, selectReadAt)}
      />
      {replaying && <ReplayDialog key={replaying.id} ticket={replaying} onClose={closeReplay} />}
    </>
  );
}

export { TicketsPage as Component };
