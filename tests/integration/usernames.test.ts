/**
 * Issue 13: usernames are 3–20 characters (letters with accents, digits, `_ . -`), unique whatever
 * the case; no control, zero-width or bidi characters in usernames or e-mails; a sign-up without a
 * username gets one from the e-mail's local part, cut to fit and made unique. The database decides
 * (supabase/migrations/20261122100000_usernames.sql); src/api/errors.ts says it in French.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frenchMessage } from '../../src/api/errors';
import { type TestStack, anonClient, serviceClient, startTestStack } from './support/test-stack';

let env: TestStack;
let n = 0;

beforeAll(async () => {
  env = await startTestStack();
});
afterAll(() => env?.close());

const uniqueEmail = () => `pseudo.${Date.now()}.${n++}@lotoafrik.test`;

async function register(username: string | undefined, email = uniqueEmail()) {
  const { data, error } = await anonClient(env.url).auth.signUp({
    email,
    password: 'secret-123',
    ...(username === undefined ? {} : { options: { data: { username } } }),
  });
  if (error) return { error, username: null };
  const { data: profile } = await serviceClient(env.url).from('profiles').select('username').eq('id', data.user!.id).single();
  return { error: null, username: profile!.username };
}

const INVALID = "Le nom d'utilisateur doit contenir de 3 à 20 caractères : lettres, chiffres, _ . ou -";
const TAKEN = "Ce nom d'utilisateur est déjà pris";

describe('usernames', () => {
  it.each([
    ['accents', 'Adjoa-Ɛkua'],
    ['digits and signs', 'kofi_90.loto-1'],
    ['exactly 3 characters', 'Ama'],
    ['exactly 20 characters', 'Aaaaaaaaaaaaaaaaaaaa'],
    ['Yoruba dots below', 'Ọlọ́run'],
  ])('accepts %s: %s', async (_name, username) => {
    expect(await register(username)).toEqual({ error: null, username: username.normalize('NFC') });
  });

  it.each([
    ['2 characters', 'Al'],
    ['21 characters', 'a'.repeat(21)],
    ['a space', 'Awa Diop'],
    ['an emoji', 'Awa🎲'],
    ['a zero-width space', 'A\u200bwa'],
    ['a right-to-left override', 'Awa\u202egpj'],
    ['a control character', 'Awa\u0007'],
    ['markup', '<b>Awa</b>'],
    ['four accents stacked on a letter', 'Awa\u0301\u0300\u0301\u0300'],
    ['an accent on nothing', '\u0301Awa'],
    ['another script that looks Latin', 'Аwa'],
  ])('refuses %s, in French', async (_name, username) => {
    const { error } = await register(username);
    expect(error).toMatchObject({ status: 422, code: 'username_invalid' });
    expect(frenchMessage(error)).toBe(INVALID);
  });

  it('is unique whatever the case, accented letters included', async () => {
    expect((await register('Sèna')).username).toBe('Sèna');
    // The last one spells è as e and a combining grave accent: the same name once normalised.
    for (const twin of ['sèna', 'SÈNA', ' sÈna ', 'Se\u0300NA']) {
      const { error } = await register(twin);
      expect(error).toMatchObject({ status: 422, code: 'username_taken' });
      expect(frenchMessage(error)).toBe(TAKEN);
    }
    // Another letter is another name.
    expect((await register('Sena')).username).toBe('Sena');
  });

  it('without a username, a long e-mail local part gives one cut to fit, then made unique', async () => {
    const local = 'k'.repeat(64);
    expect(await register(undefined, `${local}@un.example`)).toEqual({ error: null, username: 'k'.repeat(20) });
    expect(await register(undefined, `${local}@deux.example`)).toEqual({ error: null, username: `${'k'.repeat(18)}-2` });
    expect(await register(undefined, `${local}@trois.example`)).toEqual({ error: null, username: `${'k'.repeat(18)}-3` });
  });

  it('without a username, the characters a username may not hold are dropped, and too little left gives joueur', async () => {
    expect((await register(undefined, `awa+loto@lotoafrik.test`)).username).toBe('awaloto');
    expect((await register(undefined, `a+b@lotoafrik.test`)).username).toMatch(/^joueur(-\d+)?$/);
  });

  it('the database refuses a bad username whoever writes it, even the service role', async () => {
    const { data } = await anonClient(env.url).auth.signUp({ email: uniqueEmail(), password: 'secret-123', options: { data: { username: 'Valide' } } });
    const update = await serviceClient(env.url).from('profiles').update({ username: 'x' }).eq('id', data.user!.id);
    expect(update.status).toBe(400);
    expect(update.error?.code).toBe('23514');
  });
});

describe('e-mails', () => {
  it.each([
    ['a zero-width space', 'awa\u200b@lotoafrik.test'],
    ['a right-to-left override', 'awa\u202e@lotoafrik.test'],
    ['a control character', 'awa\u0001@lotoafrik.test'],
    ['a byte-order mark in the domain', 'awa@lotoafrik\ufeff.test'],
  ])('the auth service refuses %s, in French', async (_name, email) => {
    const { error } = await register('Propre', email);
    expect(error).toMatchObject({ status: 400, code: 'email_address_invalid' });
    expect(frenchMessage(error)).toBe("L'adresse email n'est pas valide");
  });

  it('the database refuses one too, however the account was written', async () => {
    const write = env.stack.db.transaction((q) =>
      q.query(`insert into auth.users (id, aud, role, email) values ($1::uuid, 'authenticated', 'authenticated', $2)`, [randomUUID(), 'awa\u202e@lotoafrik.test']),
    );
    await expect(write).rejects.toMatchObject({ code: '23514' });
  });
});
