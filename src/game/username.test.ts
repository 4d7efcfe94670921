import { describe, expect, it } from 'vitest';
import { USERNAME_CHARACTERS_ERROR, USERNAME_LENGTH_ERROR, checkUsername } from './username';

describe('checkUsername: the database’s rule, in French (issue 13)', () => {
  it.each([
    ['accents', 'Adjoa-Ɛkua'],
    ['digits and signs', 'kofi_90.loto-1'],
    ['exactly 3 characters', 'Ama'],
    ['exactly 20 characters', 'A'.repeat(20)],
    ['Yoruba dots below and a tone', 'Ọlọ́run'],
    ['Ewe letters', 'Ɖɔɖɔ_ŋu'],
    ['Latin-1 letters', 'Zoé.Ñandú'],
  ])('accepts %s: %s', (_name, text) => {
    expect(checkUsername(text)).toEqual({ ok: true, username: text.normalize('NFC') });
  });

  it('trims spaces and stores NFC: a decomposed é and a precomposed one are one name', () => {
    expect(checkUsername('  Awa  ')).toEqual({ ok: true, username: 'Awa' });
    expect(checkUsername('Se\u0301na')).toEqual({ ok: true, username: 'S\u00e9na' });
  });

  it('counts characters, not UTF-16 units: 20 letters with accents fit', () => {
    expect(checkUsername('é'.repeat(20)).ok).toBe(true);
    expect(checkUsername('ọ́'.repeat(10))).toEqual({ ok: true, username: 'ọ́'.repeat(10).normalize('NFC') });
  });

  it.each([
    ['2 characters', 'Al'],
    ['21 characters', 'a'.repeat(21)],
    ['only spaces', '    '],
  ])('refuses %s with the length message', (_name, text) => {
    expect(checkUsername(text)).toEqual({ ok: false, error: USERNAME_LENGTH_ERROR });
  });

  it.each([
    ['a space inside', 'Awa Diop'],
    ['an emoji', 'Awa🎲'],
    ['a zero-width space', 'A\u200bwa'],
    ['a right-to-left override', 'Awa\u202egpj'],
    ['a control character', 'Awa\u0007'],
    ['markup', '<b>Awa</b>'],
    ['four accents on a letter (NFC folds one into á, three stay)', 'Awa\u0301\u0300\u0301\u0300'],
    ['an accent on nothing', '\u0301Awa'],
    ['an accent on a digit', 'Awa1\u0301'],
    ['a Cyrillic look-alike', 'Аwa'],
    ['the multiplication sign', 'Awa×2'],
    ['a tab', 'Awa\tDiop'],
  ])('refuses %s with the characters message', (_name, text) => {
    expect(checkUsername(text)).toEqual({ ok: false, error: USERNAME_CHARACTERS_ERROR });
  });

  it('has the French copy of the register form', () => {
    expect(USERNAME_LENGTH_ERROR).toBe("Le nom d'utilisateur doit contenir de 3 à 20 caractères.");
    expect(USERNAME_CHARACTERS_ERROR).toBe("Le nom d'utilisateur ne peut contenir que des lettres (accents compris), des chiffres et les signes _ . ou -");
  });
});
