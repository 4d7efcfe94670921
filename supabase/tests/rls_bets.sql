-- Bets: public.bets, public.tickets, the view public.ticket_summaries, and the rules public.bet_multipliers and
-- public.bet_option_rules. A player reads their own bets and tickets only; adds and removes their own pending bets
-- (the server basket) and nothing else: a placed bet, a ticket, a rule never change from the client. anon reads the
-- rules only. The service role reads everything and writes no bet but deleting a pending one. Rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(51);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('a0000000-0000-4000-8000-000000000001', 'pgtap.a@lotoafrik.test', '{"provider": "email", "providers": ["email"]}',
   '{"birth_date": "1990-05-14", "country": "TG"}'),
  ('b0000000-0000-4000-8000-000000000001', 'pgtap.b@lotoafrik.test', '{"provider": "email", "providers": ["email"]}',
   '{"birth_date": "1988-02-01", "country": "CI"}'),
  ('c0000000-0000-4000-8000-000000000001', 'pgtap.operator@lotoafrik.test', '{"provider": "email", "providers": ["email"], "role": "operator"}',
   '{}');

-- A draw on sale: Côte d'Ivoire at 10h the day after tomorrow (Abidjan is UTC+0), within the 8 days a bet may be
-- made ahead. A project whose scheduler already created it keeps its row.
create temporary table pgtap_slot on commit drop as
select (array['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'])[extract(isodow from x.day)::integer] as draw_day,
  (x.day + time '10:00') at time zone 'Africa/Abidjan' as draw_at
from (select (now() at time zone 'Africa/Abidjan')::date + 2 as day) as x;
grant select on pgtap_slot to anon, authenticated, service_role;
insert into public.draws (country, draw_day, draw_time, draw_at)
select 'CI', s.draw_day, '10h', s.draw_at from pgtap_slot as s
on conflict (country, draw_at) do nothing;

-- A ticket each for A and B with one placed (validated) bet on that draw, as place_bets() leaves them; B's pending bet.
insert into public.tickets (id, code, player_id, total_stake) values
  ('a0000000-0000-4000-8000-000000000301', public.new_ticket_code(), 'a0000000-0000-4000-8000-000000000001', 100),
  ('b0000000-0000-4000-8000-000000000301', public.new_ticket_code(), 'b0000000-0000-4000-8000-000000000001', 100);
insert into public.bets (id, user_id, status, ticket_id, ticket_position, draw_id, bet_type, bet_option, game_mode, country,
  draw_day, draw_time, draw_at, combinations, base_stake, total_stake, potential_win)
select v.id, v.user_id, v.status, v.ticket_id, case when v.ticket_id is not null then 0 end, case when v.ticket_id is not null then d.id end,
  'solo', 'direct', 'normal', 'CI', s.draw_day, '10h', s.draw_at, '[[7]]', 100, 100, 100 * m.multiplier
from (values
  ('a0000000-0000-4000-8000-000000000402'::uuid, 'a0000000-0000-4000-8000-000000000001'::uuid, 'validated', 'a0000000-0000-4000-8000-000000000301'::uuid),
  ('b0000000-0000-4000-8000-000000000402'::uuid, 'b0000000-0000-4000-8000-000000000001'::uuid, 'validated', 'b0000000-0000-4000-8000-000000000301'::uuid),
  ('b0000000-0000-4000-8000-000000000401'::uuid, 'b0000000-0000-4000-8000-000000000001'::uuid, 'pending', null)
) as v(id, user_id, status, ticket_id)
cross join pgtap_slot as s
join public.draws as d on d.country = 'CI' and d.draw_at = s.draw_at
join public.bet_multipliers as m on m.bet_type = 'solo' and m.game_mode = 'normal' and m.bet_option = 'direct'
order by v.status desc;

select is((select d.status from public.draws as d join pgtap_slot as s on d.country = 'CI' and d.draw_at = s.draw_at), 'open',
  'public.draws: the draw the bets are placed on is on sale');

-- Player A.
set local role authenticated;
set local request.jwt.claims = '{"sub": "a0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email"}}';

select lives_ok($$
  insert into public.bets (id, bet_type, bet_option, game_mode, country, draw_day, draw_time, draw_at, combinations, base_stake, total_stake, potential_win)
  select 'a0000000-0000-4000-8000-000000000401', 'solo', 'direct', 'normal', 'CI', s.draw_day, '10h', s.draw_at, '[[7]]', 100, 100, 100 * m.multiplier
  from pgtap_slot as s, public.bet_multipliers as m
  where m.bet_type = 'solo' and m.game_mode = 'normal' and m.bet_option = 'direct' $$,
  'public.bets: A puts a pending bet in their basket');
select is((select user_id from public.bets where id = 'a0000000-0000-4000-8000-000000000401'), 'a0000000-0000-4000-8000-000000000001'::uuid,
  'public.bets: the basket bet is A''s (user_id defaults to auth.uid())');
select is(array(select id from public.bets order by id),
  array['a0000000-0000-4000-8000-000000000401', 'a0000000-0000-4000-8000-000000000402']::uuid[],
  'public.bets: A reads exactly their own bets, pending and placed');
select is_empty($$ select 1 from public.bets where user_id = 'b0000000-0000-4000-8000-000000000001' $$,
  'public.bets: A reads none of B''s bets');
select throws_ok($$
  insert into public.bets (user_id, bet_type, bet_option, game_mode, country, draw_day, draw_time, draw_at, combinations, base_stake, total_stake, potential_win)
  select 'b0000000-0000-4000-8000-000000000001', 'solo', 'direct', 'normal', 'CI', s.draw_day, '10h', s.draw_at, '[[8]]', 100, 100, 1300
  from pgtap_slot as s $$,
  '42501', 'permission denied for table bets', 'public.bets: A cannot put a bet in B''s basket (user_id is not theirs to write)');
select throws_ok($$
  insert into public.bets (status, bet_type, bet_option, game_mode, country, draw_day, draw_time, draw_at, combinations, base_stake, total_stake, potential_win)
  select 'validated', 'solo', 'direct', 'normal', 'CI', s.draw_day, '10h', s.draw_at, '[[8]]', 100, 100, 1300
  from pgtap_slot as s $$,
  '42501', 'permission denied for table bets', 'public.bets: A cannot insert a placed bet (placing is place_bets())');
select throws_ok($$
  insert into public.bets (bet_type, bet_option, game_mode, country, draw_day, draw_time, draw_at, combinations, base_stake, total_stake, potential_win)
  select 'solo', 'direct', 'normal', 'CI', s.draw_day, '10h', s.draw_at, '[[8]]', 100, 100, 9999999
  from pgtap_slot as s $$,
  '23514', 'Potential win does not match the multiplier', 'public.bets: A cannot store a tampered potential win');
select throws_ok($$ update public.bets set base_stake = 500000 where id = 'a0000000-0000-4000-8000-000000000401' $$,
  '42501', 'permission denied for table bets', 'public.bets: A cannot change their pending bet');
select throws_ok($$ update public.bets set status = 'won', payout = 1000000 where id = 'a0000000-0000-4000-8000-000000000402' $$,
  '42501', 'permission denied for table bets', 'public.bets: A cannot mark their placed bet won');
select lives_ok($$ delete from public.bets where id = 'b0000000-0000-4000-8000-000000000401' $$,
  'public.bets: A''s delete of B''s pending bet runs (and deletes nothing, below)');
select lives_ok($$ delete from public.bets where id = 'a0000000-0000-4000-8000-000000000402' $$,
  'public.bets: A''s delete of their placed bet runs (and deletes nothing, below)');
select isnt_empty($$ select 1 from public.bets where id = 'a0000000-0000-4000-8000-000000000402' $$,
  'public.bets: A''s placed bet stays: only a pending bet leaves the basket');
select lives_ok($$ delete from public.bets where id = 'a0000000-0000-4000-8000-000000000401' $$,
  'public.bets: A removes their pending bet from the basket');
select is_empty($$ select 1 from public.bets where id = 'a0000000-0000-4000-8000-000000000401' $$,
  'public.bets: A''s pending bet is gone');

select is(array(select id from public.tickets), array['a0000000-0000-4000-8000-000000000301'::uuid],
  'public.tickets: A reads exactly their own ticket');
select is(array(select id || ' ' || status from public.ticket_summaries), array['a0000000-0000-4000-8000-000000000301 pending'],
  'public.ticket_summaries: A reads exactly their own ticket''s summary');
select throws_ok($$ insert into public.tickets (code, player_id, total_stake) values ('LA-0000-0000-0001', 'a0000000-0000-4000-8000-000000000001', 100) $$,
  '42501', 'permission denied for table tickets', 'public.tickets: A cannot make a ticket');
select throws_ok($$ update public.tickets set total_stake = 1 where id = 'a0000000-0000-4000-8000-000000000301' $$,
  '42501', 'permission denied for table tickets', 'public.tickets: A cannot change their ticket');
select throws_ok($$ delete from public.tickets where id = 'a0000000-0000-4000-8000-000000000301' $$,
  '42501', 'permission denied for table tickets', 'public.tickets: A cannot delete their ticket');

select isnt_empty($$ select 1 from public.bet_multipliers $$, 'public.bet_multipliers: A reads the multipliers');
select isnt_empty($$ select 1 from public.bet_option_rules $$, 'public.bet_option_rules: A reads the option rules');
select throws_ok($$ update public.bet_multipliers set multiplier = multiplier * 100 $$,
  '42501', 'permission denied for table bet_multipliers', 'public.bet_multipliers: A cannot raise a multiplier');
select throws_ok($$ delete from public.bet_option_rules $$,
  '42501', 'permission denied for table bet_option_rules', 'public.bet_option_rules: A cannot delete a rule');

-- Player B: their bets and ticket, the pending bet A tried to delete still there.
set local request.jwt.claims = '{"sub": "b0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email"}}';

select is(array(select id from public.bets order by id),
  array['b0000000-0000-4000-8000-000000000401', 'b0000000-0000-4000-8000-000000000402']::uuid[],
  'public.bets: B reads exactly their own bets; A''s delete left their pending one');
select is(array(select id from public.tickets), array['b0000000-0000-4000-8000-000000000301'::uuid],
  'public.tickets: B reads exactly their own ticket');
select is(array(select id from public.ticket_summaries), array['b0000000-0000-4000-8000-000000000301'::uuid],
  'public.ticket_summaries: B reads exactly their own summary');

-- The operator reads nobody's bets or tickets.
set local request.jwt.claims = '{"sub": "c0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email", "role": "operator"}}';

select is_empty($$ select 1 from public.bets $$, 'public.bets: the operator reads no player''s bets');
select is_empty($$ select 1 from public.tickets $$, 'public.tickets: the operator reads no player''s tickets');

-- anon: the rules only.
set local role anon;
set local request.jwt.claims = '{"role": "anon"}';

select throws_ok($$ select 1 from public.bets $$, '42501', 'permission denied for table bets', 'public.bets: anon reads nothing');
select throws_ok($$
  insert into public.bets (bet_type, bet_option, game_mode, country, draw_day, draw_time, draw_at, combinations, base_stake, total_stake, potential_win)
  select 'solo', 'direct', 'normal', 'CI', s.draw_day, '10h', s.draw_at, '[[8]]', 100, 100, 1300 from pgtap_slot as s $$,
  '42501', 'permission denied for table bets', 'public.bets: anon inserts nothing');
select throws_ok($$ delete from public.bets $$, '42501', 'permission denied for table bets', 'public.bets: anon deletes nothing');
select throws_ok($$ select 1 from public.tickets $$, '42501', 'permission denied for table tickets', 'public.tickets: anon reads nothing');
select throws_ok($$ select 1 from public.ticket_summaries $$, '42501', 'permission denied for view ticket_summaries',
  'public.ticket_summaries: anon reads nothing (verify_ticket() answers a code)');
select isnt_empty($$ select 1 from public.bet_multipliers $$, 'public.bet_multipliers: anon reads the multipliers');
select isnt_empty($$ select 1 from public.bet_option_rules $$, 'public.bet_option_rules: anon reads the option rules');
select throws_ok($$ update public.bet_multipliers set multiplier = 1 $$,
  '42501', 'permission denied for table bet_multipliers', 'public.bet_multipliers: anon writes nothing');
select throws_ok($$ insert into public.bet_option_rules (bet_option, drawn_window, misses) values ('turbo', 5, 1) $$,
  '42501', 'permission denied for table bet_option_rules', 'public.bet_option_rules: anon writes nothing');

-- The service role reads every bet and ticket; it writes no bet but may delete a pending one.
set local role service_role;
set local request.jwt.claims = '{"role": "service_role"}';

select is(array(select id from public.bets where user_id in ('a0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000001') order by id),
  array['a0000000-0000-4000-8000-000000000402', 'b0000000-0000-4000-8000-000000000401', 'b0000000-0000-4000-8000-000000000402']::uuid[],
  'public.bets: the service role reads every player''s bets');
select throws_ok($$
  insert into public.bets (user_id, bet_type, bet_option, game_mode, country, draw_day, draw_time, draw_at, combinations, base_stake, total_stake, potential_win)
  select 'a0000000-0000-4000-8000-000000000001', 'solo', 'direct', 'normal', 'CI', s.draw_day, '10h', s.draw_at, '[[8]]', 100, 100, 1300 from pgtap_slot as s $$,
  '42501', 'permission denied for table bets', 'public.bets: the service role inserts no bet');
select throws_ok($$ update public.bets set status = 'won', payout = 1300 where id = 'a0000000-0000-4000-8000-000000000402' $$,
  '42501', 'permission denied for table bets', 'public.bets: the service role marks no bet won (settlement does)');
select throws_ok($$ delete from public.bets where id = 'b0000000-0000-4000-8000-000000000402' $$,
  '42501', 'Only a pending bet can be deleted', 'public.bets: the service role cannot delete a placed bet');
select lives_ok($$ delete from public.bets where id = 'b0000000-0000-4000-8000-000000000401' $$,
  'public.bets: the service role deletes a pending bet');
select is(array(select id from public.tickets where player_id in ('a0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000001') order by id),
  array['a0000000-0000-4000-8000-000000000301', 'b0000000-0000-4000-8000-000000000301']::uuid[],
  'public.tickets: the service role reads every ticket');
select throws_ok($$ update public.tickets set total_stake = 1 where id = 'a0000000-0000-4000-8000-000000000301' $$,
  '42501', 'permission denied for table tickets', 'public.tickets: the service role changes no ticket');
select throws_ok($$ insert into public.tickets (code, player_id, total_stake) values ('LA-0000-0000-0002', 'a0000000-0000-4000-8000-000000000001', 100) $$,
  '42501', 'permission denied for table tickets', 'public.tickets: the service role makes no ticket');
select is((select count(*)::integer from public.ticket_summaries where id in ('a0000000-0000-4000-8000-000000000301', 'b0000000-0000-4000-8000-000000000301')), 2,
  'public.ticket_summaries: the service role reads every summary');
select throws_ok($$ update public.bet_multipliers set multiplier = 1 $$,
  '42501', 'permission denied for table bet_multipliers', 'public.bet_multipliers: the service role writes no multiplier');
select throws_ok($$ delete from public.bet_option_rules $$,
  '42501', 'permission denied for table bet_option_rules', 'public.bet_option_rules: the service role deletes no rule');

-- The owner: a ticket never changes, whoever asks.
reset role;
reset request.jwt.claims;

select throws_ok($$ update public.tickets set total_stake = 1 where id = 'a0000000-0000-4000-8000-000000000301' $$,
  '42501', 'tickets never change', 'public.tickets: not even the owner changes a ticket');
select throws_ok($$ update public.bets set combinations = '[[9]]' where id = 'a0000000-0000-4000-8000-000000000402' $$,
  '23514', 'A bet''s terms never change', 'public.bets: not even the owner changes a placed bet''s terms');

select * from finish();
rollback;
