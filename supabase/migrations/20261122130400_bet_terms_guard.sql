-- The bets guards of 20261122130200_settle_draw.sql, cheaper for settlement, same rules. Comparing every
-- changed row's terms (its combinations above all) cost settle_draw a third of its time, although
-- settlement never names a term. So a bet's terms are checked by a row trigger that fires only for an
-- UPDATE naming one of them (PostgreSQL fires `update of <columns>` triggers on the columns an UPDATE
-- sets), and the statement-level check keeps the moves of status and payout. A test compares the
-- trigger's columns with the table's, so a column added later is guarded too.

create function public.check_bet_terms()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  terms public.bets := new;
begin
  terms.status := old.status;
  terms.payout := old.payout;
  if terms is distinct from old then
    raise exception using errcode = '23514', message = 'A bet''s terms never change';
  end if;
  return new;
end;
$$;

revoke all on function public.check_bet_terms() from public, anon, authenticated, service_role;

create trigger bets_terms_unchanged
  before update of id, user_id, created_at, bet_type, bet_option, game_mode, country, draw_day, draw_time, draw_at,
    combinations, base_stake, total_stake, potential_win, potential_mac_win, ticket_id, ticket_position, draw_id
  on public.bets
  for each row execute function public.check_bet_terms();

-- Only a validated bet moves: to won or lost while its draw is drawn (inside settle_draw), to cancelled
-- once its draw is cancelled. Checked once per UPDATE statement over every row it changed.
create or replace function public.check_bets_moved()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  wrong record;
begin
  select o.status as was, n.status as becomes, d.status as draw_status
  into wrong
  from moved_old as o
  join moved_new as n on n.id = o.id
  left join public.draws as d on d.id = n.draw_id
  where (n.status, n.payout) is distinct from (o.status, o.payout)
    and (o.status <> 'validated' or n.status not in ('won', 'lost', 'cancelled')
      or d.status is distinct from (case when n.status = 'cancelled' then 'cancelled' else 'drawn' end));
  -- (No LIMIT: with one, the planner joins the two transition tables by a nested loop.)
  if not found then
    return null;
  end if;
  if wrong.was <> 'validated' or wrong.becomes not in ('won', 'lost', 'cancelled') then
    raise exception using errcode = '23514', message = format('A %s bet cannot become %s', wrong.was, wrong.becomes);
  end if;
  raise exception using errcode = '23514', message = format('Only settlement makes a bet %s (its draw is %s)', wrong.becomes, wrong.draw_status);
end;
$$;

-- Likewise bets_draw_scheduled: a CHECK calling is_scheduled_draw (a function with its own search_path,
-- so never inlined) ran again on every settled bet, half of settle_draw's time. A bet's draw never
-- changes; it is checked when the bet is written, with the same error.
alter table public.bets drop constraint bets_draw_scheduled;

create function public.check_bet_draw_scheduled()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.is_scheduled_draw(new.country, new.draw_day, new.draw_time) then
    raise exception using errcode = '23514', constraint = 'bets_draw_scheduled', table = 'bets', schema = 'public',
      message = 'new row for relation "bets" violates check constraint "bets_draw_scheduled"';
  end if;
  return new;
end;
$$;

revoke all on function public.check_bet_draw_scheduled() from public, anon, authenticated, service_role;

create trigger bets_draw_scheduled_checked
  before insert or update of country, draw_day, draw_time on public.bets
  for each row execute function public.check_bet_draw_scheduled();
