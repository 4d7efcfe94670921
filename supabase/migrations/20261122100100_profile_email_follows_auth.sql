-- The profile's e-mail is a copy of the account's (SPEC §3), so it changes only through the e-mail
-- change flow (SPEC §7): when auth.users.email changes — at once on the local stack, after the link is
-- confirmed on a hosted project — this trigger copies it. Players can no longer write it directly.

revoke update (email, updated_at) on table public.profiles from authenticated;
drop policy profiles_update_own on public.profiles;

create function public.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email, updated_at = now() where id = new.id;
  return new;
end;
$$;

revoke all on function public.handle_user_email_change() from public, anon, authenticated;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();
