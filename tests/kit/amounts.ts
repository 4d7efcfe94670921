/**
 * A French text written by hand with plain spaces, its amounts made as `formatAmount` writes them: in every
 * '12 500 CFA' the spaces become U+202F, narrow no-break space (docs/decisions.md). Other numbers keep their
 * spaces. `cfa('Il vous manque 1 500 CFA.')` → 'Il vous manque 1\u202f500\u202fCFA.'
 */
export function cfa(text: string): string {
  return text.replace(/(?<!\d)\d{1,3}(?: \d{3})* CFA/g, (amount) => amount.replaceAll(' ', '\u202f'));
}
