import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks) without its second render: Mantine starts from React's `useId`, then
 * replaces it with a random id in a layout effect, so every Chip, input and tooltip rendered itself twice,
 * the second time synchronously inside the first commit (a long task on a slow phone: docs/decisions.md,
 * 'Mantine's ids without a second render'). React's id is unique within the root, stable across renders and
 * the same in the prerendered HTML, which is all the app's single root needs.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  // Mantine's first render's id, exactly: the prerender (Node, Mantine's own hook) writes it into the HTML
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
