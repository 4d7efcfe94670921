/**
 * Usernames (issue 13), the rule the database applies (supabase/migrations/20261122100200_usernames_
 * combining_accents.sql, username_is_valid): 3–20 characters of Latin letters (accents, the letters of
 * West African alphabets such as ɛ ɔ ɖ ŋ, a letter with up to two combining accents), digits and
 * `_ . -`, after trimming spaces and in NFC. supabase/tests/responsible-gaming-rules.test.ts compares
 * the two on generated names.
 */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;

/** What the database says when it refuses a username (src/api/errors.ts uses it too). */
export const USERNAME_ERROR = "Le nom d'utilisateur doit contenir de 3 à 20 caractères : lettres, chiffres, _ . ou -";
export const USERNAME_LENGTH_ERROR = "Le nom d'utilisateur doit contenir de 3 à 20 caractères.";
export const USERNAME_CHARACTERS_ERROR =
  "Le nom d'utilisateur ne peut contenir que des lettres (accents compris), des chiffres et les signes _ . ou -";

const ALLOWED = /^(?:[0-9_.-]|[A-Za-zÀ-ÖØ-öø-ʯḀ-ỿ][\u0300-\u036f]{0,2})+$/u;

export type UsernameCheck = { ok: true; username: string } | { ok: false; error: string };

/** The username as the database stores it (spaces trimmed, NFC), or the French reason it is refused. */
export function checkUsername(text: string): UsernameCheck {
  const username = text.replace(/^ +| +$/g, '').normalize('NFC');
  const length = [...username].length;
  if (length < USERNAME_MIN_LENGTH || length > USERNAME_MAX_LENGTH) return { ok: false, error: USERNAME_LENGTH_ERROR };
  if (!ALLOWED.test(username)) return { ok: false, error: USERNAME_CHARACTERS_ERROR };
  return { ok: true, username };
}
