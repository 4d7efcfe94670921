-- Accounts: public.profiles, public.play_limits, public.self_exclusions. Each role reads what it may and is refused
-- the rest, as a client meets it through the API: `set local role` and `request.jwt.claims` as PostgREST sets them.
-- Player A (an adult of Togo) and player B (of Côte d'Ivoire) read their own rows only; the operator reads no
-- player's account; anon reads none of it; nobody writes these tables directly, the owner's functions do
-- (set_play_limit(), start_self_exclusion(); the service role renames). Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(43);

-- Two players and an operator, as sign-up leaves them: the profile comes from the on_auth_user_created trigger.
insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('a0000000-0000-4000-8000-000000000001', 'pgtap.a@lotoafrik.test', '{"provider": "email", "providers": ["email"]}',
   '{"birth_date": "1990-05-14", "country": "TG"}'),
  ('b0000000-0000-4000-8000-000000000001', 'pgtap.b@lotoafrik.test', '{"provider": "email", "providers": ["email"]}',
   '{"birth_date": "1988-02-01", "country": "CI"}'),
  ('c0000000-0000-4000-8000-000000000001', 'pgtap.operator@lotoafrik.test', '{"provider": "email", "providers": ["email"], "role": "operator"}',
   '{}');
-- A's stake limit and running exclusion, B's deposit limit and exclusion (as set_play_limit() and start_self_exclusion() leave them).
insert into public.play_limits (player_id, kind, period, amount) values
  ('a0000000-0000-4000-8000-000000000001', 'stake', 'day', 1000),
  ('b0000000-0000-4000-8000-000000000001', 'deposit', 'week', 5000);
insert into public.self_exclusions (player_id, duration) values
  ('a0000000-0000-4000-8000-000000000001', '24h'),
  ('b0000000-0000-4000-8000-000000000001', '7d');

select is((select country from public.profiles where id = 'a0000000-0000-4000-8000-000000000001'), 'TG',
  'public.profiles: sign-up made player A''s profile (the handle_new_user trigger)');

-- Player A.
set local role authenticated;
set local request.jwt.claims = '{"sub": "a0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email"}}';

select is(array(select id from public.profiles), array['a0000000-0000-4000-8000-000000000001'::uuid],
  'public.profiles: player A reads exactly their own profile');
select is_empty($$ select 1 from public.profiles where id = 'b0000000-0000-4000-8000-000000000001' $$,
  'public.profiles: A does not read B''s profile, even by its id');
select throws_ok($$ update public.profiles set balance = 1000000 where id = 'a0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table profiles', 'public.profiles: A cannot raise their own balance');
select throws_ok($$ update public.profiles set username = 'autre-nom' where id = 'a0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table profiles', 'public.profiles: A cannot rename themself directly');
select throws_ok($$ insert into public.profiles (id, username) values ('b0000000-0000-4000-8000-000000000001', 'intrus') $$,
  '42501', 'permission denied for table profiles', 'public.profiles: A cannot create a profile');
select throws_ok($$ delete from public.profiles where id = 'a0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table profiles', 'public.profiles: A cannot delete their profile');

select is(array(select kind || '/' || period from public.play_limits), array['stake/day'],
  'public.play_limits: A reads exactly their own limits');
select throws_ok($$ update public.play_limits set amount = 100000000 where player_id = 'a0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table play_limits', 'public.play_limits: A cannot loosen their limit directly');
select throws_ok($$ insert into public.play_limits (player_id, kind, period, amount) values ('a0000000-0000-4000-8000-000000000001', 'stake', 'week', 100) $$,
  '42501', 'permission denied for table play_limits', 'public.play_limits: A cannot insert a limit directly');
select throws_ok($$ delete from public.play_limits where player_id = 'a0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table play_limits', 'public.play_limits: A cannot delete their limit');
select lives_ok($$ select public.set_play_limit('deposit', 'day', 2000) $$,
  'public.play_limits: A sets a limit through set_play_limit()');
select is(array(select kind || '/' || period || '/' || amount from public.play_limits order by 1), array['deposit/day/2000', 'stake/day/1000'],
  'public.play_limits: A reads the limit they set beside their other one');

select is(array(select duration from public.self_exclusions), array['24h'],
  'public.self_exclusions: A reads exactly their own exclusion');
select throws_ok($$ delete from public.self_exclusions where player_id = 'a0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table self_exclusions', 'public.self_exclusions: A cannot lift their exclusion');
select throws_ok($$ update public.self_exclusions set ends_at = now() + interval '1 minute' where player_id = 'a0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table self_exclusions', 'public.self_exclusions: A cannot shorten their exclusion');
select throws_ok($$ insert into public.self_exclusions (player_id, duration) values ('b0000000-0000-4000-8000-000000000001', 'permanent') $$,
  '42501', 'permission denied for table self_exclusions', 'public.self_exclusions: A cannot exclude anyone directly');
select lives_ok($$ select public.start_self_exclusion('7d') $$,
  'public.self_exclusions: A excludes themself through start_self_exclusion()');
select is(array(select duration from public.self_exclusions order by started_at, duration), array['24h', '7d'],
  'public.self_exclusions: A reads both of their exclusions');

-- Player B: their own rows, none of A's.
set local request.jwt.claims = '{"sub": "b0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email"}}';

select is(array(select id from public.profiles), array['b0000000-0000-4000-8000-000000000001'::uuid],
  'public.profiles: player B reads exactly their own profile');
select is(array(select kind || '/' || period from public.play_limits), array['deposit/week'],
  'public.play_limits: B reads exactly their own limit, none of A''s');
select is(array(select duration from public.self_exclusions), array['7d'],
  'public.self_exclusions: B reads exactly their own exclusion, none of A''s');

-- The operator: operating draws gives no sight of players' accounts.
set local request.jwt.claims = '{"sub": "c0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email", "role": "operator"}}';

select is(array(select id from public.profiles), array['c0000000-0000-4000-8000-000000000001'::uuid],
  'public.profiles: the operator reads only their own profile');
select is_empty($$ select 1 from public.play_limits $$, 'public.play_limits: the operator reads no player''s limits');
select is_empty($$ select 1 from public.self_exclusions $$, 'public.self_exclusions: the operator reads no player''s exclusions');

-- anon: refused outright.
set local role anon;
set local request.jwt.claims = '{"role": "anon"}';

select throws_ok($$ select 1 from public.profiles $$, '42501', 'permission denied for table profiles',
  'public.profiles: anon reads nothing');
select throws_ok($$ select 1 from public.play_limits $$, '42501', 'permission denied for table play_limits',
  'public.play_limits: anon reads nothing');
select throws_ok($$ select 1 from public.self_exclusions $$, '42501', 'permission denied for table self_exclusions',
  'public.self_exclusions: anon reads nothing');
select throws_ok($$ update public.profiles set balance = 1 $$, '42501', 'permission denied for table profiles',
  'public.profiles: anon writes nothing');

-- The service role (RLS bypassed) reads every row, renames, and still writes no balance, limit or exclusion.
set local role service_role;
set local request.jwt.claims = '{"role": "service_role"}';

select is((select count(*)::integer from public.profiles where id in ('a0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000001')), 2,
  'public.profiles: the service role reads every profile');
select lives_ok($$ update public.profiles set username = 'pgtap-renamed', updated_at = now() where id = 'a0000000-0000-4000-8000-000000000001' $$,
  'public.profiles: the service role updates a username');
select throws_ok($$ update public.profiles set balance = 1 where id = 'a0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table profiles', 'public.profiles: the service role cannot write a balance');
select throws_ok($$ update public.profiles set winnings = 1 where id = 'a0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table profiles', 'public.profiles: the service role cannot write winnings');
select throws_ok($$ delete from public.profiles where id = 'a0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table profiles', 'public.profiles: the service role deletes no profile (deleting the account does)');
select is((select count(*)::integer from public.play_limits where player_id in ('a0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000001')), 3,
  'public.play_limits: the service role reads every limit');
select throws_ok($$ update public.play_limits set amount = null where player_id = 'a0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table play_limits', 'public.play_limits: the service role cannot lift a limit');
select throws_ok($$ insert into public.play_limits (player_id, kind, period, amount) values ('b0000000-0000-4000-8000-000000000001', 'stake', 'day', 100) $$,
  '42501', 'permission denied for table play_limits', 'public.play_limits: the service role inserts no limit');
select is((select count(*)::integer from public.self_exclusions where player_id in ('a0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000001')), 3,
  'public.self_exclusions: the service role reads every exclusion');
select throws_ok($$ delete from public.self_exclusions where player_id = 'a0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table self_exclusions', 'public.self_exclusions: the service role cannot lift an exclusion');
select throws_ok($$ insert into public.self_exclusions (player_id, duration) values ('b0000000-0000-4000-8000-000000000001', '24h') $$,
  '42501', 'permission denied for table self_exclusions', 'public.self_exclusions: the service role inserts no exclusion');

-- The table owner (the migrations' role): the triggers hold even where privileges would not.
reset role;
reset request.jwt.claims;

select is((select username from public.profiles where id = 'a0000000-0000-4000-8000-000000000001'), 'pgtap-renamed',
  'public.profiles: the service role''s rename took');
select throws_ok($$ delete from public.self_exclusions where player_id = 'a0000000-0000-4000-8000-000000000001' $$,
  '42501', 'a self-exclusion is never changed nor lifted', 'public.self_exclusions: not even the owner lifts an exclusion');
select throws_ok($$ delete from public.play_limits where player_id = 'a0000000-0000-4000-8000-000000000001' $$,
  '42501', 'play limits are never deleted', 'public.play_limits: not even the owner deletes a limit of a living account');

select * from finish();
rollback;
