// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement, act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useId as useMantineOwnId } from '@mantine/hooks';
import { useId } from './mantine-use-id';
import { STABLE_USE_ID, mantineUseIdWithoutRerender } from './vite-mantine-use-id';

const load = mantineUseIdWithoutRerender().load as (id: string) => string | null;
const mantineHooks = createRequire(import.meta.url).resolve('@mantine/hooks').replace(/cjs[\\/]index\.cjs$/, 'esm/');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders: string[] = [];
function Labelled({ id }: { id?: string }) {
  const value = useId(id);
  renders.push(value);
  return createElement('input', { id: value, 'aria-label': 'x' });
}

afterEach(() => {
  renders = [];
  document.body.innerHTML = '';
});

describe("Mantine's useId, served without a second render", () => {
  it("replaces @mantine/hooks' own module, where Mantine's hooks take it from", () => {
    expect(readFileSync(`${mantineHooks}index.mjs`, 'utf8')).toContain('import { useId } from "./use-id/use-id.mjs"');
    expect(readFileSync(`${mantineHooks}use-id/use-id.mjs`, 'utf8')).toContain('setUuid(randomId())');
    expect(load(`${mantineHooks}use-id/use-id.mjs`)).toBe(`export { useId } from ${JSON.stringify(STABLE_USE_ID)};`);
    expect(load(`${mantineHooks}use-debounced-state/use-debounced-state.mjs`)).toBeNull();
    expect(load('/app/src/components/number-grid.tsx')).toBeNull();
  });

  it('renders each component once, with distinct ids a selector can find', async () => {
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () => root.render([createElement(Labelled, { key: 1 }), createElement(Labelled, { key: 2 })]));
    expect(renders).toHaveLength(2);
    expect(new Set(renders).size).toBe(2);
    for (const id of renders) expect(document.querySelector(`#${id}`)).toBeInstanceOf(HTMLInputElement);
    await act(async () => root.unmount());
  });

  it('keeps a given id', async () => {
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () => root.render(createElement(Labelled, { id: 'stake' })));
    expect(renders).toEqual(['stake']);
    await act(async () => root.unmount());
  });

  it("hydrates a page prerendered with Mantine's own hook (as Node renders it) with its ids, rendering once", async () => {
    const Prerendered = () => createElement('input', { id: useMantineOwnId(), 'aria-label': 'x' });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(createElement(Prerendered));
    const prerendered = container.querySelector('input')!.id;
    renders = [];
    const root = await act(async () => hydrateRoot(container, createElement(Labelled)));
    expect(renders).toEqual([prerendered]);
    expect(container.querySelector('input')!.id).toBe(prerendered);
    await act(async () => root.unmount());
  });
});
