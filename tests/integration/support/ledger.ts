import { expect } from 'vitest';
import type { TestStack } from './test-stack';

interface PlayerMismatch {
  player_id: string;
  balance: string;
  play_entries: string;
  winnings: string;
  winnings_entries: string;
}

interface UnbalancedTransaction {
  txn_id: string;
  entries: number;
  sum: string;
}

export interface LedgerSummary {
  players: number;
  transactions: number;
}

/**
 * The money invariant (DESIGN §8), read straight from the tables as the database owner: every
 * player's balance = Σ player_play entries and winnings = Σ player_winnings entries, and every
 * transaction has at least two entries summing to zero. Call it at the end of every money test.
 */
export async function expectLedgerBalanced(env: TestStack): Promise<LedgerSummary> {
  const { players, mismatches, unbalanced, transactions } = await env.stack.db.transaction(async (q) => {
    const mismatches = await q.query<PlayerMismatch>(
      `select p.id as player_id, p.balance::text as balance, coalesce(s.play, 0)::text as play_entries,
              p.winnings::text as winnings, coalesce(s.won, 0)::text as winnings_entries
       from public.profiles p
       left join (
         select t.player_id,
                sum(e.amount) filter (where e.account = 'player_play') as play,
                sum(e.amount) filter (where e.account = 'player_winnings') as won
         from public.ledger_transactions t join public.ledger_entries e on e.txn_id = t.id
         group by t.player_id
       ) s on s.player_id = p.id
       where p.balance <> coalesce(s.play, 0) or p.winnings <> coalesce(s.won, 0)`,
    );
    const unbalanced = await q.query<UnbalancedTransaction>(
      `select t.id as txn_id, count(e.account)::int as entries, coalesce(sum(e.amount), 0)::text as sum
       from public.ledger_transactions t left join public.ledger_entries e on e.txn_id = t.id
       group by t.id
       having count(e.account) < 2 or coalesce(sum(e.amount), 0) <> 0`,
    );
    const [counts] = await q.query<{ players: number; transactions: number }>(
      'select (select count(*) from public.profiles)::int as players, (select count(*) from public.ledger_transactions)::int as transactions',
    );
    return { mismatches, unbalanced, players: counts!.players, transactions: counts!.transactions };
  });
  expect(mismatches, 'balance = Σ player_play and winnings = Σ player_winnings for every player').toEqual([]);
  expect(unbalanced, 'every ledger transaction has two or more entries summing to zero').toEqual([]);
  expect(players).toBeGreaterThan(0);
  return { players, transactions };
}
