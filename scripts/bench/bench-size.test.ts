import { describe, expect, it } from 'vitest';
import { type Manifest, filesLoaded, lazyModuleKey } from './bench-size';
import { belowMin, exceedsMax, markdownTable, median } from '../tools/perf-budget';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/index.css'], dynamicImports: ['src/features/a/a-page.tsx'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'], css: ['assets/shared.css'] },
  'src/features/a/a-page.tsx': { file: 'assets/a-page.js', imports: ['_shared.js'], dynamicImports: ['src/features/b/b-page.tsx'] },
  'src/features/b/b-page.tsx': { file: 'assets/b-page.js' },
};

describe('bench:size', () => {
  it('follows static imports and CSS, never dynamic imports', () => {
    expect(filesLoaded(manifest, ['index.html', 'src/features/a/a-page.tsx'])).toEqual({
      js: ['assets/a-page.js', 'assets/index.js', 'assets/shared.js', 'assets/vendor.js'],
      css: ['assets/index.css', 'assets/shared.css'],
    });
  });

  it('fails loudly on a key the manifest does not know', () => {
    expect(() => filesLoaded(manifest, ['src/nope.tsx'])).toThrow(/not in the Vite manifest/);
  });

  it('reads the module of a lazy route and resolves it to a manifest key', () => {
    // What tsx prints for `lazy: () => import('…')` in src/app/routes.tsx.
    const lazy = { toString: () => '() => import("../src/features/a/a-page")' };
    expect(lazyModuleKey(lazy, `${process.cwd()}/scripts`, manifest)).toBe('src/features/a/a-page.tsx');
  });
});

describe('perf budget', () => {
  it('allows the tolerance and no more', () => {
    expect(exceedsMax(165, 150, 0.1)).toBe(false);
    expect(exceedsMax(165.1, 150, 0.1)).toBe(true);
    expect(belowMin(85.5, 95, 0.1)).toBe(false);
    expect(belowMin(85.4, 95, 0.1)).toBe(true);
  });

  it('takes the median of odd and even runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('prints an aligned Markdown table', () => {
    expect(markdownTable(['a', 'bb'], [['xyz', '1']]).split('\n')).toEqual(['| a   | bb |', '|-----|----|', '| xyz | 1  |']);
  });
});
