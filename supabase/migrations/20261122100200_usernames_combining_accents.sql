-- Usernames: a letter may carry up to two combining accents (U+0300–U+036F) after it, for the tones
-- that have no precomposed letter (Yoruba 'ọ́', Fon and Ewe tones). Usernames are stored in NFC, so a
-- precomposed letter and its decomposed spelling are one name. Two marks at most keep stacked
-- "zalgo" names out.
create or replace function public.username_is_valid(username text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select username is not null
    and char_length(username) between 3 and 20
    and username ~ '^([0-9_.-]|[A-Za-zÀ-ÖØ-öø-ʯḀ-ỿ][\u0300-\u036f]{0,2})+$'
$$;
