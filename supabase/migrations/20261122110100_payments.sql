-- Mobile-money payments (DESIGN §8) and the money RPCs of the wallet: start_recharge,
-- request_withdrawal, convert_winnings (players), settle_payment and expire_payments (service role).
-- Errors: SQLSTATE P0001, message = a stable code, detail = a JSON object (docs/decisions.md, "Money").

-- The countries where a provider operates (DESIGN §8); tests/integration/wallet-db.test.ts checks
-- every provider against every country's example mobile number (libphonenumber-js).
create function public.mobile_money_countries(provider text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case provider
    when 'tmoney' then array['TG']
    when 'flooz' then array['TG']
    when 'mtn_momo' then array['BJ', 'CI', 'GH']
    when 'moov_money' then array['BJ', 'CI']
    when 'celtiis' then array['BJ']
    when 'orange_money' then array['CI']
    when 'wave' then array['CI']
    when 'telecel_cash' then array['GH']
    when 'airteltigo_money' then array['GH']
    else array[]::text[]
  end;
$$;

-- The country of an E.164 number by its calling code and national length: the database's coarse
-- guard. The client checks numbers precisely with libphonenumber-js and sends them in E.164.
create function public.phone_country(phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when phone ~ '^\+228[0-9]{8}$' then 'TG'
    when phone ~ '^\+229[0-9]{10}$' then 'BJ'
    when phone ~ '^\+225[0-9]{10}$' then 'CI'
    when phone ~ '^\+233[0-9]{9}$' then 'GH'
  end;
$$;

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  player_id uuid not null references auth.users (id) on delete restrict,
  direction text not null check (direction in ('in', 'out')),
  provider text not null check (cardinality(public.mobile_money_countries(provider)) > 0),
  phone text not null,
  amount bigint not null check (amount > 0),
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed', 'expired')),
  provider_reference text check (char_length(provider_reference) between 1 and 200),
  idempotency_key uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payments_phone_of_provider check (public.phone_country(phone) = any (public.mobile_money_countries(provider))),
  constraint payments_settled_with_reference check (status in ('pending', 'expired') or provider_reference is not null),
  unique (player_id, idempotency_key),
  unique (provider, provider_reference)
);

create index payments_player_created_idx on public.payments (player_id, created_at desc);
create index payments_pending_idx on public.payments (created_at) where status = 'pending';

-- The status machine: pending → succeeded | failed | expired, once; nothing else ever changes but
-- the provider's reference (set once) and updated_at. Applies to every role, the owner included.
create function public.check_payment_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    raise exception using errcode = '42501', message = 'payments are never deleted';
  end if;
  if tg_op = 'INSERT' then
    if new.status <> 'pending' then
      raise exception using errcode = '23514', message = 'A new payment must be pending';
    end if;
    new.created_at := now();
    new.updated_at := now();
    return new;
  end if;
  if (to_jsonb(new) - 'status' - 'provider_reference' - 'updated_at') <> (to_jsonb(old) - 'status' - 'provider_reference' - 'updated_at') then
    raise exception using errcode = '23514', message = 'A payment''s terms never change';
  end if;
  if old.provider_reference is not null and new.provider_reference is distinct from old.provider_reference then
    raise exception using errcode = '23514', message = 'A payment''s provider reference never changes';
  end if;
  if old.status <> 'pending' and (new.status <> old.status or new.provider_reference is distinct from old.provider_reference) then
    raise exception using errcode = '23514', message = format('A %s payment is final', old.status);
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger payments_status_machine
  before insert or update or delete on public.payments
  for each row execute function public.check_payment_change();

alter table public.payments enable row level security;

revoke all on table public.payments from anon, authenticated, service_role;
grant select on table public.payments to authenticated, service_role;

create policy payments_select_own on public.payments
  for select to authenticated
  using ((select auth.uid()) = player_id);

-- The signed-in player, with their profile row locked for the rest of the transaction: every money
-- function of one player runs one after another.
create function public.lock_player()
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  profile public.profiles;
begin
  if me is null then
    raise exception using errcode = 'P0001', message = 'not_authenticated', detail = '{}';
  end if;
  select * into profile from public.profiles as p where p.id = me for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'not_authenticated', detail = '{}';
  end if;
  return profile;
end;
$$;

revoke all on function public.lock_player() from public, anon, authenticated, service_role;

-- An idempotency key already used by this player for another kind of request (or with other
-- terms) is refused rather than answered with an unrelated result.
create function public.refuse_reused_key(p_key uuid)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', message = 'idempotency_key_reused', detail = jsonb_build_object('idempotency_key', p_key)::text;
end;
$$;

revoke all on function public.refuse_reused_key(uuid) from public, anon, authenticated, service_role;

-- Refuses an unknown provider, or a phone number that is not a plausible mobile number of a
-- country where the provider operates.
create function public.check_mobile_money(p_provider text, p_phone text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_provider is null or cardinality(public.mobile_money_countries(p_provider)) = 0 then
    raise exception using errcode = 'P0001', message = 'invalid_provider', detail = jsonb_build_object('provider', p_provider)::text;
  end if;
  if p_phone is null or public.phone_country(p_phone) is null or not public.phone_country(p_phone) = any (public.mobile_money_countries(p_provider)) then
    raise exception using errcode = 'P0001', message = 'invalid_phone',
      detail = jsonb_build_object('provider', p_provider, 'countries', to_jsonb(public.mobile_money_countries(p_provider)))::text;
  end if;
end;
$$;

revoke all on function public.check_mobile_money(text, text) from public, anon, authenticated, service_role;

create function public.check_amount(p_amount bigint, p_min bigint, p_max bigint)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_amount is null or p_amount < p_min or p_amount > p_max then
    raise exception using errcode = 'P0001', message = 'amount_out_of_range',
      detail = jsonb_build_object('min', p_min, 'max', case when p_max < 9223372036854775807 then p_max end)::text;
  end if;
end;
$$;

revoke all on function public.check_amount(bigint, bigint, bigint) from public, anon, authenticated, service_role;

create function public.check_funds(p_available bigint, p_amount bigint, p_account text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_amount > p_available then
    raise exception using errcode = 'P0001', message = 'insufficient_funds',
      detail = jsonb_build_object('missing', p_amount - p_available, 'account', p_account, 'available', p_available)::text;
  end if;
end;
$$;

revoke all on function public.check_funds(bigint, bigint, text) from public, anon, authenticated, service_role;

create function public.check_idempotency_key(p_key uuid)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_key is null then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "idempotency_key"}';
  end if;
end;
$$;

revoke all on function public.check_idempotency_key(uuid) from public, anon, authenticated, service_role;

-- The player's balances after a ledger transaction (the first result of a repeated request).
create function public.balances_after(p_txn_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('balance', h.balance_after, 'winnings', h.winnings_after)
  from public.ledger_history as h
  where h.player_id = (select t.player_id from public.ledger_transactions as t where t.id = p_txn_id) and h.id = p_txn_id;
$$;

revoke all on function public.balances_after(uuid) from public, anon, authenticated, service_role;

-- A recharge the provider has yet to confirm: nothing moves until settle_payment says succeeded.
-- Returns the payment.
create function public.start_recharge(amount bigint, provider text, phone text, idempotency_key uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.profiles;
  payment public.payments;
begin
  perform public.check_idempotency_key(start_recharge.idempotency_key);
  me := public.lock_player();
  select * into payment from public.payments as p where p.player_id = me.id and p.idempotency_key = start_recharge.idempotency_key;
  if found then
    if payment.direction <> 'in' or payment.amount is distinct from start_recharge.amount
      or payment.provider is distinct from start_recharge.provider or payment.phone is distinct from start_recharge.phone then
      perform public.refuse_reused_key(start_recharge.idempotency_key);
    end if;
    return to_jsonb(payment) - 'idempotency_key';
  end if;
  if exists (select 1 from public.ledger_transactions as t where t.player_id = me.id and t.idempotency_key = start_recharge.idempotency_key) then
    perform public.refuse_reused_key(start_recharge.idempotency_key);
  end if;
  perform public.check_amount(start_recharge.amount, 100, 1000000);
  perform public.check_mobile_money(start_recharge.provider, start_recharge.phone);
  perform public.check_play_allowed(me.id, 'deposit', start_recharge.amount);
  insert into public.payments (player_id, direction, provider, phone, amount, idempotency_key)
  values (me.id, 'in', start_recharge.provider, start_recharge.phone, start_recharge.amount, start_recharge.idempotency_key)
  returning * into payment;
  return to_jsonb(payment) - 'idempotency_key';
end;
$$;

-- A withdrawal from winnings: debited at once (held by the provider's account) and paid out when
-- the provider confirms, reversed if it fails. Returns the payment and the balances.
create function public.request_withdrawal(amount bigint, provider text, phone text, idempotency_key uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.profiles;
  payment public.payments;
  txn uuid;
begin
  perform public.check_idempotency_key(request_withdrawal.idempotency_key);
  me := public.lock_player();
  select * into payment from public.payments as p where p.player_id = me.id and p.idempotency_key = request_withdrawal.idempotency_key;
  if found then
    if payment.direction <> 'out' or payment.amount is distinct from request_withdrawal.amount
      or payment.provider is distinct from request_withdrawal.provider or payment.phone is distinct from request_withdrawal.phone then
      perform public.refuse_reused_key(request_withdrawal.idempotency_key);
    end if;
    select t.id into txn from public.ledger_transactions as t where t.player_id = me.id and t.idempotency_key = request_withdrawal.idempotency_key;
    return jsonb_build_object('payment', to_jsonb(payment) - 'idempotency_key', 'transaction_id', txn) || public.balances_after(txn);
  end if;
  if exists (select 1 from public.ledger_transactions as t where t.player_id = me.id and t.idempotency_key = request_withdrawal.idempotency_key) then
    perform public.refuse_reused_key(request_withdrawal.idempotency_key);
  end if;
  perform public.check_amount(request_withdrawal.amount, 500, 1000000);
  perform public.check_mobile_money(request_withdrawal.provider, request_withdrawal.phone);
  perform public.check_funds(me.winnings, request_withdrawal.amount, 'winnings');
  insert into public.payments (player_id, direction, provider, phone, amount, idempotency_key)
  values (me.id, 'out', request_withdrawal.provider, request_withdrawal.phone, request_withdrawal.amount, request_withdrawal.idempotency_key)
  returning * into payment;
  txn := public.post_ledger_transaction(me.id, 'withdrawal', 'payment:' || payment.id, request_withdrawal.idempotency_key,
    jsonb_build_object('player_winnings', -request_withdrawal.amount, 'provider:' || payment.provider, request_withdrawal.amount));
  return jsonb_build_object('payment', to_jsonb(payment) - 'idempotency_key', 'transaction_id', txn,
    'balance', me.balance, 'winnings', me.winnings - request_withdrawal.amount);
end;
$$;

-- Winnings into play balance, at once. Returns the transaction and the balances.
create function public.convert_winnings(amount bigint, idempotency_key uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.profiles;
  prior public.ledger_transactions;
  txn uuid;
begin
  perform public.check_idempotency_key(convert_winnings.idempotency_key);
  me := public.lock_player();
  select * into prior from public.ledger_transactions as t where t.player_id = me.id and t.idempotency_key = convert_winnings.idempotency_key;
  if found then
    if prior.kind <> 'conversion' or not exists (
      select 1 from public.ledger_entries as e where e.txn_id = prior.id and e.account = 'player_play' and e.amount = convert_winnings.amount
    ) then
      perform public.refuse_reused_key(convert_winnings.idempotency_key);
    end if;
    return jsonb_build_object('transaction_id', prior.id, 'amount', convert_winnings.amount) || public.balances_after(prior.id);
  end if;
  if exists (select 1 from public.payments as p where p.player_id = me.id and p.idempotency_key = convert_winnings.idempotency_key) then
    perform public.refuse_reused_key(convert_winnings.idempotency_key);
  end if;
  perform public.check_amount(convert_winnings.amount, 100, 9223372036854775807);
  perform public.check_funds(me.winnings, convert_winnings.amount, 'winnings');
  txn := public.post_ledger_transaction(me.id, 'conversion', null, convert_winnings.idempotency_key,
    jsonb_build_object('player_winnings', -convert_winnings.amount, 'player_play', convert_winnings.amount));
  return jsonb_build_object('transaction_id', txn, 'amount', convert_winnings.amount,
    'balance', me.balance + convert_winnings.amount, 'winnings', me.winnings - convert_winnings.amount);
end;
$$;

-- The provider's answer, from the payments webhook (service role only). Once per payment: the
-- first answer with a reference settles it (a recharge that succeeded credits the play balance; a
-- withdrawal that failed or expired is reversed into winnings); the same answer again returns the
-- same result and moves nothing; any other answer is refused with invalid_state.
create function public.settle_payment(payment_id uuid, provider_reference text, outcome text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  payment public.payments;
  owner_id uuid;
  txn uuid;
begin
  if outcome is null or outcome not in ('succeeded', 'failed', 'expired') then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "outcome"}';
  end if;
  if provider_reference is null or char_length(provider_reference) not between 1 and 200 then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "provider_reference"}';
  end if;
  select p.player_id into owner_id from public.payments as p where p.id = settle_payment.payment_id;
  if not found then
    raise exception using errcode = 'P0001', message = 'not_found', detail = jsonb_build_object('payment_id', settle_payment.payment_id)::text;
  end if;
  -- Same lock order as the player's own requests: profile, then payment.
  perform 1 from public.profiles as p where p.id = owner_id for update;
  select * into payment from public.payments as p where p.id = settle_payment.payment_id for update;

  if payment.status = settle_payment.outcome and payment.provider_reference = settle_payment.provider_reference then
    select t.id into txn from public.ledger_transactions as t
    where t.reference = 'payment:' || payment.id and t.kind in ('recharge', 'withdrawal_reversal');
    return jsonb_build_object('payment', to_jsonb(payment) - 'idempotency_key', 'transaction_id', txn, 'replayed', true);
  end if;
  if payment.status <> 'pending' or payment.provider_reference <> settle_payment.provider_reference then
    raise exception using errcode = 'P0001', message = 'invalid_state',
      detail = jsonb_build_object('status', payment.status, 'provider_reference', payment.provider_reference)::text;
  end if;
  if exists (select 1 from public.payments as p where p.provider = payment.provider and p.provider_reference = settle_payment.provider_reference and p.id <> payment.id) then
    raise exception using errcode = 'P0001', message = 'invalid_state', detail = '{"reason": "provider_reference_in_use"}';
  end if;

  update public.payments as p set status = settle_payment.outcome, provider_reference = settle_payment.provider_reference
  where p.id = payment.id
  returning * into payment;
  if payment.direction = 'in' and outcome = 'succeeded' then
    txn := public.post_ledger_transaction(payment.player_id, 'recharge', 'payment:' || payment.id, null,
      jsonb_build_object('player_play', payment.amount, 'provider:' || payment.provider, -payment.amount));
  elsif payment.direction = 'out' and outcome <> 'succeeded' then
    txn := public.post_ledger_transaction(payment.player_id, 'withdrawal_reversal', 'payment:' || payment.id, null,
      jsonb_build_object('player_winnings', payment.amount, 'provider:' || payment.provider, -payment.amount));
  end if;
  return jsonb_build_object('payment', to_jsonb(payment) - 'idempotency_key', 'transaction_id', txn, 'replayed', false);
end;
$$;

-- Recharges the provider has not confirmed within 2 minutes expire (nothing was credited). Run by
-- the local stack's scheduler, by pg_cron where it exists, or by the service role. Returns how many.
create function public.expire_payments()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  expired integer;
begin
  update public.payments as p set status = 'expired'
  where p.status = 'pending' and p.direction = 'in' and p.created_at < now() - interval '2 minutes';
  get diagnostics expired = row_count;
  return expired;
end;
$$;

revoke all on function public.mobile_money_countries(text), public.phone_country(text) from public, anon, authenticated, service_role;
grant execute on function public.mobile_money_countries(text), public.phone_country(text) to anon, authenticated, service_role;

revoke all on function public.start_recharge(bigint, text, text, uuid), public.request_withdrawal(bigint, text, text, uuid),
  public.convert_winnings(bigint, uuid) from public, anon, authenticated, service_role;
grant execute on function public.start_recharge(bigint, text, text, uuid), public.request_withdrawal(bigint, text, text, uuid),
  public.convert_winnings(bigint, uuid) to authenticated;

revoke all on function public.settle_payment(uuid, text, text), public.expire_payments() from public, anon, authenticated, service_role;
grant execute on function public.settle_payment(uuid, text, text), public.expire_payments() to service_role;

revoke all on function public.check_payment_change() from public, anon, authenticated, service_role;

-- The shell's balance and the recharge screen follow these live; RLS decides who receives a change.
do $$
begin
  if not exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'profiles') then
    alter publication supabase_realtime add table public.profiles;
  end if;
  if not exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'payments') then
    alter publication supabase_realtime add table public.payments;
  end if;
end;
$$;

-- Hosted: expire unconfirmed recharges every minute with pg_cron where the extension can be loaded
-- (the local stack's scheduler does it otherwise).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') and not exists (select 1 from pg_extension where extname = 'pg_cron') then
    begin
      create extension pg_cron;
    exception when others then
      raise notice 'pg_cron is not loadable here (%); payments expire through the local scheduler', sqlerrm;
    end;
  end if;
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    execute $cron$select cron.schedule('lotoafrik-expire-payments', '* * * * *', 'select public.expire_payments()')$cron$;
  end if;
end;
$$;
