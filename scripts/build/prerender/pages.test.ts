import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/app/routes';
import { PRERENDERED_PAGES, SPA_FALLBACK_FILE, htmlFileFor } from './pages';

describe('prerendered pages', () => {
  it('answers each public page with its own file, a ticket of any code with the ticket shell, the public results with their frame', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/login')).toBe('login.html');
    expect(htmlFileFor('/register')).toBe('register.html');
    expect(htmlFileFor('/forgot-password')).toBe('forgot-password.html');
    expect(htmlFileFor('/ticket/LA-7K2M-9QX4')).toBe('ticket.html');
    expect(htmlFileFor('/resultats')).toBe('resultats.html');
  });

  it('answers every other route with the empty app, never the landing page', () => {
    for (const path of ['/betting/CI/lundi/10h', '/player', '/ticket', '/login/extra', '/nowhere', '/results', '/resultats/TG']) expect(htmlFileFor(path), path).toBe(SPA_FALLBACK_FILE);
    expect(SPA_FALLBACK_FILE).not.toBe('index.html');
  });

  it('prerenders only routes the app has, at a path of that route', () => {
    const paths = new Set<string>();
    const collect = (list: typeof routes): void =>
      list.forEach((route) => {
        if (route.path) paths.add(route.path);
        if (route.children) collect(route.children);
      });
    collect(routes);
    for (const page of PRERENDERED_PAGES) {
      expect(paths.has(page.route), page.route).toBe(true);
      expect(htmlFileFor(page.renderAt), page.renderAt).toBe(page.file);
    }
  });
});
