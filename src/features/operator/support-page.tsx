import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { type SupportQuery, supportLookupMachine } from '../../../machines/support-lookup/support-lookup.machine';
import {
  selectError,
  selectFieldError,
  selectIsSearching,
  selectLedgerMatches,
  selectNotFound,
  selectPlayer,
  selectSearchBy,
  selectText,
} from '../../../machines/support-lookup/support-lookup.selectors';
import { useEffects } from '../../components/effects';
import { useQaRecording } from '../../components/qa-recording';
import type { SupportPlayer } from '../../game/operator-desk';
import { SupportView } from './support-view';

/**
 * /operateur/support, inside the desk (its layout has checked the operator): find a ticket by its code or a
 * player by username, and read what support needs. Read only; the server audits each look-up that finds someone.
 */
export function SupportPage() {
  const effects = useEffects().operator;
  const qa = useQaRecording();
  const [logic] = useState(() =>
    supportLookupMachine.provide({
      actors: {
        lookup: fromPromise<SupportPlayer | null, SupportQuery>(({ input }) =>
          input.by === 'code' ? effects.findTicket(input.value) : effects.findPlayer(input.value),
        ),
      },
    }),
  );
  const actor = useActorRef(logic, { inspect: qa.inspect });
  const by = useSelector(actor, selectSearchBy);
  const text = useSelector(actor, selectText);
  const fieldError = useSelector(actor, selectFieldError);
  const searching = useSelector(actor, selectIsSearching);
  const player = useSelector(actor, selectPlayer);
  const ledgerMatches = useSelector(actor, selectLedgerMatches);
  const notFound = useSelector(actor, selectNotFound);
  const error = useSelector(actor, selectError);
  const send = actor.send;
  return (
    <SupportView
      by={by}
      text={text}
      fieldError={fieldError}
      searching={searching}
      player={player}
      ledgerMatches={ledgerMatches}
      notFound={notFound}
      error={error}
      onBy={(value) => send({ type: 'by.change', by: value })}
      onText={(value) => send({ type: 'text.change', value })}
      onSubmit={() => send({ type: 'search.submit' })}
      onRetry={() => send({ type: 'retry' })}
    />
  );
}

export { SupportPage as Component };
