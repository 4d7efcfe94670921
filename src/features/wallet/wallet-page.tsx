import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { type WalletHistoryPage, walletHistoryMachine } from '../../../machines/wallet-history/wallet-history.machine';
import * as select from '../../../machines/wallet-history/wallet-history.selectors';
import { useQaRecording } from '../../components/qa-recording';
import { useSession } from '../../components/session-context';
import { useListFollowsPage, usePageParam } from '../../components/use-page-param';
import { useEffects } from '../../components/effects';
import { WalletView } from './wallet-view';

/** /wallet: the session's live balances, and the history machine, refreshed whenever they change; its page lives in the URL, so Back returns to it. */
export function WalletPage() {
  const effects = useEffects().wallet;
  const { profile } = useSession();
  const balance = profile?.balance ?? 0;
  const winnings = profile?.winnings ?? 0;
  const logic = useMemo(
    () =>
      walletHistoryMachine.provide({
        actors: { loadHistory: fromPromise<WalletHistoryPage, { page: number; pageSize: number }>(({ input }) => effects.history(input.page, input.pageSize)) },
      }),
    [effects],
  );
  const qa = useQaRecording();
  const [page, showPage] = usePageParam();
  const [state, send, actor] = useMachine(logic, { input: { page }, inspect: qa.inspect });
  useListFollowsPage(actor, page, select.selectLoadedPageCount(state));

  // A movement changes the balances (the session hears it live): the history then has a new line. The
  // profile arriving after the page (read late, or once the server answers again) is no movement.
  const known = profile !== null;
  const shown = useRef(known ? { balance, winnings } : null);
  useEffect(() => {
    if (!known) return;
    const before = shown.current;
    shown.current = { balance, winnings };
    if (before && (before.balance !== balance || before.winnings !== winnings)) send({ type: 'history.refresh' });
  }, [send, known, balance, winnings]);

  return (
    <WalletView
      balance={balance}
      winnings={winnings}
      lines={select.selectLines(state)}
      loading={select.selectLoading(state)}
      failure={select.selectFailure(state)}
      page={select.selectPage(state)}
      pageCount={select.selectPageCount(state)}
      onPage={showPage}
      onRetry={() => send({ type: 'history.retry' })}
    />
  );
}

export { WalletPage as Component };
