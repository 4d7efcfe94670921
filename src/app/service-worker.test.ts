import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_DELAY_MS, downloadsWelcome, registerServiceWorker } from './service-worker';

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

describe('registerServiceWorker', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function browser(readyState: 'loading' | 'complete', connection?: { saveData?: boolean }) {
    const register = vi.fn(() => Promise.resolve());
    const listeners: Record<string, () => void> = {};
    vi.stubGlobal('navigator', { serviceWorker: { register }, connection });
    vi.stubGlobal('document', { readyState });
    vi.stubGlobal('window', { addEventListener: (type: string, listener: () => void) => (listeners[type] = listener) });
    return { register, load: () => listeners.load?.() };
  }

  it('waits 10 s after the load before installing, so the install never shares the first load', () => {
    vi.useFakeTimers();
    const { register, load } = browser('loading');
    registerServiceWorker();
    vi.advanceTimersByTime(60_000);
    expect(register).not.toHaveBeenCalled();
    load();
    vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS - 1);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(SERVICE_WORKER_DELAY_MS).toBe(10_000);
  });

  it('counts from now when the page has loaded already, and never registers with data saver on', () => {
    vi.useFakeTimers();
    const loaded = browser('complete');
    registerServiceWorker();
    vi.advanceTimersByTime(10_000);
    expect(loaded.register).toHaveBeenCalledTimes(1);
    const saving = browser('complete', { saveData: true });
    registerServiceWorker();
    vi.advanceTimersByTime(60_000);
    expect(saving.register).not.toHaveBeenCalled();
  });
});
