import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxInBuild } from './sandbox-absent';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function build(manifest: Record<string, { file: string; src?: string }>, assets: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lotoafrik-build-'));
  dirs.push(dir);
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const [file, text] of Object.entries(assets)) writeFileSync(join(dir, 'assets', file), text);
  return dir;
}

describe('the sandbox phone in a build', () => {
  it('finds nothing in a build without it', () => {
    const dir = build({ 'index.html': { file: 'assets/index.js', src: 'index.html' } }, { 'index.js': 'fetch("/rest/v1/rpc/start_recharge")', 'index.css': 'a{}' });
    expect(sandboxInBuild(dir)).toEqual([]);
  });

  it('names its chunk and any file mentioning its route or API', () => {
    const dir = build(
      {
        'index.html': { file: 'assets/index.js', src: 'index.html' },
        'src/features/sandbox-phone/sandbox-phone-page.tsx': { file: 'assets/sandbox-phone-page-abc.js', src: 'src/features/sandbox-phone/sandbox-phone-page.tsx' },
      },
      {
        'index.js': 'routes.push({path:"/sandbox/momo"})',
        'sandbox-phone-page-abc.js': 'fetch(`${u}/sandbox/v1/phones`)',
        'key.js': 'const k="local-sandbox-phone-key-not-for-production"',
        'other.js': '"sandbox"',
      },
    );
    expect(sandboxInBuild(dir)).toEqual(['src/features/sandbox-phone/sandbox-phone-page.tsx', 'assets/index.js', 'assets/key.js', 'assets/sandbox-phone-page-abc.js']);
  });
});
