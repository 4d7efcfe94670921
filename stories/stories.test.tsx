import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { describe, it } from 'vitest';
import { storyAnnotations } from '../.storybook/preview';
import { server } from '../tests/msw/server';

setProjectAnnotations(storyAnnotations);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = { parameters: Record<string, unknown>; run: () => Promise<void> };
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
  it.each(stories)('%s renders and plays', async (_name, Story) => {
    server.use(...((Story.parameters.msw as RequestHandler[] | undefined) ?? []));
    await Story.run();
  });
});
