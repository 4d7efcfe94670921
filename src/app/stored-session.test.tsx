import { beforeEach, describe, expect, it } from 'vitest';
import { hasStoredSession, storedUser } from './stored-session';

const KEY = 'sb-127-auth-token';

beforeEach(() => localStorage.clear());

describe('the stored supabase-js session, read without supabase-js', () => {
  it('names nobody without a session', () => {
    localStorage.setItem('sb-127-other', JSON.stringify({ user: { id: 'u-1' } }));
    expect(hasStoredSession()).toBe(false);
    expect(storedUser()).toBeNull();
  });

  it('names the session’s user, with its e-mail when it has one', () => {
    localStorage.setItem(KEY, JSON.stringify({ access_token: 'x', user: { id: 'u-1', email: 'awa@example.com', role: 'authenticated' } }));
    expect(hasStoredSession()).toBe(true);
    expect(storedUser()).toEqual({ id: 'u-1', email: 'awa@example.com' });
    localStorage.setItem(KEY, JSON.stringify({ user: { id: 'u-2' } }));
    expect(storedUser()).toEqual({ id: 'u-2', email: null });
  });

  it("says when the user is an operator (app_metadata.role), and only then", () => {
    localStorage.setItem(KEY, JSON.stringify({ user: { id: 'u-3', email: 'op@example.com', app_metadata: { provider: 'email', role: 'operator' } } }));
    expect(storedUser()).toStrictEqual({ id: 'u-3', email: 'op@example.com', operator: true });
    localStorage.setItem(KEY, JSON.stringify({ user: { id: 'u-4', email: 'awa@example.com', role: 'operator', app_metadata: { provider: 'email' } } }));
    expect(storedUser()).toStrictEqual({ id: 'u-4', email: 'awa@example.com' });
  });

  it('gives the name chosen at sign-up (user_metadata.username) when it is a non-empty text: the home greets by it (issue 42)', () => {
    localStorage.setItem(KEY, JSON.stringify({ user: { id: 'u-5', email: 'awa@example.com', user_metadata: { username: 'awa' } } }));
    expect(storedUser()).toStrictEqual({ id: 'u-5', email: 'awa@example.com', username: 'awa' });
    for (const username of ['', 42, null]) {
      localStorage.setItem(KEY, JSON.stringify({ user: { id: 'u-6', email: null, user_metadata: { username } } }));
      expect(storedUser()).toStrictEqual({ id: 'u-6', email: null });
    }
  });

  it('names nobody, but still holds a session, when it cannot be read: supabase-js decides', () => {
    for (const value of ['not json', 'null', '{}', '{"user":null}', '{"user":{"id":42}}', '{"user":{"id":""}}', '[1]']) {
      localStorage.setItem(KEY, value);
      expect(hasStoredSession(), value).toBe(true);
      expect(storedUser(), value).toBeNull();
    }
  });
});
