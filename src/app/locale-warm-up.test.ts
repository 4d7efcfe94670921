import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { COUNTRIES } from '../game/countries';

// index.html's second inline script: a worker loads the browser's locale data before the app's first Intl call
const warmUp = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).find((script) => script.includes('new Worker'))!;

/** Runs the inline script as the browser would, and returns the code it gave its worker (null if none). */
async function workerCode(): Promise<string | null> {
  let blob: Blob | null = null;
  let started: string | null = null;
  vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: (made: Blob) => ((blob = made), 'blob:warm-up') }));
  vi.stubGlobal(
    'Worker',
    class {
      constructor(url: string) {
        started = url;
      }
    },
  );
  new Function(warmUp)();
  if (started !== 'blob:warm-up' || blob === null) return null;
  return (blob as Blob).text();
}

afterEach(() => vi.unstubAllGlobals());

describe("index.html's locale warm-up", () => {
  it('starts a worker whose code runs to its end: every Intl call it makes is valid', async () => {
    const code = await workerCode();
    expect(code).not.toBeNull();
    const close = vi.fn();
    new Function('close', code!)(close);
    expect(close).toHaveBeenCalledOnce();
  });

  it('formats in French and in the time zone of every country the app sells', async () => {
    const code = (await workerCode())!;
    expect(code).toContain("Intl.NumberFormat('fr-FR')");
    expect(COUNTRIES.length).toBeGreaterThan(0);
    for (const { timeZone } of COUNTRIES) expect(code).toContain(`'${timeZone}'`);
  });

  it('leaves the page alone where a browser has no workers', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => new Function(warmUp)()).not.toThrow();
  });
});
