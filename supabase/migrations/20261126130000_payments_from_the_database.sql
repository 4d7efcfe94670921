-- Payments a real aggregator can plug into (issue 37, DESIGN §8, docs/decisions.md "Payments from the
-- database"):
-- - an outbox: each payment's dispatch is claimed from its stored terms, with attempts, backoff and the
--   last error, so a lost or repeated Database Webhook neither loses nor doubles an order;
-- - a payment may fail without a provider reference (the provider refused the order), with a reason;
-- - reconciliation: payments still pending past their confirmation window are handed to the
--   payments-reconcile function, which asks the provider; what does not add up is recorded for operators;
-- - withdrawals go only to a number the player has recharged from successfully;
-- - the wallet's history: every movement and every payment, with its details.

-- Why a payment failed, as the provider said (the app words each in French). Set once, with the final status.
alter table public.payments add column failure_reason text
  check (failure_reason in ('declined', 'invalid_phone', 'payer_insufficient_funds', 'operator_unavailable', 'amount_refused',
    'payout_refused', 'provider_refused', 'not_confirmed'));

alter table public.payments drop constraint payments_settled_with_reference;
alter table public.payments add constraint payments_settled_with_reference
  check (status in ('pending', 'expired') or provider_reference is not null or (status = 'failed' and failure_reason is not null));
alter table public.payments add constraint payments_reason_of_failure check (failure_reason is null or status in ('failed', 'expired'));

create or replace function public.check_payment_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    raise exception using errcode = '42501', message = 'payments are never deleted';
  end if;
  if tg_op = 'INSERT' then
    if new.status <> 'pending' or new.failure_reason is not null then
      raise exception using errcode = '23514', message = 'A new payment must be pending';
    end if;
    new.created_at := now();
    new.updated_at := now();
    return new;
  end if;
  if (to_jsonb(new) - 'status' - 'provider_reference' - 'failure_reason' - 'updated_at')
    <> (to_jsonb(old) - 'status' - 'provider_reference' - 'failure_reason' - 'updated_at') then
    raise exception using errcode = '23514', message = 'A payment''s terms never change';
  end if;
  if old.provider_reference is not null and new.provider_reference is distinct from old.provider_reference then
    raise exception using errcode = '23514', message = 'A payment''s provider reference never changes';
  end if;
  if old.status <> 'pending' and (new.status <> old.status or new.provider_reference is distinct from old.provider_reference
    or new.failure_reason is distinct from old.failure_reason) then
    raise exception using errcode = '23514', message = format('A %s payment is final', old.status);
  end if;
  new.updated_at := now();
  return new;
end;
$$;

-- The outbox: one row per payment, written with it. Only the service role reads it, through the functions below.
create table public.payment_dispatches (
  payment_id uuid primary key references public.payments (id) on delete restrict,
  attempts integer not null default 0,
  -- the next attempt may start then; a claim pushes it back (the backoff), so a repeated webhook finds it not due
  next_attempt_at timestamptz not null default now(),
  -- the provider took the order (its reference is on the payment)
  dispatched_at timestamptz,
  last_error text,
  -- reconciliation: when the provider was last asked about this payment, and how many times
  checked_at timestamptz,
  checks integer not null default 0,
  created_at timestamptz not null default now()
);

create index payment_dispatches_due_idx on public.payment_dispatches (next_attempt_at) where dispatched_at is null;

alter table public.payment_dispatches enable row level security;
revoke all on table public.payment_dispatches from anon, authenticated, service_role;

create function public.queue_payment_dispatch()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.payment_dispatches (payment_id) values (new.id);
  return new;
end;
$$;

revoke all on function public.queue_payment_dispatch() from public, anon, authenticated, service_role;

create trigger payments_queue_dispatch
  after insert on public.payments
  for each row execute function public.queue_payment_dispatch();

insert into public.payment_dispatches (payment_id, dispatched_at)
select p.id, case when p.provider_reference is not null then p.updated_at end from public.payments as p;

-- Waits between attempts: 30 s, 1, 2, 4 … minutes, at most an hour.
create function public.dispatch_backoff(p_attempts integer)
returns interval
language sql
immutable
set search_path = ''
as $$
  select least(make_interval(secs => 30 * power(2, least(greatest(p_attempts, 1) - 1, 10))), interval '1 hour');
$$;

-- The dispatcher's claim on a payment (service role): its stored terms, if it is pending, not yet taken
-- by the provider and due; the next attempt is pushed back at once, so a concurrent or repeated claim
-- gets nothing. Answers {claimed: false, reason} otherwise: not_found, not_pending, dispatched, not_due.
create function public.claim_payment_dispatch(payment_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  outbox public.payment_dispatches;
  payment public.payments;
begin
  select * into outbox from public.payment_dispatches as d where d.payment_id = claim_payment_dispatch.payment_id for update;
  if not found then
    return jsonb_build_object('claimed', false, 'reason', 'not_found');
  end if;
  select * into payment from public.payments as p where p.id = claim_payment_dispatch.payment_id;
  if payment.status <> 'pending' then
    return jsonb_build_object('claimed', false, 'reason', 'not_pending');
  end if;
  if outbox.dispatched_at is not null then
    return jsonb_build_object('claimed', false, 'reason', 'dispatched');
  end if;
  if outbox.next_attempt_at > now() then
    return jsonb_build_object('claimed', false, 'reason', 'not_due', 'next_attempt_at', outbox.next_attempt_at);
  end if;
  update public.payment_dispatches as d
  set attempts = d.attempts + 1, next_attempt_at = now() + public.dispatch_backoff(d.attempts + 1)
  where d.payment_id = outbox.payment_id
  returning * into outbox;
  return jsonb_build_object('claimed', true, 'attempt', outbox.attempts,
    'payment', jsonb_build_object('id', payment.id, 'direction', payment.direction, 'provider', payment.provider,
      'phone', payment.phone, 'amount', payment.amount));
end;
$$;

-- The provider took the order: its reference, recorded once on the still-pending payment.
create or replace function public.record_payment_dispatch(payment_id uuid, provider_reference text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  payment public.payments;
begin
  if provider_reference is null or char_length(provider_reference) not between 1 and 200 then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "provider_reference"}';
  end if;
  -- The payment's row only: settle_payment takes the profile, then the payment, so no lock cycle.
  select * into payment from public.payments as p where p.id = record_payment_dispatch.payment_id for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'not_found', detail = jsonb_build_object('payment_id', record_payment_dispatch.payment_id)::text;
  end if;
  if payment.provider_reference = record_payment_dispatch.provider_reference then
    update public.payment_dispatches as d set dispatched_at = coalesce(d.dispatched_at, now()), last_error = null
    where d.payment_id = payment.id;
    return jsonb_build_object('payment', to_jsonb(payment) - 'idempotency_key', 'replayed', true);
  end if;
  if payment.status <> 'pending' or payment.provider_reference is not null then
    raise exception using errcode = 'P0001', message = 'invalid_state',
      detail = jsonb_build_object('status', payment.status, 'provider_reference', payment.provider_reference)::text;
  end if;
  if exists (select 1 from public.payments as p where p.provider = payment.provider and p.provider_reference = record_payment_dispatch.provider_reference) then
    raise exception using errcode = 'P0001', message = 'invalid_state', detail = '{"reason": "provider_reference_in_use"}';
  end if;
  update public.payments as p set provider_reference = record_payment_dispatch.provider_reference
  where p.id = payment.id
  returning * into payment;
  update public.payment_dispatches as d set dispatched_at = now(), last_error = null where d.payment_id = payment.id;
  return jsonb_build_object('payment', to_jsonb(payment) - 'idempotency_key', 'replayed', false);
end;
$$;

-- An attempt that did not reach the provider, or that it did not take for now: the error is kept and
-- the claim's backoff stands.
create function public.record_payment_dispatch_error(payment_id uuid, error text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.payment_dispatches as d set last_error = left(coalesce(record_payment_dispatch_error.error, 'unknown'), 500)
  where d.payment_id = record_payment_dispatch_error.payment_id;
$$;

-- The provider's answer (payments-webhook, payments-reconcile, payments-dispatch when the provider
-- refuses an order; service role only). Once per payment: the first answer settles it (a recharge that
-- succeeded credits the play balance; a withdrawal that failed or expired is reversed into winnings);
-- the same answer again returns the same result and moves nothing; any other answer is invalid_state.
-- provider_reference may be null for a failure the provider gave no reference for (failure_reason says
-- why) and for an expiry; the payment keeps the reference it was dispatched with.
create function public.settle_payment(payment_id uuid, provider_reference text, outcome text, failure_reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  payment public.payments;
  owner_id uuid;
  txn uuid;
  reference text;
begin
  if outcome is null or outcome not in ('succeeded', 'failed', 'expired') then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "outcome"}';
  end if;
  if provider_reference is not null and char_length(provider_reference) not between 1 and 200 then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "provider_reference"}';
  end if;
  if failure_reason is not null and outcome = 'succeeded' then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "failure_reason"}';
  end if;
  select p.player_id into owner_id from public.payments as p where p.id = settle_payment.payment_id;
  if not found then
    raise exception using errcode = 'P0001', message = 'not_found', detail = jsonb_build_object('payment_id', settle_payment.payment_id)::text;
  end if;
  -- Same lock order as the player's own requests: profile, then payment.
  perform 1 from public.profiles as p where p.id = owner_id for update;
  select * into payment from public.payments as p where p.id = settle_payment.payment_id for update;

  if payment.status = settle_payment.outcome
    and (settle_payment.provider_reference is null or payment.provider_reference = settle_payment.provider_reference) then
    select t.id into txn from public.ledger_transactions as t
    where t.reference = 'payment:' || payment.id and t.kind in ('recharge', 'withdrawal_reversal');
    return jsonb_build_object('payment', to_jsonb(payment) - 'idempotency_key', 'transaction_id', txn, 'replayed', true);
  end if;
  if payment.status <> 'pending' or payment.provider_reference <> settle_payment.provider_reference then
    raise exception using errcode = 'P0001', message = 'invalid_state',
      detail = jsonb_build_object('status', payment.status, 'provider_reference', payment.provider_reference)::text;
  end if;
  reference := coalesce(payment.provider_reference, settle_payment.provider_reference);
  if reference is null and (outcome = 'succeeded' or (outcome = 'failed' and settle_payment.failure_reason is null)) then
    raise exception using errcode = 'P0001', message = 'invalid_request', detail = '{"field": "provider_reference"}';
  end if;
  if payment.provider_reference is null and exists (
    select 1 from public.payments as p where p.provider = payment.provider and p.provider_reference = settle_payment.provider_reference and p.id <> payment.id
  ) then
    raise exception using errcode = 'P0001', message = 'invalid_state', detail = '{"reason": "provider_reference_in_use"}';
  end if;

  update public.payments as p
  set status = settle_payment.outcome, provider_reference = reference,
    failure_reason = case when settle_payment.outcome = 'succeeded' then null else settle_payment.failure_reason end
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

drop function public.settle_payment(uuid, text, text);

-- Expiry is now reconciliation's decision, made with the provider's answer.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    begin
      perform cron.unschedule('lotoafrik-expire-payments');
    exception when others then
      raise notice 'no payment expiry job to unschedule (%)', sqlerrm;
    end;
  end if;
end;
$$;

drop function public.expire_payments();

-- How long the provider has to confirm before reconciliation asks it: 2 minutes for a recharge (the
-- push on the phone), 10 for a withdrawal; the session's lotoafrik.recharge_window_seconds and
-- lotoafrik.payout_window_seconds override them (tests).
create function public.payment_confirmation_window(p_direction text)
returns interval
language sql
stable
set search_path = ''
as $$
  select make_interval(secs => case p_direction
    when 'in' then coalesce(nullif(pg_catalog.current_setting('lotoafrik.recharge_window_seconds', true), '')::integer, 120)
    else coalesce(nullif(pg_catalog.current_setting('lotoafrik.payout_window_seconds', true), '')::integer, 600)
  end);
$$;

-- The outbox's due payments (service role): those a sweep dispatches again, oldest first.
create function public.due_payment_dispatches(p_limit integer)
returns uuid[]
language sql
security definer
set search_path = ''
as $$
  select coalesce(array_agg(d.payment_id order by d.next_attempt_at), array[]::uuid[])
  from (
    select d.payment_id, d.next_attempt_at
    from public.payment_dispatches as d
    join public.payments as p on p.id = d.payment_id
    where d.dispatched_at is null and d.next_attempt_at <= now() and p.status = 'pending'
    order by d.next_attempt_at
    limit least(greatest(p_limit, 1), 500)
  ) as d;
$$;

-- Reconciliation's batch (service role): pending payments past their confirmation window, each asked
-- about at most once a minute; marked as asked now. The caller asks the provider about each.
create function public.payments_to_reconcile(p_limit integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  batch jsonb;
begin
  with picked as (
    select d.payment_id
    from public.payment_dispatches as d
    join public.payments as p on p.id = d.payment_id
    where p.status = 'pending' and p.created_at <= now() - public.payment_confirmation_window(p.direction)
      and (d.checked_at is null or d.checked_at <= now() - interval '1 minute')
    order by p.created_at
    limit least(greatest(p_limit, 1), 500)
    for update of d skip locked
  ), marked as (
    update public.payment_dispatches as d set checked_at = now(), checks = d.checks + 1
    from picked where d.payment_id = picked.payment_id
    returning d.payment_id, d.dispatched_at
  )
  select coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'direction', p.direction, 'provider', p.provider, 'phone', p.phone,
    'amount', p.amount, 'provider_reference', p.provider_reference, 'dispatched', m.dispatched_at is not null) order by p.created_at), '[]'::jsonb)
  into batch
  from marked as m join public.payments as p on p.id = m.payment_id;
  return batch;
end;
$$;

-- A dispatched payment the provider says it never received: dispatched again (the order carries our
-- payment id, which the provider keys it on, so it cannot be taken twice).
create function public.reopen_payment_dispatch(payment_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.payment_dispatches as d set dispatched_at = null, next_attempt_at = now()
  where d.payment_id = reopen_payment_dispatch.payment_id
    and exists (select 1 from public.payments as p where p.id = d.payment_id and p.status = 'pending');
$$;

-- What the provider and we disagree on, kept for operators, never dropped: the same disagreement seen
-- again counts once more.
create table public.payment_discrepancies (
  id uuid primary key default gen_random_uuid(),
  payment_id uuid references public.payments (id) on delete restrict,
  provider_reference text,
  kind text not null check (kind in ('paid_after_expiry', 'outcome_conflict', 'amount_mismatch', 'currency_mismatch',
    'terms_mismatch', 'unknown_to_provider', 'unknown_payment')),
  details jsonb not null default '{}',
  occurrences integer not null default 1,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  check (payment_id is not null or provider_reference is not null)
);

create unique index payment_discrepancies_once_idx on public.payment_discrepancies (kind, coalesce(payment_id::text, provider_reference));

alter table public.payment_discrepancies enable row level security;
revoke all on table public.payment_discrepancies from anon, authenticated, service_role;
grant select on table public.payment_discrepancies to authenticated;

create policy payment_discrepancies_operators on public.payment_discrepancies
  for select to authenticated
  using ((select public.is_operator()));

create function public.record_payment_discrepancy(payment_id uuid, provider_reference text, kind text, details jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  known uuid;
  id uuid;
begin
  select p.id into known from public.payments as p where p.id = record_payment_discrepancy.payment_id;
  insert into public.payment_discrepancies as x (payment_id, provider_reference, kind, details)
  values (known, coalesce(record_payment_discrepancy.provider_reference, record_payment_discrepancy.payment_id::text),
    record_payment_discrepancy.kind, coalesce(record_payment_discrepancy.details, '{}'::jsonb))
  on conflict (kind, coalesce(payment_id::text, provider_reference))
  do update set occurrences = x.occurrences + 1, last_seen_at = now(), details = excluded.details
  returning x.id into id;
  return id;
end;
$$;

-- Operators' view of the disagreements, with the payment's terms and state.
create view public.operator_payment_discrepancies as
select x.id, x.kind, x.details, x.occurrences, x.first_seen_at, x.last_seen_at, x.provider_reference,
  p.id as payment_id, p.direction, p.provider, p.phone, p.amount, p.status, p.created_at as payment_created_at
from public.payment_discrepancies as x
left join public.payments as p on p.id = x.payment_id
where (select public.is_operator());

revoke all on table public.operator_payment_discrepancies from anon, authenticated, service_role;
grant select on table public.operator_payment_discrepancies to authenticated;

-- A withdrawal goes only to a number from which the player has already recharged successfully.
create or replace function public.request_withdrawal(amount bigint, provider text, phone text, idempotency_key uuid)
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
  if not exists (
    select 1 from public.payments as p
    where p.player_id = me.id and p.direction = 'in' and p.status = 'succeeded' and p.phone = request_withdrawal.phone
  ) then
    raise exception using errcode = 'P0001', message = 'unknown_withdrawal_phone',
      detail = jsonb_build_object('phone', request_withdrawal.phone)::text;
  end if;
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

-- The numbers a player may withdraw to (their successful recharges), latest first.
create view public.withdrawal_phones with (security_invoker = true) as
select p.player_id, p.phone, (array_agg(p.provider order by p.created_at desc))[1] as provider, max(p.created_at) as last_recharged_at
from public.payments as p
where p.direction = 'in' and p.status = 'succeeded'
group by p.player_id, p.phone;

revoke all on table public.withdrawal_phones from anon, authenticated, service_role;
grant select on table public.withdrawal_phones to authenticated;

-- The wallet's history: every ledger movement (with its payment, ticket or draw) and every payment that
-- moved nothing (a recharge pending, refused or expired). security_invoker: the reader's RLS applies.
create view public.wallet_history with (security_invoker = true) as
select
  h.id, h.player_id, h.kind, h.created_at,
  h.play_amount, h.winnings_amount, h.balance_after, h.winnings_after,
  p.id as payment_id, p.amount as payment_amount, p.status as payment_status, p.failure_reason, p.provider, p.phone, p.provider_reference,
  tk.code as ticket_code,
  d.id as draw_id, d.country as draw_country, d.draw_day, d.draw_time, d.draw_at
from public.ledger_history as h
left join public.payments as p on h.reference = 'payment:' || p.id::text
left join public.tickets as tk on h.reference = 'ticket:' || tk.id::text
left join public.draws as d on h.reference = 'draw:' || d.id::text
union all
select
  p.id, p.player_id, 'recharge', p.created_at,
  0, 0, null, null,
  p.id, p.amount, p.status, p.failure_reason, p.provider, p.phone, p.provider_reference,
  null, null, null, null, null, null
from public.payments as p
where p.direction = 'in' and p.status <> 'succeeded';

revoke all on table public.wallet_history from anon, authenticated, service_role;
grant select on table public.wallet_history to authenticated;

revoke all on function public.dispatch_backoff(integer), public.claim_payment_dispatch(uuid), public.record_payment_dispatch(uuid, text),
  public.record_payment_dispatch_error(uuid, text), public.settle_payment(uuid, text, text, text), public.payment_confirmation_window(text),
  public.due_payment_dispatches(integer), public.payments_to_reconcile(integer), public.reopen_payment_dispatch(uuid),
  public.record_payment_discrepancy(uuid, text, text, jsonb)
  from public, anon, authenticated, service_role;
grant execute on function public.claim_payment_dispatch(uuid), public.record_payment_dispatch(uuid, text),
  public.record_payment_dispatch_error(uuid, text), public.settle_payment(uuid, text, text, text),
  public.due_payment_dispatches(integer), public.payments_to_reconcile(integer), public.reopen_payment_dispatch(uuid),
  public.record_payment_discrepancy(uuid, text, text, jsonb)
  to service_role;

-- Hosted: pg_cron calls the payments-reconcile Edge Function every minute through pg_net, with the
-- project's URL and the dispatch secret from Vault (README, "Payments"): it sends the outbox's due
-- dispatches again and asks the provider about payments past their window. Where pg_net or the
-- secrets are missing it does nothing; the local stack's scheduler calls the function itself.
create function public.request_payment_reconciliation()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  project_url text;
  secret text;
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net')
    or not exists (select 1 from pg_catalog.pg_namespace where nspname = 'vault') then
    return;
  end if;
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into project_url using 'lotoafrik_project_url';
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into secret using 'lotoafrik_payments_dispatch_secret';
  if project_url is null or secret is null then
    return;
  end if;
  execute 'select net.http_post(url := $1, headers := $2, body := $3)'
  using project_url || '/functions/v1/payments-reconcile',
    jsonb_build_object('content-type', 'application/json', 'x-dispatch-secret', secret), '{}'::jsonb;
end;
$$;

revoke all on function public.request_payment_reconciliation() from public, anon, authenticated, service_role;

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    execute $cron$select cron.schedule('lotoafrik-payments-reconcile', '* * * * *', 'select public.request_payment_reconciliation()')$cron$;
  end if;
end;
$$;
