import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { PHONE_EXAMPLES, PHONE_REQUIRED_ERROR, checkPhone, formatPhone, invalidPhoneError, phoneCountry } from './phone';

describe('checkPhone: a mobile number of the player’s country, as E.164', () => {
  it.each([
    ['TG', '90 12 34 56', '+22890123456'],
    ['TG', '90123456', '+22890123456'],
    ['TG', '70 12 34 56', '+22870123456'],
    ['TG', '+228 90 12 34 56', '+22890123456'],
    ['TG', '00228 90 12 34 56', '+22890123456'],
    ['TG', '  90-12-34-56 ', '+22890123456'],
    ['TG', '(90) 12.34.56', '+22890123456'],
    ['BJ', '01 97 12 34 56', '+2290197123456'],
    ['BJ', '+229 01 97 12 34 56', '+2290197123456'],
    ['CI', '07 12 34 56 78', '+2250712345678'],
    ['CI', '05 12 34 56 78', '+2250512345678'],
    ['CI', '+225 0712345678', '+2250712345678'],
    ['GH', '024 123 4567', '+233241234567'],
    ['GH', '241234567', '+233241234567'],
    ['GH', '+233 24 123 4567', '+233241234567'],
    ['GH', '055 123 4567', '+233551234567'],
  ] as const)('%s %j → %s', (country, input, e164) => {
    expect(checkPhone(country, input)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['TG', '22 21 23 45', 'a Lomé landline, not a mobile'],
    ['TG', '9012345', 'one digit short'],
    ['TG', '901234567', 'one digit too many'],
    ['TG', '+229 01 97 12 34 56', 'a Bénin number'],
    ['BJ', '97 12 34 56', 'an old 8-digit Bénin number'],
    ['CI', '27 22 12 34 56', 'an Abidjan landline'],
    ['GH', '030 123 4567', 'an Accra landline'],
    ['GH', '+228 90 12 34 56', 'a Togo number'],
    ['TG', 'tel:+22890123456', 'a URI'],
    ['TG', '+228 90 12 34 56 ext. 5', 'an extension'],
    ['TG', 'quatre-vingt-dix', 'words'],
    ['TG', '９０１２３４５６', 'full-width digits'],
    ['TG', '++22890123456', 'a doubled +'],
  ] as const)('%s %j is refused (%s)', (country, input, _why) => {
    expect(checkPhone(country, input)).toEqual({ ok: false, error: invalidPhoneError(country) });
  });

  it('asks for a number when there is none', () => {
    expect(checkPhone('TG', '')).toEqual({ ok: false, error: 'Saisissez votre numéro de téléphone.' });
    expect(checkPhone('GH', '   ')).toEqual({ ok: false, error: PHONE_REQUIRED_ERROR });
  });

  it.each([
    ['TG', 'Numéro de téléphone invalide pour le Togo (exemple : 90 12 34 56).'],
    ['BJ', 'Numéro de téléphone invalide pour le Bénin (exemple : 01 97 12 34 56).'],
    ['CI', "Numéro de téléphone invalide pour la Côte d'Ivoire (exemple : 07 12 34 56 78)."],
    ['GH', 'Numéro de téléphone invalide pour le Ghana (exemple : 024 123 4567).'],
  ] as const)('says what a %s number looks like', (country, message) => {
    expect(invalidPhoneError(country)).toBe(message);
  });

  it.each(COUNTRIES.map((c) => [c.code] as const))('the %s example is itself a valid number', (country) => {
    expect(checkPhone(country, PHONE_EXAMPLES[country]).ok).toBe(true);
  });

  it('accepts a number however it is spaced, and the same number internationally (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.array(fc.constantFrom('', ' ', '.', '-'), { minLength: 8, maxLength: 8 }), (rest, separators) => {
        const digits = `90${String(rest).padStart(6, '0')}`;
        const spaced = [...digits].map((d, i) => d + (separators[i] ?? '')).join('');
        expect(checkPhone('TG', spaced)).toEqual({ ok: true, e164: `+228${digits}` });
        expect(checkPhone('TG', `+228${spaced}`)).toEqual({ ok: true, e164: `+228${digits}` });
      }),
    );
  });
});

describe('phoneCountry and formatPhone: a stored E.164 number read back', () => {
  it.each([
    ['+22890123456', 'TG', '+228 90 12 34 56'],
    ['+2290197123456', 'BJ', '+229 01 97 12 34 56'],
    ['+2250712345678', 'CI', '+225 07 12 34 56 78'],
    ['+2250707123456', 'CI', '+225 07 07 12 34 56'],
    ['+233241234567', 'GH', '+233 24 123 4567'],
  ] as const)('%s is a %s number, read %j', (e164, country, shown) => {
    expect(phoneCountry(e164)).toBe(country);
    expect(formatPhone(e164)).toBe(shown);
  });

  it('knows no country outside the four, and leaves what it cannot read as it is', () => {
    expect(phoneCountry('+33612345678')).toBeNull();
    expect(phoneCountry('n/a')).toBeNull();
    expect(formatPhone('n/a')).toBe('n/a');
  });

  it('reads back what checkPhone writes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (rest) => {
        const checked = checkPhone('TG', `90${String(rest).padStart(6, '0')}`);
        if (!checked.ok) throw new Error(checked.error);
        expect(phoneCountry(checked.e164)).toBe('TG');
        expect(checkPhone('TG', formatPhone(checked.e164))).toEqual(checked);
      }),
    );
  });
});
