import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { describe, expect, it } from 'vitest';
import { afterFirstRouteShown, holdUntilFirstRouteShown } from '../components/first-route-shown';

const settledWithin = (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

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
});
