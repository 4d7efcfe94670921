/**
 * Rolldown's chunk groups for the app build (issue 18). Left alone, every Mantine component and every
 * small shared module of ours is its own file: the betting page loaded 49 files, 6 at a time over the
 * HTTP/1.1 of a cheap host, a round trip each on 3G. Merged here only what many routes share anyway,
 * so a page fetches about the same bytes in far fewer files (`npm run bench:size -- --files`):
 * - Mantine used by at least 11 of the routes' chunks (9 until issue 41's public results and statistics pages
 *   made more components reach 9: /betting's first paint grew 15 kB): one file. Not floating-ui, which only popovers use:
 *   once the results page's date picker made it a ninth route's, the group put it (9.7 kB gzip) in that file,
 *   which every page loads before its first paint; it stays with the pages that open a popover;
 * - our rules and app-wide components (src/game, src/components) used by at least 12: one file;
 * - src/api and supabase-js (with the stub the build serves for its storage and functions clients), which a signed-in page loads at start-up in a dozen dynamic imports (the
 *   session, the wallet, results, errors…): one file, still loaded dynamically, so public pages stay
 *   without it until a form needs it. Without its dependencies (src/game, src/config), or the entry's
 *   static imports would move into it; auth-loaded is the entry's (it must stay tiny), the operators'
 *   and the sandbox phone's modules stay with their own routes (no player downloads them).
 * - the rules that the server's error messages (src/api/errors) and the account, responsible gaming and operator
 *   pages need, but no page before its first paint: src/api makes them shared by every route, and in the 'shared'
 *   file they cost the betting page 2 kB before its first paint (issue 42). Their own file, without their
 *   dependencies (which the first paint does need).
 * Less widely shared modules stay with their routes, so / and /login do not carry the betting page's.
 * The counts were chosen by measuring /, /login and /betting (docs/decisions.md).
 */
export const CHUNK_GROUPS = [
  { name: 'api', test: /[\\/]src[\\/]api[\\/](?!auth-loaded\.|operator\.|sandbox-phone\.)|node_modules[\\/]@supabase[\\/]|[\\/]scripts[\\/]build[\\/]supabase-unused-clients\.ts$/, priority: 3, includeDependenciesRecursively: false },
  { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/, minShareCount: 11, priority: 2 },
  {
    name: 'account-rules',
    test: /[\\/]src[\\/]game[\\/](age|limits|username|responsible-gaming|result-series|settlement)\.ts$/,
    priority: 2,
    includeDependenciesRecursively: false,
  },
  { name: 'shared', test: /[\\/]src[\\/](game|components)[\\/]/, minShareCount: 12, priority: 1 },
];
