import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileHintBanner, filesWithoutCompileHint } from './compile-hints';

const dirs: string[] = [];
function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), text);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("V8's compile hint on the chunks that run as they arrive", () => {
  it('heads the api chunk (src/api and supabase-js), and no other', () => {
    expect(compileHintBanner({ name: 'api' })).toBe('//# allFunctionsCalledOnLoad');
    expect(compileHintBanner({ name: 'index' })).toBe('');
    expect(compileHintBanner({ name: 'apiary' })).toBe('');
  });

  it('a build whose api chunk starts with it passes; one where it is missing or not first is named', () => {
    expect(filesWithoutCompileHint(dist({ 'api-a1.js': '//# allFunctionsCalledOnLoad\nimport{n as e}from"./x.js";', 'index-b2.js': 'x' }))).toEqual([]);
    expect(filesWithoutCompileHint(dist({ 'api-a1.js': 'import{n as e}from"./x.js";' }))).toEqual(['api-a1.js']);
    expect(filesWithoutCompileHint(dist({ 'api-a1.js': '/* licence */\n//# allFunctionsCalledOnLoad\n' }))).toEqual(['api-a1.js']);
  });

  it('fails loudly when the build has no api chunk (the group was renamed or dropped)', () => {
    expect(() => filesWithoutCompileHint(dist({ 'index-b2.js': 'x' }))).toThrow(/no built file for one of the chunks api/);
  });
});
