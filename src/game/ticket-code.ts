/** Crockford's base 32: digits and capitals without I, L, O and U. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A ticket code as the database writes it (DESIGN §9): 'LA-' and 12 Crockford characters in groups of 4. */
export const TICKET_CODE_PATTERN = /^LA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Crockford's decoding aliases. */
const ALIASES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

/**
 * The canonical ticket code for what a person typed or a URL holds, or null. Case does not matter,
 * the hyphens may be left out, O reads as 0 and I or L as 1 (Crockford); anything else — U, other
 * letters or signs, a wrong length, non-ASCII characters — gives null, so nothing is asked of the server.
 */
export function parseTicketCode(text: string): string | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9-]+$/.test(trimmed)) return null;
  const match = /^LA-?([0-9A-Z]{4})-?([0-9A-Z]{4})-?([0-9A-Z]{4})$/.exec(trimmed.toUpperCase());
  if (!match) return null;
  const code = `LA-${match
    .slice(1)
    .map((group) => [...group].map((c) => ALIASES[c] ?? c).join(''))
    .join('-')}`;
  return TICKET_CODE_PATTERN.test(code) ? code : null;
}
