-- Issue 40: the audit trail holds every operator action, not only those on a draw: liability limit
-- changes (per country, per draw, per line) and support look-ups (who looked at which player or ticket).
alter table public.operator_audit alter column draw_id drop not null;

alter table public.operator_audit drop constraint operator_audit_action_check;
alter table public.operator_audit add constraint operator_audit_action_check
  check (action in ('close', 'record', 'confirm', 'settle', 'cancel', 'limit_change', 'lookup'));

-- the player a look-up concerned (a ticket's owner, or the player found by username)
alter table public.operator_audit add column subject_player_id uuid references auth.users (id) on delete restrict;
-- the country a default limit was changed for
alter table public.operator_audit add column country text check (country in ('TG', 'BJ', 'CI', 'GH'));

alter table public.operator_audit add constraint operator_audit_subject check (
  case action
    when 'lookup' then subject_player_id is not null
    when 'limit_change' then draw_id is not null or country is not null
    else draw_id is not null
  end
);

create index operator_audit_at_idx on public.operator_audit (at desc, id desc);
create index operator_audit_subject_idx on public.operator_audit (subject_player_id, id) where subject_player_id is not null;
