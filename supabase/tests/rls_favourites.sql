-- Favourites (issue 41): public.favourites. Player A reads, adds and deletes their own favourite selections only:
-- never B's, never one in B's name; a name is unique per player; at most 50 each. anon does nothing. The service
-- role reads and deletes (an account's cleanup), never adds. Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(20);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('a0000000-0000-4000-8000-000000000001', 'pgtap.a@lotoafrik.test', '{"provider": "email", "providers": ["email"]}',
   '{"birth_date": "1990-05-14", "country": "TG"}'),
  ('b0000000-0000-4000-8000-000000000001', 'pgtap.b@lotoafrik.test', '{"provider": "email", "providers": ["email"]}',
   '{"birth_date": "1988-02-01", "country": "CI"}');

-- One favourite each, as the app saves them.
insert into public.favourites (id, player_id, name, bet_type, bet_option, game_mode, selection) values
  ('a0000000-0000-4000-8000-000000000501', 'a0000000-0000-4000-8000-000000000001', 'Anniversaires', 'duo', 'direct', 'normal',
   '{"numbers": [7, 21]}'),
  ('b0000000-0000-4000-8000-000000000501', 'b0000000-0000-4000-8000-000000000001', 'Les miens', 'solo', 'direct', 'normal',
   '{"numbers": [90]}');

-- Player A.
set local role authenticated;
set local request.jwt.claims = '{"sub": "a0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email"}}';

select is(array(select name from public.favourites), array['Anniversaires'],
  'public.favourites: player A reads exactly their own favourites');
select is_empty($$ select 1 from public.favourites where id = 'b0000000-0000-4000-8000-000000000501' $$,
  'public.favourites: A does not read B''s favourite, even by its id');
select lives_ok($$ insert into public.favourites (name, bet_type, bet_option, game_mode, selection)
  values ('Trio du dimanche', 'trio', 'direct', 'normal', '{"numbers": [1, 2, 3]}') $$,
  'public.favourites: A adds a favourite (player_id defaults to A)');
select is((select player_id from public.favourites where name = 'Trio du dimanche'), 'a0000000-0000-4000-8000-000000000001'::uuid,
  'public.favourites: the favourite A added is A''s');
select throws_ok($$ insert into public.favourites (name, bet_type, bet_option, game_mode, selection)
  values ('Anniversaires', 'solo', 'direct', 'normal', '{"numbers": [5]}') $$,
  '23505', null, 'public.favourites: A cannot add a second favourite of the same name');
select throws_ok($$ insert into public.favourites (player_id, name, bet_type, bet_option, game_mode, selection)
  values ('b0000000-0000-4000-8000-000000000001', 'Intrus', 'solo', 'direct', 'normal', '{"numbers": [5]}') $$,
  '42501', 'permission denied for table favourites', 'public.favourites: A cannot name the player of a favourite');
select throws_ok($$ insert into public.favourites (name, bet_type, bet_option, game_mode, selection)
  values ('  espaces ', 'solo', 'direct', 'normal', '{"numbers": [5]}') $$,
  '23514', null, 'public.favourites: a name is stored trimmed');
select throws_ok($$ insert into public.favourites (name, bet_type, bet_option, game_mode, selection)
  values (repeat('x', 41), 'solo', 'direct', 'normal', '{"numbers": [5]}') $$,
  '23514', null, 'public.favourites: a name has at most 40 characters');
select throws_ok($$ insert into public.favourites (name, bet_type, bet_option, game_mode, selection)
  values ('Liste', 'solo', 'direct', 'normal', '[5]') $$,
  '23514', null, 'public.favourites: a selection is an object');
select throws_ok($$ update public.favourites set name = 'Renommé' where id = 'a0000000-0000-4000-8000-000000000501' $$,
  '42501', 'permission denied for table favourites', 'public.favourites: A cannot change a favourite (delete and save again)');
select is_empty($$ delete from public.favourites where id = 'b0000000-0000-4000-8000-000000000501' returning id $$,
  'public.favourites: A deletes nothing of B''s');
select isnt_empty($$ delete from public.favourites where id = 'a0000000-0000-4000-8000-000000000501' returning id $$,
  'public.favourites: A deletes their own favourite');

-- The cap: A holds one favourite now; 49 more fill the list, the 51st is refused.
select lives_ok($$ insert into public.favourites (name, bet_type, bet_option, game_mode, selection)
  select 'Favori ' || n, 'solo', 'direct', 'normal', '{"numbers": [5]}' from generate_series(1, 49) as n $$,
  'public.favourites: A fills their list to 50');
select throws_ok($$ insert into public.favourites (name, bet_type, bet_option, game_mode, selection)
  values ('Un de trop', 'solo', 'direct', 'normal', '{"numbers": [5]}') $$,
  'P0001', 'favourites_full', 'public.favourites: a 51st favourite is refused');

-- anon.
reset role;
reset request.jwt.claims;
set local role anon;

select throws_ok($$ select 1 from public.favourites $$,
  '42501', 'permission denied for table favourites', 'public.favourites: anon reads nothing');
select throws_ok($$ insert into public.favourites (name, bet_type, bet_option, game_mode, selection)
  values ('Anonyme', 'solo', 'direct', 'normal', '{"numbers": [5]}') $$,
  '42501', 'permission denied for table favourites', 'public.favourites: anon adds nothing');
select throws_ok($$ delete from public.favourites $$,
  '42501', 'permission denied for table favourites', 'public.favourites: anon deletes nothing');

-- The service role.
reset role;
set local role service_role;

select is((select count(*)::integer from public.favourites where player_id = 'b0000000-0000-4000-8000-000000000001'), 1,
  'public.favourites: the service role reads every player''s favourites');
select throws_ok($$ insert into public.favourites (player_id, name, bet_type, bet_option, game_mode, selection)
  values ('b0000000-0000-4000-8000-000000000001', 'Système', 'solo', 'direct', 'normal', '{"numbers": [5]}') $$,
  '42501', 'permission denied for table favourites', 'public.favourites: the service role adds no favourite');
select throws_ok($$ update public.favourites set name = 'x' $$,
  '42501', 'permission denied for table favourites', 'public.favourites: the service role changes no favourite');

select * from finish();
rollback;
