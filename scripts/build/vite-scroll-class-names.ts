/**
 * Vite plugin (issue 18): Mantine's AppShell header, footer and aside import `react-remove-scroll` for
 * one thing, the class names that keep a fixed bar clear of the scroll bar while a modal locks the page
 * (`RemoveScroll.classNames`). That import brought the whole library (~4 kB of gzip, with tslib) into
 * every signed-in page before its first paint. For those three modules it resolves to a module holding
 * only the class names; the modals and the drawer, which lock the scroll, keep the real library, in
 * their own chunks. `vite-scroll-class-names.test.ts` checks the names against the library's.
 */
import type { Plugin } from 'vite';

export const SCROLL_CLASS_NAMES = { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' };

const SHIM_ID = '\0remove-scroll-class-names';
const CLASS_NAME_USERS = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/]/;

export function removeScrollClassNames(): Plugin {
  return {
    name: 'remove-scroll-class-names',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'react-remove-scroll' && importer && CLASS_NAME_USERS.test(importer) ? SHIM_ID : null;
    },
    load(id) {
      return id === SHIM_ID ? `export const RemoveScroll = { classNames: ${JSON.stringify(SCROLL_CLASS_NAMES)} };` : null;
    },
  };
}
