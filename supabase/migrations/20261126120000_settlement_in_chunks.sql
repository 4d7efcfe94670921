-- Settlement in bounded chunks (issue 36, DESIGN §9). Confirming a result, the system's draw and a
-- cancellation now only start a settlement (draw_settlements) and run its first chunk if they can without
-- waiting; a job (the local stack's scheduler, pg_cron on a hosted project) runs the rest, one short
-- transaction per chunk. A chunk takes the next players in id order, each with all their bets on the
-- draw, so each player is paid (or refunded) once per draw, and a crash loses at most the chunk in
-- flight, which never committed. The draw is `drawn` (its numbers public) until its last bet is settled.
-- Winners hear of it once per draw (win_notices), not through one realtime event per bet.

-- The bets still waiting on a draw, by player: where each chunk starts and ends.
create index bets_validated_by_draw_idx on public.bets (draw_id, user_id) where status = 'validated';

create table public.draw_settlements (
  draw_id uuid primary key references public.draws (id) on delete restrict,
  kind text not null check (kind in ('settle', 'refund')),
  -- The bets waiting when it started: sales of the draw were over (closed or cancelled), so no more come.
  total_bets integer not null check (total_bets >= 0),
  done_bets integer not null default 0 check (done_bets between 0 and total_bets),
  won_bets integer not null default 0 check (won_bets between 0 and done_bets),
  paid bigint not null default 0 check (paid >= 0),
  refunded bigint not null default 0 check (refunded >= 0),
  chunks integer not null default 0 check (chunks >= 0),
  -- The longest chunk so far, from its transaction's start (what a statement_timeout would see).
  longest_chunk_ms integer not null default 0,
  -- The last player whose bets are done (chunks go in player id order).
  done_through uuid,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  constraint draw_settlements_finished check (finished_at is null or done_bets = total_bets)
);

create index draw_settlements_running_idx on public.draw_settlements (started_at) where finished_at is null;

alter table public.draw_settlements enable row level security;
revoke all on table public.draw_settlements from anon, authenticated, service_role;
grant select on table public.draw_settlements to authenticated, service_role;

create policy draw_settlements_select_operators on public.draw_settlements
  for select to authenticated
  using ((select public.is_operator()));

-- One row per winner per draw, written with the payout: what the player's win notice says.
create table public.win_notices (
  draw_id uuid not null references public.draws (id) on delete restrict,
  player_id uuid not null references auth.users (id) on delete restrict,
  amount bigint not null check (amount > 0),
  bets_won integer not null check (bets_won > 0),
  created_at timestamptz not null default now(),
  primary key (draw_id, player_id)
);

create index win_notices_player_idx on public.win_notices (player_id, created_at desc);

alter table public.win_notices enable row level security;
revoke all on table public.win_notices from anon, authenticated, service_role;
grant select on table public.win_notices to authenticated, service_role;

create policy win_notices_select_own on public.win_notices
  for select to authenticated
  using ((select auth.uid()) = player_id);

create trigger win_notices_append_only
  before update or delete on public.win_notices
  for each row execute function public.refuse_ledger_change();

alter publication supabase_realtime add table public.win_notices;

-- Only settlement moves a placed bet, through the functions below; the service role reads bets.
revoke update on table public.bets from service_role;

-- How many bets a chunk settles at most (a player's bets are never split, so a chunk may hold a few more):
-- 2 500, or the session's lotoafrik.settlement_chunk_bets (tests settle small draws in many chunks).
create function public.settlement_chunk_bets()
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(pg_catalog.current_setting('lotoafrik.settlement_chunk_bets', true), '')::integer, 2500);
$$;

-- One chunk of a draw's settlement or refund: the next players' waiting bets, settled by the rules
-- (bet_payout_on) or cancelled, each player paid or refunded by one ledger transaction, winners noticed.
-- p_wait false: gives up (null) rather than wait for a player's lock, for a chunk run inside an operator's
-- request, which holds the draw. The last chunk settles the draw. Returns what this chunk did.
create function public.settle_draw_chunk(p_draw_id uuid, p_max_bets integer, p_wait boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  run public.draw_settlements;
  draw public.draws;
  upto uuid;
  -- The chunk's players: after from_player, up to to_player. Bounds, not nulls, so that every plan of
  -- these statements reads the partial index over that range only. (No account has the nil uuid.)
  from_player uuid;
  to_player uuid;
  players uuid[];
  amounts bigint[];
  wins integer[];
  bet_count integer;
  won_count integer;
  moved bigint;
  last_player uuid;
begin
  select * into run from public.draw_settlements as s where s.draw_id = p_draw_id for update;
  if not found or run.finished_at is not null then
    return jsonb_build_object('draw_id', p_draw_id, 'bets', 0, 'paid', 0, 'refunded', 0, 'done', true);
  end if;
  select * into draw from public.draws as d where d.id = p_draw_id;
  from_player := coalesce(run.done_through, '00000000-0000-0000-0000-000000000000');

  -- The chunk ends with the player of its p_max_bets-th bet (all of that player's bets included); none
  -- found: the rest of the draw's bets, and this is its last chunk.
  select b.user_id into upto
  from public.bets as b
  where b.draw_id = p_draw_id and b.status = 'validated' and b.user_id > from_player
  order by b.user_id
  offset greatest(p_max_bets, 1) - 1 limit 1;
  to_player := coalesce(upto, 'ffffffff-ffff-ffff-ffff-ffffffffffff');

  -- (= any (array(…)): a join here was sometimes planned as a scan of every profile.)
  begin
    execute format(
      'select 1 from public.profiles as p
       where p.id = any (array(select distinct b.user_id from public.bets as b
         where b.draw_id = $1 and b.status = ''validated'' and b.user_id > $2 and b.user_id <= $3))
       order by p.id
       for update %s', case when p_wait then '' else 'nowait' end)
    using p_draw_id, from_player, to_player;
  exception when lock_not_available then
    return null;
  end;

  if run.kind = 'settle' then
    -- Each bet priced where it is read (a join back to the bets by id was planned, at a million bets, as
    -- a scan of the whole table).
    with patterns as materialized (
      select p.* from public.draw_line_patterns(draw.winning_numbers, draw.machine_numbers) as p
    ), settled as (
      update public.bets as b
      set (payout, status) = (
        select s.payout, case when s.payout > 0 then 'won' else 'lost' end
        from patterns as p
        cross join lateral public.bet_payout_on(b.bet_type, b.game_mode, b.bet_option, b.base_stake, b.combinations,
          p.win_pattern, p.machine_pattern, p.mac_pattern) as s
        where p.bet_option = b.bet_option)
      where b.draw_id = p_draw_id and b.status = 'validated' and b.user_id > from_player and b.user_id <= to_player
      returning b.user_id, b.payout
    ), per_player as (
      select settled.user_id, sum(settled.payout)::bigint as total, (count(*) filter (where settled.payout > 0))::integer as won, count(*)::integer as bets
      from settled group by settled.user_id
    )
    select coalesce(array_agg(pp.user_id order by pp.user_id) filter (where pp.total > 0), '{}'),
      coalesce(array_agg(pp.total order by pp.user_id) filter (where pp.total > 0), '{}'),
      coalesce(array_agg(pp.won order by pp.user_id) filter (where pp.total > 0), '{}'),
      coalesce(sum(pp.bets), 0), coalesce(sum(pp.won), 0), coalesce(sum(pp.total), 0),
      (array_agg(pp.user_id order by pp.user_id desc))[1]
    into players, amounts, wins, bet_count, won_count, moved, last_player
    from per_player as pp;
    perform public.post_house_movements('payout', 'draw:' || draw.id, 'player_winnings', players, amounts);
    insert into public.win_notices (draw_id, player_id, amount, bets_won)
    select draw.id, w.player_id, w.amount, w.bets_won from unnest(players, amounts, wins) as w(player_id, amount, bets_won);
  else
    with gone as (
      update public.bets as b set status = 'cancelled'
      where b.draw_id = p_draw_id and b.status = 'validated' and b.user_id > from_player and b.user_id <= to_player
      returning b.user_id, b.total_stake
    ), per_player as (
      select gone.user_id, sum(gone.total_stake)::bigint as total, count(*)::integer as bets from gone group by gone.user_id
    )
    select coalesce(array_agg(pp.user_id order by pp.user_id), '{}'), coalesce(array_agg(pp.total order by pp.user_id), '{}'),
      coalesce(sum(pp.bets), 0), 0, coalesce(sum(pp.total), 0), (array_agg(pp.user_id order by pp.user_id desc))[1]
    into players, amounts, bet_count, won_count, moved, last_player
    from per_player as pp;
    perform public.post_house_movements('refund', 'draw:' || draw.id, 'player_play', players, amounts);
  end if;

  update public.draw_settlements as s
  set done_bets = s.done_bets + bet_count, won_bets = s.won_bets + won_count,
    paid = s.paid + case when run.kind = 'settle' then moved else 0 end,
    refunded = s.refunded + case when run.kind = 'refund' then moved else 0 end,
    chunks = s.chunks + 1,
    longest_chunk_ms = greatest(s.longest_chunk_ms, (extract(epoch from clock_timestamp() - now()) * 1000)::integer),
    done_through = coalesce(upto, last_player, s.done_through),
    finished_at = case when upto is null then now() end
  where s.draw_id = p_draw_id
  returning * into run;

  if upto is null then
    if run.done_bets <> run.total_bets then
      raise exception using errcode = '23514', message = 'A settlement ended with bets it did not settle',
        detail = jsonb_build_object('draw_id', p_draw_id, 'total_bets', run.total_bets, 'done_bets', run.done_bets)::text;
    end if;
    if run.kind = 'settle' then
      update public.draws as d set status = 'settled', settled_at = now() where d.id = p_draw_id;
      perform public.audit_draw_action(draw.confirmed_by, coalesce(public.operator_label(draw.confirmed_by), draw.source), 'settle', draw.id,
        jsonb_build_object('bets', run.total_bets, 'won', run.won_bets, 'paid', run.paid));
    end if;
  end if;
  return jsonb_build_object('draw_id', p_draw_id, 'kind', run.kind, 'bets', bet_count,
    'paid', case when run.kind = 'settle' then moved else 0 end, 'refunded', case when run.kind = 'refund' then moved else 0 end,
    'done', upto is null, 'done_bets', run.done_bets, 'total_bets', run.total_bets);
end;
$$;

-- Starts a draw's settlement or refund (once; again, nothing) and runs a chunk of it, without waiting for a
-- player's lock unless p_wait. Returns that chunk's result, or null when the job will do it.
create function public.start_settlement(p_draw_id uuid, p_kind text, p_wait boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.draw_settlements (draw_id, kind, total_bets)
  values (p_draw_id, p_kind, (select count(*) from public.bets as b where b.draw_id = p_draw_id and b.status = 'validated'))
  on conflict on constraint draw_settlements_pkey do nothing;
  return public.settle_draw_chunk(p_draw_id, public.settlement_chunk_bets(), p_wait);
end;
$$;

-- The job: one chunk of the oldest settlement no other worker holds; null when none is waiting. Each call
-- is its own transaction (the local stack's scheduler; run_settlement_jobs below on a hosted project).
create function public.settle_next_chunk()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  next_draw uuid;
begin
  select s.draw_id into next_draw from public.draw_settlements as s
  where s.finished_at is null
  order by s.started_at, s.draw_id
  for update skip locked
  limit 1;
  if not found then
    return null;
  end if;
  return public.settle_draw_chunk(next_draw, public.settlement_chunk_bets(), true);
end;
$$;

-- pg_cron's entry: chunks, each committed, for at most p_seconds. (No SET clause and no security definer:
-- a procedure with either cannot commit.)
create procedure public.run_settlement_jobs(p_seconds integer default 50)
language plpgsql
as $$
declare
  started timestamptz := clock_timestamp();
begin
  loop
    exit when clock_timestamp() > started + make_interval(secs => p_seconds);
    exit when public.settle_next_chunk() is null;
    commit;
  end loop;
end;
$$;

-- A draw and what it did. With a settlement, its running figures (summing a million bets would not be
-- "at once"); on sale or closed, its bets counted; else (draws settled before chunks), from the bets.
create or replace function public.draw_outcome(p_draw_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'draw_id', d.id, 'country', d.country, 'draw_day', d.draw_day, 'draw_time', d.draw_time, 'draw_at', d.draw_at,
    'status', d.status, 'winning_numbers', d.winning_numbers, 'machine_numbers', d.machine_numbers, 'source', d.source,
    'settled_at', d.settled_at
  ) || case
    when s.draw_id is not null then jsonb_build_object(
      'bets', s.total_bets,
      'won', s.won_bets,
      'lost', case when s.kind = 'settle' then s.done_bets - s.won_bets else 0 end,
      'cancelled', case when s.kind = 'refund' then s.done_bets else 0 end,
      'total_payout', s.paid,
      'total_refund', s.refunded,
      'settled_bets', s.done_bets,
      'settlement_finished', s.finished_at is not null)
    -- On sale or closed, every bet of the draw waits: counted on the partial index, nothing paid yet.
    when d.status in ('open', 'closed') then jsonb_build_object(
      'bets', (select count(*) from public.bets as b where b.draw_id = d.id and b.status = 'validated'),
      'won', 0, 'lost', 0, 'cancelled', 0, 'total_payout', 0, 'total_refund', 0)
    else (
      select jsonb_build_object(
        'bets', count(b.id),
        'won', count(b.id) filter (where b.status = 'won'),
        'lost', count(b.id) filter (where b.status = 'lost'),
        'cancelled', count(b.id) filter (where b.status = 'cancelled'),
        'total_payout', coalesce(sum(b.payout), 0),
        'total_refund', coalesce(sum(b.total_stake) filter (where b.status = 'cancelled'), 0))
      from public.bets as b where b.draw_id = d.id)
  end
  from public.draws as d
  left join public.draw_settlements as s on s.draw_id = d.id
  where d.id = p_draw_id;
$$;

-- Every player whose bets on a draw and ledger disagree (paid or refunded); [] when they agree. The
-- whole-draw check, for tests and benchmarks: too slow for a settlement transaction at a million bets.
create function public.draw_settlement_problems(p_draw_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(x)), '[]'::jsonb)
  from (
    select coalesce(b.user_id, l.player_id) as player_id, coalesce(b.paid, 0) as bets_paid, coalesce(l.paid, 0) as ledger_paid,
      coalesce(b.refunded, 0) as bets_refunded, coalesce(l.refunded, 0) as ledger_refunded,
      coalesce(b.won, 0) as bets_won, coalesce(n.bets_won, 0) as noticed_won, coalesce(n.amount, 0) as noticed_amount
    from (
      select bet.user_id,
        sum(bet.payout) filter (where bet.status = 'won') as paid,
        sum(bet.total_stake) filter (where bet.status = 'cancelled') as refunded,
        count(*) filter (where bet.status = 'won') as won
      from public.bets as bet
      where bet.draw_id = p_draw_id
      group by bet.user_id
    ) as b
    full join (
      select t.player_id,
        sum(e.amount) filter (where t.kind = 'payout' and e.account = 'player_winnings') as paid,
        sum(e.amount) filter (where t.kind = 'refund' and e.account = 'player_play') as refunded
      from public.ledger_transactions as t
      join public.ledger_entries as e on e.txn_id = t.id
      where t.reference = 'draw:' || p_draw_id and t.kind in ('payout', 'refund')
      group by t.player_id
    ) as l on l.player_id = b.user_id
    left join public.win_notices as n on n.draw_id = p_draw_id and n.player_id = coalesce(b.user_id, l.player_id)
    where coalesce(b.paid, 0) <> coalesce(l.paid, 0) or coalesce(b.refunded, 0) <> coalesce(l.refunded, 0)
      or coalesce(b.won, 0) <> coalesce(n.bets_won, 0) or coalesce(b.paid, 0) <> coalesce(n.amount, 0)
  ) as x;
$$;

-- At commit, a draw that became settled had a settlement that finished with every bet it started with.
-- (The ledger is matched chunk by chunk, by construction; draw_settlement_problems checks a whole draw.)
create or replace function public.check_draw_settlement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'settled' and not exists (
    select 1 from public.draw_settlements as s where s.draw_id = new.id and s.finished_at is not null and s.done_bets = s.total_bets
  ) then
    raise exception using errcode = '23514', message = 'A draw is settled only by its settlement',
      detail = jsonb_build_object('draw_id', new.id)::text;
  end if;
  return null;
end;
$$;

-- Sales of a draw and what ends them, ordered by an advisory lock per draw: a sale holds it shared
-- from before it decides until it commits; closing, cancelling or recording takes it exclusive, so it
-- waits for the sales in flight and every sale that comes after waits for it (PostgreSQL queues a
-- shared request behind a waiting exclusive one, which row share locks do not do).
create function public.draw_sales_key(p_draw_id uuid)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.hashtextextended('draw-sales:' || p_draw_id::text, 0);
$$;

create function public.end_draw_sales(p_draw_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(public.draw_sales_key(p_draw_id));
$$;

-- Closes an open draw's sales: once those in flight are done, the draw is closed for every later one.
create function public.close_sales(p_draw_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.end_draw_sales(p_draw_id);
  update public.draws as d set status = 'closed' where d.id = p_draw_id and d.status = 'open';
end;
$$;

-- The draw's row, locked against other operators but not against the sales' foreign-key checks (FOR NO
-- KEY UPDATE; FOR UPDATE would wait for every sale in flight, and new ones would keep coming).
create or replace function public.find_draw(p_draw_id uuid, p_lock boolean)
returns public.draws
language plpgsql
security definer
set search_path = ''
as $$
declare
  draw public.draws;
begin
  if p_lock then
    select * into draw from public.draws as d where d.id = p_draw_id for no key update;
  else
    select * into draw from public.draws as d where d.id = p_draw_id;
  end if;
  if not found then
    raise exception using errcode = 'P0001', message = 'not_found', detail = jsonb_build_object('draw_id', p_draw_id)::text;
  end if;
  return draw;
end;
$$;

create or replace function public.close_due_draws()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due uuid;
  closed integer := 0;
begin
  for due in select d.id from public.draws as d where d.status = 'open' and d.draw_at <= clock_timestamp() order by d.id loop
    perform public.close_sales(due);
    closed := closed + 1;
  end loop;
  return closed;
end;
$$;

create or replace function public.close_draw(draw_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.require_operator();
  draw public.draws := public.find_draw(close_draw.draw_id, true);
begin
  if draw.status <> 'open' then
    perform public.refuse_draw('invalid_state', draw, '{"reason": "not_open"}');
  end if;
  perform public.close_sales(draw.id);
  perform public.audit_draw_action(me, public.operator_label(me), 'close', draw.id,
    jsonb_build_object('draw_at', draw.draw_at, 'early', draw.draw_at > clock_timestamp()));
  return public.draw_outcome(draw.id);
end;
$$;

create or replace function public.record_draw_result(draw_id uuid, winning jsonb, machine jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.require_operator();
  chosen_winning smallint[] := public.result_numbers(record_draw_result.winning, 'winning');
  chosen_machine smallint[] := public.result_numbers(record_draw_result.machine, 'machine');
  draw public.draws := public.find_draw(record_draw_result.draw_id, true);
  prior public.draw_result_drafts;
  draft public.draw_result_drafts;
begin
  if draw.status = 'open' and draw.draw_at <= clock_timestamp() then
    perform public.close_sales(draw.id);
    perform public.audit_draw_action(me, public.operator_label(me), 'close', draw.id, jsonb_build_object('draw_at', draw.draw_at, 'early', false));
  elsif draw.status <> 'closed' then
    perform public.refuse_draw('invalid_state', draw, jsonb_build_object('reason', case when draw.status = 'open' then 'on_sale' else 'not_closed' end));
  end if;
  select * into prior from public.draw_result_drafts as r where r.draw_id = draw.id;
  insert into public.draw_result_drafts as r (draw_id, winning_numbers, machine_numbers, recorded_by, recorded_by_email)
  values (draw.id, chosen_winning, chosen_machine, me, public.operator_label(me))
  on conflict on constraint draw_result_drafts_pkey do update
    set winning_numbers = excluded.winning_numbers, machine_numbers = excluded.machine_numbers, recorded_by = excluded.recorded_by,
      recorded_by_email = excluded.recorded_by_email, recorded_at = now()
  returning * into draft;
  perform public.audit_draw_action(me, public.operator_label(me), 'record', draw.id, jsonb_build_object(
    'winning_numbers', chosen_winning, 'machine_numbers', chosen_machine,
    'replaced', case when prior.draw_id is null then null
      else jsonb_build_object('winning_numbers', prior.winning_numbers, 'machine_numbers', prior.machine_numbers, 'recorded_by', prior.recorded_by) end
  ));
  return to_jsonb(draft);
end;
$$;

-- A second operator confirms the draft: the draw gets its result (public from now on) and its
-- settlement starts; the answer says how far the first chunk went ('status' 'settled' when it was all).
create or replace function public.confirm_draw_result(draw_id uuid, winning jsonb, machine jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.require_operator();
  chosen_winning smallint[] := public.result_numbers(confirm_draw_result.winning, 'winning');
  chosen_machine smallint[] := public.result_numbers(confirm_draw_result.machine, 'machine');
  draw public.draws := public.find_draw(confirm_draw_result.draw_id, true);
  draft public.draw_result_drafts;
  chunk jsonb;
begin
  select * into draft from public.draw_result_drafts as r where r.draw_id = draw.id for update;
  if not found or draw.status <> 'closed' then
    perform public.refuse_draw('invalid_state', draw, '{"reason": "no_draft"}');
  end if;
  if draft.recorded_by = me then
    raise exception using errcode = 'P0001', message = 'same_operator', detail = jsonb_build_object('draw_id', draw.id, 'recorded_by', me)::text;
  end if;
  if (draft.winning_numbers, draft.machine_numbers) is distinct from (chosen_winning, chosen_machine) then
    perform public.refuse_draw('invalid_state', draw, '{"reason": "draft_changed"}');
  end if;
  update public.draws as d
  set status = 'drawn', winning_numbers = draft.winning_numbers, machine_numbers = draft.machine_numbers, source = 'opérateur',
    recorded_by = draft.recorded_by, recorded_at = draft.recorded_at, confirmed_by = me
  where d.id = draw.id;
  delete from public.draw_result_drafts as r where r.draw_id = draw.id;
  perform public.audit_draw_action(me, public.operator_label(me), 'confirm', draw.id, jsonb_build_object(
    'winning_numbers', draft.winning_numbers, 'machine_numbers', draft.machine_numbers, 'recorded_by', draft.recorded_by));
  chunk := public.start_settlement(draw.id, 'settle', false);
  return public.draw_outcome(draw.id) || jsonb_build_object('paid', coalesce((chunk ->> 'paid')::bigint, 0));
end;
$$;

-- Cancels a draw without a result: sales end (those in flight first), and its bets are refunded in chunks.
create or replace function public.cancel_draw_as(p_actor_id uuid, p_actor text, p_draw_id uuid, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  draw public.draws;
  chunk jsonb;
begin
  if p_reason is not null and char_length(p_reason) > 500 then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "reason"}';
  end if;
  draw := public.find_draw(p_draw_id, true);
  if draw.status not in ('open', 'closed') then
    perform public.refuse_draw('invalid_state', draw, '{"reason": "final"}');
  end if;
  perform public.end_draw_sales(draw.id);
  update public.draws as d set status = 'cancelled' where d.id = draw.id;
  delete from public.draw_result_drafts as r where r.draw_id = draw.id;
  chunk := public.start_settlement(draw.id, 'refund', false);
  perform public.audit_draw_action(p_actor_id, p_actor, 'cancel', draw.id, jsonb_build_object(
    'reason', p_reason, 'previous_status', draw.status,
    'bets', (select s.total_bets from public.draw_settlements as s where s.draw_id = draw.id),
    'refunded', coalesce((chunk ->> 'refunded')::bigint, 0)));
  return public.draw_outcome(draw.id) || jsonb_build_object('refunded', coalesce((chunk ->> 'refunded')::bigint, 0));
end;
$$;

create or replace function public.system_draw(draw_id uuid, winning jsonb, machine jsonb, source text default 'système')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  chosen_winning smallint[] := public.result_numbers(system_draw.winning, 'winning');
  chosen_machine smallint[] := public.result_numbers(system_draw.machine, 'machine');
  draw public.draws := public.find_draw(system_draw.draw_id, true);
  draft public.draw_result_drafts;
  chunk jsonb;
begin
  if system_draw.source is null or system_draw.source not in ('système', 'simulateur') then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "source"}';
  end if;
  if draw.status in ('settled', 'drawn') then
    if (draw.winning_numbers, draw.machine_numbers) is distinct from (chosen_winning, chosen_machine) then
      perform public.refuse_draw('invalid_state', draw, '{"reason": "already_drawn"}');
    end if;
    return public.draw_outcome(draw.id) || '{"paid": 0}';
  end if;
  if draw.status = 'cancelled' then
    perform public.refuse_draw('invalid_state', draw, '{"reason": "final"}');
  end if;
  if draw.status = 'open' then
    perform public.close_sales(draw.id);
    perform public.audit_draw_action(null, system_draw.source, 'close', draw.id,
      jsonb_build_object('draw_at', draw.draw_at, 'early', draw.draw_at > clock_timestamp()));
  end if;
  delete from public.draw_result_drafts as r where r.draw_id = draw.id returning * into draft;
  update public.draws as d
  set status = 'drawn', winning_numbers = chosen_winning, machine_numbers = chosen_machine,
    source = system_draw.source, recorded_at = now()
  where d.id = draw.id;
  perform public.audit_draw_action(null, system_draw.source, 'record', draw.id, jsonb_build_object(
    'winning_numbers', chosen_winning, 'machine_numbers', chosen_machine,
    'replaced', case when draft.draw_id is null then null
      else jsonb_build_object('winning_numbers', draft.winning_numbers, 'machine_numbers', draft.machine_numbers, 'recorded_by', draft.recorded_by) end));
  perform public.audit_draw_action(null, system_draw.source, 'confirm', draw.id, '{}');
  chunk := public.start_settlement(draw.id, 'settle', false);
  return public.draw_outcome(draw.id) || jsonb_build_object('paid', coalesce((chunk ->> 'paid')::bigint, 0));
end;
$$;

-- The service role's push: one more chunk of a drawn draw (waiting for players' locks), then its outcome
-- and what this call paid; a settled draw answers its outcome, paid 0.
create or replace function public.settle_draw(draw_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  draw public.draws := public.find_draw(settle_draw.draw_id, false);
  chunk jsonb;
begin
  if draw.status = 'settled' then
    return public.draw_outcome(draw.id) || '{"paid": 0}';
  end if;
  if draw.status <> 'drawn' then
    perform public.refuse_draw('invalid_state', draw, '{"reason": "not_drawn"}');
  end if;
  chunk := public.start_settlement(draw.id, 'settle', true);
  return public.draw_outcome(draw.id) || jsonb_build_object('paid', coalesce((chunk ->> 'paid')::bigint, 0));
end;
$$;

-- Settlements on the operators' desk: those running, and those finished in the last 24 hours.
create view public.operator_settlements as
select s.draw_id, d.country, d.draw_day, d.draw_time, d.draw_at, s.kind, s.total_bets, s.done_bets, s.paid, s.refunded,
  s.started_at, s.finished_at
from public.draw_settlements as s
join public.draws as d on d.id = s.draw_id
where (s.finished_at is null or s.finished_at > now() - interval '24 hours') and (select public.is_operator());

revoke all on table public.operator_settlements from anon, authenticated, service_role;
grant select on table public.operator_settlements to authenticated;

-- Results as players see them: drawn draws too (their numbers are confirmed; 'Résultats en cours de
-- calcul' while their bets are settled), with their status.
create or replace view public.draw_results with (security_invoker = true) as
select
  d.id, d.country, d.draw_day, d.draw_time, d.draw_at,
  ((d.draw_at at time zone public.draw_time_zone(d.country)) - make_interval(hours => rtrim(d.draw_time, 'h')::integer))::date as draw_date,
  d.winning_numbers, d.machine_numbers, d.settled_at, d.status
from public.draws as d
where d.status in ('drawn', 'settled');

revoke all on function public.settlement_chunk_bets(), public.settle_draw_chunk(uuid, integer, boolean), public.start_settlement(uuid, text, boolean),
  public.settle_next_chunk(), public.draw_settlement_problems(uuid), public.draw_sales_key(uuid), public.end_draw_sales(uuid), public.close_sales(uuid)
  from public, anon, authenticated, service_role;
revoke all on procedure public.run_settlement_jobs(integer) from public, anon, authenticated, service_role;
grant execute on function public.settle_next_chunk(), public.draw_settlement_problems(uuid) to service_role;

-- Hosted: the settlement job every 10 seconds with pg_cron where it exists (every minute on a pg_cron
-- older than 1.5, which knows no seconds); the local stack's scheduler does it otherwise.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    begin
      execute $cron$select cron.schedule('lotoafrik-settlement', '10 seconds', 'call public.run_settlement_jobs(50)')$cron$;
    exception when others then
      execute $cron$select cron.schedule('lotoafrik-settlement', '* * * * *', 'call public.run_settlement_jobs(50)')$cron$;
    end;
  end if;
end;
$$;
