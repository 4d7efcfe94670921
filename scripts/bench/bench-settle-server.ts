/**
 * The local stack in a child process for `npm run bench:settle` (scripts/bench/bench-settle.ts), as
 * scripts/bench/bench-stack-server.ts but for seeding a draw as the database owner: `owner-tx` runs several
 * statements in one transaction (a batch under `session_replication_role = replica`), `owner-exec` one
 * statement outside any (VACUUM). The stack runs as `npm run stack` does, scheduler included (its
 * 'settlement' job settles confirmed draws chunk after chunk), without the simulateur, with generous
 * auth limits; its log lines other than migrations go to stderr (a failing settlement job shows).
 * BENCH_CHUNK_BETS sets lotoafrik.settlement_chunk_bets for every session (default: the database's 2 500).
 */
import { GENEROUS_AUTH_RATE_LIMITS, startStack } from '../../supabase/local';
import type { Statement } from './bench-settle-seed';

export type ToSettleChild = { type: 'owner-tx'; id: number; statements: Statement[] } | { type: 'owner-exec'; id: number; sql: string };
export type FromSettleChild = { type: 'ready'; url: string } | { type: 'owner'; id: number; rows?: unknown[]; error?: string };

const chunkBets = process.env.BENCH_CHUNK_BETS;
const stack = await startStack({
  port: 0,
  database: process.argv[2]!,
  log: (line) => {
    if (!line.startsWith('applied ')) process.stderr.write(`[stack] ${line}\n`);
  },
  rateLimits: GENEROUS_AUTH_RATE_LIMITS,
  ...(chunkBets ? { databaseLimits: { settings: { 'lotoafrik.settlement_chunk_bets': String(Number(chunkBets)) } } } : {}),
});

process.on('message', (message: ToSettleChild) => {
  const work =
    message.type === 'owner-tx'
      ? stack.db.transaction(async (q) => {
          let rows: unknown[] = [];
          // PostgreSQL: the stack's connections have a statement_timeout; a seeding batch is the owner's, without one.
          if (stack.db.kind === 'postgres') await q.query('set local statement_timeout = 0');
          for (const statement of message.statements) rows = await q.query(statement.sql, statement.params ?? []);
          return rows;
        })
      : stack.db.exec(message.sql).then(() => []);
  work.then(
    (rows) => process.send!({ type: 'owner', id: message.id, rows } satisfies FromSettleChild),
    (error: unknown) => process.send!({ type: 'owner', id: message.id, error: String(error) } satisfies FromSettleChild),
  );
});
process.on('disconnect', () => void stack.close().finally(() => process.exit(0)));
process.send!({ type: 'ready', url: stack.url } satisfies FromSettleChild);
