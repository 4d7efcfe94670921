-- Issue 40, the operator's desk (DESIGN §12) beside the draws: reports computed from the ledger, read-only
-- support look-ups (each one audited), the audit trail as operators read it, and the evidence of each result
-- (where it came from, when it was recorded and confirmed, by which role: never a name, an e-mail or an id).
-- docs/decisions.md, 'The operator's desk: reports, look-ups, audit trail, evidence (issue 40)'.

-- 1. When a result was confirmed. The confirmation is the transition to 'drawn' (an operator confirming
-- another's draft, or the system recording and confirming at once); this trigger stamps it, with the
-- transaction's instant (the audit row of the confirmation carries the same one), and nothing changes it after.
alter table public.draws add column confirmed_at timestamptz;

-- Draws confirmed before this migration: their audit row's instant, or for the system's draws (recorded and
-- confirmed in one transaction) the recording's. A settled draw is final to the status machine, which this one
-- backfill goes around.
alter table public.draws disable trigger draws_status_machine;
update public.draws as d
set confirmed_at = coalesce(
  (select min(a.at) from public.operator_audit as a where a.draw_id = d.id and a.action = 'confirm'),
  case when d.recorded_by is null then d.recorded_at end)
where d.status in ('drawn', 'settled') and d.confirmed_at is null;
alter table public.draws enable trigger draws_status_machine;

create function public.stamp_draw_confirmation()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'drawn' and old.status is distinct from 'drawn' then
    new.confirmed_at := now();
  elsif new.confirmed_at is distinct from old.confirmed_at then
    raise exception using errcode = '23514', message = 'A draw''s confirmation instant is its confirmation''s, and never changes';
  end if;
  return new;
end;
$$;

revoke all on function public.stamp_draw_confirmation() from public, anon, authenticated, service_role;

create trigger draws_confirmed_at
  before update on public.draws
  for each row execute function public.stamp_draw_confirmation();

-- 2. Draw evidence for players. The results (anyone, signed in or not) carry it as columns of draw_results;
-- a verified ticket carries it in each bet's draw. The roles are 'operator' or 'system', from whether an
-- account recorded or confirmed; the accounts themselves are never named.
create or replace view public.draw_results with (security_invoker = true) as
select
  d.id, d.country, d.draw_day, d.draw_time, d.draw_at,
  ((d.draw_at at time zone public.draw_time_zone(d.country)) - make_interval(hours => rtrim(d.draw_time, 'h')::integer))::date as draw_date,
  d.winning_numbers, d.machine_numbers, d.settled_at, d.status,
  d.source, d.recorded_at, d.confirmed_at,
  case when d.recorded_by is null then 'system' else 'operator' end as recorded_by_role,
  case when d.confirmed_by is null then 'system' else 'operator' end as confirmed_by_role
from public.draws as d
where d.status in ('drawn', 'settled');

create or replace function public.verify_ticket(code text)
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
        'machine_numbers', case when d.status in ('drawn', 'settled') then to_jsonb(d.machine_numbers) end,
        'evidence', case when d.status in ('drawn', 'settled') then jsonb_build_object(
          'source', d.source, 'recorded_at', d.recorded_at, 'confirmed_at', d.confirmed_at,
          'recorded_by', case when d.recorded_by is null then 'system' else 'operator' end,
          'confirmed_by', case when d.confirmed_by is null then 'system' else 'operator' end) end
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

-- 3. Reports from the ledger. A ticket's stake is one 'stake' transaction referenced 'ticket:<id>' (a ticket
-- may hold bets on several draws: its amount is shared among them by its bets' stakes, which add up to it);
-- payouts and refunds are one transaction per player and draw, referenced 'draw:<id>'. This index finds a
-- ticket's stake transaction by its reference, as the once-per-draw index finds payouts and refunds.
create index ledger_transactions_stake_reference_idx on public.ledger_transactions (reference) where kind = 'stake';

-- One row per draw of the range (the draw's date in its country, a '24h' draw on the day it ends, as the
-- results say) that has money on it: stakes (as sold, refunded ones included), payouts, refunds, gross gaming
-- revenue = stakes − refunds − payouts (the house's net: Σ of its ledger entries for these transactions),
-- tickets and players (distinct stake transactions, and their players). At most 366 days.
create function public.operator_report(p_from date, p_to date, p_country text default null)
returns table (
  day date, country text, draw_id uuid, draw_day text, draw_time text, draw_at timestamptz, draw_status text,
  stakes bigint, payouts bigint, refunds bigint, ggr bigint, tickets integer, players integer
)
language plpgsql
stable
security definer
set search_path = ''
-- (hashes of a draw's tickets in memory: a draw of 200 000 bets needs some 30 MB)
set work_mem = '64MB'
as $$
#variable_conflict use_column
begin
  perform public.require_operator();
  if p_from is null or p_to is null then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "range", "reason": "missing"}';
  end if;
  if p_to < p_from then
    raise exception using errcode = 'P0001', message = 'invalid_request',
      detail = jsonb_build_object('field', 'range', 'reason', 'reversed', 'from', p_from, 'to', p_to)::text;
  end if;
  if p_to - p_from + 1 > 366 then
    raise exception using errcode = 'P0001', message = 'invalid_request',
      detail = jsonb_build_object('field', 'range', 'reason', 'too_long', 'max_days', 366, 'days', p_to - p_from + 1)::text;
  end if;
  if p_country is not null and public.draw_time_zone(p_country) is null then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "country"}';
  end if;

  return query
  with in_range as materialized (
    -- The instants around the dates (every country is within a few hours of UTC), then the exact date.
    select r.* from (
      select d.id, d.country, d.draw_day, d.draw_time, d.draw_at, d.status,
        ((d.draw_at at time zone public.draw_time_zone(d.country)) - make_interval(hours => rtrim(d.draw_time, 'h')::integer))::date as draw_date
      from public.draws as d
      where d.draw_at >= (p_from - 1)::timestamp at time zone 'UTC' and d.draw_at < (p_to + 3)::timestamp at time zone 'UTC'
        and (p_country is null or d.country = p_country)
    ) as r
    where r.draw_date between p_from and p_to
  ), placed as materialized (
    -- each ticket's part on each draw: its bets' stakes there (the draws' ids as an array: an index scan of the bets)
    select b.draw_id, b.ticket_id, sum(b.total_stake) as part
    from public.bets as b
    where b.draw_id = any (array(select x.id from in_range as x)) and b.status <> 'pending'
    group by b.draw_id, b.ticket_id
  ), staked as (
    -- the ticket's stake transaction, its amount to the house shared by the ticket's bets (tickets.total_stake is
    -- their sum, written with them by place_bets and never changed)
    select p.draw_id, t.player_id, round(e.amount::numeric * p.part / tk.total_stake) as stake
    from placed as p
    join public.tickets as tk on tk.id = p.ticket_id
    join public.ledger_transactions as t on t.kind = 'stake' and t.reference = 'ticket:' || p.ticket_id
    join public.ledger_entries as e on e.txn_id = t.id and e.account = 'house'
  ), stakes_by_draw as materialized (
    select s.draw_id, sum(s.stake) as stakes, count(*) as tickets, count(distinct s.player_id) as players
    from staked as s
    group by s.draw_id
  ), moves_by_draw as materialized (
    -- (materialized: computed once, not once per draw of the range)
    select t.reference,
      sum(-e.amount) filter (where t.kind = 'payout') as payouts,
      sum(-e.amount) filter (where t.kind = 'refund') as refunds
    from public.ledger_transactions as t
    join public.ledger_entries as e on e.txn_id = t.id and e.account = 'house'
    where t.kind in ('payout', 'refund') and t.reference like 'draw:%'
      and t.reference = any (array(select 'draw:' || x.id from in_range as x))
    group by t.reference
  )
  select x.draw_date, x.country, x.id, x.draw_day, x.draw_time, x.draw_at, x.status,
    coalesce(s.stakes, 0)::bigint, coalesce(m.payouts, 0)::bigint, coalesce(m.refunds, 0)::bigint,
    (coalesce(s.stakes, 0) - coalesce(m.refunds, 0) - coalesce(m.payouts, 0))::bigint,
    coalesce(s.tickets, 0)::integer, coalesce(s.players, 0)::integer
  from in_range as x
  left join stakes_by_draw as s on s.draw_id = x.id
  left join moves_by_draw as m on m.reference = 'draw:' || x.id
  where s.draw_id is not null or m.reference is not null
  order by x.draw_date, x.country, x.draw_at;
end;
$$;

-- 4. Support look-ups: read only, operators only, and each one that finds a player is written to the audit
-- trail (who looked at whom, when, by what). One that finds nobody is not: it has no subject and discloses
-- nothing the public API does not (verify_ticket, sign-up's username_taken).

-- A ticket as support reads it: its bets, each with its draw.
create function public.support_ticket_json(p_ticket_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'ticket_id', t.id, 'code', t.code, 'placed_at', t.placed_at, 'total_stake', t.total_stake,
    'status', public.ticket_status(array_agg(b.status)),
    'total_payout', sum(b.payout),
    'bets', jsonb_agg(jsonb_build_object(
      'position', b.ticket_position, 'bet_type', b.bet_type, 'bet_option', b.bet_option, 'game_mode', b.game_mode,
      'combinations', b.combinations, 'base_stake', b.base_stake, 'total_stake', b.total_stake,
      'potential_win', b.potential_win, 'potential_mac_win', b.potential_mac_win, 'status', b.status, 'payout', b.payout,
      'draw', jsonb_build_object('draw_id', d.id, 'country', d.country, 'draw_day', d.draw_day, 'draw_time', d.draw_time,
        'draw_at', d.draw_at, 'status', d.status,
        'winning_numbers', case when d.status in ('drawn', 'settled') then to_jsonb(d.winning_numbers) end,
        'machine_numbers', case when d.status in ('drawn', 'settled') then to_jsonb(d.machine_numbers) end)
    ) order by b.ticket_position)
  )
  from public.tickets as t
  join public.bets as b on b.ticket_id = t.id
  join public.draws as d on d.id = b.draw_id
  where t.id = p_ticket_id
  group by t.id;
$$;

-- Everything support sees of a player: profile and balances (with the ledger's sums beside them), the latest
-- 20 tickets and payments (and how many in all), limits and exclusions, the latest 50 ledger transactions.
create function public.support_player_summary(p_player_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'player', jsonb_build_object('player_id', p.id, 'username', p.username, 'country', p.country, 'created_at', p.created_at,
      'balance', p.balance, 'winnings', p.winnings),
    'ledger_totals', (
      select jsonb_build_object(
        'play', coalesce(sum(e.amount) filter (where e.account = 'player_play'), 0),
        'winnings', coalesce(sum(e.amount) filter (where e.account = 'player_winnings'), 0))
      from public.ledger_transactions as t
      join public.ledger_entries as e on e.txn_id = t.id
      where t.player_id = p.id),
    'ticket_count', (select count(*) from public.tickets as t where t.player_id = p.id),
    'tickets', coalesce((
      select jsonb_agg(public.support_ticket_json(t.id) order by t.placed_at desc, t.id desc)
      from (select t.id, t.placed_at from public.tickets as t where t.player_id = p.id order by t.placed_at desc, t.id desc limit 20) as t), '[]'),
    'payment_count', (select count(*) from public.payments as x where x.player_id = p.id),
    'payments', coalesce((
      select jsonb_agg(jsonb_build_object(
          'payment_id', x.id, 'direction', x.direction, 'provider', x.provider, 'phone', x.phone, 'amount', x.amount,
          'status', x.status, 'failure_reason', x.failure_reason, 'provider_reference', x.provider_reference,
          'created_at', x.created_at, 'updated_at', x.updated_at)
        order by x.created_at desc, x.id desc)
      from (select * from public.payments as x where x.player_id = p.id order by x.created_at desc, x.id desc limit 20) as x), '[]'),
    'limits', public.limits_status(p.id, public.player_time_zone(p.country)),
    'exclusion', public.running_exclusion(p.id),
    'exclusions', coalesce((
      select jsonb_agg(jsonb_build_object('duration', x.duration, 'started_at', x.started_at, 'ends_at', x.ends_at) order by x.started_at desc)
      from (select * from public.self_exclusions as x where x.player_id = p.id order by x.started_at desc limit 20) as x), '[]'),
    'ledger', coalesce((
      select jsonb_agg(jsonb_build_object(
          'seq', h.seq, 'kind', h.kind, 'reference', h.reference, 'created_at', h.created_at,
          'play_amount', h.play_amount, 'winnings_amount', h.winnings_amount, 'balance_after', h.balance_after, 'winnings_after', h.winnings_after)
        order by h.seq desc)
      from (select * from public.ledger_history as h where h.player_id = p.id order by h.seq desc limit 50) as h), '[]')
  )
  from public.profiles as p
  where p.id = p_player_id;
$$;

-- The player holding a ticket, by its code as typed (canonicalised as verify_ticket does), with that ticket.
create function public.support_find_ticket(p_code text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.require_operator();
  typed text := upper(regexp_replace(left(coalesce(p_code, ''), 100), '[^0-9A-Za-z]', '', 'g'));
  chars text := translate(substr(typed, 3), 'ILO', '110');
  canonical text;
  ticket public.tickets;
begin
  if left(typed, 2) <> 'LA' or chars !~ '^[0-9A-HJKMNP-TV-Z]{12}$' then
    return null;
  end if;
  canonical := 'LA-' || substr(chars, 1, 4) || '-' || substr(chars, 5, 4) || '-' || substr(chars, 9, 4);
  select * into ticket from public.tickets as t where t.code = canonical;
  if not found then
    return null;
  end if;
  insert into public.operator_audit (actor_id, actor, action, subject_player_id, details)
  values (me, public.operator_label(me), 'lookup', ticket.player_id, jsonb_build_object('by', 'ticket_code', 'query', canonical));
  return public.support_player_summary(ticket.player_id) || jsonb_build_object('ticket', public.support_ticket_json(ticket.id));
end;
$$;

-- A player by username, as sign-up compares them (NFC, case and accents folded by username_key).
create function public.support_find_player(p_username text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := public.require_operator();
  wanted text := normalize(btrim(left(coalesce(p_username, ''), 100)), nfc);
  player uuid;
begin
  if wanted = '' then
    return null;
  end if;
  select p.id into player from public.profiles as p where public.username_key(p.username) = public.username_key(wanted);
  if not found then
    return null;
  end if;
  insert into public.operator_audit (actor_id, actor, action, subject_player_id, details)
  values (me, public.operator_label(me), 'lookup', player, jsonb_build_object('by', 'username', 'query', wanted));
  return public.support_player_summary(player) || jsonb_build_object('ticket', null);
end;
$$;

-- 5. The audit trail as operators read it: newest first, a page at a time (p_before_id: the last id of the
-- previous page), filtered by action, by actor (a part of the e-mail, or 'système' / 'simulateur', any case)
-- and by instant (p_from ≤ at < p_to); with the draw and the subject player's username.
create function public.operator_audit_trail(
  p_action text default null, p_actor text default null, p_from timestamptz default null, p_to timestamptz default null,
  p_limit integer default 50, p_before_id bigint default null
)
returns table (
  id bigint, at timestamptz, actor text, action text,
  draw_id uuid, draw_country text, draw_day text, draw_time text, draw_at timestamptz,
  country text, subject_username text, details jsonb
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  wanted_actor text := lower(nullif(btrim(p_actor), ''));
begin
  perform public.require_operator();
  if p_action is not null and p_action not in ('close', 'record', 'confirm', 'settle', 'cancel', 'limit_change', 'lookup') then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "action"}';
  end if;
  if p_limit is not null and (p_limit < 1 or p_limit > 200) then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "limit", "max": 200}';
  end if;
  return query
  select a.id, a.at, a.actor, a.action, a.draw_id, d.country, d.draw_day, d.draw_time, d.draw_at, a.country, p.username, a.details
  from public.operator_audit as a
  left join public.draws as d on d.id = a.draw_id
  left join public.profiles as p on p.id = a.subject_player_id
  where (p_action is null or a.action = p_action)
    and (wanted_actor is null or strpos(lower(a.actor), wanted_actor) > 0)
    and (p_from is null or a.at >= p_from)
    and (p_to is null or a.at < p_to)
    and (p_before_id is null or a.id < p_before_id)
  order by a.id desc
  limit coalesce(p_limit, 50);
end;
$$;

revoke all on function public.support_ticket_json(uuid), public.support_player_summary(uuid) from public, anon, authenticated, service_role;
revoke all on function public.operator_report(date, date, text), public.support_find_ticket(text), public.support_find_player(text),
  public.operator_audit_trail(text, text, timestamptz, timestamptz, integer, bigint)
  from public, anon, authenticated, service_role;
grant execute on function public.operator_report(date, date, text), public.support_find_ticket(text), public.support_find_player(text),
  public.operator_audit_trail(text, text, timestamptz, timestamptz, integer, bigint)
  to authenticated;
