/**
 * Where a settlement's time goes, on PostgreSQL: `npx tsx scripts/bench/bench-settle-explain.ts [bets]
 * [--plans] [--ab-realtime] [--postgres=url]` (default 100 000 bets; the server of DATABASE_URL or
 * --postgres, else the default local one). Seeds a draw as `npm run bench:settle` does
 * (scripts/bench/bench-settle-seed.ts) on a fresh database migrated by the stack's own code, with no stack
 * running (nothing competes with the chunks but PostgreSQL's own autovacuum and checkpoints), gives it
 * its result as the owner (closed, then drawn) and starts its settlement row; then, as the owner, runs
 * settle_draw_chunk(draw, chunk size, true) chunk after chunk, each its own transaction, timed, to the
 * end, and prints:
 *
 * - the chunks' durations (p50, p90, max, by tenth of the draw), what autovacuum and checkpoints did meanwhile;
 * - at the middle chunk: EXPLAIN ANALYZE of the chunk's player-lock statement as written and in a
 *   nested-loop form, then that chunk under auto_explain (analyze, buffers, triggers, nested
 *   statements): every statement's duration, longest first (--plans: their plans too);
 * - with --ab-realtime: the local stack's realtime row triggers (_local_realtime_changes on bets,
 *   profiles, win_notices; hosted Supabase has none, it reads the WAL) switched off for every other
 *   block of 10 chunks, and the mean chunk with and without them.
 *
 * BENCH_CHUNK_BETS sets the chunk size (default 5 000, the database's).
 */
import { openStackDatabase } from '../../supabase/local';
import { percentile, postgresUrl, withFreshDatabase } from './bench-support';
import { BENCH_RESULT, benchDraw, planBets, postgresOwner, seedBets } from './bench-settle-seed';

const SIZE = Number(process.argv.slice(2).find((arg) => /^\d[\d_]*$/.test(arg))?.replace(/_/g, '') ?? 100_000);
const CHUNK = Number(process.env.BENCH_CHUNK_BETS ?? 5_000);
const AB_REALTIME = process.argv.includes('--ab-realtime');
const base = postgresUrl() ?? 'postgres://lotoafrik:lotoafrik@127.0.0.1:5432/postgres';
const REALTIME_TABLES = ['public.bets', 'public.profiles', 'public.win_notices'];

interface Counters {
  checkpoints: number;
  buffers_backend: number;
  buffers_checkpoint: number;
  autovacuums: number;
  autoanalyzes: number;
  lsn: string;
  wal_fpi: number;
}

await withFreshDatabase(base, async (url) => {
  const migrating = performance.now();
  const db = await openStackDatabase(url, () => {}, { statementTimeoutMs: 0 });
  await db.close();
  console.log(`migrated in ${((performance.now() - migrating) / 1000).toFixed(1)} s`);
  const owner = await postgresOwner(url);
  const client = owner.client;
  try {
    const draw = await benchDraw(owner, 0);
    const plan = planBets(SIZE);
    const seeding = performance.now();
    await seedBets(owner, draw, plan);
    await owner.exec('checkpoint');
    console.log(`seeded ${plan.bets} bets (${plan.lines} lines, ${plan.players} players) in ${((performance.now() - seeding) / 1000).toFixed(1)} s; chunks of ${CHUNK} bets`);
    await owner.tx([
      { sql: `update public.draws set status = 'closed' where id = $1`, params: [draw.id] },
      {
        sql: `update public.draws set status = 'drawn', winning_numbers = $2, machine_numbers = $3, source = 'bench', recorded_at = now() where id = $1`,
        params: [draw.id, BENCH_RESULT.winning, BENCH_RESULT.machine],
      },
      {
        sql: `insert into public.draw_settlements (draw_id, kind, total_bets)
              values ($1, 'settle', (select count(*) from public.bets as b where b.draw_id = $1 and b.status = 'validated'))`,
        params: [draw.id],
      },
    ]);
    const counters = async () =>
      (
        await client.query<Counters>(`
          select (select (checkpoints_timed + checkpoints_req)::int from pg_stat_bgwriter) as checkpoints,
            (select buffers_backend::int from pg_stat_bgwriter) as buffers_backend,
            (select buffers_checkpoint::int from pg_stat_bgwriter) as buffers_checkpoint,
            (select coalesce(sum(autovacuum_count), 0)::int from pg_stat_user_tables where relname in ('bets', 'profiles', 'ledger_transactions', 'ledger_entries')) as autovacuums,
            (select coalesce(sum(autoanalyze_count), 0)::int from pg_stat_user_tables where relname in ('bets', 'profiles', 'ledger_transactions', 'ledger_entries')) as autoanalyzes,
            pg_current_wal_lsn()::text as lsn, (select wal_fpi::int from pg_stat_wal) as wal_fpi`)
      ).rows[0]!;
    const setRealtime = async (on: boolean) => {
      for (const table of REALTIME_TABLES) await client.query(`alter table ${table} ${on ? 'enable' : 'disable'} trigger _local_realtime_changes`);
    };

    const middle = Math.max(1, Math.floor(SIZE / CHUNK / 2));
    const durations: { n: number; ms: number; realtime: boolean }[] = [];
    const before = await counters();
    const started = performance.now();
    let explained = '';
    for (let n = 1; ; n++) {
      const realtime = !AB_REALTIME || Math.floor((n - 1) / 10) % 2 === 0;
      if (AB_REALTIME && (n - 1) % 10 === 0) await setRealtime(realtime);
      if (n === middle) {
        const { text, done } = await explainChunk();
        explained = text;
        if (done) break;
        continue;
      }
      const chunkStarted = performance.now();
      const [row] = await owner.tx<{ chunk: { done: boolean } }>([{ sql: 'select public.settle_draw_chunk($1, $2, true) as chunk', params: [draw.id, CHUNK] }]);
      durations.push({ n, ms: performance.now() - chunkStarted, realtime });
      if (row!.chunk.done) break;
    }
    const total = (performance.now() - started) / 1000;
    if (AB_REALTIME) await setRealtime(true);
    const after = await counters();
    const walBytes = Number((await client.query<{ bytes: string }>('select pg_wal_lsn_diff($1::pg_lsn, $2::pg_lsn)::text as bytes', [after.lsn, before.lsn])).rows[0]!.bytes);
    const [settled] = await owner.tx<{ status: string; problems: unknown[] }>([
      { sql: 'select d.status, public.draw_settlement_problems(d.id) as problems from public.draws as d where d.id = $1', params: [draw.id] },
    ]);

    const sorted = durations.map((d) => d.ms).sort((a, b) => a - b);
    console.log(
      `\n${durations.length + 1} chunks in ${total.toFixed(1)} s (${Math.round(SIZE / total)} bets/s; the middle one under auto_explain included): ` +
        `p50 ${percentile(sorted, 50).toFixed(0)} ms, p90 ${percentile(sorted, 90).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms; draw '${settled!.status}', draw_settlement_problems ${settled!.problems.length === 0 ? '[]' : JSON.stringify(settled!.problems.slice(0, 3))}`,
    );
    const tenth = Math.ceil(durations.length / 10);
    const tenths = Array.from({ length: Math.ceil(durations.length / tenth) }, (_, i) => durations.slice(i * tenth, (i + 1) * tenth));
    console.log(`mean chunk by tenth of the draw (ms): ${tenths.map((part) => (part.reduce((sum, d) => sum + d.ms, 0) / part.length).toFixed(0)).join(', ')}`);
    console.log(
      `meanwhile: ${after.checkpoints - before.checkpoints} checkpoints, ${after.buffers_checkpoint - before.buffers_checkpoint} buffers written by them, ` +
        `${after.buffers_backend - before.buffers_backend} by the backends themselves (shared_buffers full of dirty pages), ` +
        `${after.autovacuums - before.autovacuums} autovacuums and ${after.autoanalyzes - before.autoanalyzes} autoanalyzes of bets/profiles/ledger; ` +
        `${(walBytes / 2 ** 20).toFixed(0)} MB of WAL (${(walBytes / SIZE).toFixed(0)} bytes a bet), ${after.wal_fpi - before.wal_fpi} full-page images (the whole server's: other databases' work counts too)`,
    );
    if (AB_REALTIME) {
      const mean = (on: boolean) => {
        const part = durations.filter((d) => d.realtime === on);
        return `${(part.reduce((sum, d) => sum + d.ms, 0) / part.length).toFixed(0)} ms (${part.length} chunks)`;
      };
      console.log(`mean chunk with the local realtime triggers: ${mean(true)}; without: ${mean(false)}`);
    }
    console.log(explained);

    /** The middle chunk: its lock statement explained two ways (rolled back), then the chunk itself under auto_explain. */
    async function explainChunk(): Promise<{ text: string; done: boolean }> {
      const lines: string[] = [];
      const [run] = (
        await client.query<{ done_through: string | null }>('select done_through from public.draw_settlements where draw_id = $1', [draw.id])
      ).rows;
      const [upto] = (
        await client.query<{ user_id: string }>(
          `select b.user_id from public.bets as b where b.draw_id = $1 and b.status = 'validated' and ($2::uuid is null or b.user_id > $2::uuid)
           order by b.user_id offset $3 - 1 limit 1`,
          [draw.id, run!.done_through, CHUNK],
        )
      ).rows;
      const range = `b.draw_id = '${draw.id}' and b.status = 'validated' and b.user_id > '${run!.done_through}' and b.user_id <= '${upto!.user_id}'`;
      const variants = {
        'as settle_draw_chunk writes it': `select 1 from public.profiles as p where p.id in (select b.user_id from public.bets as b where ${range}) order by p.id for update`,
        'nested loop (= any(array(...)))': `select 1 from public.profiles as p where p.id = any(array(select b.user_id from public.bets as b where ${range})) order by p.id for update`,
      };
      for (const [label, sql] of Object.entries(variants)) {
        await client.query('begin');
        const plan = (await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`)).rows.map((row) => row['QUERY PLAN']);
        await client.query('rollback');
        lines.push(`\nchunk ${middle}'s player lock, ${label}:\n${plan.join('\n')}`);
      }

      const logged: string[] = [];
      const onNotice = (notice: { message?: string }) => {
        if (notice.message?.startsWith('duration:')) logged.push(notice.message);
      };
      client.on('notice', onNotice);
      await client.query(`load 'auto_explain'`);
      const settings = {
        'auto_explain.log_min_duration': '0',
        'auto_explain.log_analyze': 'on',
        'auto_explain.log_buffers': 'on',
        'auto_explain.log_triggers': 'on',
        'auto_explain.log_nested_statements': 'on',
        'auto_explain.log_timing': 'on',
        client_min_messages: 'log',
      };
      for (const [name, value] of Object.entries(settings)) await client.query('select set_config($1, $2, false)', [name, value]);
      const chunkStarted = performance.now();
      const [row] = await owner.tx<{ chunk: { done: boolean } }>([{ sql: 'select public.settle_draw_chunk($1, $2, true) as chunk', params: [draw.id, CHUNK] }]);
      const ms = performance.now() - chunkStarted;
      await client.query(`select set_config('client_min_messages', 'notice', false), set_config('auto_explain.log_min_duration', '-1', false)`);
      client.off('notice', onNotice);
      const statements = logged
        .map((message) => ({
          duration: Number(/^duration: ([\d.]+) ms/.exec(message)?.[1] ?? 0),
          query: (/Query Text: ([\s\S]*?)\n(?=\S)/.exec(message)?.[1] ?? message.split('\n')[1] ?? '').replace(/\s+/g, ' ').trim(),
          message,
        }))
        .sort((a, b) => b.duration - a.duration);
      lines.push(`\nchunk ${middle} under auto_explain (analyze and timing make it slower than plain): ${ms.toFixed(0)} ms; its statements, longest first (nested ones are inside their callers):`);
      for (const statement of statements.slice(0, 12)) lines.push(`${statement.duration.toFixed(1).padStart(9)} ms  ${statement.query.slice(0, 140)}`);
      if (process.argv.includes('--plans')) for (const statement of statements.slice(0, 6)) lines.push(`\n${statement.message}`);
      return { text: lines.join('\n'), done: row!.chunk.done };
    }
  } finally {
    await owner.close();
  }
});
