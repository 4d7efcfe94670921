-- Statistics (issue 41): public.draw_statistics() for every API role, public.import_draw_results() for the
-- service role only. A visitor reads the statistics of draws the system imported; a visitor or a player who
-- tries to import is refused by the grants. Rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
select plan(12);

select function_privs_are('public', 'draw_statistics', array['text', 'integer'], 'anon', array['EXECUTE'],
  'anon may call draw_statistics');
select function_privs_are('public', 'draw_statistics', array['text', 'integer'], 'authenticated', array['EXECUTE'],
  'authenticated may call draw_statistics');
select function_privs_are('public', 'import_draw_results', array['jsonb'], 'anon', '{}'::text[],
  'anon may not call import_draw_results');
select function_privs_are('public', 'import_draw_results', array['jsonb'], 'authenticated', '{}'::text[],
  'authenticated may not call import_draw_results');
select function_privs_are('public', 'import_draw_results', array['jsonb'], 'service_role', array['EXECUTE'],
  'service_role may call import_draw_results');

-- The system imports two Ghana draws of 2001 (19h, Accra is on UTC), which no scheduler reaches back to.
set local role service_role;
set local request.jwt.claims = '{"role": "service_role"}';
select is(public.import_draw_results('[
  {"country": "GH", "draw_at": "2001-01-01T19:00:00Z", "winning": [7, 14, 21, 28, 35], "machine": [1, 2, 3, 4, 5]},
  {"country": "GH", "draw_at": "2001-01-02T19:00:00Z", "winning": [7, 8, 9, 10, 14], "machine": [1, 2, 3, 4, 5]}
]'), '{"imported": 2, "unchanged": 0}'::jsonb, 'service_role imports past results');

-- A visitor reads their statistics (and those of any later Ghana draw with a result: none on a fresh database).
reset role;
set local role anon;
set local request.jwt.claims = '{"role": "anon"}';
select is((public.draw_statistics('GH', 2) -> 'draws' ->> 'count')::integer, 2, 'anon reads the statistics: 2 draws counted');
select is(public.draw_statistics('GH', 2) -> 'numbers' -> 6, '{"number": 7, "times": 2, "last_at": "2001-01-02T19:00:00+00:00", "draws_ago": 0}'::jsonb,
  'anon reads 7: twice, last in the newest draw');
select is(public.draw_statistics('GH', 2) -> 'pairs' -> 0, '{"numbers": [7, 14], "times": 2}'::jsonb, 'anon reads the top pair 7–14, twice');
select throws_ok($$select public.draw_statistics('XX', 10)$$, 'P0001', 'invalid_request', 'an unknown country is refused');
select throws_ok($$select public.import_draw_results('[{"country": "GH", "draw_at": "2001-01-03T19:00:00Z", "winning": [1, 2, 3, 4, 5], "machine": [1, 2, 3, 4, 5]}]')$$,
  '42501', null, 'anon may not import results');

reset role;
set local role authenticated;
set local request.jwt.claims = '{"sub": "a0000000-0000-4000-8000-000000000001", "role": "authenticated"}';
select throws_ok($$select public.import_draw_results('[{"country": "GH", "draw_at": "2001-01-03T19:00:00Z", "winning": [1, 2, 3, 4, 5], "machine": [1, 2, 3, 4, 5]}]')$$,
  '42501', null, 'a player may not import results');

select * from finish();
rollback;
