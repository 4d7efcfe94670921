import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { DOM_FILES, INTEGRATION_FILES, TIMED_INTEGRATION_FILES, UNIT_FILES } from '../../vitest.config';

const ROOT = new URL('../..', import.meta.url).pathname;
const IGNORED = ['node_modules/**', '**/node_modules/**', '.e2e/**', 'storybook-static/**', 'dist/**', 'test-results/**'];
const files = (patterns: string[], ignore: string[] = []) => new Set(globSync(patterns, { cwd: ROOT, ignore: [...IGNORED, ...ignore] }));

const PROJECTS = {
  unit: files(UNIT_FILES),
  dom: files(DOM_FILES),
  integration: files(INTEGRATION_FILES, TIMED_INTEGRATION_FILES),
  'integration-timed': files(TIMED_INTEGRATION_FILES),
};
const ALL_TEST_FILES = [...files(['**/*.test.ts', '**/*.test.tsx'])].sort();

describe('every test file runs, once (issue 39)', () => {
  it('finds the test files', () => {
    expect(ALL_TEST_FILES.length).toBeGreaterThan(150);
    expect(ALL_TEST_FILES).toContain('tests/setup/test-projects.test.ts');
  });

  it.each(ALL_TEST_FILES)('%s belongs to exactly one project', (file) => {
    const owners = Object.entries(PROJECTS)
      .filter(([, taken]) => taken.has(file))
      .map(([name]) => name);
    expect(owners, `${file}: rename it (.test.ts runs in Node, .test.tsx in a DOM) or move it`).toHaveLength(1);
  });

  it('each timed integration file exists', () => {
    for (const file of TIMED_INTEGRATION_FILES) expect(ALL_TEST_FILES).toContain(file);
  });
});
