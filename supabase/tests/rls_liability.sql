-- Liability limits (issue 40): public.liability_country_limits, public.liability_draw_limits,
-- public.liability_line_limits, public.liability_exposure, public.draw_unavailable_lines. Signed-in players read the
-- country defaults and the unavailable lines (the builder greys them out); only operators read the overrides and the
-- exposure, and change limits through set_liability_limit(), never by writing a table; anon reads none of it; the
-- service role reads and writes nothing directly. Rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(47);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('a0000000-0000-4000-8000-000000000001', 'pgtap.a@lotoafrik.test', '{"provider": "email", "providers": ["email"]}',
   '{"birth_date": "1990-05-14", "country": "TG"}'),
  ('b0000000-0000-4000-8000-000000000001', 'pgtap.b@lotoafrik.test', '{"provider": "email", "providers": ["email"]}',
   '{"birth_date": "1988-02-01", "country": "CI"}'),
  ('c0000000-0000-4000-8000-000000000001', 'pgtap.operator@lotoafrik.test', '{"provider": "email", "providers": ["email"], "role": "operator"}',
   '{}');

-- A past draw of Côte d'Ivoire (Monday 1 January 2001) with a draw limit, line 7 closed by its own limit of 0,
-- the exposure its sales left on line 7, and line 7 listed unavailable.
insert into public.draws (id, country, draw_day, draw_time, draw_at, status) values
  ('d0000000-0000-4000-8000-000000000001', 'CI', 'lundi', '10h', '2001-01-01 10:00:00+00', 'closed');
insert into public.liability_draw_limits (draw_id, max_payout, updated_by) values
  ('d0000000-0000-4000-8000-000000000001', 5000000, 'c0000000-0000-4000-8000-000000000001');
insert into public.liability_line_limits (draw_id, line_key, max_payout, updated_by) values
  ('d0000000-0000-4000-8000-000000000001', '7', 0, 'c0000000-0000-4000-8000-000000000001');
insert into public.liability_exposure (draw_id, line_key, worst_payout) values
  ('d0000000-0000-4000-8000-000000000001', '7', 80000);
insert into public.draw_unavailable_lines (draw_id, line_key) values
  ('d0000000-0000-4000-8000-000000000001', '7');

-- A draw on sale for set_liability_limit(): Côte d'Ivoire at 10h the day after tomorrow (a project's scheduler may
-- already have created it).
create temporary table pgtap_slot on commit drop as
select (array['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'])[extract(isodow from x.day)::integer] as draw_day,
  (x.day + time '10:00') at time zone 'Africa/Abidjan' as draw_at
from (select (now() at time zone 'Africa/Abidjan')::date + 2 as day) as x;
insert into public.draws (country, draw_day, draw_time, draw_at)
select 'CI', s.draw_day, '10h', s.draw_at from pgtap_slot as s
on conflict (country, draw_at) do nothing;
create temporary table pgtap_open_draw on commit drop as
select d.id from public.draws as d join pgtap_slot as s on d.country = 'CI' and d.draw_at = s.draw_at;
grant select on pgtap_open_draw to anon, authenticated, service_role;

select is((select d.status from public.draws as d join pgtap_open_draw as o on o.id = d.id), 'open',
  'public.draws: the draw whose limits the operator sets is on sale');

-- Player A.
set local role authenticated;
set local request.jwt.claims = '{"sub": "a0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email"}}';

select is(array(select country from public.liability_country_limits order by 1), array['BJ', 'CI', 'GH', 'TG'],
  'public.liability_country_limits: player A reads every country''s default');
select throws_ok($$ update public.liability_country_limits set max_payout = 1000000000000 $$,
  '42501', 'permission denied for table liability_country_limits', 'public.liability_country_limits: A cannot raise a default');
select is(array(select line_key from public.draw_unavailable_lines where draw_id = 'd0000000-0000-4000-8000-000000000001'), array['7'],
  'public.draw_unavailable_lines: A reads the unavailable lines');
select throws_ok($$ delete from public.draw_unavailable_lines $$,
  '42501', 'permission denied for table draw_unavailable_lines', 'public.draw_unavailable_lines: A cannot reopen a line');
select throws_ok($$ insert into public.draw_unavailable_lines (draw_id, line_key) values ('d0000000-0000-4000-8000-000000000001', '8') $$,
  '42501', 'permission denied for table draw_unavailable_lines', 'public.draw_unavailable_lines: A cannot close a line');
select is_empty($$ select 1 from public.liability_draw_limits $$, 'public.liability_draw_limits: A reads no draw''s limit');
select is_empty($$ select 1 from public.liability_line_limits $$, 'public.liability_line_limits: A reads no line''s limit');
select is_empty($$ select 1 from public.liability_exposure $$, 'public.liability_exposure: A reads no exposure');
select throws_ok($$ insert into public.liability_draw_limits (draw_id, max_payout) values ('d0000000-0000-4000-8000-000000000001', 1000000000000) $$,
  '42501', 'permission denied for table liability_draw_limits', 'public.liability_draw_limits: A cannot set a limit directly');
select throws_ok($$ delete from public.liability_line_limits $$,
  '42501', 'permission denied for table liability_line_limits', 'public.liability_line_limits: A cannot remove a line''s limit');
select throws_ok($$ update public.liability_exposure set worst_payout = 0 $$,
  '42501', 'permission denied for table liability_exposure', 'public.liability_exposure: A cannot erase an exposure');
select throws_ok($$ select public.set_liability_limit(p_draw_id => (select id from pgtap_open_draw), p_line => '12-27', p_max_payout => 0) $$,
  'P0001', 'not_operator', 'public.liability_line_limits: A cannot set a limit through set_liability_limit() either');

-- Player B with a forged token claiming the operator role their account does not have.
set local request.jwt.claims = '{"sub": "b0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email", "role": "operator"}}';

select is_empty($$ select 1 from public.liability_draw_limits $$,
  'public.liability_draw_limits: a token claiming the operator role reads nothing when the account is no operator''s');
select is_empty($$ select 1 from public.liability_line_limits $$, 'public.liability_line_limits: nor the lines'' limits');
select is_empty($$ select 1 from public.liability_exposure $$, 'public.liability_exposure: nor the exposure');

-- The operator: reads the overrides and the exposure, writes no table, sets limits through set_liability_limit().
set local request.jwt.claims = '{"sub": "c0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email", "role": "operator"}}';

select is((select max_payout from public.liability_draw_limits where draw_id = 'd0000000-0000-4000-8000-000000000001'), 5000000::bigint,
  'public.liability_draw_limits: the operator reads a draw''s limit');
select is((select max_payout from public.liability_line_limits where draw_id = 'd0000000-0000-4000-8000-000000000001' and line_key = '7'), 0::bigint,
  'public.liability_line_limits: the operator reads a line''s limit');
select is((select worst_payout from public.liability_exposure where draw_id = 'd0000000-0000-4000-8000-000000000001' and line_key = '7'), 80000::bigint,
  'public.liability_exposure: the operator reads the exposure');
select throws_ok($$ update public.liability_country_limits set max_payout = 1 where country = 'CI' $$,
  '42501', 'permission denied for table liability_country_limits', 'public.liability_country_limits: the operator changes no default directly');
select throws_ok($$ update public.liability_draw_limits set max_payout = 1000000000000 $$,
  '42501', 'permission denied for table liability_draw_limits', 'public.liability_draw_limits: the operator changes no limit directly');
select throws_ok($$ insert into public.liability_line_limits (draw_id, line_key, max_payout) values ('d0000000-0000-4000-8000-000000000001', '8', 0) $$,
  '42501', 'permission denied for table liability_line_limits', 'public.liability_line_limits: the operator inserts no limit directly');
select throws_ok($$ delete from public.liability_exposure $$,
  '42501', 'permission denied for table liability_exposure', 'public.liability_exposure: the operator erases no exposure');
select throws_ok($$ delete from public.draw_unavailable_lines $$,
  '42501', 'permission denied for table draw_unavailable_lines', 'public.draw_unavailable_lines: the operator reopens no line directly');
select lives_ok($$ select public.set_liability_limit(p_draw_id => (select id from pgtap_open_draw), p_line => '27-12', p_max_payout => 0) $$,
  'public.liability_line_limits: the operator closes a line through set_liability_limit()');
select is((select max_payout from public.liability_line_limits where draw_id = (select id from pgtap_open_draw) and line_key = '12-27'), 0::bigint,
  'public.liability_line_limits: the operator reads the limit they set (its line written canonically)');
select isnt_empty($$ select 1 from public.operator_audit where action = 'limit_change' and draw_id = (select id from pgtap_open_draw) $$,
  'public.operator_audit: the limit change is audited');

-- Player A sees the line the operator closed.
set local request.jwt.claims = '{"sub": "a0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email"}}';

select isnt_empty($$ select 1 from public.draw_unavailable_lines where draw_id = (select id from pgtap_open_draw) and line_key = '12-27' $$,
  'public.draw_unavailable_lines: A reads the line the operator closed');
select is_empty($$ select 1 from public.liability_line_limits $$, 'public.liability_line_limits: but not its limit');

-- anon: the countries' defaults (the rules page states them to everyone), nothing else.
set local role anon;
set local request.jwt.claims = '{"role": "anon"}';

select is(array(select country from public.liability_country_limits order by 1), array['BJ', 'CI', 'GH', 'TG'],
  'public.liability_country_limits: anon reads every country''s default (the rules)');
select throws_ok($$ select 1 from public.liability_draw_limits $$, '42501', 'permission denied for table liability_draw_limits',
  'public.liability_draw_limits: anon reads nothing');
select throws_ok($$ select 1 from public.liability_line_limits $$, '42501', 'permission denied for table liability_line_limits',
  'public.liability_line_limits: anon reads nothing');
select throws_ok($$ select 1 from public.liability_exposure $$, '42501', 'permission denied for table liability_exposure',
  'public.liability_exposure: anon reads nothing');
select throws_ok($$ select 1 from public.draw_unavailable_lines $$, '42501', 'permission denied for table draw_unavailable_lines',
  'public.draw_unavailable_lines: anon reads nothing');
select throws_ok($$ update public.liability_country_limits set max_payout = 1 $$, '42501', 'permission denied for table liability_country_limits',
  'public.liability_country_limits: anon writes nothing');
select throws_ok($$ select public.set_liability_limit(p_country => 'CI', p_max_payout => 1000000000000) $$,
  '42501', 'permission denied for function set_liability_limit', 'public.liability_country_limits: anon calls no limit function');

-- The service role reads everything, writes nothing directly.
set local role service_role;
set local request.jwt.claims = '{"role": "service_role"}';

select is((select count(*)::integer from public.liability_country_limits), 4, 'public.liability_country_limits: the service role reads the defaults');
select isnt_empty($$ select 1 from public.liability_draw_limits where draw_id = 'd0000000-0000-4000-8000-000000000001' $$,
  'public.liability_draw_limits: the service role reads a draw''s limit');
select isnt_empty($$ select 1 from public.liability_line_limits where draw_id = 'd0000000-0000-4000-8000-000000000001' $$,
  'public.liability_line_limits: the service role reads a line''s limit');
select isnt_empty($$ select 1 from public.liability_exposure where draw_id = 'd0000000-0000-4000-8000-000000000001' $$,
  'public.liability_exposure: the service role reads the exposure');
select isnt_empty($$ select 1 from public.draw_unavailable_lines where draw_id = 'd0000000-0000-4000-8000-000000000001' $$,
  'public.draw_unavailable_lines: the service role reads the unavailable lines');
select throws_ok($$ update public.liability_country_limits set max_payout = 1 $$,
  '42501', 'permission denied for table liability_country_limits', 'public.liability_country_limits: the service role changes no default');
select throws_ok($$ delete from public.liability_draw_limits $$,
  '42501', 'permission denied for table liability_draw_limits', 'public.liability_draw_limits: the service role removes no limit');
select throws_ok($$ insert into public.liability_line_limits (draw_id, line_key, max_payout) values ('d0000000-0000-4000-8000-000000000001', '9', 0) $$,
  '42501', 'permission denied for table liability_line_limits', 'public.liability_line_limits: the service role sets no limit');
select throws_ok($$ update public.liability_exposure set worst_payout = 0 $$,
  '42501', 'permission denied for table liability_exposure', 'public.liability_exposure: the service role changes no exposure');
select throws_ok($$ delete from public.draw_unavailable_lines $$,
  '42501', 'permission denied for table draw_unavailable_lines', 'public.draw_unavailable_lines: the service role reopens no line');
select throws_ok($$ select public.set_liability_limit(p_country => 'CI', p_max_payout => 1000000000000) $$,
  '42501', 'permission denied for function set_liability_limit', 'public.liability_country_limits: the service role calls no limit function');

select * from finish();
rollback;
