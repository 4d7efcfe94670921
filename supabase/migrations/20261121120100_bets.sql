-- Bets (SPEC §3 bets/{id}) and the multiplier table the database prices them with. A player creates,
-- reads and deletes only their own pending bets; the database re-checks everything a bet stores,
-- so a tampered request is refused whatever the client sends.

create table public.bet_multipliers (
  bet_type text not null check (bet_type in ('solo', 'duo', 'turning', 'closing', 'addition', 'perm', 'banker', 'trio', 'quadra', 'jackpot')),
  game_mode text not null check (game_mode in ('normal', 'double_chance')),
  bet_option text not null check (bet_option in ('direct', 'first_position', 'turbo', 'turbo2', 'turbo3', 'turbo4')),
  position smallint not null check (position >= 1),
  multiplier integer not null check (multiplier > 0),
  mac_multiplier integer check (mac_multiplier > 0),
  primary key (bet_type, game_mode, bet_option),
  unique (bet_type, game_mode, position),
  check ((game_mode = 'double_chance') = (mac_multiplier is not null))
);

alter table public.bet_multipliers enable row level security;

revoke all on table public.bet_multipliers from anon, authenticated;
grant select on table public.bet_multipliers to anon, authenticated;

create policy bet_multipliers_select_all on public.bet_multipliers
  for select to anon, authenticated
  using (true);

-- Kept identical to optionsFor() in src/game/options.ts by supabase/tests/multipliers.test.ts.
insert into public.bet_multipliers (bet_type, game_mode, bet_option, position, multiplier, mac_multiplier) values
  ('solo', 'normal', 'direct', 1, 13, null),
  ('solo', 'normal', 'first_position', 2, 60, null),
  ('solo', 'double_chance', 'direct', 1, 8, 4),
  ('solo', 'double_chance', 'first_position', 2, 40, 20),
  ('duo', 'normal', 'direct', 1, 300, null),
  ('duo', 'normal', 'turbo2', 2, 3000, null),
  ('duo', 'normal', 'turbo3', 3, 800, null),
  ('duo', 'normal', 'turbo4', 4, 500, null),
  ('duo', 'double_chance', 'direct', 1, 180, 120),
  ('duo', 'double_chance', 'turbo2', 2, 1800, 1200),
  ('duo', 'double_chance', 'turbo3', 3, 450, 300),
  ('duo', 'double_chance', 'turbo4', 4, 300, 200),
  ('turning', 'normal', 'direct', 1, 300, null),
  ('turning', 'normal', 'turbo2', 2, 3000, null),
  ('turning', 'normal', 'turbo3', 3, 800, null),
  ('turning', 'normal', 'turbo4', 4, 500, null),
  ('turning', 'double_chance', 'direct', 1, 180, 120),
  ('turning', 'double_chance', 'turbo2', 2, 1800, 1200),
  ('turning', 'double_chance', 'turbo3', 3, 450, 300),
  ('turning', 'double_chance', 'turbo4', 4, 300, 200),
  ('closing', 'normal', 'direct', 1, 300, null),
  ('closing', 'normal', 'turbo2', 2, 3000, null),
  ('closing', 'normal', 'turbo3', 3, 800, null),
  ('closing', 'normal', 'turbo4', 4, 500, null),
  ('closing', 'double_chance', 'direct', 1, 180, 120),
  ('closing', 'double_chance', 'turbo2', 2, 1800, 1200),
  ('closing', 'double_chance', 'turbo3', 3, 450, 300),
  ('closing', 'double_chance', 'turbo4', 4, 300, 200),
  ('addition', 'normal', 'direct', 1, 300, null),
  ('addition', 'normal', 'turbo2', 2, 3000, null),
  ('addition', 'normal', 'turbo3', 3, 800, null),
  ('addition', 'normal', 'turbo4', 4, 500, null),
  ('addition', 'double_chance', 'direct', 1, 180, 120),
  ('addition', 'double_chance', 'turbo2', 2, 1800, 1200),
  ('addition', 'double_chance', 'turbo3', 3, 450, 300),
  ('addition', 'double_chance', 'turbo4', 4, 300, 200),
  ('perm', 'normal', 'direct', 1, 300, null),
  ('perm', 'normal', 'turbo2', 2, 3000, null),
  ('perm', 'normal', 'turbo3', 3, 800, null),
  ('perm', 'normal', 'turbo4', 4, 500, null),
  ('perm', 'double_chance', 'direct', 1, 180, 120),
  ('perm', 'double_chance', 'turbo2', 2, 1800, 1200),
  ('perm', 'double_chance', 'turbo3', 3, 450, 300),
  ('perm', 'double_chance', 'turbo4', 4, 300, 200),
  ('banker', 'normal', 'direct', 1, 300, null),
  ('banker', 'normal', 'turbo2', 2, 3000, null),
  ('banker', 'normal', 'turbo3', 3, 800, null),
  ('banker', 'normal', 'turbo4', 4, 500, null),
  ('banker', 'double_chance', 'direct', 1, 180, 120),
  ('banker', 'double_chance', 'turbo2', 2, 1800, 1200),
  ('banker', 'double_chance', 'turbo3', 3, 450, 300),
  ('banker', 'double_chance', 'turbo4', 4, 300, 200),
  ('trio', 'normal', 'direct', 1, 3000, null),
  ('trio', 'double_chance', 'direct', 1, 1800, 1200),
  ('quadra', 'normal', 'direct', 1, 8000, null),
  ('quadra', 'double_chance', 'direct', 1, 5000, 3000),
  ('jackpot', 'normal', 'direct', 1, 50000, null),
  ('jackpot', 'normal', 'turbo', 2, 10000, null),
  ('jackpot', 'double_chance', 'direct', 1, 30000, 20000);

-- Whether a country draws at that weekday and hour (SPEC §9 schedule; checked against src/game by a test).
create function public.is_scheduled_draw(country text, draw_day text, draw_time text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select draw_day in ('lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche')
    and coalesce(case country
      when 'TG' then draw_day <> 'dimanche' and draw_time in ('9h', '13h', '18h')
      when 'BJ' then draw_time in ('11h', '14h', '18h', '21h', '24h')
      when 'CI' then draw_time in ('7h', '10h', '13h', '16h', '18h', '21h', '23h')
      when 'GH' then draw_day <> 'dimanche' and draw_time = '19h'
      else false
    end, false);
$$;

-- Balls per combination: solo 1, trio 3, quadra 4, jackpot 5, the couple types 2.
create function public.bet_combination_size(bet_type text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case bet_type when 'solo' then 1 when 'trio' then 3 when 'quadra' then 4 when 'jackpot' then 5 else 2 end;
$$;

-- A non-empty array (at most 252 = C(10, 5)) of distinct combinations, each of `size` balls 1–90 in
-- strictly ascending order.
create function public.bet_combinations_valid(combinations jsonb, size integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(combinations) = 'array'
    and jsonb_array_length(combinations) between 1 and 252
    and not exists (
      select 1
      from jsonb_array_elements(combinations) as c(combination)
      where jsonb_typeof(c.combination) <> 'array'
        or jsonb_array_length(c.combination) <> size
        or exists (
          select 1
          from jsonb_array_elements(c.combination) with ordinality as b(ball, position)
          where case
            when jsonb_typeof(b.ball) <> 'number' or b.ball::text !~ '^[0-9]{1,2}$' then true
            when b.ball::text::integer not between 1 and 90 then true
            when b.position = 1 then false
            when jsonb_typeof(c.combination -> (b.position::integer - 2)) <> 'number' then true
            else b.ball::text::numeric <= (c.combination ->> (b.position::integer - 2))::numeric
          end
        )
    )
    and (select count(distinct c.combination) = count(*) from jsonb_array_elements(combinations) as c(combination));
$$;

create table public.bets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'validated', 'won', 'lost', 'cancelled')),
  created_at timestamptz not null default now(),
  bet_type text not null check (bet_type in ('solo', 'duo', 'turning', 'closing', 'addition', 'perm', 'banker', 'trio', 'quadra', 'jackpot')),
  bet_option text not null,
  game_mode text not null check (game_mode in ('normal', 'double_chance')),
  country text not null check (country in ('TG', 'BJ', 'CI', 'GH')),
  draw_day text not null check (draw_day in ('lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche')),
  draw_time text not null check (draw_time ~ '^[0-9]{1,2}h$'),
  draw_at timestamptz not null,
  combinations jsonb not null,
  base_stake bigint not null check (base_stake between 100 and 500000),
  total_stake bigint not null,
  potential_win bigint not null check (potential_win > 0),
  potential_mac_win bigint check (potential_mac_win > 0),
  foreign key (bet_type, game_mode, bet_option) references public.bet_multipliers (bet_type, game_mode, bet_option),
  constraint bets_draw_scheduled check (public.is_scheduled_draw(country, draw_day, draw_time)),
  constraint bets_combinations_valid check (public.bet_combinations_valid(combinations, public.bet_combination_size(bet_type))),
  constraint bets_single_combination check (bet_type not in ('duo', 'addition') or jsonb_array_length(combinations) = 1),
  constraint bets_total_stake check (total_stake = base_stake * jsonb_array_length(combinations))
);

create index bets_user_id_status_idx on public.bets (user_id, status);

alter table public.bets enable row level security;

revoke all on table public.bets from anon, authenticated;
grant select, delete on table public.bets to authenticated;
-- id, user_id, status and created_at are the database's to set.
grant insert (bet_type, bet_option, game_mode, country, draw_day, draw_time, draw_at, combinations, base_stake, total_stake, potential_win, potential_mac_win)
  on table public.bets to authenticated;

create policy bets_select_own on public.bets
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy bets_insert_own_pending on public.bets
  for insert to authenticated
  with check ((select auth.uid()) = user_id and status = 'pending');

create policy bets_delete_own_pending on public.bets
  for delete to authenticated
  using ((select auth.uid()) = user_id and status = 'pending');

-- No update policy: a placed bet is never changed from the client.

-- Re-checks what a new bet claims against the database's own rules: the prices against
-- bet_multipliers, the draw instant against the country's clock, and the initial status.
create function public.check_new_bet()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  rate record;
  zone text;
  local_midnight timestamp;
begin
  if new.status <> 'pending' then
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
  zone := case new.country
    when 'TG' then 'Africa/Lome'
    when 'BJ' then 'Africa/Porto-Novo'
    when 'CI' then 'Africa/Abidjan'
    else 'Africa/Accra'
  end;
  -- '24h' is midnight at the end of the draw's day.
  local_midnight := (new.draw_at at time zone zone) - make_interval(hours => rtrim(new.draw_time, 'h')::integer);
  if local_midnight::time <> time '00:00'
    or extract(isodow from local_midnight)::integer
      <> array_position(array['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'], new.draw_day) then
    raise exception using errcode = '23514', message = 'draw_at does not match the draw day and time';
  end if;
  return new;
end;
$$;

create trigger bets_check_new
  before insert on public.bets
  for each row execute function public.check_new_bet();

alter publication supabase_realtime add table public.bets;
