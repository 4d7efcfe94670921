-- Favourite numbers (issue 41, DESIGN §13): a player saves the builder's selection (type, option, mode and what
-- the grid holds) under a name and loads it back in one tap. Rows are the player's own: they read, add and
-- delete theirs only (RLS), never anyone else's; anon nothing. A name is unique per player (trimmed, 1–40
-- characters) and a player keeps at most 50 favourites (a trigger, under a lock on the player's rows).
-- `selection` is what src/game/selection.ts needs to restore the grid (numbers, banker, base, pairs,
-- addition pair, base size, anagram kind, target sum): an object of bounded size, read by the client.

create table public.favourites (
  id uuid primary key default gen_random_uuid(),
  player_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (name = btrim(name) and char_length(name) between 1 and 40),
  bet_type text not null,
  bet_option text not null,
  game_mode text not null,
  selection jsonb not null check (jsonb_typeof(selection) = 'object' and octet_length(selection::text) <= 4096),
  created_at timestamptz not null default now(),
  constraint favourites_player_name_unique unique (player_id, name),
  -- a type, mode and option the game offers (as for a bet)
  constraint favourites_bet_fkey foreign key (bet_type, game_mode, bet_option)
    references public.bet_multipliers (bet_type, game_mode, bet_option)
);

-- At most 50 favourites per player; the lock makes two concurrent saves count each other.
create function public.favourites_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(pg_catalog.hashtextextended('favourites:' || new.player_id::text, 0));
  if (select count(*) from public.favourites as f where f.player_id = new.player_id) >= 50 then
    raise exception using errcode = 'P0001', message = 'favourites_full', detail = '{"max": 50}';
  end if;
  return new;
end;
$$;
revoke all on function public.favourites_cap() from public, anon, authenticated, service_role;

create trigger favourites_cap
  before insert on public.favourites
  for each row execute function public.favourites_cap();

alter table public.favourites enable row level security;
revoke all on table public.favourites from anon, authenticated, service_role;
grant select, delete on table public.favourites to authenticated, service_role;
grant insert (name, bet_type, bet_option, game_mode, selection) on table public.favourites to authenticated;

create policy favourites_select_own on public.favourites
  for select to authenticated
  using ((select auth.uid()) = player_id);

create policy favourites_insert_own on public.favourites
  for insert to authenticated
  with check ((select auth.uid()) = player_id);

create policy favourites_delete_own on public.favourites
  for delete to authenticated
  using ((select auth.uid()) = player_id);
