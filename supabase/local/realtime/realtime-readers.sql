-- Local stack only (realtime-readers.ts installs it at every start): which realtime subscribers may
-- read a changed row, decided by the database's own row-level security, in one statement per change
-- (DESIGN §11). Never a migration: hosted Supabase Realtime does this itself.
create schema if not exists _local_realtime;

-- The SQL that grants a policy to its roles, for the current role ('true' for PUBLIC).
create or replace function _local_realtime.role_test(roles oid[]) returns text
language sql
immutable
as $$
  select case
    when 0 = any (roles) then 'true'
    else coalesce((select string_agg(format('pg_has_role(current_user, %s::oid, ''MEMBER'')', r), ' or ') from unnest(roles) as r), 'false')
  end
$$;

-- The table's SELECT policies as one boolean expression over its columns, as RLS combines them
-- (permissive ones or-ed, restrictive ones and-ed): what RLS decides for a row that no longer exists.
create or replace function _local_realtime.select_rule(target regclass) returns text
language sql
stable
as $$
  select case
    when not c.relrowsecurity then 'true'
    else format(
      '(%s) and (%s)',
      coalesce((
        select string_agg(format('((%s) and (%s))', _local_realtime.role_test(p.polroles), coalesce(pg_get_expr(p.polqual, p.polrelid), 'false')), ' or ')
        from pg_policy as p
        where p.polrelid = c.oid and p.polcmd in ('r', '*') and p.polpermissive
      ), 'false'),
      coalesce((
        select string_agg(format('(not (%s) or (%s))', _local_realtime.role_test(p.polroles), coalesce(pg_get_expr(p.polqual, p.polrelid), 'true')), ' and ')
        from pg_policy as p
        where p.polrelid = c.oid and p.polcmd in ('r', '*') and not p.polpermissive
      ), 'true')
    )
  end
  from pg_class as c
  where c.oid = target
$$;

-- For each identity ({"role", "claims"}) in order, whether it may read the changed row: for an insert
-- or update, a select of the row by its key under that role and claims; for a delete, the SELECT
-- policies evaluated on the old row. Returns the 0-based positions of the identities that may.
create or replace function _local_realtime.readers(target regclass, deleted boolean, change_row jsonb, key_columns text[], identities jsonb)
returns int[]
language plpgsql
as $$
declare
  lookup text;
  readable boolean;
  found_readers int[] := '{}';
  identity record;
begin
  if deleted then
    lookup := format(
      'select has_any_column_privilege(%L::regclass, ''SELECT'')
         and (coalesce((select rolbypassrls from pg_roles where rolname = current_user), false) or (%s))
       from jsonb_populate_record(null::%s, $1) as %I',
      target, _local_realtime.select_rule(target), target, (select relname from pg_class where oid = target)
    );
  else
    lookup := format(
      'select exists (select 1 from %s as _t, jsonb_populate_record(null::%s, $1) as _k where %s)',
      target, target, (select string_agg(format('_t.%I = _k.%I', k, k), ' and ') from unnest(key_columns) as k)
    );
  end if;
  for identity in select e.value, e.ordinality from jsonb_array_elements(identities) with ordinality as e loop
    begin
      perform set_config('role', identity.value ->> 'role', true), set_config('request.jwt.claims', identity.value ->> 'claims', true);
      execute lookup into readable using change_row;
    exception when others then
      readable := false;
    end;
    if readable then
      found_readers := found_readers || (identity.ordinality::int - 1);
    end if;
  end loop;
  return found_readers;
end;
$$;

revoke all on function _local_realtime.readers(regclass, boolean, jsonb, text[], jsonb) from public;
