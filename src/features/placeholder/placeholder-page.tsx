import { useMatches } from 'react-router';
import { PlaceholderView } from './placeholder-view';

/** A placeholder route: its title comes from the route's handle (src/app/routes.tsx). */
export function Component() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? '';
  return <PlaceholderView title={title} />;
}
