// @vitest-environment jsdom
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { preloadRoute, preloadScript, routeModules } from './route-preloads';

const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));

describe('routeModules (the routes table of spa.html)', () => {
  it('gives each routed pattern its layouts’ modules then its own, through pathless layouts, without the catch-all', async () => {
    const lazy = (id: string) => Object.assign(() => Promise.resolve({}), { id });
    const routes: RouteObject[] = [
      { path: '/', lazy: lazy('landing') },
      {
        lazy: lazy('require-session'),
        children: [
          { path: '/operateur', lazy: lazy('operator') },
          { lazy: lazy('shell'), children: [{ path: '/betting/:country/:day/:time', lazy: lazy('betting') }, { path: 'rules', lazy: lazy('rules') }] },
        ],
      },
      { path: '/static', element: null },
      { path: '*', lazy: lazy('not-found') },
    ];
    const table = await routeModules(routes, async (fn) => [(fn as unknown as { id: string }).id]);
    expect(table).toEqual([
      ['/', ['landing']],
      ['/operateur', ['require-session', 'operator']],
      ['/betting/:country/:day/:time', ['require-session', 'shell', 'betting']],
      ['/rules', ['require-session', 'shell', 'rules']],
      ['/static', []],
    ]);
  });
});

describe('preloadRoute (inlined in spa.html)', () => {
  const files = ['/assets/api.js', '/assets/shell.js', '/assets/betting.js', '/assets/basket.js'];
  const routes: [string, number[]][] = [
    ['/betting/:country/:day/:time', [1, 2]],
    ['/basket', [1, 3]],
  ];

  beforeEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
  });

  it('preloads the matched route’s files, and not supabase-js even for a stored session (it comes after the first page)', () => {
    history.replaceState(null, '', '/betting/CI/lundi/10h');
    preloadRoute(files, routes);
    expect(preloaded()).toEqual(['/assets/shell.js', '/assets/betting.js']);
    document.head.innerHTML = '';
    localStorage.setItem('sb-127-auth-token', '{}');
    preloadRoute(files, routes);
    expect(preloaded()).toEqual(['/assets/shell.js', '/assets/betting.js']);
  });

  it('preloads a route’s stylesheets as styles, in the CORS mode of the stylesheet link Vite’s loader adds, so that link reuses the download', () => {
    history.replaceState(null, '', '/rules');
    preloadRoute(['/assets/shell.js', '/assets/shell.css', '/assets/rules.js'], [['/rules', [0, 1, 2]]]);
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('crossorigin'), link.getAttribute('href')]);
    expect(links).toEqual([
      ['modulepreload', null, '', '/assets/shell.js'],
      ['preload', 'style', '', '/assets/shell.css'],
      ['modulepreload', null, '', '/assets/rules.js'],
    ]);
  });

  it('matches segment by segment, static ones without regard to case, as react-router does', () => {
    for (const [path, expected] of [
      ['/BASKET', ['/assets/shell.js', '/assets/basket.js']],
      ['/basket/', ['/assets/shell.js', '/assets/basket.js']],
      ['/betting/CI/lundi', []],
      ['/betting/CI/lundi/10h/extra', []],
      ['/basketball', []],
    ] as const) {
      document.head.innerHTML = '';
      history.replaceState(null, '', path);
      preloadRoute(files, routes);
      expect(preloaded(), path).toEqual(expected);
    }
  });

  it('is written into the page with its table: the files once, the routes by index', () => {
    const script = preloadScript([
      ['/rules', ['/assets/shell.js', '/assets/rules.js']],
      ['/betting/:country/:day/:time', ['/assets/shell.js', '/assets/betting.js']],
      ['/vendors', []],
    ]);
    expect(script).toMatch(/^<script>\(function preloadRoute\(/);
    expect(script).toContain('["/assets/shell.js","/assets/rules.js","/assets/betting.js"], [["/rules",[0,1]],["/betting/:country/:day/:time",[0,2]]])');
    history.replaceState(null, '', '/betting/TG/mardi/13h');
    new Function(script.replace(/^<script>|<\/script>$/g, ''))();
    expect(preloaded()).toEqual(['/assets/shell.js', '/assets/betting.js']);
  });
});
