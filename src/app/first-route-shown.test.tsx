import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstRouteShown, holdUntilFirstRouteShown, loadAfterFirstRouteShown } from '../components/first-route-shown';

const settledWithin = (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

/** A browser that reports paints: `paint()` delivers the first contentful paint to the observers. */
function browserReportingPaints() {
  const observers = new Set<(list: { getEntriesByName: (name: string) => unknown[] }) => void>();
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return { paint: () => observers.forEach((callback) => callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })) };
}

function renderFirstPage() {
  holdUntilFirstRouteShown();
  const shown = afterFirstRouteShown();
  render(
    <MemoryRouter>
      <AppRoutes routes={[{ path: '/', Component: () => <h1>La page</h1> }]} />
    </MemoryRouter>,
  );
  return shown;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterFirstRouteShown (what waits for the first page: supabase-js for a stored session)', () => {
  it('does not wait where nothing was held (tests, stories, prerender)', async () => {
    expect(await settledWithin(afterFirstRouteShown(), 0)).toBe(true);
  });

  it('waits until the router’s first page is committed, then two frames', async () => {
    let arrive!: () => void;
    const pageCode = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    holdUntilFirstRouteShown();
    const shown = afterFirstRouteShown();
    const routes = [{ path: '/', lazy: async () => (await pageCode, { Component: () => <h1>La page</h1> }) }];
    render(
      <MemoryRouter>
        <AppRoutes routes={routes} />
      </MemoryRouter>,
    );
    expect(await settledWithin(shown, 300)).toBe(false);
    arrive();
    expect(await screen.findByRole('heading', { name: 'La page' })).toBeInTheDocument();
    expect(await settledWithin(shown, 1500)).toBe(true);
  });

  it('waits for the paint while no frame is drawn, however long (it went on after 1 s before)', async () => {
    const browser = browserReportingPaints();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const shown = renderFirstPage();
    expect(await screen.findByRole('heading', { name: 'La page' })).toBeInTheDocument();
    expect(await settledWithin(shown, 1500)).toBe(false);
    browser.paint();
    expect(await settledWithin(shown, 100)).toBe(true);
  });

  it('goes on 1 s after the frames when the page paints nothing contentful (a spinner)', async () => {
    browserReportingPaints();
    const shown = renderFirstPage();
    expect(await screen.findByRole('heading', { name: 'La page' })).toBeInTheDocument();
    expect(await settledWithin(shown, 2500)).toBe(true);
  });

  it('does not wait in a hidden tab, which paints nothing', async () => {
    browserReportingPaints();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const shown = renderFirstPage();
    expect(await screen.findByRole('heading', { name: 'La page' })).toBeInTheDocument();
    expect(await settledWithin(shown, 100)).toBe(true);
  });

  it('resumes a waiter in a task of its own, also once the module it waits for has arrived', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const shown = renderFirstPage();
    expect(await screen.findByRole('heading', { name: 'La page' })).toBeInTheDocument();
    await shown;
    // src/api's chunk, already in: each importer's first work would otherwise run in the microtasks of the one task
    // that evaluated it, all of them together
    const apiChunk = Promise.resolve({ name: 'src/api' });
    let resumed = false;
    const loaded = loadAfterFirstRouteShown(() => apiChunk).then(() => {
      resumed = true;
    });
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    expect(resumed).toBe(false);
    await loaded;
    expect(resumed).toBe(true);
  });
});
