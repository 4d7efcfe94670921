-- Tickets (DESIGN §9): place_bets buys the basket as one ticket, paid from the play balance, its bets
-- stored 'validated' on their draws; verify_ticket shows a ticket to anyone holding its code.

create table public.tickets (
  id uuid primary key default gen_random_uuid(),
  -- 'LA-' and 12 Crockford base32 characters in groups of 4: 60 bits from gen_random_uuid() (a CSPRNG).
  code text not null unique check (code ~ '^LA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$'),
  player_id uuid not null references auth.users (id) on delete restrict,
  placed_at timestamptz not null default now(),
  total_stake bigint not null check (total_stake > 0)
);

create index tickets_player_placed_idx on public.tickets (player_id, placed_at desc);

create function public.refuse_ticket_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '42501', message = 'tickets never change';
end;
$$;

create trigger tickets_immutable
  before update or delete on public.tickets
  for each row execute function public.refuse_ticket_change();

alter table public.tickets enable row level security;

revoke all on table public.tickets from anon, authenticated, service_role;
grant select on table public.tickets to authenticated, service_role;

create policy tickets_select_own on public.tickets
  for select to authenticated
  using ((select auth.uid()) = player_id);

-- A placed bet belongs to a ticket and a draw, at its position in the ticket; a pending bet (the
-- server-side basket) to neither. payout is set by settlement (issue 16): > 0 when won, 0 when lost.
alter table public.bets
  add column ticket_id uuid references public.tickets (id) on delete restrict,
  add column ticket_position smallint check (ticket_position >= 0),
  add column draw_id uuid references public.draws (id) on delete restrict,
  add column payout bigint check (payout >= 0),
  add constraint bets_placed_under_ticket check ((status = 'pending') = (ticket_id is null and draw_id is null and ticket_position is null)),
  add constraint bets_placed_completely check (status = 'pending' or (ticket_id is not null and draw_id is not null and ticket_position is not null)),
  add constraint bets_payout_when_settled check (
    case status
      when 'won' then payout > 0
      when 'lost' then payout = 0
      when 'cancelled' then payout is null
      else payout is null
    end
  ),
  add constraint bets_ticket_position_unique unique (ticket_id, ticket_position);

create index bets_draw_id_idx on public.bets (draw_id);

-- The new-bet checks (20261121120100_bets.sql), now shared with the draws table for the instant, and
-- accepting the 'validated' bets place_bets writes under a ticket on an open draw of the same country
-- and instant. Everything else a client may send is checked exactly as before.
create or replace function public.check_new_bet()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  rate record;
begin
  if new.status = 'validated' then
    if not exists (
      select 1 from public.draws as d
      where d.id = new.draw_id and d.country = new.country and d.draw_at = new.draw_at and d.status = 'open'
    ) or not exists (select 1 from public.tickets as t where t.id = new.ticket_id and t.player_id = new.user_id) then
      raise exception using errcode = '23514', message = 'A validated bet needs its ticket and its open draw';
    end if;
  elsif new.status <> 'pending' then
    raise exception using errcode = '23514', message = 'A new bet must be pending';
  end if;
  new.created_at := now();

  select m.multiplier, m.mac_multiplier into rate
  from public.bet_multipliers as m
  where m.bet_type = new.bet_type and m.game_mode = new.game_mode and m.bet_option = new.bet_option;
  if not found then
    raise exception using errcode = '23514', message = 'Unknown option for this bet type and mode';
  end if;
  if new.potential_win <> new.total_stake * rate.multiplier
    or new.potential_mac_win is distinct from new.total_stake * rate.mac_multiplier then
    raise exception using errcode = '23514', message = 'Potential win does not match the multiplier';
  end if;

  if new.draw_at <= now() or new.draw_at > now() + interval '8 days' then
    raise exception using errcode = '23514', message = 'The draw is not open';
  end if;
  if not public.draw_instant_matches(new.country, new.draw_day, new.draw_time, new.draw_at) then
    raise exception using errcode = '23514', message = 'draw_at does not match the draw day and time';
  end if;
  return new;
end;
$$;

-- A bet's terms never change. Only settlement moves a validated bet to won, lost or cancelled (with its
-- payout); pending, won, lost and cancelled bets never change. Only pending bets are ever deleted.
-- Applies to every role, the owner included.
create function public.check_bet_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.status <> 'pending' then
      raise exception using errcode = '42501', message = 'Only a pending bet can be deleted';
    end if;
    return old;
  end if;
  if (to_jsonb(new) - 'status' - 'payout') <> (to_jsonb(old) - 'status' - 'payout') then
    raise exception using errcode = '23514', message = 'A bet''s terms never change';
  end if;
  if (new.status, new.payout) is distinct from (old.status, old.payout)
    and not (old.status = 'validated' and new.status in ('won', 'lost', 'cancelled')) then
    raise exception using errcode = '23514', message = format('A %s bet cannot become %s', old.status, new.status);
  end if;
  return new;
end;
$$;

create trigger bets_check_change
  before update or delete on public.bets
  for each row execute function public.check_bet_change();

revoke all on function public.check_bet_change(), public.refuse_ticket_change() from public, anon, authenticated, service_role;

create function public.new_ticket_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  hex text := replace(gen_random_uuid()::text, '-', '');
  -- A version-4 UUID's first 12 hex digits and the 3 after its version digit are random: 60 bits.
  bits bigint := ('x' || lpad(substr(hex, 1, 12) || substr(hex, 14, 3), 16, '0'))::bit(64)::bigint;
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  chars text := '';
begin
  for i in reverse 11..0 loop
    chars := chars || substr(alphabet, ((bits >> (5 * i)) & 31)::integer + 1, 1);
  end loop;
  return 'LA-' || substr(chars, 1, 4) || '-' || substr(chars, 5, 4) || '-' || substr(chars, 9, 4);
end;
$$;

revoke all on function public.new_ticket_code() from public, anon, authenticated, service_role;

-- What a placed ticket answers, first time or repeated: the ticket and the play balance right after it.
create function public.ticket_receipt(p_ticket_id uuid, p_txn_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('ticket_id', t.id, 'code', t.code, 'placed_at', t.placed_at, 'total_stake', t.total_stake)
    || public.balances_after(p_txn_id)
  from public.tickets as t
  where t.id = p_ticket_id;
$$;

revoke all on function public.ticket_receipt(uuid, uuid) from public, anon, authenticated, service_role;

-- An error naming the basket item (0-based index) that the database refuses.
create function public.refuse_item(p_code text, p_index integer, p_detail jsonb)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', message = p_code, detail = (jsonb_build_object('index', p_index) || p_detail)::text;
end;
$$;

revoke all on function public.refuse_item(text, integer, jsonb) from public, anon, authenticated, service_role;

-- Buys the basket: items are bet rows as the bets insert takes them (src/api betRowOf). All or
-- nothing: each item checked as a bet (the bets constraints and check_new_bet), its draw open by the
-- database's clock, the player's limits and play balance; then one ticket, its bets 'validated' and
-- one 'stake' ledger transaction. The same idempotency key again returns the same ticket.
create function public.place_bets(items jsonb, idempotency_key uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  allowed_keys constant text[] := array['bet_type', 'bet_option', 'game_mode', 'country', 'draw_day', 'draw_time', 'draw_at',
    'combinations', 'base_stake', 'total_stake', 'potential_win', 'potential_mac_win'];
  me public.profiles;
  prior public.ledger_transactions;
  ticket public.tickets;
  item jsonb;
  bet public.bets;
  placed public.bets[] := '{}';
  draw public.draws;
  draw_ids uuid[] := '{}';
  total bigint := 0;
  n_items integer;
  attempts integer := 0;
  txn uuid;
begin
  perform public.check_idempotency_key(place_bets.idempotency_key);
  me := public.lock_player();

  select * into prior from public.ledger_transactions as t where t.player_id = me.id and t.idempotency_key = place_bets.idempotency_key;
  if found then
    select * into ticket from public.tickets as t where prior.kind = 'stake' and 'ticket:' || t.id = prior.reference;
    if not found or jsonb_typeof(items) is distinct from 'array'
      or jsonb_array_length(items) <> (select count(*) from public.bets as b where b.ticket_id = ticket.id)
      or ticket.total_stake is distinct from (
        select sum((i.value ->> 'total_stake')::numeric) from jsonb_array_elements(items) as i
        where jsonb_typeof(i.value -> 'total_stake') = 'number'
      ) then
      perform public.refuse_reused_key(place_bets.idempotency_key);
    end if;
    return public.ticket_receipt(ticket.id, prior.id);
  end if;
  if exists (select 1 from public.payments as p where p.player_id = me.id and p.idempotency_key = place_bets.idempotency_key) then
    perform public.refuse_reused_key(place_bets.idempotency_key);
  end if;

  if jsonb_typeof(items) is distinct from 'array' or jsonb_array_length(items) not between 1 and 100 then
    raise exception using errcode = 'P0001', message = 'invalid_bet', detail = '{"index": null, "reason": "items"}';
  end if;
  n_items := jsonb_array_length(items);

  -- Each item as a bet row, and its draw, locked against closing until this transaction ends.
  for i in 0 .. n_items - 1 loop
    item := items -> i;
    if jsonb_typeof(item) <> 'object' or exists (select 1 from jsonb_object_keys(item) as k(name) where k.name <> all (allowed_keys)) then
      perform public.refuse_item('invalid_bet', i, '{"reason": "shape"}');
    end if;
    begin
      bet := jsonb_populate_record(null::public.bets, item);
      total := total + bet.total_stake;
    exception when data_exception then
      perform public.refuse_item('invalid_bet', i, jsonb_build_object('reason', sqlerrm));
    end;
    select * into draw from public.draws as d where d.country = bet.country and d.draw_at = bet.draw_at for share;
    if not found then
      if public.is_scheduled_draw(bet.country, bet.draw_day, bet.draw_time)
        and public.draw_instant_matches(bet.country, bet.draw_day, bet.draw_time, bet.draw_at) then
        perform public.refuse_item('draw_closed', i, jsonb_build_object('country', bet.country, 'draw_day', bet.draw_day,
          'draw_time', bet.draw_time, 'draw_at', bet.draw_at, 'status', null));
      end if;
      perform public.refuse_item('invalid_bet', i, '{"reason": "draw"}');
    end if;
    if draw.status <> 'open' or draw.draw_at <= now() then
      perform public.refuse_item('draw_closed', i, jsonb_build_object('country', draw.country, 'draw_day', draw.draw_day,
        'draw_time', draw.draw_time, 'draw_at', draw.draw_at, 'status', draw.status));
    end if;
    placed := placed || bet;
    draw_ids := draw_ids || draw.id;
  end loop;

  loop
    begin
      insert into public.tickets (code, player_id, total_stake)
      values (public.new_ticket_code(), me.id, greatest(total, 1))
      returning * into ticket;
      exit;
    exception when unique_violation then
      attempts := attempts + 1;
      if attempts >= 3 then
        raise;
      end if;
    end;
  end loop;

  for i in 0 .. n_items - 1 loop
    bet := placed[i + 1];
    begin
      insert into public.bets (user_id, status, ticket_id, ticket_position, draw_id, bet_type, bet_option, game_mode, country,
        draw_day, draw_time, draw_at, combinations, base_stake, total_stake, potential_win, potential_mac_win)
      values (me.id, 'validated', ticket.id, i, draw_ids[i + 1], bet.bet_type, bet.bet_option, bet.game_mode, bet.country,
        bet.draw_day, bet.draw_time, bet.draw_at, bet.combinations, bet.base_stake, bet.total_stake, bet.potential_win, bet.potential_mac_win);
    exception when integrity_constraint_violation or data_exception then
      perform public.refuse_item('invalid_bet', i, jsonb_build_object('reason', sqlerrm));
    end;
  end loop;

  perform public.check_play_allowed(me.id, 'stake', total);
  perform public.check_funds(me.balance, total, 'play');
  txn := public.post_ledger_transaction(me.id, 'stake', 'ticket:' || ticket.id, place_bets.idempotency_key,
    jsonb_build_object('player_play', -total, 'house', total));
  return public.ticket_receipt(ticket.id, txn);
end;
$$;

revoke all on function public.place_bets(jsonb, uuid) from public, anon, authenticated, service_role;
grant execute on function public.place_bets(jsonb, uuid) to authenticated;

-- A ticket's status from its bets' statuses: 'pending' while a bet awaits its draw, then 'won' if any
-- bet won, 'refunded' if every bet was cancelled, else 'lost'.
create function public.ticket_status(statuses text[])
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when 'validated' = any (statuses) then 'pending'
    when 'won' = any (statuses) then 'won'
    when statuses <@ array['cancelled'] then 'refunded'
    else 'lost'
  end;
$$;

revoke all on function public.ticket_status(text[]) from public, anon, authenticated, service_role;
grant execute on function public.ticket_status(text[]) to anon, authenticated, service_role;

-- 'Mes tickets': each ticket with its status, payout and number of bets. security_invoker: a player
-- sees only their own (RLS of tickets and bets).
create view public.ticket_summaries with (security_invoker = true) as
select
  t.id,
  t.code,
  t.player_id,
  t.placed_at,
  t.total_stake,
  public.ticket_status(array_agg(b.status)) as status,
  sum(b.payout)::bigint as total_payout,
  count(b.id)::integer as bet_count
from public.tickets as t
join public.bets as b on b.ticket_id = t.id
group by t.id;

revoke all on table public.ticket_summaries from anon, authenticated, service_role;
grant select on table public.ticket_summaries to authenticated, service_role;

-- A ticket as anyone holding its code may see it: its bets, their draws (numbers once confirmed),
-- statuses and payouts; never who placed it. The code is read leniently (case, spaces, dashes,
-- Crockford's I/L → 1 and O → 0). null for an unknown code.
create function public.verify_ticket(code text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  typed text := upper(regexp_replace(coalesce(verify_ticket.code, ''), '[^0-9A-Za-z]', '', 'g'));
  chars text := translate(substr(typed, 3), 'ILO', '110');
  ticket public.tickets;
  lines jsonb;
begin
  if left(typed, 2) <> 'LA' or chars !~ '^[0-9A-HJKMNP-TV-Z]{12}$' then
    return null;
  end if;
  select * into ticket from public.tickets as t
  where t.code = 'LA-' || substr(chars, 1, 4) || '-' || substr(chars, 5, 4) || '-' || substr(chars, 9, 4);
  if not found then
    return null;
  end if;
  select jsonb_agg(jsonb_build_object(
      'bet_type', b.bet_type, 'bet_option', b.bet_option, 'game_mode', b.game_mode,
      'combinations', b.combinations, 'base_stake', b.base_stake, 'total_stake', b.total_stake,
      'potential_win', b.potential_win, 'potential_mac_win', b.potential_mac_win,
      'status', b.status, 'payout', b.payout,
      'draw', jsonb_build_object(
        'country', d.country, 'draw_day', d.draw_day, 'draw_time', d.draw_time, 'draw_at', d.draw_at, 'status', d.status,
        'winning_numbers', case when d.status in ('drawn', 'settled') then to_jsonb(d.winning_numbers) end,
        'machine_numbers', case when d.status in ('drawn', 'settled') then to_jsonb(d.machine_numbers) end
      )
    ) order by b.ticket_position)
  into lines
  from public.bets as b
  join public.draws as d on d.id = b.draw_id
  where b.ticket_id = ticket.id;
  return jsonb_build_object(
    'code', ticket.code,
    'placed_at', ticket.placed_at,
    'total_stake', ticket.total_stake,
    'status', public.ticket_status((select array_agg(b.status) from public.bets as b where b.ticket_id = ticket.id)),
    'total_payout', (select sum(b.payout) from public.bets as b where b.ticket_id = ticket.id),
    'bets', coalesce(lines, '[]'::jsonb)
  );
end;
$$;

revoke all on function public.verify_ticket(text) from public, anon, authenticated, service_role;
grant execute on function public.verify_ticket(text) to anon, authenticated, service_role;
