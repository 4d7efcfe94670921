// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOnInteraction } from './start-on-interaction';

describe('startOnInteraction (the loader of a prerendered public page)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  });
  afterEach(() => vi.restoreAllMocks());

  it('fetches nothing until the visitor interacts, then starts the app once', () => {
    const start = vi.fn();
    startOnInteraction(start, false);
    expect(start).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'])('takes %s as the first interaction', (type) => {
    const start = vi.fn();
    startOnInteraction(start, false);
    document.dispatchEvent(new Event(type));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once for a visitor with a stored supabase-js session, who is sent to their area', () => {
    localStorage.setItem('sb-127-auth-token', '{}');
    const start = vi.fn();
    startOnInteraction(start, false);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits when the storage holds other keys only', () => {
    localStorage.setItem('lotoafrik.basket', '[]');
    localStorage.setItem('sb-127-auth-token-code-verifier', 'x');
    const start = vi.fn();
    startOnInteraction(start, false);
    expect(start).not.toHaveBeenCalled();
  });

  it('starts at once when the QA panel is asked by the build, the address or the tab, not when the address turns it off', () => {
    const cases: [string, string | null, boolean, boolean][] = [
      ['/', null, true, true],
      ['/?qa=1', null, false, true],
      ['/', '1', false, true],
      ['/?qa=0', '1', false, false],
      ['/?qa=2', null, false, false],
    ];
    for (const [url, tab, build, eager] of cases) {
      sessionStorage.clear();
      if (tab) sessionStorage.setItem('lotoafrik.qa', tab);
      history.replaceState(null, '', url);
      const start = vi.fn();
      startOnInteraction(start, build);
      expect(start, `${url}, tab ${tab}, build ${build}`).toHaveBeenCalledTimes(eager ? 1 : 0);
    }
  });

  it('starts at once when the storage cannot be read: the app decides', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    history.replaceState(null, '', '/');
    const start = vi.fn();
    startOnInteraction(start, false);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
