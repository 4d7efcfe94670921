-- Operators (DESIGN §9): accounts whose app_metadata carries role 'operator' (written only with the
-- service role or by the database owner; GoTrue puts it in the JWT). They record and confirm draw
-- results, close sales early and cancel draws, through functions only. A recorded result waits in
-- draw_result_drafts, which only operators read, until a second operator confirms it; everything an
-- operator (or the system) does to a draw is kept in operator_audit, append-only.

-- Whether the caller is an operator: the JWT's claim, and the account still carrying it (a role
-- taken away counts at once, not when the token expires).
create function public.is_operator()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role' = 'operator', false)
    and exists (select 1 from auth.users as u where u.id = auth.uid() and u.raw_app_meta_data ->> 'role' = 'operator');
$$;

revoke all on function public.is_operator() from public, anon, authenticated, service_role;
grant execute on function public.is_operator() to authenticated, service_role;

-- The calling operator's id, or not_operator.
create function public.require_operator()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_operator() then
    raise exception using errcode = 'P0001', message = 'not_operator', detail = '{}';
  end if;
  return auth.uid();
end;
$$;

revoke all on function public.require_operator() from public, anon, authenticated, service_role;

-- Who did what to which draw, and when. actor_id is the operator (null: the system, named by actor:
-- 'système' for the draw command, 'simulateur' for the local stack's draws); actor is the operator's
-- e-mail at the time.
create table public.operator_audit (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid references auth.users (id) on delete restrict,
  actor text not null check (char_length(actor) between 1 and 320),
  action text not null check (action in ('close', 'record', 'confirm', 'settle', 'cancel')),
  draw_id uuid not null references public.draws (id) on delete restrict,
  details jsonb not null default '{}' check (jsonb_typeof(details) = 'object')
);

create index operator_audit_draw_idx on public.operator_audit (draw_id, id);

create trigger operator_audit_append_only
  before update or delete on public.operator_audit
  for each row execute function public.refuse_ledger_change();
create trigger operator_audit_no_truncate
  before truncate on public.operator_audit
  for each statement execute function public.refuse_ledger_change();

alter table public.operator_audit enable row level security;

revoke all on table public.operator_audit from anon, authenticated, service_role;
grant select on table public.operator_audit to authenticated, service_role;

create policy operator_audit_select_operators on public.operator_audit
  for select to authenticated
  using ((select public.is_operator()));

create function public.audit_draw_action(p_actor_id uuid, p_actor text, p_action text, p_draw_id uuid, p_details jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.operator_audit (actor_id, actor, action, draw_id, details)
  values (p_actor_id, p_actor, p_action, p_draw_id, coalesce(p_details, '{}'));
$$;

revoke all on function public.audit_draw_action(uuid, text, text, uuid, jsonb) from public, anon, authenticated, service_role;

-- A result recorded by one operator, waiting for another to confirm it. Players never read it: the
-- public draws table gets the numbers only on confirmation.
create table public.draw_result_drafts (
  draw_id uuid primary key references public.draws (id) on delete restrict,
  winning_numbers smallint[] not null check (public.draw_numbers_valid(winning_numbers)),
  machine_numbers smallint[] not null check (public.draw_numbers_valid(machine_numbers)),
  recorded_by uuid not null references auth.users (id) on delete restrict,
  recorded_by_email text,
  recorded_at timestamptz not null default now()
);

alter table public.draw_result_drafts enable row level security;

revoke all on table public.draw_result_drafts from anon, authenticated, service_role;
grant select on table public.draw_result_drafts to authenticated, service_role;

create policy draw_result_drafts_select_operators on public.draw_result_drafts
  for select to authenticated
  using ((select public.is_operator()));
