import { describe, expect, it } from 'vitest';
import { downloadsWelcome } from './service-worker';

describe('the service worker is registered only when downloads are welcome', () => {
  it('not with data saver on, nor on a 2G connection', () => {
    expect(downloadsWelcome({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(downloadsWelcome({ saveData: false, effectiveType: '2g' })).toBe(false);
    expect(downloadsWelcome({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('on 3G or better without data saver, and where the browser says nothing of its connection', () => {
    expect(downloadsWelcome({ saveData: false, effectiveType: '3g' })).toBe(true);
    expect(downloadsWelcome({ effectiveType: '4g' })).toBe(true);
    expect(downloadsWelcome(undefined)).toBe(true);
  });
});
