-- Demo player for local development: demo@lotoafrik.test / demo1234 (bcrypt hash below).
-- Works with `supabase db reset` on the CLI stack and with the embedded local stack.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values (
  '00000000-0000-0000-0000-000000000000',
  'd0d0d0d0-0000-4000-8000-000000000001',
  'authenticated',
  'authenticated',
  'demo@lotoafrik.test',
  '$2a$10$UVGBsWlFVi51wYaxWsQ7IuOCTqPwMxLolPEAeYKDGKeFlsWiemjxy',
  now(),
  '{"provider": "email", "providers": ["email"]}',
  '{"username": "demo", "birth_date": "1990-05-14", "country": "TG"}',
  now(),
  now(),
  '', '', '', ''
);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  'd0d0d0d0-0000-4000-8000-000000000001',
  'd0d0d0d0-0000-4000-8000-000000000001',
  '{"sub": "d0d0d0d0-0000-4000-8000-000000000001", "email": "demo@lotoafrik.test", "email_verified": true}',
  'email',
  now(),
  now(),
  now()
);

-- The profile comes from the on_auth_user_created trigger (an adult of Togo, so the demo may play: issue 17). The demo's 25 000 CFA of play money
-- arrives like any recharge, a confirmed mobile-money payment and its ledger transaction, so that
-- balance = Σ ledger entries holds from the first start.
insert into public.payments (id, player_id, direction, provider, phone, amount, idempotency_key)
values (
  'd0d0d0d0-0000-4000-8000-000000000101',
  'd0d0d0d0-0000-4000-8000-000000000001',
  'in', 'tmoney', '+22890000001', 25000,
  'd0d0d0d0-0000-4000-8000-000000000102'
);
select public.settle_payment('d0d0d0d0-0000-4000-8000-000000000101', 'seed-demo-recharge', 'succeeded');

-- The two operators of DESIGN §9, operateur1@lotoafrik.test and operateur2@lotoafrik.test, password
-- operateur1234 (bcrypt hash below): app_metadata role 'operator', which only the service role or the
-- database owner writes. One records a draw's result, the other confirms it.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', o.id::uuid, 'authenticated', 'authenticated', o.email,
  '$2a$10$9Dyd8Gi1DQgK8tk4pzEVmOQ9H3Be3Piwg59B/yU.ylHKKSH/lj4L6', now(),
  '{"provider": "email", "providers": ["email"], "role": "operator"}', jsonb_build_object('username', o.username),
  now(), now(), '', '', '', ''
from (values
  ('0be7a700-0000-4000-8000-000000000001', 'operateur1@lotoafrik.test', 'operateur1'),
  ('0be7a700-0000-4000-8000-000000000002', 'operateur2@lotoafrik.test', 'operateur2')
) as o(id, email, username);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id, 'email', u.email, 'email_verified', true), 'email', now(), now(), now()
from auth.users as u
where u.email in ('operateur1@lotoafrik.test', 'operateur2@lotoafrik.test');
