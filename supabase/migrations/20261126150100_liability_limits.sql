-- Issue 40 (DESIGN §12): liability limits. In fixed-odds 5/90 the house carries the risk: per draw, the worst case
-- it could pay on each line is tracked as tickets are sold, and a sale that would take a line past its limit is
-- refused in its own transaction (all or nothing, as every refusal of place_bets).
--
-- - A line is what a bet's combination is: a number ('27') for solo (direct or first position), a pair ('12-27')
--   for the couple types (duo, turning, closing, addition, perm, banker), a set ('3-12-27') for trio, quadra and
--   jackpot; its balls ascending, joined by '-' (liability_line_key). Solo and first position share the number's
--   line, the six couple types the pair's.
-- - A bet adds to each of its lines its base stake × the highest multiplier that line can pay for its type, option
--   and mode (double chance: the greater of the win and MAC multipliers, never both are paid): the most the house
--   could owe on that line for that bet. A bet's whole payout is also capped at 50 000 × its base stake (SPEC §1).
-- - Limits, in worst-case CFA per line and per draw: a default per country (liability_country_limits, always
--   present), an override per draw (liability_draw_limits) and per line of a draw (liability_line_limits);
--   the most specific one applies. Only operators change them (set_liability_limit), each change audited.
-- - liability_exposure holds each (draw, line)'s worst case; place_bets adds to it under the lines' row locks, in
--   (draw, line) order, and checks it against the limits once the stake is posted (a refusal, 'liability_limit',
--   rolls the whole sale back).
-- - draw_unavailable_lines lists, live (realtime), the lines of a draw no bet can be added to any more: their
--   headroom is below the smallest worst case a bet on such a line adds (the minimum stake, 100 CFA, × the
--   smallest multiplier of the types that make that kind of line: liability_floors). The builder shows them.
-- - Operators read the exposure (draw_exposure, open_draws_exposure).

-- The line of a combination as the bets' constraints store it (an ascending jsonb array of plain integers 1–90,
-- whose text is '[3, 12, 27]'): '3-12-27'.
create function public.liability_line_key(combination jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select replace(replace(btrim(combination::text, '[]'), ' ', ''), ',', '-');
$$;

-- A line as an operator types it ('27', '27-12', '3, 12, 27'): its canonical key, or null when it is not 1 to 5
-- distinct balls 1–90.
create function public.normalized_line_key(line text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  parts text[];
  balls integer[];
begin
  if line is null or line !~ '^\s*[0-9]{1,2}(\s*[-,; ]\s*[0-9]{1,2}){0,4}\s*$' then
    return null;
  end if;
  parts := regexp_split_to_array(btrim(line), '\s*[-,; ]\s*');
  select array_agg(distinct p::integer order by p::integer) into balls from unnest(parts) as p;
  if cardinality(balls) <> cardinality(parts) or balls[1] < 1 or balls[cardinality(balls)] > 90 then
    return null;
  end if;
  return array_to_string(balls, '-');
end;
$$;

-- Per size of line (1 number, 2 a pair, 3–5 a set), the smallest worst case one bet adds to such a line: the
-- minimum stake (100 CFA, bets_base_stake_check) × the smallest of its types' highest multipliers
-- (today 800, 18 000, 180 000, 500 000 and 1 000 000 CFA). A line whose headroom is below it is unavailable.
create function public.liability_floors()
returns table (size integer, floor bigint)
language sql
stable
set search_path = ''
as $$
  select public.bet_combination_size(m.bet_type), 100 * min(greatest(m.multiplier, coalesce(m.mac_multiplier, 0)))::bigint
  from public.bet_multipliers as m
  group by 1;
$$;

-- The sentence a refusal or an unavailable line shows (src/api/errors.ts writes the same for the app).
create function public.liability_line_text(line text, draw_time text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case cardinality(string_to_array(line, '-'))
      when 1 then 'Le ' || line
      when 2 then 'La paire ' || line
      else 'La combinaison ' || line
    end || ' n''est plus disponible pour le tirage de ' || draw_time || '.';
$$;

-- Bounds of a limit: a line's own from 0 (the line closed for that draw); a draw's or a country's leaves room for
-- the smallest bet on every kind of line (the largest floor, 1 000 000 CFA today), so that a line no one has bet
-- on is never unavailable and draw_unavailable_lines stays the lines with sales or a limit of their own.
create function public.liability_limit_bounds()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('line_min', 0, 'draw_min', (select max(f.floor) from public.liability_floors() as f), 'max', 1000000000000::bigint);
$$;

create table public.liability_country_limits (
  country text primary key check (country in ('TG', 'BJ', 'CI', 'GH')),
  max_payout bigint not null check (max_payout between 0 and 1000000000000),
  updated_at timestamptz not null default now()
);

create table public.liability_draw_limits (
  draw_id uuid primary key references public.draws (id) on delete restrict,
  max_payout bigint not null check (max_payout between 0 and 1000000000000),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete restrict
);

create table public.liability_line_limits (
  draw_id uuid not null references public.draws (id) on delete restrict,
  line_key text not null check (line_key = public.normalized_line_key(line_key)),
  max_payout bigint not null check (max_payout between 0 and 1000000000000),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete restrict,
  primary key (draw_id, line_key)
);

create table public.liability_exposure (
  draw_id uuid not null references public.draws (id) on delete restrict,
  line_key text not null,
  worst_payout bigint not null check (worst_payout >= 0),
  primary key (draw_id, line_key)
);

-- the operators' top lines of a draw
create index liability_exposure_top_idx on public.liability_exposure (draw_id, worst_payout desc, line_key);

create table public.draw_unavailable_lines (
  draw_id uuid not null references public.draws (id) on delete restrict,
  line_key text not null,
  since timestamptz not null default now(),
  primary key (draw_id, line_key)
);

-- The defaults (docs/decisions.md, 'Liability limits'): 25 000 000 000 CFA, the most one bet may win at the
-- maximum stake (50 000 × 500 000, SPEC §1): any single bet the rules allow is sold on a line nobody has bet on,
-- and a crowd on one line is stopped there. Operators set lower limits per country, draw and line.
insert into public.liability_country_limits (country, max_payout) values
  ('TG', 25000000000),
  ('BJ', 25000000000),
  ('CI', 25000000000),
  ('GH', 25000000000);

-- Who reads what: the country defaults are the rules' (anyone may read them; the rules page states them);
-- overrides and exposure are the operators'; the unavailable lines are the builder's. Nobody
-- writes any of them but the functions below.
alter table public.liability_country_limits enable row level security;
alter table public.liability_draw_limits enable row level security;
alter table public.liability_line_limits enable row level security;
alter table public.liability_exposure enable row level security;
alter table public.draw_unavailable_lines enable row level security;

revoke all on table public.liability_country_limits, public.liability_draw_limits, public.liability_line_limits,
  public.liability_exposure, public.draw_unavailable_lines from anon, authenticated, service_role;
grant select on table public.liability_country_limits, public.liability_draw_limits, public.liability_line_limits,
  public.liability_exposure, public.draw_unavailable_lines to authenticated, service_role;
-- the rules page states the defaults to everyone, signed in or not (a licence condition: the limits are public)
grant select on table public.liability_country_limits to anon;

create policy liability_country_limits_select_all on public.liability_country_limits
  for select to anon, authenticated
  using (true);
create policy liability_draw_limits_select_operators on public.liability_draw_limits
  for select to authenticated
  using ((select public.is_operator()));
create policy liability_line_limits_select_operators on public.liability_line_limits
  for select to authenticated
  using ((select public.is_operator()));
create policy liability_exposure_select_operators on public.liability_exposure
  for select to authenticated
  using ((select public.is_operator()));
create policy draw_unavailable_lines_select_all on public.draw_unavailable_lines
  for select to authenticated
  using (true);

alter publication supabase_realtime add table public.draw_unavailable_lines;

-- Brings draw_unavailable_lines up to date for a draw (one line of it, or all when p_line is null) after its limits
-- changed: among the lines with sales or a limit of their own, those whose headroom is below their floor. Called
-- under the draw's sales lock held exclusively, so no sale moves the exposure meanwhile.
create function public.refresh_unavailable_lines(p_draw_id uuid, p_line text)
returns void
language sql
security definer
set search_path = ''
as $$
  with candidates as (
    select e.line_key from public.liability_exposure as e where e.draw_id = p_draw_id and (p_line is null or e.line_key = p_line)
    union
    select l.line_key from public.liability_line_limits as l where l.draw_id = p_draw_id and (p_line is null or l.line_key = p_line)
  ),
  judged as (
    select c.line_key,
      coalesce(ll.max_payout, dl.max_payout, cl.max_payout) - coalesce(e.worst_payout, 0) < f.floor as unavailable
    from candidates as c
    join public.draws as d on d.id = p_draw_id
    join public.liability_country_limits as cl on cl.country = d.country
    left join public.liability_draw_limits as dl on dl.draw_id = p_draw_id
    left join public.liability_line_limits as ll on ll.draw_id = p_draw_id and ll.line_key = c.line_key
    left join public.liability_exposure as e on e.draw_id = p_draw_id and e.line_key = c.line_key
    join public.liability_floors() as f on f.size = cardinality(string_to_array(c.line_key, '-'))
  ),
  gone as (
    delete from public.draw_unavailable_lines as u
    where u.draw_id = p_draw_id and (p_line is null or u.line_key = p_line)
      and not exists (select 1 from judged as j where j.line_key = u.line_key and j.unavailable)
  )
  insert into public.draw_unavailable_lines (draw_id, line_key)
  select p_draw_id, j.line_key from judged as j where j.unavailable
  on conflict (draw_id, line_key) do nothing;
$$;

-- place_bets' step (issue 40): adds the ticket's worst case to each of its lines, per draw, taking the lines' row
-- locks in (draw, line) order (two sales sharing lines never wait for each other in a cycle); a line that becomes
-- unavailable is listed. Returns null, or the first line (in the ticket's order) past its limit: what the refusal
-- names. The caller holds the player's row and the draws' sales locks (shared), and raises: the transaction, and
-- with it every addition, is rolled back.
create function public.take_liability(p_ticket_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  refused jsonb;
begin
  with lines as (
    select b.draw_id, public.liability_line_key(c.combination) as line_key,
      sum(b.base_stake * greatest(m.multiplier, coalesce(m.mac_multiplier, 0)))::bigint as adding,
      min(b.ticket_position::bigint * 1000 + c.n) as first_at
    from public.bets as b
    join public.bet_multipliers as m on m.bet_type = b.bet_type and m.game_mode = b.game_mode and m.bet_option = b.bet_option
    cross join lateral jsonb_array_elements(b.combinations) with ordinality as c(combination, n)
    where b.ticket_id = p_ticket_id
    group by 1, 2
  ),
  added as (
    insert into public.liability_exposure as e (draw_id, line_key, worst_payout)
    select l.draw_id, l.line_key, l.adding from lines as l
    order by l.draw_id, l.line_key
    on conflict (draw_id, line_key) do update set worst_payout = e.worst_payout + excluded.worst_payout
    returning e.draw_id, e.line_key, e.worst_payout
  ),
  judged as (
    select a.draw_id, a.line_key, a.worst_payout, l.first_at, coalesce(ll.max_payout, dl.max_payout, cl.max_payout) as max_payout, f.floor
    from added as a
    join lines as l on l.draw_id = a.draw_id and l.line_key = a.line_key
    join public.draws as d on d.id = a.draw_id
    join public.liability_country_limits as cl on cl.country = d.country
    left join public.liability_draw_limits as dl on dl.draw_id = a.draw_id
    left join public.liability_line_limits as ll on ll.draw_id = a.draw_id and ll.line_key = a.line_key
    join public.liability_floors() as f on f.size = cardinality(string_to_array(a.line_key, '-'))
  ),
  unavailable as (
    insert into public.draw_unavailable_lines (draw_id, line_key)
    select j.draw_id, j.line_key from judged as j where j.max_payout - j.worst_payout < j.floor
    on conflict (draw_id, line_key) do nothing
  )
  select jsonb_build_object('index', j.first_at / 1000, 'draw_id', d.id, 'country', d.country, 'draw_day', d.draw_day,
      'draw_time', d.draw_time, 'draw_at', d.draw_at, 'line', j.line_key, 'text', public.liability_line_text(j.line_key, d.draw_time))
  into refused
  from judged as j
  join public.draws as d on d.id = j.draw_id
  where j.worst_payout > j.max_payout
  order by j.first_at
  limit 1;
  return refused;
end;
$$;

-- place_bets as 20261126140000_basket_on_the_server.sql left it, plus the liability step after the stake is posted.
create or replace function public.place_bets(items jsonb, idempotency_key uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  allowed_keys constant text[] := array['id', 'bet_type', 'bet_option', 'game_mode', 'country', 'draw_day', 'draw_time', 'draw_at',
    'combinations', 'base_stake', 'total_stake', 'potential_win', 'potential_mac_win'];
  bounds constant jsonb := public.ticket_bounds();
  digest text := encode(sha256(convert_to(coalesce(place_bets.items, 'null'::jsonb)::text, 'UTF8')), 'hex');
  me public.profiles;
  prior public.ledger_transactions;
  ticket public.tickets;
  n_items integer;
  n_lines bigint;
  claimed numeric;
  bad integer;
  placed public.bets[];
  draw_ids uuid[] := '{}';
  draw public.draws;
  sale_draw uuid;
  decided_at timestamptz;
  total bigint;
  attempts integer := 0;
  txn uuid;
  refused jsonb;
begin
  perform public.check_idempotency_key(place_bets.idempotency_key);
  me := public.lock_player();

  select * into prior from public.ledger_transactions as t where t.player_id = me.id and t.idempotency_key = place_bets.idempotency_key;
  if found then
    select * into ticket from public.tickets as t where prior.kind = 'stake' and 'ticket:' || t.id = prior.reference;
    if not found or ticket.request_digest is distinct from digest and (ticket.request_digest is not null
      or jsonb_typeof(items) is distinct from 'array'
      or jsonb_array_length(items) <> (select count(*) from public.bets as b where b.ticket_id = ticket.id)
      or ticket.total_stake is distinct from (
        select sum((i.value ->> 'total_stake')::numeric) from jsonb_array_elements(items) as i
        where jsonb_typeof(i.value -> 'total_stake') = 'number'
      )) then
      perform public.refuse_reused_key(place_bets.idempotency_key);
    end if;
    return public.ticket_receipt(ticket.id, prior.id);
  end if;
  if exists (select 1 from public.payments as p where p.player_id = me.id and p.idempotency_key = place_bets.idempotency_key) then
    perform public.refuse_reused_key(place_bets.idempotency_key);
  end if;

  -- Cheap refusals, before any line is read: the shape, the ticket's size, and the stakes it claims.
  if jsonb_typeof(items) is distinct from 'array' or jsonb_array_length(items) = 0 then
    raise exception using errcode = 'P0001', message = 'invalid_bet', detail = '{"index": null, "reason": "items"}';
  end if;
  n_items := jsonb_array_length(items);
  select coalesce(sum(case when jsonb_typeof(i.value -> 'combinations') = 'array' then jsonb_array_length(i.value -> 'combinations') else 0 end), 0),
    sum(case when jsonb_typeof(i.value -> 'total_stake') = 'number' then (i.value ->> 'total_stake')::numeric end)
  into n_lines, claimed
  from jsonb_array_elements(items) as i
  where jsonb_typeof(i.value) = 'object';
  if n_items > (bounds ->> 'max_items')::integer or n_lines > (bounds ->> 'max_lines')::integer then
    raise exception using errcode = 'P0001', message = 'ticket_too_large',
      detail = (jsonb_build_object('items', n_items, 'lines', n_lines) || bounds)::text;
  end if;
  if claimed > me.balance then
    -- (The responsible-gaming gate first, as on the full path below: an excluded player is told so.)
    perform public.check_play_allowed(me.id, 'stake', least(claimed, 9223372036854775807)::bigint);
    perform public.check_funds(me.balance, least(claimed, 9223372036854775807)::bigint, 'play');
  end if;

  select e.n - 1 into bad
  from jsonb_array_elements(items) with ordinality as e(item, n)
  where jsonb_typeof(e.item) <> 'object' or exists (select 1 from jsonb_object_keys(e.item) as k(name) where k.name <> all (allowed_keys))
  order by e.n limit 1;
  if found then
    perform public.refuse_item('invalid_bet', bad, '{"reason": "shape"}');
  end if;
  begin
    select array_agg(jsonb_populate_record(null::public.bets, e.item) order by e.n) into placed
    from jsonb_array_elements(items) with ordinality as e(item, n);
    select sum(b.total_stake) into total from unnest(placed) as b;
  exception when data_exception then
    for i in 0 .. n_items - 1 loop
      begin
        perform (jsonb_populate_record(null::public.bets, items -> i)).total_stake;
      exception when data_exception then
        perform public.refuse_item('invalid_bet', i, jsonb_build_object('reason', sqlerrm));
      end;
    end loop;
    raise;
  end;

  for i in 1 .. n_items loop
    select * into draw from public.draws as d where d.country = (placed[i]).country and d.draw_at = (placed[i]).draw_at;
    if not found then
      if public.is_scheduled_draw((placed[i]).country, (placed[i]).draw_day, (placed[i]).draw_time)
        and public.draw_instant_matches((placed[i]).country, (placed[i]).draw_day, (placed[i]).draw_time, (placed[i]).draw_at) then
        perform public.refuse_item('draw_closed', i - 1, jsonb_build_object('country', (placed[i]).country, 'draw_day', (placed[i]).draw_day,
          'draw_time', (placed[i]).draw_time, 'draw_at', (placed[i]).draw_at, 'status', null));
      end if;
      perform public.refuse_item('invalid_bet', i - 1, '{"reason": "draw"}');
    end if;
    draw_ids := draw_ids || draw.id;
  end loop;

  -- The sales locks, in draw id order; then, by the database's clock at this instant, each draw open.
  for sale_draw in select distinct d.id from unnest(draw_ids) as d(id) order by d.id loop
    perform pg_advisory_xact_lock_shared(public.draw_sales_key(sale_draw));
  end loop;
  decided_at := public.sales_clock();
  for i in 1 .. n_items loop
    select * into draw from public.draws as d where d.id = draw_ids[i];
    if draw.status <> 'open' or draw.draw_at <= decided_at then
      perform public.refuse_item('draw_closed', i - 1, jsonb_build_object('country', draw.country, 'draw_day', draw.draw_day,
        'draw_time', draw.draw_time, 'draw_at', draw.draw_at, 'status', draw.status));
    end if;
  end loop;

  loop
    insert into public.tickets (code, player_id, total_stake, request_digest)
    values (public.new_ticket_code(), me.id, greatest(total, 1), digest)
    on conflict (code) do nothing
    returning * into ticket;
    exit when found;
    attempts := attempts + 1;
    if attempts >= 3 then
      raise exception using errcode = '23505', message = 'No free ticket code';
    end if;
  end loop;

  -- The player's pending bets of these ids (their server basket) become the placed bets: same id, same transaction.
  delete from public.bets as b
  where b.user_id = me.id and b.status = 'pending' and b.id in (select u.id from unnest(placed) as u where u.id is not null);

  begin
    insert into public.bets (id, user_id, status, ticket_id, ticket_position, draw_id, bet_type, bet_option, game_mode, country,
      draw_day, draw_time, draw_at, combinations, base_stake, total_stake, potential_win, potential_mac_win)
    select coalesce((placed[i]).id, gen_random_uuid()), me.id, 'validated', ticket.id, i - 1, draw_ids[i], (placed[i]).bet_type, (placed[i]).bet_option, (placed[i]).game_mode, (placed[i]).country,
      (placed[i]).draw_day, (placed[i]).draw_time, (placed[i]).draw_at, (placed[i]).combinations, (placed[i]).base_stake, (placed[i]).total_stake,
      (placed[i]).potential_win, (placed[i]).potential_mac_win
    from generate_series(1, n_items) as i;
  exception when integrity_constraint_violation or data_exception then
    -- Which item: again one at a time.
    for i in 1 .. n_items loop
      begin
        insert into public.bets (id, user_id, status, ticket_id, ticket_position, draw_id, bet_type, bet_option, game_mode, country,
          draw_day, draw_time, draw_at, combinations, base_stake, total_stake, potential_win, potential_mac_win)
        values (coalesce((placed[i]).id, gen_random_uuid()), me.id, 'validated', ticket.id, i - 1, draw_ids[i], (placed[i]).bet_type, (placed[i]).bet_option, (placed[i]).game_mode, (placed[i]).country,
          (placed[i]).draw_day, (placed[i]).draw_time, (placed[i]).draw_at, (placed[i]).combinations, (placed[i]).base_stake, (placed[i]).total_stake,
          (placed[i]).potential_win, (placed[i]).potential_mac_win);
      exception when integrity_constraint_violation or data_exception then
        perform public.refuse_item('invalid_bet', i - 1, jsonb_build_object('reason', sqlerrm));
      end;
    end loop;
    raise;
  end;

  perform public.check_play_allowed(me.id, 'stake', total);
  perform public.check_funds(me.balance, total, 'play');
  txn := public.post_ledger_transaction(me.id, 'stake', 'ticket:' || ticket.id, place_bets.idempotency_key,
    jsonb_build_object('player_play', -total, 'house', total));
  -- Issue 40: the ticket's worst case on each of its lines, added to its draws' exposure and checked against the
  -- lines' limits. Last: a line's row stays locked from here to the commit, and every sale on that line waits for
  -- it (a refusal rolls the whole sale back, the stake above with it).
  refused := public.take_liability(ticket.id);
  if refused is not null then
    raise exception using errcode = 'P0001', message = 'liability_limit', detail = (refused - 'text')::text, hint = refused ->> 'text';
  end if;
  -- The balances right after: this transaction holds the profile, so they are the profile's, less the stake.
  return jsonb_build_object('ticket_id', ticket.id, 'code', ticket.code, 'placed_at', ticket.placed_at, 'total_stake', ticket.total_stake,
    'balance', me.balance - total, 'winnings', me.winnings);
end;
$$;

-- An operator sets a liability limit (worst-case CFA per line and per draw), or removes an override with a null (or
-- no) amount:
-- - p_draw_id null: the country's default (p_country), which cannot be removed;
-- - p_draw_id and no p_line: that draw's limit for every line (p_country, if given, must be the draw's);
-- - p_draw_id and p_line ('27', '12-27', '3-12-27'; any order, '-', ',' or ' ' between balls): that line's in that draw.
-- A draw's and a country's limit are at least the largest floor (liability_limit_bounds), a line's at least 0 (0
-- closes it). Only open draws. The draws concerned have their sales held (as a close does) while their
-- unavailable lines are judged again, so no sale decided after the change sees the old limit. Every call is
-- audited ('limit_change': scope, line, old and new amounts). Answers the scope, the new and previous amounts and
-- the limit now in force there.
create function public.set_liability_limit(p_country text default null, p_draw_id uuid default null, p_line text default null,
  p_max_payout bigint default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.require_operator();
  bounds constant jsonb := public.liability_limit_bounds();
  draw public.draws;
  key text;
  scope text;
  previous bigint;
  effective bigint;
  affected uuid;
  place text;
begin
  if p_draw_id is null then
    scope := 'country';
    place := p_country;
    if place is null or place not in ('TG', 'BJ', 'CI', 'GH') then
      raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "country"}';
    end if;
    if p_line is not null then
      raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "line", "reason": "draw_required"}';
    end if;
    if p_max_payout is null then
      raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "max_payout", "reason": "default_required"}';
    end if;
    perform public.check_amount(p_max_payout, (bounds ->> 'draw_min')::bigint, (bounds ->> 'max')::bigint);
    select c.max_payout into previous from public.liability_country_limits as c where c.country = place for update;
    -- the country's open draws' sales, held in id order as place_bets takes them
    for affected in select d.id from public.draws as d where d.country = place and d.status = 'open' order by d.id loop
      perform public.end_draw_sales(affected);
    end loop;
    update public.liability_country_limits as c set max_payout = p_max_payout, updated_at = now() where c.country = place;
    for affected in
      select d.id from public.draws as d
      where d.country = place and d.status = 'open' and not exists (select 1 from public.liability_draw_limits as l where l.draw_id = d.id)
      order by d.id
    loop
      perform public.refresh_unavailable_lines(affected, null);
    end loop;
    effective := p_max_payout;
  else
    draw := public.find_draw(p_draw_id, false);
    place := draw.country;
    if p_country is not null and p_country is distinct from draw.country then
      raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "country"}';
    end if;
    if p_line is null then
      scope := 'draw';
      if p_max_payout is not null then
        perform public.check_amount(p_max_payout, (bounds ->> 'draw_min')::bigint, (bounds ->> 'max')::bigint);
      end if;
    else
      scope := 'line';
      key := public.normalized_line_key(p_line);
      if key is null then
        raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "line"}';
      end if;
      if p_max_payout is not null then
        perform public.check_amount(p_max_payout, (bounds ->> 'line_min')::bigint, (bounds ->> 'max')::bigint);
      end if;
    end if;
    perform public.end_draw_sales(draw.id);
    select * into draw from public.draws as d where d.id = draw.id;
    if draw.status <> 'open' then
      perform public.refuse_draw('invalid_state', draw, '{"reason": "not_open"}');
    end if;
    if scope = 'draw' then
      select l.max_payout into previous from public.liability_draw_limits as l where l.draw_id = draw.id for update;
      if p_max_payout is null then
        delete from public.liability_draw_limits as l where l.draw_id = draw.id;
      else
        insert into public.liability_draw_limits as l (draw_id, max_payout, updated_by)
        values (draw.id, p_max_payout, me)
        on conflict on constraint liability_draw_limits_pkey do update set max_payout = excluded.max_payout, updated_at = now(), updated_by = excluded.updated_by;
      end if;
      perform public.refresh_unavailable_lines(draw.id, null);
    else
      select l.max_payout into previous from public.liability_line_limits as l where l.draw_id = draw.id and l.line_key = key for update;
      if p_max_payout is null then
        delete from public.liability_line_limits as l where l.draw_id = draw.id and l.line_key = key;
      else
        insert into public.liability_line_limits as l (draw_id, line_key, max_payout, updated_by)
        values (draw.id, key, p_max_payout, me)
        on conflict on constraint liability_line_limits_pkey do update set max_payout = excluded.max_payout, updated_at = now(), updated_by = excluded.updated_by;
      end if;
      perform public.refresh_unavailable_lines(draw.id, key);
    end if;
    select coalesce(
        (select l.max_payout from public.liability_line_limits as l where l.draw_id = draw.id and l.line_key = key),
        (select l.max_payout from public.liability_draw_limits as l where l.draw_id = draw.id),
        (select c.max_payout from public.liability_country_limits as c where c.country = draw.country))
      into effective;
  end if;

  insert into public.operator_audit (actor_id, actor, action, draw_id, country, details)
  values (me, public.operator_label(me), 'limit_change', draw.id, place,
    jsonb_build_object('scope', scope, 'line', key, 'old', previous, 'new', p_max_payout));
  return jsonb_build_object('scope', scope, 'country', place, 'draw_id', draw.id, 'line', key,
    'max_payout', p_max_payout, 'previous', previous, 'effective', effective,
    'unavailable', case when key is not null then exists (
      select 1 from public.draw_unavailable_lines as u where u.draw_id = draw.id and u.line_key = key) end);
end;
$$;

-- What a draw's sales expose the house to (operators only): its bets, tickets, players and stakes; its limit
-- (the country's default, the draw's own if set); its p_top (1–100, 10 by default) lines by worst case, each with
-- the limit in force and where it comes from ('line', 'draw' or 'country'), its headroom and whether a bet can
-- still be added; the lines with a limit of their own (at most 500); how many lines are unavailable.
create function public.draw_exposure(p_draw_id uuid, p_top integer default 10)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := public.require_operator();
  draw public.draws := public.find_draw(p_draw_id, false);
  n integer := least(greatest(coalesce(p_top, 10), 1), 100);
  country_limit bigint;
  draw_limit bigint;
  sales jsonb;
begin
  select c.max_payout into country_limit from public.liability_country_limits as c where c.country = draw.country;
  select l.max_payout into draw_limit from public.liability_draw_limits as l where l.draw_id = draw.id;
  select jsonb_build_object('stakes', coalesce(sum(b.total_stake), 0), 'bets', count(*), 'tickets', count(distinct b.ticket_id),
      'players', count(distinct b.user_id))
    into sales
  from public.bets as b
  where b.draw_id = draw.id;
  return jsonb_build_object(
    'draw_id', draw.id, 'country', draw.country, 'draw_day', draw.draw_day, 'draw_time', draw.draw_time, 'draw_at', draw.draw_at,
    'status', draw.status, 'country_max_payout', country_limit, 'draw_max_payout', draw_limit,
    'max_payout', coalesce(draw_limit, country_limit), 'bounds', public.liability_limit_bounds()
  ) || sales || jsonb_build_object(
    'lines', (
      select coalesce(jsonb_agg(jsonb_build_object('line', t.line_key, 'worst_payout', t.worst_payout, 'max_payout', t.max_payout,
          'source', t.source, 'headroom', t.max_payout - t.worst_payout, 'available', t.available) order by t.worst_payout desc, t.line_key), '[]'::jsonb)
      from (
        select e.line_key, e.worst_payout, coalesce(l.max_payout, draw_limit, country_limit) as max_payout,
          case when l.max_payout is not null then 'line' when draw_limit is not null then 'draw' else 'country' end as source,
          not exists (select 1 from public.draw_unavailable_lines as u where u.draw_id = draw.id and u.line_key = e.line_key) as available
        from public.liability_exposure as e
        left join public.liability_line_limits as l on l.draw_id = e.draw_id and l.line_key = e.line_key
        where e.draw_id = draw.id
        order by e.worst_payout desc, e.line_key
        limit n
      ) as t
    ),
    'line_limits', (
      select coalesce(jsonb_agg(jsonb_build_object('line', t.line_key, 'max_payout', t.max_payout, 'worst_payout', t.worst_payout,
          'available', t.available, 'updated_at', t.updated_at) order by t.line_key), '[]'::jsonb)
      from (
        select l.line_key, l.max_payout, coalesce(e.worst_payout, 0) as worst_payout, l.updated_at,
          not exists (select 1 from public.draw_unavailable_lines as u where u.draw_id = draw.id and u.line_key = l.line_key) as available
        from public.liability_line_limits as l
        left join public.liability_exposure as e on e.draw_id = l.draw_id and e.line_key = l.line_key
        where l.draw_id = draw.id
        order by l.line_key
        limit 500
      ) as t
    ),
    'unavailable_lines', (select count(*) from public.draw_unavailable_lines as u where u.draw_id = draw.id)
  );
end;
$$;

-- Every open draw's exposure in one call (operators only), soonest first: its sales, its limit and where it comes
-- from, its line of largest worst case with that line's limit, and how many lines are unavailable or have a limit
-- of their own.
create function public.open_draws_exposure()
returns table (
  draw_id uuid, country text, draw_day text, draw_time text, draw_at timestamptz,
  stakes bigint, bets bigint, tickets bigint, players bigint,
  max_payout bigint, limit_source text,
  top_line text, top_worst_payout bigint, top_max_payout bigint,
  unavailable_lines bigint, line_limits bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform public.require_operator();
  return query
  with open_draws as (
    select d.id, d.country, d.draw_day, d.draw_time, d.draw_at,
      coalesce(dl.max_payout, cl.max_payout) as max_payout,
      case when dl.max_payout is not null then 'draw' else 'country' end as limit_source
    from public.draws as d
    join public.liability_country_limits as cl on cl.country = d.country
    left join public.liability_draw_limits as dl on dl.draw_id = d.id
    where d.status = 'open'
  ),
  sales as (
    select b.draw_id, sum(b.total_stake)::bigint as stakes, count(*) as bets, count(distinct b.ticket_id) as tickets,
      count(distinct b.user_id) as players
    from public.bets as b
    where b.status = 'validated' and b.draw_id in (select o.id from open_draws as o)
    group by b.draw_id
  )
  select o.id, o.country, o.draw_day, o.draw_time, o.draw_at,
    coalesce(s.stakes, 0), coalesce(s.bets, 0), coalesce(s.tickets, 0), coalesce(s.players, 0),
    o.max_payout, o.limit_source,
    t.line_key, t.worst_payout, coalesce(ll.max_payout, o.max_payout),
    (select count(*) from public.draw_unavailable_lines as u where u.draw_id = o.id),
    (select count(*) from public.liability_line_limits as l where l.draw_id = o.id)
  from open_draws as o
  left join sales as s on s.draw_id = o.id
  left join lateral (
    select e.line_key, e.worst_payout from public.liability_exposure as e
    where e.draw_id = o.id
    order by e.worst_payout desc, e.line_key
    limit 1
  ) as t on true
  left join public.liability_line_limits as ll on ll.draw_id = o.id and ll.line_key = t.line_key
  order by o.draw_at, o.country;
end;
$$;

revoke all on function public.liability_line_key(jsonb), public.normalized_line_key(text), public.liability_floors(),
  public.liability_line_text(text, text), public.liability_limit_bounds(), public.refresh_unavailable_lines(uuid, text),
  public.take_liability(uuid), public.set_liability_limit(text, uuid, text, bigint), public.draw_exposure(uuid, integer),
  public.open_draws_exposure()
  from public, anon, authenticated, service_role;
grant execute on function public.set_liability_limit(text, uuid, text, bigint), public.draw_exposure(uuid, integer),
  public.open_draws_exposure() to authenticated;
