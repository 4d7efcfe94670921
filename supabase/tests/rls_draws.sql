-- Draws: public.draws, public.draw_result_drafts, public.draw_settlements, public.operator_audit, public.win_notices
-- and the views public.draw_results, public.operator_draw_queue, public.operator_settlements. Everyone reads draws and
-- drawn results; only operators (app_metadata.role = 'operator' in the token AND on the account) read drafts,
-- settlements, the audit trail and the queue, and they act through the owner's functions (record_draw_result() …),
-- never by writing a table; a player reads their own win notices. Rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(66);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('a0000000-0000-4000-8000-000000000001', 'pgtap.a@lotoafrik.test', '{"provider": "email", "providers": ["email"]}',
   '{"birth_date": "1990-05-14", "country": "TG"}'),
  ('b0000000-0000-4000-8000-000000000001', 'pgtap.b@lotoafrik.test', '{"provider": "email", "providers": ["email"]}',
   '{"birth_date": "1988-02-01", "country": "CI"}'),
  ('c0000000-0000-4000-8000-000000000001', 'pgtap.operator@lotoafrik.test', '{"provider": "email", "providers": ["email"], "role": "operator"}',
   '{}'),
  ('c0000000-0000-4000-8000-000000000002', 'pgtap.operator2@lotoafrik.test', '{"provider": "email", "providers": ["email"], "role": "operator"}',
   '{}');

-- Two past draws of Côte d'Ivoire (Monday 1 January 2001, no project's scheduler reaches back there): at 10h closed,
-- its result drafted by the second operator and waiting for a confirmation; at 13h drawn, settling, A and B winners.
insert into public.draws (id, country, draw_day, draw_time, draw_at, status, winning_numbers, machine_numbers, source, recorded_at) values
  ('d0000000-0000-4000-8000-000000000001', 'CI', 'lundi', '10h', '2001-01-01 10:00:00+00', 'closed', null, null, null, null),
  ('d0000000-0000-4000-8000-000000000002', 'CI', 'lundi', '13h', '2001-01-01 13:00:00+00', 'drawn', '{5,17,33,61,88}', '{2,9,40,71,90}', 'système', now());
insert into public.draw_result_drafts (draw_id, winning_numbers, machine_numbers, recorded_by, recorded_by_email) values
  ('d0000000-0000-4000-8000-000000000001', '{11,22,33,44,55}', '{66,77,88,89,90}', 'c0000000-0000-4000-8000-000000000002', 'pgtap.operator2@lotoafrik.test');
insert into public.operator_audit (actor_id, actor, action, draw_id, details) values
  ('c0000000-0000-4000-8000-000000000002', 'pgtap.operator2@lotoafrik.test', 'close', 'd0000000-0000-4000-8000-000000000001', '{}');
insert into public.draw_settlements (draw_id, kind, total_bets) values ('d0000000-0000-4000-8000-000000000002', 'settle', 2);
insert into public.win_notices (draw_id, player_id, amount, bets_won) values
  ('d0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000001', 1300, 1),
  ('d0000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000001', 2600, 1);

-- Player A.
set local role authenticated;
set local request.jwt.claims = '{"sub": "a0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email"}}';

select is(array(select id from public.draws where id in ('d0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002') order by id),
  array['d0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002']::uuid[],
  'public.draws: player A reads draws');
select is(array(select id from public.draw_results where id in ('d0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002')),
  array['d0000000-0000-4000-8000-000000000002'::uuid],
  'public.draw_results: A reads the drawn draw''s result, not the closed one');
select throws_ok($$ insert into public.draws (country, draw_day, draw_time, draw_at) values ('CI', 'lundi', '7h', '2001-01-01 07:00:00+00') $$,
  '42501', 'permission denied for table draws', 'public.draws: A cannot create a draw');
select throws_ok($$ update public.draws set status = 'cancelled' where id = 'd0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table draws', 'public.draws: A cannot cancel a draw');
select throws_ok($$ delete from public.draws where id = 'd0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table draws', 'public.draws: A cannot delete a draw');
select is_empty($$ select 1 from public.draw_result_drafts $$,
  'public.draw_result_drafts: A reads no draft (numbers stay hidden until confirmed)');
select throws_ok($$ insert into public.draw_result_drafts (draw_id, winning_numbers, machine_numbers, recorded_by)
  values ('d0000000-0000-4000-8000-000000000001', '{1,2,3,4,5}', '{6,7,8,9,10}', 'a0000000-0000-4000-8000-000000000001') $$,
  '42501', 'permission denied for table draw_result_drafts', 'public.draw_result_drafts: A cannot write a draft');
select throws_ok($$ select public.record_draw_result('d0000000-0000-4000-8000-000000000001', '[1, 2, 3, 4, 5]', '[6, 7, 8, 9, 10]') $$,
  'P0001', 'not_operator', 'public.draw_result_drafts: A cannot record a result through record_draw_result() either');
select is_empty($$ select 1 from public.draw_settlements $$, 'public.draw_settlements: A reads no settlement');
select is_empty($$ select 1 from public.operator_settlements $$, 'public.operator_settlements: A reads nothing of the operators'' view');
select is_empty($$ select 1 from public.operator_audit $$, 'public.operator_audit: A reads nothing of the audit trail');
select is_empty($$ select 1 from public.operator_draw_queue $$, 'public.operator_draw_queue: A reads nothing of the operators'' queue');
select is(array(select amount from public.win_notices), array[1300::bigint], 'public.win_notices: A reads exactly their own win notice');
select is_empty($$ select 1 from public.win_notices where player_id = 'b0000000-0000-4000-8000-000000000001' $$,
  'public.win_notices: A reads none of B''s notices');
select throws_ok($$ insert into public.win_notices (draw_id, player_id, amount, bets_won)
  values ('d0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', 1000000, 1) $$,
  '42501', 'permission denied for table win_notices', 'public.win_notices: A cannot award themself a win');
select throws_ok($$ update public.win_notices set amount = 1000000 $$,
  '42501', 'permission denied for table win_notices', 'public.win_notices: A cannot change their notice');
select throws_ok($$ delete from public.win_notices $$,
  '42501', 'permission denied for table win_notices', 'public.win_notices: A cannot delete their notice');

-- Player B with a forged token claiming the operator role their account does not have.
set local request.jwt.claims = '{"sub": "b0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email", "role": "operator"}}';

select is(array(select amount from public.win_notices), array[2600::bigint], 'public.win_notices: B reads exactly their own win notice');
select is_empty($$ select 1 from public.draw_result_drafts $$,
  'public.draw_result_drafts: a token claiming the operator role reads no draft when the account is no operator''s');
select is_empty($$ select 1 from public.draw_settlements $$, 'public.draw_settlements: nor settlements');
select is_empty($$ select 1 from public.operator_audit $$, 'public.operator_audit: nor the audit trail');
select is_empty($$ select 1 from public.operator_draw_queue $$, 'public.operator_draw_queue: nor the queue');
select throws_ok($$ select public.record_draw_result('d0000000-0000-4000-8000-000000000001', '[1, 2, 3, 4, 5]', '[6, 7, 8, 9, 10]') $$,
  'P0001', 'not_operator', 'public.draw_result_drafts: nor records a result');

-- The operator's account with a token that does not carry the role.
set local request.jwt.claims = '{"sub": "c0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email"}}';

select is_empty($$ select 1 from public.draw_result_drafts $$,
  'public.draw_result_drafts: the operator''s account reads no draft with a token lacking the role');

-- The operator.
set local request.jwt.claims = '{"sub": "c0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email", "role": "operator"}}';

select is(array(select recorded_by from public.draw_result_drafts where draw_id = 'd0000000-0000-4000-8000-000000000001'),
  array['c0000000-0000-4000-8000-000000000002'::uuid],
  'public.draw_result_drafts: the operator reads the other operator''s draft');
select is((select draft_winning_numbers from public.operator_draw_queue where draw_id = 'd0000000-0000-4000-8000-000000000001'), '{11,22,33,44,55}'::smallint[],
  'public.operator_draw_queue: the operator reads the closed draw waiting, with its draft');
select throws_ok($$ update public.draw_result_drafts set winning_numbers = '{1,2,3,4,5}' $$,
  '42501', 'permission denied for table draw_result_drafts', 'public.draw_result_drafts: the operator changes no draft directly');
select throws_ok($$ delete from public.draw_result_drafts $$,
  '42501', 'permission denied for table draw_result_drafts', 'public.draw_result_drafts: the operator deletes no draft directly');
select throws_ok($$ insert into public.draw_result_drafts (draw_id, winning_numbers, machine_numbers, recorded_by)
  values ('d0000000-0000-4000-8000-000000000002', '{1,2,3,4,5}', '{6,7,8,9,10}', 'c0000000-0000-4000-8000-000000000001') $$,
  '42501', 'permission denied for table draw_result_drafts', 'public.draw_result_drafts: the operator inserts no draft directly');
select lives_ok($$ select public.record_draw_result('d0000000-0000-4000-8000-000000000001', '[1, 2, 3, 4, 5]', '[6, 7, 8, 9, 10]') $$,
  'public.draw_result_drafts: the operator records a result through record_draw_result()');
select is((select winning_numbers || machine_numbers from public.draw_result_drafts where recorded_by = 'c0000000-0000-4000-8000-000000000001'),
  '{1,2,3,4,5,6,7,8,9,10}'::smallint[],
  'public.draw_result_drafts: the operator reads the draft they recorded');
select throws_ok($$ update public.draws set status = 'cancelled' where id = 'd0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table draws', 'public.draws: the operator cancels no draw directly (cancel_draw() does)');
select throws_ok($$ update public.draws set winning_numbers = '{1,2,3,4,5}' where id = 'd0000000-0000-4000-8000-000000000002' $$,
  '42501', 'permission denied for table draws', 'public.draws: the operator changes no result directly');
select is(array(select action from public.operator_audit where draw_id = 'd0000000-0000-4000-8000-000000000001' order by id), array['close', 'record'],
  'public.operator_audit: the operator reads the audit trail, their recording in it');
select throws_ok($$ insert into public.operator_audit (actor, action, draw_id) values ('x', 'cancel', 'd0000000-0000-4000-8000-000000000001') $$,
  '42501', 'permission denied for table operator_audit', 'public.operator_audit: the operator writes nothing in the audit trail');
select throws_ok($$ delete from public.operator_audit $$,
  '42501', 'permission denied for table operator_audit', 'public.operator_audit: the operator erases nothing from the audit trail');
select is(array(select kind || ' ' || total_bets from public.draw_settlements where draw_id = 'd0000000-0000-4000-8000-000000000002'), array['settle 2'],
  'public.draw_settlements: the operator reads the settlement');
select isnt_empty($$ select 1 from public.operator_settlements where draw_id = 'd0000000-0000-4000-8000-000000000002' $$,
  'public.operator_settlements: the operator reads the running settlement');
select throws_ok($$ update public.draw_settlements set done_bets = total_bets $$,
  '42501', 'permission denied for table draw_settlements', 'public.draw_settlements: the operator changes no settlement');
select is_empty($$ select 1 from public.win_notices $$, 'public.win_notices: the operator reads no player''s win notices');

-- anon: draws and results, nothing else.
set local role anon;
set local request.jwt.claims = '{"role": "anon"}';

select isnt_empty($$ select 1 from public.draws where id = 'd0000000-0000-4000-8000-000000000001' $$, 'public.draws: anon reads draws');
select isnt_empty($$ select 1 from public.draw_results where id = 'd0000000-0000-4000-8000-000000000002' $$, 'public.draw_results: anon reads results');
select throws_ok($$ update public.draws set status = 'cancelled' $$,
  '42501', 'permission denied for table draws', 'public.draws: anon changes no draw');
select throws_ok($$ insert into public.draws (country, draw_day, draw_time, draw_at) values ('CI', 'lundi', '7h', '2001-01-01 07:00:00+00') $$,
  '42501', 'permission denied for table draws', 'public.draws: anon creates no draw');
select throws_ok($$ select 1 from public.draw_result_drafts $$, '42501', 'permission denied for table draw_result_drafts',
  'public.draw_result_drafts: anon reads nothing');
select throws_ok($$ select 1 from public.draw_settlements $$, '42501', 'permission denied for table draw_settlements',
  'public.draw_settlements: anon reads nothing');
select throws_ok($$ select 1 from public.operator_audit $$, '42501', 'permission denied for table operator_audit',
  'public.operator_audit: anon reads nothing');
select throws_ok($$ select 1 from public.win_notices $$, '42501', 'permission denied for table win_notices',
  'public.win_notices: anon reads nothing');
select throws_ok($$ select 1 from public.operator_draw_queue $$, '42501', 'permission denied for view operator_draw_queue',
  'public.operator_draw_queue: anon reads nothing');
select throws_ok($$ select 1 from public.operator_settlements $$, '42501', 'permission denied for view operator_settlements',
  'public.operator_settlements: anon reads nothing');
select throws_ok($$ select public.record_draw_result('d0000000-0000-4000-8000-000000000001', '[1, 2, 3, 4, 5]', '[6, 7, 8, 9, 10]') $$,
  '42501', 'permission denied for function record_draw_result', 'public.draw_result_drafts: anon calls no operator function');

-- The service role: reads the operators' tables, writes none of them directly; the operators' views are not its.
set local role service_role;
set local request.jwt.claims = '{"role": "service_role"}';

select isnt_empty($$ select 1 from public.draw_result_drafts where draw_id = 'd0000000-0000-4000-8000-000000000001' $$,
  'public.draw_result_drafts: the service role reads drafts');
select throws_ok($$ delete from public.draw_result_drafts $$,
  '42501', 'permission denied for table draw_result_drafts', 'public.draw_result_drafts: the service role deletes no draft directly');
select isnt_empty($$ select 1 from public.draw_settlements where draw_id = 'd0000000-0000-4000-8000-000000000002' $$,
  'public.draw_settlements: the service role reads settlements');
select throws_ok($$ insert into public.draw_settlements (draw_id, kind, total_bets) values ('d0000000-0000-4000-8000-000000000001', 'refund', 0) $$,
  '42501', 'permission denied for table draw_settlements', 'public.draw_settlements: the service role starts no settlement directly');
select isnt_empty($$ select 1 from public.operator_audit where draw_id = 'd0000000-0000-4000-8000-000000000001' $$,
  'public.operator_audit: the service role reads the audit trail');
select throws_ok($$ update public.operator_audit set actor = 'x' $$,
  '42501', 'permission denied for table operator_audit', 'public.operator_audit: the service role rewrites nothing in the audit trail');
select is((select count(*)::integer from public.win_notices where draw_id = 'd0000000-0000-4000-8000-000000000002'), 2,
  'public.win_notices: the service role reads every win notice');
select throws_ok($$ insert into public.win_notices (draw_id, player_id, amount, bets_won)
  values ('d0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', 100, 1) $$,
  '42501', 'permission denied for table win_notices', 'public.win_notices: the service role awards no win directly');
select throws_ok($$ update public.draws set status = 'cancelled' where id = 'd0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table draws', 'public.draws: the service role changes no draw directly (system_draw() …)');
select throws_ok($$ insert into public.draws (country, draw_day, draw_time, draw_at) values ('CI', 'lundi', '7h', '2001-01-01 07:00:00+00') $$,
  '42501', 'permission denied for table draws', 'public.draws: the service role creates no draw directly (create_scheduled_draws())');
select throws_ok($$ select 1 from public.operator_draw_queue $$, '42501', 'permission denied for view operator_draw_queue',
  'public.operator_draw_queue: the service role reads nothing of it');
select throws_ok($$ select 1 from public.operator_settlements $$, '42501', 'permission denied for view operator_settlements',
  'public.operator_settlements: the service role reads nothing of it');

-- The owner: draws are never deleted, the audit trail and win notices are append-only.
reset role;
reset request.jwt.claims;

select throws_ok($$ delete from public.draws where id = 'd0000000-0000-4000-8000-000000000001' $$,
  '42501', 'draws are never deleted', 'public.draws: not even the owner deletes a draw');
select throws_ok($$ update public.operator_audit set actor = 'x' $$,
  '42501', 'operator_audit is append-only', 'public.operator_audit: not even the owner rewrites the audit trail');
select throws_ok($$ delete from public.win_notices where draw_id = 'd0000000-0000-4000-8000-000000000002' $$,
  '42501', 'win_notices is append-only', 'public.win_notices: not even the owner deletes a win notice');

select * from finish();
rollback;
