import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import axe from 'axe-core';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { storyAnnotations } from '../.storybook/preview';
import { server } from '../tests/msw/server';

setProjectAnnotations(storyAnnotations);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = { parameters: Record<string, unknown>; run: () => Promise<void> };
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/**
 * axe-core over every story once it has rendered and played. jsdom has no layout, so axe reports
 * colour contrast as incomplete here; tests/e2e checks contrast on every route in Chromium.
 */
async function blockingViolations(): Promise<string[]> {
  // document.body, not document: a story is a fragment, not a page (no <title>, no lang).
  // iframes: false — the only frame is /analytics' external application, which is not ours to check.
  const results = await axe.run(document.body, { resultTypes: ['violations'], iframes: false });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

it('the check itself catches a violation (a button with no name)', async () => {
  document.body.innerHTML = '<main><button type="button"></button></main>';
  expect(await blockingViolations()).toEqual([expect.stringMatching(/^critical button-name/)]);
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
