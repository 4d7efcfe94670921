-- Handing a payment to its provider (docs/decisions.md, "Payments: provider, webhook, sandbox"): the
-- payments-dispatch Edge Function asks the provider to collect or pay out, then records the
-- provider's reference here while the payment is still pending. A pending payment without a
-- reference is one no provider has accepted yet: the one the dispatcher's reconciliation sends again.

create function public.record_payment_dispatch(payment_id uuid, provider_reference text)
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
  -- The same reference again (a repeated dispatch, or the provider's answer arrived first): nothing to do.
  if payment.provider_reference = record_payment_dispatch.provider_reference then
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
  return jsonb_build_object('payment', to_jsonb(payment) - 'idempotency_key', 'replayed', false);
end;
$$;

revoke all on function public.record_payment_dispatch(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.record_payment_dispatch(uuid, text) to service_role;
