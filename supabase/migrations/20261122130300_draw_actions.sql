-- What operators and the system do to draws (DESIGN §9), each a function that checks who asks, the
-- draw's status and the numbers, writes the audit, and moves the draw: close sales early, record a
-- result (a draft), confirm another operator's draft (which settles), cancel (which refunds), and the
-- system's draw (the `npm run draw` command and the local stack's simulateur), which does it all at once.
-- Numbers arrive as JSON arrays (as PostgREST passes them) and are checked here: invalid_numbers.

-- Five distinct whole numbers 1–90, in drawn order, from a JSON array; else invalid_numbers naming the field.
create function public.result_numbers(p_numbers jsonb, p_field text)
returns smallint[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  numbers smallint[];
begin
  if jsonb_typeof(p_numbers) = 'array' and jsonb_array_length(p_numbers) = 5
    and not exists (select 1 from jsonb_array_elements(p_numbers) as e(ball) where jsonb_typeof(e.ball) <> 'number' or e.ball::text !~ '^[0-9]{1,2}$') then
    numbers := array(select e.ball::text::smallint from jsonb_array_elements(p_numbers) with ordinality as e(ball, n) order by e.n);
    if public.draw_numbers_valid(numbers) then
      return numbers;
    end if;
  end if;
  raise exception using errcode = 'P0001', message = 'invalid_numbers', detail = jsonb_build_object('field', p_field)::text;
end;
$$;

revoke all on function public.result_numbers(jsonb, text) from public, anon, authenticated, service_role;

-- How the audit names an operator: their e-mail (their id is kept beside it).
create function public.operator_label(p_operator uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select u.email from auth.users as u where u.id = p_operator), p_operator::text);
$$;

revoke all on function public.operator_label(uuid) from public, anon, authenticated, service_role;

create function public.find_draw(p_draw_id uuid, p_lock boolean)
returns public.draws
language plpgsql
security definer
set search_path = ''
as $$
declare
  draw public.draws;
begin
  if p_lock then
    select * into draw from public.draws as d where d.id = p_draw_id for update;
  else
    select * into draw from public.draws as d where d.id = p_draw_id;
  end if;
  if not found then
    raise exception using errcode = 'P0001', message = 'not_found', detail = jsonb_build_object('draw_id', p_draw_id)::text;
  end if;
  return draw;
end;
$$;

revoke all on function public.find_draw(uuid, boolean) from public, anon, authenticated, service_role;

-- Sales close at draw_at by the database's clock; this moves the status with them (the local stack's
-- scheduler, pg_cron where it exists), so operators see those draws waiting for a result.
create function public.close_due_draws()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  closed integer;
begin
  update public.draws as d set status = 'closed' where d.status = 'open' and d.draw_at <= now();
  get diagnostics closed = row_count;
  return closed;
end;
$$;

revoke all on function public.close_due_draws() from public, anon, authenticated, service_role;
grant execute on function public.close_due_draws() to service_role;

-- An operator closes a draw's sales now (sales in flight finish first: they share-lock the draw).
create function public.close_draw(draw_id uuid)
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
  update public.draws as d set status = 'closed' where d.id = draw.id;
  perform public.audit_draw_action(me, public.operator_label(me), 'close', draw.id,
    jsonb_build_object('draw_at', draw.draw_at, 'early', draw.draw_at > now()));
  return public.draw_outcome(draw.id);
end;
$$;

-- An operator records a closed draw's result: 5 winning numbers in drawn order and 5 machine numbers.
-- It waits, unseen by players, for another operator's confirmation; recording again replaces it. A
-- draw whose time has passed is closed first; one still on sale is refused.
create function public.record_draw_result(draw_id uuid, winning jsonb, machine jsonb)
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
  if draw.status = 'open' and draw.draw_at <= now() then
    update public.draws as d set status = 'closed' where d.id = draw.id;
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

-- A second operator confirms the draft, naming the numbers they checked: the draw gets its result
-- (public from now on) and is settled in the same transaction. The recorder cannot confirm
-- (same_operator); a draft replaced since it was read is invalid_state (draft_changed).
create function public.confirm_draw_result(draw_id uuid, winning jsonb, machine jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.require_operator();
  chosen_winning smallint[] := public.result_numbers(confirm_draw_result.winning, 'winning');
  chosen_machine smallint[] := public.result_numbers(confirm_draw_result.machine, 'machine');
  draw public.draws := public.find_draw(confirm_draw_result.draw_id, false);
  draft public.draw_result_drafts;
  outcome jsonb;
begin
  perform public.lock_draw_players(draw.id);
  draw := public.find_draw(draw.id, true);
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
  outcome := public.settle_draw(draw.id);
  perform public.audit_draw_action(me, public.operator_label(me), 'settle', draw.id, jsonb_build_object(
    'bets', outcome -> 'bets', 'won', outcome -> 'won', 'paid', outcome -> 'paid'));
  return outcome;
end;
$$;

-- Cancels a draw that has no result yet (open or closed): every bet on it becomes cancelled and each
-- player gets their stakes back on their play balance (one 'refund' per player, reference 'draw:<id>').
create function public.cancel_draw_as(p_actor_id uuid, p_actor text, p_draw_id uuid, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  draw public.draws := public.find_draw(p_draw_id, false);
  players uuid[];
  amounts bigint[];
  refunded bigint;
  cancelled integer;
begin
  if p_reason is not null and char_length(p_reason) > 500 then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "reason"}';
  end if;
  if draw.status in ('open', 'closed') then
    perform public.lock_draw_players(draw.id);
    draw := public.find_draw(draw.id, true);
  end if;
  if draw.status not in ('open', 'closed') then
    perform public.refuse_draw('invalid_state', draw, '{"reason": "final"}');
  end if;
  update public.draws as d set status = 'cancelled' where d.id = draw.id;
  -- Sales that were in flight when the draw was locked have committed: their players too.
  perform public.lock_draw_players(draw.id);
  delete from public.draw_result_drafts as r where r.draw_id = draw.id;
  with gone as (
    update public.bets as b set status = 'cancelled' where b.draw_id = draw.id and b.status = 'validated'
    returning b.user_id, b.total_stake
  ), per_player as (
    select gone.user_id, sum(gone.total_stake)::bigint as total, count(*)::integer as bets from gone group by gone.user_id
  )
  select coalesce(array_agg(p.user_id order by p.user_id), '{}'), coalesce(array_agg(p.total order by p.user_id), '{}'),
    coalesce(sum(p.total), 0), coalesce(sum(p.bets), 0)
  into players, amounts, refunded, cancelled
  from per_player as p;
  perform public.post_house_movements('refund', 'draw:' || draw.id, 'player_play', players, amounts);
  perform public.audit_draw_action(p_actor_id, p_actor, 'cancel', draw.id, jsonb_build_object(
    'reason', p_reason, 'previous_status', draw.status, 'bets', cancelled, 'refunded', refunded));
  return public.draw_outcome(draw.id) || jsonb_build_object('refunded', refunded);
end;
$$;

revoke all on function public.cancel_draw_as(uuid, text, uuid, text) from public, anon, authenticated, service_role;

create function public.cancel_draw(draw_id uuid, reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.require_operator();
begin
  return public.cancel_draw_as(me, public.operator_label(me), cancel_draw.draw_id, nullif(btrim(cancel_draw.reason), ''));
end;
$$;

-- The system draws: closes the draw if still on sale, records and confirms the given numbers (source
-- 'système' for the draw command, 'simulateur' for the local stack) and settles, in one transaction.
-- A pending operator draft is discarded (kept in the audit). Again on a settled draw with the same
-- numbers: its outcome, paid 0; with other numbers: invalid_state. Service role (and owner) only.
create function public.system_draw(draw_id uuid, winning jsonb, machine jsonb, source text default 'système')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  chosen_winning smallint[] := public.result_numbers(system_draw.winning, 'winning');
  chosen_machine smallint[] := public.result_numbers(system_draw.machine, 'machine');
  draw public.draws := public.find_draw(system_draw.draw_id, false);
  draft public.draw_result_drafts;
  outcome jsonb;
begin
  if system_draw.source is null or system_draw.source not in ('système', 'simulateur') then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "source"}';
  end if;
  if draw.status <> 'settled' then
    perform public.lock_draw_players(draw.id);
    draw := public.find_draw(draw.id, true);
  end if;
  if draw.status in ('settled', 'drawn') then
    if (draw.winning_numbers, draw.machine_numbers) is distinct from (chosen_winning, chosen_machine) then
      perform public.refuse_draw('invalid_state', draw, '{"reason": "already_drawn"}');
    end if;
    return public.settle_draw(draw.id);
  end if;
  if draw.status = 'cancelled' then
    perform public.refuse_draw('invalid_state', draw, '{"reason": "final"}');
  end if;
  if draw.status = 'open' then
    update public.draws as d set status = 'closed' where d.id = draw.id;
    perform public.audit_draw_action(null, system_draw.source, 'close', draw.id,
      jsonb_build_object('draw_at', draw.draw_at, 'early', draw.draw_at > now()));
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
  outcome := public.settle_draw(draw.id);
  perform public.audit_draw_action(null, system_draw.source, 'settle', draw.id, jsonb_build_object(
    'bets', outcome -> 'bets', 'won', outcome -> 'won', 'paid', outcome -> 'paid'));
  return outcome;
end;
$$;

revoke all on function public.close_draw(uuid), public.record_draw_result(uuid, jsonb, jsonb), public.confirm_draw_result(uuid, jsonb, jsonb),
  public.cancel_draw(uuid, text), public.system_draw(uuid, jsonb, jsonb, text) from public, anon, authenticated, service_role;
grant execute on function public.close_draw(uuid), public.record_draw_result(uuid, jsonb, jsonb), public.confirm_draw_result(uuid, jsonb, jsonb),
  public.cancel_draw(uuid, text) to authenticated;
grant execute on function public.system_draw(uuid, jsonb, jsonb, text) to service_role;

-- What operators have to do: every draw whose sales are over and that has no result yet, with the
-- draft waiting for confirmation if there is one, and what is at stake on it. Only operators get rows
-- (the view reads bets and drafts as its owner, for them alone).
create view public.operator_draw_queue as
select
  d.id as draw_id, d.country, d.draw_day, d.draw_time, d.draw_at, d.status,
  r.winning_numbers as draft_winning_numbers, r.machine_numbers as draft_machine_numbers,
  r.recorded_by, r.recorded_by_email, r.recorded_at,
  coalesce(s.bet_count, 0)::integer as bet_count, coalesce(s.total_stake, 0)::bigint as total_stake
from public.draws as d
left join public.draw_result_drafts as r on r.draw_id = d.id
left join lateral (
  select count(*) as bet_count, sum(b.total_stake) as total_stake from public.bets as b where b.draw_id = d.id and b.status = 'validated'
) as s on true
where (d.status = 'closed' or (d.status = 'open' and d.draw_at <= now())) and (select public.is_operator());

revoke all on table public.operator_draw_queue from anon, authenticated, service_role;
grant select on table public.operator_draw_queue to authenticated;

-- Results as players see them: settled draws, each with its date in its country (a '24h' draw belongs
-- to the day it ends).
create view public.draw_results with (security_invoker = true) as
select
  d.id, d.country, d.draw_day, d.draw_time, d.draw_at,
  ((d.draw_at at time zone public.draw_time_zone(d.country)) - make_interval(hours => rtrim(d.draw_time, 'h')::integer))::date as draw_date,
  d.winning_numbers, d.machine_numbers, d.settled_at
from public.draws as d
where d.status = 'settled';

revoke all on table public.draw_results from anon, authenticated, service_role;
grant select on table public.draw_results to anon, authenticated, service_role;

-- Hosted: close sales every minute with pg_cron where it exists (the local stack's scheduler does otherwise).
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    execute $cron$select cron.schedule('lotoafrik-close-due-draws', '* * * * *', 'select public.close_due_draws()')$cron$;
  end if;
end;
$$;
