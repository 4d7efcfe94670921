import { readFileSync, readdirSync } from 'node:fs';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withAppProviders } from '../.storybook/story-decorators';
import { STORY_FILES, STORY_SHARDS, blockingViolations, shardFiles } from './play-stories';

describe('the stories check (stories/play-stories.ts)', () => {
  it('catches a violation (a button with no name)', async () => {
    document.body.innerHTML = '<main><button type="button"></button></main>';
    expect(await blockingViolations()).toEqual([expect.stringMatching(/^critical button-name/)]);
    document.body.innerHTML = '';
  });

  it('includes WCAG 2.1 AA rules (1.3.5 Identify Input Purpose: a wrong autocomplete)', async () => {
    document.body.innerHTML = '<main><label>Email <input type="email" autocomplete="e-mail-address"></label></main>';
    expect(await blockingViolations()).toEqual([expect.stringMatching(/^serious autocomplete-valid/)]);
    document.body.innerHTML = '';
  });

  it('plays every story file in exactly one shard, each shard having a file of its own', () => {
    const onDisk = (readdirSync('stories', { recursive: true }) as string[]).filter((file) => file.endsWith('.stories.tsx')).map((file) => `./${file}`);
    const shards = Array.from({ length: STORY_SHARDS }, (_, index) => shardFiles(index));
    expect(shards.flat().sort()).toEqual(onDisk.sort());
    expect(Object.keys(STORY_FILES).sort()).toEqual(onDisk.sort());
    const shardTests = readdirSync('stories').filter((file) => /^stories-\d+\.test\.tsx$/.test(file)).sort();
    expect(shardTests.map((file) => readFileSync(`stories/${file}`, 'utf8').match(/describeStoryShard\((\d+)\)/)?.[1])).toEqual(
      shards.map((_, index) => String(index)),
    );
  });

  it("renders a story without the theme's CSS variables under Vitest (happy-dom would compute every element's style through them)", () => {
    const Decorated = () => withAppProviders(() => <p>story</p>, { parameters: {} } as Parameters<typeof withAppProviders>[1]);
    render(<Decorated />);
    expect(document.body).toHaveTextContent('story');
    expect([...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('--mantine-'))).toEqual([]);
  });
});
