import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sameSecret, signBody, verifyBodySignature } from '../../supabase/functions/_shared/signature';

describe('HMAC-SHA256 of raw bodies (Web Crypto)', () => {
  const body = '{"event":"transaction.completed","amount":5000}';

  it('signs as HMAC-SHA256 in lowercase hex', async () => {
    expect(await signBody('secret', body)).toBe(createHmac('sha256', 'secret').update(body).digest('hex'));
  });

  it('accepts the signature of the body under the secret, in either case, and nothing else', async () => {
    const good = createHmac('sha256', 'secret').update(body).digest('hex');
    expect(await verifyBodySignature('secret', body, good)).toBe(true);
    expect(await verifyBodySignature('secret', body, good.toUpperCase())).toBe(true);
    expect(await verifyBodySignature('other', body, good)).toBe(false);
    expect(await verifyBodySignature('secret', `${body} `, good)).toBe(false);
    expect(await verifyBodySignature('secret', body, `${good.slice(0, 63)}${good[63] === '0' ? '1' : '0'}`)).toBe(false);
    for (const malformed of ['', good.slice(0, 62), `${good}00`, `${good.slice(0, 63)}g`, `sha256=${good}`]) {
      expect(await verifyBodySignature('secret', body, malformed), malformed).toBe(false);
    }
  });

  it('compares shared secrets whatever their lengths', async () => {
    expect(await sameSecret('local-secret', 'local-secret')).toBe(true);
    expect(await sameSecret('local-secreT', 'local-secret')).toBe(false);
    expect(await sameSecret('local-secret-and-more', 'local-secret')).toBe(false);
    expect(await sameSecret('', 'local-secret')).toBe(false);
  });
});
