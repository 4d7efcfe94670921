-- Money: public.payments, public.ledger_transactions, public.ledger_entries, public.payment_dispatches,
-- public.payment_discrepancies and the views over them (public.ledger_history, public.wallet_history,
-- public.withdrawal_phones, public.operator_payment_discrepancies). A player reads their own payments and ledger
-- only and writes none of it (money moves through the owner's functions); operators read discrepancies, nobody else
-- does; the payments outbox answers no API role; the ledger is append-only for everyone. Rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(67);

insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values
  ('a0000000-0000-4000-8000-000000000001', 'pgtap.a@lotoafrik.test', '{"provider": "email", "providers": ["email"]}',
   '{"birth_date": "1990-05-14", "country": "TG"}'),
  ('b0000000-0000-4000-8000-000000000001', 'pgtap.b@lotoafrik.test', '{"provider": "email", "providers": ["email"]}',
   '{"birth_date": "1988-02-01", "country": "CI"}'),
  ('c0000000-0000-4000-8000-000000000001', 'pgtap.operator@lotoafrik.test', '{"provider": "email", "providers": ["email"], "role": "operator"}',
   '{}');

-- A's 1 000 CFA by T-Money and B's 2 000 CFA by MTN MoMo, confirmed, with their ledger transactions and balances (what
-- settle_payment() leaves); a discrepancy reported on A's payment. Each payment queued its dispatch (payment_dispatches).
insert into public.payments (id, player_id, direction, provider, phone, amount, idempotency_key) values
  ('a0000000-0000-4000-8000-000000000101', 'a0000000-0000-4000-8000-000000000001', 'in', 'tmoney', '+22890000001', 1000,
   'a0000000-0000-4000-8000-000000000102'),
  ('b0000000-0000-4000-8000-000000000101', 'b0000000-0000-4000-8000-000000000001', 'in', 'mtn_momo', '+2250500000001', 2000,
   'b0000000-0000-4000-8000-000000000102');
update public.payments set status = 'succeeded', provider_reference = 'pgtap-' || id
where id in ('a0000000-0000-4000-8000-000000000101', 'b0000000-0000-4000-8000-000000000101');
insert into public.ledger_transactions (id, player_id, kind, reference) values
  ('a0000000-0000-4000-8000-000000000201', 'a0000000-0000-4000-8000-000000000001', 'recharge', 'payment:a0000000-0000-4000-8000-000000000101'),
  ('b0000000-0000-4000-8000-000000000201', 'b0000000-0000-4000-8000-000000000001', 'recharge', 'payment:b0000000-0000-4000-8000-000000000101');
insert into public.ledger_entries (txn_id, account, amount) values
  ('a0000000-0000-4000-8000-000000000201', 'player_play', 1000),
  ('a0000000-0000-4000-8000-000000000201', 'provider:tmoney', -1000),
  ('b0000000-0000-4000-8000-000000000201', 'player_play', 2000),
  ('b0000000-0000-4000-8000-000000000201', 'provider:mtn_momo', -2000);
update public.profiles set balance = 1000 where id = 'a0000000-0000-4000-8000-000000000001';
update public.profiles set balance = 2000 where id = 'b0000000-0000-4000-8000-000000000001';
insert into public.payment_discrepancies (id, payment_id, kind, details) values
  ('a0000000-0000-4000-8000-000000000501', 'a0000000-0000-4000-8000-000000000101', 'amount_mismatch', '{"provider_amount": 900}');

select is((select count(*)::integer from public.payment_dispatches
           where payment_id in ('a0000000-0000-4000-8000-000000000101', 'b0000000-0000-4000-8000-000000000101')), 2,
  'public.payment_dispatches: each payment queued its dispatch (so the refusals below hide real rows)');

-- Player A.
set local role authenticated;
set local request.jwt.claims = '{"sub": "a0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email"}}';

select is(array(select id from public.payments), array['a0000000-0000-4000-8000-000000000101'::uuid],
  'public.payments: player A reads exactly their own payment');
select is_empty($$ select 1 from public.payments where player_id = 'b0000000-0000-4000-8000-000000000001' $$,
  'public.payments: A reads none of B''s payments');
select throws_ok($$ insert into public.payments (player_id, direction, provider, phone, amount, idempotency_key)
  values ('a0000000-0000-4000-8000-000000000001', 'in', 'tmoney', '+22890000001', 1000, gen_random_uuid()) $$,
  '42501', 'permission denied for table payments', 'public.payments: A cannot insert a payment directly');
select throws_ok($$ update public.payments set amount = 1000000 where id = 'a0000000-0000-4000-8000-000000000101' $$,
  '42501', 'permission denied for table payments', 'public.payments: A cannot change their payment');
select throws_ok($$ delete from public.payments where id = 'a0000000-0000-4000-8000-000000000101' $$,
  '42501', 'permission denied for table payments', 'public.payments: A cannot delete their payment');
select lives_ok($$ select public.start_recharge(500, 'tmoney', '+22890000001', 'a0000000-0000-4000-8000-000000000104') $$,
  'public.payments: A starts a recharge through start_recharge()');
select is((select status from public.payments where idempotency_key = 'a0000000-0000-4000-8000-000000000104'), 'pending',
  'public.payments: A reads the pending recharge they started');

select is(array(select id from public.ledger_transactions), array['a0000000-0000-4000-8000-000000000201'::uuid],
  'public.ledger_transactions: A reads exactly their own transaction');
select is_empty($$ select 1 from public.ledger_transactions where player_id = 'b0000000-0000-4000-8000-000000000001' $$,
  'public.ledger_transactions: A reads none of B''s transactions');
select throws_ok($$ insert into public.ledger_transactions (player_id, kind, reference) values ('a0000000-0000-4000-8000-000000000001', 'recharge', 'payment:x') $$,
  '42501', 'permission denied for table ledger_transactions', 'public.ledger_transactions: A cannot insert a transaction');
select throws_ok($$ update public.ledger_transactions set kind = 'payout' where id = 'a0000000-0000-4000-8000-000000000201' $$,
  '42501', 'permission denied for table ledger_transactions', 'public.ledger_transactions: A cannot change a transaction');
select throws_ok($$ delete from public.ledger_transactions where id = 'a0000000-0000-4000-8000-000000000201' $$,
  '42501', 'permission denied for table ledger_transactions', 'public.ledger_transactions: A cannot delete a transaction');

select is(array(select account || ' ' || amount from public.ledger_entries order by account), array['player_play 1000', 'provider:tmoney -1000'],
  'public.ledger_entries: A reads exactly the entries of their own transaction');
select is_empty($$ select 1 from public.ledger_entries where txn_id = 'b0000000-0000-4000-8000-000000000201' $$,
  'public.ledger_entries: A reads none of B''s entries, even naming B''s transaction');
select throws_ok($$ insert into public.ledger_entries (txn_id, account, amount) values ('a0000000-0000-4000-8000-000000000201', 'player_play', 1000000) $$,
  '42501', 'permission denied for table ledger_entries', 'public.ledger_entries: A cannot credit themself');
select throws_ok($$ update public.ledger_entries set amount = 1000000 where txn_id = 'a0000000-0000-4000-8000-000000000201' $$,
  '42501', 'permission denied for table ledger_entries', 'public.ledger_entries: A cannot change an entry');

select is(array(select id || ' ' || balance_after from public.ledger_history), array['a0000000-0000-4000-8000-000000000201 1000'],
  'public.ledger_history: A reads exactly their own history, with its running balance');
select is(array(select distinct player_id from public.wallet_history), array['a0000000-0000-4000-8000-000000000001'::uuid],
  'public.wallet_history: A reads their own wallet history only');
select is(array(select phone from public.withdrawal_phones), array['+22890000001'],
  'public.withdrawal_phones: A reads exactly the phone they recharged from');

select throws_ok($$ select 1 from public.payment_dispatches $$, '42501', 'permission denied for table payment_dispatches',
  'public.payment_dispatches: A reads nothing of the outbox');
select throws_ok($$ update public.payment_dispatches set attempts = 0 $$, '42501', 'permission denied for table payment_dispatches',
  'public.payment_dispatches: A writes nothing in the outbox');
select is_empty($$ select 1 from public.payment_discrepancies $$,
  'public.payment_discrepancies: A reads no discrepancy, not even one about their own payment');
select is_empty($$ select 1 from public.operator_payment_discrepancies $$,
  'public.operator_payment_discrepancies: A reads nothing of the operators'' view');

-- Player B, with a forged token claiming the operator role their account does not have.
set local request.jwt.claims = '{"sub": "b0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email", "role": "operator"}}';

select is(array(select id from public.payments), array['b0000000-0000-4000-8000-000000000101'::uuid],
  'public.payments: player B reads exactly their own payment');
select is(array(select id from public.ledger_transactions), array['b0000000-0000-4000-8000-000000000201'::uuid],
  'public.ledger_transactions: B reads exactly their own transaction');
select is_empty($$ select 1 from public.payment_discrepancies $$,
  'public.payment_discrepancies: a token claiming the operator role reads nothing when the account is no operator''s');
select is_empty($$ select 1 from public.operator_payment_discrepancies $$,
  'public.operator_payment_discrepancies: nor through the operators'' view');

-- The operator: discrepancies, and no player's payments or ledger.
set local request.jwt.claims = '{"sub": "c0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email", "role": "operator"}}';

select is(array(select payment_id from public.payment_discrepancies where id = 'a0000000-0000-4000-8000-000000000501'),
  array['a0000000-0000-4000-8000-000000000101'::uuid],
  'public.payment_discrepancies: the operator reads the discrepancy');
select is((select amount from public.operator_payment_discrepancies where id = 'a0000000-0000-4000-8000-000000000501'), 1000::bigint,
  'public.operator_payment_discrepancies: the operator reads it with its payment');
select throws_ok($$ update public.payment_discrepancies set occurrences = 0 $$,
  '42501', 'permission denied for table payment_discrepancies', 'public.payment_discrepancies: the operator changes no discrepancy');
select throws_ok($$ delete from public.payment_discrepancies $$,
  '42501', 'permission denied for table payment_discrepancies', 'public.payment_discrepancies: the operator deletes no discrepancy');
select throws_ok($$ insert into public.payment_discrepancies (provider_reference, kind) values ('x', 'unknown_payment') $$,
  '42501', 'permission denied for table payment_discrepancies', 'public.payment_discrepancies: the operator inserts no discrepancy');
select is_empty($$ select 1 from public.payments $$, 'public.payments: the operator reads no player''s payments');
select is_empty($$ select 1 from public.ledger_transactions $$, 'public.ledger_transactions: the operator reads no player''s ledger');
select throws_ok($$ select 1 from public.payment_dispatches $$, '42501', 'permission denied for table payment_dispatches',
  'public.payment_dispatches: the operator reads nothing of the outbox');

-- The operator's account with a token that does not carry the role: no operator sight either.
set local request.jwt.claims = '{"sub": "c0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email"}}';

select is_empty($$ select 1 from public.payment_discrepancies $$,
  'public.payment_discrepancies: the operator''s account reads nothing with a token lacking the role');

-- anon: nothing at all.
set local role anon;
set local request.jwt.claims = '{"role": "anon"}';

select throws_ok($$ select 1 from public.payments $$, '42501', 'permission denied for table payments', 'public.payments: anon reads nothing');
select throws_ok($$ select 1 from public.ledger_transactions $$, '42501', 'permission denied for table ledger_transactions',
  'public.ledger_transactions: anon reads nothing');
select throws_ok($$ select 1 from public.ledger_entries $$, '42501', 'permission denied for table ledger_entries',
  'public.ledger_entries: anon reads nothing');
select throws_ok($$ select 1 from public.payment_dispatches $$, '42501', 'permission denied for table payment_dispatches',
  'public.payment_dispatches: anon reads nothing');
select throws_ok($$ select 1 from public.payment_discrepancies $$, '42501', 'permission denied for table payment_discrepancies',
  'public.payment_discrepancies: anon reads nothing');
select throws_ok($$ select 1 from public.ledger_history $$, '42501', 'permission denied for view ledger_history',
  'public.ledger_history: anon reads nothing');
select throws_ok($$ select 1 from public.wallet_history $$, '42501', 'permission denied for view wallet_history',
  'public.wallet_history: anon reads nothing');
select throws_ok($$ select 1 from public.withdrawal_phones $$, '42501', 'permission denied for view withdrawal_phones',
  'public.withdrawal_phones: anon reads nothing');
select throws_ok($$ select 1 from public.operator_payment_discrepancies $$, '42501', 'permission denied for view operator_payment_discrepancies',
  'public.operator_payment_discrepancies: anon reads nothing');
select throws_ok($$ insert into public.ledger_entries (txn_id, account, amount) values ('a0000000-0000-4000-8000-000000000201', 'house', 1) $$,
  '42501', 'permission denied for table ledger_entries', 'public.ledger_entries: anon writes nothing');

-- The service role: reads payments and the ledger, writes neither directly, settles through settle_payment(); the
-- outbox and the discrepancies are not its to read.
set local role service_role;
set local request.jwt.claims = '{"role": "service_role"}';

select is((select count(*)::integer from public.payments where player_id in ('a0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000001')), 3,
  'public.payments: the service role reads every payment');
select throws_ok($$ update public.payments set status = 'succeeded', provider_reference = 'x' where idempotency_key = 'a0000000-0000-4000-8000-000000000104' $$,
  '42501', 'permission denied for table payments', 'public.payments: the service role updates no payment directly');
select throws_ok($$ insert into public.payments (player_id, direction, provider, phone, amount, idempotency_key)
  values ('a0000000-0000-4000-8000-000000000001', 'in', 'tmoney', '+22890000001', 1000, gen_random_uuid()) $$,
  '42501', 'permission denied for table payments', 'public.payments: the service role inserts no payment directly');
select lives_ok($$ select public.settle_payment((select id from public.payments where idempotency_key = 'a0000000-0000-4000-8000-000000000104'),
  'pgtap-a-second', 'succeeded') $$,
  'public.payments: the service role confirms a payment through settle_payment()');
select is((select count(*)::integer from public.ledger_transactions where player_id in ('a0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000001')), 3,
  'public.ledger_transactions: the service role reads every transaction (the confirmed recharge''s too)');
select is((select count(*)::integer from public.ledger_entries where txn_id in ('a0000000-0000-4000-8000-000000000201', 'b0000000-0000-4000-8000-000000000201')), 4,
  'public.ledger_entries: the service role reads every entry');
select throws_ok($$ insert into public.ledger_transactions (player_id, kind, reference) values ('a0000000-0000-4000-8000-000000000001', 'payout', 'draw:x') $$,
  '42501', 'permission denied for table ledger_transactions', 'public.ledger_transactions: the service role inserts no transaction directly');
select throws_ok($$ delete from public.ledger_entries $$,
  '42501', 'permission denied for table ledger_entries', 'public.ledger_entries: the service role deletes no entry');
select is((select count(*)::integer from public.ledger_history where player_id in ('a0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000001')), 3,
  'public.ledger_history: the service role reads every history');
select throws_ok($$ select 1 from public.payment_dispatches $$, '42501', 'permission denied for table payment_dispatches',
  'public.payment_dispatches: the service role reads nothing of the outbox (the dispatcher''s functions do)');
select throws_ok($$ select 1 from public.payment_discrepancies $$, '42501', 'permission denied for table payment_discrepancies',
  'public.payment_discrepancies: the service role reads no discrepancy (record_payment_discrepancy() writes them)');
select throws_ok($$ select 1 from public.wallet_history $$, '42501', 'permission denied for view wallet_history',
  'public.wallet_history: the service role reads nothing of it');
select throws_ok($$ select 1 from public.withdrawal_phones $$, '42501', 'permission denied for view withdrawal_phones',
  'public.withdrawal_phones: the service role reads nothing of it');
select throws_ok($$ select 1 from public.operator_payment_discrepancies $$, '42501', 'permission denied for view operator_payment_discrepancies',
  'public.operator_payment_discrepancies: the service role reads nothing of it');

-- Player A again: the recharge the service role confirmed.
set local role authenticated;
set local request.jwt.claims = '{"sub": "a0000000-0000-4000-8000-000000000001", "role": "authenticated", "app_metadata": {"provider": "email"}}';

select is((select balance from public.profiles), 1500::bigint, 'public.profiles: A''s balance holds the confirmed recharge');
select is((select count(*)::integer from public.ledger_transactions), 2, 'public.ledger_transactions: A reads the new transaction too');

-- The owner: the ledger and the payments are append-only, whoever asks; the seeded ledger balances.
reset role;
reset request.jwt.claims;

select throws_ok($$ update public.ledger_transactions set kind = 'payout' where id = 'a0000000-0000-4000-8000-000000000201' $$,
  '42501', 'ledger_transactions is append-only', 'public.ledger_transactions: not even the owner changes a transaction');
select throws_ok($$ delete from public.ledger_entries where txn_id = 'a0000000-0000-4000-8000-000000000201' $$,
  '42501', 'ledger_entries is append-only', 'public.ledger_entries: not even the owner deletes an entry');
select throws_ok($$ delete from public.payments where id = 'a0000000-0000-4000-8000-000000000101' $$,
  '42501', 'payments are never deleted', 'public.payments: not even the owner deletes a payment');
select lives_ok($$ set constraints all immediate $$, 'the ledger seeded here balances (its deferred checks pass)');

select * from finish();
rollback;
