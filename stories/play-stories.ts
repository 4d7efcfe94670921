/**
 * The Vitest check of every story (stories/stories-*.test.tsx): each story renders, runs its `play`, and
 * then has no serious or critical axe violation. The stories are split in STORY_SHARDS files by their
 * module's place in one sorted list, so the workers share them (one file took 110 s).
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import axe from 'axe-core';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { storyAnnotations } from '../.storybook/preview';
import { server } from '../tests/msw/server';
import { AXE_TAGS, BLOCKING_IMPACTS } from '../tests/kit/axe';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = { parameters: Record<string, unknown>; run: () => Promise<void> };

export const STORY_SHARDS = 4;
export const STORY_FILES: Record<string, () => Promise<StoryModule>> = import.meta.glob<StoryModule>('./**/*.stories.tsx');

/** The story files of shard `index` (0 to STORY_SHARDS - 1). */
export function shardFiles(index: number): string[] {
  return Object.keys(STORY_FILES)
    .sort()
    .filter((_, position) => position % STORY_SHARDS === index);
}

/** The rules that need a rendered page: a verdict only in Chromium. */
const LAYOUT_RULES = ['color-contrast', 'color-contrast-enhanced', 'label-content-name-mismatch'];

/**
 * axe-core over the rendered story. happy-dom has no layout, so axe leaves colour contrast and label-in-name
 * (WCAG 2.5.3) incomplete here (it passes pale grey text on white): they are not run, which spares a quarter of
 * axe's time; tests/e2e/stories-a11y.spec.ts runs them with the same rules on every story of the
 * built Storybook in Chromium, and tests/e2e on every route. document.body, not document: a story is a
 * fragment, not a page (no <title>, no lang, no landmarks around it), so the page-level best practices are
 * left to the e2e run on real pages. iframes: false — the only frame is /analytics' external application.
 */
export async function blockingViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    resultTypes: ['violations'],
    iframes: false,
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: {
      ...Object.fromEntries(LAYOUT_RULES.map((rule) => [rule, { enabled: false }])),
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
    },
  });
  return results.violations
    .filter((v) => BLOCKING_IMPACTS.includes(v.impact))
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Declares the tests of shard `index`: to be awaited at the top of its test file. */
export async function describeStoryShard(index: number): Promise<void> {
  setProjectAnnotations(storyAnnotations);
  const files = shardFiles(index);
  const modules = await Promise.all(files.map(async (file) => [file, await STORY_FILES[file]!()] as const));
  describe.each(modules)('%s', (_file, module) => {
    const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
    it.each(stories)('%s renders, plays and has no serious or critical axe violation', async (_name, Story) => {
      server.use(...((Story.parameters.msw as RequestHandler[] | undefined) ?? []));
      await Story.run();
      expect(await blockingViolations()).toEqual([]);
    });
  });
}
