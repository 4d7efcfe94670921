-- Responsible gaming (DESIGN §10, issue 17): 18 or more, the player's country (whose calendar the
-- limits follow), stake and deposit limits per day, week and month, and self-exclusion. The database
-- decides: place_bets and start_recharge ask check_play_allowed, which refuses with self_excluded,
-- birth_date_required, underage or limit_reached (SQLSTATE P0001, JSON detail; docs/decisions.md,
-- "Responsible gaming"). Nobody loosens a limit before 24 h nor shortens an exclusion, through any API.

-- The date of birth and the country of residence, given at sign-up (or once, later, for accounts
-- created before this). Written only by the sign-up trigger and complete_player_profile().
alter table public.profiles
  add column birth_date date check (birth_date >= date '1900-01-01'),
  add column country text check (country in ('TG', 'BJ', 'CI', 'GH'));

-- The zone whose calendar a player's days, weeks and months follow: their country's. Without a
-- country yet, UTC+0 (Togo, Côte d'Ivoire and Ghana): the earliest date of the four countries, so an
-- age checked there is never reached early anywhere.
create function public.player_time_zone(country text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(public.draw_time_zone(country), 'Africa/Abidjan');
$$;

-- Whether someone born on `birth` is 18 or more on `today`. The 18th birthday of 29 February is
-- 1 March in a common year (src/game/age.ts, birthdayAt).
create function public.is_adult(birth date, today date)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  birthday date := (birth + interval '18 years')::date;
begin
  if extract(day from birthday) <> extract(day from birth) then
    birthday := birthday + 1;
  end if;
  return birthday <= today;
end;
$$;

-- A date of birth as the client sends it ('yyyy-mm-dd' text) and a country code, checked as the
-- register form checks them: raises birth_date_invalid (no such date, before 1900, in the future),
-- country_invalid, or underage; returns the date.
create function public.check_birth_date(p_birth_date text, p_country text)
returns date
language plpgsql
stable
set search_path = ''
as $$
declare
  birth date;
  today date := (now() at time zone public.player_time_zone(p_country))::date;
begin
  if p_country is not null and public.draw_time_zone(p_country) is null then
    raise exception using errcode = 'P0001', message = 'country_invalid', detail = '{"countries": ["TG", "BJ", "CI", "GH"]}';
  end if;
  if p_birth_date is null or p_birth_date !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    raise exception using errcode = 'P0001', message = 'birth_date_invalid', detail = '{}';
  end if;
  begin
    birth := p_birth_date::date;
  exception when others then
    raise exception using errcode = 'P0001', message = 'birth_date_invalid', detail = '{}';
  end;
  if birth < date '1900-01-01' or birth > today or to_char(birth, 'YYYY-MM-DD') <> p_birth_date then
    raise exception using errcode = 'P0001', message = 'birth_date_invalid', detail = '{}';
  end if;
  if not public.is_adult(birth, today) then
    raise exception using errcode = 'P0001', message = 'underage', detail = '{"min_age": 18}';
  end if;
  return birth;
end;
$$;

-- The profile of a new account (20261122100000_usernames.sql), now with the date of birth and the
-- country of the sign-up metadata: a minor's sign-up is refused (underage), so no client, tampered or
-- not, opens an account for one. A sign-up without a date of birth (accounts created by other means)
-- gets a profile that cannot play until it gives one (birth_date_required).
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  wished text := nullif(btrim(new.raw_user_meta_data ->> 'username'), '');
  given_birth text := nullif(btrim(new.raw_user_meta_data ->> 'birth_date'), '');
  given_country text := nullif(btrim(new.raw_user_meta_data ->> 'country'), '');
  birth date;
  chosen text;
  violated text;
begin
  if wished is not null then
    chosen := normalize(wished, nfc);
    if not public.username_is_valid(chosen) then
      raise exception using errcode = 'P0001', message = 'username_invalid', detail = '{"min": 3, "max": 20}';
    end if;
  end if;
  if given_country is not null and public.draw_time_zone(given_country) is null then
    raise exception using errcode = 'P0001', message = 'country_invalid', detail = '{"countries": ["TG", "BJ", "CI", "GH"]}';
  end if;
  if given_birth is not null then
    birth := public.check_birth_date(given_birth, given_country);
  end if;
  loop
    begin
      insert into public.profiles (id, username, email, birth_date, country)
      values (new.id, coalesce(chosen, public.free_username(split_part(new.email, '@', 1))), new.email, birth, given_country);
      return new;
    exception when unique_violation then
      get stacked diagnostics violated = constraint_name;
      if violated is distinct from 'profiles_username_key' then
        raise;
      end if;
      if chosen is not null then
        raise exception using errcode = 'P0001', message = 'username_taken', detail = '{}';
      end if;
      -- Another sign-up took the same derived name at the same moment: derive again.
    end;
  end loop;
end;
$$;

-- For accounts without them: the date of birth and the country, once. What is already known never
-- changes (a different value is invalid_state); a minor's date is refused (underage) and not kept.
create function public.complete_player_profile(birth_date text, country text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.profiles;
  birth date;
begin
  me := public.lock_player();
  if complete_player_profile.country is null or public.draw_time_zone(complete_player_profile.country) is null then
    raise exception using errcode = 'P0001', message = 'country_invalid', detail = '{"countries": ["TG", "BJ", "CI", "GH"]}';
  end if;
  birth := public.check_birth_date(complete_player_profile.birth_date, complete_player_profile.country);
  if (me.birth_date is not null and me.birth_date <> birth) or (me.country is not null and me.country <> complete_player_profile.country) then
    raise exception using errcode = 'P0001', message = 'invalid_state', detail = '{"reason": "profile_already_complete"}';
  end if;
  update public.profiles as p
  set birth_date = birth, country = complete_player_profile.country, updated_at = now()
  where p.id = me.id;
  return jsonb_build_object('birth_date', birth, 'country', complete_player_profile.country);
end;
$$;

-- Calendar periods in a zone: the day from local midnight, the week from Monday, the month from the
-- 1st (src/game/limits.ts, periodWindow).
create function public.period_start(period text, at timestamptz, zone text)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select date_trunc(case period when 'day' then 'day' when 'week' then 'week' else 'month' end, at at time zone zone) at time zone zone;
$$;

create function public.period_end(period text, at timestamptz, zone text)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select (date_trunc(case period when 'day' then 'day' when 'week' then 'week' else 'month' end, at at time zone zone)
    + case period when 'day' then interval '1 day' when 'week' then interval '7 days' else interval '1 month' end) at time zone zone;
$$;

-- Limits: one row per player, kind and period. `amount` is in force (null: none); a loosening waits
-- 24 h as (`next_amount`, `next_at`): from next_at on, the limit is next_amount (null: removed).
create table public.play_limits (
  player_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('stake', 'deposit')),
  period text not null check (period in ('day', 'week', 'month')),
  amount bigint check (amount between 100 and 100000000),
  next_amount bigint check (next_amount between 100 and 100000000),
  next_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (player_id, kind, period),
  constraint play_limits_next_needs_time check (next_amount is null or next_at is not null),
  constraint play_limits_next_loosens check (next_at is null or amount is not null)
);

-- The limit in force at an instant.
create function public.limit_at(amount bigint, next_amount bigint, next_at timestamptz, at timestamptz)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select case when next_at is not null and next_at <= at then next_amount else amount end;
$$;

-- Whether limit `a` lets the player do more than limit `b` (null: no limit).
create function public.limit_looser(a bigint, b bigint)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select b is not null and (a is null or a > b);
$$;

-- Whoever writes (the owner included): a change never loosens the limit in force now, a loosening
-- waits at least 24 h from the moment it is asked, and a limit is never deleted while its player exists.
create function public.check_play_limit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if exists (select 1 from auth.users as u where u.id = old.player_id) then
      raise exception using errcode = '42501', message = 'play limits are never deleted';
    end if;
    return old;
  end if;
  if new.next_at is not null and new.next_at < now() + interval '24 hours'
    and (tg_op = 'INSERT' or new.next_at is distinct from old.next_at or new.next_amount is distinct from old.next_amount) then
    raise exception using errcode = '42501', message = 'raising or removing a limit waits 24 hours';
  end if;
  if tg_op = 'UPDATE' and public.limit_looser(
      public.limit_at(new.amount, new.next_amount, new.next_at, now()),
      public.limit_at(old.amount, old.next_amount, old.next_at, now())) then
    raise exception using errcode = '42501', message = 'raising or removing a limit waits 24 hours';
  end if;
  if tg_op = 'UPDATE' and (new.player_id, new.kind, new.period) is distinct from (old.player_id, old.kind, old.period) then
    raise exception using errcode = '42501', message = 'a limit belongs to its player, kind and period';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger play_limits_changes
  before insert or update or delete on public.play_limits
  for each row execute function public.check_play_limit_change();

alter table public.play_limits enable row level security;
revoke all on table public.play_limits from anon, authenticated, service_role;
grant select on table public.play_limits to authenticated, service_role;

create policy play_limits_select_own on public.play_limits
  for select to authenticated
  using ((select auth.uid()) = player_id);

-- Self-exclusions and cool-offs: append-only. The database sets the start (now) and the end from the
-- duration in the player's zone (src/game/limits.ts, exclusionEnd); a player is excluded while any of
-- theirs runs, so a new one can lengthen an exclusion but never shorten it.
create table public.self_exclusions (
  id uuid primary key default gen_random_uuid(),
  player_id uuid not null references auth.users (id) on delete cascade,
  duration text not null check (duration in ('24h', '7d', '30d', '6m', 'permanent')),
  started_at timestamptz not null default now(),
  ends_at timestamptz,
  constraint self_exclusions_end check ((duration = 'permanent') = (ends_at is null) and (ends_at is null or ends_at > started_at))
);

create index self_exclusions_player_idx on public.self_exclusions (player_id, ends_at);

create function public.exclusion_end(duration text, at timestamptz, zone text)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select case duration
    when '24h' then at + interval '24 hours'
    when '7d' then ((at at time zone zone) + interval '7 days') at time zone zone
    when '30d' then ((at at time zone zone) + interval '30 days') at time zone zone
    when '6m' then ((at at time zone zone) + interval '6 months') at time zone zone
  end;
$$;

create function public.check_self_exclusion_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.started_at := now();
    new.ends_at := public.exclusion_end(new.duration, new.started_at,
      public.player_time_zone((select p.country from public.profiles as p where p.id = new.player_id)));
    return new;
  end if;
  if tg_op = 'DELETE' and not exists (select 1 from auth.users as u where u.id = old.player_id) then
    return old;
  end if;
  raise exception using errcode = '42501', message = 'a self-exclusion is never changed nor lifted';
end;
$$;

create trigger self_exclusions_append_only
  before insert or update or delete on public.self_exclusions
  for each row execute function public.check_self_exclusion_change();

create function public.refuse_self_exclusion_truncate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '42501', message = 'a self-exclusion is never changed nor lifted';
end;
$$;

create trigger self_exclusions_no_truncate
  before truncate on public.self_exclusions
  for each statement execute function public.refuse_self_exclusion_truncate();
create trigger play_limits_no_truncate
  before truncate on public.play_limits
  for each statement execute function public.refuse_self_exclusion_truncate();

alter table public.self_exclusions enable row level security;
revoke all on table public.self_exclusions from anon, authenticated, service_role;
grant select on table public.self_exclusions to authenticated, service_role;

create policy self_exclusions_select_own on public.self_exclusions
  for select to authenticated
  using ((select auth.uid()) = player_id);

-- The running exclusion of a player: null when none; {"until": null} when permanent.
create function public.running_exclusion(p_player_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when bool_or(e.ends_at is null) then jsonb_build_object('until', null, 'started_at', min(e.started_at))
    when count(*) > 0 then jsonb_build_object('until', max(e.ends_at), 'started_at', min(e.started_at))
  end
  from public.self_exclusions as e
  where e.player_id = p_player_id and e.started_at <= now() and (e.ends_at is null or e.ends_at > now());
$$;

-- What a limit counts in a period, from `since`: stakes are the tickets placed (a later refund gives
-- nothing back); deposits are the recharges started, pending or succeeded (failed and expired ones
-- brought nothing).
create function public.limit_usage(p_player_id uuid, p_kind text, p_since timestamptz)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select case p_kind
    when 'stake' then (
      select coalesce(sum(-e.amount), 0)::bigint
      from public.ledger_transactions as t
      join public.ledger_entries as e on e.txn_id = t.id and e.account = 'player_play'
      where t.player_id = p_player_id and t.kind = 'stake' and t.created_at >= p_since
    )
    else (
      select coalesce(sum(p.amount), 0)::bigint
      from public.payments as p
      where p.player_id = p_player_id and p.direction = 'in' and p.status in ('pending', 'succeeded') and p.created_at >= p_since
    )
  end;
$$;

-- Every limit of a player (all six, null amounts where none), in force now, with the change waiting,
-- what the current period has used and what is left.
create function public.limits_status(p_player_id uuid, p_zone text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_agg(jsonb_build_object(
      'kind', k.kind,
      'period', k.period,
      'amount', s.in_force,
      'next_amount', case when l.next_at > now() then l.next_amount end,
      'next_at', case when l.next_at > now() then l.next_at end,
      'used', s.used,
      'remaining', case when s.in_force is not null then greatest(s.in_force - s.used, 0) end,
      'window_start', public.period_start(k.period, now(), p_zone),
      'window_end', public.period_end(k.period, now(), p_zone)
    ) order by k.kind_order, k.period_order)
  from (
    select kind, kind_order, period, period_order
    from unnest(array['stake', 'deposit']) with ordinality as kinds(kind, kind_order)
    cross join unnest(array['day', 'week', 'month']) with ordinality as periods(period, period_order)
  ) as k
  left join public.play_limits as l on l.player_id = p_player_id and l.kind = k.kind and l.period = k.period
  cross join lateral (
    select public.limit_at(l.amount, l.next_amount, l.next_at, now()) as in_force,
      public.limit_usage(p_player_id, k.kind, public.period_start(k.period, now(), p_zone)) as used
  ) as s;
$$;

-- What the 'Jeu responsable' page shows: date of birth, country and its zone, the six limits and the
-- running exclusion, for the signed-in player.
create function public.responsible_gaming_status()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me public.profiles;
  zone text;
begin
  select * into me from public.profiles as p where p.id = auth.uid();
  if not found then
    raise exception using errcode = 'P0001', message = 'not_authenticated', detail = '{}';
  end if;
  zone := public.player_time_zone(me.country);
  return jsonb_build_object(
    'now', now(),
    'birth_date', me.birth_date,
    'country', me.country,
    'time_zone', zone,
    'limits', public.limits_status(me.id, zone),
    'exclusion', public.running_exclusion(me.id)
  );
end;
$$;

-- Sets, lowers, raises or removes (amount null) one limit. Lowering, or setting a first one, applies
-- at once and cancels a loosening that was waiting; raising or removing applies 24 h from now.
-- Returns responsible_gaming_status().
create function public.set_play_limit(kind text, period text, amount bigint)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.profiles;
  current_row public.play_limits;
  in_force bigint;
begin
  me := public.lock_player();
  if set_play_limit.kind is null or set_play_limit.kind not in ('stake', 'deposit') then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "kind"}';
  end if;
  if set_play_limit.period is null or set_play_limit.period not in ('day', 'week', 'month') then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "period"}';
  end if;
  if set_play_limit.amount is not null then
    perform public.check_amount(set_play_limit.amount, 100, 100000000);
  end if;
  select * into current_row from public.play_limits as l
  where l.player_id = me.id and l.kind = set_play_limit.kind and l.period = set_play_limit.period;
  if not found then
    if set_play_limit.amount is not null then
      insert into public.play_limits (player_id, kind, period, amount)
      values (me.id, set_play_limit.kind, set_play_limit.period, set_play_limit.amount);
    end if;
    return public.responsible_gaming_status();
  end if;
  in_force := public.limit_at(current_row.amount, current_row.next_amount, current_row.next_at, now());
  if public.limit_looser(set_play_limit.amount, in_force) then
    update public.play_limits as l
    set amount = in_force, next_amount = set_play_limit.amount, next_at = now() + interval '24 hours'
    where l.player_id = me.id and l.kind = set_play_limit.kind and l.period = set_play_limit.period;
  else
    update public.play_limits as l
    set amount = set_play_limit.amount, next_amount = null, next_at = null
    where l.player_id = me.id and l.kind = set_play_limit.kind and l.period = set_play_limit.period;
  end if;
  return public.responsible_gaming_status();
end;
$$;

-- A cool-off or self-exclusion starting now, for 24h, 7d, 30d, 6m or permanent. It cannot be lifted
-- nor shortened; a second one only lengthens. Returns responsible_gaming_status().
create function public.start_self_exclusion(duration text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.profiles;
begin
  me := public.lock_player();
  if start_self_exclusion.duration is null or start_self_exclusion.duration not in ('24h', '7d', '30d', '6m', 'permanent') then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "duration"}';
  end if;
  insert into public.self_exclusions (player_id, duration) values (me.id, start_self_exclusion.duration);
  return public.responsible_gaming_status();
end;
$$;

-- The responsible-gaming gate of place_bets ('stake') and start_recharge ('deposit'), called under the
-- player's row lock before any money moves (20261122110000_ledger.sql). In this order: a running
-- exclusion (self_excluded), a missing date of birth or country (birth_date_required), a minor
-- (underage), then each limit of that kind in force, the one with the least left first
-- (limit_reached: which limit, its amount, what is left).
create or replace function public.check_play_allowed(p_player_id uuid, p_action text, p_amount bigint)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me public.profiles;
  exclusion jsonb;
  missing jsonb := '[]'::jsonb;
  zone text;
  tightest record;
begin
  if p_action not in ('stake', 'deposit') then
    raise exception using errcode = '22023', message = format('Unknown play action %s', p_action);
  end if;
  exclusion := public.running_exclusion(p_player_id);
  if exclusion is not null then
    raise exception using errcode = 'P0001', message = 'self_excluded', detail = (exclusion - 'started_at')::text;
  end if;
  select * into me from public.profiles as p where p.id = p_player_id;
  if me.birth_date is null then
    missing := missing || '["birth_date"]';
  end if;
  if me.country is null then
    missing := missing || '["country"]';
  end if;
  if jsonb_array_length(missing) > 0 then
    raise exception using errcode = 'P0001', message = 'birth_date_required', detail = jsonb_build_object('missing', missing)::text;
  end if;
  zone := public.player_time_zone(me.country);
  if not public.is_adult(me.birth_date, (now() at time zone zone)::date) then
    raise exception using errcode = 'P0001', message = 'underage', detail = '{"min_age": 18}';
  end if;
  select l.period, l.in_force, l.in_force - public.limit_usage(p_player_id, p_action, public.period_start(l.period, now(), zone)) as remaining
  into tightest
  from (
    select x.period, public.limit_at(x.amount, x.next_amount, x.next_at, now()) as in_force
    from public.play_limits as x
    where x.player_id = p_player_id and x.kind = p_action
  ) as l
  where l.in_force is not null
  order by remaining, array_position(array['day', 'week', 'month'], l.period)
  limit 1;
  if found and p_amount > tightest.remaining then
    raise exception using errcode = 'P0001', message = 'limit_reached', detail = jsonb_build_object(
      'limit', p_action, 'period', tightest.period, 'amount', tightest.in_force,
      'remaining', greatest(tightest.remaining, 0), 'requested', p_amount)::text;
  end if;
end;
$$;

revoke all on function public.player_time_zone(text), public.is_adult(date, date), public.check_birth_date(text, text), public.period_start(text, timestamptz, text),
  public.period_end(text, timestamptz, text), public.limit_at(bigint, bigint, timestamptz, timestamptz),
  public.limit_looser(bigint, bigint), public.exclusion_end(text, timestamptz, text), public.running_exclusion(uuid),
  public.limit_usage(uuid, text, timestamptz), public.limits_status(uuid, text), public.check_play_limit_change(),
  public.check_self_exclusion_change(), public.refuse_self_exclusion_truncate()
  from public, anon, authenticated, service_role;
revoke all on function public.check_play_allowed(uuid, text, bigint) from public, anon, authenticated, service_role;

revoke all on function public.complete_player_profile(text, text), public.responsible_gaming_status(),
  public.set_play_limit(text, text, bigint), public.start_self_exclusion(text) from public, anon, authenticated, service_role;
grant execute on function public.complete_player_profile(text, text), public.responsible_gaming_status(),
  public.set_play_limit(text, text, bigint), public.start_self_exclusion(text) to authenticated;
