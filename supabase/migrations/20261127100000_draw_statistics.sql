-- Issue 41, 'Statistics, honestly': the statistics page (/statistiques, framed by /analytics) asks the
-- database for each number's frequency, last appearance and the most frequent pairs over a country's last
-- N draws with a result; the service role imports past official results ('archives') so the statistics
-- cover the years before the app existed.

-- No new index: the window is read by a backward scan of the unique (country, draw_at) index from now, which
-- reads the N draws it keeps and the rare past draw without a result (cancelled) only; on 5 years of a
-- country's draws a partial index on the results gave the same plan and time (docs/decisions.md).

-- A country's last p_draws draws with a result whose hour has passed (a result recorded ahead of its hour,
-- by tests or the simulator, counts once its hour has passed), newest first: the draws counted, each
-- number 1–90 with how many times it was a winning number and when it last was (the draw's instant and
-- how many draws ago: 0 for the newest; null when not within the window), and the 10 most frequent pairs
-- of winning numbers (ties: the smaller numbers first).
create function public.draw_statistics(p_country text, p_draws integer)
returns jsonb
language plpgsql
stable
set search_path to ''
as $$
declare
  answer jsonb;
begin
  if p_country is null or public.draw_time_zone(p_country) is null then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "country"}';
  end if;
  if p_draws is null or p_draws not between 1 and 1000 then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "draws", "min": 1, "max": 1000}';
  end if;
  with counted as (
    select d.draw_at, d.winning_numbers, (row_number() over (order by d.draw_at desc) - 1)::integer as ago
    from public.draws as d
    where d.country = p_country and d.status in ('drawn', 'settled') and d.draw_at <= now()
    order by d.draw_at desc
    limit p_draws
  ),
  balls as (
    select c.draw_at, c.ago, w.ball::integer as ball
    from counted as c
    cross join unnest(c.winning_numbers) as w(ball)
  ),
  per_number as (
    select b.ball, count(*)::integer as times, min(b.ago) as ago, max(b.draw_at) as last_at
    from balls as b
    group by b.ball
  ),
  pairs as (
    select x.ball as low, y.ball as high, count(*)::integer as times
    from balls as x
    join balls as y on y.draw_at = x.draw_at and y.ball > x.ball
    group by x.ball, y.ball
    order by count(*) desc, x.ball, y.ball
    limit 10
  )
  select jsonb_build_object(
    'country', p_country,
    'window', p_draws,
    'draws', (select jsonb_build_object('count', count(*), 'first_at', min(c.draw_at), 'last_at', max(c.draw_at)) from counted as c),
    'numbers', (
      select jsonb_agg(jsonb_build_object('number', n.n, 'times', coalesce(p.times, 0), 'last_at', p.last_at, 'draws_ago', p.ago) order by n.n)
      from generate_series(1, 90) as n(n)
      left join per_number as p on p.ball = n.n),
    'pairs', coalesce((
      select jsonb_agg(jsonb_build_object('numbers', jsonb_build_array(p.low, p.high), 'times', p.times) order by p.times desc, p.low, p.high)
      from pairs as p), '[]'::jsonb)
  ) into answer;
  return answer;
end;
$$;

comment on function public.draw_statistics(text, integer) is
  'Issue 41: frequencies, last appearance and top pairs of a country''s last N (1–1000) draws with a result whose hour has passed.';

revoke all on function public.draw_statistics(text, integer) from public;
grant execute on function public.draw_statistics(text, integer) to anon, authenticated, service_role;

-- Past official results, imported by the service role: rows [{country, draw_at, winning, machine}], 1 to
-- 1000 a call. Each must be a scheduled draw instant whose hour has passed. A draw without a row becomes a
-- settled draw with no bets, source 'archives'; the same result again changes nothing; another result for a
-- draw that has one is refused; a draw still open or closed without a result takes it only if nobody bet on
-- it (it is then settled like system_draw settles, with nothing to pay); a cancelled draw is refused.
-- All or nothing. Each draw imported is audited ('record', actor 'archives').
create function public.import_draw_results(rows jsonb)
returns jsonb
language plpgsql
security definer
set search_path to ''
as $$
declare
  item jsonb;
  v_index integer;
  v_country text;
  v_at timestamptz;
  local_at timestamp;
  v_day text;
  v_hour text;
  v_winning smallint[];
  v_machine smallint[];
  draw public.draws;
  inserted uuid;
  imported integer := 0;
  unchanged integer := 0;
  failure_message text;
  failure_detail text;
begin
  if jsonb_typeof(import_draw_results.rows) is distinct from 'array' or jsonb_array_length(import_draw_results.rows) not between 1 and 1000 then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "rows", "min": 1, "max": 1000}';
  end if;
  for item, v_index in select e.value, e.n::integer - 1 from jsonb_array_elements(import_draw_results.rows) with ordinality as e(value, n) loop
    begin
      if jsonb_typeof(item) <> 'object' or public.draw_time_zone(item ->> 'country') is null then
        raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "country"}';
      end if;
      v_country := item ->> 'country';
      if jsonb_typeof(item -> 'draw_at') is distinct from 'string'
        or (item ->> 'draw_at') !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$' then
        raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "draw_at"}';
      end if;
      v_at := (item ->> 'draw_at')::timestamptz;
      v_winning := public.result_numbers(item -> 'winning', 'winning');
      v_machine := public.result_numbers(item -> 'machine', 'machine');
    exception
      when invalid_datetime_format or datetime_field_overflow then
        raise exception using errcode = 'P0001', message = 'invalid_request',
          detail = jsonb_build_object('index', v_index, 'field', 'draw_at')::text;
      when raise_exception then
        get stacked diagnostics failure_message = message_text, failure_detail = pg_exception_detail;
        raise exception using errcode = 'P0001', message = failure_message,
          detail = (coalesce(nullif(failure_detail, ''), '{}')::jsonb || jsonb_build_object('index', v_index))::text;
    end;

    -- The draw's local day and hour; midnight is the previous day's '24h'.
    local_at := v_at at time zone public.draw_time_zone(v_country);
    if local_at::time = time '00:00' then
      v_hour := '24h';
      local_at := local_at - interval '1 day';
    else
      v_hour := extract(hour from local_at)::integer || 'h';
    end if;
    v_day := (array['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'])[extract(isodow from local_at)::integer];
    if not public.is_scheduled_draw(v_country, v_day, v_hour) or not public.draw_instant_matches(v_country, v_day, v_hour, v_at) then
      raise exception using errcode = 'P0001', message = 'invalid_request',
        detail = jsonb_build_object('index', v_index, 'field', 'draw_at', 'reason', 'not_scheduled')::text;
    end if;
    if v_at > now() then
      raise exception using errcode = 'P0001', message = 'invalid_request',
        detail = jsonb_build_object('index', v_index, 'field', 'draw_at', 'reason', 'future')::text;
    end if;

    inserted := null;
    insert into public.draws as d (country, draw_day, draw_time, draw_at, status, winning_numbers, machine_numbers, source,
      recorded_at, confirmed_at, settled_at)
    values (v_country, v_day, v_hour, v_at, 'settled', v_winning, v_machine, 'archives', now(), now(), now())
    on conflict (country, draw_at) do nothing
    returning d.id into inserted;
    if inserted is not null then
      perform public.audit_draw_action(null, 'archives', 'record', inserted,
        jsonb_build_object('winning_numbers', v_winning, 'machine_numbers', v_machine, 'imported', true));
      imported := imported + 1;
      continue;
    end if;

    select * into draw from public.draws as d where d.country = v_country and d.draw_at = v_at for no key update;
    if draw.status in ('drawn', 'settled') then
      if (draw.winning_numbers, draw.machine_numbers) is distinct from (v_winning, v_machine) then
        perform public.refuse_draw('invalid_state', draw, jsonb_build_object('reason', 'already_drawn', 'index', v_index));
      end if;
      unchanged := unchanged + 1;
      continue;
    end if;
    if draw.status = 'cancelled' then
      perform public.refuse_draw('invalid_state', draw, jsonb_build_object('reason', 'final', 'index', v_index));
    end if;
    if exists (select 1 from public.bets as b where b.draw_id = draw.id) then
      perform public.refuse_draw('invalid_state', draw, jsonb_build_object('reason', 'has_bets', 'index', v_index));
    end if;
    if draw.status = 'open' then
      perform public.close_sales(draw.id);
      perform public.audit_draw_action(null, 'archives', 'close', draw.id, jsonb_build_object('draw_at', draw.draw_at, 'early', false));
    end if;
    delete from public.draw_result_drafts as r where r.draw_id = draw.id;
    update public.draws as d
    set status = 'drawn', winning_numbers = v_winning, machine_numbers = v_machine, source = 'archives', recorded_at = now()
    where d.id = draw.id;
    perform public.audit_draw_action(null, 'archives', 'record', draw.id,
      jsonb_build_object('winning_numbers', v_winning, 'machine_numbers', v_machine, 'imported', true));
    perform public.start_settlement(draw.id, 'settle', false);
    imported := imported + 1;
  end loop;
  return jsonb_build_object('imported', imported, 'unchanged', unchanged);
end;
$$;

comment on function public.import_draw_results(jsonb) is
  'Issue 41: imports past official results (source archives) as settled draws without bets; idempotent; service role only.';

revoke all on function public.import_draw_results(jsonb) from public, anon, authenticated;
grant execute on function public.import_draw_results(jsonb) to service_role;
