-- Settlement (DESIGN §9): settle_draw pays every bet of a drawn draw in one transaction, set-based,
-- and is the only way a bet becomes won or lost; cancelling a draw refunds its bets. Winnings and
-- refunds go through the ledger, one transaction per player per draw, so balance = Σ entries holds.

-- A draw pays (or refunds) each player at most once, whoever asks.
create unique index ledger_transactions_once_per_draw_idx on public.ledger_transactions (reference, kind, player_id)
  where kind in ('payout', 'refund') and reference like 'draw:%';

-- The house pays players, set-based: for each (player, amount > 0), one ledger transaction of `kind`
-- (house −amount, `account` +amount) and the player's balance or winnings moved with it. Callers hold
-- the players' profile row locks (lock_draw_players). Returns how many players were paid.
create function public.post_house_movements(p_kind text, p_reference text, p_account text, p_players uuid[], p_amounts bigint[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  moved integer;
begin
  if p_account not in ('player_play', 'player_winnings') then
    raise exception using errcode = '22023', message = format('The house pays into player_play or player_winnings, not %s', p_account);
  end if;
  with movement as (
    select m.player_id, m.amount from unnest(p_players, p_amounts) as m(player_id, amount) where m.amount > 0
  ), txn as (
    insert into public.ledger_transactions (player_id, kind, reference)
    select movement.player_id, p_kind, p_reference from movement order by movement.player_id
    returning id, player_id
  ), entries as (
    insert into public.ledger_entries (txn_id, account, amount)
    select txn.id, e.account, e.amount
    from txn
    join movement on movement.player_id = txn.player_id
    cross join lateral (values (p_account, movement.amount), ('house', -movement.amount)) as e(account, amount)
  )
  update public.profiles as p
  set balance = p.balance + case when p_account = 'player_play' then movement.amount else 0 end,
    winnings = p.winnings + case when p_account = 'player_winnings' then movement.amount else 0 end
  from movement
  where p.id = movement.player_id;
  get diagnostics moved = row_count;
  return moved;
end;
$$;

revoke all on function public.post_house_movements(text, text, text, uuid[], bigint[]) from public, anon, authenticated, service_role;

-- Locks, in id order, the profiles of every player with a bet awaiting this draw. Money functions lock
-- a player's profile first (lock_player) and place_bets then share-locks the draw; settling and
-- cancelling take the same order (profiles, then the draw), so they never deadlock with a sale.
create function public.lock_draw_players(p_draw_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.profiles as p
  where p.id in (select b.user_id from public.bets as b where b.draw_id = p_draw_id and b.status = 'validated')
  order by p.id
  for update of p;
end;
$$;

revoke all on function public.lock_draw_players(uuid) from public, anon, authenticated, service_role;

-- A draw and what it did: its result, how many bets it has and how they ended, what it paid and refunded.
create function public.draw_outcome(p_draw_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'draw_id', d.id, 'country', d.country, 'draw_day', d.draw_day, 'draw_time', d.draw_time, 'draw_at', d.draw_at,
    'status', d.status, 'winning_numbers', d.winning_numbers, 'machine_numbers', d.machine_numbers, 'source', d.source,
    'settled_at', d.settled_at,
    'bets', count(b.id),
    'won', count(b.id) filter (where b.status = 'won'),
    'lost', count(b.id) filter (where b.status = 'lost'),
    'cancelled', count(b.id) filter (where b.status = 'cancelled'),
    'total_payout', coalesce(sum(b.payout), 0),
    'total_refund', coalesce(sum(b.total_stake) filter (where b.status = 'cancelled'), 0)
  )
  from public.draws as d
  left join public.bets as b on b.draw_id = d.id
  where d.id = p_draw_id
  group by d.id;
$$;

revoke all on function public.draw_outcome(uuid) from public, anon, authenticated, service_role;

create function public.refuse_draw(p_code text, p_draw public.draws, p_detail jsonb)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', message = p_code,
    detail = (jsonb_build_object('draw_id', p_draw.id, 'status', p_draw.status) || coalesce(p_detail, '{}'))::text;
end;
$$;

revoke all on function public.refuse_draw(text, public.draws, jsonb) from public, anon, authenticated, service_role;

-- Settles a drawn draw (DESIGN §9): every validated bet on it becomes won (with its payout) or lost
-- (payout 0) by bet_payout_on, in one statement; each winner's winnings are credited by one 'payout'
-- ledger transaction (reference 'draw:<id>'); the draw becomes settled. Idempotent: a settled draw
-- answers its outcome again with paid 0. Returns draw_outcome plus 'paid', what this call paid.
create function public.settle_draw(draw_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  draw public.draws;
  players uuid[];
  amounts bigint[];
  paid bigint;
begin
  select * into draw from public.draws as d where d.id = settle_draw.draw_id;
  if not found then
    raise exception using errcode = 'P0001', message = 'not_found', detail = jsonb_build_object('draw_id', settle_draw.draw_id)::text;
  end if;
  if draw.status <> 'settled' then
    perform public.lock_draw_players(draw.id);
    select * into draw from public.draws as d where d.id = settle_draw.draw_id for update;
  end if;
  if draw.status = 'settled' then
    return public.draw_outcome(draw.id) || '{"paid": 0}';
  end if;
  if draw.status <> 'drawn' then
    perform public.refuse_draw('invalid_state', draw, '{"reason": "not_drawn"}');
  end if;

  with patterns as materialized (
    select p.* from public.draw_line_patterns(draw.winning_numbers, draw.machine_numbers) as p
  ), outcome as (
    select b.id, s.payout
    from public.bets as b
    join patterns as p on p.bet_option = b.bet_option
    cross join lateral public.bet_payout_on(b.bet_type, b.game_mode, b.bet_option, b.base_stake, b.combinations,
      p.win_pattern, p.machine_pattern, p.mac_pattern) as s
    where b.draw_id = draw.id and b.status = 'validated'
  ), settled as (
    update public.bets as b
    set status = case when outcome.payout > 0 then 'won' else 'lost' end, payout = outcome.payout
    from outcome
    where b.id = outcome.id
    returning b.user_id, b.payout
  ), winners as (
    select settled.user_id, sum(settled.payout)::bigint as total from settled where settled.payout > 0 group by settled.user_id
  )
  select coalesce(array_agg(w.user_id order by w.user_id), '{}'), coalesce(array_agg(w.total order by w.user_id), '{}'), coalesce(sum(w.total), 0)
  into players, amounts, paid
  from winners as w;

  perform public.post_house_movements('payout', 'draw:' || draw.id, 'player_winnings', players, amounts);
  update public.draws as d set status = 'settled', settled_at = now() where d.id = draw.id;
  return public.draw_outcome(draw.id) || jsonb_build_object('paid', paid);
end;
$$;

revoke all on function public.settle_draw(uuid) from public, anon, authenticated, service_role;
grant execute on function public.settle_draw(uuid) to service_role;

-- A bet's terms never change; only a validated bet moves, and only as settlement moves it: to won or
-- lost while its draw is drawn (inside settle_draw's transaction: confirmation and the system draw
-- settle at once, so 'drawn' is never seen committed), to cancelled once its draw is cancelled.
-- Pending, won, lost and cancelled bets never change; only pending bets are deleted. Every role.
-- Checked once per statement over all the rows it changed (a row trigger cost settle_draw a query per
-- bet); deletes keep the row trigger of 20261122120100_tickets.sql.
create or replace function public.check_bet_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status <> 'pending' then
    raise exception using errcode = '42501', message = 'Only a pending bet can be deleted';
  end if;
  return old;
end;
$$;

drop trigger bets_check_change on public.bets;
create trigger bets_check_delete
  before delete on public.bets
  for each row execute function public.check_bet_change();

create function public.check_bets_moved()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  wrong record;
begin
  if exists (select 1 from moved_new as n where not exists (select 1 from moved_old as o where o.id = n.id)) then
    raise exception using errcode = '23514', message = 'A bet''s terms never change';
  end if;
  select o.status as was, n.status as becomes, d.status as draw_status,
    pg_catalog.jsonb_populate_record(n, pg_catalog.jsonb_build_object('status', o.status, 'payout', o.payout)) is distinct from o as terms_changed
  into wrong
  from moved_old as o
  join moved_new as n on n.id = o.id
  left join public.draws as d on d.id = n.draw_id
  where pg_catalog.jsonb_populate_record(n, pg_catalog.jsonb_build_object('status', o.status, 'payout', o.payout)) is distinct from o
    or ((n.status, n.payout) is distinct from (o.status, o.payout) and (
      o.status <> 'validated' or n.status not in ('won', 'lost', 'cancelled')
      or d.status is distinct from (case when n.status = 'cancelled' then 'cancelled' else 'drawn' end)));
  -- (No LIMIT: with one, the planner joins the two transition tables by a nested loop.)
  if not found then
    return null;
  end if;
  if wrong.terms_changed then
    raise exception using errcode = '23514', message = 'A bet''s terms never change';
  end if;
  if wrong.was <> 'validated' or wrong.becomes not in ('won', 'lost', 'cancelled') then
    raise exception using errcode = '23514', message = format('A %s bet cannot become %s', wrong.was, wrong.becomes);
  end if;
  raise exception using errcode = '23514', message = format('Only settlement makes a bet %s (its draw is %s)', wrong.becomes, wrong.draw_status);
end;
$$;
create trigger bets_moves_checked after update on public.bets referencing old table as moved_old new table as moved_new
  for each statement execute function public.check_bets_moved();

revoke all on function public.check_bets_moved() from public, anon, authenticated, service_role;

-- A CHECK constraint is evaluated again on every UPDATE of its row, and bets_combinations_valid reads
-- every ball of every line: settling 10 000 bets spent most of its time re-checking combinations
-- that never change (check_bets_moved). They are checked once, when the bet is written, with the same
-- error (check_violation, the constraint's name).
alter table public.bets drop constraint bets_combinations_valid;

create function public.check_bet_combinations()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.bet_combinations_valid(new.combinations, public.bet_combination_size(new.bet_type)) then
    raise exception using errcode = '23514', constraint = 'bets_combinations_valid', table = 'bets', schema = 'public',
      message = 'new row for relation "bets" violates check constraint "bets_combinations_valid"';
  end if;
  return new;
end;
$$;

revoke all on function public.check_bet_combinations() from public, anon, authenticated, service_role;

create trigger bets_combinations_checked
  before insert or update of combinations, bet_type on public.bets
  for each row execute function public.check_bet_combinations();

-- The service role reads bets but never writes them: a bet is placed by place_bets (paid) and moved by
-- settlement (paid out); an inserted validated bet would be a free ticket.
revoke insert, update, truncate on table public.bets from service_role;
grant update (status, payout) on table public.bets to service_role;

-- Draws: open → closed → drawn → settled, or open/closed → cancelled (20261122120000_draws.sql), and
-- now a drawn draw names its source and time, and its result never changes after (the functions write
-- it on closed → drawn; drafts wait in draw_result_drafts).
create or replace function public.check_draw_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    raise exception using errcode = '42501', message = 'draws are never deleted';
  end if;
  if (new.id, new.country, new.draw_day, new.draw_time, new.draw_at) is distinct from (old.id, old.country, old.draw_day, old.draw_time, old.draw_at) then
    raise exception using errcode = '23514', message = 'A draw''s country and instant never change';
  end if;
  if old.status in ('settled', 'cancelled') then
    raise exception using errcode = '23514', message = format('A %s draw is final', old.status);
  end if;
  if new.status <> old.status and not (
    (old.status = 'open' and new.status in ('closed', 'cancelled'))
    or (old.status = 'closed' and new.status in ('drawn', 'cancelled'))
    or (old.status = 'drawn' and new.status = 'settled')
  ) then
    raise exception using errcode = '23514', message = format('A draw cannot go from %s to %s', old.status, new.status);
  end if;
  if (new.winning_numbers, new.machine_numbers, new.source, new.recorded_by, new.confirmed_by, new.recorded_at)
      is distinct from (old.winning_numbers, old.machine_numbers, old.source, old.recorded_by, old.confirmed_by, old.recorded_at)
    and old.status not in ('open', 'closed') then
    raise exception using errcode = '23514', message = 'A draw''s result never changes once it is drawn';
  end if;
  if new.status = 'drawn' and (new.source is null or new.recorded_at is null) then
    raise exception using errcode = '23514', message = 'A drawn draw names its source and when it was recorded';
  end if;
  return new;
end;
$$;

-- Deferred checks run at commit under the caller's role: an operator settling a draw cannot read the
-- players' ledger rows (RLS), so the ledger's balance check would see no entries. It reads as its owner.
alter function public.ledger_check_transaction() security definer;

-- At commit, a draw that became settled or cancelled has no bet left waiting, and the ledger paid or
-- refunded each player exactly what its bets say: no bet is won without its payout, nor paid twice.
create function public.check_draw_settlement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  mismatch jsonb;
begin
  if exists (select 1 from public.bets as b where b.draw_id = new.id and b.status = 'validated') then
    raise exception using errcode = '23514', message = format('A %s draw has no bet left to settle', new.status),
      detail = jsonb_build_object('draw_id', new.id)::text;
  end if;
  select to_jsonb(x) into mismatch
  from (
    select coalesce(b.user_id, l.player_id) as player_id, coalesce(b.paid, 0) as bets_paid, coalesce(l.paid, 0) as ledger_paid,
      coalesce(b.refunded, 0) as bets_refunded, coalesce(l.refunded, 0) as ledger_refunded
    from (
      select bet.user_id,
        sum(bet.payout) filter (where bet.status = 'won') as paid,
        sum(bet.total_stake) filter (where bet.status = 'cancelled') as refunded
      from public.bets as bet
      where bet.draw_id = new.id
      group by bet.user_id
    ) as b
    full join (
      select t.player_id,
        sum(e.amount) filter (where t.kind = 'payout' and e.account = 'player_winnings') as paid,
        sum(e.amount) filter (where t.kind = 'refund' and e.account = 'player_play') as refunded
      from public.ledger_transactions as t
      join public.ledger_entries as e on e.txn_id = t.id
      where t.reference = 'draw:' || new.id and t.kind in ('payout', 'refund')
      group by t.player_id
    ) as l on l.player_id = b.user_id
    where coalesce(b.paid, 0) <> coalesce(l.paid, 0) or coalesce(b.refunded, 0) <> coalesce(l.refunded, 0)
    limit 1
  ) as x;
  if mismatch is not null then
    raise exception using errcode = '23514', message = 'The ledger does not match the draw''s bets', detail = mismatch::text;
  end if;
  return null;
end;
$$;

create constraint trigger draws_settlement_matches_ledger
  after update on public.draws
  deferrable initially deferred
  for each row
  when (new.status in ('settled', 'cancelled') and old.status is distinct from new.status)
  execute function public.check_draw_settlement();

revoke all on function public.check_draw_settlement() from public, anon, authenticated, service_role;
