import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import axe from 'axe-core';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { storyAnnotations } from '../.storybook/preview';
import { server } from '../tests/msw/server';
import { AXE_TAGS, BLOCKING_IMPACTS } from '../tests/utils/axe';

setProjectAnnotations(storyAnnotations);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = { parameters: Record<string, unknown>; run: () => Promise<void> };
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/**
 * axe-core over every story once it has rendered and played. jsdom has no layout, so axe leaves colour
 * contrast and label-in-name (WCAG 2.5.3) incomplete here: tests/e2e/stories-a11y.spec.ts runs the same
 * rules on every story of the built Storybook in Chromium, and tests/e2e on every route.
 */
async function blockingViolations(): Promise<string[]> {
  // document.body, not document: a story is a fragment, not a page (no <title>, no lang, no landmarks
  // around it), so the page-level best practices are left to the e2e run on real pages.
  // iframes: false — the only frame is /analytics' external application, which is not ours to check.
  const results = await axe.run(document.body, {
    resultTypes: ['violations'],
    iframes: false,
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: { region: { enabled: false }, 'landmark-one-main': { enabled: false }, 'page-has-heading-one': { enabled: false } },
  });
  return results.violations
    .filter((v) => BLOCKING_IMPACTS.includes(v.impact))
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

it('the check itself catches a violation (a button with no name)', async () => {
  document.body.innerHTML = '<main><button type="button"></button></main>';
  expect(await blockingViolations()).toEqual([expect.stringMatching(/^critical button-name/)]);
  document.body.innerHTML = '';
});

it('the check includes WCAG 2.1 AA rules (1.3.5 Identify Input Purpose: a wrong autocomplete)', async () => {
  document.body.innerHTML = '<main><label>Email <input type="email" autocomplete="e-mail-address"></label></main>';
  expect(await blockingViolations()).toEqual([expect.stringMatching(/^serious autocomplete-valid/)]);
  document.body.innerHTML = '';
});

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
  it.each(stories)('%s has no serious or critical axe violation', async (_name, Story) => {
    server.use(...((Story.parameters.msw as RequestHandler[] | undefined) ?? []));
    await Story.run();
    expect(await blockingViolations()).toEqual([]);
  });
});
