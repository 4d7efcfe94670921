-- Settlement chunks revised (issue 36, after 20261126120000 had been applied): these definitions replace
-- that migration's. A chunk reads its players' range between two bounds rather than nullable ones and
-- prices each bet in the UPDATE that reads it (a million-bet draw's chunk was planned as a scan of the
-- whole table), locks its players through = any(array(...)) in one statement, waiting or not, and holds
-- 2 500 bets; start_settlement takes p_wait, and settle_draw starts its settlement through it;
-- close_sales is the one way to end a draw's sales and close it; draw_outcome counts an open or closed
-- draw's bets on the partial index.


-- How many bets a chunk settles at most (a player's bets are never split, so a chunk may hold a few more):
-- 2 500, or the session's lotoafrik.settlement_chunk_bets (tests settle small draws in many chunks).
create or replace function public.settlement_chunk_bets()
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
create or replace function public.settle_draw_chunk(p_draw_id uuid, p_max_bets integer, p_wait boolean)
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

-- A project may hold either version of 20261126120000 (its file changed after a first landing): the
-- two-argument start_settlement of the first, or this one and close_sales already, from the second.
drop function if exists public.start_settlement(uuid, text);

-- Starts a draw's settlement or refund (once; again, nothing) and runs a chunk of it, without waiting for a
-- player's lock unless p_wait. Returns that chunk's result, or null when the job will do it.
create or replace function public.start_settlement(p_draw_id uuid, p_kind text, p_wait boolean)
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

-- Closes an open draw's sales: once those in flight are done, the draw is closed for every later one.
create or replace function public.close_sales(p_draw_id uuid)
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

revoke all on function public.start_settlement(uuid, text, boolean), public.close_sales(uuid) from public, anon, authenticated, service_role;
