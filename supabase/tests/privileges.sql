-- Who may do what on every table and view of the public schema, per API role (anon, authenticated,
-- service_role): the catalog side of tests/integration/grants.test.ts, whose table of privileges this file
-- repeats (s select, i insert, u update, d delete, t truncate; a column privilege counts). A table or view
-- added without being placed here fails tables_are/views_are; rls_*.sql test what each role meets when it reads
-- and writes. Runs with `npm run test:pgtap` and, on a project, `supabase test db` (supabase/tests/README.md).
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(208);

-- A role's privileges on a relation, as grants.test.ts writes them: 's', 'sid', '' …
create function pg_temp.privileges(relation regclass, grantee name) returns text
language sql stable
as $$
  select concat_ws('',
    case when pg_catalog.has_any_column_privilege(grantee, relation, 'select') then 's' end,
    case when pg_catalog.has_any_column_privilege(grantee, relation, 'insert') then 'i' end,
    case when pg_catalog.has_any_column_privilege(grantee, relation, 'update') then 'u' end,
    case when pg_catalog.has_table_privilege(grantee, relation, 'delete') then 'd' end,
    case when pg_catalog.has_table_privilege(grantee, relation, 'truncate') then 't' end)
$$;

-- Every table and view is placed below, and no other exists.
select tables_are('public', array[
  'bet_multipliers', 'bet_option_rules', 'bets', 'draw_result_drafts', 'draw_settlements', 'draw_unavailable_lines', 'draws',
  'favourites', 'ledger_entries', 'ledger_transactions', 'liability_country_limits', 'liability_draw_limits', 'liability_exposure',
  'liability_line_limits', 'operator_audit', 'payment_discrepancies', 'payment_dispatches', 'payments', 'play_limits',
  'profiles', 'self_exclusions', 'tickets', 'win_notices'
], 'the public schema has exactly the tables placed in this file');
select views_are('public', array[
  'draw_results', 'ledger_history', 'operator_draw_queue', 'operator_payment_discrepancies', 'operator_settlements',
  'ticket_summaries', 'wallet_history', 'withdrawal_phones'
], 'the public schema has exactly the views placed in this file');
select is(
  array(select c.relname::text collate "default" from pg_catalog.pg_class as c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relrowsecurity),
  '{}'::text[],
  'row-level security is on for every table of the public schema');

-- One policy per operation, to the roles that need it (DESIGN §4): select for players, delete and insert of pending bets.
select results_eq(
  $$ select tablename::text collate "default", policyname::text collate "default", cmd, roles::text[] collate "default"
     from pg_catalog.pg_policies where schemaname = 'public' order by tablename collate "C", policyname collate "C" $$,
  $$ values
    ('bet_multipliers', 'bet_multipliers_select_all', 'SELECT', array['anon', 'authenticated']),
    ('bet_option_rules', 'bet_option_rules_select_all', 'SELECT', array['anon', 'authenticated']),
    ('bets', 'bets_delete_own_pending', 'DELETE', array['authenticated']),
    ('bets', 'bets_insert_own_pending', 'INSERT', array['authenticated']),
    ('bets', 'bets_select_own', 'SELECT', array['authenticated']),
    ('draw_result_drafts', 'draw_result_drafts_select_operators', 'SELECT', array['authenticated']),
    ('draw_settlements', 'draw_settlements_select_operators', 'SELECT', array['authenticated']),
    ('draw_unavailable_lines', 'draw_unavailable_lines_select_all', 'SELECT', array['authenticated']),
    ('draws', 'draws_select_all', 'SELECT', array['anon', 'authenticated']),
    ('favourites', 'favourites_delete_own', 'DELETE', array['authenticated']),
    ('favourites', 'favourites_insert_own', 'INSERT', array['authenticated']),
    ('favourites', 'favourites_select_own', 'SELECT', array['authenticated']),
    ('ledger_entries', 'ledger_entries_select_own', 'SELECT', array['authenticated']),
    ('ledger_transactions', 'ledger_transactions_select_own', 'SELECT', array['authenticated']),
    ('liability_country_limits', 'liability_country_limits_select_all', 'SELECT', array['anon', 'authenticated']),
    ('liability_draw_limits', 'liability_draw_limits_select_operators', 'SELECT', array['authenticated']),
    ('liability_exposure', 'liability_exposure_select_operators', 'SELECT', array['authenticated']),
    ('liability_line_limits', 'liability_line_limits_select_operators', 'SELECT', array['authenticated']),
    ('operator_audit', 'operator_audit_select_operators', 'SELECT', array['authenticated']),
    ('payment_discrepancies', 'payment_discrepancies_operators', 'SELECT', array['authenticated']),
    ('payments', 'payments_select_own', 'SELECT', array['authenticated']),
    ('play_limits', 'play_limits_select_own', 'SELECT', array['authenticated']),
    ('profiles', 'profiles_select_own', 'SELECT', array['authenticated']),
    ('self_exclusions', 'self_exclusions_select_own', 'SELECT', array['authenticated']),
    ('tickets', 'tickets_select_own', 'SELECT', array['authenticated']),
    ('win_notices', 'win_notices_select_own', 'SELECT', array['authenticated'])
  $$,
  'each policy has its command and roles');

-- The column privileges: a player's basket insert names these columns of bets only (not user_id, status, ticket_id,
-- draw_id, payout …); the service role updates a profile's username, e-mail copy and updated_at, never its balance.
select results_eq(
  $$ select c.relname::text collate "default", a.attname::text collate "default", x.grantee::regrole::text, x.privilege_type
     from pg_catalog.pg_attribute as a
     join pg_catalog.pg_class as c on c.oid = a.attrelid
     cross join lateral aclexplode(a.attacl) as x
     where c.relnamespace = 'public'::regnamespace and a.attnum > 0
       and x.grantee in ('anon'::regrole, 'authenticated'::regrole, 'service_role'::regrole)
     order by c.relname collate "C", a.attname collate "C", x.grantee::regrole::text collate "C", x.privilege_type collate "C" $$,
  $$ values
    ('bets', 'base_stake', 'authenticated', 'INSERT'),
    ('bets', 'bet_option', 'authenticated', 'INSERT'),
    ('bets', 'bet_type', 'authenticated', 'INSERT'),
    ('bets', 'combinations', 'authenticated', 'INSERT'),
    ('bets', 'country', 'authenticated', 'INSERT'),
    ('bets', 'draw_at', 'authenticated', 'INSERT'),
    ('bets', 'draw_day', 'authenticated', 'INSERT'),
    ('bets', 'draw_time', 'authenticated', 'INSERT'),
    ('bets', 'game_mode', 'authenticated', 'INSERT'),
    ('bets', 'id', 'authenticated', 'INSERT'),
    ('bets', 'potential_mac_win', 'authenticated', 'INSERT'),
    ('bets', 'potential_win', 'authenticated', 'INSERT'),
    ('bets', 'total_stake', 'authenticated', 'INSERT'),
    ('favourites', 'bet_option', 'authenticated', 'INSERT'),
    ('favourites', 'bet_type', 'authenticated', 'INSERT'),
    ('favourites', 'game_mode', 'authenticated', 'INSERT'),
    ('favourites', 'name', 'authenticated', 'INSERT'),
    ('favourites', 'selection', 'authenticated', 'INSERT'),
    ('profiles', 'email', 'service_role', 'UPDATE'),
    ('profiles', 'updated_at', 'service_role', 'UPDATE'),
    ('profiles', 'username', 'service_role', 'UPDATE')
  $$,
  'the column privileges of the API roles are exactly these');

-- Views run as their caller (RLS applies), but the operators' three, which filter on is_operator() themselves.
select results_eq(
  $$ select c.relname::text collate "default" from pg_catalog.pg_class as c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'v'
       and not coalesce('security_invoker=true' = any (c.reloptions), false)
     order by c.relname collate "C" $$,
  array['operator_draw_queue', 'operator_payment_discrepancies', 'operator_settlements'],
  'every view is security_invoker but the operators'' definer views');

-- Realtime sends row changes of these tables only (each filtered by RLS per player).
select results_eq(
  $$ select tablename::text collate "default" from pg_catalog.pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'
     order by tablename collate "C" $$,
  array['bets', 'draw_unavailable_lines', 'payments', 'profiles', 'win_notices'],
  'realtime publishes bets, unavailable lines, payments, profiles and win notices only');

-- public.bet_multipliers: the payout rules: everyone reads them, nobody writes them
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.bet_multipliers'::regclass), 'public.bet_multipliers: row-level security is on');
select policies_are('public', 'bet_multipliers', array['bet_multipliers_select_all'], 'public.bet_multipliers: its policies are bet_multipliers_select_all');
select is(pg_temp.privileges('public.bet_multipliers', 'anon'), 's', 'public.bet_multipliers: anon may select');
select is(pg_temp.privileges('public.bet_multipliers', 'authenticated'), 's', 'public.bet_multipliers: authenticated may select');
select is(pg_temp.privileges('public.bet_multipliers', 'service_role'), 's', 'public.bet_multipliers: service_role may select');
select table_privs_are('public', 'bet_multipliers', 'anon', array['SELECT']::name[], 'public.bet_multipliers: anon holds SELECT table privilege');
select table_privs_are('public', 'bet_multipliers', 'authenticated', array['SELECT']::name[], 'public.bet_multipliers: authenticated holds SELECT table privilege');

-- public.bet_option_rules: the option rules: everyone reads them, nobody writes them
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.bet_option_rules'::regclass), 'public.bet_option_rules: row-level security is on');
select policies_are('public', 'bet_option_rules', array['bet_option_rules_select_all'], 'public.bet_option_rules: its policies are bet_option_rules_select_all');
select is(pg_temp.privileges('public.bet_option_rules', 'anon'), 's', 'public.bet_option_rules: anon may select');
select is(pg_temp.privileges('public.bet_option_rules', 'authenticated'), 's', 'public.bet_option_rules: authenticated may select');
select is(pg_temp.privileges('public.bet_option_rules', 'service_role'), 's', 'public.bet_option_rules: service_role may select');
select table_privs_are('public', 'bet_option_rules', 'anon', array['SELECT']::name[], 'public.bet_option_rules: anon holds SELECT table privilege');
select table_privs_are('public', 'bet_option_rules', 'authenticated', array['SELECT']::name[], 'public.bet_option_rules: authenticated holds SELECT table privilege');

-- public.bets: a player reads their bets, adds and removes pending ones (the basket; insert on some columns only); placing is place_bets()
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.bets'::regclass), 'public.bets: row-level security is on');
select policies_are('public', 'bets', array['bets_delete_own_pending', 'bets_insert_own_pending', 'bets_select_own'], 'public.bets: its policies are bets_delete_own_pending, bets_insert_own_pending, bets_select_own');
select is(pg_temp.privileges('public.bets', 'anon'), '', 'public.bets: anon may do nothing');
select is(pg_temp.privileges('public.bets', 'authenticated'), 'sid', 'public.bets: authenticated may select, insert, delete');
select is(pg_temp.privileges('public.bets', 'service_role'), 'sd', 'public.bets: service_role may select, delete');
select table_privs_are('public', 'bets', 'anon', '{}'::name[], 'public.bets: anon holds no table privilege');
select table_privs_are('public', 'bets', 'authenticated', array['DELETE', 'SELECT']::name[], 'public.bets: authenticated holds DELETE, SELECT table privileges (its insert is per column)');

-- public.draw_result_drafts: operators read drafts; writing is record_draw_result()
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.draw_result_drafts'::regclass), 'public.draw_result_drafts: row-level security is on');
select policies_are('public', 'draw_result_drafts', array['draw_result_drafts_select_operators'], 'public.draw_result_drafts: its policies are draw_result_drafts_select_operators');
select is(pg_temp.privileges('public.draw_result_drafts', 'anon'), '', 'public.draw_result_drafts: anon may do nothing');
select is(pg_temp.privileges('public.draw_result_drafts', 'authenticated'), 's', 'public.draw_result_drafts: authenticated may select');
select is(pg_temp.privileges('public.draw_result_drafts', 'service_role'), 's', 'public.draw_result_drafts: service_role may select');
select table_privs_are('public', 'draw_result_drafts', 'anon', '{}'::name[], 'public.draw_result_drafts: anon holds no table privilege');
select table_privs_are('public', 'draw_result_drafts', 'authenticated', array['SELECT']::name[], 'public.draw_result_drafts: authenticated holds SELECT table privilege');

-- public.draw_settlements: operators read settlement progress; the settlement functions write it
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.draw_settlements'::regclass), 'public.draw_settlements: row-level security is on');
select policies_are('public', 'draw_settlements', array['draw_settlements_select_operators'], 'public.draw_settlements: its policies are draw_settlements_select_operators');
select is(pg_temp.privileges('public.draw_settlements', 'anon'), '', 'public.draw_settlements: anon may do nothing');
select is(pg_temp.privileges('public.draw_settlements', 'authenticated'), 's', 'public.draw_settlements: authenticated may select');
select is(pg_temp.privileges('public.draw_settlements', 'service_role'), 's', 'public.draw_settlements: service_role may select');
select table_privs_are('public', 'draw_settlements', 'anon', '{}'::name[], 'public.draw_settlements: anon holds no table privilege');
select table_privs_are('public', 'draw_settlements', 'authenticated', array['SELECT']::name[], 'public.draw_settlements: authenticated holds SELECT table privilege');

-- public.draw_unavailable_lines: the lines of a draw no bet can be added to any more: signed-in players read them (the builder), the liability functions write them
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.draw_unavailable_lines'::regclass), 'public.draw_unavailable_lines: row-level security is on');
select policies_are('public', 'draw_unavailable_lines', array['draw_unavailable_lines_select_all'], 'public.draw_unavailable_lines: its policies are draw_unavailable_lines_select_all');
select is(pg_temp.privileges('public.draw_unavailable_lines', 'anon'), '', 'public.draw_unavailable_lines: anon may do nothing');
select is(pg_temp.privileges('public.draw_unavailable_lines', 'authenticated'), 's', 'public.draw_unavailable_lines: authenticated may select');
select is(pg_temp.privileges('public.draw_unavailable_lines', 'service_role'), 's', 'public.draw_unavailable_lines: service_role may select');
select table_privs_are('public', 'draw_unavailable_lines', 'anon', '{}'::name[], 'public.draw_unavailable_lines: anon holds no table privilege');
select table_privs_are('public', 'draw_unavailable_lines', 'authenticated', array['SELECT']::name[], 'public.draw_unavailable_lines: authenticated holds SELECT table privilege');

-- public.draws: everyone reads draws; operators and the system change them through functions
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.draws'::regclass), 'public.draws: row-level security is on');
select policies_are('public', 'draws', array['draws_select_all'], 'public.draws: its policies are draws_select_all');
select is(pg_temp.privileges('public.draws', 'anon'), 's', 'public.draws: anon may select');
select is(pg_temp.privileges('public.draws', 'authenticated'), 's', 'public.draws: authenticated may select');
select is(pg_temp.privileges('public.draws', 'service_role'), 's', 'public.draws: service_role may select');
select table_privs_are('public', 'draws', 'anon', array['SELECT']::name[], 'public.draws: anon holds SELECT table privilege');
select table_privs_are('public', 'draws', 'authenticated', array['SELECT']::name[], 'public.draws: authenticated holds SELECT table privilege');

-- public.favourites: a player reads, adds (some columns only) and deletes their own favourite selections (issue 41)
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.favourites'::regclass), 'public.favourites: row-level security is on');
select policies_are('public', 'favourites', array['favourites_delete_own', 'favourites_insert_own', 'favourites_select_own'], 'public.favourites: its policies are favourites_delete_own, favourites_insert_own, favourites_select_own');
select is(pg_temp.privileges('public.favourites', 'anon'), '', 'public.favourites: anon may do nothing');
select is(pg_temp.privileges('public.favourites', 'authenticated'), 'sid', 'public.favourites: authenticated may select, insert, delete');
select is(pg_temp.privileges('public.favourites', 'service_role'), 'sd', 'public.favourites: service_role may select, delete');
select table_privs_are('public', 'favourites', 'anon', '{}'::name[], 'public.favourites: anon holds no table privilege');
select table_privs_are('public', 'favourites', 'authenticated', array['DELETE', 'SELECT']::name[], 'public.favourites: authenticated holds DELETE, SELECT table privileges (its insert is per column)');

-- public.ledger_entries: a player reads the entries of their own transactions; money moves only through functions
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.ledger_entries'::regclass), 'public.ledger_entries: row-level security is on');
select policies_are('public', 'ledger_entries', array['ledger_entries_select_own'], 'public.ledger_entries: its policies are ledger_entries_select_own');
select is(pg_temp.privileges('public.ledger_entries', 'anon'), '', 'public.ledger_entries: anon may do nothing');
select is(pg_temp.privileges('public.ledger_entries', 'authenticated'), 's', 'public.ledger_entries: authenticated may select');
select is(pg_temp.privileges('public.ledger_entries', 'service_role'), 's', 'public.ledger_entries: service_role may select');
select table_privs_are('public', 'ledger_entries', 'anon', '{}'::name[], 'public.ledger_entries: anon holds no table privilege');
select table_privs_are('public', 'ledger_entries', 'authenticated', array['SELECT']::name[], 'public.ledger_entries: authenticated holds SELECT table privilege');

-- public.ledger_transactions: a player reads their own transactions
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.ledger_transactions'::regclass), 'public.ledger_transactions: row-level security is on');
select policies_are('public', 'ledger_transactions', array['ledger_transactions_select_own'], 'public.ledger_transactions: its policies are ledger_transactions_select_own');
select is(pg_temp.privileges('public.ledger_transactions', 'anon'), '', 'public.ledger_transactions: anon may do nothing');
select is(pg_temp.privileges('public.ledger_transactions', 'authenticated'), 's', 'public.ledger_transactions: authenticated may select');
select is(pg_temp.privileges('public.ledger_transactions', 'service_role'), 's', 'public.ledger_transactions: service_role may select');
select table_privs_are('public', 'ledger_transactions', 'anon', '{}'::name[], 'public.ledger_transactions: anon holds no table privilege');
select table_privs_are('public', 'ledger_transactions', 'authenticated', array['SELECT']::name[], 'public.ledger_transactions: authenticated holds SELECT table privilege');

-- public.liability_country_limits: the liability default per country: anyone reads them (the rules), set_liability_limit() writes them
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.liability_country_limits'::regclass), 'public.liability_country_limits: row-level security is on');
select policies_are('public', 'liability_country_limits', array['liability_country_limits_select_all'], 'public.liability_country_limits: its policies are liability_country_limits_select_all');
select is(pg_temp.privileges('public.liability_country_limits', 'anon'), 's', 'public.liability_country_limits: anon may select');
select is(pg_temp.privileges('public.liability_country_limits', 'authenticated'), 's', 'public.liability_country_limits: authenticated may select');
select is(pg_temp.privileges('public.liability_country_limits', 'service_role'), 's', 'public.liability_country_limits: service_role may select');
select table_privs_are('public', 'liability_country_limits', 'anon', array['SELECT'], 'public.liability_country_limits: anon holds select only');
select table_privs_are('public', 'liability_country_limits', 'authenticated', array['SELECT']::name[], 'public.liability_country_limits: authenticated holds SELECT table privilege');

-- public.liability_draw_limits: a draw's liability limit: operators read it, set_liability_limit() writes it
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.liability_draw_limits'::regclass), 'public.liability_draw_limits: row-level security is on');
select policies_are('public', 'liability_draw_limits', array['liability_draw_limits_select_operators'], 'public.liability_draw_limits: its policies are liability_draw_limits_select_operators');
select is(pg_temp.privileges('public.liability_draw_limits', 'anon'), '', 'public.liability_draw_limits: anon may do nothing');
select is(pg_temp.privileges('public.liability_draw_limits', 'authenticated'), 's', 'public.liability_draw_limits: authenticated may select');
select is(pg_temp.privileges('public.liability_draw_limits', 'service_role'), 's', 'public.liability_draw_limits: service_role may select');
select table_privs_are('public', 'liability_draw_limits', 'anon', '{}'::name[], 'public.liability_draw_limits: anon holds no table privilege');
select table_privs_are('public', 'liability_draw_limits', 'authenticated', array['SELECT']::name[], 'public.liability_draw_limits: authenticated holds SELECT table privilege');

-- public.liability_exposure: each line's worst case per draw: operators read it, place_bets() writes it
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.liability_exposure'::regclass), 'public.liability_exposure: row-level security is on');
select policies_are('public', 'liability_exposure', array['liability_exposure_select_operators'], 'public.liability_exposure: its policies are liability_exposure_select_operators');
select is(pg_temp.privileges('public.liability_exposure', 'anon'), '', 'public.liability_exposure: anon may do nothing');
select is(pg_temp.privileges('public.liability_exposure', 'authenticated'), 's', 'public.liability_exposure: authenticated may select');
select is(pg_temp.privileges('public.liability_exposure', 'service_role'), 's', 'public.liability_exposure: service_role may select');
select table_privs_are('public', 'liability_exposure', 'anon', '{}'::name[], 'public.liability_exposure: anon holds no table privilege');
select table_privs_are('public', 'liability_exposure', 'authenticated', array['SELECT']::name[], 'public.liability_exposure: authenticated holds SELECT table privilege');

-- public.liability_line_limits: a line's liability limit for a draw: operators read it, set_liability_limit() writes it
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.liability_line_limits'::regclass), 'public.liability_line_limits: row-level security is on');
select policies_are('public', 'liability_line_limits', array['liability_line_limits_select_operators'], 'public.liability_line_limits: its policies are liability_line_limits_select_operators');
select is(pg_temp.privileges('public.liability_line_limits', 'anon'), '', 'public.liability_line_limits: anon may do nothing');
select is(pg_temp.privileges('public.liability_line_limits', 'authenticated'), 's', 'public.liability_line_limits: authenticated may select');
select is(pg_temp.privileges('public.liability_line_limits', 'service_role'), 's', 'public.liability_line_limits: service_role may select');
select table_privs_are('public', 'liability_line_limits', 'anon', '{}'::name[], 'public.liability_line_limits: anon holds no table privilege');
select table_privs_are('public', 'liability_line_limits', 'authenticated', array['SELECT']::name[], 'public.liability_line_limits: authenticated holds SELECT table privilege');

-- public.operator_audit: operators read the audit trail; only functions append to it
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.operator_audit'::regclass), 'public.operator_audit: row-level security is on');
select policies_are('public', 'operator_audit', array['operator_audit_select_operators'], 'public.operator_audit: its policies are operator_audit_select_operators');
select is(pg_temp.privileges('public.operator_audit', 'anon'), '', 'public.operator_audit: anon may do nothing');
select is(pg_temp.privileges('public.operator_audit', 'authenticated'), 's', 'public.operator_audit: authenticated may select');
select is(pg_temp.privileges('public.operator_audit', 'service_role'), 's', 'public.operator_audit: service_role may select');
select table_privs_are('public', 'operator_audit', 'anon', '{}'::name[], 'public.operator_audit: anon holds no table privilege');
select table_privs_are('public', 'operator_audit', 'authenticated', array['SELECT']::name[], 'public.operator_audit: authenticated holds SELECT table privilege');

-- public.payment_discrepancies: operators read discrepancies; the service role neither reads nor writes them (record_payment_discrepancy())
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.payment_discrepancies'::regclass), 'public.payment_discrepancies: row-level security is on');
select policies_are('public', 'payment_discrepancies', array['payment_discrepancies_operators'], 'public.payment_discrepancies: its policies are payment_discrepancies_operators');
select is(pg_temp.privileges('public.payment_discrepancies', 'anon'), '', 'public.payment_discrepancies: anon may do nothing');
select is(pg_temp.privileges('public.payment_discrepancies', 'authenticated'), 's', 'public.payment_discrepancies: authenticated may select');
select is(pg_temp.privileges('public.payment_discrepancies', 'service_role'), '', 'public.payment_discrepancies: service_role may do nothing');
select table_privs_are('public', 'payment_discrepancies', 'anon', '{}'::name[], 'public.payment_discrepancies: anon holds no table privilege');
select table_privs_are('public', 'payment_discrepancies', 'authenticated', array['SELECT']::name[], 'public.payment_discrepancies: authenticated holds SELECT table privilege');

-- public.payment_dispatches: the payments outbox: no API role touches it, the dispatcher works through functions
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.payment_dispatches'::regclass), 'public.payment_dispatches: row-level security is on');
select policies_are('public', 'payment_dispatches', '{}'::name[], 'public.payment_dispatches: no policy (and no privilege)');
select is(pg_temp.privileges('public.payment_dispatches', 'anon'), '', 'public.payment_dispatches: anon may do nothing');
select is(pg_temp.privileges('public.payment_dispatches', 'authenticated'), '', 'public.payment_dispatches: authenticated may do nothing');
select is(pg_temp.privileges('public.payment_dispatches', 'service_role'), '', 'public.payment_dispatches: service_role may do nothing');
select table_privs_are('public', 'payment_dispatches', 'anon', '{}'::name[], 'public.payment_dispatches: anon holds no table privilege');
select table_privs_are('public', 'payment_dispatches', 'authenticated', '{}'::name[], 'public.payment_dispatches: authenticated holds no table privilege');

-- public.payments: a player reads their own payments; start_recharge(), request_withdrawal(), settle_payment() write them
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.payments'::regclass), 'public.payments: row-level security is on');
select policies_are('public', 'payments', array['payments_select_own'], 'public.payments: its policies are payments_select_own');
select is(pg_temp.privileges('public.payments', 'anon'), '', 'public.payments: anon may do nothing');
select is(pg_temp.privileges('public.payments', 'authenticated'), 's', 'public.payments: authenticated may select');
select is(pg_temp.privileges('public.payments', 'service_role'), 's', 'public.payments: service_role may select');
select table_privs_are('public', 'payments', 'anon', '{}'::name[], 'public.payments: anon holds no table privilege');
select table_privs_are('public', 'payments', 'authenticated', array['SELECT']::name[], 'public.payments: authenticated holds SELECT table privilege');

-- public.play_limits: a player reads their own limits; set_play_limit() writes them
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.play_limits'::regclass), 'public.play_limits: row-level security is on');
select policies_are('public', 'play_limits', array['play_limits_select_own'], 'public.play_limits: its policies are play_limits_select_own');
select is(pg_temp.privileges('public.play_limits', 'anon'), '', 'public.play_limits: anon may do nothing');
select is(pg_temp.privileges('public.play_limits', 'authenticated'), 's', 'public.play_limits: authenticated may select');
select is(pg_temp.privileges('public.play_limits', 'service_role'), 's', 'public.play_limits: service_role may select');
select table_privs_are('public', 'play_limits', 'anon', '{}'::name[], 'public.play_limits: anon holds no table privilege');
select table_privs_are('public', 'play_limits', 'authenticated', array['SELECT']::name[], 'public.play_limits: authenticated holds SELECT table privilege');

-- public.profiles: a player reads their own profile; the service role updates username, email, updated_at only; nobody writes a balance
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.profiles'::regclass), 'public.profiles: row-level security is on');
select policies_are('public', 'profiles', array['profiles_select_own'], 'public.profiles: its policies are profiles_select_own');
select is(pg_temp.privileges('public.profiles', 'anon'), '', 'public.profiles: anon may do nothing');
select is(pg_temp.privileges('public.profiles', 'authenticated'), 's', 'public.profiles: authenticated may select');
select is(pg_temp.privileges('public.profiles', 'service_role'), 'su', 'public.profiles: service_role may select, update');
select table_privs_are('public', 'profiles', 'anon', '{}'::name[], 'public.profiles: anon holds no table privilege');
select table_privs_are('public', 'profiles', 'authenticated', array['SELECT']::name[], 'public.profiles: authenticated holds SELECT table privilege');

-- public.self_exclusions: a player reads their own exclusions; start_self_exclusion() adds one, nothing lifts it
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.self_exclusions'::regclass), 'public.self_exclusions: row-level security is on');
select policies_are('public', 'self_exclusions', array['self_exclusions_select_own'], 'public.self_exclusions: its policies are self_exclusions_select_own');
select is(pg_temp.privileges('public.self_exclusions', 'anon'), '', 'public.self_exclusions: anon may do nothing');
select is(pg_temp.privileges('public.self_exclusions', 'authenticated'), 's', 'public.self_exclusions: authenticated may select');
select is(pg_temp.privileges('public.self_exclusions', 'service_role'), 's', 'public.self_exclusions: service_role may select');
select table_privs_are('public', 'self_exclusions', 'anon', '{}'::name[], 'public.self_exclusions: anon holds no table privilege');
select table_privs_are('public', 'self_exclusions', 'authenticated', array['SELECT']::name[], 'public.self_exclusions: authenticated holds SELECT table privilege');

-- public.tickets: a player reads their own tickets; place_bets() writes them
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.tickets'::regclass), 'public.tickets: row-level security is on');
select policies_are('public', 'tickets', array['tickets_select_own'], 'public.tickets: its policies are tickets_select_own');
select is(pg_temp.privileges('public.tickets', 'anon'), '', 'public.tickets: anon may do nothing');
select is(pg_temp.privileges('public.tickets', 'authenticated'), 's', 'public.tickets: authenticated may select');
select is(pg_temp.privileges('public.tickets', 'service_role'), 's', 'public.tickets: service_role may select');
select table_privs_are('public', 'tickets', 'anon', '{}'::name[], 'public.tickets: anon holds no table privilege');
select table_privs_are('public', 'tickets', 'authenticated', array['SELECT']::name[], 'public.tickets: authenticated holds SELECT table privilege');

-- public.win_notices: a player reads their own win notices; settlement writes them
select ok((select relrowsecurity from pg_catalog.pg_class where oid = 'public.win_notices'::regclass), 'public.win_notices: row-level security is on');
select policies_are('public', 'win_notices', array['win_notices_select_own'], 'public.win_notices: its policies are win_notices_select_own');
select is(pg_temp.privileges('public.win_notices', 'anon'), '', 'public.win_notices: anon may do nothing');
select is(pg_temp.privileges('public.win_notices', 'authenticated'), 's', 'public.win_notices: authenticated may select');
select is(pg_temp.privileges('public.win_notices', 'service_role'), 's', 'public.win_notices: service_role may select');
select table_privs_are('public', 'win_notices', 'anon', '{}'::name[], 'public.win_notices: anon holds no table privilege');
select table_privs_are('public', 'win_notices', 'authenticated', array['SELECT']::name[], 'public.win_notices: authenticated holds SELECT table privilege');

-- public.draw_results: drawn and settled draws, for everyone
select is(pg_temp.privileges('public.draw_results', 'anon'), 's', 'public.draw_results: anon may select');
select is(pg_temp.privileges('public.draw_results', 'authenticated'), 's', 'public.draw_results: authenticated may select');
select is(pg_temp.privileges('public.draw_results', 'service_role'), 's', 'public.draw_results: service_role may select');
select table_privs_are('public', 'draw_results', 'anon', array['SELECT']::name[], 'public.draw_results: anon holds SELECT table privilege');
select table_privs_are('public', 'draw_results', 'authenticated', array['SELECT']::name[], 'public.draw_results: authenticated holds SELECT table privilege');

-- public.ledger_history: a player's transactions with running balances (security invoker: their own only)
select is(pg_temp.privileges('public.ledger_history', 'anon'), '', 'public.ledger_history: anon may do nothing');
select is(pg_temp.privileges('public.ledger_history', 'authenticated'), 's', 'public.ledger_history: authenticated may select');
select is(pg_temp.privileges('public.ledger_history', 'service_role'), 's', 'public.ledger_history: service_role may select');
select table_privs_are('public', 'ledger_history', 'anon', '{}'::name[], 'public.ledger_history: anon holds no table privilege');
select table_privs_are('public', 'ledger_history', 'authenticated', array['SELECT']::name[], 'public.ledger_history: authenticated holds SELECT table privilege');

-- public.operator_draw_queue: draws waiting for a result, for operators (definer view filtering on is_operator())
select is(pg_temp.privileges('public.operator_draw_queue', 'anon'), '', 'public.operator_draw_queue: anon may do nothing');
select is(pg_temp.privileges('public.operator_draw_queue', 'authenticated'), 's', 'public.operator_draw_queue: authenticated may select');
select is(pg_temp.privileges('public.operator_draw_queue', 'service_role'), '', 'public.operator_draw_queue: service_role may do nothing');
select table_privs_are('public', 'operator_draw_queue', 'anon', '{}'::name[], 'public.operator_draw_queue: anon holds no table privilege');
select table_privs_are('public', 'operator_draw_queue', 'authenticated', array['SELECT']::name[], 'public.operator_draw_queue: authenticated holds SELECT table privilege');

-- public.operator_payment_discrepancies: discrepancies with their payment, for operators (definer view filtering on is_operator())
select is(pg_temp.privileges('public.operator_payment_discrepancies', 'anon'), '', 'public.operator_payment_discrepancies: anon may do nothing');
select is(pg_temp.privileges('public.operator_payment_discrepancies', 'authenticated'), 's', 'public.operator_payment_discrepancies: authenticated may select');
select is(pg_temp.privileges('public.operator_payment_discrepancies', 'service_role'), '', 'public.operator_payment_discrepancies: service_role may do nothing');
select table_privs_are('public', 'operator_payment_discrepancies', 'anon', '{}'::name[], 'public.operator_payment_discrepancies: anon holds no table privilege');
select table_privs_are('public', 'operator_payment_discrepancies', 'authenticated', array['SELECT']::name[], 'public.operator_payment_discrepancies: authenticated holds SELECT table privilege');

-- public.operator_settlements: running and recent settlements, for operators (definer view filtering on is_operator())
select is(pg_temp.privileges('public.operator_settlements', 'anon'), '', 'public.operator_settlements: anon may do nothing');
select is(pg_temp.privileges('public.operator_settlements', 'authenticated'), 's', 'public.operator_settlements: authenticated may select');
select is(pg_temp.privileges('public.operator_settlements', 'service_role'), '', 'public.operator_settlements: service_role may do nothing');
select table_privs_are('public', 'operator_settlements', 'anon', '{}'::name[], 'public.operator_settlements: anon holds no table privilege');
select table_privs_are('public', 'operator_settlements', 'authenticated', array['SELECT']::name[], 'public.operator_settlements: authenticated holds SELECT table privilege');

-- public.ticket_summaries: a player's tickets with status and payout (security invoker)
select is(pg_temp.privileges('public.ticket_summaries', 'anon'), '', 'public.ticket_summaries: anon may do nothing');
select is(pg_temp.privileges('public.ticket_summaries', 'authenticated'), 's', 'public.ticket_summaries: authenticated may select');
select is(pg_temp.privileges('public.ticket_summaries', 'service_role'), 's', 'public.ticket_summaries: service_role may select');
select table_privs_are('public', 'ticket_summaries', 'anon', '{}'::name[], 'public.ticket_summaries: anon holds no table privilege');
select table_privs_are('public', 'ticket_summaries', 'authenticated', array['SELECT']::name[], 'public.ticket_summaries: authenticated holds SELECT table privilege');

-- public.wallet_history: a player's wallet history (security invoker)
select is(pg_temp.privileges('public.wallet_history', 'anon'), '', 'public.wallet_history: anon may do nothing');
select is(pg_temp.privileges('public.wallet_history', 'authenticated'), 's', 'public.wallet_history: authenticated may select');
select is(pg_temp.privileges('public.wallet_history', 'service_role'), '', 'public.wallet_history: service_role may do nothing');
select table_privs_are('public', 'wallet_history', 'anon', '{}'::name[], 'public.wallet_history: anon holds no table privilege');
select table_privs_are('public', 'wallet_history', 'authenticated', array['SELECT']::name[], 'public.wallet_history: authenticated holds SELECT table privilege');

-- public.withdrawal_phones: the phones a player may withdraw to (security invoker)
select is(pg_temp.privileges('public.withdrawal_phones', 'anon'), '', 'public.withdrawal_phones: anon may do nothing');
select is(pg_temp.privileges('public.withdrawal_phones', 'authenticated'), 's', 'public.withdrawal_phones: authenticated may select');
select is(pg_temp.privileges('public.withdrawal_phones', 'service_role'), '', 'public.withdrawal_phones: service_role may do nothing');
select table_privs_are('public', 'withdrawal_phones', 'anon', '{}'::name[], 'public.withdrawal_phones: anon holds no table privilege');
select table_privs_are('public', 'withdrawal_phones', 'authenticated', array['SELECT']::name[], 'public.withdrawal_phones: authenticated holds SELECT table privilege');

select * from finish();
rollback;
