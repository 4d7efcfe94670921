-- Draws (DESIGN §9): one row per scheduled draw, created from today to 7 days ahead by
-- create_scheduled_draws() (the local stack's scheduler at start and hourly; pg_cron where it exists).
-- Sales close at draw_at by the database's clock, or earlier when the draw leaves 'open'.

-- A country's draw hours are local to its zone (DESIGN §5).
create function public.draw_time_zone(country text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case country
    when 'TG' then 'Africa/Lome'
    when 'BJ' then 'Africa/Porto-Novo'
    when 'CI' then 'Africa/Abidjan'
    when 'GH' then 'Africa/Accra'
  end;
$$;

-- Whether draw_at is that weekday and hour in the country's zone ('24h' = midnight ending the day).
create function public.draw_instant_matches(country text, draw_day text, draw_time text, draw_at timestamptz)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
declare
  local_midnight timestamp;
begin
  if public.draw_time_zone(country) is null or draw_time !~ '^[0-9]{1,2}h$' or draw_at is null then
    return false;
  end if;
  local_midnight := (draw_at at time zone public.draw_time_zone(country)) - make_interval(hours => rtrim(draw_time, 'h')::integer);
  return local_midnight::time = time '00:00'
    and extract(isodow from local_midnight)::integer
      = array_position(array['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'], draw_day);
end;
$$;

-- Five distinct balls 1–90, in drawn order.
create function public.draw_numbers_valid(numbers smallint[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select numbers is null or (
    cardinality(numbers) = 5
    and array_ndims(numbers) = 1
    and not exists (select 1 from unnest(numbers) as n(ball) where n.ball is null or n.ball not between 1 and 90)
    and (select count(distinct n.ball) from unnest(numbers) as n(ball)) = 5
  );
$$;

create table public.draws (
  id uuid primary key default gen_random_uuid(),
  country text not null check (country in ('TG', 'BJ', 'CI', 'GH')),
  draw_day text not null check (draw_day in ('lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche')),
  draw_time text not null check (draw_time ~ '^[0-9]{1,2}h$'),
  draw_at timestamptz not null,
  status text not null default 'open' check (status in ('open', 'closed', 'drawn', 'settled', 'cancelled')),
  winning_numbers smallint[] check (public.draw_numbers_valid(winning_numbers)),
  machine_numbers smallint[] check (public.draw_numbers_valid(machine_numbers)),
  source text check (char_length(source) between 1 and 40),
  recorded_by uuid references auth.users (id) on delete restrict,
  confirmed_by uuid references auth.users (id) on delete restrict,
  recorded_at timestamptz,
  settled_at timestamptz,
  unique (country, draw_at),
  constraint draws_scheduled check (public.is_scheduled_draw(country, draw_day, draw_time)),
  constraint draws_instant check (public.draw_instant_matches(country, draw_day, draw_time, draw_at)),
  constraint draws_open_without_result check (status <> 'open' or (winning_numbers is null and machine_numbers is null)),
  constraint draws_drawn_with_result check (status not in ('drawn', 'settled') or (winning_numbers is not null and machine_numbers is not null)),
  constraint draws_four_eyes check (confirmed_by is null or recorded_by is null or confirmed_by <> recorded_by),
  constraint draws_settled_at check ((status = 'settled') = (settled_at is not null))
);

create index draws_status_draw_at_idx on public.draws (status, draw_at);

-- open → closed → drawn → settled, or open/closed → cancelled; settled and cancelled are final; a
-- draw's country and instant never change. Applies to every role, the owner included.
create function public.check_draw_change()
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
  return new;
end;
$$;

create trigger draws_status_machine
  before update or delete on public.draws
  for each row execute function public.check_draw_change();

alter table public.draws enable row level security;

revoke all on table public.draws from anon, authenticated, service_role;
grant select on table public.draws to anon, authenticated, service_role;

create policy draws_select_all on public.draws
  for select to anon, authenticated
  using (true);

-- Every scheduled draw from today (in each country's zone) to 7 days ahead; existing rows are kept.
-- Returns how many were created.
create function public.create_scheduled_draws()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  created integer;
begin
  insert into public.draws (country, draw_day, draw_time, draw_at)
  select c.country, d.weekday, h.hour || 'h', (d.local_date + make_interval(hours => h.hour)) at time zone public.draw_time_zone(c.country)
  from unnest(array['TG', 'BJ', 'CI', 'GH']) as c(country)
  cross join lateral (
    select day.local_date,
      (array['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'])[extract(isodow from day.local_date)::integer] as weekday
    from generate_series(0, 7) as n(ahead)
    cross join lateral (select (now() at time zone public.draw_time_zone(c.country))::date + n.ahead as local_date) as day
  ) as d
  cross join generate_series(1, 24) as h(hour)
  where public.is_scheduled_draw(c.country, d.weekday, h.hour || 'h')
  on conflict (country, draw_at) do nothing;
  get diagnostics created = row_count;
  return created;
end;
$$;

revoke all on function public.create_scheduled_draws() from public, anon, authenticated, service_role;
grant execute on function public.create_scheduled_draws() to service_role;
revoke all on function public.check_draw_change() from public, anon, authenticated, service_role;

select public.create_scheduled_draws();

-- Hosted: keep a week of draws ahead with pg_cron where the extension can be loaded (the local
-- stack's scheduler does it otherwise).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') and not exists (select 1 from pg_extension where extname = 'pg_cron') then
    begin
      create extension pg_cron;
    exception when others then
      raise notice 'pg_cron is not loadable here (%); draws are created by the local scheduler', sqlerrm;
    end;
  end if;
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    execute $cron$select cron.schedule('lotoafrik-create-draws', '7 * * * *', 'select public.create_scheduled_draws()')$cron$;
  end if;
end;
$$;
