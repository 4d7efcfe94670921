/**
 * One Tabler icon per module (`@tabler/icons-react/dist/esm/icons/IconX.mjs`): the package has no
 * exports map nor per-icon types, and its index loads all 6 000 icons (slow in Vitest, where
 * dependencies are not tree-shaken).
 */
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { TablerIcon } from '@tabler/icons-react';

  const icon: TablerIcon;
  export default icon;
}
