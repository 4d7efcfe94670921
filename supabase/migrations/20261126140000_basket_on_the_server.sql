-- The basket is the player's (issue 38, DESIGN §13): SPEC §7's server-side basket, the signed-in player's
-- pending bets, is the source of truth; each tab keeps a cache. A basket item keeps one id from the builder
-- to the ticket:
-- - the client inserts a pending bet under the item's own id (a UUID it chose), so an add sent twice is
--   stored once and the tab's cache and the server name the same bet;
-- - place_bets takes each item's id: the player's pending bets of those ids are deleted and the placed bets
--   inserted under the same ids, in the sale's transaction. A ticket bought is out of the basket on every
--   device at once, and a refused sale leaves the basket as it was. Items without an id are placed as before.

grant insert (id) on table public.bets to authenticated;

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
  -- The balances right after: this transaction holds the profile, so they are the profile's, less the stake.
  return jsonb_build_object('ticket_id', ticket.id, 'code', ticket.code, 'placed_at', ticket.placed_at, 'total_stake', ticket.total_stake,
    'balance', me.balance - total, 'winnings', me.winnings);
end;
$$;
