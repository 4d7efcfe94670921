import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_READ_LIMIT, LAST_READ_PREFIX, forgetReads, lastRead, readOrRecall, rememberRead } from './last-read';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const anything = (value: unknown) => typeof value === 'object' && value !== null;
const page = { items: [{ code: 'LA-7K2P-9QX4', placedAt: new Date('2026-11-26T09:00:00.000Z') }], page: 0, pageSize: 10, total: 1 };

describe('what the device last read', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives back what was read, dates as dates, with when it was read', () => {
    const storage = memoryStorage();
    rememberRead('tickets:0:10', page, { storage, user: 'u-awa', now: new Date('2026-11-26T10:42:00.000Z') });
    const recalled = lastRead<typeof page>('tickets:0:10', anything, { storage, user: 'u-awa' });
    expect(recalled).toEqual({ value: page, readAt: '2026-11-26T10:42:00.000Z' });
    expect(recalled!.value.items[0]!.placedAt).toBeInstanceOf(Date);
  });

  it("is the user's own: another player on the same device reads nothing of it", () => {
    const storage = memoryStorage();
    rememberRead('tickets:0:10', page, { storage, user: 'u-awa' });
    expect(lastRead('tickets:0:10', anything, { storage, user: 'u-kofi' })).toBeNull();
  });

  it('gives nothing back from corrupt storage, or a value of the wrong shape, and writing over it works', () => {
    const storage = memoryStorage();
    storage.setItem(`${LAST_READ_PREFIX}u-awa`, '{not json');
    expect(lastRead('tickets:0:10', anything, { storage, user: 'u-awa' })).toBeNull();
    storage.setItem(`${LAST_READ_PREFIX}u-awa`, JSON.stringify({ 'tickets:0:10': { at: 'hier', value: page } }));
    expect(lastRead('tickets:0:10', anything, { storage, user: 'u-awa' })).toBeNull();
    storage.setItem(`${LAST_READ_PREFIX}u-awa`, JSON.stringify({ 'tickets:0:10': { at: '2026-11-26T10:42:00.000Z', value: 'x' } }));
    expect(lastRead('tickets:0:10', anything, { storage, user: 'u-awa' })).toBeNull();
    rememberRead('tickets:0:10', page, { storage, user: 'u-awa', now: new Date('2026-11-26T11:00:00.000Z') });
    expect(lastRead('tickets:0:10', anything, { storage, user: 'u-awa' })?.readAt).toBe('2026-11-26T11:00:00.000Z');
  });

  it(`keeps the ${LAST_READ_LIMIT} latest reads per user`, () => {
    const storage = memoryStorage();
    for (let n = 0; n < 14; n += 1) rememberRead(`results:${n}`, { n }, { storage, user: 'u-awa', now: new Date(Date.UTC(2026, 10, 26, 10, n)) });
    expect(lastRead('results:0', anything, { storage, user: 'u-awa' })).toBeNull();
    expect(lastRead('results:1', anything, { storage, user: 'u-awa' })).toBeNull();
    expect(lastRead('results:2', anything, { storage, user: 'u-awa' })).toEqual({ value: { n: 2 }, readAt: '2026-11-26T10:02:00.000Z' });
    expect(lastRead('results:13', anything, { storage, user: 'u-awa' })).toEqual({ value: { n: 13 }, readAt: '2026-11-26T10:13:00.000Z' });
  });

  it('forgets every player\'s reads at logout, and nothing else', () => {
    const storage = memoryStorage();
    rememberRead('profile', { balance: 1 }, { storage, user: 'u-awa' });
    rememberRead('profile', { balance: 2 }, { storage, user: 'public' });
    storage.setItem('basketItems', '[]');
    forgetReads(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('basketItems')).toBe('[]');
  });

  it('reads and remembers online; offline, a failed read gives the last one back with when it was read', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('navigator', { onLine: true });
    expect(await readOrRecall('tickets:0:10', async () => page, anything)).toEqual(page);
    vi.stubGlobal('navigator', { onLine: false });
    const recalled = await readOrRecall<typeof page>('tickets:0:10', () => Promise.reject(new TypeError('Failed to fetch')), anything);
    expect(recalled.items).toEqual(page.items);
    expect(Date.parse(recalled.readAt!)).not.toBeNaN();
  });

  it('online, a failed read stays a failure (an unreachable server is retried, not hidden); offline with nothing kept too', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('navigator', { onLine: true });
    await readOrRecall('tickets:0:10', async () => page, anything);
    await expect(readOrRecall('tickets:0:10', () => Promise.reject(new Error('Le serveur ne répond pas.')), anything)).rejects.toThrow('Le serveur ne répond pas.');
    vi.stubGlobal('navigator', { onLine: false });
    await expect(readOrRecall('tickets:1:10', () => Promise.reject(new Error('Hors ligne')), anything)).rejects.toThrow('Hors ligne');
  });
});
