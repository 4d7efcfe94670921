import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CROCKFORD_ALPHABET, TICKET_CODE_PATTERN, parseTicketCode } from './ticket-code';

describe('parseTicketCode', () => {
  it('uses Crockford’s alphabet: 32 symbols, no I, L, O, U', () => {
    expect(CROCKFORD_ALPHABET).toHaveLength(32);
    expect(new Set(CROCKFORD_ALPHABET).size).toBe(32);
    expect(CROCKFORD_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it.each([
    ['LA-7K3M-9QX2-ZT4P', 'LA-7K3M-9QX2-ZT4P'],
    ['la-7k3m-9qx2-zt4p', 'LA-7K3M-9QX2-ZT4P'],
    ['  LA-7K3M-9QX2-ZT4P ', 'LA-7K3M-9QX2-ZT4P'],
    ['LA7K3M9QX2ZT4P', 'LA-7K3M-9QX2-ZT4P'],
    ['LA-7K3M9QX2-ZT4P', 'LA-7K3M-9QX2-ZT4P'],
    ['LA-OOOO-IIII-LLLL', 'LA-0000-1111-1111'],
    ['La-o1i0-l0Oi-0000', 'LA-0110-1001-0000'],
    ['LA-0000-0000-0000', 'LA-0000-0000-0000'],
    ['LA-ZZZZ-ZZZZ-ZZZZ', 'LA-ZZZZ-ZZZZ-ZZZZ'],
  ])('%j → %s', (text, code) => {
    expect(parseTicketCode(text)).toBe(code);
  });

  it.each([
    ['', 'empty'],
    ['LA-7K3M-9QX2-ZT4', 'too short'],
    ['LA-7K3M-9QX2-ZT4PP', 'too long'],
    ['LA-7K3M-9QX2-ZT4U', 'U is not a Crockford symbol'],
    ['LB-7K3M-9QX2-ZT4P', 'another prefix'],
    ['7K3M-9QX2-ZT4P', 'no prefix'],
    ['LA-7K3M-9QX2-ZT4*', 'a sign'],
    ['LA-7K3M-9QX2-ZT4Ｐ', 'a full-width letter'],
    ['LA-7K3M-9QX2-ZT4ı', 'a dotless i, upper-cased to I'],
    ['LA 7K3M 9QX2 ZT4P', 'spaces for hyphens'],
    ['LA--7K3M-9QX2-ZT4P', 'a doubled hyphen'],
    ['LA-7K3-M9QX2-ZT4P', 'a hyphen in the wrong place'],
    ['../LA-7K3M-9QX2-ZT4P', 'a path'],
  ])('%j is refused (%s)', (text) => {
    expect(parseTicketCode(text)).toBeNull();
  });

  const symbol = fc.constantFrom(...CROCKFORD_ALPHABET);
  const group = fc.string({ unit: symbol, minLength: 4, maxLength: 4 });
  const code = fc.tuple(group, group, group).map((groups) => `LA-${groups.join('-')}`);

  it('gives back every canonical code as it is, lower-cased or without hyphens (property)', () => {
    fc.assert(
      fc.property(code, (c) => {
        expect(c).toMatch(TICKET_CODE_PATTERN);
        expect(parseTicketCode(c)).toBe(c);
        expect(parseTicketCode(c.toLowerCase())).toBe(c);
        expect(parseTicketCode(c.replaceAll('-', ''))).toBe(c);
      }),
    );
  });

  it('reads O as 0 and I or L as 1, in either case (property)', () => {
    const variants: Record<string, string[]> = { '0': ['0', 'O', 'o'], '1': ['1', 'I', 'i', 'L', 'l'] };
    fc.assert(
      fc.property(code, fc.array(fc.nat(), { minLength: 17, maxLength: 17 }), (c, picks) => {
        const typed = [...c].map((ch, i) => (i < 3 ? ch : (variants[ch]?.[picks[i]! % variants[ch]!.length] ?? ch))).join('');
        expect(parseTicketCode(typed)).toBe(c);
      }),
    );
  });

  it('never returns anything but a canonical code (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const parsed = parseTicketCode(text);
        expect(parsed === null || TICKET_CODE_PATTERN.test(parsed)).toBe(true);
      }),
    );
  });
});
