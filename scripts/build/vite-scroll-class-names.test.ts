import { RemoveScroll } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { SCROLL_CLASS_NAMES, removeScrollClassNames } from './vite-scroll-class-names';

const plugin = removeScrollClassNames();
const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
const load = plugin.load as (id: string) => string | null;
const mantine = (path: string) => `/app/node_modules/@mantine/core/esm/components/${path}`;

describe('react-remove-scroll: the class names only, for the AppShell bars', () => {
  it("holds the library's own class names", () => {
    expect(SCROLL_CLASS_NAMES).toEqual(RemoveScroll.classNames);
  });

  it('serves the AppShell header, footer and aside a module with only the class names', async () => {
    for (const bar of ['Header', 'Footer', 'Aside']) {
      const id = resolveId('react-remove-scroll', mantine(`AppShell/AppShell${bar}/AppShell${bar}.mjs`));
      expect(id, bar).not.toBeNull();
      const code = load(id!)!;
      const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { RemoveScroll: { classNames: unknown } };
      expect(module.RemoveScroll.classNames).toEqual(RemoveScroll.classNames);
    }
  });

  it('leaves the real library to what locks the scroll (modals, drawers) and to other imports', () => {
    expect(resolveId('react-remove-scroll', mantine('ModalBase/ModalBase.mjs'))).toBeNull();
    expect(resolveId('react-remove-scroll', '/app/src/features/shell/player-shell-view.tsx')).toBeNull();
    expect(resolveId('react-remove-scroll-bar', mantine('AppShell/AppShellHeader/AppShellHeader.mjs'))).toBeNull();
    expect(load('/app/node_modules/react-remove-scroll/dist/es2015/index.js')).toBeNull();
  });
});
