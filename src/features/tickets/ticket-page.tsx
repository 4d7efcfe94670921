import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { ticketMachine } from '../../../machines/ticket/ticket.machine';
import { selectCode, selectError, selectIsLoading, selectNotFound, selectTicket } from '../../../machines/ticket/ticket.selectors';
import { useQaRecording } from '../../components/qa-recording';
import { useEffects } from '../../components/effects';
import { useHydrated } from '../../components/use-hydrated';
import type { Ticket } from '../../game/tickets';
import { TicketView } from './ticket-view';

/** /ticket/:code — public: no sign-in, no player shell. */
export function Component() {
  const { code = '' } = useParams();
  const hydrated = useHydrated();
  // The prerendered shell (no code: it is built once for every ticket) until hydrated, then the verification.
  if (!hydrated) return <TicketView code="" ticket={null} loading notFound={false} error={null} url="" onRetry={() => {}} />;
  // a new code in the URL is a new verification
  return <TicketVerification key={code} typed={code} />;
}

function TicketVerification({ typed }: { typed: string }) {
  const effects = useEffects().tickets;
  const qa = useQaRecording();
  const [logic] = useState(() =>
    ticketMachine.provide({ actors: { verifyTicket: fromPromise<Ticket | null, { code: string }>(({ input }) => effects.verifyTicket(input.code)) } }),
  );
  const actor = useActorRef(logic, { input: { typed }, inspect: qa.inspect });
  const code = useSelector(actor, selectCode) ?? typed;
  return (
    <TicketView
      code={code}
      ticket={useSelector(actor, selectTicket)}
      loading={useSelector(actor, selectIsLoading)}
      notFound={useSelector(actor, selectNotFound)}
      error={useSelector(actor, selectError)}
      url={new URL(`/ticket/${code}`, window.location.origin).href}
      onRetry={() => actor.send({ type: 'retry' })}
    />
  );
}
