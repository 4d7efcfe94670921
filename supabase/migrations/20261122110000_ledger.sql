-- The money ledger (DESIGN §8): every movement of a player's play balance or winnings is one
-- double-entry transaction whose signed entries sum to zero, written by one internal function that
-- moves the profile's balances in the same statement sequence, so balance = Σ player_play entries
-- and winnings = Σ player_winnings entries hold by construction. The ledger is append-only for every
-- role, the table owner included; a player reads only their own transactions.

alter table public.profiles add column winnings bigint not null default 0 check (winnings >= 0);

-- balance and winnings are written only by the money functions (security definer, as the owner):
-- no API role may insert, update or delete them, the service role included.
revoke insert, update, delete, truncate on table public.profiles from service_role;
grant update (username, email, updated_at) on table public.profiles to service_role;

create table public.ledger_transactions (
  id uuid primary key default gen_random_uuid(),
  -- Serialisation order per player: assigned after the profile's row lock, so running balances
  -- computed in this order are the balances the player really had.
  seq bigint generated always as identity unique,
  player_id uuid not null references auth.users (id) on delete restrict,
  kind text not null check (kind in ('recharge', 'withdrawal', 'withdrawal_reversal', 'conversion', 'stake', 'payout', 'refund')),
  -- What the movement is about: 'payment:<uuid>', 'ticket:<uuid>', 'bet:<uuid>', 'seed' …
  reference text check (char_length(reference) between 1 and 200),
  -- The key the player's request carried; null for movements the system starts (settlements).
  idempotency_key uuid,
  created_at timestamptz not null default now(),
  unique (player_id, idempotency_key)
);

create index ledger_transactions_player_seq_idx on public.ledger_transactions (player_id, seq);
-- A payment is credited or reversed at most once, whoever asks.
create unique index ledger_transactions_once_per_payment_idx on public.ledger_transactions (kind, reference)
  where kind in ('recharge', 'withdrawal', 'withdrawal_reversal');

create table public.ledger_entries (
  txn_id uuid not null references public.ledger_transactions (id) on delete restrict,
  account text not null check (account in ('player_play', 'player_winnings', 'house') or account ~ '^provider:[a-z_]{2,40}$'),
  amount bigint not null check (amount <> 0),
  primary key (txn_id, account)
);

-- Sum to zero, with at least two entries: checked at commit, once all entries of the transaction exist.
create function public.ledger_check_transaction()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  txn uuid;
  total numeric;
  lines integer;
begin
  if tg_table_name = 'ledger_entries' then
    txn := new.txn_id;
  else
    txn := new.id;
  end if;
  select coalesce(sum(e.amount), 0), count(*) into total, lines from public.ledger_entries as e where e.txn_id = txn;
  if lines < 2 or total <> 0 then
    raise exception using errcode = '23514', message = 'A ledger transaction needs at least two entries summing to zero',
      detail = jsonb_build_object('txn_id', txn, 'entries', lines, 'sum', total)::text;
  end if;
  return null;
end;
$$;

create constraint trigger ledger_transactions_balanced
  after insert on public.ledger_transactions
  deferrable initially deferred
  for each row execute function public.ledger_check_transaction();

create constraint trigger ledger_entries_balanced
  after insert on public.ledger_entries
  deferrable initially deferred
  for each row execute function public.ledger_check_transaction();

-- Append-only, whoever asks (grants already refuse the API roles; this also stops the owner).
create function public.refuse_ledger_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '42501', message = format('%s is append-only', tg_table_name);
end;
$$;

create trigger ledger_transactions_append_only
  before update or delete on public.ledger_transactions
  for each row execute function public.refuse_ledger_change();
create trigger ledger_transactions_no_truncate
  before truncate on public.ledger_transactions
  for each statement execute function public.refuse_ledger_change();
create trigger ledger_entries_append_only
  before update or delete on public.ledger_entries
  for each row execute function public.refuse_ledger_change();
create trigger ledger_entries_no_truncate
  before truncate on public.ledger_entries
  for each statement execute function public.refuse_ledger_change();

alter table public.ledger_transactions enable row level security;
alter table public.ledger_entries enable row level security;

revoke all on table public.ledger_transactions, public.ledger_entries from anon, authenticated, service_role;
grant select on table public.ledger_transactions, public.ledger_entries to authenticated, service_role;

create policy ledger_transactions_select_own on public.ledger_transactions
  for select to authenticated
  using ((select auth.uid()) = player_id);

create policy ledger_entries_select_own on public.ledger_entries
  for select to authenticated
  using (exists (
    select 1 from public.ledger_transactions as t
    where t.id = txn_id and t.player_id = (select auth.uid())
  ));

-- The one writer of the ledger: the transaction, its entries ({"account": signed amount}) and the
-- player's balances, together. Callers hold the player's profile row lock and have checked the
-- funds; the profile's checks (≥ 0) and the deferred zero-sum check are the last line of defence.
create function public.post_ledger_transaction(p_player_id uuid, p_kind text, p_reference text, p_idempotency_key uuid, p_entries jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  txn uuid;
  play bigint := coalesce((p_entries ->> 'player_play')::bigint, 0);
  won bigint := coalesce((p_entries ->> 'player_winnings')::bigint, 0);
begin
  insert into public.ledger_transactions (player_id, kind, reference, idempotency_key)
  values (p_player_id, p_kind, p_reference, p_idempotency_key)
  returning id into txn;
  insert into public.ledger_entries (txn_id, account, amount)
  select txn, e.key, (e.value #>> '{}')::bigint from jsonb_each(p_entries) as e;
  if play <> 0 or won <> 0 then
    update public.profiles as p set balance = p.balance + play, winnings = p.winnings + won where p.id = p_player_id;
    if not found then
      raise exception using errcode = '23503', message = 'No profile for this ledger transaction';
    end if;
  end if;
  return txn;
end;
$$;

revoke all on function public.post_ledger_transaction(uuid, text, text, uuid, jsonb) from public, anon, authenticated, service_role;

-- Each transaction with its effect on the two player accounts and the balances right after it:
-- the wallet's history. security_invoker: RLS of the ledger tables decides what a reader sees.
create view public.ledger_history with (security_invoker = true) as
select
  t.id,
  t.seq,
  t.player_id,
  t.kind,
  t.reference,
  t.created_at,
  coalesce(sum(e.amount) filter (where e.account = 'player_play'), 0)::bigint as play_amount,
  coalesce(sum(e.amount) filter (where e.account = 'player_winnings'), 0)::bigint as winnings_amount,
  sum(coalesce(sum(e.amount) filter (where e.account = 'player_play'), 0)) over (partition by t.player_id order by t.seq)::bigint as balance_after,
  sum(coalesce(sum(e.amount) filter (where e.account = 'player_winnings'), 0)) over (partition by t.player_id order by t.seq)::bigint as winnings_after
from public.ledger_transactions as t
join public.ledger_entries as e on e.txn_id = t.id
group by t.id;

revoke all on table public.ledger_history from anon, authenticated, service_role;
grant select on table public.ledger_history to authenticated, service_role;

-- Audit: every player whose balances differ from their entries, and every transaction that does not
-- balance. An empty array is a healthy ledger. For operators, benchmarks and tests.
create function public.ledger_problems()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(problem), '[]'::jsonb)
  from (
    select jsonb_build_object(
      'player_id', p.id, 'balance', p.balance, 'play_entries', coalesce(s.play, 0),
      'winnings', p.winnings, 'winnings_entries', coalesce(s.won, 0)
    ) as problem
    from public.profiles as p
    left join (
      select t.player_id,
        sum(e.amount) filter (where e.account = 'player_play') as play,
        sum(e.amount) filter (where e.account = 'player_winnings') as won
      from public.ledger_transactions as t
      join public.ledger_entries as e on e.txn_id = t.id
      group by t.player_id
    ) as s on s.player_id = p.id
    where p.balance <> coalesce(s.play, 0) or p.winnings <> coalesce(s.won, 0)
    union all
    select jsonb_build_object('txn_id', t.id, 'entries', count(e.account), 'sum', coalesce(sum(e.amount), 0))
    from public.ledger_transactions as t
    left join public.ledger_entries as e on e.txn_id = t.id
    group by t.id
    having count(e.account) < 2 or coalesce(sum(e.amount), 0) <> 0
  ) as problems;
$$;

revoke all on function public.ledger_problems() from public, anon, authenticated, service_role;
grant execute on function public.ledger_problems() to service_role;

-- Responsible gaming (DESIGN §10, issue 17) plugs in here: place_bets calls it with 'stake' and
-- start_recharge with 'deposit' before any money moves, and it raises limit_reached or
-- self_excluded. Today every player may play.
create function public.check_play_allowed(p_player_id uuid, p_action text, p_amount bigint)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_action not in ('stake', 'deposit') then
    raise exception using errcode = '22023', message = format('Unknown play action %s', p_action);
  end if;
end;
$$;

revoke all on function public.check_play_allowed(uuid, text, bigint) from public, anon, authenticated, service_role;
