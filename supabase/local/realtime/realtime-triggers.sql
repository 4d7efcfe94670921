-- Local stack only, installed at every start (supabase/local/core/db.ts): forwards committed row changes of
-- published tables to the realtime server, when someone listens. Hosted Supabase reads the WAL outside
-- the writing transaction; here a row trigger inside it, so a change nobody subscribes to (settlement's
-- million bet updates) costs one index look-up, not a NOTIFY. The realtime server keeps in `listeners`
-- the (table, event) pairs its channels and its own services ask for ('*': every event).

create table if not exists _local_realtime.listeners (
  stack_id text not null,
  table_name text not null,
  event text not null check (event in ('*', 'INSERT', 'UPDATE', 'DELETE')),
  primary key (table_name, event, stack_id)
);

create or replace function _local_realtime.notify_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  payload text;
  overflow_id bigint;
begin
  if not exists (select 1 from _local_realtime.listeners as l where l.table_name = tg_table_name and l.event in (tg_op, '*')) then
    return null;
  end if;
  payload := jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', now(),
    'record', case when tg_op <> 'DELETE' then to_jsonb(new) end,
    'old_record', case when tg_op <> 'INSERT' then to_jsonb(old) end
  )::text;
  -- NOTIFY payloads are limited to 8000 bytes; bigger changes wait in a table.
  if octet_length(payload) > 7900 then
    insert into _local_realtime.overflow (payload) values (payload::jsonb) returning id into overflow_id;
    payload := jsonb_build_object('overflow', overflow_id)::text;
  end if;
  perform pg_notify('local_realtime', payload);
  return null;
end;
$$;

revoke all on function _local_realtime.notify_change() from public;

-- Attaches notify_change to every table of the supabase_realtime publication (run after migrations).
create or replace function _local_realtime.attach_triggers() returns void
language plpgsql
as $$
declare
  published record;
begin
  for published in select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime' loop
    execute format('drop trigger if exists _local_realtime_changes on %I.%I', published.schemaname, published.tablename);
    execute format(
      'create trigger _local_realtime_changes after insert or update or delete on %I.%I for each row execute function _local_realtime.notify_change()',
      published.schemaname, published.tablename
    );
  end loop;
end;
$$;
