import { describe, expect, it } from 'vitest';
import { STAKE_ERROR, parseStake } from './stakes';

describe('parseStake', () => {
  it.each(['100', '500000', '2500'])('accepts %s', (text) => {
    expect(parseStake(text)).toEqual({ ok: true, value: Number(text) });
  });
  it.each(['', '99', '500001', '1e3', '-100', '10.5', 'abc'])('refuses %j with the French message', (text) => {
    expect(parseStake(text)).toEqual({ ok: false, error: STAKE_ERROR });
  });
});
