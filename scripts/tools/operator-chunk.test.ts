import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../bench/bench-size';
import { operatorFiles, operatorFilesLoadedByPlayers } from './operator-chunk';

const FROM = `${process.cwd()}/src/app`;
// What tsx prints for `lazy: () => import('…')` in src/app/routes.tsx.
const lazy = (path: string) => ({ toString: () => `() => import("${path}")` }) as unknown as RouteObject['lazy'];
const ROUTES: RouteObject[] = [
  { path: '/', lazy: lazy('../features/landing/landing-page') },
  { lazy: lazy('./require-session'), children: [{ path: '/operateur', lazy: lazy('../features/operator/operator-page') }, { path: '/player', lazy: lazy('../features/home/player-home-page') }] },
];

function manifest(playerImports: string[]): Manifest {
  return {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_mantine.js'] },
    '_mantine.js': { file: 'assets/mantine.js' },
    'src/features/landing/landing-page.tsx': { file: 'assets/landing.js', imports: ['_mantine.js'] },
    'src/app/require-session.tsx': { file: 'assets/require-session.js' },
    'src/features/home/player-home-page.tsx': { file: 'assets/home.js', imports: playerImports },
    'src/features/operator/operator-page.tsx': { file: 'assets/operator-page.js', imports: ['_mantine.js'], dynamicImports: ['src/api/operator.ts'] },
    'src/api/operator.ts': { file: 'assets/operator.js' },
  };
}

describe("the operators' console chunk (issue 16)", () => {
  it('is its route and its src/api module, sharing only common chunks', () => {
    expect(operatorFiles(manifest([]))).toEqual(['assets/operator-page.js', 'assets/operator.js']);
  });

  it('is loaded by no player page when only its lazy route imports it', () => {
    expect(operatorFilesLoadedByPlayers(manifest(['_mantine.js']), ROUTES, FROM)).toEqual([]);
  });

  it('is caught when a player page imports it statically', () => {
    // its src/api module stays a dynamic import of the console: only the route's chunk comes up front
    expect(operatorFilesLoadedByPlayers(manifest(['src/features/operator/operator-page.tsx']), ROUTES, FROM)).toEqual(['assets/operator-page.js']);
  });

  it('fails loudly when the build has no chunk of its own for it', () => {
    const { ['src/features/operator/operator-page.tsx']: _route, ['src/api/operator.ts']: _api, ...rest } = manifest([]);
    expect(() => operatorFiles(rest)).toThrow(/not its own lazy chunk/);
  });
});
