-- Usernames and e-mails the database accepts, whatever the client sends (issue 13). A username is
-- 3–20 characters: letters (Latin, with accents, and the letters of West African Latin alphabets such
-- as ɛ ɔ ɖ ƒ ŋ ʋ), digits, '_', '.' and '-', unique without regard to case. No control, zero-width or
-- bidi-control character in a username or an e-mail. A sign-up without a username gets one derived
-- from the e-mail's local part, cut to fit and made unique.

-- The letters, digits and signs of a username, as a regular-expression bracket body (code point ranges,
-- so the answer does not depend on the database's locale).
create function public.username_is_valid(username text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select username is not null
    and char_length(username) between 3 and 20
    and username ~ '^[0-9A-Za-z_.À-ÖØ-öø-ʯḀ-ỿ-]+$'
$$;

-- Case-insensitive identity of a username: every upper-case letter a username may hold mapped to its
-- lower-case one with translate(), which (unlike lower()) gives the same answer under every locale.
create function public.username_key(username text)
returns text
language sql
immutable
set search_path = ''
as $$
  select translate(username,
    'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞĀĂĄĆĈĊČĎĐĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮİĲĴĶĹĻĽĿŁŃŅŇŊŌŎŐŒŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲŴŶŸŹŻŽƁƂƄƆƇƉƊƋƎƏƐƑƓƔƖƗƘƜƝƟƠƢƤƦƧƩƬƮƯƱƲƳƵƷƸƼǄǅǇǈǊǋǍǏǑǓǕǗǙǛǞǠǢǤǦǨǪǬǮǱǲǴǶǷǸǺǼǾȀȂȄȆȈȊȌȎȐȒȔȖȘȚȜȞȠȢȤȦȨȪȬȮȰȲȻȽɁɃɄɅɆɈɊɌɎḀḂḄḆḈḊḌḎḐḒḔḖḘḚḜḞḠḢḤḦḨḪḬḮḰḲḴḶḸḺḼḾṀṂṄṆṈṊṌṎṐṒṔṖṘṚṜṞṠṢṤṦṨṪṬṮṰṲṴṶṸṺṼṾẀẂẄẆẈẊẌẎẐẒẔẞẠẢẤẦẨẪẬẮẰẲẴẶẸẺẼẾỀỂỄỆỈỊỌỎỐỒỔỖỘỚỜỞỠỢỤỦỨỪỬỮỰỲỴỶỸỺỼỾıſẛ',
    'abcdefghijklmnopqrstuvwxyzàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþāăąćĉċčďđēĕėęěĝğġģĥħĩīĭįiĳĵķĺļľŀłńņňŋōŏőœŕŗřśŝşšţťŧũūŭůűųŵŷÿźżžɓƃƅɔƈɖɗƌǝəɛƒɠɣɩɨƙɯɲɵơƣƥʀƨʃƭʈưʊʋƴƶʒƹƽǆǆǉǉǌǌǎǐǒǔǖǘǚǜǟǡǣǥǧǩǫǭǯǳǳǵƕƿǹǻǽǿȁȃȅȇȉȋȍȏȑȓȕȗșțȝȟƞȣȥȧȩȫȭȯȱȳȼƚɂƀʉʌɇɉɋɍɏḁḃḅḇḉḋḍḏḑḓḕḗḙḛḝḟḡḣḥḧḩḫḭḯḱḳḵḷḹḻḽḿṁṃṅṇṉṋṍṏṑṓṕṗṙṛṝṟṡṣṥṧṩṫṭṯṱṳṵṷṹṻṽṿẁẃẅẇẉẋẍẏẑẓẕßạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹỻỽỿisṡ')
$$;

-- Control characters, soft hyphen, zero-width characters and bidi controls.
create function public.text_is_plain(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value !~ '[\x01-\x1f\x7f-\x9f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]'
$$;

-- A username nobody holds, derived from a wish (an e-mail's local part): its allowed characters, at
-- most 20 ('joueur' when fewer than 3 remain), then '-2', '-3' … cut to fit, then random digits.
create function public.free_username(wish text)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  base text := left(regexp_replace(normalize(coalesce(wish, ''), nfc), '[^0-9A-Za-z_.À-ÖØ-öø-ʯḀ-ỿ-]', '', 'g'), 20);
  candidate text;
  suffix text;
  attempt integer := 1;
begin
  if char_length(base) < 3 then
    base := 'joueur';
  end if;
  candidate := base;
  while exists (select 1 from public.profiles as p where public.username_key(p.username) = public.username_key(candidate)) loop
    attempt := attempt + 1;
    suffix := '-' || case when attempt <= 10 then attempt::text else lpad(floor(random() * 1000000)::text, 6, '0') end;
    candidate := left(base, 20 - char_length(suffix)) || suffix;
  end loop;
  return candidate;
end;
$$;

revoke all on function public.free_username(text) from public, anon, authenticated;

-- Profiles already stored that break the rules (too short, other characters, the same name in another
-- case) are renamed before the rules apply; the oldest holder of a name keeps it.
do $$
declare
  renamed record;
begin
  for renamed in
    select id, username
    from (
      select id, username, created_at,
        row_number() over (partition by public.username_key(username) order by created_at, id) as holder
      from public.profiles
    ) as ranked
    where holder > 1 or not public.username_is_valid(username)
    order by created_at, id
  loop
    update public.profiles set username = public.free_username(renamed.username) where id = renamed.id;
  end loop;
end;
$$;

alter table public.profiles add constraint profiles_username_valid check (public.username_is_valid(username));
create unique index profiles_username_key on public.profiles (public.username_key(username));
-- not valid: an e-mail stored earlier is the auth account's and is not ours to rewrite.
alter table public.profiles add constraint profiles_email_plain check (email is null or public.text_is_plain(email)) not valid;

-- The profile of a new account. A username the player chose is refused with a stable code
-- (SQLSTATE P0001, message 'username_invalid' or 'username_taken') that the client maps to French;
-- without one, the e-mail's local part gives a free one.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  wished text := nullif(btrim(new.raw_user_meta_data ->> 'username'), '');
  chosen text;
  violated text;
begin
  if wished is not null then
    chosen := normalize(wished, nfc);
    if not public.username_is_valid(chosen) then
      raise exception using errcode = 'P0001', message = 'username_invalid', detail = '{"min": 3, "max": 20}';
    end if;
  end if;
  loop
    begin
      insert into public.profiles (id, username, email)
      values (new.id, coalesce(chosen, public.free_username(split_part(new.email, '@', 1))), new.email);
      return new;
    exception when unique_violation then
      get stacked diagnostics violated = constraint_name;
      if violated is distinct from 'profiles_username_key' then
        raise;
      end if;
      if chosen is not null then
        raise exception using errcode = 'P0001', message = 'username_taken', detail = '{}';
      end if;
      -- Another sign-up took the same derived name at the same moment: derive again.
    end;
  end loop;
end;
$$;
